package dev.robots.cli.io;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The files a run reads or writes that no option of a command names: the {@code @files} of its
 * command line, the program's own files (the running jar, the launcher script, the Java runtime's
 * executable and module image), and standard input, output and error when they are regular files.
 * {@code Main} sets them for the length of one run, before anything is parsed or written;
 * {@link OutputFiles#of()} starts every run's list with them, so no command can leave them out.
 *
 * <p>Invariants: set on the thread that runs the command, for that run only ({@link #during});
 * the process's own files are looked up only when a run writes a file or standard output or error
 * is a regular file (protocol mode on a terminal or a pipe without {@code --record} never does: its
 * start stays fast).
 */
public final class RunInputs {
    /** What a file is to the run: read (an input), or a stream the run writes itself. */
    public enum Role {
        /** Read by the run, or part of the program: an output on it would destroy it. */
        READ,
        /** Written by the run as a stream (standard output or error): an output on it would mix into it. */
        STREAM
    }

    /**
     * One file of the run that no option names.
     *
     * @param what how a message names it ("the @file", "standard input")
     * @param path where it is (a link such as {@code /proc/self/fd/0} is followed when compared)
     * @param shown the path a message shows
     * @param role read or written as a stream
     */
    public record Input(String what, Path path, Path shown, Role role) {
    }

    /** One run: its files no option names, and the identities of its files kept from partial-file clean-up. */
    private static final class Run {
        private final Supplier<List<Input>> inputs;
        private final BooleanSupplier streamsMayBeFiles;
        /** {@link #streamsMayBeFiles}'s answer: asked up to three times a run, looked up once. */
        private Boolean streamsAreFiles;
        private List<Input> inputsFound;
        private final List<Object> kept = new ArrayList<>();
        /** Standard output or error was found to be one of the run's inputs: nothing goes onto it. */
        private volatile boolean outputIsAnInput;
        private volatile boolean errorIsAnInput;

        Run(Supplier<List<Input>> inputs, BooleanSupplier streamsMayBeFiles) {
            this.inputs = inputs;
            this.streamsMayBeFiles = streamsMayBeFiles;
        }

        /** The run's files that no option names, asked for once. */
        List<Input> inputs() {
            if (inputsFound == null) {
                inputsFound = List.copyOf(inputs.get());
            }
            return inputsFound;
        }

        boolean streamsMayBeFiles() {
            if (streamsAreFiles == null) {
                streamsAreFiles = streamsMayBeFiles.getAsBoolean();
            }
            return streamsAreFiles;
        }
    }

    private static final ThreadLocal<Run> CURRENT = new ThreadLocal<>();

    private RunInputs() {
    }

    /**
     * Runs {@code run} with {@code inputs} as the run's files that no option names; {@code inputs}
     * is asked at most once, when the run first checks its output files.
     */
    public static <T> T during(Supplier<List<Input>> inputs, Supplier<T> run) {
        return during(inputs, () -> true, run);
    }

    /**
     * {@link #during(Supplier, Supplier)}, where {@code streamsMayBeFiles} tells cheaply whether
     * standard output or error may be a regular file (when neither is, a run that writes no file
     * has nothing to check and never asks for {@code inputs}: protocol mode's start stays fast).
     */
    public static <T> T during(Supplier<List<Input>> inputs, BooleanSupplier streamsMayBeFiles, Supplier<T> run) {
        Run previous = CURRENT.get();
        Run current = new Run(inputs, streamsMayBeFiles);
        CURRENT.set(current);
        try {
            return run.get();
        } finally {
            if (!current.kept.isEmpty()) {
                PartialFiles.release(current.kept);
            }
            if (previous == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(previous);
            }
        }
    }

    /** The current run's files that no option names; none outside {@link #during}. */
    static List<Input> current() {
        Run run = CURRENT.get();
        return run == null ? List.of() : run.inputs();
    }

    /** How messages name this process's standard output and error. */
    public static final String STANDARD_OUTPUT = "standard output";
    public static final String STANDARD_ERROR = "standard error";

    /** Standard output or error ({@code what}) is one of the current run's inputs: nothing may be written onto it. */
    static void streamIsAnInput(String what) {
        Run run = CURRENT.get();
        if (run != null) {
            run.outputIsAnInput |= STANDARD_OUTPUT.equals(what);
            run.errorIsAnInput |= STANDARD_ERROR.equals(what);
        }
    }

    /**
     * The current run's standard error as messages should reach it: {@code err} itself, or, once
     * standard error was found to be one of the run's inputs ({@code 2>> in.txt}), standard output
     * ({@code out}) when that is not one too, else nowhere, so that the refusal never grows the input.
     */
    public static PrintStream messages(PrintStream err, OutputStream out) {
        Run run = CURRENT.get();
        if (run == null || !run.streamsMayBeFiles()) {
            return err; // neither stream is a file: none can be an input
        }
        OutputStream diverting = new OutputStream() {
            private OutputStream target() {
                return !run.errorIsAnInput ? err : run.outputIsAnInput ? OutputStream.nullOutputStream() : out;
            }

            @Override
            public void write(int b) throws IOException {
                target().write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                target().write(b, off, len);
            }

            @Override
            public void flush() throws IOException {
                target().flush();
            }
        };
        return new PrintStream(diverting, true, StandardCharsets.UTF_8);
    }

    /** Whether standard output or error may be a regular file in the current run (outside a run: no). */
    public static boolean streamsMayBeFiles() {
        Run run = CURRENT.get();
        return run != null && run.streamsMayBeFiles();
    }

    /** Whether this process's standard output or error is a regular file (two look-ups, nothing more). */
    public static boolean standardStreamsAreFiles() {
        return descriptor(1, STANDARD_OUTPUT, Role.STREAM).isPresent()
                || descriptor(2, STANDARD_ERROR, Role.STREAM).isPresent();
    }

    /**
     * Keeps the files of these identities (the current run's inputs and outputs) from the clean-up
     * of stale {@code .partial} files until the run is over (outside {@link #during}: nothing to keep).
     */
    static void keep(List<Object> identities) {
        Run run = CURRENT.get();
        if (run != null) {
            PartialFiles.protect(identities);
            run.kept.addAll(identities);
        }
    }

    /** An {@code @file} of the command line. */
    public static Input atFile(Path path) {
        return new Input("the @file", path, path, Role.READ);
    }

    /**
     * The files of this process: the running jar, the launcher ({@code -Drobots.launcher}), the
     * Java runtime's executable and module image, and standard input (unless it was closed at
     * start: {@code stdinClosed}), output and error when each is a regular file.
     */
    public static List<Input> ofProcess(boolean stdinClosed) {
        // Plain statements, no lambda: this runs before the first prompt when a stream is a file (start-up).
        List<Input> inputs = new ArrayList<>();
        add(inputs, "the running robots jar", codeSource());
        // As typed: a path, or a name found on PATH (the release's bin/robots through a link in ~/bin).
        String launcher = System.getProperty("robots.launcher");
        if (launcher != null && !launcher.isEmpty()) {
            Path found = OutputFiles.executable(launcher);
            add(inputs, "the robots launcher", found == null ? null : regularFile(found.toString()));
        }
        add(inputs, "the Java runtime", javaExecutable());
        String home = System.getProperty("java.home");
        if (home != null) {
            add(inputs, "the Java runtime", regularFile(home + "/lib/modules"));
        }
        List<Optional<Input>> streams = List.of(stdinClosed ? Optional.empty() : descriptor(0, "standard input", Role.READ),
                descriptor(1, STANDARD_OUTPUT, Role.STREAM), descriptor(2, STANDARD_ERROR, Role.STREAM));
        for (Optional<Input> stream : streams) {
            if (stream.isPresent()) {
                inputs.add(stream.get());
            }
        }
        return inputs;
    }

    private static void add(List<Input> inputs, String what, Path path) {
        if (path != null) {
            inputs.add(new Input(what, path, path, Role.READ));
        }
    }

    /** The jar this class was loaded from, when it was loaded from a jar file; else {@code null}. */
    private static Path codeSource() {
        try {
            var source = RunInputs.class.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null || !"file".equals(source.getLocation().getProtocol())) {
                return null;
            }
            Path path = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(path) ? path : null;
        } catch (java.net.URISyntaxException | IllegalArgumentException | SecurityException e) {
            return null;
        }
    }

    /**
     * The running {@code java} executable: {@code /proc/self/exe} where there is one (one look-up),
     * else what {@link ProcessHandle} says (which starts the JDK's process-reaper machinery).
     */
    private static Path javaExecutable() {
        try {
            Path self = Path.of("/proc/self/exe");
            if (Files.exists(self)) {
                return regularFile(self.toRealPath().toString());
            }
        } catch (IOException | InvalidPathException | SecurityException e) {
            // fall through to ProcessHandle
        }
        return regularFile(ProcessHandle.current().info().command().orElse(null));
    }

    private static Path regularFile(String name) {
        if (name == null || name.isEmpty()) {
            return null;
        }
        try {
            Path path = Path.of(name);
            return Files.isRegularFile(path) ? path : null;
        } catch (InvalidPathException | SecurityException e) {
            return null;
        }
    }

    /**
     * Descriptor {@code fd} of this process as a file, when it is a regular file with a name: a
     * terminal, a pipe, {@code /dev/null} or a file deleted meanwhile cannot be one of the run's outputs.
     */
    static Optional<Input> descriptor(int fd, String what, Role role) {
        Path link = Path.of("/proc/self/fd/" + fd);
        try {
            if (!Files.isRegularFile(link)) {
                return Optional.empty();
            }
            Path real = link.toRealPath();
            return Files.isRegularFile(real) ? Optional.of(new Input(what, link, real, role))
                    : Optional.empty();
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }
}
