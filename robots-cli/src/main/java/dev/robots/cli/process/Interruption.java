package dev.robots.cli.process;

import org.jline.utils.Signals;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The checker itself being stopped (SIGTERM from {@code kill} or a CI job's time limit, SIGINT from
 * Ctrl-C, SIGHUP when its terminal closes): the JVM runs its shutdown hooks and exits with 143, 130
 * or 129, as a shell expects. Handlers for the three ({@link #watchSignals}) note which one it was,
 * then stop the JVM as its own handlers would. The hook of the program under test
 * ({@link ProgramProcess}) marks the stop here before it kills the program, so that the run reports
 * "interrupted" by that signal rather than blaming the program for ending, and waits a little for
 * that report to be printed.
 */
public final class Interruption {
    /** How long the hook waits for the report: the JVM halts when the hooks return. */
    private static final long REPORT_WAIT_MILLIS = 5_000;
    /** The signals watched, with their numbers (the same on every Linux). */
    private static final Map<String, Integer> SIGNALS = Map.of("HUP", 1, "INT", 2, "TERM", 15);
    private static volatile boolean stopping;
    private static volatile String signal;
    private static boolean watching;
    private static final CountDownLatch REPORTED = new CountDownLatch(1);

    private Interruption() {
    }

    /**
     * Installs the handlers that note which signal stops the run (once per process). A signal the
     * process was started ignoring ({@code nohup}) stays ignored: JLine's registration leaves it so.
     */
    static synchronized void watchSignals() {
        if (watching) {
            return;
        }
        watching = true;
        SIGNALS.forEach((name, number) -> Signals.register(name, () -> {
            signal = "SIG" + name;
            Runtime.getRuntime().exit(128 + number);
        }));
    }

    /** How a report names the signal that stopped the run: {@code SIGHUP}, or "a signal" when unknown. */
    public static String signalName() {
        String name = signal;
        return name == null ? "a signal" : name;
    }

    /** Called by the shutdown hook: the checker is being stopped. */
    static void begin() {
        stopping = true;
    }

    /** Whether the checker is being stopped: a failure seen now is the stop, not the program's. */
    public static boolean stopping() {
        return stopping;
    }

    /** Called once the interrupted report is printed. */
    public static void reported() {
        REPORTED.countDown();
    }

    /** Waits (bounded) until the report is printed. */
    static void awaitReport() {
        try {
            REPORTED.await(REPORT_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
