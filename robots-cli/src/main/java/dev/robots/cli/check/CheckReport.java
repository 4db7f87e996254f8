package dev.robots.cli.check;

import dev.robots.cli.check.report.RunStats;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.ProtocolFailure;
import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.ProgramLaunch;
import dev.robots.cli.process.ProgramProcess;
import dev.robots.cli.process.ProgramSeed;
import dev.robots.cli.text.Texts;
import dev.robots.record.GameSeeds;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The text a check run ends with: PASSED with the run's statistics, FAILED with where it failed,
 * what was sent, the problem and its evidence, the program's standard error and the commands that
 * reproduce it, or INTERRUPTED when the checker itself was stopped.
 */
final class CheckReport {

    /**
     * Where a run is when it ends.
     *
     * @param game the game (from 1), or 0 before the first
     * @param size that game's size, or {@code null} before the first
     * @param turnLabel the turn in words ("turn 7", "initial field", "after its end line")
     * @param sent what was sent last, as {@link SentDescription} words it, or {@code null}
     */
    record Place(int game, GameSize size, String turnLabel, String sent) {
    }

    /**
     * The command a failure report gives to play the failing game again, and why it is that one
     * ({@code null}: the game alone, nothing to say).
     */
    record Reproduce(String command, String why) {
        /** The command, and why after a shell comment's {@code #}: the whole line pastes into a shell as printed. */
        String line() {
            return why == null ? command : command + "   # " + why;
        }
    }

    private final CheckOptions options;
    private final ProgramLaunch launch;
    private final RunStats stats;

    CheckReport(CheckOptions options, ProgramLaunch launch, RunStats stats) {
        this.options = options;
        this.launch = launch;
        this.stats = stats;
    }

    /** The report of a run that passed. */
    String passed() {
        return "robots check: PASSED: " + stats.summary() + "\n  seed " + options.seed() + "\n";
    }

    /** The report when the checker itself was stopped: where it was, and no verdict on the program. */
    String interrupted(Place place) {
        StringBuilder sb = new StringBuilder("robots check: INTERRUPTED: the checker was stopped by "
                + Interruption.signalName());
        if (place.game() > 0 && place.size() != null) {
            sb.append(" in game ").append(place.game()).append(" of ").append(options.games()).append(" (")
                    .append(place.size()).append("), ").append(place.turnLabel());
        }
        sb.append("; the program under test was stopped with it, and no verdict was reached\n");
        if (stats.turns > 0) {
            sb.append("played before: ").append(stats.summary()).append('\n');
        }
        sb.append("run it again: ").append(command(options, launch.asArguments())).append('\n');
        return sb.toString();
    }

    /**
     * The report of a failure: where, what was sent, the problem and its details, notes (leaked Lua
     * state, a chunk that seeds math.random itself), the program's standard error, the seed its run got,
     * and how to reproduce it.
     *
     * @param notes lines of notes, each without its "note: "
     * @param runStart the game the program's run that played the failing game began with
     */
    String failed(Place place, ProtocolFailure failure, ProgramProcess program, List<String> notes,
            Reproduce reproduce, int runStart) {
        int game = place.game();
        StringBuilder sb = new StringBuilder("robots check: FAILED\n");
        if (game > 0 && place.size() != null) {
            sb.append("game ").append(game).append(" of ").append(options.games()).append(" (").append(place.size())
                    .append("), ").append(place.turnLabel()).append('\n');
        }
        if (place.sent() != null) {
            sb.append("sent: ").append(place.sent()).append('\n');
        }
        sb.append("problem: ").append(failure.getMessage()).append('\n');
        sb.append("rules: ").append(failure.section().cite()).append('\n');
        for (String line : failure.details()) {
            sb.append(line).append('\n');
        }
        notes.forEach(note -> sb.append("note: ").append(note).append('\n'));
        String tail = program.stderrTail(20);
        sb.append("standard error of the program (last lines):\n");
        if (tail.isEmpty()) {
            sb.append("  (empty)\n");
        } else {
            sb.append(Texts.stderrLines(tail));
        }
        if (stats.turns > 0) {
            sb.append("played before the failure: ").append(stats.summary()).append('\n');
        }
        if (game > 0) {
            sb.append("program seed: ").append(seedLine(runStart, game)).append('\n');
        }
        sb.append("reproduce this game: ").append(reproduce.line()).append('\n');
        if (options.onlyGame() == 0) {
            sb.append("reproduce the run: ").append(command(options, launch.asArguments())).append('\n');
        }
        return sb.toString();
    }

    /**
     * The report of a run whose games all passed but whose random choices, judged across the run
     * ({@link RandomnessCheck}), did not.
     */
    String failedAcrossRun(ProtocolFailure failure, String seedingNote) {
        StringBuilder sb = new StringBuilder("robots check: FAILED\nacross the run: " + Texts.count(stats.games, "game")
                + " passed one by one, but their random choices together did not\n");
        sb.append("problem: ").append(failure.getMessage()).append('\n');
        failure.details().forEach(line -> sb.append(line).append('\n'));
        if (seedingNote != null) {
            sb.append("note: ").append(seedingNote).append('\n');
        }
        sb.append("played: ").append(stats.summary()).append('\n');
        sb.append("reproduce the run: ").append(reproduceRun()).append('\n');
        return sb.toString();
    }

    /** The command that plays games 1 to {@code game} of this run, as the run plays them ({@code --games}). */
    String reproduceThrough(int game) {
        return command(options.withOnlyGame(0).withGames(game), launch.asArguments());
    }

    /** The command that plays this run again. */
    String reproduceRun() {
        return command(options, launch.asArguments());
    }

    /**
     * The command that plays game {@code game} again as the run played it: the game alone
     * ({@code --only-game}) when it started a run of the program; else games 1 to {@code game}, since the
     * program's run that played it began with game {@code runStart} and its random numbers follow from the
     * games before.
     */
    Reproduce reproduce(int game, int runStart) {
        if (game <= 0 || runStart >= game || options.onlyGame() > 0) {
            return new Reproduce(command(options.withOnlyGame(game > 0 ? game : 1), launch.asArguments()), null);
        }
        return new Reproduce(reproduceThrough(game), "games 1 to " + game + ": the program played games " + runStart
                + " to " + game + " in one run, so game " + game + " follows from the games before it");
    }

    /** What the program's run that played game {@code game} (from game {@code runStart} on) got as its seed. */
    private String seedLine(int runStart, int game) {
        ProgramSeed seed = new ProgramSeed(GameSeeds.program(options.seed(), runStart - 1L));
        String run = runStart == game ? "this game" : "games " + runStart + " to " + game;
        if (launch.isLua()) {
            return "the harness seeded math.random with " + seed.luaCall() + " before the run of the chunk that"
                    + " played " + run + " (from --seed and the game the run began with)";
        }
        Map<String, String> added = seed.environment(System.getenv());
        return "the process that played " + run + " got " + ProgramSeed.VARIABLE + "=" + seed.value()
                + (added.containsKey("LUA_INIT") ? " and LUA_INIT='" + seed.luaCall() + "' (which a Lua interpreter"
                + " runs first)" : " (not LUA_INIT: the environment sets one already)")
                + " in its environment; a program that seeds its generator from them plays the same again";
    }

    /** The command line of a check, starting with this program as the user started it ({@link Invocation}). */
    private static String command(CheckOptions runOptions, List<String> programArguments) {
        List<String> words = new ArrayList<>(Invocation.words());
        words.add("check");
        words.addAll(runOptions.asArguments());
        words.addAll(programArguments);
        return Invocation.shellLine(words);
    }
}
