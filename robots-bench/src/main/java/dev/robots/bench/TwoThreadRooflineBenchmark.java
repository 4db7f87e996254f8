package dev.robots.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.ThreadParams;

/**
 * The roofline of {@code Resolver.parallel(2)}: {@link RooflineBenchmark}'s pass over the same
 * words, cut in two halves that two threads stream at once, each thread its own half in every
 * operation. One operation's time is so the time two threads take to pass the whole board once,
 * without any hand-off between them: the least a two-thread step could spend on this machine,
 * whose cores may share one memory bandwidth (then two threads pass the board in more than half
 * of one thread's time).
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar "RooflineBenchmark|TwoThreadRooflineBenchmark" -p scenario=B16384_4M
 * </pre>
 */
@State(Scope.Benchmark)
@Threads(2)
public class TwoThreadRooflineBenchmark extends BenchmarkDefaults {

    @Param({"B4096_1M", "B16384_4M"})
    Scenario scenario;

    long[] robots;
    long[] pits;
    long[] next;

    @Setup(Level.Trial)
    public void setUp() {
        RooflineBenchmark.Planes planes = RooflineBenchmark.Planes.of(scenario);
        robots = planes.robots();
        pits = planes.pits();
        next = planes.next();
    }

    /** This thread's half of one pass (thread 0 the first half, thread 1 the second); returns its last word. */
    @Benchmark
    public long halfPass(ThreadParams thread) {
        final long[] src = robots;
        final long[] mask = pits;
        final long[] dst = next;
        final int half = dst.length >>> 1;
        final int from = thread.getThreadIndex() == 0 ? 0 : half;
        final int to = thread.getThreadIndex() == 0 ? half : dst.length;
        // As RooflineBenchmark.pass: the word before read again, not carried, so the loop can use vectors.
        int start = from;
        if (from == 0) {
            dst[0] = (src[0] << 1) & ~mask[0];
            start = 1;
        }
        for (int j = start; j < to; j++) {
            dst[j] = ((src[j] << 1) | (src[j - 1] >>> 63)) & ~mask[j];
        }
        return dst[to - 1];
    }
}
