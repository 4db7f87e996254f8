package dev.robots.cli.play;

import dev.robots.core.Board;
import dev.robots.core.Field;
import java.util.ArrayList;
import java.util.List;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;
import org.jline.utils.AttributedStyle;

/**
 * Draws a {@link Frame} into the lines of a screen of a given size: the title on the first row,
 * the message on the last, and between them the board (cells as in the protocol, one space apart)
 * centred, with the panel on its right, or under it when the screen is too narrow. A screen too
 * small for both says so instead. Knows nothing of keys or games, so a replay can draw with it too.
 *
 * <p>The terrain stands out and the floor recedes, with colour or without: pits bold, floor dots
 * faint. With colour: robots red, the exit green, the player bold, safe cells a green {@code +},
 * changed cells in reverse video, danger on red. Without colour ({@code NO_COLOR},
 * {@code --no-color}) the same characters with bold, faint and reverse video only (no colour
 * escapes): robots, the exit and the player bold, danger in reverse video.
 *
 * <p>The board's place does not depend on the panel's longest line up to {@link #PANEL_RESERVE}
 * columns, so it does not move sideways when a line such as {@code Safe: ...} grows or shrinks.
 */
public final class BoardScreen {
    /** Columns between the board and the panel beside it. */
    static final int GAP = 2;
    /** Columns kept for the panel when the board is centred (when the screen has them). */
    static final int PANEL_RESERVE = 24;

    private static final AttributedStyle PLAIN = AttributedStyle.DEFAULT;
    private static final AttributedStyle ROBOT = AttributedStyle.BOLD.foreground(AttributedStyle.RED);
    private static final AttributedStyle PIT = AttributedStyle.BOLD;
    private static final AttributedStyle FLOOR = AttributedStyle.DEFAULT.faint();
    private static final AttributedStyle EXIT = AttributedStyle.BOLD.foreground(AttributedStyle.GREEN);
    private static final AttributedStyle PLAYER = AttributedStyle.BOLD;
    private static final AttributedStyle SAFE = AttributedStyle.DEFAULT.foreground(AttributedStyle.GREEN);
    private static final AttributedStyle TITLE = AttributedStyle.BOLD;

    private final boolean colour;

    /** A screen in colour, or in plain characters. */
    public BoardScreen(boolean colour) {
        this.colour = colour;
    }

    /** Exactly {@code rows} lines, none wider than {@code columns}. */
    public List<AttributedString> render(Frame frame, int columns, int rows) {
        List<AttributedString> body = frame.overlay().isEmpty() ? boardLines(frame) : plainLines(frame.overlay());
        int bodyWidth = width(body);
        int panelWidth = frame.panel().stream().mapToInt(String::length).max().orElse(0);
        int room = rows - 2;
        List<AttributedString> block = new ArrayList<>();
        if (bodyWidth + GAP + panelWidth <= columns && Math.max(body.size(), frame.panel().size()) <= room) {
            for (int i = 0; i < Math.max(body.size(), frame.panel().size()); i++) {
                AttributedStringBuilder line = new AttributedStringBuilder();
                if (i < body.size()) {
                    line.append(body.get(i));
                }
                pad(line, bodyWidth + GAP);
                if (i < frame.panel().size()) {
                    line.append(frame.panel().get(i), PLAIN);
                }
                block.add(line.toAttributedString());
            }
        } else if (Math.max(bodyWidth, panelWidth) <= columns && body.size() + 1 + frame.panel().size() <= room) {
            block.addAll(body);
            block.add(AttributedString.EMPTY);
            block.addAll(plainLines(frame.panel()));
        } else {
            return tooSmall(frame.board(), bodyWidth + GAP + panelWidth, body.size(), columns, rows);
        }
        int reserved = block.size() > body.size() || bodyWidth + GAP + panelWidth > columns ? 0
                : bodyWidth + GAP + Math.min(PANEL_RESERVE, columns - bodyWidth - GAP);
        int left = Math.max(0, (columns - Math.max(width(block), reserved)) / 2);
        int top = 1 + Math.max(0, (room - block.size()) / 2);
        List<AttributedString> screen = new ArrayList<>(rows);
        screen.add(styled(cut(centred(frame.title(), columns), columns), TITLE));
        while (screen.size() < top) {
            screen.add(AttributedString.EMPTY);
        }
        for (AttributedString line : block) {
            AttributedStringBuilder indented = new AttributedStringBuilder();
            pad(indented, left);
            indented.append(line);
            screen.add(indented.toAttributedString());
        }
        while (screen.size() < rows - 1) {
            screen.add(AttributedString.EMPTY);
        }
        screen.add(new AttributedString(cut(frame.message(), columns)));
        return screen;
    }

