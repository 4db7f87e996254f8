package dev.robots.cli.terminal;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.Curses;
import org.jline.utils.Display;
import org.jline.utils.InfoCmp.Capability;

/**
 * A JLine terminal used as a full screen: raw keys (no echo, no line editing, Ctrl-C, Ctrl-D and
 * Ctrl-Z arrive as keys), the alternate screen, the cursor hidden, each frame redrawn in place with
 * only the changed cells written, and a redraw when the window is resized.
 *
 * <p>The terminal is put back as it was found however the program ends: {@link #close()}; a
 * shutdown hook for {@code SIGTERM} and {@code SIGHUP}; {@code SIGINT} restores it and exits with
 * status 130. JLine's own shutdown hook is off ({@link SystemTerminal#open()}): the JVM runs hooks
 * concurrently, and it closed the terminal under this one's feet. The hook first takes the thread
 * reading keys out of JLine's reader ({@link KeyDecoder#stop}) and lets any {@code stty} it started
 * finish: that reader sets the modes itself, and it wrote stale raw modes over the restored ones.
 * Ctrl-Z, or {@code SIGTSTP} handed to the reading thread as a key ({@link Action.Simple#SUSPEND}),
 * {@link #suspend()}s: the terminal put back and the process stopped, as {@code less} and
 * {@code vim} do; {@code SIGCONT} ({@code fg}) takes it again and redraws.
 */
public final class FullScreen implements Screen, AutoCloseable {
    private final Terminal terminal;
    private final BoardScreen painter;
    private final KeyDecoder keys;
    private final Display display;
    private final Attributes saved;
    private final Attributes raw;
    /** What leaves the screen (cursor shown, keypad reset, main screen), as bytes for the terminal. */
    private final byte[] leave;
    private final Thread restoreOnExit;
    /** How long the exit waits for the reading thread and its {@code stty} before it restores anyway. */
    private static final long QUIET_MILLIS = 2000;
    private Frame shown;
    /** Whether the last draw showed the frame, not the "Terminal too small" notice. */
    private boolean boardShown = true;
    private boolean closed;

    /** Takes over {@code terminal}; {@code colour} as {@link BoardScreen}; digits as keypad keys. */
    public FullScreen(Terminal terminal, boolean colour) {
        this(terminal, colour, false);
    }

    /** Takes over {@code terminal}; {@code colour} as {@link BoardScreen}; digits as {@link KeyDecoder} has them. */
    @SuppressFBWarnings(value = "EI_EXPOSE_REP2", justification = "the screen takes over the terminal it draws on")
    public FullScreen(Terminal terminal, boolean colour, boolean digitsAreCounts) {
        this.terminal = terminal;
        this.painter = new BoardScreen(colour);
        this.keys = new KeyDecoder(terminal, digitsAreCounts);
        this.leave = sequence(terminal, Capability.clear_screen, Capability.cursor_normal, Capability.keypad_local,
                Capability.exit_ca_mode);
        this.saved = new Attributes(terminal.getAttributes());
        // The hook and the handlers first: a signal while the screen is being taken restores it too.
        this.restoreOnExit = new Thread(this::restoreAtExit, "robots-play-restore-terminal");
        Runtime.getRuntime().addShutdownHook(restoreOnExit);
        terminal.handle(Terminal.Signal.INT, signal -> interrupted());
        terminal.enterRawMode();
        this.raw = new Attributes(terminal.getAttributes());
        raw.setLocalFlag(Attributes.LocalFlag.ISIG, false);
        // JLine's reader wants these for its timed reads, and sets them itself (with stty) if they are not.
        raw.setControlChar(Attributes.ControlChar.VMIN, 0);
        raw.setControlChar(Attributes.ControlChar.VTIME, 1);
        this.display = new Display(terminal, true);
        take();
        terminal.handle(Terminal.Signal.WINCH, signal -> resized());
        terminal.handle(Terminal.Signal.TSTP, signal -> keys.interruptWith(Action.Simple.SUSPEND));
        terminal.handle(Terminal.Signal.CONT, signal -> resumed());
    }

