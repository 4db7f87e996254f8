package dev.robots.cli.play;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.command.RunFailure;
import dev.robots.cli.command.Streams;
import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.io.StreamFailure;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.ColourOption;
import dev.robots.cli.options.RecordOption;
import dev.robots.cli.options.SeedOption;
import dev.robots.cli.terminal.SystemTerminal;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import dev.robots.core.GameParameters;
import dev.robots.core.Variant;
import dev.robots.record.GameRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code robots play}: the game for a person. Its options, the files it writes (record, scores),
 * and the choice between the full-screen game at a terminal ({@link TerminalPlay}) and the
 * line-by-line one otherwise ({@link LineGame}).
 */
@CommandLine.Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play Robots yourself at the terminal (3 charges by default).",
        exitCodeListHeading = ExitStatus.HEADING,
        exitCodeList = {"0:you quit, said no to another game, or the input ended",
            "1:the game could not go on: standard input closed or unreadable, standard output closed",
            ExitStatus.USAGE_LINE, ExitStatus.SIGNALS_LINE})
public final class PlayCommand implements Callable<Integer> {
    /** The run's streams: the game reads standard input and draws on standard output. */
    private final Streams streams;

    /** The command for a run with these streams (picocli makes it through {@code CommandFactory}). */
    public PlayCommand(Streams streams) {
        this.streams = streams;
    }

    @Mixin
    private SeedOption seed;

    private static final int DEFAULT_WIDTH = 30;
    private static final int DEFAULT_HEIGHT = 17;
    private static final int DEFAULT_ROBOTS = 20;
    private static final int DEFAULT_PITS = 40;
    /** The largest board played here, in cells: a larger one does not fit on a terminal. */
    static final long MAX_CELLS = 20_000;

    @Mixin
    private ChargesOption charges;

    @Option(names = {"-W", "--width"}, paramLabel = "W", defaultValue = "" + DEFAULT_WIDTH,
            description = "Default: ${DEFAULT-VALUE}.")
    private int width;

    @Option(names = {"-H", "--height"}, paramLabel = "H", defaultValue = "" + DEFAULT_HEIGHT,
            description = "Default: ${DEFAULT-VALUE}.")
    private int height;

    @Option(names = {"-R", "--robots"}, paramLabel = "R", defaultValue = "" + DEFAULT_ROBOTS,
            description = "Default: ${DEFAULT-VALUE}.")
    private int robots;

    @Option(names = {"-P", "--pits"}, paramLabel = "P", defaultValue = "" + DEFAULT_PITS,
            description = "Default: ${DEFAULT-VALUE}.")
    private int pits;

    @Option(names = "--campaign", description = "Play the campaign: the statement's board with 2 robots at level 1,"
            + " more at each level, the statement's 20 at level 11; a win leads to the next level, a loss to the same"
            + " one again.")
    private boolean campaign;

    @Option(names = "--level", paramLabel = "N", description = "The campaign's level to start at. Default: 1.")
    private Integer startLevel;

    @Option(names = "--statement", description = "The statement's game (30 x 17, 20 robots, 40 pits) with a new"
            + " seed, where a bare 'play' starts the campaign.")
    private boolean statement;

    @Option(names = "--daily", description = "Today's game: the statement's game whose seed is today's date in UTC"
            + " as YYYYMMDD, the same for everyone on that day.")
    private boolean daily;

    @Mixin
    private ColourOption colourOption;

    @Option(names = "--no-safety",
            description = "Do not stop a move that loses at once (onto a robot, into a pit, where a robot reaches"
                    + " you).")
    private boolean noSafety;

    @Option(names = "--scores", description = "Print the scores kept by the full-screen game, and exit.")
    private boolean printScores;

    @Mixin
    private RecordOption recordOption;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    private PlayRecord record;

