package dev.robots.bench;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * The quick suite's results table: one row per JMH result with its median time, ns per
 * robot-move, ratio to the engine's sequential resolver and multiple of the roofline pass.
 */
final class SuiteTable {
    private SuiteTable() {
    }

    /** One table row per result, grouped by benchmark and scenario. */
    static String table(Collection<RunResult> results) {
        // Core times per (benchmark, scenario key), for the ratio column.
        Map<String, Double> core = new TreeMap<>();
        for (RunResult r : results) {
            BenchmarkParams p = r.getParams();
            // A thread-scaling row at 1 thread is the sequential resolver: the others' reference.
            if ("CORE".equals(p.getParam("impl")) || "1".equals(p.getParam("threads"))) {
                core.put(shortName(p) + "|" + scenarioKey(p), median(r));
            }
        }
        // Roofline times per scenario, for the "x roofline" column.
        Map<String, Double> roofline = new TreeMap<>();
        for (RunResult r : results) {
            if (shortName(r.getParams()).startsWith("Roofline")) {
                roofline.put(r.getParams().getParam("scenario"), median(r));
            }
        }
        StringBuilder sb = new StringBuilder();
        String header = String.format(Locale.ROOT, "%-22s %-26s %-9s %14s %12s %9s %10s %12s%n",
                "benchmark", "scenario", "resolver", "time/turn", "ns/robot", "vs core", "x roofline", "alloc B/op");
        sb.append(header).append("-".repeat(header.length() - 1)).append('\n');
        for (RunResult r : results) {
            BenchmarkParams p = r.getParams();
            String name = shortName(p);
            double ns = median(r);
            long robots = robots(p);
            String impl = p.getParam("threads") != null ? "threads " + p.getParam("threads")
                    : Optional.ofNullable(p.getParam("impl")).orElse("CORE");
            if (name.equals("Restore.restoreTwice")) {
                ns /= 2;
                name = "Restore (one)";
            }
            Double coreNs = core.get(shortName(p) + "|" + scenarioKey(p));
            String ratio = coreNs == null || p.getParam("impl") == null && p.getParam("threads") == null ? ""
                    : String.format(Locale.ROOT, "%.2f", ns / coreNs);
            String alloc = Optional.ofNullable(r.getSecondaryResults().get("gc.alloc.rate.norm"))
                    .map(a -> String.format(Locale.ROOT, "%.0f", a.getScore())).orElse("");
            Double rooflineNs = p.getParam("scenario") == null ? null : roofline.get(p.getParam("scenario"));
            boolean stepOrTurn = name.startsWith("Step") || name.startsWith("Turn") || name.startsWith("Roofline");
            String ofRoofline = rooflineNs == null || !stepOrTurn ? ""
                    : String.format(Locale.ROOT, "%.2f", ns / rooflineNs);
            if (name.startsWith("Roofline")) {
                impl = "pass";
            }
            sb.append(String.format(Locale.ROOT, "%-22s %-26s %-9s %14s %12s %9s %10s %12s%n", name, scenarioLabel(p),
                    impl.toLowerCase(Locale.ROOT), time(ns),
                    robots > 0 ? String.format(Locale.ROOT, "%.2f", ns / robots) : "",
                    ratio, ofRoofline, alloc));
        }
        return sb.toString();
    }

    /** The median of the iteration scores of all forks. */
    static double median(RunResult r) {
        List<Double> scores = new ArrayList<>();
        for (BenchmarkResult b : r.getBenchmarkResults()) {
            for (IterationResult i : b.getIterationResults()) {
                Result<?> primary = i.getPrimaryResult();
                scores.add(primary.getScore());
            }
        }
        scores.sort(Double::compare);
        int n = scores.size();
        return n % 2 == 1 ? scores.get(n / 2) : (scores.get(n / 2 - 1) + scores.get(n / 2)) / 2;
    }

    private static String shortName(BenchmarkParams p) {
        String b = p.getBenchmark();
        String cls = b.substring(b.lastIndexOf('.', b.lastIndexOf('.') - 1) + 1);
        return cls.replace("Benchmark", "");
    }

    private static String scenarioKey(BenchmarkParams p) {
        return p.getParam("scenario") + "/" + p.getParam("robots") + "/" + p.getParam("side");
    }

    private static String scenarioLabel(BenchmarkParams p) {
        if (p.getParam("scenario") != null) {
            return Scenario.valueOf(p.getParam("scenario")).label();
        }
        if (p.getParam("side") != null) {
            return p.getParam("side") + "^2 R=" + Boards.human(Long.parseLong(p.getParam("robots")));
        }
        if (p.getParam("robots") != null) {
            int robots = Integer.parseInt(p.getParam("robots"));
            int side = ScalingBenchmark.side(robots);
            return side + "x" + side + " R=" + Boards.human(robots);
        }
        return Scenario.STATEMENT_30X17.label();
    }

    /** Robots that move in one step of the benchmark, or 0 where that means nothing. */
    private static long robots(BenchmarkParams p) {
        if (p.getBenchmark().contains("Render") || p.getBenchmark().contains("Roofline")) {
            return 0;
        }
        if (p.getParam("scenario") != null) {
            return Scenario.valueOf(p.getParam("scenario")).robots();
        }
        return p.getParam("robots") != null ? Long.parseLong(p.getParam("robots")) : 0;
    }

    static String time(double ns) {
        if (ns >= 1e9) {
            return String.format(Locale.ROOT, "%.2f s", ns / 1e9);
        }
        if (ns >= 1e6) {
            return String.format(Locale.ROOT, "%.2f ms", ns / 1e6);
        }
        if (ns >= 1e3) {
            return String.format(Locale.ROOT, "%.2f us", ns / 1e3);
        }
        return String.format(Locale.ROOT, "%.1f ns", ns);
    }
}
