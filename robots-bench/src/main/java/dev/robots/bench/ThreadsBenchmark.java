package dev.robots.bench;

import dev.robots.core.Resolver;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Thread scaling of the parallel resolver: one step (as {@link StepBenchmark}) of the two dense
 * scenarios by {@code Resolver.parallel(threads)}; 1 thread is the sequential resolver by another
 * name, so each row's "vs core" is its speed-up's inverse. On a machine with fewer cores than
 * {@code threads} the extra threads share cores: the rows then say what over-subscribing costs,
 * not what more cores would give (the quick suite prints the machine's CPU count beside them).
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar ThreadsBenchmark
 *   java -jar robots-bench/target/benchmarks.jar ThreadsBenchmark -p scenario=B16384_4M -p threads=1,2,4
 * </pre>
 */
public class ThreadsBenchmark extends StepperBenchmark {

    @Param({"B4096_1M", "B16384_4M"})
    Scenario scenario;

    @Param({"1", "2", "4", "8"})
    int threads;

    @Setup(Level.Trial)
    public void setUp() {
        stepper = new Stepper.Core(scenario.position(), Resolver.parallel(threads));
    }
}
