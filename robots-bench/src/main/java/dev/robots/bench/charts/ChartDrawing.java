package dev.robots.bench.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;

/**
 * Draws the bench charts with JFreeChart and writes them as SVG with JFreeSVG: lines of points on
 * two logarithmic axes, and grouped bars on a logarithmic value axis, each with a legend. The
 * figures span decades (an arena scan of 20 µs beside engine steps of a few ns per robot), so
 * every value axis is logarithmic: a linear one squashes the fast lines onto zero.
 */
final class ChartDrawing {
    static final int WIDTH = 900;
    static final int HEIGHT = 520;
    private static final Color[] COLORS = {
        new Color(0x2266cc), new Color(0xcc3333), new Color(0x22aa77), new Color(0xff8800),
        new Color(0xaa00ff), new Color(0x666666), new Color(0x00aacc), new Color(0x996633)};
    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 16);
    private static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 12);

    private ChartDrawing() {
    }

    /** One line per series of (x, y) points; both axes logarithmic. An empty map draws {@code none}. */
    static String lines(String title, String subtitle, Map<String, List<double[]>> series, String xName,
            String yName, String none) {
        XYSeriesCollection data = new XYSeriesCollection();
        series.forEach((name, points) -> {
            XYSeries line = new XYSeries(name, true, false);
            points.forEach(p -> line.add(p[0], p[1]));
            data.addSeries(line);
        });
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < series.size(); i++) {
            renderer.setSeriesPaint(i, COLORS[i % COLORS.length]);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
        }
        LogAxis yAxis = logAxis(yName);
        double low = series.values().stream().flatMap(List::stream).mapToDouble(p -> p[1]).min().orElse(1);
        double high = series.values().stream().flatMap(List::stream).mapToDouble(p -> p[1]).max().orElse(10);
        // Whole decades, at least two, so that the axis always has labelled ticks to read the points by.
        double bottom = Math.floor(Math.log10(low));
        yAxis.setRange(Math.pow(10, bottom), Math.pow(10, Math.max(bottom + 2, Math.ceil(Math.log10(high)))));
        XYPlot plot = new XYPlot(data, logAxis(xName), yAxis, renderer);
        style(plot);
        plot.setNoDataMessage(none);
        return svg(chart(title, subtitle, plot));
    }

    /** Bars of {@code values} (group, then bar within the group), labelled with {@code label}; log value axis. */
    static String bars(String title, String subtitle, Map<String, Map<String, Double>> values, String yName,
            NumberFormat label, String none) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        values.forEach((group, bars) -> bars.forEach((bar, v) -> data.addValue(v, bar, group)));
        BarRenderer renderer = new BarRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setItemMargin(0.05);
        for (int i = 0; i < COLORS.length; i++) {
            renderer.setSeriesPaint(i, COLORS[i]);
        }
        renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}", label));
        renderer.setDefaultItemLabelsVisible(true);
        renderer.setDefaultItemLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        renderer.setDefaultPositiveItemLabelPosition(
                new ItemLabelPosition(ItemLabelAnchor.OUTSIDE12, TextAnchor.CENTER_LEFT, TextAnchor.CENTER_LEFT,
                        -Math.PI / 2));
        CategoryAxis groups = new CategoryAxis(null);
        groups.setCategoryLabelPositions(CategoryLabelPositions.STANDARD);
        groups.setMaximumCategoryLabelLines(2);
        LogAxis valueAxis = logAxis(yName);
        renderer.setIncludeBaseInRange(false);
        double low = values.values().stream().flatMap(m -> m.values().stream()).mapToDouble(v -> v).min().orElse(1);
        double high = values.values().stream().flatMap(m -> m.values().stream()).mapToDouble(v -> v).max().orElse(10);
        // From the decade below the smallest bar (bars start there) to room above the largest for its label.
        valueAxis.setRange(Math.pow(10, Math.floor(Math.log10(low))), high * Math.pow(10, 0.9));
        CategoryPlot plot = new CategoryPlot(data, groups, valueAxis, renderer);
        plot.setNoDataMessage(none);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(new Color(0xcccccc));
        return svg(chart(title, subtitle, plot));
    }

    private static void style(XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xcccccc));
        plot.setRangeGridlinePaint(new Color(0xcccccc));
    }

    /** A base-10 logarithmic axis whose ticks read 10^3, 10^4, ... (or plain numbers for small ranges). */
    private static LogAxis logAxis(String name) {
        LogAxis axis = new LogAxis(name);
        axis.setBase(10);
        axis.setSmallestValue(1e-3);
        axis.setTickUnit(new NumberTickUnit(1)); // one tick a decade: half decades read 3162277.66
        axis.setNumberFormatOverride(new PowerOfTen());
        return axis;
    }

    private static JFreeChart chart(String title, String subtitle, org.jfree.chart.plot.Plot plot) {
        JFreeChart chart = new JFreeChart(title, TITLE, plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        chart.addSubtitle(new TextTitle(subtitle, SUBTITLE));
        return chart;
    }

    private static String svg(JFreeChart chart) {
        SVGGraphics2D g2 = new SVGGraphics2D(WIDTH, HEIGHT);
        g2.setDefsKeyPrefix("chart"); // the default prefix is drawn from the clock: the same chart would differ
        chart.draw(g2, new Rectangle(0, 0, WIDTH, HEIGHT));
        // No DOCTYPE: it names a DTD on the web that no reader needs and an XML parser would fetch.
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + g2.getSVGElement() + "\n";
    }

    /** Tick labels of a log axis: exact powers of ten as 10^n, others (minor ticks are unlabelled) plain. */
    static final class PowerOfTen extends NumberFormat {
        private static final long serialVersionUID = 1L;
        private final DecimalFormat plain = new DecimalFormat("0.###", DecimalFormatSymbols.getInstance(Locale.ROOT));

        @Override
        public StringBuffer format(double number, StringBuffer to, FieldPosition pos) {
            double exponent = Math.log10(number);
            long rounded = Math.round(exponent);
            if (Math.abs(exponent - rounded) < 1e-9 && (rounded >= 4 || rounded <= -2)) {
                return to.append("10^").append(rounded);
            }
            return plain.format(number, to, pos);
        }

        @Override
        public StringBuffer format(long number, StringBuffer to, FieldPosition pos) {
            return format((double) number, to, pos);
        }

        @Override
        public Number parse(String source, ParsePosition pos) {
            throw new UnsupportedOperationException("tick labels are only written");
        }
    }
}
