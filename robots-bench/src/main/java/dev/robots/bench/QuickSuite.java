package dev.robots.bench;

import dev.robots.bench.charts.BenchCharts;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The quick suite: every benchmark of this module with short iterations (one fork each, a 2 GB
 * heap; two 1 s warm-up iterations, five for rendering; five 0.4 s measured iterations), in
 * several minutes on 2 cores. Prints a table (scenario, resolver, time per turn, ns per
 * robot-move, ratio to the engine's sequential resolver, multiple of the roofline, allocation per
 * operation) and writes
 * JMH's JSON and the table under {@code robots-bench/results/}, named by date, JDK and machine.
 * Times are the <b>median</b> of the measured iterations, so a burst of load from other processes
 * moves them less than it moves the mean. Then issue 30's figures (the dense steps, the roofline
 * pass, the list walk of a million robots) run again in {@link ForkTable#FORKS} forks each, for
 * a second table of the best fork against the best fork ({@link ForkTable}) and a second JSON
 * file ({@code -forks.json}).
 *
 * <pre>
 * HOW TO RUN:
 *   robots-bench/run-quick.sh                       # builds benchmarks.jar if needed, then runs this
 *   java -cp robots-bench/target/benchmarks.jar dev.robots.bench.QuickSuite [--out DIR] [--smoke]
 * </pre>
 * {@code --smoke} runs every benchmark once, very briefly, to check the suite itself works.
 */
public final class QuickSuite {
    private QuickSuite() {
    }

    /** One JMH run: a benchmark class with its parameters in this suite, warmed up for {@code warmups} seconds. */
    /** One JMH run of the suite; {@code heap} replaces the fork's 2 GB heap when not null. */
    private record Run(Class<?> benchmark, Map<String, String[]> params, boolean gc, int warmups, String heap) {
        Run(Class<?> benchmark, Map<String, String[]> params, boolean gc) {
            this(benchmark, params, gc, 2, null);
        }

        Run(Class<?> benchmark, Map<String, String[]> params, boolean gc, int warmups) {
            this(benchmark, params, gc, warmups, null);
        }
    }

    public static void main(String[] args) throws RunnerException, IOException {
        Path out = Path.of("robots-bench", "results");
        boolean smoke = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> out = Path.of(args[++i]);
                case "--smoke" -> smoke = true;
                default -> {
                    System.err.println(Expected.of("unknown option " + args[i], "--out DIR, --smoke"));
                    System.exit(2);
                }
            }
        }
        String started = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmm"));
        String loadBefore = MachineInfo.loadAverage();
        String[] allButLargest = {"STATEMENT_30X17", "B1000_100K", "B4096_1M"};
        String[] largest = {"B16384_4M"};
        List<Run> runs = List.of(
                new Run(StepBenchmark.class, Map.of("scenario", allButLargest, "impl", names(Impl.values())), true),
                // The object baseline takes over 10 s a step at 16384x16384 (and a minute to set up):
                // left to the full run (java -jar benchmarks.jar StepBenchmark).
                new Run(StepBenchmark.class,
                        Map.of("scenario", largest, "impl", new String[] {"CORE", "PARALLEL", "ARENA"}), true),
                new Run(TurnBenchmark.class,
                        Map.of("scenario", names(Scenario.values()), "impl", new String[] {"CORE"}), true),
                new Run(TurnBenchmark.class,
                        Map.of("scenario", new String[] {"B4096_1M", "B16384_4M"},
                                "impl", new String[] {"PARALLEL"}), true),
                // Resolver.parallel at 1, 2, 4 and 8 threads (more threads than CPUs share them).
                new Run(ThreadsBenchmark.class, Map.of(), false),
                new Run(RestoreBenchmark.class, Map.of("scenario", names(Scenario.values())), false),
                new Run(RooflineBenchmark.class, Map.of("scenario", names(Scenario.values())), false),
                // A render takes about a microsecond, so the JIT needs many calls to compile it, and
                // on a busy machine its compiler threads get little time: seconds of warm-up.
                new Run(RenderBenchmark.class, Map.of(), true, 5),
                new Run(ScalingBenchmark.class, Map.of("impl", new String[] {"CORE"}), false),
                // The engine from 1024^2 to 65536^2 (2^32 cells, the engine's limit) and 10^3 to 10^5
                // robots, 10^6 on 65536^2, whose fork needs 6 GB (a game there takes 2.6 GB, the
                // setup's position and board planes 2 GB more); the arena scan (a byte per cell,
                // three arenas) only up to 16384^2.
                new Run(SparseBoardBenchmark.class, Map.of("impl", new String[] {"CORE"},
                        "side", new String[] {"1024", "4096", "16384", "32768"},
                        "robots", new String[] {"1000", "10000", "100000"}), false),
                new Run(SparseBoardBenchmark.class, Map.of("impl", new String[] {"CORE"},
                        "side", new String[] {"65536"},
                        "robots", new String[] {"1000", "10000", "100000", "1000000"}), false, 2, "6g"),
                new Run(SparseBoardBenchmark.class, Map.of("impl", new String[] {"ARENA"}), false));
        // Issue 30's figures again, each in several forks: the best fork against the best fork.
        String[] dense = {"B4096_1M", "B16384_4M"};
        List<Run> forkRuns = List.of(
                new Run(StepBenchmark.class, Map.of("scenario", dense, "impl", new String[] {"CORE", "PARALLEL"}), false),
                new Run(RooflineBenchmark.class, Map.of("scenario", dense), false),
                new Run(TwoThreadRooflineBenchmark.class, Map.of("scenario", dense), false),
                new Run(TwoStreamPassBenchmark.class, Map.of("scenario", dense), false),
                new Run(StepOnBenchmark.class, Map.of("scenario", dense), false),
                new Run(SparseBoardBenchmark.class, Map.of("impl", new String[] {"CORE"},
                        "side", new String[] {"65536"}, "robots", new String[] {"1000000"}), false, 2, "6g"));
        long t0 = System.nanoTime();
        List<RunResult> results = run(runs, 1, smoke);
        List<RunResult> forkResults = run(forkRuns, smoke ? 1 : ForkTable.FORKS, smoke);
        long seconds = (System.nanoTime() - t0) / 1_000_000_000L;
        String machine = MachineInfo.machine();
        String jdk = System.getProperty("java.version");
        String notes = "Run " + started + " (" + seconds + " s): JDK " + jdk + " (" + System.getProperty("java.vm.name")
                + "), " + machine + ", " + Runtime.getRuntime().availableProcessors() + " CPUs, load average before "
                + loadBefore + ", after " + MachineInfo.loadAverage()
                + ". The machine may be shared: compare the load averages with the CPUs.\n"
                + "Times are medians of " + (smoke ? 1 : 5) + " iterations (one fork, -Xms2g -Xmx2g; 6g for 65536^2;"
                + " every fork adds --add-modules=jdk.incubator.vector, so the engine's dense rows go by "
                + MachineInfo.vectorShape() + " vectors);"
                + " 'vs core' is"
                + " the time divided by the engine's sequential time in the same run (> 1: slower than the engine);"
                + " 'x roofline' the time divided by the roofline's (one streaming pass over the board's words)"
                + " in the same run;"
                + " 'alloc B/op' is JMH's -prof gc, every thread of the fork (JMH's own ~6 KB per iteration included,"
                + " spread over the iteration's operations); the last table counts only the threads doing the work.\n";
        String table = SuiteTable.table(results) + "\n" + ForkTable.table(forkResults, smoke ? 1 : ForkTable.FORKS) + "\n"
                + AllocationTable.table(smoke);
        System.out.println();
        System.out.print(notes);
        System.out.println(table);

        Files.createDirectories(out);
        String base = started + "-jdk" + jdk + "-" + MachineInfo.slug(machine) + (smoke ? "-smoke" : "");
        Path json = out.resolve(base + ".json");
        try (PrintStream ps = new PrintStream(Files.newOutputStream(json), true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, ps).writeOut(results);
        }
        // Apart, so that the charts (drawn from the first file) show each benchmark once.
        Path forksJson = out.resolve(base + "-forks.json");
        try (PrintStream ps = new PrintStream(Files.newOutputStream(forksJson), true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, ps).writeOut(forkResults);
        }
        Path text = out.resolve(base + ".md");
        Files.writeString(text, "# robots-bench quick suite\n\n" + notes + "\n```\n" + table + "```\n",
                StandardCharsets.UTF_8);
        System.out.println("Wrote " + json + ", " + forksJson + " and " + text + "; charts " + BenchCharts.write(json));
    }

    /** Runs each of {@code runs} in {@code forks} forks. */
    private static List<RunResult> run(List<Run> runs, int forks, boolean smoke) throws RunnerException {
        List<RunResult> results = new ArrayList<>();
        for (Run run : runs) {
            ChainedOptionsBuilder o = new OptionsBuilder()
                    .include("^" + run.benchmark().getName().replace(".", "\\.") + "\\.")
                    .forks(forks)
                    .warmupIterations(smoke ? 1 : run.warmups())
                    .warmupTime(smoke ? TimeValue.milliseconds(50) : TimeValue.seconds(1))
                    .measurementIterations(smoke ? 1 : 5)
                    .measurementTime(smoke ? TimeValue.milliseconds(50) : TimeValue.milliseconds(400))
                    .timeUnit(TimeUnit.NANOSECONDS);
            run.params().forEach(o::param);
            if (run.heap() != null) {
                o.jvmArgsAppend("-Xms" + run.heap(), "-Xmx" + run.heap());
            }
            if (run.gc()) {
                o.addProfiler(GCProfiler.class);
            }
            results.addAll(new Runner(o.build()).run());
        }
        return results;
    }

    private static String[] names(Enum<?>[] values) {
        return Arrays.stream(values).map(Enum::name).toArray(String[]::new);
    }
}
