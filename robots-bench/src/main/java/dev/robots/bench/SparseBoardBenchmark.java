package dev.robots.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * O(robots), not O(cells): one step (as {@link StepBenchmark}) of the same {@code robots} robots
 * (and a tenth as many pits) on boards from 1024x1024 to 16384x16384 (256 times the cells). The
 * arena scan's time grows with the board; the engine's is bounded by a constant per robot: it
 * sweeps the board while that is cheaper, then visits the robots one by one, each costing a
 * memory access that misses the caches once the board no longer fits in them.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar SparseBoardBenchmark
 *   java -jar robots-bench/target/benchmarks.jar SparseBoardBenchmark -p robots=100000
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
public class SparseBoardBenchmark {
    @Param({"10000"})
    int robots;

    @Param({"1024", "4096", "16384"})
    int side;

    @Param({"CORE", "ARENA"})
    Impl impl;

    Stepper stepper;

    @Setup(Level.Trial)
    public void setUp() {
        stepper = impl.stepper(Position.generate(side, side, robots, robots / 10, true, Boards.SEED));
    }

    @Benchmark
    public long step() {
        stepper.reset();
        return stepper.step();
    }
}
