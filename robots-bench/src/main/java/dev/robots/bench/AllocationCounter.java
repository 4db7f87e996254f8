package dev.robots.bench;

import java.lang.management.ManagementFactory;

/**
 * Heap bytes a piece of work allocates, counted per thread ({@code ThreadMXBean}) on the threads
 * that do it: the calling thread and the parallel resolver's workers (named
 * {@code robots-parallel-resolver-*}). JMH's {@code -prof gc} counts every thread of the fork, its
 * own bookkeeping included (about 6 KB per iteration here), which on a turn of milliseconds reads
 * as tens of bytes per operation; this counts only the work.
 */
public final class AllocationCounter {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private AllocationCounter() {
    }

    /** Whether this JVM counts allocated bytes per thread. */
    public static boolean supported() {
        return THREADS.isThreadAllocatedMemorySupported() && THREADS.isThreadAllocatedMemoryEnabled();
    }

    /**
     * Runs {@code work} {@code warmUp} times, then three rounds of {@code runs} counted runs: the
     * bytes the least allocating round allocated. What reading the counters allocates (the arrays
     * of counts) is measured around an empty loop and taken off. Taking the least round drops the
     * JVM's own one-off allocations (a few hundred bytes, now and then, when the JIT recompiles
     * during a round); an allocation the work makes every time shows in every round.
     */
    public static long bytes(Runnable work, int warmUp, int runs) {
        for (int i = 0; i < warmUp; i++) {
            work.run();
        }
        // the workers alive now: after the warm-up the parallel resolver's crew runs
        long[] ids = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t == Thread.currentThread() || t.getName().startsWith("robots-parallel-resolver-"))
                .mapToLong(Thread::getId).toArray();
        long reading = count(ids, () -> { }, runs);
        long least = Long.MAX_VALUE;
        for (int round = 0; round < 3; round++) {
            least = Math.min(least, count(ids, work, runs) - reading);
        }
        return least;
    }

    private static long count(long[] ids, Runnable work, int runs) {
        long[] before = THREADS.getThreadAllocatedBytes(ids);
        for (int i = 0; i < runs; i++) {
            work.run();
        }
        long[] after = THREADS.getThreadAllocatedBytes(ids);
        long allocated = 0;
        for (int i = 0; i < ids.length; i++) {
            if (before[i] >= 0 && after[i] >= 0) {
                allocated += after[i] - before[i];
            }
        }
        return allocated;
    }
}
