package dev.robots.cli.play;

import java.util.List;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.Display;
import org.jline.utils.InfoCmp.Capability;

/**
 * A JLine terminal used as a full screen: raw keys (no echo, no line editing, Ctrl-C and Ctrl-D
 * arrive as keys), the alternate screen, the cursor hidden, each frame redrawn in place with only
 * the changed cells written, and a redraw when the window is resized. {@link #close()} puts the
 * terminal back as it was; so does a shutdown hook, for a {@code SIGTERM} or {@code SIGHUP}.
 */
public final class FullScreen implements Screen, AutoCloseable {
    private final Terminal terminal;
    private final BoardScreen painter;
    private final KeyDecoder keys;
    private final Display display;
    private final Attributes saved;
    private final Thread restoreOnExit;
    private Frame shown;
    private boolean closed;

    /** Takes over {@code terminal}; {@code colour} as {@link BoardScreen}. */
    FullScreen(Terminal terminal, boolean colour) {
        this.terminal = terminal;
        this.painter = new BoardScreen(colour);
        this.keys = new KeyDecoder(terminal);
        this.saved = terminal.enterRawMode();
        Attributes raw = terminal.getAttributes();
        raw.setLocalFlag(Attributes.LocalFlag.ISIG, false);
        terminal.setAttributes(raw);
        terminal.puts(Capability.enter_ca_mode);
        terminal.puts(Capability.keypad_xmit);
        terminal.puts(Capability.cursor_invisible);
        terminal.puts(Capability.clear_screen);
        terminal.flush();
        this.display = new Display(terminal, true);
        Size size = terminal.getSize();
        display.resize(size.getRows(), size.getColumns());
        terminal.handle(Terminal.Signal.WINCH, signal -> resized());
        this.restoreOnExit = new Thread(this::close, "robots-play-restore-terminal");
        Runtime.getRuntime().addShutdownHook(restoreOnExit);
    }

    @Override
    public synchronized void show(Frame frame) {
        shown = frame;
        draw();
    }

    @Override
    public Action next() {
        return keys.next();
    }

    /** Draws the frame again from scratch (Ctrl-L). */
    public synchronized void redraw() {
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

    private void draw() {
        if (shown == null || closed) {
            return;
        }
        int rows = Math.max(1, display.getRows());
        int columns = Math.max(1, display.getColumns());
        List<AttributedString> lines = painter.render(shown, columns, rows);
        // The last row is drawn one column short: writing its last cell would scroll some terminals.
        int last = lines.size() - 1;
        if (lines.get(last).length() >= columns) {
            lines.set(last, lines.get(last).columnSubSequence(0, columns - 1));
        }
        display.update(lines, new Size(columns, rows).cursorPos(rows - 1, 0));
        terminal.flush();
    }

    /** Leaves the alternate screen and restores the terminal's modes; safe to call twice. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        terminal.puts(Capability.cursor_normal);
        terminal.puts(Capability.keypad_local);
        terminal.puts(Capability.exit_ca_mode);
        terminal.flush();
        terminal.setAttributes(saved);
        if (Thread.currentThread() != restoreOnExit) {
            try {
                Runtime.getRuntime().removeShutdownHook(restoreOnExit);
            } catch (IllegalStateException e) {
                // The JVM is already shutting down: the hook will find the terminal restored.
            }
        }
    }
}
