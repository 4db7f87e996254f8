package dev.robots.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * O(robots), not O(cells): one step (as {@link StepBenchmark}) of the same {@code robots} robots
 * (and a tenth as many pits) on boards from 1024x1024 to 16384x16384 (256 times the cells), and to
 * 32768x32768 (2^30 cells, the engine's limit) on request. The arena scan's time grows with the
 * board; the engine's follows the robots: it sweeps the planes while that is cheaper, and keeps
 * fewer robots as a sorted list of cells, stepped in order without touching a board-sized array
 * but, near pits, the pit plane.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar SparseBoardBenchmark
 *   java -jar robots-bench/target/benchmarks.jar SparseBoardBenchmark -p robots=1000,10000,100000 \
 *       -p side=1024,4096,16384,32768 -p impl=CORE      # the arena needs 3 GB at 32768^2: CORE only
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
