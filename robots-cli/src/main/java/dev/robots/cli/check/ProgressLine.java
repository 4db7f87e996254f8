package dev.robots.cli.check;

import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * The progress line of {@code robots check} on standard error: games done and turns checked. On a
 * terminal it is one line rewritten in place (at most {@value #TERMINAL_MILLIS} ms apart) and
 * wiped at the end; elsewhere ({@code --progress} into a file or pipe) a line every
 * {@value #LOG_MILLIS} ms, so a log does not fill with it.
 */
final class ProgressLine implements Checker.Progress {
    private static final long TERMINAL_MILLIS = 200;
    private static final long LOG_MILLIS = 5_000;

    private final PrintWriter err;
    private final boolean terminal;
    private final long intervalNanos;
    private long lastNanos;
    private int shownLength;

    ProgressLine(PrintWriter err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
        this.intervalNanos = (terminal ? TERMINAL_MILLIS : LOG_MILLIS) * 1_000_000L;
        this.lastNanos = System.nanoTime();
    }

    /**
     * Whether standard error is a terminal. Java cannot ask isatty(2) directly: on Linux,
     * {@code /proc/self/fd/2} names the device; elsewhere a console on standard input and output
     * is taken as a sign.
     */
    static boolean stderrIsTerminal() {
        try {
            Path target = Files.readSymbolicLink(Path.of("/proc/self/fd/2"));
            String name = target.toString();
            return name.startsWith("/dev/pts/") || name.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | InvalidPathException | SecurityException e) {
            return System.console() != null;
        }
    }

    @Override
    public void update(int gamesDone, int games, int turns) {
        long now = System.nanoTime();
        if (now - lastNanos < intervalNanos && gamesDone < games) {
            return;
        }
        lastNanos = now;
        String text = "robots check: " + gamesDone + " of " + Texts.count(games, "game") + " done, "
                + Texts.count(turns, "turn") + " checked";
        if (terminal) {
            err.print("\r" + text + " ".repeat(Math.max(0, shownLength - text.length())));
            shownLength = text.length();
        } else {
            err.println(text);
        }
        err.flush();
    }

    /** Wipes the line on a terminal, so the report starts on a clean one. */
    void end() {
        if (terminal && shownLength > 0) {
            err.print("\r" + " ".repeat(shownLength) + "\r");
            err.flush();
        }
    }
}
