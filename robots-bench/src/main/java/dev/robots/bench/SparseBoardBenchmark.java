package dev.robots.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * O(robots), not O(cells): one step (as {@link StepBenchmark}) of the same {@code robots} robots
 * (and a tenth as many pits) on boards from 1024x1024 to 16384x16384 (256 times the cells), and to
 * 65536x65536 (2^32 cells, the engine's limit) on request. The arena scan's time grows with the
 * board; the engine's follows the robots: it sweeps the planes while that is cheaper, and keeps
 * fewer robots as a sorted list of cells, stepped in order without touching a board-sized array
 * (pits are tested against the field's sorted pit list, read in order too, while they are at most
 * one per 256 cells).
 *
 * <p>Until 2026-12-01 the list walk tested each robot's row (a branch mispredicted about every
 * other robot when rows hold one or two), divided for its column, and tested pits through two
 * summaries, the second (a bit per 64 cells, 2 MiB at 32768^2) a cache miss for the robots in a
 * 4096-cell block with a pit: 100,000 robots (10,000 pits) cost 6.5 ns a robot on 16384^2 and 9.5
 * on 32768^2. Measured by taking each part out of a copy of the walk; see {@code ListWalk}.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar SparseBoardBenchmark
 *   java -jar robots-bench/target/benchmarks.jar SparseBoardBenchmark -p robots=1000,10000,100000 \
 *       -p side=1024,4096,16384,32768 -p impl=CORE      # the arena needs 3 GB at 32768^2: CORE only
 *   java -jar robots-bench/target/benchmarks.jar SparseBoardBenchmark -p robots=1000,1000000 \
 *       -p side=65536 -p impl=CORE -jvmArgsAppend "-Xms6g -Xmx6g"   # 2^32 cells: a 6 GB heap
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
