package dev.robots.cli.check.model;

import dev.robots.cli.check.model.FieldReport.Panel;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.ReceivedRows;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The part of a large field a report shows: at most {@value #COLUMNS} columns of a field wider than
 * {@value #MAX_WHOLE} cells and {@value #ROWS} rows of one taller than that, around the cells that
 * matter (those that differ, or the player), with the coordinates of the rows and columns shown. A
 * report on a 1000x1000 field stays a few KB.
 *
 * @param x0 the first column shown
 * @param y0 the first row shown
 * @param columns how many columns are shown
 * @param rows how many rows are shown
 * @param width the field's width
 * @param height the field's height
 */
record FieldWindow(int x0, int y0, int columns, int rows, int width, int height) {
    /** Fields at most this wide and tall are shown whole. */
    static final int MAX_WHOLE = ReceivedRows.MAX_WHOLE;
    /** Columns in a window: three panels of them fit side by side in a report. */
    static final int COLUMNS = 24;
    static final int ROWS = 16;

    /** Whether a field of this size is shown through a window rather than whole. */
    static boolean needed(int width, int height) {
        return ReceivedRows.large(width, height);
    }

    /** The window on a {@code width} x {@code height} field around {@code focus} (its middle if empty). */
    static FieldWindow around(int width, int height, Collection<Cell> focus) {
        int columns = width > MAX_WHOLE ? COLUMNS : width;
        int rows = height > MAX_WHOLE ? ROWS : height;
        int cx = width / 2;
        int cy = height / 2;
        if (!focus.isEmpty()) {
            Cell first = focus.iterator().next();
            int minX = first.x();
            int maxX = first.x();
            int minY = first.y();
            int maxY = first.y();
            for (Cell c : focus) {
                minX = Math.min(minX, c.x());
                maxX = Math.max(maxX, c.x());
                minY = Math.min(minY, c.y());
                maxY = Math.max(maxY, c.y());
            }
            // The whole group when it fits, else the first cell in the middle.
            cx = maxX - minX < columns ? (minX + maxX) / 2 : first.x();
            cy = maxY - minY < rows ? (minY + maxY) / 2 : first.y();
        }
        int x0 = Math.max(0, Math.min(cx - columns / 2, width - columns));
        int y0 = Math.max(0, Math.min(cy - rows / 2, height - rows));
        return new FieldWindow(x0, y0, columns, rows, width, height);
    }

    /**
     * The panels (rows as {@link FieldReport#marked} makes them) cut to this window, side by side
     * after a column of row numbers, with a ruler of column numbers above and a line saying what
     * is shown.
     */
    List<String> show(List<Panel> panels) {
        List<Panel> cut = new ArrayList<>(panels.size());
        for (int i = 0; i < panels.size(); i++) {
            Panel p = panels.get(i);
            // The first panel carries the row numbers on its left.
            String blank = i == 0 ? " ".repeat(labelWidth()) : "";
            List<String> shown = new ArrayList<>(rows + 1);
            shown.add(blank + ruler());
            for (int y = y0; y < y0 + rows && y < p.rows().size(); y++) {
                String row = p.rows().get(y);
                int from = Math.min(row.length(), 2 * x0);
                int to = Math.min(row.length(), 2 * (x0 + columns));
                String label = i == 0 ? String.format("%-" + labelWidth() + "s", "y=" + y) : "";
                shown.add(label + row.substring(from, to));
            }
            cut.add(new Panel(blank + p.title(), shown));
        }
        // Always side by side: a window is narrow enough for three panels.
        List<String> out = new ArrayList<>(FieldReport.join(cut));
        out.add("  (a window of the " + width + "x" + height + " field: columns " + x0 + " to " + (x0 + columns - 1)
                + ", rows " + y0 + " to " + (y0 + rows - 1) + ")");
        return out;
    }

    private int labelWidth() {
        return ("y=" + (y0 + rows - 1)).length();
    }

    /** Column numbers over the cells of the window: every fifth column, where the number fits. */
    private String ruler() {
        StringBuilder sb = new StringBuilder();
        for (int x = x0; x < x0 + columns; x++) {
            int at = 2 * (x - x0) + 1;
            if (x % 5 == 0 && sb.length() <= at) {
                sb.append(" ".repeat(at - sb.length())).append(x);
            }
        }
        return sb.toString();
    }
}
