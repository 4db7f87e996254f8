package dev.robots.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

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
public class SparseBoardBenchmark extends StepperBenchmark {
    @Param({"10000"})
    int robots;

    @Param({"1024", "4096", "16384"})
    int side;

    @Param({"CORE", "ARENA"})
    Impl impl;

    @Setup(Level.Trial)
    public void setUp() {
        stepper = impl.stepper(Position.generate(side, side, robots, robots / 10, true, Boards.SEED));
    }
}
