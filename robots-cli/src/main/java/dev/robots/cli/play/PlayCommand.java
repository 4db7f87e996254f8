package dev.robots.cli.play;

import dev.robots.cli.Main;
import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.command.RunFailure;
import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.io.BoundedLineReader;
import dev.robots.cli.io.FailureKeepingOutput;
import dev.robots.cli.io.InputLine;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.io.StreamFailure;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.ColourOption;
import dev.robots.cli.options.RecordOption;
import dev.robots.cli.options.SeedOption;
import dev.robots.cli.protocol.SessionSeeds;
import dev.robots.cli.record.GameRecord;
import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Event;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine;

/**
 * {@code robots play}: the game for a person at a terminal. Same commands as the protocol, but
 * with a legend, a status line, what happened each turn, a few charges, and a question between
 * games. Not for programs: its output is prose, not the protocol.
 */
@CommandLine.Command(name = "play", mixinStandardHelpOptions = true,
        description = "Play Robots yourself at the terminal (3 charges by default).",
        exitCodeListHeading = ExitStatus.HEADING,
        exitCodeList = {"0:you quit, said no to another game, or the input ended",
            "1:the game could not go on: standard input closed or unreadable, standard output closed",
            ExitStatus.USAGE_LINE})
public final class PlayCommand implements Callable<Integer> {
    static final String LEGEND = String.join("\n",
            "Reach the exit < on the left. Robots X step toward you every turn; lure them into pits 0.",
            "Legend: @ you   X robot   0 pit   < exit   . floor",
            "Moves:  U up  D down  L left  R right (combine: UL, DR ...)  W wait",
            "        K fires a charge first, clearing the 8 cells around you (e.g. K, KUL)",
            "Other:  ? this help   Q quit");

    @ParentCommand
    private Main parent;

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

    private PrintWriter out;
    private PlayRecord record;
    private FailureKeepingOutput stdout;
    private BoundedLineReader in;

