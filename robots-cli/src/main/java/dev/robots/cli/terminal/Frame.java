package dev.robots.cli.terminal;

import dev.robots.core.Board;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything one screen shows, for {@link BoardScreen}: a title line at the top, the board (or,
 * when {@code overlay} is not empty, those lines in its place: the help), a panel beside or under
 * it, a message line at the bottom, and marks on some cells. Cells are indexed {@code y * W + x}.
 */
public record Frame(String title, Board board, List<String> overlay, List<String> panel, String message,
        Map<Integer, Mark> marks) {

    /** How a cell is marked. */
    public enum Mark {
        /** Something happened there this turn (a robot arrived, fell, merged, was destroyed; the player moved). */
        CHANGED,
        /** The player can step there this turn without losing at once. */
        SAFE,
        /** Where the robot that caught the player came from, or the cell that ended the game. */
        DANGER
    }

    public Frame {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(board, "board");
        overlay = List.copyOf(overlay);
        panel = List.copyOf(panel);
        Objects.requireNonNull(message, "message");
        marks = Map.copyOf(marks);
    }

    /** A board with a title, a panel and a message, nothing marked. */
    public static Frame of(String title, Board board, List<String> panel, String message) {
        return new Frame(title, board, List.of(), panel, message, Map.of());
    }
}
