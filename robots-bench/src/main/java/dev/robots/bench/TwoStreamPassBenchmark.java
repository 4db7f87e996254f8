package dev.robots.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The fastest plain pass over a board's words: {@link RooflineBenchmark}'s pass without the pits, so
 * one plane read and one written ({@code d[j] = s[j] << 1 | s[j - 1] >>> 63}), two streams where a
 * step moves three: the floor a step of a game going on ({@link StepOnBenchmark}) is compared with
 * (docs/measurements.md, "The floor, checked"); in the quick suite's table of forks.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar "RooflineBenchmark.pass|TwoStreamPassBenchmark|StepBenchmark" \
 *       -p scenario=B4096_1M,B16384_4M -p impl=CORE -f 3
 * </pre>
 */
public class TwoStreamPassBenchmark extends BenchmarkDefaults {

    @Param({"B4096_1M", "B16384_4M"})
    Scenario scenario;

    long[] robots;
    long[] next;

    @Setup(Level.Trial)
    public void setUp() {
        RooflineBenchmark.Planes planes = RooflineBenchmark.Planes.of(scenario);
        robots = planes.robots();
        next = planes.next();
    }

    /** One pass: {@code next[j]} = word j of the robots moved one cell on; returns the last word. */
    @Benchmark
    public long pass() {
        return pass(robots, next);
    }

    /** The pass itself, from {@code src} into {@code dst} (also {@link DenseScalingBenchmark#pass}'s). */
    static long pass(long[] src, long[] dst) {
        dst[0] = src[0] << 1;
        for (int j = 1; j < dst.length; j++) {
            dst[j] = (src[j] << 1) | (src[j - 1] >>> 63);
        }
        return dst[dst.length - 1];
    }
}
