package dev.robots.cli.conversation;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A field as a program printed it, cell by cell: the checker's own small parser, independent of
 * the engine's text format. It only checks the shape (H rows of W cells joined by single spaces,
 * each cell one of {@code . 0 X @ <}); what the cells mean is judged by the caller.
 */
public final class PrintedField {
    static final String CELL_CHARS = ".0X@<";

    private final int width;
    private final int height;
    private final char[][] rows;

    private PrintedField(int width, int height, char[][] rows) {
        this.width = width;
        this.height = height;
        this.rows = rows;
    }

    /** Thrown when a row is not W cells joined by single spaces. */
    public static final class FormatException extends Exception {
        private static final long serialVersionUID = 1L;

        FormatException(String message) {
            super(message);
        }
    }

    /**
     * Reads {@code height} rows of {@code width} cells. With {@code exact} (the checker) each row must
     * be exactly {@code 2W-1} characters, as the statement says; without it (the bot) trailing spaces,
     * tabs and a {@code \r} are tolerated on each row.
     */
    public static PrintedField parse(List<String> lines, int width, int height, boolean exact) throws FormatException {
        if (lines.size() != height) {
            throw new FormatException(Expected.of(lines.size() + " rows", "H=" + height));
        }
        char[][] rows = new char[height][];
        for (int y = 0; y < height; y++) {
            rows[y] = parseRow(lines.get(y), y, width, height, exact);
        }
        return new PrintedField(width, height, rows);
    }

    /** The field {@code lines} are, read exactly ({@link #parse}), or {@code null} when they are not one. */
    public static PrintedField parseOrNull(List<String> lines, int width, int height) {
        try {
            return parse(lines, width, height, true);
        } catch (FormatException e) {
            return null;
        }
    }

    /** Whether {@code line} could be a row of a field of that width: used to tell rows from other lines. */
    public static boolean looksLikeRow(String line) {
        return !line.isEmpty() && CELL_CHARS.indexOf(line.charAt(0)) >= 0;
    }

    private static char[] parseRow(String raw, int y, int width, int height, boolean exact) throws FormatException {
        String line = exact ? raw : stripTrailingBlanks(raw);
        String where = "row " + y + " (of rows 0 to " + (height - 1) + ") " + Texts.quote(raw, 80) + ": ";
        char[] cells = new char[width];
        int expectedLength = 2 * width - 1;
        for (int x = 0; x < width; x++) {
            int pos = 2 * x;
            if (pos >= line.length()) {
                throw new FormatException(Expected.of(where + x + " cells",
                        "W=" + width + " cells joined by single spaces"));
            }
            char c = line.charAt(pos);
            if (CELL_CHARS.indexOf(c) < 0) {
                throw new FormatException(where + Texts.describe(c) + " at column " + (pos + 1)
                        + " is not a cell (expected one of . 0 X @ <)");
            }
            if (x > 0 && line.charAt(pos - 1) != ' ') {
                throw new FormatException(Expected.of(where + Texts.describe(line.charAt(pos - 1)) + " at column "
                        + pos + " between cells", "one space"));
            }
            cells[x] = c;
        }
        if (line.length() != expectedLength) {
            String after = line.substring(Math.min(line.length(), expectedLength));
            String trailing = !after.isEmpty() && stripTrailingBlanks(after).isEmpty()
                    ? "a trailing " + blanks(after) + " after the last cell: " : "";
            throw new FormatException(Expected.of(where + trailing + line.length() + " characters",
                    "2W-1 = " + expectedLength + ", W=" + width
                    + " cells joined by single spaces, nothing after the last cell;"
                    + " the statement: \"so the line becomes 2*W-1 symbols long\""));
        }
        return cells;
    }

    /** "space", "2 spaces", "\\r", "tab and space": what trails a row, in words. */
    private static String blanks(String after) {
        long spaces = after.chars().filter(c -> c == ' ').count();
        long tabs = after.chars().filter(c -> c == '\t').count();
        long returns = after.chars().filter(c -> c == '\r').count();
        List<String> parts = new ArrayList<>(3);
        if (spaces > 0) {
            parts.add(spaces == 1 ? "space" : spaces + " spaces");
        }
        if (tabs > 0) {
            parts.add(tabs == 1 ? "tab" : tabs + " tabs");
        }
        if (returns > 0) {
            parts.add("\\r");
        }
        return String.join(" and ", parts);
    }

    private static String stripTrailingBlanks(String s) {
        int end = s.length();
        while (end > 0 && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t' || s.charAt(end - 1) == '\r')) {
            end--;
        }
        return s.substring(0, end);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public char at(Cell c) {
        return at(c.x(), c.y());
    }

    public char at(int x, int y) {
        return rows[y][x];
    }

    /** Every cell showing {@code c}, row by row. */
    public Set<Cell> cellsShowing(char c) {
        Set<Cell> cells = new LinkedHashSet<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (rows[y][x] == c) {
                    cells.add(new Cell(x, y));
                }
            }
        }
        return cells;
    }

    /** The rows in canonical form (cells joined by single spaces). */
    public List<String> lines() {
        List<String> lines = new ArrayList<>(height);
        for (char[] row : rows) {
            lines.add(joinCells(row));
        }
        return lines;
    }

    /** A row of cells as the protocol prints it: the cells separated by single spaces. */
    public static String joinCells(char[] row) {
        StringBuilder sb = new StringBuilder(2 * row.length);
        for (int x = 0; x < row.length; x++) {
            if (x > 0) {
                sb.append(' ');
            }
            sb.append(row[x]);
        }
        return sb.toString();
    }
}
