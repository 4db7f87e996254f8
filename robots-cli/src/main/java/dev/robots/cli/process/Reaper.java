package dev.robots.cli.process;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The shutdown hook of one {@link ProgramProcess}: it kills the program if the JVM stops first
 * (SIGTERM, a CI time limit), so that no orphan keeps running. It is registered before the program
 * starts, so that a signal at any moment after the start finds it; a hook that runs while the start
 * is under way waits for it to settle (the JVM halts when the hooks return, so {@link #watch} could
 * not kill the program after that).
 */
final class Reaper extends Thread {
    /** How long the hook waits for a program being started to be known (its start is under way). */
    private static final long START_WAIT_MILLIS = 5_000;
    private final AtomicReference<ProgramProcess> program = new AtomicReference<>();
    /** Counted down once the start is settled: the program is known, or it did not start. */
    private final CountDownLatch settled = new CountDownLatch(1);

    Reaper() {
        super("robots-reaper");
    }

    @Override
    public void run() {
        // The hook can run while the program is being started (a SIGTERM right after its
        // launch): the JVM halts once the hooks return, so wait here for the start to settle
        // rather than leave a program nobody will kill.
        try {
            settled.await(START_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Interruption.begin();
        ProgramProcess p = program.get();
        if (p != null) {
            p.kill();
            Interruption.awaitReport();
        }
    }

    void watch(ProgramProcess p) {
        program.set(p);
        settled.countDown();
    }

    void notStarted() {
        settled.countDown();
    }
}
