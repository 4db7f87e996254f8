package dev.robots.cli.terminal;

import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.Map;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp.Capability;
import org.jline.utils.ShutdownHooks;

/**
 * The process's own terminal, for the full screen that {@code robots play} and {@code robots replay}
 * both stand on: decides whether there is one, opens it with JLine, and runs a task on a
 * {@link FullScreen} on it, closing it whatever happens. When standard input or output is not a
 * terminal (a pipe, a file, a test), or the terminal is {@code dumb}, JLine is not touched at all
 * and the commands fall back to lines.
 */
public final class SystemTerminal {
    private SystemTerminal() {
    }

    /**
     * Whether {@code stdin} is the process's standard input and both it and standard output are a
     * terminal that can draw a screen.
     */
    public static boolean available(InputStream stdin, Map<String, String> environment) {
        String type = environment.get("TERM");
        return stdin == System.in && standardStreamsAreTerminal() && type != null && !type.isEmpty()
                && !type.equals("dumb");
    }

    /**
     * Up to Java 21 {@code System.console()} exists exactly when standard input and output are
     * both terminals; from Java 22 it may exist for pipes too, and {@code Console.isTerminal()}
     * says which.
     */
    private static boolean standardStreamsAreTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return Boolean.TRUE.equals(isTerminal.invoke(console));
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    /**
     * Opens the system terminal: the {@code exec} provider only ({@code stty}), which needs no
     * native code, so no JVM prints a native-access warning; no dumb fallback (that would be a
     * warning and a broken screen: the caller plays line by line instead). JLine's shutdown hook,
     * which closes the terminal, is turned off: it ran beside {@link FullScreen}'s, which then found
     * the terminal closed and left the screen alternate, the cursor hidden, with a stack trace.
     * Its "software signals" are off too: in raw mode they raised {@code SIGINT} or {@code SIGTSTP}
     * for a Ctrl-C or Ctrl-Z byte as well as passing it on as a key, so both ran. Nor does it ask the
     * terminal about grapheme clusters (the screen is ASCII): on a loaded machine the answer came
     * after the query had given up, was echoed onto the screen, and the game hung.
     */
    public static Terminal open() throws IOException {
        System.setProperty(ShutdownHooks.PROP_DISABLE_SHUTDOWN_HOOK, "true");
        System.setProperty("org.jline.terminal.softwareSignals", "false");
        return TerminalBuilder.builder().system(true).jni(false).ffm(false).jansi(false).jna(false).exec(true)
                .dumb(false).nativeSignals(true).graphemeCluster(false).build();
    }

    /** Whether the terminal can show colour (8 colours or more). */
    public static boolean hasColour(Terminal terminal) {
        Integer colours = terminal.getNumericCapability(Capability.max_colors);
        return colours != null && colours >= 8;
    }

    /** What runs on the full screen (robots replay's player); it reads keys through the screen only. */
    public interface ScreenTask {
        void run(FullScreen screen) throws IOException;
    }

    /**
     * Opens the system terminal, runs {@code task} on a {@link FullScreen} on it, and puts the
     * terminal back as it was found, even on an exception.
     */
    public static void onFullScreen(boolean colour, ScreenTask task) throws IOException {
        try (Terminal terminal = open(); FullScreen screen = new FullScreen(terminal, colour && hasColour(terminal))) {
            task.run(screen);
        }
    }
}
