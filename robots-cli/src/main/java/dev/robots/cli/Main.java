package dev.robots.cli;

import dev.robots.cli.autoplay.AutoplayCommand;
import dev.robots.cli.bot.BotCommand;
import dev.robots.cli.check.CheckCommand;
import dev.robots.cli.command.CommandFactory;
import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.command.RunFailure;
import dev.robots.cli.command.Streams;
import dev.robots.cli.io.ClosedInput;
import dev.robots.cli.io.FailureKeepingOutput;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.io.RunInputs;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.options.FileNames;
import dev.robots.cli.options.OptionDefaults;
import dev.robots.cli.play.PlayCommand;
import dev.robots.cli.protocol.ProtocolSession;
import dev.robots.cli.replay.ReplayCommand;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The {@code robots} command. Without a subcommand it speaks the text protocol on standard input
 * and output ({@link ProtocolSession}). {@link #run} does the work and returns the exit status;
 * {@link #main} only wires {@code System.*} and exits with it.
 */
@Command(name = Main.NAME, mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        defaultValueProvider = Main.Defaults.class,
        description = {
            "The Robots game. Without a subcommand: the text protocol on standard input and output.",
            "Prints INIT W H R P:, reads four integers, then the field and MOVE: each turn, until the game"
                    + " ends (WIN or LOST BY ...); then the next game, until the end of input.",
            "Commands: letters U D L R K W in any order and case (e.g. UL, ulk, W). Messages go to standard error."
        },
        exitCodeListHeading = ExitStatus.HEADING,
        exitCodeList = {
            "0:the input ended (at a prompt or mid-game), or --help/--version",
            "1:the session failed or could not go on: standard input closed or unreadable, standard output"
                    + " closed, the --field or --record file unusable (at start or later), an internal error",
            ExitStatus.USAGE_LINE, ExitStatus.SIGNALS_LINE
        })
public final class Main implements Callable<Integer> {
    /** The command's name, as messages start. */
    static final String NAME = "robots";

    /** Exit status when the session could not go on ({@link ExitStatus#FAILURE}). */
    public static final int EXIT_FAILURE = ExitStatus.FAILURE;
    /** Exit status for a usage error ({@link ExitStatus#USAGE}). */
    public static final int EXIT_USAGE = ExitStatus.USAGE;

    /**
     * The subcommands, in the order {@code --help} lists them. They are added to the command model
     * only when the arguments can reach one (see {@link #commandLine}): building a command's model
     * is reflection over its options, most of the start-up time of a short run.
     */
    private static final List<Class<?>> SUBCOMMANDS = List.of(CheckCommand.class, BotCommand.class,
            AutoplayCommand.class, PlayCommand.class, ReplayCommand.class);

    @Spec
    private CommandSpec spec;

    /** The protocol options' values, by {@link ProtocolOption#ordinal}: see {@link #withProtocolOptions}. */
    private final Object[] protocolValues = ProtocolOption.initials();

    /** This run's streams (empty ones where Main only parses and runs nothing). */
    private final Streams streams;

    private Main(InputStream stdin, OutputStream stdout, PrintStream stderr) {
        this.streams = stdin == null ? new Streams(InputStream.nullInputStream(), OutputStream.nullOutputStream(),
                new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8))
                : new Streams(stdin, stdout, stderr);
    }

    /** Protocol mode's defaults: unlimited charges, as the statement's game has. */
    static final class Defaults extends OptionDefaults {
        Defaults() {
            super(Map.of(ChargesOption.NAME, ChargesOption.UNLIMITED));
        }
    }

    public static void main(String[] args) {
        // Standard output as a plain stream: System.out would hide a closed pipe from us.
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        // Started with standard input closed, System.in reads a file of the JVM's own: see ClosedInput.
        InputStream in = ClosedInput.detect(System.in);
        boolean stdinClosed = in == ClosedInput.INSTANCE;
        System.exit(run(args, in, out, System.err, true, () -> RunInputs.ofProcess(stdinClosed),
                RunInputs::standardStreamsAreFiles));
    }

    /**
     * Runs {@code robots} with these arguments and streams; returns the exit status. Never throws:
     * usage errors print one line and give 2, anything unexpected prints one line and gives 1.
     */
    public static int run(String[] args, InputStream in, OutputStream out, PrintStream err) {
        return run(args, in, out, err, List::of);
    }

    /**
     * {@link #run(String[], InputStream, OutputStream, PrintStream)} in a process whose own files
     * (its jar, standard input and output when they are files: {@link RunInputs#ofProcess}) are
     * {@code processFiles}: no output of the run may be one of them.
     */
    public static int run(String[] args, InputStream in, OutputStream out, PrintStream err,
            Supplier<List<RunInputs.Input>> processFiles) {
        return run(args, in, out, err, true, processFiles, () -> true);
    }

    /**
     * {@link #run(String[], InputStream, OutputStream, PrintStream)}, with the start-up fast path
     * ({@link ProtocolArguments#plain}) or, for comparing with it, without (picocli parses everything).
     */
    static int run(String[] givenArgs, InputStream in, OutputStream out, PrintStream err, boolean fastPath) {
        return run(givenArgs, in, out, err, fastPath, List::of, () -> true);
    }

    private static int run(String[] givenArgs, InputStream in, OutputStream out, PrintStream err, boolean fastPath,
            Supplier<List<RunInputs.Input>> processFiles, BooleanSupplier streamsMayBeFiles) {
        AtFiles.Expanded expanded;
        try {
            expanded = AtFiles.expandWithFiles(givenArgs);
        } catch (AtFiles.Refused e) {
            err.println(commandNamed(givenArgs) + ": " + e.getMessage());
            err.flush();
            return EXIT_USAGE;
        } catch (RuntimeException | Error e) {
            return FailureLines.internalError(e, err);
        }
        // Every file the run reads that no option names, before anything is written: see RunInputs.
        Supplier<List<RunInputs.Input>> inputs = () -> {
            List<RunInputs.Input> all = new ArrayList<>();
            expanded.files().forEach(file -> all.add(RunInputs.atFile(file)));
            all.addAll(processFiles.get());
            return all;
        };
        // Messages never go onto standard error when it is one of the run's inputs (2>> in.txt).
        return RunInputs.during(inputs, streamsMayBeFiles, () -> runExpanded(expanded.args(), in, out,
                RunInputs.messages(err, out), fastPath));
    }

    private static int runExpanded(String[] args, InputStream in, OutputStream out, PrintStream err,
            boolean fastPath) {
        CommandLine cl = null;
        try {
            Optional<ProtocolArguments> plain = fastPath ? ProtocolArguments.plain(args) : Optional.empty();
            if (plain.isPresent()) {
                // What a checker starts, often once per game: the protocol, without building the command
                // model (picocli's reflection is most of the start-up time). The session is call()'s.
                try {
                    return ProtocolMode.session(plain.get(), List.of(args), in, out, err);
                } catch (RunFailure | OutputFiles.Refused e) {
                    return FailureLines.ofCommand(e, NAME, err);
                }
            }
            cl = commandLine(in, out, err, args);
            // Help, version and the subcommands' reports: PrintWriter hides write errors, so keep them.
            FailureKeepingOutput reports = new FailureKeepingOutput(out);
            PrintWriter reportWriter = new PrintWriter(new OutputStreamWriter(reports, StandardCharsets.UTF_8), true);
            cl.setOut(reportWriter);
            cl.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
            cl.setParameterExceptionHandler(FailureLines::usageError);
            cl.setExecutionExceptionHandler((e, cmd, parsed) -> FailureLines.ofCommand(e,
                    cmd.getCommandSpec().qualifiedName(), err));
            int status = cl.execute(args);
            if (reportWriter.checkError()) {
                // What was asked for was not shown: not a success, whatever the command concluded.
                err.println("robots: cannot write to standard output (" + reports.failureDetail() + ")");
                err.flush();
                return ExitStatus.cannotFinish(FailureLines.executed(cl));
            }
            return status;
        } catch (OutOfMemoryError e) {
            // An Error leaves picocli as it is: the command that ran out is the one the parse chose.
            return FailureLines.outOfMemory(e, err, ExitStatus.cannotFinish(cl == null ? null
                    : FailureLines.executed(cl)));
        } catch (RuntimeException | Error e) {
            return FailureLines.internalError(e, err);
        }
    }

    /**
     * The command model for these arguments: the protocol mode's options alone when they parse as
     * such (no help asked for), else the whole tree, so that subcommands, help and picocli's
     * suggestions for a mistyped name work as always. The root's model is built once: the parse
     * that decides is the one {@code execute} repeats on the same model.
     */
    private static CommandLine commandLine(InputStream in, OutputStream out, PrintStream err, String[] args) {
        CommandLine root = newCommandLine(new Main(in, out, err));
        try {
            CommandLine.ParseResult parsed = root.parseArgs(args);
            if (!parsed.isUsageHelpRequested() && !parsed.isVersionHelpRequested()) {
                return root;
            }
        } catch (ParameterException e) {
            // A subcommand, a mistake or an option of another command: the whole tree decides.
        }
        // A fresh command object: picocli takes a field's value at model building as its initial value.
        return withSubcommands(newCommandLine(new Main(in, out, err)));
    }

    /**
     * The command a refused {@code @file} belongs to, as messages start: {@code robots autoplay} when
     * the first argument names a subcommand, else {@code robots} (before the {@code @files} are read,
     * nothing else is known).
     */
    private static String commandNamed(String[] args) {
        for (Class<?> sub : SUBCOMMANDS) {
            String name = sub.getAnnotation(Command.class).name();
            if (args.length > 0 && args[0].equals(name)) {
                return NAME + " " + name;
            }
        }
        return NAME;
    }

    /** A command line for {@code main}, without picocli's {@code @file} expansion ({@link AtFiles} does it). */
    private static CommandLine newCommandLine(Main main) {
        return withProtocolOptions(new CommandLine(main, new CommandFactory(main.streams)), main.protocolValues)
                .setExpandAtFiles(false).registerConverter(Path.class, new FileNames());
    }

    /**
     * The root command with protocol mode's options, one per {@link ProtocolOption} entry (the table
     * the fast path reads too): picocli converts each value to the entry's type, and the entry's
     * {@code finish} makes it the session's (a refused value is a usage error with the entry's line).
     */
    private static CommandLine withProtocolOptions(CommandLine root, Object[] values) {
        CommandSpec spec = root.getCommandSpec();
        for (ProtocolOption option : ProtocolOption.values()) {
            OptionSpec.Builder builder = OptionSpec.builder(option.optionName()).paramLabel(option.label())
                    .description(option.description()).type(option.type());
            if (option.defaultText() != null) {
                builder.defaultValue(option.defaultText());
            }
            spec.addOption(builder.setter(new ISetter() {
                @Override
                public <T> T set(T value) {
                    try {
                        values[option.ordinal()] = value == null ? option.initial() : option.finish(value);
                    } catch (IllegalArgumentException e) {
                        throw new ParameterException(spec.commandLine(), e.getMessage());
                    }
                    return null;
                }
            }).build());
        }
        return root;
    }

    /**
     * The protocol options picocli's root command parses from {@code args}, as {@link #call} runs a
     * session with them; empty when it does not parse them as such (an error, help, a subcommand).
     * For holding the start-up fast path to picocli (the tests do).
     */
    static Optional<ProtocolArguments> parsedByPicocli(String... args) {
        Main main = new Main(null, null, null);
        try {
            CommandLine.ParseResult parsed = newCommandLine(main).parseArgs(args);
            if (parsed.isUsageHelpRequested() || parsed.isVersionHelpRequested()) {
                return Optional.empty();
            }
        } catch (ParameterException e) {
            return Optional.empty();
        }
        return Optional.of(main.arguments());
    }

    /** The whole command tree, with no streams: for going over every command's model (the tests do). */
    static CommandLine commandTree() {
        return withSubcommands(newCommandLine(new Main(null, null, null)));
    }

    private static CommandLine withSubcommands(CommandLine root) {
        for (Class<?> subcommand : SUBCOMMANDS) {
            root.addSubcommand(subcommand);
        }
        // Every file option of every command, the subcommands' own subcommands too.
        return root.registerConverter(Path.class, new FileNames());
    }

    @Override
    public Integer call() {
        return ProtocolMode.session(arguments(), spec.commandLine().getParseResult().originalArgs(),
                streams.stdin(), streams.stdout(), streams.stderr());
    }

    /** The protocol options picocli parsed into this command object. */
    private ProtocolArguments arguments() {
        return ProtocolArguments.of(protocolValues);
    }

}
