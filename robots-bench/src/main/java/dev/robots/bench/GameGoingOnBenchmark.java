package dev.robots.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * A benchmark of one step of a game that goes on ({@link Stepper.OnGoing}): each subclass sets
 * {@link #game} up in its {@code @Setup(Level.Trial)} from its own parameters; the game returns to
 * its start every {@value Stepper.OnGoing#TURNS} steps, outside the measured method
 * ({@code Level.Invocation}, as JMH allows for methods of a millisecond or more). As
 * {@link StepperBenchmark} holds the measured method of a step from a fixed start.
 */
public abstract class GameGoingOnBenchmark extends BenchmarkDefaults {

    /** The game; set by the subclass's {@code @Setup(Level.Trial)}. */
    Stepper.OnGoing game;

    @Setup(Level.Invocation)
    public void restartIfDue() {
        game.restartIfDue();
    }

    @Benchmark
    public long step() {
        return game.step();
    }
}
