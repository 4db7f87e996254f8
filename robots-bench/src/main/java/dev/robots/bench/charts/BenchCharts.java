package dev.robots.bench.charts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a JMH results JSON file into three SVG charts written beside it:
 * {@code NAME-scaling.svg} (ScalingBenchmark: ns per robot-move against robots, log x axis),
 * {@code NAME-sparse.svg} (SparseBoardBenchmark: ns per robot-move against the board's cells, log
 * x axis) and {@code NAME-scenarios.svg} (StepBenchmark: ns per step of the engine and the
 * baselines in each scenario, log y axis). Usage: {@code java -cp robots-bench/target/benchmarks.jar
 * dev.robots.bench.charts.BenchCharts robots-bench/results/FILE.json...}.
 */
public final class BenchCharts {
    static final String SCALING = "ScalingBenchmark.step";
    static final String STEP = "StepBenchmark.step";
    static final String SPARSE = "SparseBoardBenchmark.step";
    private static final String[] COLORS = {"#26c", "#c33", "#2a7", "#f80", "#a0f"};
    private static final Pattern ROBOTS_IN_NAME = Pattern.compile("_(\\d+)([KM]?)$");

    private BenchCharts() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            System.err.println("usage: BenchCharts RESULTS.json..."
                    + " (writes NAME-scaling.svg, NAME-scenarios.svg and NAME-sparse.svg)");
            System.exit(2);
        }
        for (String arg : args) {
            System.out.println("wrote " + write(Path.of(arg)));
        }
    }

    /** Writes the three charts of a results file beside it; returns their paths. */
    public static List<Path> write(Path json) throws IOException {
        List<JmhResults.Row> rows = JmhResults.parse(Files.readString(json, StandardCharsets.UTF_8));
        String name = String.valueOf(json.getFileName()).replaceFirst("\\.json$", "");
        String title = name.replace('-', ' ');
        Path scaling = json.resolveSibling(name + "-scaling.svg");
        Path scenarios = json.resolveSibling(name + "-scenarios.svg");
        Path sparse = json.resolveSibling(name + "-sparse.svg");
        Files.writeString(scaling, scalingChart(rows, title), StandardCharsets.UTF_8);
        Files.writeString(scenarios, scenarioChart(rows, title), StandardCharsets.UTF_8);
        Files.writeString(sparse, sparseChart(rows, title), StandardCharsets.UTF_8);
        return List.of(scaling, scenarios, sparse);
    }

    /** The robots of a StepBenchmark scenario, from its name: 20 for the statement's, else the suffix (100K, 1M). */
    static long scenarioRobots(String scenario) {
        if (scenario.startsWith("STATEMENT")) {
            return 20;
        }
        Matcher m = ROBOTS_IN_NAME.matcher(scenario);
        if (!m.find()) {
            throw new IllegalArgumentException("scenario " + scenario + ": no robot count in its name");
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "K" -> n * 1_000;
            case "M" -> n * 1_000_000;
            default -> n;
        };
    }

    /** ns per robot-move against robots, one line per implementation. */
    static String scalingChart(List<JmhResults.Row> rows, String title) {
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (JmhResults.Row row : rows) {
            if (row.benchmark().endsWith(SCALING) && "ns/op".equals(row.unit())) {
                double robots = Double.parseDouble(row.params().get("robots"));
                series.computeIfAbsent(row.params().getOrDefault("impl", "CORE"), k -> new ArrayList<>())
                        .add(new double[] {robots, row.score() / robots});
            }
        }
        Svg svg = new Svg(720, 420, "ns per robot-move against robots (ScalingBenchmark, 16 cells per robot)", title);
        return lines(svg, series, "robots", "no ScalingBenchmark results in this file");
    }

    /**
     * ns per robot-move against the board's cells (SparseBoardBenchmark: the same robots on ever
     * larger boards), one line per implementation and robot count: flat lines mean the cost
     * follows the robots, not the area.
     */
    static String sparseChart(List<JmhResults.Row> rows, String title) {
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (JmhResults.Row row : rows) {
            if (row.benchmark().endsWith(SPARSE) && "ns/op".equals(row.unit())) {
                double robots = Double.parseDouble(row.params().get("robots"));
                double side = Double.parseDouble(row.params().get("side"));
                String key = row.params().getOrDefault("impl", "CORE") + " R=" + count((long) robots);
                series.computeIfAbsent(key, k -> new ArrayList<>())
                        .add(new double[] {side * side, row.score() / robots});
            }
        }
        Svg svg = new Svg(720, 420, "ns per robot-move against cells (SparseBoardBenchmark, same robots)", title);
        return lines(svg, series, "cells", "no SparseBoardBenchmark results in this file");
    }

    /** One line per series of (x, ns per robot-move) points: log x axis, linear y axis from 0. */
    private static String lines(Svg svg, Map<String, List<double[]>> series, String xName, String none) {
        if (series.isEmpty()) {
            return svg.note(none).end();
        }
        double minX = Double.MAX_VALUE;
        double maxX = 0;
        double maxY = 0;
        for (List<double[]> points : series.values()) {
            for (double[] p : points) {
                minX = Math.min(minX, p[0]);
                maxX = Math.max(maxX, p[0]);
                maxY = Math.max(maxY, p[1]);
            }
        }
        double lowX = Math.floor(Math.log10(minX));
        double highX = Math.max(lowX + 1, Math.ceil(Math.log10(maxX)));
        double top = niceCeiling(maxY * 1.15);
        svg.yAxisLinear(top, "ns per robot-move");
        svg.xAxisLog(lowX, highX, xName);
        int color = 0;
        for (Map.Entry<String, List<double[]>> e : series.entrySet()) {
            List<double[]> points = e.getValue();
            points.sort((a, b) -> Double.compare(a[0], b[0]));
            StringBuilder line = new StringBuilder();
            for (double[] p : points) {
                double x = svg.x((Math.log10(p[0]) - lowX) / (highX - lowX));
                double y = svg.y(p[1] / top);
                line.append(line.length() == 0 ? "" : " ").append(fmt(x)).append(',').append(fmt(y));
                svg.point(x, y, COLORS[color % COLORS.length], fmt(p[1]));
            }
            svg.polyline(line.toString(), COLORS[color % COLORS.length]);
            svg.legend(color, e.getKey().toLowerCase(Locale.ROOT), COLORS[color % COLORS.length]);
            color++;
        }
        return svg.end();
    }

    /** ns per step of each implementation in each StepBenchmark scenario, grouped bars on a log axis. */
    static String scenarioChart(List<JmhResults.Row> rows, String title) {
        Map<String, Map<String, Double>> byScenario = new LinkedHashMap<>();
        List<String> impls = new ArrayList<>();
        for (JmhResults.Row row : rows) {
            if (row.benchmark().endsWith(STEP) && "ns/op".equals(row.unit())) {
                String impl = row.params().get("impl");
                byScenario.computeIfAbsent(row.params().get("scenario"), k -> new LinkedHashMap<>())
                        .put(impl, row.score());
                if (!impls.contains(impl)) {
                    impls.add(impl);
                }
            }
        }
        Svg svg = new Svg(720, 420, "one step: the engine against the baselines (StepBenchmark, ns, log scale)", title);
        if (byScenario.isEmpty()) {
            return svg.note("no StepBenchmark results in this file").end();
        }
        double low = Double.MAX_VALUE;
        double high = 0;
        for (Map<String, Double> scores : byScenario.values()) {
            for (double v : scores.values()) {
                low = Math.min(low, v);
                high = Math.max(high, v);
            }
        }
        double lowExp = Math.floor(Math.log10(low));
        double highExp = Math.max(lowExp + 1, Math.ceil(Math.log10(high)));
        svg.yAxisLog(lowExp, highExp, "ns per step");
        int groups = byScenario.size();
        double groupWidth = (double) svg.plotWidth() / groups;
        double barWidth = groupWidth * 0.8 / impls.size();
        int g = 0;
        for (Map.Entry<String, Map<String, Double>> e : byScenario.entrySet()) {
            double left = svg.x((double) g / groups) + groupWidth * 0.1;
            for (int i = 0; i < impls.size(); i++) {
                Double v = e.getValue().get(impls.get(i));
                if (v != null) {
                    double y = svg.y((Math.log10(v) - lowExp) / (highExp - lowExp));
                    svg.bar(left + i * barWidth, y, barWidth - 2, svg.y(0) - y, COLORS[i % COLORS.length],
                            impls.get(i).toLowerCase(Locale.ROOT) + ": " + human(v));
                }
            }
            long robots = scenarioRobots(e.getKey());
            svg.label(left + groupWidth * 0.4, svg.y(0) + 16, e.getKey().toLowerCase(Locale.ROOT));
            svg.label(left + groupWidth * 0.4, svg.y(0) + 30, "R=" + count(robots));
            g++;
        }
        for (int i = 0; i < impls.size(); i++) {
            svg.legend(i, impls.get(i).toLowerCase(Locale.ROOT), COLORS[i % COLORS.length]);
        }
        return svg.end();
    }

    /** A robot count: 20, 100K, 1M, 4M. */
    static String count(long n) {
        if (n >= 1_000_000 && n % 1_000_000 == 0) {
            return n / 1_000_000 + "M";
        }
        if (n >= 1_000 && n % 1_000 == 0) {
            return n / 1_000 + "K";
        }
        return Long.toString(n);
    }

    static String fmt(double v) {
        return String.format(Locale.ROOT, v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : "%.2f", v);
    }

    /** A duration in ns with its unit (ns, us, ms, s), or a count with K/M. */
    static String human(double ns) {
        if (ns >= 1e9) {
            return fmt(ns / 1e9) + " s";
        }
        if (ns >= 1e6) {
            return fmt(ns / 1e6) + " ms";
        }
        if (ns >= 1e3) {
            return fmt(ns / 1e3) + " us";
        }
        return fmt(ns) + " ns";
    }

    private static double niceCeiling(double v) {
        double step = Math.pow(10, Math.floor(Math.log10(v)));
        return Math.ceil(v / step) * step;
    }
}
