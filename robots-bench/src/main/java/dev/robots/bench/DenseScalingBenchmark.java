package dev.robots.bench;

import dev.robots.core.Resolver;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Dense boards as they grow: one step of a game that goes on (as {@link StepOnBenchmark}, the
 * engine through its public API) on square boards of 2^20 to 2^30 cells at the 16384x16384 scenario's density (one robot
 * per 64 cells, one pit per 100), player in the middle, beside {@link TwoStreamPassBenchmark}'s
 * plain pass over as many words ({@link #pass}). Divided by the robots or the cells, it shows where
 * the cost goes as the board outgrows each cache (docs/measurements.md, "Dense boards as they
 * grow"). Not in the quick suite: the largest board needs a 6 GB heap and a minute to set up.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar DenseScalingBenchmark -f 3
 * </pre>
 */
@Fork(value = 1, jvmArgsPrepend = {"--add-modules=jdk.incubator.vector"}, jvmArgsAppend = {"-Xms6g", "-Xmx6g"})
public class DenseScalingBenchmark extends GameGoingOnBenchmark {

    @Param({"1024", "4096", "16384", "32768"})
    int side;

    long[] robots;
    long[] next;

    /** The robots on a board of {@code side} x {@code side} cells: one per 64 cells. */
    static int robots(int side) {
        return (int) ((long) side * side / 64);
    }

    /** The pits: one per 100 cells. */
    static int pits(int side) {
        return (int) ((long) side * side / 100);
    }

    @Setup(Level.Trial)
    public void setUp() {
        Position position = Position.generate(side, side, robots(side), pits(side), 40, Boards.SEED);
        game = new Stepper.OnGoing(position, Resolver.sequential());
        RooflineBenchmark.Planes planes = RooflineBenchmark.Planes.of(position);
        robots = planes.robots();
        next = planes.next();
    }

    /** {@link TwoStreamPassBenchmark}'s pass over this board's words. */
    @Benchmark
    public long pass() {
        return TwoStreamPassBenchmark.pass(robots, next);
    }
}
