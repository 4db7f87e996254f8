package dev.robots.cli.check;

import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.ProgramLaunch;
import dev.robots.cli.text.Texts;
import java.io.IOException;

/**
 * Whether a failure in a later game of a {@code --lua} run comes from state leaked between the chunk's
 * runs: the failing game is played again alone, in a fresh Lua state ({@code --only-game}), up to
 * {@link #ALONE_RUNS} times; if it passes every time, games 1 to G are played again in one state
 * ({@code --games G}, which plays them exactly as the longer run does) {@link #REPLAYS} times, and
 * must fail again in a game after the first every time. Only then is the leak confirmed; otherwise a
 * report says nothing of leaked state.
 *
 * <p>Why so many runs: the program's own random choices differ from run to run (Lua 5.4 seeds each
 * state at random), so a slip of the rules that shows only on some fields can pass a few runs of the
 * game alone and fail a replay, and look like a leak. A slip that shows in a share {@code p} of the
 * games passes 10 runs alone and fails 3 replays with a chance of {@code (1-p)^10 p^3}, at most about
 * 1 in 1,000 (at p = 0.23); a leak fails every replay.
 */
final class LeakCheck {
    /** How often the failing game is played alone: a program's own random choices may hide a slip once. */
    static final int ALONE_RUNS = 10;
    /** How often games 1 to G are played again in one state: all must fail for a leak. */
    static final int REPLAYS = 3;

    /**
     * A confirmed leak: the report's note, and the command that fails by replaying games 1 to {@code game}
     * in one state.
     */
    record Finding(String note, int game, String reproduce) {
    }

    private LeakCheck() {
    }

    /**
     * Plays the runs that tell; {@code null} unless they confirm a leak.
     *
     * @param game the failing game, after the first one played
     */
    static Finding diagnose(CheckOptions options, ProgramLaunch launch, int game, CheckReport report)
            throws IOException, InterruptedException {
        for (int i = 0; i < ALONE_RUNS; i++) {
            if (Interruption.stopping() || !Checker.diagnosis(options.withOnlyGame(game), launch).run().passed()) {
                return null;
            }
        }
        CheckOptions through = options.withOnlyGame(0).withGames(game);
        int failedIn = 0;
        for (int i = 0; i < REPLAYS; i++) {
            if (Interruption.stopping()) {
                return null;
            }
            Checker.Result replay = Checker.diagnosis(through, launch).run();
            int failing = replay.stats().games + 1;
            if (replay.passed() || failing <= 1 || failing > game) {
                return null;
            }
            failedIn = failing;
        }
        String before = game == 2 ? "game 1" : game == 3 ? "games 1 and 2" : "games 1 to " + (game - 1);
        String note = "leaked state: confirmed: game " + game + " passes alone, in a fresh Lua state ("
                + Texts.count(ALONE_RUNS, "time") + " out of " + ALONE_RUNS + "), and failed again (in game " + failedIn
                + " the last time) each of " + REPLAYS + " times " + before + " ran before it in one Lua state: state left over from an earlier run (a global"
                + " table or counter that the code does not set again at its start) causes it (the statement: 'keep in"
                + " mind to re-initialize all necessary variables at beginning to correctly perform next runs')";
        return new Finding(note, game, report.reproduceThrough(game));
    }
}
