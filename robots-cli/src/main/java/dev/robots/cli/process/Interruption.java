package dev.robots.cli.process;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The checker itself being stopped (SIGTERM from {@code kill} or a CI job's time limit, SIGINT from
 * Ctrl-C): the JVM runs its shutdown hooks and exits with 143 or 130, as a shell expects. The hook
 * of the program under test ({@link ProgramProcess}) marks the stop here before it kills the
 * program, so that the run reports "interrupted" rather than blaming the program for ending, and
 * waits a little for that report to be printed.
 */
public final class Interruption {
    /** How long the hook waits for the report: the JVM halts when the hooks return. */
    private static final long REPORT_WAIT_MILLIS = 5_000;
    private static volatile boolean stopping;
    private static final CountDownLatch REPORTED = new CountDownLatch(1);

    private Interruption() {
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
