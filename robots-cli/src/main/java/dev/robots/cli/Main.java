package dev.robots.cli;

import dev.robots.cli.autoplay.AutoplayCommand;
import dev.robots.cli.check.BotCommand;
import dev.robots.cli.check.CheckCommand;
import dev.robots.cli.io.FailureKeepingOutput;
import dev.robots.cli.play.PlayCommand;
import dev.robots.cli.protocol.ProtocolSession;
import dev.robots.cli.protocol.SessionOptions;
import dev.robots.cli.record.GameRecord;
import dev.robots.cli.replay.ReplayCommand;
import dev.robots.core.Board;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import dev.robots.core.TextFormat;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code robots} command. Without a subcommand it speaks the text protocol on standard input
 * and output ({@link ProtocolSession}). {@link #run} does the work and returns the exit status;
 * {@link #main} only wires {@code System.*} and exits with it.
 */
@Command(name = "robots", mixinStandardHelpOptions = true, version = "robots 1.0.0-SNAPSHOT",
        description = {
            "The Robots game. Without a subcommand: the text protocol on standard input and output.",
            "Prints INIT W H R P:, reads four integers, then the field and MOVE: each turn, until the game"
                    + " ends (WIN or LOST BY ...); then the next game, until the end of input.",
            "Commands: letters U D L R K W in any order and case (e.g. UL, ulk, W). Messages go to standard error."
        },
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:the input ended (at a prompt or mid-game), or --help/--version",
            "1:standard output closed, input or record unusable, or an internal error",
            "2:usage error (bad option or option value)"
        },
        subcommands = {CheckCommand.class, BotCommand.class, AutoplayCommand.class, PlayCommand.class,
            ReplayCommand.class})
public final class Main implements Callable<Integer> {
    /** Exit status when the session could not go on. */
    public static final int EXIT_FAILURE = 1;
    /** Exit status for a usage error. */
    public static final int EXIT_USAGE = 2;

    @Spec
    private CommandSpec spec;

    @Option(names = "--seed", paramLabel = "N",
            description = "Session seed: the same seed, numbers and commands give the same games."
                    + " Default: a random seed, printed on standard error.")
    private Long seed;

    @Option(names = "--charges", paramLabel = "N",
            description = "Charges (K) per game. Default: unlimited.")
    private Integer charges;

    @Option(names = "--field", paramLabel = "FILE",
            description = "Start every game from the field in FILE (the protocol's text form)."
                    + " INIT's W, H and P must match it; R sets the reinforcement target.")
    private Path fieldFile;

    @Option(names = "--record", paramLabel = "FILE",
            description = "Append a record of every game (seeds, numbers, turns, outcome) to FILE,"
                    + " written through at every turn.")
    private Path recordFile;

    @Option(names = "--max-cells", paramLabel = "N",
            description = "Largest board accepted, in cells (W x H). Default: ${DEFAULT-VALUE}.",
            defaultValue = "4000000")
    private long maxCells;

    /** Where a session without {@code --seed} gets its seed: the OS's entropy, made on first use. */
    private static final class RandomSeeds {
        static final SecureRandom SOURCE = new SecureRandom();
    }

    /** A fresh random seed, for sessions and games without {@code --seed}. */
    public static long randomSeed() {
        return RandomSeeds.SOURCE.nextLong();
    }

    /** The standard input this run was given. */
    public InputStream stdin() {
        return stdin;
    }

    /**
     * The standard output this run was given, behind a new {@link FailureKeepingOutput}: a subcommand
     * that writes it directly can still tell a closed pipe from success.
     */
    public FailureKeepingOutput stdoutKeepingFailures() {
        return new FailureKeepingOutput(stdout);
    }

    private InputStream stdin;
    private OutputStream stdout;
    private PrintStream stderr;

    private Main() {
    }

    public static void main(String[] args) {
        // Standard output as a plain stream: System.out would hide a closed pipe from us.
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        System.exit(run(args, System.in, out, System.err));
    }

    /**
     * Runs {@code robots} with these arguments and streams; returns the exit status. Never throws:
     * usage errors print one line and give 2, anything unexpected prints one line and gives 1.
     */
    public static int run(String[] args, InputStream in, OutputStream out, PrintStream err) {
        try {
            Main main = new Main();
            main.stdin = in;
            main.stdout = out;
            main.stderr = err;
            CommandLine cl = new CommandLine(main);
            // Help, version and the subcommands' reports: PrintWriter hides write errors, so keep them.
            FailureKeepingOutput reports = new FailureKeepingOutput(out);
            PrintWriter reportWriter = new PrintWriter(new OutputStreamWriter(reports, StandardCharsets.UTF_8), true);
            cl.setOut(reportWriter);
            cl.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
            cl.setParameterExceptionHandler(Main::usageError);
            cl.setExecutionExceptionHandler((e, cmd, parsed) -> internalError(e, err));
            int status = cl.execute(args);
            if (reportWriter.checkError()) {
                // What was asked for was not shown: not a success, whatever the command concluded.
                err.println("robots: cannot write to standard output (" + reports.failureDetail() + ")");
                err.flush();
                return EXIT_FAILURE;
            }
            return status;
        } catch (RuntimeException | Error e) {
            return internalError(e, err);
        }
    }

    private static int usageError(ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        String name = cmd.getCommandSpec().qualifiedName();
        cmd.getErr().println(name + ": " + oneLine(e.getMessage()) + " (see '" + name + " --help')");
        cmd.getErr().flush();
        return EXIT_USAGE;
    }

    private static int internalError(Throwable e, PrintStream err) {
        err.println("robots: internal error: " + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + oneLine(e.getMessage())));
        err.flush();
        return EXIT_FAILURE;
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.strip().replace('\n', ' ').replace('\r', ' ');
    }

    @Override
    public Integer call() {
        SessionOptions options = options();
        GameRecord record = openRecord();
        if (seed == null) {
            // Only now that every option is good: a usage error stays the one line it is.
            stderr.println("robots: seed " + options.seed() + " (replay this session with --seed " + options.seed()
                    + ")");
            stderr.flush();
        }
        int status = new ProtocolSession(options, record).run(stdin, stdout, stderr);
        try {
            record.close();
        } catch (IOException e) {
            // Every line was already written through; a failing close loses nothing.
            stderr.println("robots: closing the record file: " + oneLine(e.getMessage()));
        }
        return status;
    }

    /** The session's options from the command line; usage errors for bad values. */
    private SessionOptions options() {
        if (maxCells < 2 || maxCells > GameParameters.MAX_CELLS) {
            throw usage("--max-cells: " + maxCells + " (expected: 2 to " + GameParameters.MAX_CELLS + ")");
        }
        if (charges != null && charges < 0) {
            throw usage("--charges: " + charges + " (expected: >= 0; leave it out for unlimited)");
        }
        Board field = fieldFile == null ? null : readField(fieldFile, maxCells);
        long sessionSeed = seed != null ? seed : randomSeed();
        return new SessionOptions(sessionSeed, charges == null ? Game.UNLIMITED : charges, field,
                fieldFile == null ? null : fieldFile.toString(), maxCells);
    }

    private Board readField(Path file, long limit) {
        String text;
        try {
            // A cell takes 2 characters, 3 at most with CRLF line ends: bound the read before making it.
            // (And a String holds at most about 2^31 characters, whatever --max-cells says.)
            long max = Math.min(3 * limit + 2, Integer.MAX_VALUE - 16);
            long bytes = Files.size(file);
            if (bytes > max) {
                throw usage("--field " + file + ": " + bytes + " bytes is larger than any field of at most "
                        + limit + " cells (see --max-cells)");
            }
            // The size of a pipe or a device (/dev/zero) says nothing: never read more than the bound.
            byte[] content;
            try (InputStream in = Files.newInputStream(file)) {
                content = in.readNBytes((int) max + 1);
            }
            if (content.length > max) {
                throw usage("--field " + file + ": more than " + max + " bytes, larger than any field of at most "
                        + limit + " cells (see --max-cells)");
            }
            text = new String(content, StandardCharsets.ISO_8859_1);
        } catch (NoSuchFileException e) {
            throw usage("--field " + file + ": no such file");
        } catch (IOException e) {
            throw usage("--field " + file + ": cannot read (" + reason(e) + ")");
        }
        Board board;
        try {
            board = TextFormat.parse(text);
        } catch (InvalidInputException e) {
            throw usage("--field " + file + ": " + e.getMessage());
        }
        long cells = (long) board.width() * board.height();
        if (cells > limit) {
            throw usage("--field " + file + ": " + board.width() + " x " + board.height() + " = " + cells
                    + " cells (expected: at most " + limit + ", see --max-cells)");
        }
        // Every INIT would be refused for this; say so now, naming the file.
        String problem = GameParameters.problem(board.width(), board.height(), 0, board.field().pitCount());
        if (problem != null) {
            throw usage("--field " + file + ": no game can start from it: " + problem);
        }
        return board;
    }

    /**
     * Why an operation on a file failed, on one line: the reason rather than the path again
     * (an {@link AccessDeniedException}'s message is only the path).
     */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fse && fse.getReason() != null) {
            return oneLine(fse.getReason());
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : oneLine(e.getMessage());
    }

    private GameRecord openRecord() {
        if (recordFile == null) {
            return GameRecord.none();
        }
        try {
            return GameRecord.append(recordFile);
        } catch (IOException e) {
            throw usage("--record " + recordFile + ": cannot open for appending (" + oneLine(e.getMessage()) + ")");
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
