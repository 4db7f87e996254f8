package dev.robots.cli.play;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import dev.robots.core.GameParameters;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Wins, losses and the fewest turns to a win, per board size ({@code W x H}), across sessions.
 * Immutable; {@link ScoresFile} reads and writes it. The text form, one board size a line:
 * <pre>
 * # robots play scores, format 1
 * 30x17 wins=3 losses=5 best=41
 * </pre>
 * ({@code best=-} while there is no win). Sizes come sorted by width, then height.
 */
public final class Scores {
    static final String HEADER = "# robots play scores, format 1";

    /** One board size's tally; {@code bestTurns} is 0 while there is no win. */
    public record Tally(int wins, int losses, int bestTurns) {
        public Tally {
            if (wins < 0 || losses < 0 || bestTurns < 0 || (wins == 0) != (bestTurns == 0)) {
                throw new IllegalArgumentException(Expected.of("tally: wins=" + wins + " losses=" + losses + " best="
                        + bestTurns, "counts >= 0, best > 0 exactly when wins > 0"));
            }
        }
    }

    /** A board size, ordered by width then height. */
    public record Size(int width, int height) implements Comparable<Size> {
        @Override
        public int compareTo(Size other) {
            return width != other.width ? Integer.compare(width, other.width) : Integer.compare(height, other.height);
        }

        @Override
        public String toString() {
            return width + "x" + height;
        }
    }

    private static final Scores EMPTY = new Scores(new TreeMap<>());

    private final TreeMap<Size, Tally> tallies;

    private Scores(TreeMap<Size, Tally> tallies) {
        this.tallies = tallies;
    }

    public static Scores empty() {
        return EMPTY;
    }

    /** The tally for one size, all zero if none. */
    public Tally of(Size size) {
        return tallies.getOrDefault(Objects.requireNonNull(size, "size"), new Tally(0, 0, 0));
    }

    /** These scores with one more game on {@code size}: a win in {@code turns} turns, or a loss. */
    public Scores with(Size size, boolean won, int turns) {
        Tally old = of(size);
        Tally now = won
                ? new Tally(old.wins() + 1, old.losses(),
                        old.bestTurns() == 0 ? turns : Math.min(old.bestTurns(), turns))
                : new Tally(old.wins(), old.losses() + 1, old.bestTurns());
        TreeMap<Size, Tally> copy = new TreeMap<>(tallies);
        copy.put(size, now);
        return new Scores(copy);
    }

    /** The sizes with a tally, in order. */
    public List<Size> sizes() {
        return List.copyOf(tallies.keySet());
    }

    /** The text form (see the class comment). */
    public String text() {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Map.Entry<Size, Tally> entry : tallies.entrySet()) {
            Tally tally = entry.getValue();
            text.append(entry.getKey()).append(" wins=").append(tally.wins()).append(" losses=").append(tally.losses())
                    .append(" best=").append(tally.bestTurns() == 0 ? "-" : Integer.toString(tally.bestTurns()))
                    .append('\n');
        }
        return text.toString();
    }

    /** One line per size for a person, e.g. {@code "30x17: 3 wins, 5 losses, best win in 41 turns"}. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<Size, Tally> entry : tallies.entrySet()) {
            lines.add(describe(entry.getKey(), entry.getValue()));
        }
        return lines;
    }

    static String describe(Size size, Tally tally) {
        return size + ": " + tally.wins() + (tally.wins() == 1 ? " win, " : " wins, ") + tally.losses()
                + (tally.losses() == 1 ? " loss" : " losses")
                + (tally.wins() > 0 ? ", best win in " + Texts.count(tally.bestTurns(), "turn") : "");
    }

    /**
     * Reads the text form.
     *
     * @throws IllegalArgumentException naming the first bad line (1-based) and what was expected
     */
    public static Scores parse(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        TreeMap<Size, Tally> tallies = new TreeMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                parseLine(line, tallies);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return new Scores(tallies);
    }

    private static void parseLine(String line, TreeMap<Size, Tally> tallies) {
        String[] fields = line.split(" +");
        String expected = "WxH wins=N losses=N best=N|-";
        if (fields.length != 4 || !fields[1].startsWith("wins=") || !fields[2].startsWith("losses=")
                || !fields[3].startsWith("best=")) {
            throw new IllegalArgumentException(Expected.of(Texts.quote(line), expected));
        }
        String[] size = fields[0].split("x", -1);
        if (size.length != 2) {
            throw new IllegalArgumentException(Expected.of("size " + Texts.quote(fields[0]), expected));
        }
        Size key = new Size(number(size[0], expected), number(size[1], expected));
        String board = GameParameters.problem(key.width(), key.height(), 0, 0);
        if (board != null) {
            throw new IllegalArgumentException("size " + key + ": " + board);
        }
        String best = fields[3].substring("best=".length());
        Tally tally = new Tally(number(fields[1].substring("wins=".length()), expected),
                number(fields[2].substring("losses=".length()), expected),
                best.equals("-") ? 0 : number(best, expected));
        // the player starts W - 1 columns from the exit and moves one a turn: no win is shorter
        if (tally.wins() > 0 && tally.bestTurns() < key.width() - 1) {
            throw new IllegalArgumentException(Expected.of("best=" + tally.bestTurns(),
                    ">= " + (key.width() - 1) + " on " + key + ", the columns between the start and the exit"));
        }
        if (tallies.put(key, tally) != null) {
            throw new IllegalArgumentException("size " + key + " twice");
        }
    }

    private static int number(String digits, String expected) {
        if (digits.isEmpty() || digits.length() > 9 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException(Expected.of(Texts.quote(digits) + " is not a count", expected));
        }
        return Integer.parseInt(digits);
    }
}