    @Override
    public Integer call() {
        // This command's own limit first: the engine's (2^32 cells) is not the one that applies here.
        String problem = width >= 2 && height >= 1 && (long) width * height > MAX_CELLS
                ? "board too large to play on a terminal: " + width + " x " + height + " = " + (long) width * height
                        + " cells (expected: at most " + MAX_CELLS + " cells)"
                : GameParameters.problem(width, height, robots, pits);
        if (problem != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), problem);
        }
        if (printScores) {
            return ScoresReport.print(scoresFile(),
                    parent.stdoutKeepingFailures(), spec.commandLine().getErr());
        }
        parent.requireStdin();
        long gameSeed = seed.value();
        OutputFiles.of().appended(RecordOption.NAME, recordOption.file())
                .replacedIfUsable("the scores file", scoresFile().path()).check();
        record = openRecord();
        try (PlayRecord closing = record) {
            return session(gameSeed);
        }
    }

    /** The session once its files are open: full screen on a terminal, else line by line. */
    private int session(long seed) {
        long gameSeed = seed;
        if (TerminalPlay.available(parent.stdin(), System.getenv())) {
            return fullScreen(gameSeed);
        }
        stdout = parent.stdoutKeepingFailures();
        out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), false);
        in = BoundedLineReader.utf8(parent.stdin(), BoundedLineReader.DEFAULT_MAX_LINE_LENGTH);
        out.println(LEGEND);
        GameParameters parameters = GameParameters.of(width, height, robots, pits);
        long sessionSeed = gameSeed;
        try {
            recordLine(() -> record.session(sessionSeed, charges.charges()));
            try {
                while (true) {
                    out.println();
                    out.println("Game seed " + gameSeed + " (replay it with: " + replayCommand(gameSeed) + ")");
                    Game game = ChargesOption.apply(Game.builder(parameters).random(RandomSource.seeded(gameSeed)),
                            charges.charges()).build();
                    long thisSeed = gameSeed;
                    recordLine(() -> record.game(thisSeed, parameters, game));
                    if (!play(game) || !again()) {
                        break;
                    }
                    gameSeed = SessionSeeds.next(gameSeed);
                }
            } catch (IllegalArgumentException | InsufficientHeapException e) {
                out.println(e.getMessage());
            }
            out.println("Bye.");
            flush();
            recordLine(record::stop);
            return 0;
        } catch (StreamFailure stop) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("robots play: " + stop.getMessage());
            err.flush();
            return Main.EXIT_FAILURE;
        }
    }

    /** A write to the record file; one that fails stops the game. */
    private interface RecordWrite {
        void run() throws IOException;
    }

    private void recordLine(RecordWrite write) throws StreamFailure {
        try {
            write.run();
        } catch (IOException e) {
            throw StreamFailure.recordFile(recordOption.file(), e);
        }
    }

    private PlayRecord openRecord() {
        if (recordOption.file() == null) {
            return new PlayRecord(GameRecord.none());
        }
        try {
            return new PlayRecord(GameRecord.append(recordOption.file()));
        } catch (GameRecord.InUse e) {
            throw new RunFailure("--record " + recordOption.file() + ": " + e.getMessage());
        } catch (IOException e) {
            // The file is unusable, not the command line: the run fails at start (status 1).
            throw new RunFailure("--record " + recordOption.file() + ": cannot open for appending ("
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
        GameSession.Settings settings = new GameSession.Settings(gameSeed,
                GameParameters.of(width, height, robots, pits), charges.charges(), !noSafety, replayCommand(gameSeed));
        ScoreKeeper scores = new ScoreKeeper(scoresFile);
        try (org.jline.terminal.Terminal terminal = TerminalPlay.open()) {
            TerminalPlay.play(terminal, colour, settings, record, scores);
        } catch (IOException | RuntimeException e) {
            err.println("robots play: " + IoReason.ofFailure(e) + "; stopping");
            err.flush();
            return Main.EXIT_FAILURE;
        }
        if (scores.problem() != null) {
            err.println("robots play: " + scores.problem());
        }
        err.println("robots play: seed " + gameSeed + " (replay it with: " + replayCommand(gameSeed) + ")");
        err.flush();
        return 0;
    }

    /**
     * Writes what is pending; stops the game when standard output is gone, since nobody sees
     * the game any more (and with a pipe as input, it would read and play all of it for nothing).
     */
    private void flush() throws StreamFailure {
        out.flush();
        if (out.checkError()) {
            throw StreamFailure.output(stdout.failureDetail());
        }
    }

    /**
     * The command that replays a game from here: this program as it was started (see
     * {@link Invocation}), the seed, and the board and the charges when they are not the defaults
     * (a seed alone replays a game only on the default board).
     */
    private String replayCommand(long gameSeed) {
        List<String> arguments = new ArrayList<>(List.of("play", "--seed", Long.toString(gameSeed)));
        boolean defaultBoard = width == DEFAULT_WIDTH && height == DEFAULT_HEIGHT && robots == DEFAULT_ROBOTS
                && pits == DEFAULT_PITS;
        if (!defaultBoard) {
            arguments.addAll(List.of("-W", Integer.toString(width), "-H", Integer.toString(height),
                    "-R", Integer.toString(robots), "-P", Integer.toString(pits)));
        }
        if (charges.charges() != ChargesOption.DEFAULT) {
            arguments.addAll(List.of(ChargesOption.NAME, ChargesOption.format(charges.charges())));
        }
        return Invocation.commandLine(arguments.toArray(new String[0]));
    }

    /** Plays one game; {@code false} if the person quit or the input ended. */
    private boolean play(Game game) throws StreamFailure {
        List<String> happened = new ArrayList<>();
        boolean show = true;
        while (true) {
            if (show) {
                out.println();
                out.print(TextFormat.render(game));
                out.println("Turn " + (game.turn() + 1) + "   robots " + game.robotCount() + "   charges "
                        + (game.chargesLeft().isEmpty() ? "unlimited" : game.chargesLeft().getAsInt() + " left"));
            }
            show = false;
            String line = ask("move> ");
            if (line == null || isQuit(line)) {
                return false;
            }
            if (line.isBlank()) {
                continue;
            }
            if (line.strip().equals("?")) {
                out.println(LEGEND);
                continue;
            }
            Command command;
            try {
                command = Command.parse(line);
            } catch (InvalidInputException e) {
                out.println("  Not a move: " + e.getMessage() + ". Type ? for help.");
                continue;
            }
            happened.clear();
            TurnResult result = game.play(command, event -> describe(event, happened));
            if (result instanceof TurnResult.Refused refused) {
                out.println("  Not possible: " + refused.reason() + ".");
                continue;
            }
            Command played = command;
            record.turn(played, game);
            for (String what : happened) {
                out.println("  " + what);
            }
            show = true;
            if (result instanceof TurnResult.Ended ended) {
                record.end(ended);
                out.println();
                Board end = game.board();
                out.print(TextFormat.render(end));
                out.println(ended instanceof TurnResult.Won
                        ? "You escaped in " + ended.turn() + " turns. WIN"
                        : "Game over after " + ended.turn() + " turns: " + ended.line());
                return true;
            }
        }
    }

    private static void describe(Event event, List<String> happened) {
        if (event instanceof Event.ChargeFired fired) {
            happened.add("Charge fired"
                    + (fired.chargesLeft().isPresent() ? " (" + fired.chargesLeft().getAsInt() + " left)." : "."));
        } else if (event instanceof Event.ChargeKilled killed) {
            happened.add("A robot at (" + killed.x() + ", " + killed.y() + ") was destroyed.");
        } else if (event instanceof Event.FellIntoPit fell) {
            happened.add("A robot fell into the pit at (" + fell.x() + ", " + fell.y() + ").");
        } else if (event instanceof Event.Merged merged) {
            happened.add("Robots collided at (" + merged.x() + ", " + merged.y() + ").");
        } else if (event instanceof Event.Reinforced arrived) {
            happened.add("A new robot arrived at the corner (" + arrived.x() + ", " + arrived.y() + ").");
        }
    }

    private boolean again() throws StreamFailure {
        while (true) {
            String line = ask("Play again? (y/n) ");
            if (line == null) {
                return false;
            }
            String answer = line.strip().toLowerCase(Locale.ROOT);
            if (answer.startsWith("y")) {
                return true;
            }
            if (answer.startsWith("n") || isQuit(answer)) {
                return false;
            }
        }
    }

    private static boolean isQuit(String line) {
        String s = line.strip().toLowerCase(Locale.ROOT);
        return s.equals("q") || s.equals("quit") || s.equals("exit");
    }

    /** Prompts and reads a line; {@code null} at the end of input. Overlong lines are refused. */
    private String ask(String prompt) throws StreamFailure {
        while (true) {
            out.print(prompt);
            flush();
            InputLine line;
            try {
                line = in.read();
            } catch (IOException e) {
                throw StreamFailure.input(e);
            }
            if (line instanceof InputLine.End) {
                out.println();
                return null;
            }
            if (line instanceof InputLine.TooLong tooLong) {
                out.println("  " + tooLong.reason());
                continue;
            }
            return ((InputLine.Text) line).text();
        }
    }
}
