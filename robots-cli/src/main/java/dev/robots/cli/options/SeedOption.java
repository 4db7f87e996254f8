package dev.robots.cli.options;

import java.util.SplittableRandom;
import picocli.CommandLine.Option;

/**
 * {@code --seed N}: the seed of every random choice of a run, so that a run can be repeated. Without
 * it a random seed is drawn once ({@link #value}); the command prints it with the command line that
 * repeats the run.
 */
public final class SeedOption {
    /** The option's name. */
    public static final String NAME = "--seed";
    /** The option's help text. */
    public static final String DESCRIPTION = "Seed of every random choice: the same seed and options repeat the run"
            + " (default: random, printed).";

    @Option(names = NAME, paramLabel = "N", description = DESCRIPTION)
    private Long seed;

    private Long drawn;

    /** Whether {@code --seed} was given. */
    public boolean given() {
        return seed != null;
    }

    /** The seed given, or one drawn at random at the first call (the same one after that). */
    public long value() {
        if (seed != null) {
            return seed;
        }
        if (drawn == null) {
            drawn = random();
        }
        return drawn;
    }

    /** A fresh random seed, for sessions and games without {@code --seed}. */
    public static long random() {
        // Seeded from the clock, not SecureRandom: a game seed needs to differ between runs, not to be
        // secret, and SecureRandom's providers cost tens of milliseconds at every start.
        return new SplittableRandom().nextLong();
    }
}
