package dev.robots.cli.options;

import java.util.OptionalInt;
import picocli.CommandLine.Mixin;

/**
 * The options of a command that plays a run of games ({@code check}, {@code bot}, {@code autoplay}):
 * {@code --games}, {@code --seed}, {@code --charges} and {@code --max-turns}, each its own mixin, mixed in
 * together here so that such a command declares them once.
 */
public final class GameRunOptions {
    @Mixin
    private GamesOption games;

    @Mixin
    private SeedOption seed;

    @Mixin
    private ChargesOption charges;

    @Mixin
    private MaxTurnsOption maxTurns;

    /** Games to play, {@code >= 1}. */
    public int games() {
        return games.games();
    }

    /** The seed of the run, given or random. */
    public SeedOption seed() {
        return seed;
    }

    /** Charges per game: a count, or empty for no limit. */
    public OptionalInt charges() {
        return charges.charges();
    }

    /** The turn limit of a game. */
    public int maxTurns() {
        return maxTurns.maxTurns();
    }
}
