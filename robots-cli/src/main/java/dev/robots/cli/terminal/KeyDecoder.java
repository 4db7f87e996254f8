package dev.robots.cli.terminal;

import java.io.IOError;
import java.io.InterruptedIOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.jline.keymap.BindingReader;
import org.jline.keymap.KeyMap;
import org.jline.terminal.Terminal;
import org.jline.utils.InfoCmp.Capability;

/**
 * Reads one key at a time from a terminal in raw mode and turns it into an {@link Action}: the vi
 * keys {@code h j k l y u b n} (as BSD robots), the arrow keys, {@code Home End PgUp PgDn} and the
 * numeric keypad, {@code .} and space to wait, and one letter for each other action. Upper case
 * works as lower case, except {@code A} (the autopilot plays on; {@code a} shows its move). The
 * digits are counts ({@link Action.Digit}) for {@code robots play}, or keys laid out like a keypad
 * ({@code 5} waits) for {@code robots replay}; the keypad itself sends escape sequences either way
 * (application mode, or NumLock off).
 *
 * <p>Another thread can take the reading thread out of JLine's reader: {@link #interruptWith}
 * hands it an action instead of a key (a signal's {@code SIGTSTP}), {@link #stop} parks it for
 * good (the JVM is exiting). That matters because JLine's reader on a terminal driven by
 * {@code stty} sets the modes itself, from a thread of its own choosing: it read the modes,
 * the screen put them back, and it wrote the stale raw modes over them.
 */
public final class KeyDecoder {
    /** How long to wait for the rest of an escape sequence before taking what came as a key. */
    private static final long ESCAPE_TIMEOUT_MILLIS = 150;
    private static final String[] VI_KEYS = {"y", "k", "u", "h", ".", "l", "b", "j", "n"};
    /** The keypad's keys 1 to 9 in application mode ({@code ESC O q} to {@code ESC O y}). */
    private static final String KEYPAD_APPLICATION = "qrstuvwxy";

    /**
     * The start of a terminal's reply to a query ({@code ESC [ ?}): JLine asks the terminal which
     * modes it supports, and a reply that comes late (a loaded machine) must not be read as keys.
     */
    private static final Action REPLY = new Action.Unbound("terminal reply");

    private final KeyMap<Action> keys;
    private final BindingReader reader;
    /** Guards {@link #readingThread} and {@link #stopped}: no interrupt lands after a read is over. */
    private final Object readLock = new Object();
    /** The thread inside JLine's reader, or {@code null}. */
    private Thread readingThread;
    /** An action another thread hands the reading thread instead of a key. */
    private final AtomicReference<Action> pending = new AtomicReference<>();
    private boolean stopped;

    /** Reads from {@code terminal}'s reader, digits as keypad keys; as {@link #KeyDecoder(Terminal, boolean)}. */
    public KeyDecoder(Terminal terminal) {
        this(terminal, false);
    }

    /**
     * Reads from {@code terminal}'s reader; escape sequences from its capabilities and the usual
     * ANSI ones; the digits as counts when {@code digitsAreCounts}, else as keypad keys.
     */
    public KeyDecoder(Terminal terminal, boolean digitsAreCounts) {
        this.keys = keyMap(terminal, digitsAreCounts);
        this.reader = new BindingReader(terminal.reader());
    }

    /**
     * Whether a key (or an action handed over by {@link #interruptWith}) comes within {@code millis}
     * milliseconds, at once if one is waiting; {@code true} at the end of input.
     */
    boolean keyWithin(long millis) {
        while (true) {
            enter();
            try {
                return pending.get() != null
                        || reader.peekCharacter(millis) != org.jline.utils.NonBlockingReader.READ_EXPIRED;
            } catch (IOError e) {
                if (!interrupted(e)) {
                    return true;
                }
            } finally {
                leave();
            }
        }
    }

    /** The next action; {@link Action.Simple#QUIT_NOW} at the end of input. */
    public Action next() {
        while (true) {
            enter();
            try {
                Action handedOver = pending.getAndSet(null);
                return handedOver != null ? handedOver : read();
            } catch (IOError e) {
                if (!interrupted(e)) {
                    return Action.Simple.QUIT_NOW;
                }
            } finally {
                leave();
            }
        }
    }

    private Action read() {
        Action action = reader.readBinding(keys, null, true);
        while (action == REPLY) {
            if (!skipReply()) {
                return Action.Simple.QUIT_NOW;
            }
            action = reader.readBinding(keys, null, true);
        }
        if (action == null) {
            return Action.Simple.QUIT_NOW;
        }
        if (action instanceof Action.Unbound) {
            return new Action.Unbound(reader.getLastBinding());
        }
        return action;
    }

    /** Whether JLine's reader gave up because this thread was interrupted (then it reads again). */
    private static boolean interrupted(IOError e) {
        return e.getCause() instanceof InterruptedIOException;
    }

    /** The calling thread starts to read; it parks for good if {@link #stop} came first. */
    private void enter() {
        synchronized (readLock) {
            if (!stopped) {
                readingThread = Thread.currentThread();
                return;
            }
        }
        while (true) {
            Thread.interrupted();
            LockSupport.park(this);
        }
    }

