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
        System.setProperty("java.awt.headless", "true"); // charts are drawn off screen, also where there is none
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
        return ChartDrawing.lines("ns per robot-move against robots (ScalingBenchmark, 16 cells per robot)", title,
                scalingSeries(rows), "robots", "ns per robot-move", "no ScalingBenchmark results in this file");
    }

    /** The scaling chart's points: per implementation, (robots, ns per robot-move). */
    static Map<String, List<double[]>> scalingSeries(List<JmhResults.Row> rows) {
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (JmhResults.Row row : rows) {
            if (row.benchmark().endsWith(SCALING) && "ns/op".equals(row.unit())) {
                double robots = Double.parseDouble(row.params().get("robots"));
                series.computeIfAbsent(implName(row), k -> new ArrayList<>())
                        .add(new double[] {robots, row.score() / robots});
            }
        }
        return series;
    }

    /**
     * ns per robot-move against the board's cells (SparseBoardBenchmark: the same robots on ever
     * larger boards), one line per implementation and robot count: flat lines mean the cost
     * follows the robots, not the area.
     */
    static String sparseChart(List<JmhResults.Row> rows, String title) {
        return ChartDrawing.lines("ns per robot-move against cells (SparseBoardBenchmark, same robots)", title,
                sparseSeries(rows), "cells", "ns per robot-move", "no SparseBoardBenchmark results in this file");
    }

    /** The sparse chart's points: per implementation and robot count, (cells, ns per robot-move). */
    static Map<String, List<double[]>> sparseSeries(List<JmhResults.Row> rows) {
        Map<String, List<double[]>> series = new LinkedHashMap<>();
        for (JmhResults.Row row : rows) {
            if (row.benchmark().endsWith(SPARSE) && "ns/op".equals(row.unit())) {
                double robots = Double.parseDouble(row.params().get("robots"));
                double side = Double.parseDouble(row.params().get("side"));
                String key = implName(row) + ", " + count((long) robots) + " robots";
                series.computeIfAbsent(key, k -> new ArrayList<>()).add(new double[] {side * side, row.score() / robots});
            }
        }
        return series;
    }

    /** ns per step of each implementation in each StepBenchmark scenario, grouped bars on a log axis. */
    static String scenarioChart(List<JmhResults.Row> rows, String title) {
        return ChartDrawing.bars("one step: the engine against the baselines (StepBenchmark)", title,
                scenarioBars(rows), "ns per step", new Duration(), "no StepBenchmark results in this file");
    }

    /** The scenario chart's bars: per scenario (named with its robots), ns per step of each implementation. */
    static Map<String, Map<String, Double>> scenarioBars(List<JmhResults.Row> rows) {
        Map<String, Map<String, Double>> byScenario = new LinkedHashMap<>();
        for (JmhResults.Row row : rows) {
            if (row.benchmark().endsWith(STEP) && "ns/op".equals(row.unit())) {
                String scenario = row.params().get("scenario");
                String group = scenario.toLowerCase(Locale.ROOT) + " (" + count(scenarioRobots(scenario)) + " robots)";
                byScenario.computeIfAbsent(group, k -> new LinkedHashMap<>()).put(implName(row), row.score());
            }
        }
        return byScenario;
    }

    private static String implName(JmhResults.Row row) {
        return row.params().getOrDefault("impl", "CORE").toLowerCase(Locale.ROOT);
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

    /** A bar's label: its duration in ns, us, ms or s ({@link #human}). */
    private static final class Duration extends java.text.NumberFormat {
        private static final long serialVersionUID = 1L;

        @Override
        public StringBuffer format(double ns, StringBuffer to, java.text.FieldPosition pos) {
            return to.append(human(ns));
        }

        @Override
        public StringBuffer format(long ns, StringBuffer to, java.text.FieldPosition pos) {
            return to.append(human(ns));
        }

        @Override
        public Number parse(String source, java.text.ParsePosition pos) {
            throw new UnsupportedOperationException("bar labels are only written");
        }
    }
}
