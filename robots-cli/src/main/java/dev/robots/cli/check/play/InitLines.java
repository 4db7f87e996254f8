package dev.robots.cli.check.play;

import java.util.List;

/**
 * The lines that carry a game's INIT numbers, and the strict probe they make in words ("over 2
 * lines", "on one line with tabs between them"), or {@code null} for the plain one line.
 */
public record InitLines(List<String> lines, String probe) {
    public InitLines {
        lines = List.copyOf(lines);
    }
}
