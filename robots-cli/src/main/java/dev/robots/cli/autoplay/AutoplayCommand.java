package dev.robots.cli.autoplay;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.options.AutopilotOptions;
import dev.robots.cli.options.GameRunOptions;
import dev.robots.cli.options.GamesOption;
import dev.robots.cli.options.OptionDefaults;
import dev.robots.cli.options.RecordOption;
import dev.robots.cli.options.SearchBudget;
import dev.robots.cli.options.SizeOption;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import dev.robots.core.InsufficientHeapException;
import dev.robots.record.GameRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code robots autoplay}: the autopilot plays seeded games in process, and the win rate, the
 * outcomes and the time per decision are reported.
 */
@Command(name = "autoplay", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "The autopilot plays seeded games in process; prints the win rate with its 95%% confidence interval,"
                    + " the outcomes, the mean turns to win and the time per decision.",
            "Game i (from 0) plays from output i of a SplitMix64 generator seeded with --seed. The same seed and"
                    + " options give the same report, but for the line 'time per decision:' (whatever --threads).",
            "A game still running after --max-turns turns is cut off and counted as CUT OFF, not won."},
        exitCodeListHeading = ExitStatus.HEADING,
        exitCodeList = {"0:the games were played",
            "1:the run failed or could not go on: not enough memory for even one game at once (-Xmx), standard"
                    + " output closed, a --record or --json file that could not be written, or the autopilot"
                    + " chose a command the game refused (a bug)",
            ExitStatus.USAGE_LINE, ExitStatus.SIGNALS_LINE},
        subcommands = MergeCommand.class, defaultValueProvider = AutoplayCommand.Defaults.class)
public final class AutoplayCommand implements Callable<Integer> {
    /** Autoplay's defaults for the shared options. */
    static final class Defaults extends OptionDefaults {
        Defaults() {
            super(Map.of(GamesOption.NAME, "1000"));
        }
    }

    /** The largest board autoplay accepts, in cells: every decision copies the board's robots. */
    static final long MAX_CELLS = 1_000_000;
    /**
     * The most games played at once: each is a platform thread with a game and an autopilot of its
     * own, and more of them than cores only share the cores. The default is the number of
     * processors, up to this.
     */
    static final int MAX_THREADS = 256;

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameRunOptions run;

    @Mixin
    private SizeOption size;


    @Option(names = "--threads", paramLabel = "T",
            description = "Games played at once, 1 to " + MAX_THREADS + " (default: the number of processors).")
    private Integer threads;


    @Mixin
    private AutopilotOptions autopilot;

    @Option(names = "--from-game", paramLabel = "N", defaultValue = "0",
            description = "Number of the first game (default: ${DEFAULT-VALUE}); with --games 1, plays game N alone,"
                    + " as the report's command for a lost game does.")
    private int fromGame;

    @Mixin
    private RecordOption recordOption;

    private static final String LOSSES = "--record-losses";

    @Option(names = LOSSES, paramLabel = "FILE",
            description = "Append only the games not won (lost or cut off) to FILE.")
    private Path lossesFile;

    @Option(names = "--shard", paramLabel = "K/N",
            description = "Play only shard K of N (K from 1): the games i (from 0) with i mod N = K - 1, from the"
                    + " same seeds as in the whole run; 'autoplay merge' adds the shards' --json reports up.")
    private String shardText;

    @Mixin
    private ReportOptions report;

    @Option(names = "--oracle",
            description = "Instead of the autopilot, an oracle that knows where every reinforcement will land"
                    + " searches each game for a win (an upper bound on any player); reports the share won,"
                    + " proved lost and left open within --nodes. The autopilot (--beam and --depth, or --think)"
                    + " plays each game first; --json writes the verdict counts and every game's verdict (a format"
                    + " 'autoplay merge' does not take).")
    private boolean oracle;

