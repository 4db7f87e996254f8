package dev.robots.cli.conversation;

import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * Received lines as a failure report lists them raw: all of them, each cut after a whole row of the
 * field's width, on a field of at most {@value #MAX_WHOLE}x{@value #MAX_WHOLE}; on a larger field the
 * first lines and the last (often the one that went wrong), {@value #RAW_ROWS} in all, each cut after
 * {@value #RAW_ROW_CHARS} characters. A report on a 1000x1000 field stays a few KB.
 */
public final class ReceivedRows {
    /** Fields at most this wide and tall are shown whole in a report. */
    public static final int MAX_WHOLE = 40;
    /** Lines of raw received rows a report shows at most. */
    public static final int RAW_ROWS = 12;
    /** Characters of one raw received row a report shows on a large field. */
    static final int RAW_ROW_CHARS = 120;

    private ReceivedRows() {
    }

    /** Whether a field of this size is shown through a window rather than whole. */
    public static boolean large(int width, int height) {
        return width > MAX_WHOLE || height > MAX_WHOLE;
    }

    /** How much of a received row a report shows: a whole row of the game's width, and a little more. */
    public static int rowShown(GameSize size) {
        return Math.max(200, 2 * size.width() + 20);
    }

    /** The received {@code lines} as a report lists them (see the class comment), each indented by two spaces. */
    public static List<String> raw(List<String> lines, GameSize size) {
        boolean large = large(size.width(), size.height());
        int chars = large ? RAW_ROW_CHARS : rowShown(size);
        List<String> out = new ArrayList<>(Math.min(lines.size(), RAW_ROWS) + 1);
        if (!large || lines.size() <= RAW_ROWS) {
            lines.forEach(l -> out.add("  " + Texts.shown(l, chars)));
            return out;
        }
        for (int i = 0; i < RAW_ROWS - 1; i++) {
            out.add("  " + Texts.shown(lines.get(i), chars));
        }
        out.add("  ... (" + Texts.count(lines.size() - RAW_ROWS, "more line") + ")");
        out.add("  " + Texts.shown(lines.get(lines.size() - 1), chars));
        return out;
    }
}
