package dev.robots.cli.terminal;

import dev.robots.core.Board;
import java.util.ArrayList;
import java.util.List;
import org.jline.utils.AttributedString;

/** The notice a terminal too small for every layout of {@link BoardScreen} gets instead of the board. */
final class TooSmallNotice {
    private TooSmallNotice() {
    }

    /**
     * The screen for a terminal too small for both layouts: what each needs, wrapped at spaces
     * (a word longer than a line is cut).
     */
    static List<AttributedString> lines(Board board, int besideColumns, int besideRows, int underColumns,
            int underRows, int columns, int rows) {
        String need = "Terminal too small for the " + board.field().width() + " x " + board.field().height()
                + " board: it needs " + besideColumns + " x " + (besideRows + 2) + ", or " + underColumns + " x "
                + (underRows + 2) + " with the panel under the board; this one is " + columns + " x " + rows
                + ". Enlarge it, or press q.";
        List<AttributedString> screen = new ArrayList<>(rows);
        for (String line : ScreenBlocks.wrapped(need, Math.max(1, columns))) {
            if (screen.size() < rows) {
                screen.add(new AttributedString(line));
            }
        }
        while (screen.size() < rows) {
            screen.add(AttributedString.EMPTY);
        }
        return screen;
    }
}