    private static byte[] sequence(Terminal terminal, Capability... capabilities) {
        StringBuilder out = new StringBuilder();
        for (Capability capability : capabilities) {
            String text = terminal.getStringCapability(capability);
            if (text != null) {
                Curses.tputs(out, text);
            }
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Raw mode, the alternate screen, the cursor hidden, the screen cleared and sized. */
    private void take() {
        terminal.setAttributes(raw);
        terminal.puts(Capability.enter_ca_mode);
        terminal.puts(Capability.keypad_xmit);
        terminal.puts(Capability.cursor_invisible);
        terminal.puts(Capability.clear_screen);
        terminal.flush();
        Size size = terminal.getSize();
        display.clear();
        display.resize(size.getRows(), size.getColumns());
    }

    @Override
    public synchronized void show(Frame frame) {
        shown = frame;
        draw();
    }

    @Override
    public synchronized boolean showsBoard() {
        return boardShown;
    }

    @Override
    public Action next() {
        return keys.next();
    }

    @Override
    public Action next(long millis) {
        return keys.keyWithin(millis) ? keys.next() : null;
    }

    /** Whether a key comes within {@code millis} milliseconds, left unread for {@link #next()}. */
    public boolean keyWithin(long millis) {
        return keys.keyWithin(millis);
    }

    /** Draws the frame again from scratch (Ctrl-L). */
    public synchronized void redraw() {
        if (closed) {
            return;
        }
        display.clear();
        terminal.puts(Capability.clear_screen);
        draw();
    }

    private synchronized void resized() {
        if (closed) {
            return;
        }
        Size size = terminal.getSize();
        display.resize(size.getRows(), size.getColumns());
        redraw();
    }

    /**
     * Puts the terminal back as it was found and stops this process (Ctrl-Z, {@code SIGTSTP});
     * returns once it is continued, with the screen taken again and redrawn.
     */
    public void suspend() {
        synchronized (this) {
            if (closed) {
                return;
            }
            putBack();
        }
        ProcessStop.stopSelf();
        resumed();
    }

    /** After {@code fg} ({@code SIGCONT}): the shell may have changed the modes; take the screen again. */
    private synchronized void resumed() {
        if (closed) {
            return;
        }
        take();
        draw();
    }

    /**
     * {@code SIGINT} (from {@code kill}: Ctrl-C is a key here): status 130, as a shell has it; the
     * shutdown hook puts the terminal back, as for {@code SIGTERM} (from this signal's own thread,
     * {@code stty} did not restore the modes).
     */
    private static void interrupted() {
        Runtime.getRuntime().exit(128 + 2);
    }

    private void draw() {
        if (shown == null || closed) {
            return;
        }
        int rows = Math.max(1, display.getRows());
        int columns = Math.max(1, display.getColumns());
        BoardScreen.Screenful screenful = painter.screenful(shown, columns, rows);
        boardShown = screenful.showsFrame();
        List<AttributedString> lines = new ArrayList<>(screenful.lines());
        // The last row is drawn one column short: writing its last cell would scroll some terminals.
        int last = lines.size() - 1;
        if (lines.get(last).length() >= columns) {
            lines.set(last, lines.get(last).columnSubSequence(0, columns - 1));
        }
        display.update(lines, new Size(columns, rows).cursorPos(rows - 1, 0));
        terminal.flush();
    }

    /** The shutdown hook: no key read any more, no {@code stty} of the reader's running, then {@link #close()}. */
    private void restoreAtExit() {
        keys.stop(QUIET_MILLIS);
        close();
    }

    /** Leaves the alternate screen and restores the terminal's modes; safe to call twice, from any thread. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        putBack();
        if (Thread.currentThread() != restoreOnExit) {
            try {
                Runtime.getRuntime().removeShutdownHook(restoreOnExit);
            } catch (IllegalStateException e) {
                // The JVM is already shutting down: the hook will find the terminal restored.
            }
        }
    }

    /** Lets the processes this one started ({@code stty} setting the modes) end, for at most {@link #QUIET_MILLIS}. */
    private static void awaitChildren() {
        long deadline = System.nanoTime() + QUIET_MILLIS * 1_000_000;
        for (ProcessHandle child : ProcessHandle.current().children().toList()) {
            try {
                child.onExit().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (ExecutionException | TimeoutException e) {
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * The terminal as it was found, through JLine. Should the JLine terminal be closed already (it
     * restores the modes it found when it closes), the leaving sequences go straight to standard output.
     */
    private void putBack() {
        awaitChildren();
        try {
            terminal.writer().flush();
            // The alternate screen cleared first: a terminal resized while it showed may carry some of
            // its rows over to the main screen when it is left (tmux does), and blank rows are no harm.
            terminal.puts(Capability.clear_screen);
            terminal.puts(Capability.cursor_normal);
            terminal.puts(Capability.keypad_local);
            terminal.puts(Capability.exit_ca_mode);
            terminal.flush();
            terminal.setAttributes(saved);
        } catch (IllegalStateException closedAlready) {
            try {
                OutputStream out = new FileOutputStream(FileDescriptor.out);
                out.write(leave);
                out.flush();
            } catch (IOException e) {
                // Standard output is gone: there is no screen left to restore.
            }
        }
    }
}
