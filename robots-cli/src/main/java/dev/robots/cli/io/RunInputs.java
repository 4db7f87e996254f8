package dev.robots.cli.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The files a run reads or writes that no option of a command names: the {@code @files} of its
 * command line, the program's own files (the running jar, the launcher script, the Java runtime's
 * executable and module image), and standard input, output and error when they are regular files.
 * {@code Main} sets them for the length of one run, before anything is parsed or written;
 * {@link OutputFiles#of()} starts every run's list with them, so no command can leave them out.
 *
 * <p>Invariants: set on the thread that runs the command, for that run only ({@link #during});
 * the process's own files are looked up only when a run writes a file (protocol mode without
 * {@code --record} never does: its start stays fast).
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

    private static final ThreadLocal<Supplier<List<Input>>> CURRENT = new ThreadLocal<>();

    private RunInputs() {
    }

    /**
     * Runs {@code run} with {@code inputs} as the run's files that no option names; {@code inputs}
     * is asked at most once, when the run first checks its output files.
     */
    public static <T> T during(Supplier<List<Input>> inputs, Supplier<T> run) {
        Supplier<List<Input>> previous = CURRENT.get();
        CURRENT.set(memoized(inputs));
        try {
            return run.get();
        } finally {
            if (previous == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(previous);
            }
        }
    }

    /** The current run's files that no option names; none outside {@link #during}. */
    static List<Input> current() {
        Supplier<List<Input>> inputs = CURRENT.get();
        return inputs == null ? List.of() : inputs.get();
    }

    private static Supplier<List<Input>> memoized(Supplier<List<Input>> inputs) {
        return new Supplier<>() {
            private List<Input> value;

            @Override
            public List<Input> get() {
                if (value == null) {
                    value = List.copyOf(inputs.get());
                }
                return value;
            }
        };
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
        List<Input> inputs = new ArrayList<>();
        codeSource().ifPresent(jar -> inputs.add(read("the running robots jar", jar)));
        // As typed: a path, or a name found on PATH (the release's bin/robots through a link in ~/bin).
        String launcher = System.getProperty("robots.launcher");
        Optional.ofNullable(launcher == null || launcher.isEmpty() ? null : OutputFiles.executable(launcher))
                .flatMap(path -> regularFile(path.toString()))
                .ifPresent(path -> inputs.add(read("the robots launcher", path)));
        ProcessHandle.current().info().command().flatMap(RunInputs::regularFile).ifPresent(java ->
                inputs.add(read("the Java runtime", java)));
        String home = System.getProperty("java.home");
        if (home != null) {
            regularFile(home + "/lib/modules").ifPresent(modules -> inputs.add(read("the Java runtime", modules)));
        }
        if (!stdinClosed) {
            descriptor(0, "standard input", Role.READ).ifPresent(inputs::add);
        }
        descriptor(1, "standard output", Role.STREAM).ifPresent(inputs::add);
        descriptor(2, "standard error", Role.STREAM).ifPresent(inputs::add);
        return inputs;
    }

    private static Input read(String what, Path path) {
        return new Input(what, path, path, Role.READ);
    }

    /** The jar this class was loaded from, when it was loaded from a jar file. */
    private static Optional<Path> codeSource() {
        try {
            var source = RunInputs.class.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null || !"file".equals(source.getLocation().getProtocol())) {
                return Optional.empty();
            }
            Path path = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(path) ? Optional.of(path) : Optional.empty();
        } catch (java.net.URISyntaxException | IllegalArgumentException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static Optional<Path> regularFile(String name) {
        if (name == null || name.isEmpty()) {
            return Optional.empty();
        }
        try {
            Path path = Path.of(name);
            return Files.isRegularFile(path) ? Optional.of(path) : Optional.empty();
        } catch (InvalidPathException | SecurityException e) {
            return Optional.empty();
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
