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
 * O(robots), not O(cells): one step (as {@link StepBenchmark}) of the same 100,000 robots and
 * 10,000 pits on boards from 1024x1024 to 16384x16384 (256 times the cells). The engine's time
 * per turn should stay nearly flat; the arena scan's grows with the board.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar SparseBoardBenchmark
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
public class SparseBoardBenchmark {
    static final int ROBOTS = 100_000;
    static final int PITS = 10_000;

    @Param({"1024", "4096", "16384"})
    int side;

    @Param({"CORE", "ARENA"})
    Impl impl;

    Stepper stepper;

    @Setup(Level.Trial)
    public void setUp() {
        stepper = impl.stepper(Position.generate(side, side, ROBOTS, PITS, true, Boards.SEED));
    }

    @Benchmark
    public long step() {
        stepper.reset();
        return stepper.step();
    }
}
