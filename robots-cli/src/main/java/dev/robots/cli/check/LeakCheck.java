package dev.robots.cli.check;

import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.ProgramLaunch;
import dev.robots.cli.text.Texts;
import java.io.IOException;

/**
 * Whether a failure in game G of a {@code --lua} run, G a game that started a run of the chunk after
 * earlier runs in the same Lua state, comes from state leaked between the chunk's runs.
 *
 * <p>When every game draws the same random numbers alone as in the run (the harness seeds
 * {@code math.random} from the game before each run of the chunk, and the chunk does not reseed it
 * from the clock: {@link SelfSeeding#replaysEachGame}), one replay of each kind tells: game G alone,
 * in a fresh Lua state ({@code --only-game G}), and games 1 to G in one state ({@code --games G}, which
 * plays them exactly as the longer run does). If G passes alone and the replay fails again at the same
 * turn with the same problem, the only difference is the state the earlier runs left: a leak. If a
 * replay does not repeat what the run did, the program's choices depend on more than
 * {@code math.random}, and the report says so.
 *
 * <p>Otherwise (the chunk reseeds from the clock, so its choices differ from run to run) a slip that
 * shows only on some fields could pass a few runs alone and fail a replay: then game G is played alone
 * {@link #ALONE_RUNS} times and games 1 to G {@link #REPLAYS} times, which a slip showing in a share
 * {@code p} of the games survives with a chance of {@code (1-p)^10 p^3}, at most about 1 in 1,000.
 */
final class LeakCheck {
    /** How often the failing game is played alone when the chunk's numbers differ from run to run. */
    static final int ALONE_RUNS = 10;
    /** How often games 1 to G are played again in one state then: all must fail for a leak. */
    static final int REPLAYS = 3;
    /** The statement's words on leaked state. */
    private static final String STATEMENT = "(the statement: 'keep in mind to re-initialize all necessary variables at"
            + " beginning to correctly perform next runs')";

    /**
     * What the runs told: the report's note, and for a confirmed leak the command that fails by
     * replaying games 1 to G in one state ({@code null} otherwise).
     */
    record Finding(String note, String reproduce) {
    }

    private LeakCheck() {
    }

    /**
     * Plays the runs that tell; {@code null} when they say nothing worth a note (game G fails alone too).
     *
     * @param failed the run's failure, in game {@code failed.game()}, after the first one played
     * @param exact whether each game draws the same numbers alone as in the run
     */
    static Finding diagnose(CheckOptions options, ProgramLaunch launch, Checker.Failure failed, boolean exact,
            CheckReport report) throws IOException, InterruptedException {
        return exact ? oneReplayEach(options, launch, failed, report) : manyReplays(options, launch, failed, report);
    }

    private static Finding oneReplayEach(CheckOptions options, ProgramLaunch launch, Checker.Failure failed,
            CheckReport report) throws IOException, InterruptedException {
        int game = failed.game();
        Checker.Result alone = Checker.diagnosis(options.withOnlyGame(game), launch).run();
        if (Interruption.stopping()) {
            return null;
        }
        if (!alone.passed()) {
            return null; // it fails alone too: the cause is in the game itself (perhaps as well)
        }
        Checker.Result replay = Checker.diagnosis(options.withOnlyGame(0).withGames(game), launch).run();
        if (Interruption.stopping()) {
            return null;
        }
        if (replay.passed() || !replay.failure().sameAs(failed)) {
            return notRepeated("games 1 to " + game + " played again in one Lua state (--games " + game + ") "
                    + (replay.passed() ? "passed" : "failed otherwise: " + replay.failure().describe()));
        }
        String note = "leaked state: confirmed: game " + game + " passes alone, in a fresh Lua state, and fails again"
                + " (" + failed.turn() + ", the same problem) when " + before(game) + " ran before it in one Lua state;"
                + " each game draws the same random numbers in both (the harness seeds math.random for it), so state"
                + " left over from an earlier run (a global table or counter that the code does not set again at its"
                + " start) causes it " + STATEMENT;
        return new Finding(note, report.reproduceThrough(game));
    }

    private static Finding notRepeated(String what) {
        return new Finding("the run did not replay exactly: " + what + ", though each game's math.random was"
                + " seeded the same; the program's choices depend on more than math.random (the order of pairs over"
                + " a table with string or table keys, os.time, os.clock, ...), so a failure may not repeat", null);
    }

    private static Finding manyReplays(CheckOptions options, ProgramLaunch launch, Checker.Failure failed,
            CheckReport report) throws IOException, InterruptedException {
        int game = failed.game();
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
            int failing = replay.passed() ? 0 : replay.failure().game();
            if (failing <= 1 || failing > game) {
                return null;
            }
            failedIn = failing;
        }
        String note = "leaked state: confirmed: game " + game + " passes alone, in a fresh Lua state ("
                + Texts.count(ALONE_RUNS, "time") + " out of " + ALONE_RUNS + "), and failed again (in game " + failedIn
                + " the last time) each of " + REPLAYS + " times " + before(game) + " ran before it in one Lua state:"
                + " state left over from an earlier run (a global table or counter that the code does not set again"
                + " at its start) causes it " + STATEMENT;
        return new Finding(note, report.reproduceThrough(game));
    }

    private static String before(int game) {
        return game == 2 ? "game 1" : game == 3 ? "games 1 and 2" : "games 1 to " + (game - 1);
    }
}
