package dev.robots.cli.check.model;

import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.PrintedField;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Fields for failure reports: rendered from states, compared cell by cell, shown side by side. */
public final class FieldReport {
    /** Where a new robot may appear; in the expected field exactly one of these shows {@code X}. */
    public static final char MAYBE_ROBOT = '?';
    private static final int MAX_SIDE_BY_SIDE = 160;

    private FieldReport() {
    }

    /** A titled block of rows. */
    public record Panel(String title, List<String> rows) {
        public Panel {
            rows = List.copyOf(rows);
        }
    }

    /** The cells of {@code s}, row by row. */
    public static char[][] cells(State s) {
        char[][] rows = new char[s.height()][s.width()];
        for (char[] row : rows) {
            Arrays.fill(row, '.');
        }
        // Painted from the least shown up: the player hides a robot, a robot a pit, a pit the exit.
        rows[s.exit().y()][s.exit().x()] = '<';
        s.pits().forEach(c -> rows[c.y()][c.x()] = '0');
        s.robots().forEach(c -> rows[c.y()][c.x()] = 'X');
        rows[s.player().y()][s.player().x()] = '@';
        return rows;
    }

    /** The expected field of a continuing game; corners where the new robot may appear show {@code ?}. */
    public static char[][] expected(Continued c) {
        char[][] rows = cells(c.state());
        if (c.newRobotExpected()) {
            for (Cell corner : c.freeCorners()) {
                rows[corner.y()][corner.x()] = MAYBE_ROBOT;
            }
        }
        return rows;
    }

    public static List<String> lines(char[][] rows) {
        List<String> lines = new ArrayList<>(rows.length);
        for (char[] row : rows) {
            lines.add(PrintedField.joinCells(row));
        }
        return lines;
    }

    /**
     * The cells where {@code received} does not match {@code expected}: every cell must match, except
     * the {@code ?} cells, of which exactly one must show a robot and the rest must be empty.
     */
    public static Set<Cell> differences(char[][] expected, PrintedField received) {
        Set<Cell> diff = new LinkedHashSet<>();
        List<Cell> maybe = new ArrayList<>();
        List<Cell> maybeRobots = new ArrayList<>();
        for (int y = 0; y < expected.length; y++) {
            for (int x = 0; x < expected[y].length; x++) {
                char got = received.at(x, y);
                if (expected[y][x] == MAYBE_ROBOT) {
                    Cell c = new Cell(x, y);
                    maybe.add(c);
                    if (got == 'X') {
                        maybeRobots.add(c);
                    } else if (got != '.') {
                        diff.add(c);
                    }
                } else if (got != expected[y][x]) {
                    diff.add(new Cell(x, y));
                }
            }
        }
        if (!maybe.isEmpty() && maybeRobots.size() != 1) {
            diff.addAll(maybeRobots.isEmpty() ? maybe : maybeRobots);
        }
        return diff;
    }

    /**
     * The rows with a {@code *} just left of every cell in {@code marked}; every row gets one leading
     * column so that a cell in column 0 can be marked too.
     */
    public static List<String> marked(List<String> rows, Set<Cell> marked) {
        // One pass over the rows and one over the marks: a wholly wrong 1000x1000 field has a million.
        StringBuilder[] builders = new StringBuilder[rows.size()];
        for (int y = 0; y < rows.size(); y++) {
            builders[y] = new StringBuilder(" ").append(rows.get(y));
        }
        for (Cell c : marked) {
            if (c.y() >= 0 && c.y() < builders.length && c.x() >= 0 && 2L * c.x() < builders[c.y()].length()) {
                builders[c.y()].setCharAt(2 * c.x(), '*');
            }
        }
        List<String> out = new ArrayList<>(rows.size());
        for (StringBuilder sb : builders) {
            out.add(sb.toString());
        }
        return out;
    }

    /**
     * Panels of a {@code width} x {@code height} field for a report: whole, side by side, or on a
     * large field through a {@link FieldWindow} around {@code focus}.
     */
    public static List<String> show(List<Panel> panels, int width, int height, java.util.Collection<Cell> focus) {
        if (!FieldWindow.needed(width, height)) {
            return sideBySide(panels);
        }
        return FieldWindow.around(width, height, focus).show(panels);
    }

    /** Panels side by side when they fit in {@value #MAX_SIDE_BY_SIDE} columns; else the first above the rest. */
    static List<String> sideBySide(List<Panel> panels) {
        int total = 0;
        for (Panel p : panels) {
            total += width(p) + 4;
        }
        if (total <= MAX_SIDE_BY_SIDE || panels.size() <= 2) {
            return join(panels);
        }
        List<String> out = new ArrayList<>(join(panels.subList(0, 1)));
        out.add("");
        out.addAll(sideBySide(panels.subList(1, panels.size())));
        return out;
    }

    private static int width(Panel p) {
        int w = p.title().length();
        for (String r : p.rows()) {
            w = Math.max(w, r.length());
        }
        return w;
    }

    /** Panels side by side, whatever their width. */
    static List<String> join(List<Panel> panels) {
        int height = 0;
        for (Panel p : panels) {
            height = Math.max(height, p.rows().size());
        }
        List<String> out = new ArrayList<>(height + 1);
        for (int line = -1; line < height; line++) {
            StringBuilder sb = new StringBuilder("  ");
            for (int i = 0; i < panels.size(); i++) {
                Panel p = panels.get(i);
                String text = line < 0 ? p.title() : line < p.rows().size() ? p.rows().get(line) : "";
                sb.append(text);
                if (i < panels.size() - 1) {
                    sb.append(" ".repeat(width(p) - text.length() + 4));
                }
            }
            out.add(sb.toString().stripTrailing());
        }
        return out;
    }
}
