package dev.robots.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * (a) One resolver step: every robot of a scenario moves toward the player at once, pits and
 * merges included, by each resolver ({@link Impl}: the engine's sequential and parallel ones,
 * and the object and arena baselines). Time per operation is time per turn; divide by the
 * scenario's robots for ns per robot-move (the quick suite's table does).
 *
 * <p>Every invocation starts from the same position: the measured method first returns to it
 * ({@code Game.restore} for the engine, which copies the occupancy words back, about 1 bit per
 * cell; a no-op for the baselines, which never change their input), as in JMH sample 38's
 * {@code measureRight}. {@link RestoreBenchmark} measures that reset alone. The engine is driven
 * through its public API: {@code game.play(W)} on a game with no reinforcement.
 *
 * <pre>
 * HOW TO RUN:
 *   ./mvnw -B -pl robots-bench -am package -DskipTests
 *   java -jar robots-bench/target/benchmarks.jar StepBenchmark                     # all, ~10 min
 *   java -jar robots-bench/target/benchmarks.jar StepBenchmark -p scenario=B4096_1M -prof gc
 * </pre>
 * Every fork runs with a 2 GB heap ({@code -Xms2g -Xmx2g}), the largest scenario included.
 */
public class StepBenchmark extends StepperBenchmark {

    @Param({"STATEMENT_30X17", "B1000_100K", "B4096_1M", "B16384_4M"})
    Scenario scenario;

    @Param({"CORE", "PARALLEL", "OBJECT", "ARENA"})
    Impl impl;

    @Setup(Level.Trial)
    public void setUp() {
        stepper = impl.stepper(scenario.position());
    }
}
