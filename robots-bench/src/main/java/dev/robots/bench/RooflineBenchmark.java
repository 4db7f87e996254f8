package dev.robots.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The roofline of a step: one plain streaming pass over as many 64-bit words as the scenario's
 * board has (read a word of robots and of pits, shift, mask, write), the least memory traffic any
 * resolver that reads the board's robots and pits and writes the next robots could cause, done
 * with no branch and no bookkeeping. The quick suite reports every resolver's step as a multiple
 * of it, measured in the same run: a ratio near 1 means the step runs at the machine's memory
 * speed. The engine's rows also pay the benchmark's reset to the start position (a copy of the
 * robots, {@link RestoreBenchmark}), which this pass does not.
 *
 * <p>The words are the scenario's own robot and pit bits (the contents do not change the speed of
 * a branch-free pass, but they keep the work honest); the pass shifts every word's robots one
 * cell to the right (as a row of robots left of the player moves) and drops those on pits.
 *
 * <p>Three streams (robots and pits read, the next plane written): {@link TwoStreamPassBenchmark}'s
 * pass, which reads one plane and writes one, runs in about two thirds of its time where the
 * board is larger than the caches; a step cannot move less than three.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar RooflineBenchmark
 *   java -jar robots-bench/target/benchmarks.jar "RooflineBenchmark|StepBenchmark" -p scenario=B4096_1M -p impl=CORE
 * </pre>
 */
public class RooflineBenchmark extends BenchmarkDefaults {

    @Param({"STATEMENT_30X17", "B1000_100K", "B4096_1M", "B16384_4M"})
    Scenario scenario;

    long[] robots;
    long[] pits;
    long[] next;

    @Setup(Level.Trial)
    public void setUp() {
        Planes planes = Planes.of(scenario);
        robots = planes.robots();
        pits = planes.pits();
        next = planes.next();
    }

    /** A pass's arrays for a scenario: its robots and pits as bits, and a plane of as many words to write. */
    record Planes(long[] robots, long[] pits, long[] next) {
        static Planes of(Scenario scenario) {
            return of(scenario.position());
        }

        static Planes of(Position position) {
            int words = (int) (((long) position.width() * position.height() + 63) >>> 6);
            return new Planes(bits(position.robots(), words), bits(position.pits(), words), new long[words]);
        }
    }

    private static long[] bits(long[] cells, int words) {
        long[] bits = new long[words];
        for (long cell : cells) {
            bits[(int) (cell >>> 6)] |= 1L << cell;
        }
        return bits;
    }

    /**
     * One pass: {@code next[j]} = word j of the robots moved one cell on, less the pits; returns the
     * last word. The word before is read again, not carried from the last iteration: a carried value
     * ties each iteration to the one before and keeps the JIT from using vector instructions.
     */
    @Benchmark
    public long pass() {
        final long[] src = robots;
        final long[] mask = pits;
        final long[] dst = next;
        dst[0] = (src[0] << 1) & ~mask[0];
        for (int j = 1; j < dst.length; j++) {
            dst[j] = ((src[j] << 1) | (src[j - 1] >>> 63)) & ~mask[j];
        }
        return dst[dst.length - 1];
    }
}
