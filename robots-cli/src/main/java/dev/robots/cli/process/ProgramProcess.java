package dev.robots.cli.process;

import dev.robots.cli.text.Expected;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A program under test, driven over its standard input and output. Its output is read by a
 * thread into a bounded queue of bounded lines, and its standard error is drained into a bounded
 * tail, so nothing the program does (hang, flood, garbage, dying) can make the driver hang or run
 * out of memory. {@link #close} kills the program and every process it started.
 *
 * <p>Where {@code setsid} and {@code /proc} exist (Linux), the program runs in a session of its
 * own, and {@link #kill} and {@link #close} end every process of that session: also those whose
 * parent exited (a background child left by a one-game run, a double fork), which are no longer
 * found among the program's descendants. A process that starts a session of its own (a daemon)
 * escapes.
 */
public final class ProgramProcess implements AutoCloseable {
    /** The longest output line kept; a longer one is reported as {@link TooLong}. */
    public static final int MAX_LINE = 1 << 20;
    private static final int QUEUE_LINES = 256;
    private static final int STDERR_TAIL_BYTES = 16 * 1024;
    /** How long {@link #kill} waits for the rest of the killed program's standard error. */
    private static final long STDERR_DRAIN_MILLIS = 2000;

    /** What a read of one output line gives. */
    public sealed interface Read permits Line, EndOfOutput, TimedOut, TooLong {
    }

    /** A complete line, without its {@code \n}. */
    public record Line(String text) implements Read {
    }

    /** The program closed its standard output (usually: it exited). */
    public record EndOfOutput() implements Read {
    }

    /** No complete line before the deadline; {@code partial} is what the unfinished line holds. */
    public record TimedOut(String partial) implements Read {
    }

    /** A line longer than {@link #MAX_LINE}; the rest of it is skipped. */
    public record TooLong(String start) implements Read {
    }

    private final List<String> command;
    private final Process process;
    /** The program's own session (its pid), or -1 when it shares the checker's. */
    private final long session;
    private final OutputStream stdin;
    private final BlockingQueue<Read> output = new ArrayBlockingQueue<>(QUEUE_LINES);
    private final TailBuffer stderr = new TailBuffer(STDERR_TAIL_BYTES);
    private final Thread stdoutReader;
    private final Thread stderrReader;
    /** Kills the program if the JVM stops first (SIGTERM, a CI time limit): no orphan keeps running. */
    private final Reaper reaper;
    private volatile String partialLine = "";
    private boolean endOfOutput;

    private ProgramProcess(List<String> command, Process process, Reaper reaper, boolean ownSession) {
        this.command = List.copyOf(command);
        this.process = process;
        this.session = ownSession ? process.pid() : -1;
        this.stdin = process.getOutputStream();
        this.stdoutReader = new Thread(this::readStdout, "robots-stdout-" + process.pid());
        this.stderrReader = new Thread(this::readStderr, "robots-stderr-" + process.pid());
        stdoutReader.setDaemon(true);
        stderrReader.setDaemon(true);
        this.reaper = reaper;
    }

    /** Starts {@code command} with the environment unchanged: {@link #start(List, ProgramSeed)}. */
    public static ProgramProcess start(List<String> command) throws IOException {
        return start(command, null);
    }

    /**
     * Starts {@code command}, with {@code seed}'s variables added to the environment
     * ({@link ProgramSeed#environment}) unless {@code seed} is {@code null}.
     *
     * @throws IOException if it cannot be started (not found, not executable)
     */
    public static ProgramProcess start(List<String> command, ProgramSeed seed) throws IOException {
        if (command.isEmpty()) {
            throw new IllegalArgumentException(Expected.of("command: empty", "a program to run"));
        }
        Interruption.watchSignals();
        Reaper reaper = new Reaper();
        try {
            Runtime.getRuntime().addShutdownHook(reaper);
        } catch (IllegalStateException e) {
            throw new IOException("not started: the checker is stopping", e);
        }
        Process process;
        boolean ownSession = ProcessSession.available();
        try {
            ProcessBuilder builder = new ProcessBuilder(ProcessSession.launched(command));
            if (seed != null) {
                builder.environment().putAll(seed.environment(builder.environment()));
            }
            process = builder.start();
        } catch (IOException | RuntimeException e) {
            reaper.notStarted();
            removeHook(reaper);
            throw e;
        }
        ProgramProcess p = new ProgramProcess(command, process, reaper, ownSession);
        reaper.watch(p);
        p.stdoutReader.start();
        p.stderrReader.start();
        return p;
    }

    List<String> command() {
        return command;
    }

    long pid() {
        return process.pid();
    }

    /** Reads the next output line, waiting until {@code deadlineNanos} (a {@link System#nanoTime} value). */
    public Read read(long deadlineNanos) throws InterruptedException {
        if (endOfOutput) {
            return new EndOfOutput();
        }
        long wait = deadlineNanos - System.nanoTime();
        Read r = output.poll(Math.max(0, wait), TimeUnit.NANOSECONDS);
        if (r == null) {
            return new TimedOut(partialLine);
        }
        if (r instanceof EndOfOutput) {
            endOfOutput = true;
        }
        return r;
    }

    /**
     * Sends {@code line} and a {@code \n}, and flushes.
     *
     * @throws IOException if the program no longer reads its input (it exited or closed it)
     */
    public void send(String line) throws IOException {
        stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
    }

    /** Closes the program's standard input: end of input. */
    public void closeInput() {
        try {
            stdin.close();
        } catch (IOException e) {
            // The program already closed its end: nothing left to signal.
        }
    }

    /** The exit status, waiting up to {@code timeout} for the program to exit; empty if it did not. */
    public OptionalInt awaitExit(Duration timeout) throws InterruptedException {
        if (process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
            return OptionalInt.of(process.exitValue());
        }
        return OptionalInt.empty();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The last lines the program wrote to its standard error. */
    public String stderrTail(int maxLines) {
        return stderr.lastLines(maxLines);
    }

    long stderrBytes() {
        return stderr.total();
    }

    /**
     * Kills the program and every process it started, and waits a little for them to go and for
     * the rest of their standard error to reach {@link #stderrTail}.
     */
    public void kill() {
        // Take the descendants first: once the parent is gone they are no longer found from it.
        List<ProcessHandle> descendants = new ArrayList<>(process.descendants().toList());
        descendants.addAll(ProcessSession.members(session));
        // Through the handle: Process.destroyForcibly() also closes our ends of the pipes, dropping
        // what the program wrote and we have not read yet (its last words on standard error).
        process.toHandle().destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle h : descendants) {
            awaitQuietly(h);
        }
        awaitQuietly(process.toHandle());
        if (!Interruption.stopping()) {
            // When the checker is being stopped the reader must still hand on the end of the output,
            // which is how the run learns of the stop (an interrupted reader drops it).
            stdoutReader.interrupt();
        }
        // With the processes gone, their standard error ends: let its reader take what is still in
        // the pipe, so a report made now shows the program's last words. Bounded, in case a process
        // that escaped the kill still holds the pipe.
        try {
            stderrReader.join(STDERR_DRAIN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitQuietly(ProcessHandle h) {
        try {
            h.onExit().get(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // Best effort: a process that survives SIGKILL for 5 s is beyond our reach.
        }
    }

    @Override
    public void close() {
        if (process.isAlive() || process.descendants().findAny().isPresent()
                || !ProcessSession.members(session).isEmpty()) {
            kill();
        }
        closeInput();
        stdoutReader.interrupt();
        removeHook(reaper);
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is stopping and the hook runs (or ran): the program is gone either way.
        }
    }

    private void readStdout() {
        try {
            try (InputStream in = process.getInputStream()) {
                readLines(in);
            } catch (IOException e) {
                // The pipe broke (the program was killed): that is the end of its output too.
            }
            output.put(new EndOfOutput());
        } catch (InterruptedException e) {
            // close() interrupts a reader blocked on a full queue: nobody reads any more.
            Thread.currentThread().interrupt();
        }
    }

    private void readLines(InputStream in) throws IOException, InterruptedException {
        byte[] buffer = new byte[8192];
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        boolean skipping = false; // inside a line that was too long, until its end
        for (int n; (n = in.read(buffer)) > 0; ) {
            for (int i = 0; i < n; i++) {
                byte b = buffer[i];
                if (b == '\n') {
                    if (!skipping) {
                        output.put(new Line(line.toString(StandardCharsets.UTF_8)));
                    }
                    line.reset();
                    skipping = false;
                } else if (!skipping) {
                    if (line.size() < MAX_LINE) {
                        line.write(b);
                    } else {
                        output.put(new TooLong(new String(line.toByteArray(), 0, 200, StandardCharsets.UTF_8)));
                        line.reset();
                        skipping = true;
                    }
                }
            }
            // Only the first 200 bytes are shown, and a longer line got them from an earlier chunk.
            if (skipping) {
                partialLine = "";
            } else if (line.size() <= buffer.length + 200) {
                partialLine = new String(line.toByteArray(), 0, Math.min(line.size(), 200), StandardCharsets.UTF_8);
            }
        }
        if (line.size() > 0 && !skipping) {
            // A last line without its \n still counts as a line.
            output.put(new Line(line.toString(StandardCharsets.UTF_8)));
        }
    }

    private void readStderr() {
        try (InputStream in = process.getErrorStream()) {
            byte[] buffer = new byte[8192];
            for (int n; (n = in.read(buffer)) > 0; ) {
                stderr.write(buffer, 0, n);
            }
        } catch (IOException e) {
            // The process is gone; what was read is kept.
        }
    }
}