    /** The calling thread is out of JLine's reader; an interrupt meant for the read is spent. */
    private void leave() {
        synchronized (readLock) {
            readingThread = null;
            Thread.interrupted();
        }
    }

    /**
     * Hands {@code action} to the thread reading keys, now if it is waiting for one, else as the
     * next key it asks for. Safe from any thread (a signal's).
     */
    void interruptWith(Action action) {
        pending.set(action);
        synchronized (readLock) {
            if (readingThread != null) {
                readingThread.interrupt();
            }
        }
    }

    /**
     * Takes the reading thread out of JLine's reader for good (it parks, as the JVM exits) and
     * waits up to {@code millis} for it to be out; {@code false} if it was still inside.
     */
    boolean stop(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            synchronized (readLock) {
                stopped = true;
                if (readingThread == null) {
                    return true;
                }
                readingThread.interrupt();
            }
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
    }

    /**
     * Reads the rest of a control sequence after {@code ESC [ ?}: parameter and intermediate
     * bytes ({@code 0x20-0x3F}) up to the final byte ({@code 0x40-0x7E}); {@code false} at the
     * end of input.
     */
    private boolean skipReply() {
        while (true) {
            int c = reader.readCharacter();
            if (c < 0) {
                return false;
            }
            if (c >= 0x40 && c <= 0x7E) {
                return true;
            }
            if (c < 0x20 || c > 0x3F) {
                return true;
            }
        }
    }

    static KeyMap<Action> keyMap(Terminal terminal, boolean digitsAreCounts) {
        KeyMap<Action> map = new KeyMap<>();
        map.setAmbiguousTimeout(ESCAPE_TIMEOUT_MILLIS);
        map.setNomatch(new Action.Unbound(""));
        map.setUnicode(new Action.Unbound(""));
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                Action.Step step = new Action.Step(dx, dy);
                int index = (dy + 1) * 3 + dx + 1;
                String vi = VI_KEYS[index];
                map.bind(step, vi);
                if (!vi.equals(".")) {
                    map.bind(step, vi.toUpperCase(java.util.Locale.ROOT));
                }
                // Digits as on a keypad: 7 8 9 on top, 1 2 3 at the bottom.
                int digit = (1 - dy) * 3 + dx + 2;
                map.bind(digitsAreCounts ? new Action.Digit(digit) : step, Integer.toString(digit));
                map.bind(step, KeyMap.esc() + "O" + KEYPAD_APPLICATION.charAt(digit - 1));
            }
        }
        map.bind(new Action.Step(0, 0), " ", "\u001b[E", "\u001b[G", "\u001bOE");
        bindKey(map, terminal, new Action.Step(0, -1), Capability.key_up, "\u001b[A", "\u001bOA");
        bindKey(map, terminal, new Action.Step(0, 1), Capability.key_down, "\u001b[B", "\u001bOB");
        bindKey(map, terminal, new Action.Step(1, 0), Capability.key_right, "\u001b[C", "\u001bOC");
        bindKey(map, terminal, new Action.Step(-1, 0), Capability.key_left, "\u001b[D", "\u001bOD");
        bindKey(map, terminal, new Action.Step(-1, -1), Capability.key_home, "\u001b[H", "\u001bOH", "\u001b[1~");
        bindKey(map, terminal, new Action.Step(-1, 1), Capability.key_end, "\u001b[F", "\u001bOF", "\u001b[4~");
        bindKey(map, terminal, new Action.Step(1, -1), Capability.key_ppage, "\u001b[5~");
        bindKey(map, terminal, new Action.Step(1, 1), Capability.key_npage, "\u001b[6~");
        map.bind(Action.Simple.ARM_CHARGE, "c", "C");
        map.bind(Action.Simple.UNDO, "z", "Z");
        map.bind(Action.Simple.AUTOPILOT, "a");
        map.bind(Action.Simple.AUTOPLAY, "A");
        map.bind(Action.Simple.WAIT_FOR_ROBOT, "w", "W");
        if (digitsAreCounts) {
            map.bind(new Action.Digit(0), "0");
        }
        map.bind(Action.Simple.CANCEL, KeyMap.esc());
        map.bind(Action.Simple.SAFE_CELLS, "s", "S");
        map.bind(Action.Simple.OTHER_GAME, "g", "G");
        map.bind(Action.Simple.HELP, "?");
        map.bind(Action.Simple.QUIT, "q", "Q");
        map.bind(Action.Simple.INTERRUPT, KeyMap.ctrl('C'));
        map.bind(Action.Simple.QUIT_NOW, KeyMap.ctrl('D'));
        map.bind(Action.Simple.REDRAW, KeyMap.ctrl('L'));
        map.bind(Action.Simple.SUSPEND, KeyMap.ctrl('Z'));
        map.bind(Action.Simple.YES, "\r", "\n");
        map.bind(REPLY, "\u001b[?");
        return map;
    }

    private static void bindKey(KeyMap<Action> map, Terminal terminal, Action action, Capability capability,
            String... ansi) {
        String fromTerminal = KeyMap.key(terminal, capability);
        if (fromTerminal != null && !fromTerminal.isEmpty()) {
            map.bind(action, fromTerminal);
        }
        map.bind(action, ansi);
    }
}
