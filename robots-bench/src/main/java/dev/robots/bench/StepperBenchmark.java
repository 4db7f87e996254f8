package dev.robots.bench;

import org.openjdk.jmh.annotations.Benchmark;

/**
 * A benchmark of one resolver step from a fixed start: each subclass sets {@link #stepper} up
 * in its {@code @Setup} from its own parameters; the measured method returns to the start,
 * then steps (JMH sample 38's {@code measureRight}: every invocation moves the same robots).
 */
public abstract class StepperBenchmark extends BenchmarkDefaults {

    /** The resolver on its start position; set by the subclass's {@code @Setup(Level.Trial)}. */
    Stepper stepper;

    @Benchmark
    public long step() {
        stepper.reset();
        return stepper.step();
    }
}