    @Override
    public Integer call() {
        // This command's own limit first: the engine's (2^32 cells) is not the one that applies here.
        String problem = width >= 2 && height >= 1 && (long) width * height > MAX_CELLS
                ? Expected.of("board too large to play on a terminal: " + width + " x " + height + " = "
                        + (long) width * height + " cells", "at most " + MAX_CELLS + " cells")
                : GameParameters.problem(width, height, robots, pits);
        if (problem != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), problem);
        }
        checkCampaign();
        if (printScores) {
            return ScoresReport.print(scoresFile(),
                    streams.stdoutKeepingFailures(), spec.commandLine().getErr());
        }
        streams.requireStdin();
        long gameSeed = daily ? dailySeed(LocalDate.now(ZoneOffset.UTC)) : seed.value();
        OutputFiles.of().appended(RecordOption.NAME, recordOption.file())
                .replacedIfUsable("the scores file", scoresFile().path()).check();
        record = openRecord();
        try (PlayRecord closing = record) {
            return session(gameSeed);
        }
    }

    /**
     * The campaign's and the daily game's options: their board and charges are their own, the daily
     * game's seed too, and a level is one of the campaign's levels.
     */
    private void checkCampaign() {
        CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
        List<String> board = List.of("--width", "--height", "--robots", "--pits", ChargesOption.NAME);
        if (statement && campaign) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--statement and --campaign: choose one");
        }
        // A bare 'play' is the campaign: a person's first game is one a careful beginner wins.
        campaign |= !statement && !daily && !seed.given() && board.stream().noneMatch(parsed::hasMatchedOption);
        if (startLevel != null && !campaign) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--level needs --campaign");
        }
        if (daily && (seed.given() || campaign)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--daily sets the seed and plays the"
                    + " statement's game: leave out " + (seed.given() ? SeedOption.NAME : "--campaign"));
        }
        if (!campaign && !daily) {
            return;
        }
        for (String name : board) {
            if (parsed.hasMatchedOption(name)) {
                throw new CommandLine.ParameterException(spec.commandLine(), campaign ? "--campaign sets the board and"
                        + " the charges of each level: leave out " + name : "--daily plays the statement's game, the"
                        + " same for everyone: leave out " + name);
            }
        }
        if (startLevel != null) {
            try {
                Expected.between("--level", startLevel, 1, Variant.campaign().levels());
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
            }
        }
    }

    /** The daily game's seed on {@code date}: the date as the number YYYYMMDD. */
    static long dailySeed(LocalDate date) {
        return date.getYear() * 10_000L + date.getMonthValue() * 100L + date.getDayOfMonth();
    }

    /** The session's variant: the campaign, or the statement's game on the board and charges given. */
    private Variant variant() {
        return campaign ? Variant.campaign()
                : Variant.single(GameParameters.of(width, height, robots, pits), charges.charges());
    }

    private int firstLevel() {
        return startLevel == null ? 1 : startLevel;
    }

    /** The session once its files are open: full screen on a terminal, else line by line. */
    private int session(long gameSeed) {
        if (SystemTerminal.available(streams.stdin(), System.getenv())) {
            return fullScreen(gameSeed);
        }
        try {
            new LineGame(variant(), firstLevel(), record, recordOption.file(), this::replayCommand, streams.stdin(),
                    streams.stdoutKeepingFailures())
                    .run(gameSeed);
            return ExitStatus.OK;
        } catch (StreamFailure stop) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("robots play: " + stop.getMessage());
            err.flush();
            return ExitStatus.FAILURE;
        }
    }

    private PlayRecord openRecord() {
        if (recordOption.file() == null) {
            return new PlayRecord(GameRecord.none());
        }
        try {
            return new PlayRecord(GameRecord.append(recordOption.file()));
        } catch (GameRecord.InUse e) {
            throw new RunFailure("--record " + Texts.path(recordOption.file()) + ": " + e.getMessage());
        } catch (IOException e) {
            // The file is unusable, not the command line: the run fails at start (status 1).
            throw new RunFailure("--record " + Texts.path(recordOption.file()) + ": cannot open for appending ("
                    + IoReason.of(e) + ")");
        }
    }

    private static ScoresFile scoresFile() {
        return ScoresFile.locate(System.getenv(), System.getProperty("user.home"));
    }

    /** The full-screen game on this process's terminal; warnings go to standard error once it is left. */
    private int fullScreen(long gameSeed) {
        PrintWriter err = spec.commandLine().getErr();
        boolean colour = colourOption.colour();
        ScoresFile scoresFile = scoresFile();
        GameSession.Settings settings = new GameSession.Settings(gameSeed, variant(), firstLevel(), !noSafety,
                replayCommand(gameSeed, firstLevel()));
        ScoreKeeper scores = new ScoreKeeper(scoresFile);
        SessionTally tally;
        try (org.jline.terminal.Terminal terminal = SystemTerminal.open()) {
            tally = TerminalPlay.play(terminal, colour, settings, record, scores);
        } catch (IOException | RuntimeException e) {
            err.println("robots play: " + IoReason.ofFailure(e) + "; stopping");
            err.flush();
            return ExitStatus.FAILURE;
        }
        if (scores.problem() != null) {
            err.println("robots play: " + scores.problem());
        }
        // After the terminal is restored: on the main screen, where it stays.
        err.println("robots play: this session: " + tally.summary());
        for (String line : scores.sessionTops()) {
            err.println("robots play: " + line);
        }
        err.println("robots play: seed " + gameSeed + " (replay it with: " + replayCommand(gameSeed, firstLevel())
                + ")");
        err.flush();
        return ExitStatus.OK;
    }

    /**
     * The command that replays a game from here: this program as it was started (see
     * {@link Invocation}), the seed, and the board and the charges when they are not the defaults
     * (a seed alone replays a game only on the default board), or the campaign's level.
     */
    private String replayCommand(long gameSeed, int level) {
        List<String> arguments = new ArrayList<>(List.of("play", "--seed", Long.toString(gameSeed)));
        if (campaign) {
            arguments.addAll(List.of("--campaign", "--level", Integer.toString(level)));
            return Invocation.commandLine(arguments.toArray(new String[0]));
        }
        boolean defaultBoard = width == DEFAULT_WIDTH && height == DEFAULT_HEIGHT && robots == DEFAULT_ROBOTS
                && pits == DEFAULT_PITS;
        if (!defaultBoard) {
            arguments.addAll(List.of("-W", Integer.toString(width), "-H", Integer.toString(height),
                    "-R", Integer.toString(robots), "-P", Integer.toString(pits)));
        }
        if (!charges.charges().equals(OptionalInt.of(ChargesOption.DEFAULT))) {
            arguments.addAll(List.of(ChargesOption.NAME, ChargesOption.format(charges.charges())));
        }
        return Invocation.commandLine(arguments.toArray(new String[0]));
    }

}
