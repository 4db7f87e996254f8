package dev.robots.cli.command;

import dev.robots.cli.io.ClosedInput;
import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import dev.robots.cli.io.FailureKeepingOutput;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * The standard streams of one run, as {@code Main} was given them: a command that reads standard
 * input or writes a screen gets them here when it is made, not through its parent command. (Reports
 * go through picocli's {@code getOut()}/{@code getErr()}, which {@code Main} sets over the same streams.)
 *
 * @param stdin standard input ({@link ClosedInput#INSTANCE} when the process was started with it closed)
 * @param stdout standard output, as a plain stream: {@code System.out} would hide a closed pipe
 * @param stderr standard error
 */
@SuppressFBWarnings(value = "EI_EXPOSE_REP",
        justification = "the process's own streams, handed on as they are: sharing them is the point")
public record Streams(InputStream stdin, OutputStream stdout, PrintStream stderr) {
    /** What a command that needs standard input says when it was closed at start. */
    public static final String STDIN_CLOSED = ClosedInput.MESSAGE
            + " (nothing to read commands from; give it a file, a pipe or a terminal)";

    @SuppressFBWarnings(value = "EI_EXPOSE_REP2", justification = "the process's own streams, kept as they are")
    public Streams {
        Objects.requireNonNull(stdin, "stdin");
        Objects.requireNonNull(stdout, "stdout");
        Objects.requireNonNull(stderr, "stderr");
    }

    /** Fails the run with one line when standard input was closed at start. */
    public void requireStdin() {
        if (stdin == ClosedInput.INSTANCE) {
            throw new RunFailure(STDIN_CLOSED);
        }
    }

    /** Standard output for a command's own writes, keeping the first write failure to report it. */
    public FailureKeepingOutput stdoutKeepingFailures() {
        return new FailureKeepingOutput(stdout);
    }
}
