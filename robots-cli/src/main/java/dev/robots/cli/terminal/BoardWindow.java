package dev.robots.cli.terminal;

import dev.robots.core.Board;
import dev.robots.core.Field;
import java.util.ArrayList;
import java.util.List;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;

/**
 * A board larger than the screen, for {@link BoardScreen}: first dense (one column a cell, no space
 * between cells) in {@link BoardScreen}'s layouts, and where even that does not fit, a window of it that follows the player, framed:
 * a side where the board goes on is drawn with {@code :}, the board's own edge with {@code |} and
 * {@code -}; while the exit is out of the window a green {@code <} on the frame points to it, and the
 * frame's top says how far it is ("exit 27 left, 30 up").
 */
final class BoardWindow {
    /** The smallest window worth playing in: fewer cells than this and the screen is too small. */
    static final int MIN_COLUMNS = 10;
    static final int MIN_ROWS = 5;

    private final BoardScreen screen;

    BoardWindow(BoardScreen screen) {
        this.screen = screen;
    }

    /** The frame on a screen where the spaced board does not fit, or {@code null} when nothing fits. */
    BoardScreen.Screenful screenful(Frame frame, List<AttributedString> panel, List<AttributedString> folded,
            int columns, int rows) {
        Field field = frame.board().field();
        int room = rows - 2;
        BoardScreen.Screenful dense = screen.laidOut(frame, lines(frame, 0, 0, field.width(), field.height(), false),
                panel, folded, columns, rows);
        if (dense != null) {
            return dense;
        }
        int besideColumns = columns - 2 - BoardScreen.GAP - ScreenBlocks.width(panel);
        if (besideColumns >= MIN_COLUMNS && room - 2 >= MIN_ROWS && panel.size() <= room) {
            List<AttributedString> window = window(frame, besideColumns, room - 2);
            return screen.compose(frame, ScreenBlocks.beside(window, panel), ScreenBlocks.width(window), columns, rows);
        }
        int underRows = room - 2 - 1 - folded.size();
        if (columns - 2 >= MIN_COLUMNS && underRows >= MIN_ROWS && ScreenBlocks.width(folded) <= columns) {
            return screen.compose(frame, ScreenBlocks.under(window(frame, columns - 2, underRows), folded), -1, columns,
                    rows);
        }
        return null;
    }

    /** At most {@code columns} x {@code rows} cells around the player, framed. */
    private List<AttributedString> window(Frame frame, int columns, int rows) {
        Board board = frame.board();
        Field field = board.field();
        int w = Math.min(columns, field.width());
        int h = Math.min(rows, field.height());
        int x0 = clamp(board.playerX() - w / 2, 0, field.width() - w);
        int y0 = clamp(board.playerY() - h / 2, 0, field.height() - h);
        return lines(frame, x0, y0, w, h, true);
    }

    /** Cells {@code [x0, x0 + w) x [y0, y0 + h)}, one column each; with the frame when {@code framed}. */
    private List<AttributedString> lines(Frame frame, int x0, int y0, int w, int h, boolean framed) {
        Field field = frame.board().field();
        int exitX = field.exitX();
        int exitY = field.exitY();
        boolean exitShown = exitX >= x0 && exitX < x0 + w && exitY >= y0 && exitY < y0 + h;
        // Where the frame points to an exit out of the window: a side's row, else the top's or bottom's column.
        char pointSide = exitShown ? ' ' : exitX < x0 ? 'L' : exitX >= x0 + w ? 'R' : exitY < y0 ? 'T' : 'B';
        int pointRow = clamp(exitY - y0, 0, h - 1);
        int pointColumn = clamp(exitX - x0, 0, w - 1);
        List<AttributedString> lines = new ArrayList<>(h + 2);
        if (framed) {
            lines.add(edge(x0 > 0, y0 > 0, x0 + w < field.width(), w, pointSide == 'T' ? pointColumn : -1,
                    exitShown ? "" : distance(field, x0, y0, w, h)));
        }
        for (int y = y0; y < y0 + h; y++) {
            AttributedStringBuilder line = new AttributedStringBuilder(w + 2);
            if (framed) {
                side(line, x0 > 0, pointSide == 'L' && y - y0 == pointRow);
            }
            for (int x = x0; x < x0 + w; x++) {
                screen.appendCell(line, frame, x, y);
            }
            if (framed) {
                side(line, x0 + w < field.width(), pointSide == 'R' && y - y0 == pointRow);
            }
            lines.add(line.toAttributedString());
        }
        if (framed) {
            lines.add(edge(x0 > 0, y0 + h < field.height(), x0 + w < field.width(), w,
                    pointSide == 'B' ? pointColumn : -1, ""));
        }
        return lines;
    }

    /** A top or bottom edge: {@code :} where the board goes on, {@code -} at its edge, the exit's pointer, a label. */
    private AttributedString edge(boolean moreLeft, boolean moreBeyond, boolean moreRight, int w, int point,
            String label) {
        AttributedStringBuilder line = new AttributedStringBuilder(w + 2);
        line.append(moreLeft || moreBeyond ? ":" : "+");
        String fill = moreBeyond ? ":" : "-";
        for (int i = 0; i < w; i++) {
            if (i == point) {
                line.append("<", screen.exitStyle());
            } else if (i >= 1 && i - 1 < label.length()) {
                line.append(String.valueOf(label.charAt(i - 1)));
            } else {
                line.append(fill);
            }
        }
        line.append(moreRight || moreBeyond ? ":" : "+");
        return line.toAttributedString();
    }

    private void side(AttributedStringBuilder line, boolean more, boolean pointsToExit) {
        if (pointsToExit) {
            line.append("<", screen.exitStyle());
        } else {
            line.append(more ? ":" : "|");
        }
    }

    /** How far the exit is from the window: " exit 27 left, 30 up ". */
    private static String distance(Field field, int x0, int y0, int w, int h) {
        int dx = field.exitX() < x0 ? x0 - field.exitX() : field.exitX() >= x0 + w ? field.exitX() - (x0 + w - 1) : 0;
        int dy = field.exitY() < y0 ? y0 - field.exitY() : field.exitY() >= y0 + h ? field.exitY() - (y0 + h - 1) : 0;
        List<String> parts = new ArrayList<>();
        if (dx > 0) {
            parts.add(dx + (field.exitX() < x0 ? " left" : " right"));
        }
        if (dy > 0) {
            parts.add(dy + (field.exitY() < y0 ? " up" : " down"));
        }
        return " exit " + String.join(", ", parts) + " ";
    }

    private static int clamp(int value, int min, int max) {
        return Math.max(min, Math.min(value, max));
    }
}
