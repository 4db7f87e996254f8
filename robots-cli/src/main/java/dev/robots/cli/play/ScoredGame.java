package dev.robots.cli.play;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import dev.robots.core.GameParameters;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * One finished game in the scores: when, its seed, what it was played on (every parameter that
 * changes the game: the variant, its level, the board, the robots, the pits, the charges), how it
 * ended, what it earned ({@code dev.robots.core.Score}) and whether it had help. Its line:
 * <pre>
 * game date=2026-12-05 seed=-5 variant=campaign level=3 w=30 h=17 r=4 p=40 charges=3 result=WIN turns=41 lost=7 kept=2 help=none points=1315
 * </pre>
 *
 * @param help {@code none}, {@code autopilot} (a move shown or played by it) or {@code undo} (a turn taken back)
 */
public record ScoredGame(LocalDate date, long seed, String variant, int level, GameParameters parameters,
        OptionalInt charges, boolean won, int turns, int robotsLost, int chargesKept, String help, int points) {
    /** The helps a game can have had, the first none. */
    static final List<String> HELPS = List.of("none", "autopilot", "undo");
    private static final List<String> FIELDS = List.of("date", "seed", "variant", "level", "w", "h", "r", "p", "charges",
            "result", "turns", "lost", "kept", "help", "points");

    /** Checks the help's name. */
    public ScoredGame {
        if (!HELPS.contains(help)) {
            throw new IllegalArgumentException(Expected.of("help=" + Texts.quote(help), String.join(", ", HELPS)));
        }
    }

    /** What makes two games comparable: the variant and every parameter of the board and charges. */
    public record Key(String variant, GameParameters parameters, OptionalInt charges) implements Comparable<Key> {
        @Override
        public int compareTo(Key other) {
            return toString().compareTo(other.toString());
        }

        /** E.g. {@code campaign 30x17 R 4 P 40 charges 3}. */
        @Override
        public String toString() {
            return variant + " " + parameters.width() + "x" + parameters.height() + " R " + parameters.robots() + " P "
                    + parameters.pits() + " charges " + (charges.isPresent() ? charges.getAsInt() : "unlimited");
        }
    }

    Key key() {
        return new Key(variant, parameters, charges);
    }

    /** Whether the game was played without help: only such games enter the top lists. */
    boolean unaided() {
        return help.equals("none");
    }

    /** The line (see the class comment). */
    String text() {
        return "game date=" + date + " seed=" + seed + " variant=" + variant + " level=" + level + " w="
                + parameters.width() + " h=" + parameters.height() + " r=" + parameters.robots() + " p="
                + parameters.pits() + " charges=" + (charges.isPresent() ? charges.getAsInt() : "unlimited")
                + " result=" + (won ? "WIN" : "LOST") + " turns=" + turns + " lost=" + robotsLost + " kept="
                + chargesKept + " help=" + help + " points=" + points;
    }

    /**
     * Reads a line written by {@link #text()}.
     *
     * @throws IllegalArgumentException naming the bad field
     */
    static ScoredGame parse(String line) {
        String[] tokens = line.split(" +");
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 1; i < tokens.length; i++) {
            int equals = tokens[i].indexOf('=');
            if (equals < 0) {
                throw new IllegalArgumentException(Expected.of(Texts.quote(tokens[i]), "name=value"));
            }
            values.put(tokens[i].substring(0, equals), tokens[i].substring(equals + 1));
        }
        if (!tokens[0].equals("game") || !List.copyOf(values.keySet()).equals(FIELDS)) {
            throw new IllegalArgumentException(Expected.of(Texts.quote(line), "game " + String.join("=.. ", FIELDS)
                    + "=.."));
        }
        try {
            GameParameters parameters = GameParameters.of(count(values, "w"), count(values, "h"), count(values, "r"),
                    count(values, "p"));
            String charges = values.get("charges");
            String result = values.get("result");
            if (!result.equals("WIN") && !result.equals("LOST")) {
                throw new IllegalArgumentException(Expected.of("result=" + Texts.quote(result), "WIN or LOST"));
            }
            String variant = values.get("variant");
            if (!variant.matches("[A-Za-z0-9-]{1,40}")) {
                throw new IllegalArgumentException(Expected.of("variant=" + Texts.quote(variant),
                        "1 to 40 letters, digits or -"));
            }
            return new ScoredGame(LocalDate.parse(values.get("date")), Long.parseLong(values.get("seed")), variant,
                    count(values, "level"), parameters,
                    charges.equals("unlimited") ? OptionalInt.empty() : OptionalInt.of(count(values, "charges")),
                    result.equals("WIN"), count(values, "turns"), count(values, "lost"), count(values, "kept"),
                    values.get("help"), count(values, "points"));
        } catch (DateTimeParseException | NumberFormatException e) {
            throw new IllegalArgumentException(Expected.of(Texts.quote(line), "a date YYYY-MM-DD and whole numbers"), e);
        }
    }

    private static int count(Map<String, String> values, String name) {
        String digits = values.get(name);
        if (digits.isEmpty() || digits.length() > 9 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException(Expected.of(name + "=" + Texts.quote(digits), "a count"));
        }
        return Integer.parseInt(digits);
    }
}
