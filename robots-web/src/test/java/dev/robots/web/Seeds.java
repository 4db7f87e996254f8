package dev.robots.web;

import dev.robots.core.SplitMix64;
import java.util.ArrayList;
import java.util.List;

/** The seeds and commands the tests play: extremes, seeds above 2^53 and negative ones, and seeded lists. */
final class Seeds {
    /** Seeds a JavaScript number cannot hold exactly among them (2^53 + 1, Long.MAX_VALUE, ...). */
    static final long[] SEEDS = {7, 0, -1, (1L << 53) + 1, Long.MAX_VALUE, Long.MIN_VALUE, -(1L << 60) - 3,
        9_007_199_254_740_993L + 1_000_000_007L, 16, 42, -355, 123_456_789_012_345_678L};
    /** The commands drawn from: every step, waits and charges, and two the game refuses off the edge. */
    private static final String[] COMMANDS = {"L", "L", "UL", "DL", "U", "D", "W", "R", "UR", "DR", "K", "LK",
        "KW", "UK"};

    private Seeds() {
    }

    /** {@code count} commands for the game of {@code seed}, drawn with its own SplitMix64. */
    static List<String> commands(long seed, int count) {
        SplitMix64 random = new SplitMix64(seed ^ 0x5EED);
        List<String> commands = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            commands.add(COMMANDS[random.nextInt(COMMANDS.length)]);
        }
        return commands;
    }
}
