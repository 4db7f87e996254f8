/**
 * JMH benchmarks of the Robots engine and the quick suite that runs them: a resolver step
 * ({@link dev.robots.bench.StepBenchmark}), a full turn, a restore, rendering, scaling with the
 * robots, with the board and with the parallel resolver's threads
 * ({@link dev.robots.bench.ThreadsBenchmark}), and the roofline a step is compared with
 * ({@link dev.robots.bench.RooflineBenchmark}; {@link dev.robots.bench.RooflineRatio} times the two
 * in turn in one JVM, for a machine whose load drifts; {@link dev.robots.bench.TwoStreamPassBenchmark}
 * is the fastest plain pass). Every benchmark extends {@link dev.robots.bench.BenchmarkDefaults}
 * (one set of JMH settings) and starts each measured invocation from the same position, generated
 * from {@link dev.robots.bench.Boards#SEED}, except the step of a game going on
 * ({@link dev.robots.bench.StepOnBenchmark}, {@link dev.robots.bench.DenseScalingBenchmark}), which
 * plays on from it and returns to it every 32 steps, outside the measured method.
 *
 * <p>The quick suite, one job a class: {@code QuickSuite} runs the benchmarks and writes the
 * results; {@code SuiteTable} formats JMH's results as the table; {@code AllocationTable} counts the
 * bytes a step and a turn allocate on the working threads ({@code AllocationCounter});
 * {@code MachineInfo} names the machine and its load for the results file. {@code DecisionTimes} is
 * not the engine's: the CPU time of the autopilot's decisions, for {@code --think}'s table.
 *
 * <p>Invariants: every position is reproducible from its parameters and the seed; a benchmark
 * returns its result so JMH consumes it; a number quoted from here names its run (command, date,
 * machine, load). Nothing here is a test: correctness is proved by this module's JUnit tests
 * against the engine and the baselines.
 */
package dev.robots.bench;
