package dev.robots.bench;

import dev.robots.core.Resolver;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * One step of a game that goes on (the engine through its public API, {@code game.play(W)}), where
 * {@link StepBenchmark} measures the step right after a restore: here the plane is the game's own,
 * so the engine's dense step writes the next position into it in place, one stream less than into
 * the spare plane (docs/measurements.md, "The floor, checked"). The game returns to its start every
 * {@value Stepper.OnGoing#TURNS} steps, outside the measured method ({@code Level.Invocation}, as
 * JMH allows for methods of a millisecond or more); the start keeps the robots 40 cells from the
 * player, so no step ends the game.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar "TwoStreamPassBenchmark|RooflineBenchmark.pass|StepOnBenchmark|StepBenchmark" \
 *       -p scenario=B4096_1M,B16384_4M -p impl=CORE -f 3
 * </pre>
 */
public class StepOnBenchmark extends GameGoingOnBenchmark {

    @Param({"B4096_1M", "B16384_4M"})
    Scenario scenario;

    @Setup(Level.Trial)
    public void setUp() {
        game = new Stepper.OnGoing(scenario.position(40), Resolver.sequential());
    }
}
