/**
 * The quick suite's charts: {@code BenchCharts} reads a JMH results file ({@code JmhResults}, with
 * Gson) and writes three SVG charts beside it, drawn by {@code ChartDrawing} with JFreeChart and
 * written by JFreeSVG.
 *
 * <p>Invariants: every value axis is logarithmic, in whole decades (the figures span from a few ns
 * per robot to tens of µs); a chart has a legend naming each line or bar; the same results give
 * the same SVG bytes (no clock-drawn ids); a results file that is not what JMH writes is one
 * {@link java.lang.IllegalArgumentException} saying what is wrong and where.
 */
package dev.robots.bench.charts;
