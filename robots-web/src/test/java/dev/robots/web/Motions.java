package dev.robots.web;

import java.util.ArrayList;
import java.util.List;

/**
 * A turn's motion as one line, {@code name=n,n,...} parts joined by {@code ;}, written the same way
 * from the JVM's {@link TurnMotion} and from the page's ({@link #PAGE_SCRIPT}), so a test compares
 * the two with one assertion.
 */
final class Motions {
    static final List<String> NAMES = List.of("player", "steps", "killed", "charge", "fell", "merged", "caught",
            "reinforced");

    /** The page's last motion as that line, {@code ""} when there is none. */
    static final String PAGE_SCRIPT = "const m = robotsEngine().lastMotion; if (!m) return '';"
            + " return " + NAMES.stream().map(n -> "'" + n + "'").toList() + ".map(k => k + '=' + Array.from(m[k])"
            + ".join(',')).join(';');";

    private Motions() {
    }

    static String text(TurnMotion motion) {
        List<String> parts = new ArrayList<>();
        for (String name : NAMES) {
            StringBuilder part = new StringBuilder(name).append('=');
            int[] cells = cells(motion, name);
            for (int i = 0; i < cells.length; i++) {
                part.append(i == 0 ? "" : ",").append(cells[i]);
            }
            parts.add(part.toString());
        }
        return String.join(";", parts);
    }

    static int[] cells(TurnMotion motion, String name) {
        return switch (name) {
            case "player" -> motion.player();
            case "steps" -> motion.steps();
            case "killed" -> motion.killed();
            case "charge" -> motion.charge();
            case "fell" -> motion.fell();
            case "merged" -> motion.merged();
            case "caught" -> motion.caught();
            case "reinforced" -> motion.reinforced();
            default -> throw new IllegalArgumentException(name);
        };
    }
}
