package dev.robots.cli.terminal;

import static dev.robots.cli.terminal.ScreenBlocks.beside;
import static dev.robots.cli.terminal.ScreenBlocks.centred;
import static dev.robots.cli.terminal.ScreenBlocks.cut;
import static dev.robots.cli.terminal.ScreenBlocks.fitsUnder;
import static dev.robots.cli.terminal.ScreenBlocks.folded;
import static dev.robots.cli.terminal.ScreenBlocks.pad;
import static dev.robots.cli.terminal.ScreenBlocks.plainLines;
import static dev.robots.cli.terminal.ScreenBlocks.under;
import static dev.robots.cli.terminal.ScreenBlocks.width;
import static dev.robots.cli.terminal.ScreenBlocks.wrapped;

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
 * centred, with the panel on its right; under it when the screen is too narrow, its parts
 * (split at blank lines) side by side when the screen is short too. A screen too small for all
 * of them says so instead (or shows the overlay alone, when that fits). Knows nothing of keys or games, so a replay can draw with it too.
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

    /**
     * A screen's lines, and whether they show the frame (not the "Terminal too small" notice).
     *
     * @param lines exactly the screen's rows, none wider than its columns
     * @param showsFrame false for the notice, which shows no board
     */
    public record Screenful(List<AttributedString> lines, boolean showsFrame) {
        public Screenful {
            lines = List.copyOf(lines);
        }
    }

    /** Exactly {@code rows} lines, none wider than {@code columns}. */
    public List<AttributedString> render(Frame frame, int columns, int rows) {
        return screenful(frame, columns, rows).lines();
    }

    /** The lines {@link #render} gives, and whether they show the frame: one layout, decided once. */
    public Screenful screenful(Frame frame, int columns, int rows) {
        List<AttributedString> body = frame.overlay().isEmpty() ? boardLines(frame) : plainLines(frame.overlay());
        List<AttributedString> panel = plainLines(frame.panel());
        List<AttributedString> folded = folded(frame.panel());
        Screenful laid = laidOut(frame, body, panel, folded, columns, rows);
        if (laid == null && !frame.overlay().isEmpty() && width(body) <= columns && body.size() <= rows - 2) {
            laid = compose(frame, body, -1, columns, rows);
        }
        if (laid == null && frame.overlay().isEmpty()) {
            laid = new BoardWindow(this).screenful(frame, panel, folded, columns, rows);
        }
        return laid != null ? laid : new Screenful(TooSmallNotice.lines(frame.board(),
                width(body) + GAP + width(panel), Math.max(body.size(), panel.size()),
                Math.max(width(body), width(folded)), body.size() + 1 + folded.size(), columns, rows), false);
    }

    /**
     * {@code body} with the panel beside it, else under it, else folded under it, whichever fits
     * first; {@code null} when none does. The one layout rule, for the board spaced or dense.
     */
    Screenful laidOut(Frame frame, List<AttributedString> body, List<AttributedString> panel,
            List<AttributedString> folded, int columns, int rows) {
        int room = rows - 2;
        if (width(body) + GAP + width(panel) <= columns && Math.max(body.size(), panel.size()) <= room) {
            return compose(frame, beside(body, panel), width(body), columns, rows);
        }
        if (fitsUnder(body, panel, columns, room)) {
            return compose(frame, under(body, panel), -1, columns, rows);
        }
        return fitsUnder(body, folded, columns, room) ? compose(frame, under(body, folded), -1, columns, rows) : null;
    }

    /**
     * The screen of {@code block} (the body, with the panel beside or under it) centred between the
     * title and the message; {@code bodyWidth} is the body's width when the panel is beside it (room
     * is then kept for the panel), else -1.
     */
    Screenful compose(Frame frame, List<AttributedString> block, int bodyWidth, int columns, int rows) {
        boolean beside = bodyWidth >= 0;
        int room = rows - 2;
        int reserved = beside ? bodyWidth + GAP + Math.min(PANEL_RESERVE, columns - bodyWidth - GAP) : 0;
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
        // A message longer than the screen is wide takes the row above too, when that row is free.
        List<String> message = wrapped(frame.message(), Math.max(1, columns));
        if (message.size() > 1 && rows >= 3 && screen.get(rows - 2).length() == 0 && top + block.size() < rows - 1) {
            screen.set(rows - 2, new AttributedString(message.get(0)));
            screen.add(new AttributedString(cut(String.join(" ", message.subList(1, message.size())), columns)));
        } else {
            screen.add(new AttributedString(cut(frame.message(), columns)));
        }
        return new Screenful(screen, true);
    }

    /** The board's rows: cells one space apart, styled and marked. */
    public List<AttributedString> boardLines(Frame frame) {
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
                appendCell(line, frame, x, y);
            }
            lines.add(line.toAttributedString());
        }
        return lines;
    }

    /** Cell {@code (x, y)} of the frame's board, styled and marked. */
    void appendCell(AttributedStringBuilder line, Frame frame, int x, int y) {
        Frame.Mark mark = frame.marks().get(y * frame.board().field().width() + x);
        char cell = cell(frame.board(), x, y);
        if (cell == '.' && mark == Frame.Mark.SAFE) {
            line.append("+", style(SAFE));
        } else {
            line.append(String.valueOf(cell), style(marked(styleOf(cell), mark)));
        }
    }

    /** The exit's style, for a mark that points to it. */
    AttributedStyle exitStyle() {
        return style(EXIT);
    }

    public static char cell(Board board, int x, int y) {
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
        return switch (cell) {
            case 'X' -> ROBOT;
            case '0' -> PIT;
            case '<' -> EXIT;
            case '@' -> PLAYER;
            case '.' -> FLOOR;
            default -> PLAIN;
        };
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
}
