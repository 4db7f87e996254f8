package dev.robots.cli.terminal;

import java.util.ArrayList;
import java.util.List;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;

/**
 * Blocks of screen lines for {@link BoardScreen} and its helpers: a body with the panel beside or
 * under it, the panel folded for a short screen, text wrapped at spaces, widths and padding. Plain
 * functions of their arguments; nothing here knows of boards or games.
 */
public final class ScreenBlocks {
    private ScreenBlocks() {
    }

    /** The body with the panel beside it, {@link BoardScreen#GAP} columns apart. */
    static List<AttributedString> beside(List<AttributedString> body, List<AttributedString> panel) {
        int bodyWidth = width(body);
        List<AttributedString> block = new ArrayList<>();
        for (int i = 0; i < Math.max(body.size(), panel.size()); i++) {
            AttributedStringBuilder line = new AttributedStringBuilder();
            if (i < body.size()) {
                line.append(body.get(i));
            }
            pad(line, bodyWidth + BoardScreen.GAP);
            if (i < panel.size()) {
                line.append(panel.get(i));
            }
            block.add(line.toAttributedString());
        }
        return block;
    }

    static boolean fitsUnder(List<AttributedString> body, List<AttributedString> panel, int columns,
            int room) {
        return Math.max(width(body), width(panel)) <= columns && body.size() + 1 + panel.size() <= room;
    }

    static List<AttributedString> under(List<AttributedString> body, List<AttributedString> panel) {
        List<AttributedString> block = new ArrayList<>(body);
        block.add(AttributedString.EMPTY);
        block.addAll(panel);
        return block;
    }

    /**
     * The panel folded for a short screen: its parts (split at its blank lines) side by side,
     * each but the last at least {@link BoardScreen#PANEL_RESERVE} columns wide and {@link BoardScreen#GAP} apart, e.g.
     * the game's state beside the key legend.
     */
    public static List<AttributedString> folded(List<String> panel) {
        List<List<String>> parts = new ArrayList<>();
        List<String> part = new ArrayList<>();
        for (String line : panel) {
            if (line.isBlank()) {
                if (!part.isEmpty()) {
                    parts.add(part);
                }
                part = new ArrayList<>();
            } else {
                part.add(line);
            }
        }
        if (!part.isEmpty()) {
            parts.add(part);
        }
        int height = parts.stream().mapToInt(List::size).max().orElse(0);
        List<AttributedString> lines = new ArrayList<>(height);
        for (int i = 0; i < height; i++) {
            StringBuilder line = new StringBuilder();
            for (int p = 0; p < parts.size(); p++) {
                int at = line.length();
                line.append(i < parts.get(p).size() ? parts.get(p).get(i) : "");
                if (p + 1 < parts.size()) {
                    // At least BoardScreen.PANEL_RESERVE wide, as beside the board: the next part stays put as a line grows.
                    int partWidth = parts.get(p).stream().mapToInt(String::length).max().orElse(0);
                    line.append(" ".repeat(at + Math.max(partWidth, BoardScreen.PANEL_RESERVE) + BoardScreen.GAP - line.length()));
                }
            }
            lines.add(new AttributedString(line.toString().stripTrailing()));
        }
        return lines;
    }

    /** {@code text} in lines of at most {@code columns}, broken at spaces; a longer word is cut. */
    public static List<String> wrapped(String text, int columns) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            while (word.length() > columns) {
                if (line.length() > 0) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                lines.add(word.substring(0, columns));
                word = word.substring(columns);
            }
            if (line.length() > 0 && line.length() + 1 + word.length() > columns) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    static List<AttributedString> plainLines(List<String> lines) {
        return lines.stream().map(line -> new AttributedString(line)).toList();
    }

    static int width(List<AttributedString> lines) {
        int width = 0;
        for (AttributedString line : lines) {
            width = Math.max(width, line.length());
        }
        return width;
    }

    static void pad(AttributedStringBuilder line, int to) {
        while (line.length() < to) {
            line.append(' ');
        }
    }

    static String centred(String text, int columns) {
        int left = Math.max(0, (columns - text.length()) / 2);
        return " ".repeat(left) + text;
    }

    static String cut(String text, int columns) {
        return text.length() <= columns ? text : text.substring(0, Math.max(0, columns));
    }
}
