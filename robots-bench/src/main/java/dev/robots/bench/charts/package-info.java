/**
 * Pictures of benchmark results: {@link dev.robots.bench.charts.BenchCharts} turns a JMH results
 * JSON file (as {@code run-quick.sh} writes under {@code robots-bench/results/}) into SVG charts
 * beside it. Hand-written SVG and a minimal JSON reader ({@code JmhResults}): no dependency.
 * Invariant: a chart only draws numbers read from the file, never measures anything itself.
 */
package dev.robots.bench.charts;
