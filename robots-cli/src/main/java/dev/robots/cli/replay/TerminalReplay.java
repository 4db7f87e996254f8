package dev.robots.cli.replay;

import dev.robots.cli.terminal.SystemTerminal;
import dev.robots.cli.terminal.FullScreen;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Runs a {@link ReplayPlayer} on the process's terminal, on the play screen ({@link FullScreen}).
 * While playing, the loop waits for a key at most one tick ({@link FullScreen#keyWithin(long)})
 * and plays a turn on when none came; every key is read on this one thread, through the screen,
 * so no read is left pending when the terminal closes and a signal's Ctrl-Z reaches it. The
 * screen is left (alternate screen, modes) on {@code q},
 * Ctrl-C (a key in raw mode), the end of input and any exception; on a {@code SIGTERM} or
 * {@code SIGHUP} by the screen's shutdown hook.
 */
final class TerminalReplay {
    private TerminalReplay() {
    }

    /** Plays until the person quits; the terminal is restored whatever happens. */
    static void run(ReplayPlayer player, boolean colour) throws IOException {
        SystemTerminal.onFullScreen(colour, screen -> loop(player, screen));
    }

    private static void loop(ReplayPlayer player, FullScreen screen) throws IOException {
        while (true) {
            screen.show(player.frame());
            if (player.playing() && noKeyFor(screen::keyWithin, player.tickMillis(), System::nanoTime)) {
                player.tick();
                continue;
            }
            ReplayKey key = ReplayKey.of(screen.next());
            if (!player.handle(key)) {
                return;
            }
            if (key == ReplayKey.REDRAW) {
                screen.redraw();
            }
            if (key == ReplayKey.SUSPEND) {
                screen.suspend();
            }
        }
    }

    /**
     * Whether no key came for {@code millis} milliseconds of {@code nanoClock} (a monotonic clock):
     * a timed peek that ends with no key before its time is followed by another for the time left,
     * so a replay never plays a turn on before its tick, whatever the terminal's reader does.
     */
    static boolean noKeyFor(KeyWait input, long millis, LongSupplier nanoClock) throws IOException {
        long deadline = nanoClock.getAsLong() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - nanoClock.getAsLong());
            if (left <= 0) {
                return true;
            }
            if (input.keyWithin(left)) {
                return false;
            }
        }
    }

    /** A timed wait for a key that leaves the key unread ({@link FullScreen#keyWithin(long)}). */
    @FunctionalInterface
    interface KeyWait {
        boolean keyWithin(long millis) throws IOException;
    }
}
