package dev.robots.cli.check;

import dev.robots.cli.io.StatusLine;
import dev.robots.cli.text.Texts;
import java.io.PrintWriter;

/** The progress line of {@code robots check} ({@link StatusLine}): games done and turns checked. */
final class ProgressLine implements Checker.Progress {
    private final StatusLine line;

    ProgressLine(PrintWriter err, boolean terminal) {
        this.line = StatusLine.on(err, terminal);
    }

    @Override
    public void update(int gamesDone, int games, int turns) {
        line.show(() -> "robots check: " + gamesDone + " of " + Texts.count(games, "game") + " done, "
                + Texts.count(turns, "turn") + " checked", gamesDone >= games);
    }

    /** Wipes the line on a terminal, so the report starts on a clean one. */
    void end() {
        line.end();
    }
}