    /** The board's rows: cells one space apart, styled and marked. */
    List<AttributedString> boardLines(Frame frame) {
        Board board = frame.board();
        Field field = board.field();
        int width = field.width();
        List<AttributedString> lines = new ArrayList<>(field.height());
        for (int y = 0; y < field.height(); y++) {
            AttributedStringBuilder line = new AttributedStringBuilder(2 * width);
            for (int x = 0; x < width; x++) {
                if (x > 0) {
                    line.append(' ');
                }
                Frame.Mark mark = frame.marks().get(y * width + x);
                char cell = cell(board, x, y);
                if (cell == '.' && mark == Frame.Mark.SAFE) {
                    line.append("+", style(SAFE));
                } else {
                    line.append(String.valueOf(cell), style(marked(styleOf(cell), mark)));
                }
            }
            lines.add(line.toAttributedString());
        }
        return lines;
    }

    static char cell(Board board, int x, int y) {
        Field field = board.field();
        if (x == board.playerX() && y == board.playerY()) {
            return '@';
        }
        if (board.hasRobot(x, y)) {
            return 'X';
        }
        if (field.isPit(x, y)) {
            return '0';
        }
        return x == field.exitX() && y == field.exitY() ? '<' : '.';
    }

    private static AttributedStyle styleOf(char cell) {
        switch (cell) {
            case 'X':
                return ROBOT;
            case '0':
                return PIT;
            case '<':
                return EXIT;
            case '@':
                return PLAYER;
            case '.':
                return FLOOR;
            default:
                return PLAIN;
        }
    }

    /** Changed cells in reverse video; danger on red, or in reverse video without colour. */
    private AttributedStyle marked(AttributedStyle style, Frame.Mark mark) {
        if (mark == Frame.Mark.CHANGED || mark == Frame.Mark.DANGER && !colour) {
            return style.inverse();
        }
        if (mark == Frame.Mark.DANGER) {
            return style.background(AttributedStyle.RED).foreground(AttributedStyle.WHITE);
        }
        return style;
    }

    /** {@code style}, or without colour the same with its colours dropped (bold, faint, reverse stay). */
    private AttributedStyle style(AttributedStyle style) {
        return colour ? style : style.foregroundOff().backgroundOff();
    }

    private AttributedString styled(String text, AttributedStyle style) {
        return new AttributedString(text, style(style));
    }

    private List<AttributedString> tooSmall(Board board, int wantColumns, int wantRows, int columns, int rows) {
        String need = "Terminal too small for the " + board.field().width() + " x " + board.field().height()
                + " board: it needs " + wantColumns + " x " + (wantRows + 2) + ", this one is " + columns + " x "
                + rows + ". Enlarge it, or press q.";
        List<AttributedString> screen = new ArrayList<>(rows);
        int at = 0;
        while (at < need.length() && screen.size() < rows && columns > 0) {
            int end = Math.min(need.length(), at + columns);
            screen.add(new AttributedString(need.substring(at, end)));
            at = end;
        }
        while (screen.size() < rows) {
            screen.add(AttributedString.EMPTY);
        }
        return screen;
    }

    private static List<AttributedString> plainLines(List<String> lines) {
        List<AttributedString> out = new ArrayList<>(lines.size());
        for (String line : lines) {
            out.add(new AttributedString(line));
        }
        return out;
    }

    private static int width(List<AttributedString> lines) {
        int width = 0;
        for (AttributedString line : lines) {
            width = Math.max(width, line.length());
        }
        return width;
    }

    private static void pad(AttributedStringBuilder line, int to) {
        while (line.length() < to) {
            line.append(' ');
        }
    }

    private static String centred(String text, int columns) {
        int left = Math.max(0, (columns - text.length()) / 2);
        return " ".repeat(left) + text;
    }

    private static String cut(String text, int columns) {
        return text.length() <= columns ? text : text.substring(0, Math.max(0, columns));
    }
}