    @Option(names = "--fair",
            description = "With --oracle: also the fair bound of each game, whether a player who does not know the"
                    + " future wins it for sure (the reinforcement corners chosen by an adversary), within --nodes"
                    + " more;"
                    + " the report splits 'oracle - bot' into forced wins the autopilot lost and the rest.")
    private boolean fair;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "200000",
            description = "With --oracle: positions searched per game at most (default: ${DEFAULT-VALUE}).")
    private long nodes;


    @Option(names = "--progress", negatable = true,
            description = "Draw a progress bar on standard error (default: only on a terminal; into a file or pipe"
                    + " a line every 5 s and one at the end).")
    private Boolean progress;

    @Override
    public Integer call() throws InterruptedException {
        RunSettings requested = settings();
        Shard shard = shard(requested);
        if (oracle) {
            return oracle(requested, shard);
        }
        if (fair) {
            throw usage("--fair: only with --oracle");
        }
        if (spec.commandLine().getParseResult().hasMatchedOption("--nodes")) {
            // A budget for the oracle's search: without it, silently ignored, as if it had been used.
            throw usage("--nodes: only with --oracle");
        }
        OutputFiles.of().appended(RecordOption.NAME, recordOption.file()).appended(LOSSES, lossesFile)
                .replaced(ReportOptions.JSON, report.jsonFile()).check();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        RunSettings settings = HeapPlan.fitInHeap(requested, HeapPlan.heapFree(), err);
        if (!run.seed().given()) {
            err.println("robots autoplay: seed " + settings.seed() + " (repeat this run with: "
                    + Invocation.withSeed(spec, settings.seed()) + ")");
            err.flush();
        }
        ProgressBar bar = ProgressBar.of(progress, err, settings.games());
        GameRecord record;
        try {
            record = openRecord();
        } catch (IOException e) {
            err.println("robots autoplay: " + (recordOption.file() != null ? "--record " + Texts.path(recordOption.file())
                    : "--record-losses " + Texts.path(lossesFile)) + ": cannot open for appending (" + IoReason.of(e) + ")");
            err.flush();
            return ExitStatus.FAILURE;
        }
        GameRecorder recorder = record == null ? null : new GameRecorder(record, recordOption.file() == null);
        long start = System.nanoTime();
        Summary summary;
        boolean noLosses;
        try (record) {
            summary = Autoplay.run(settings, shard, bar::show, recorder);
            noLosses = record != null && lossesFile != null && record.removeIfUnused();
        } catch (UncheckedIOException | IOException e) {
            bar.end();
            err.println("robots autoplay: cannot write the record (" + IoReason.ofFailure(e) + "); stopping");
            err.flush();
            return ExitStatus.FAILURE;
        } catch (IllegalStateException | InsufficientHeapException | Autoplay.OutOfMemory e) {
            bar.end();
            err.println("robots autoplay: " + e.getMessage());
            err.flush();
            return ExitStatus.FAILURE;
        }
        summary.wallNanos = System.nanoTime() - start;
        bar.end();
        if (noLosses) {
            err.println("robots autoplay: --record-losses " + Texts.path(lossesFile)
                    + ": every game was won; no record written (an empty file is no record)");
        }
        return report.finish(summary, out, err, "robots autoplay");
    }

    private int oracle(RunSettings settings, Shard shard) throws InterruptedException {
        if (nodes < 1) {
            throw usage(Expected.of("--nodes: " + nodes, ">= 1"));
        }
        if (recordOption.file() != null || lossesFile != null) {
            throw usage((recordOption.file() != null ? "--record" : "--record-losses")
                    + ": not with --oracle (its searches are not games to replay)");
        }
        OutputFiles.of().replaced(ReportOptions.JSON, report.jsonFile()).check();
        if (!run.seed().given()) {
            spec.commandLine().getErr().println("robots autoplay: seed " + settings.seed()
                    + " (repeat this run with --seed " + settings.seed() + ")");
        }
        OracleRun.Counts counts = OracleRun.run(settings, shard, nodes, fair);
        return report.finish(OracleRun.report(settings, shard, nodes, counts),
                () -> OracleRun.json(settings, shard, nodes, counts),
                spec.commandLine().getOut(), spec.commandLine().getErr(), "robots autoplay");
    }

    /** The record to write, or {@code null}. */
    private GameRecord openRecord() throws IOException {
        Path file = recordOption.file() != null ? recordOption.file() : lossesFile;
        return file == null ? null : GameRecord.append(file);
    }

    /** The {@code --shard} asked for, or the whole run. */
    private Shard shard(RunSettings settings) {
        if (shardText == null) {
            return Shard.WHOLE;
        }
        Shard shard;
        try {
            shard = Shard.parse(shardText);
        } catch (IllegalArgumentException e) {
            throw usage("--shard: " + e.getMessage());
        }
        if (shard.count() > settings.games()) {
            throw usage(Expected.of("--shard: " + shard.count() + " shards of " + settings.games() + " games",
                    "at most one shard per game"));
        }
        return shard;
    }

    private RunSettings settings() {
        if (recordOption.file() != null && lossesFile != null) {
            throw usage("--record and --record-losses: give one (--record keeps every game)");
        }
        int games = run.games();
        if (fromGame < 0 || (long) fromGame + games > Integer.MAX_VALUE) {
            throw usage(Expected.of("--from-game: " + fromGame, "0 to " + (Integer.MAX_VALUE - (long) games)
                    + " with --games " + games));
        }
        int threadCount = threads != null ? threads
                : Math.min(MAX_THREADS, Runtime.getRuntime().availableProcessors());
        if (threadCount < 1 || threadCount > MAX_THREADS) {
            throw usage(Expected.of("--threads: " + threadCount, "1 to " + MAX_THREADS));
        }
        SearchBudget budget = autopilot.budget();
        return RunSettings.of(size.parameters(MAX_CELLS), run.seed().value(), games).withCharges(run.charges())
                .withMaxTurns(run.maxTurns()).withThreads(threadCount)
                .withAutopilot(budget.beamWidth(), budget.depth(), budget.samples()).withFirstGame(fromGame);
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
