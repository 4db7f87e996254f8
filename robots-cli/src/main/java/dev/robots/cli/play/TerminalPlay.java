package dev.robots.cli.play;

import dev.robots.cli.terminal.FullScreen;
import dev.robots.cli.terminal.SystemTerminal;
import java.io.IOException;
import org.jline.terminal.Terminal;

/** Runs a {@link GameSession} on the full screen of the process's terminal ({@link SystemTerminal}). */
final class TerminalPlay {
    private TerminalPlay() {
    }

    /**
     * Plays the session on {@code terminal}, leaving the screen as it was found, even on an
     * exception; the session's games, for the summary.
     */
    static SessionTally play(Terminal terminal, boolean colour, GameSession.Settings settings, PlayRecord record,
            ScoreKeeper scores) throws IOException {
        try (FullScreen screen = new FullScreen(terminal, colour && SystemTerminal.hasColour(terminal), true)) {
            GameSession session = new GameSession(screen, settings, record, scores);
            session.run();
            return session.tally();
        }
    }
}
