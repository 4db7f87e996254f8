package dev.robots.cli.io;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * A progress line on standard error ({@code check --progress}, {@code autoplay --progress}). On a
 * terminal it is one line rewritten in place (at most every {@value #TERMINAL_MILLIS} ms) and wiped
 * at the end, so the report starts on a clean line; elsewhere (asked for into a file or a pipe) a
 * plain line every {@value #LOG_MILLIS} ms, so a log does not fill with it. The last state is
 * always shown. One thread at a time.
 */
public final class StatusLine {
    static final long TERMINAL_MILLIS = 200;
    static final long LOG_MILLIS = 5_000;

    private final PrintWriter err;
    private final boolean terminal;
    private final long intervalNanos;
    private long lastNanos;
    private int shownLength;

    private StatusLine(PrintWriter err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
        this.intervalNanos = (terminal ? TERMINAL_MILLIS : LOG_MILLIS) * 1_000_000L;
        this.lastNanos = System.nanoTime();
    }

    /** A line on {@code err} (which it writes to, and only it), rewritten in place when {@code terminal}. */
    public static StatusLine on(PrintWriter err, boolean terminal) {
        return new StatusLine(err, terminal);
    }

    /**
     * Whether standard error is a terminal. Java cannot ask isatty(2) directly: on Linux,
     * {@code /proc/self/fd/2} names the device; elsewhere a console on standard input and output
     * is taken as a sign.
     */
    public static boolean stderrIsTerminal() {
        try {
            Path target = Files.readSymbolicLink(Path.of("/proc/self/fd/2"));
            String name = target.toString();
            return name.startsWith("/dev/pts/") || name.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | InvalidPathException | SecurityException e) {
            return System.console() != null;
        }
    }

    /**
     * Shows {@code text}'s line, unless the last one was shown less than an interval ago and this
     * is not the {@code last} state (the text is only made when shown).
     */
    public void show(Supplier<String> text, boolean last) {
        long now = System.nanoTime();
        if (!last && now - lastNanos < intervalNanos) {
            return;
        }
        lastNanos = now;
        String line = text.get();
        if (terminal) {
            err.print("\r" + line + " ".repeat(Math.max(0, shownLength - line.length())));
            shownLength = line.length();
        } else {
            err.println(line);
        }
        err.flush();
    }

    /** Wipes the line on a terminal, so what follows starts on a clean one. */
    public void end() {
        if (terminal && shownLength > 0) {
            err.print("\r" + " ".repeat(shownLength) + "\r");
            err.flush();
            shownLength = 0;
        }
    }
}
