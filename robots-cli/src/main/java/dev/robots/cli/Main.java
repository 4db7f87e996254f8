package dev.robots.cli;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.command.RunFailure;
import dev.robots.cli.io.ClosedInput;
import dev.robots.cli.io.FailureKeepingOutput;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.io.RunInputs;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * The {@code robots} program: {@link #run} runs the command ({@link RobotsCommand}) on given
 * streams and returns the exit status, never throwing; {@link #main} only wires {@code System.*} and
 * exits with it. Before any parse it expands {@code @files} with bounds ({@link AtFiles}), holds every
 * input the run reads to the write rule ({@link RunInputs}), and runs a plain protocol-mode command
 * line without building picocli's model ({@link ProtocolArguments#plain}).
 */
public final class Main {
    /** Exit status when the session could not go on ({@link ExitStatus#FAILURE}). */
    public static final int EXIT_FAILURE = ExitStatus.FAILURE;
    /** Exit status for a usage error ({@link ExitStatus#USAGE}). */
    public static final int EXIT_USAGE = ExitStatus.USAGE;

    private Main() {
    }

    public static void main(String[] args) {
        // Standard output as a plain stream: System.out would hide a closed pipe from us.
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        // Started with standard input closed, System.in reads a file of the JVM's own: see ClosedInput.
        InputStream in = ClosedInput.detect(System.in);
        boolean stdinClosed = in == ClosedInput.INSTANCE;
        ProcessFiles processFiles = new ProcessFiles(stdinClosed);
        System.exit(run(args, in, out, System.err, true, processFiles, processFiles));
    }

    /**
     * This process's own files ({@link RunInputs#ofProcess}) and whether its standard streams are
     * files, looked up when asked. A class, not two lambdas: no lambda or method reference is on the
     * way to the first prompt, since the first one spins up the JVM's method-handle machinery,
     * milliseconds at every start (docs/measurements.md, time to the first prompt).
     */
    private static final class ProcessFiles implements Supplier<List<RunInputs.Input>>, BooleanSupplier {
        private final boolean stdinClosed;

        ProcessFiles(boolean stdinClosed) {
            this.stdinClosed = stdinClosed;
        }

        @Override
        public List<RunInputs.Input> get() {
            return RunInputs.ofProcess(stdinClosed);
        }

        @Override
        public boolean getAsBoolean() {
            return RunInputs.standardStreamsAreFiles();
        }
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
            AtFiles.Expanded asGiven = AtFiles.Expanded.ifNoAtFile(givenArgs);
            expanded = asGiven != null ? asGiven : AtFiles.expandWithFiles(givenArgs);
        } catch (AtFiles.Refused e) {
            err.println(RobotsCommand.commandNamed(givenArgs) + ": " + e.getMessage());
            err.flush();
            return EXIT_USAGE;
        } catch (RuntimeException | Error e) {
            return FailureLines.internalError(e, err);
        }
        // Every file the run reads that no option names, before anything is written: see RunInputs.
        // (Classes, not lambdas: see ProcessFiles.)
        Supplier<List<RunInputs.Input>> inputs = new Supplier<>() {
            @Override
            public List<RunInputs.Input> get() {
                List<RunInputs.Input> all = new ArrayList<>();
                for (Path file : expanded.files()) {
                    all.add(RunInputs.atFile(file));
                }
                all.addAll(processFiles.get());
                return all;
            }
        };
        // Messages never go onto standard error when it is one of the run's inputs (2>> in.txt).
        return RunInputs.during(inputs, streamsMayBeFiles, new Supplier<Integer>() {
            @Override
            public Integer get() {
                return runExpanded(expanded.args(), in, out, RunInputs.messages(err, out), fastPath);
            }
        });
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
                    return FailureLines.ofCommand(e, RobotsCommand.NAME, err);
                }
            }
            cl = RobotsCommand.commandLine(in, out, err, args);
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
}
