package dev.robots.cli.check;

import dev.robots.cli.check.CheckReport.Place;
import dev.robots.cli.check.Checker.Failure;
import dev.robots.cli.check.Checker.Result;
import dev.robots.cli.check.diagnosis.SelfSeeding;
import dev.robots.cli.check.randomness.RandomnessCheck;
import dev.robots.cli.check.report.RunStats;
import dev.robots.cli.conversation.ProtocolFailure;
import dev.robots.cli.process.HarnessSeeding;
import dev.robots.cli.process.ProgramLaunch;
import dev.robots.cli.process.ProgramProcess;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * How a run ends, once its games are played or one failed: the failure's report with what the
 * diagnoses found (leaked Lua state, a chunk that seeds {@code math.random} itself) and the command that
 * plays the failing game again; or, when every game passed, the verdict on the run's random choices.
 */
final class RunVerdict {
    private final CheckOptions options;
    private final ProgramLaunch launch;
    private final CheckReport report;
    private final RunStats stats;

    RunVerdict(CheckOptions options, ProgramLaunch launch, CheckReport report, RunStats stats) {
        this.options = options;
        this.launch = launch;
        this.report = report;
        this.stats = stats;
    }

    /**
     * A game failed: the report, after the diagnoses.
     *
     * @param first the first game the run played
     * @param runStart the game the program's run that played the failing game began with
     */
    Result failed(Place place, ProtocolFailure f, Failure failure, ProgramProcess program, int first, int runStart)
            throws IOException, InterruptedException {
        int game = failure.game();
        List<String> notes = new ArrayList<>();
        // Read before any diagnosis: its runs write the harness's file again.
        HarnessSeeding seeding = launch.isLua() ? launch.harness().seeding() : HarnessSeeding.NONE;
        addNote(notes, SelfSeeding.note(seeding));
        // A leak shows in a game that started a run of the chunk after earlier runs in the same state.
        LeakCheck.Finding leak = launch.isLua() && game > first && runStart == game
                ? LeakCheck.diagnose(options, launch, failure, SelfSeeding.replaysEachGame(seeding, stats.reruns + 1),
                        report) : null;
        addNote(notes, leak == null ? null : leak.note());
        CheckReport.Reproduce reproduce = leak != null && leak.reproduce() != null
                ? new CheckReport.Reproduce(leak.reproduce(), "games 1 to " + game + " in one Lua state: game " + game
                        + " alone passes")
                : report.reproduce(game, runStart);
        return new Result(false, stats, report.failed(place, f, program, notes, reproduce, runStart),
                reproduce.command(), failure);
    }

    /** Every game passed: the verdict on the run's random choices, judged together. */
    Result passed(RandomnessCheck randomness) {
        String seeding = launch.isLua() ? SelfSeeding.note(launch.harness().seeding()) : null;
        String note = seeding == null ? "" : "  note: " + seeding + "\n";
        if (options.onlyGame() > 0) {
            return new Result(true, stats, report.passed() + "  " + RandomnessCheck.notJudged("--only-game plays"
                    + " one game, too few to judge; the whole run judges it") + "\n" + note, null);
        }
        RandomnessCheck.Verdict verdict = randomness.verdict();
        if (verdict.failure() != null) {
            return new Result(false, stats, report.failedAcrossRun(verdict.failure(), seeding), report.reproduceRun());
        }
        return new Result(true, stats, report.passed() + "  " + verdict.summary() + "\n" + note, null);
    }

    private static void addNote(List<String> notes, String note) {
        if (note != null) {
            notes.add(note);
        }
    }
}
