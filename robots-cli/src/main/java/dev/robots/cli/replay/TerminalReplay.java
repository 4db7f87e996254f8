package dev.robots.cli.replay;

import dev.robots.cli.play.Action;
import dev.robots.cli.play.FullScreen;
import dev.robots.cli.play.TerminalPlay;
import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Terminal;

/**
 * Runs a {@link ReplayPlayer} on the process's terminal, on the play screen ({@link FullScreen}):
 * a reader thread passes the keys on, and while playing the loop waits for a key at most one
 * tick, then plays a turn on. The screen is left (alternate screen, modes) on {@code q}, Ctrl-C
 * (a key in raw mode), the end of input and any exception; a {@code SIGTERM} or {@code SIGHUP}
 * by the screen's shutdown hook.
 */
final class TerminalReplay {
    private TerminalReplay() {
    }

    /** Plays until the person quits; the terminal is restored whatever happens. */
    static void run(ReplayPlayer player, boolean colour) throws IOException, InterruptedException {
        try (Terminal terminal = TerminalPlay.open();
                FullScreen screen = new FullScreen(terminal, colour && TerminalPlay.hasColour(terminal))) {
            BlockingQueue<ReplayKey> keys = new LinkedBlockingQueue<>();
            Thread reader = new Thread(() -> readKeys(screen, keys), "robots-replay-keys");
            reader.setDaemon(true);
            reader.start();
            while (true) {
                screen.show(player.frame());
                ReplayKey key = player.playing() ? keys.poll(player.tickMillis(), TimeUnit.MILLISECONDS) : keys.take();
                if (key == null) {
                    player.tick();
                    continue;
                }
                if (!player.handle(key)) {
                    return;
                }
                if (key == ReplayKey.REDRAW) {
                    screen.redraw();
                }
            }
        }
    }

    /** Passes keys on until the end of input or a failure to read, which quit. */
    private static void readKeys(FullScreen screen, BlockingQueue<ReplayKey> keys) {
        try {
            while (true) {
                Action action = screen.next();
                ReplayKey key = ReplayKey.of(action);
                keys.add(key);
                if (action == Action.Simple.QUIT_NOW) {
                    return;
                }
            }
        } catch (RuntimeException | java.io.IOError e) {
            // The terminal was closed under the reader (the player quit), or cannot be read: quit.
            keys.add(ReplayKey.QUIT);
        }
    }
}
