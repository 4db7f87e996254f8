package dev.robots.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Scaling at constant density: one step (as {@link StepBenchmark}) of {@code robots} robots on a
 * square board of about {@code 16 * robots} cells with {@code robots / 6} pits (the 4096x4096
 * scenario's proportions), player in the middle. Flat ns per robot-move from 10^3 to 10^7 robots
 * means the cost grows linearly. Whether it follows the robots or the cells shows in
 * {@link SparseBoardBenchmark}, where only the board grows.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar ScalingBenchmark
 *   java -jar robots-bench/target/benchmarks.jar ScalingBenchmark -p impl=CORE,PARALLEL,ARENA
 * </pre>
 */
public class ScalingBenchmark extends StepperBenchmark {

    @Param({"1000", "10000", "100000", "1000000", "10000000"})
    int robots;

    @Param({"CORE"})
    Impl impl;

    /** The side of the square board for {@code robots} at one robot per 16 cells. */
    static int side(int robots) {
        return (int) Math.ceil(Math.sqrt(16.0 * robots));
    }

    @Setup(Level.Trial)
    public void setUp() {
        int side = side(robots);
        stepper = impl.stepper(Position.generate(side, side, robots, robots / 6, true, Boards.SEED));
    }
}
