package dev.robots.cli.process;

/**
 * A call of {@code math.randomseed} by a Lua chunk under the {@code --lua} harness, which replaces the
 * seed the harness gave the run: as the harness writes it, {@code RUN KIND VALUE WHERE}.
 *
 * @param run the run of the chunk it was made in, from 1
 * @param kind how the seed was given
 * @param value the first argument as Lua writes it ({@code -} for none)
 * @param where the file and line of the call ({@code robots.lua:12})
 */
public record SeedingCall(int run, Kind kind, String value, String where) {
    /** How a chunk seeded {@code math.random}. */
    public enum Kind {
        /** {@code math.randomseed()}: Lua picks a seed of its own, different every time. */
        NONE,
        /** A value that {@code os.time()} or {@code os.clock()} returned in the same run: the clock. */
        CLOCK,
        /** Any other value: a constant, or one computed some other way. */
        VALUE
    }

    /** The call a line of the harness's file records ({@link HarnessSeeding}), or {@code null} for another line. */
    static SeedingCall parse(String line) {
        String[] words = line.split(" ", 4);
        if (words.length < 4 || !words[0].matches("\\d{1,9}")) {
            return null;
        }
        Kind kind = switch (words[1]) {
            case "none" -> Kind.NONE;
            case "clock" -> Kind.CLOCK;
            case "value" -> Kind.VALUE;
            default -> null;
        };
        return kind == null ? null : new SeedingCall(Integer.parseInt(words[0]), kind, words[2], words[3]);
    }
}
