package dev.robots.bench;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;

/**
 * The quick suite's table of issue 30's figures, each benchmark run in {@link #FORKS} forks: the
 * dense step against the roofline pass, {@code Resolver.parallel(2)} against the sequential step
 * and against the pass on two threads ({@link TwoThreadRooflineBenchmark}), the step of a game
 * going on ({@link StepOnBenchmark}, in place) against the fastest plain pass
 * ({@link TwoStreamPassBenchmark}), and the list walk of a million robots on 65536^2. On a virtual machine a fork's time depends on
 * where the host places its memory (forks started alike spread up to 1.5x at 16384^2:
 * docs/research/log.md), so one fork says little; this table gives each fork's median
 * and compares the best fork with the best fork, as issue 30 measures.
 */
final class ForkTable {
    /** Forks of each benchmark in this table. */
    static final int FORKS = 3;
    private static final String FORMAT = "%-24s %-25s %10s   %-34s %s%n";

    private ForkTable() {
    }

    /** The table, from the results of the fork runs (step, roofline and list walk). */
    static String table(Collection<RunResult> results, int forks) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "Best of %d fork%s (each fork's median; the best fork against the best fork):%n",
                forks, forks == 1 ? "" : "s"));
        String header = String.format(Locale.ROOT, FORMAT, "scenario", "what", "best", "each fork", "ratio");
        sb.append(header).append("-".repeat(header.length() - 1)).append('\n');
        for (Scenario s : new Scenario[] {Scenario.B4096_1M, Scenario.B16384_4M}) {
            List<Double> core = forks(results, "Step", s.name(), "CORE");
            List<Double> parallel = forks(results, "Step", s.name(), "PARALLEL");
            List<Double> pass = forks(results, "Roofline", s.name(), null);
            List<Double> pass2 = forks(results, "TwoThreadRoofline", s.name(), null);
            List<Double> twoStream = forks(results, "TwoStreamPass", s.name(), null);
            List<Double> stepOn = forks(results, "StepOn", s.name(), null);
            if (core.isEmpty() || pass.isEmpty()) {
                continue;
            }
            row(sb, s.label(), "roofline pass", pass, "");
            row(sb, "", "step, sequential", core,
                    String.format(Locale.ROOT, "%.2fx the pass", best(core) / best(pass)));
            if (!pass2.isEmpty()) {
                row(sb, "", "roofline pass, 2 threads", pass2,
                        String.format(Locale.ROOT, "%.2fx as fast as 1 thread", best(pass) / best(pass2)));
            }
            if (!parallel.isEmpty()) {
                row(sb, "", "step, parallel(2)", parallel,
                        String.format(Locale.ROOT, "%.2fx as fast as sequential", best(core) / best(parallel))
                        + (pass2.isEmpty() ? "" : String.format(Locale.ROOT, "; %.2fx the 2-thread pass",
                                best(parallel) / best(pass2))));
            }
            if (!twoStream.isEmpty() && !stepOn.isEmpty()) {
                row(sb, "", "two-stream pass", twoStream, "");
                row(sb, "", "step of a game going on", stepOn,
                        String.format(Locale.ROOT, "%.2fx the two-stream pass", best(stepOn) / best(twoStream)));
            }
        }
        for (RunResult r : results) {
            BenchmarkParams p = r.getParams();
            if (p.getBenchmark().contains("SparseBoard")) {
                long robots = Long.parseLong(p.getParam("robots"));
                List<Double> perRobot = forkMedians(r).stream().map(ns -> ns / robots).collect(Collectors.toList());
                sb.append(String.format(Locale.ROOT, FORMAT, p.getParam("side") + "^2 R=" + Boards.human(robots),
                        "list walk, per robot", String.format(Locale.ROOT, "%.2f ns", best(perRobot)),
                        perRobot.stream().map(v -> String.format(Locale.ROOT, "%.2f", v))
                                .collect(Collectors.joining(", ")), ""));
            }
        }
        return sb.toString();
    }

    private static void row(StringBuilder sb, String scenario, String what, List<Double> forks, String ratio) {
        sb.append(String.format(Locale.ROOT, FORMAT, scenario, what, SuiteTable.time(best(forks)),
                forks.stream().map(SuiteTable::time).collect(Collectors.joining(", ")), ratio));
    }

    private static double best(List<Double> forks) {
        return forks.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    /** Each fork's median of the benchmark {@code name} on {@code scenario} with {@code impl} (null: any). */
    private static List<Double> forks(Collection<RunResult> results, String name, String scenario, String impl) {
        for (RunResult r : results) {
            BenchmarkParams p = r.getParams();
            String benchmark = p.getBenchmark();
            String cls = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
            if (cls.startsWith(name) && scenario.equals(p.getParam("scenario"))
                    && (impl == null || impl.equals(p.getParam("impl")))) {
                return forkMedians(r);
            }
        }
        return List.of();
    }

    /** The median of each fork's iterations, in fork order. */
    static List<Double> forkMedians(RunResult r) {
        List<Double> medians = new ArrayList<>();
        for (BenchmarkResult fork : r.getBenchmarkResults()) {
            List<Double> scores = new ArrayList<>();
            for (IterationResult i : fork.getIterationResults()) {
                scores.add(i.getPrimaryResult().getScore());
            }
            scores.sort(Double::compare);
            int n = scores.size();
            medians.add(n % 2 == 1 ? scores.get(n / 2) : (scores.get(n / 2 - 1) + scores.get(n / 2)) / 2);
        }
        return medians;
    }
}
