package dev.robots.cli.autoplay;

import dev.robots.cli.io.StatusLine;
import java.io.PrintWriter;

/**
 * Autoplay's progress on standard error, {@code [#####.....] 4/10 games}: redrawn in place on a
 * terminal, a line now and then into a file or pipe ({@link StatusLine}), or nothing at all.
 */
final class ProgressBar {
    /** The bar's width, in characters between its brackets. */
    private static final int WIDTH = 30;

    /** The status line drawn on, or {@code null} when no bar is drawn. */
    private final StatusLine line;
    private final int total;

    private ProgressBar(StatusLine line, int total) {
        this.line = line;
        this.total = total;
    }

    /**
     * The bar of a run of {@code total} games: drawn if {@code asked} ({@code --progress} or
     * {@code --no-progress}), else only when standard error is a terminal.
     */
    static ProgressBar of(Boolean asked, PrintWriter err, int total) {
        boolean terminal = StatusLine.stderrIsTerminal();
        boolean drawn = asked != null ? asked : terminal;
        return new ProgressBar(drawn ? StatusLine.on(err, terminal) : null, total);
    }

    /** {@code finished} games of the total are done. */
    void show(int finished) {
        if (line != null) {
            line.show(() -> text(finished, total), finished >= total);
        }
    }

    /** The run is over (or failed): the bar is wiped from a terminal, so what follows starts on a clean line. */
    void end() {
        if (line != null) {
            line.end();
        }
    }

    /** The bar's text: {@code [#####.....] 4/10 games}. */
    static String text(int finished, int total) {
        int filled = (int) ((long) WIDTH * finished / total);
        return "[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "] " + finished + "/" + total + " games";
    }
}
