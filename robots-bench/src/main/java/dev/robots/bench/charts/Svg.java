package dev.robots.bench.charts;

import java.util.Locale;

/** A chart's SVG text: a plot area with margins, axes, marks and a legend; coordinates in pixels. */
final class Svg {
    private static final int LEFT = 80;
    private static final int RIGHT = 150;
    private static final int TOP = 50;
    private static final int BOTTOM = 60;
    private final StringBuilder sb = new StringBuilder();
    private final int width;
    private final int height;

    Svg(int width, int height, String heading, String subtitle) {
        this.width = width;
        this.height = height;
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" font-family=\"sans-serif\" font-size=\"11\">\n")
                .append("<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n");
        text(LEFT, 20, heading, "start", "font-size=\"14\" font-weight=\"bold\"");
        text(LEFT, 36, subtitle, "start", "fill=\"#666\"");
    }

    int plotWidth() {
        return width - LEFT - RIGHT;
    }

    /** The pixel column of a fraction of the plot's width. */
    double x(double fraction) {
        return LEFT + fraction * plotWidth();
    }

    /** The pixel row of a fraction of the plot's height, 0 at the bottom. */
    double y(double fraction) {
        return height - BOTTOM - fraction * (height - TOP - BOTTOM);
    }

    void yAxisLinear(double top, String name) {
        for (int i = 0; i <= 5; i++) {
            double y = y(i / 5.0);
            gridLine(y);
            text(LEFT - 6, y + 4, BenchCharts.fmt(top * i / 5), "end", "");
        }
        axisName(name);
    }

    void yAxisLog(double lowExp, double highExp, String name) {
        for (double e = lowExp; e <= highExp; e++) {
            double y = y((e - lowExp) / (highExp - lowExp));
            gridLine(y);
            text(LEFT - 6, y + 4, BenchCharts.human(Math.pow(10, e)), "end", "");
        }
        axisName(name);
    }

    void xAxisLog(double lowExp, double highExp, String name) {
        for (double e = lowExp; e <= highExp; e++) {
            double x = x((e - lowExp) / (highExp - lowExp));
            sb.append(String.format(Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
                    x, y(0), x, y(1)));
            text(x, y(0) + 16, "10^" + (int) e, "middle", "");
        }
        text(x(0.5), height - 18, name, "middle", "");
    }

    void point(double x, double y, String color, String label) {
        sb.append(String.format(Locale.ROOT, "<circle class=\"point\" cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"/>%n",
                x, y, color));
        text(x, y - 8, label, "middle", "");
    }

    void polyline(String points, String color) {
        sb.append("<polyline fill=\"none\" stroke=\"").append(color).append("\" stroke-width=\"2\" points=\"")
                .append(points).append("\"/>\n");
    }

    void bar(double x, double y, double w, double h, String color, String tooltip) {
        sb.append(String.format(Locale.ROOT,
                "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\">"
                        + "<title>%s</title></rect>%n",
                x, y, Math.max(1, w), Math.max(0, h), color, escape(tooltip)));
    }

    void label(double x, double y, String text) {
        text(x, y, text, "middle", "");
    }

    void legend(int index, String name, String color) {
        double y = TOP + 10 + index * 18;
        sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"12\" height=\"12\" fill=\"%s\"/>%n",
                width - RIGHT + 20, y - 10, color));
        text(width - RIGHT + 38, y, name, "start", "");
    }

    Svg note(String text) {
        text(x(0.5), y(0.5), text, "middle", "");
        return this;
    }

    String end() {
        return sb.append("</svg>\n").toString();
    }

    private void gridLine(double y) {
        sb.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>%n",
                LEFT, y, x(1), y));
    }

    private void axisName(String name) {
        sb.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"%.1f\" transform=\"rotate(-90 16 %.1f)\""
                + " text-anchor=\"middle\">%s</text>%n", y(0.5), y(0.5), escape(name)));
    }

    private void text(double x, double y, String text, String anchor, String extra) {
        sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" %s>%s</text>%n",
                x, y, anchor, extra, escape(text)));
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
