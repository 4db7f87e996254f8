package dev.robots.core;

/**
 * What can be seen of a game at one moment: the field, the robots and the player. Both the live
 * {@link Game} and an immutable {@link Board} are views; the text renderer takes either.
 */
public sealed interface BoardView permits Board, Game {

    /** The fixed part: size, pits, exit and corners. */
    Field field();

    /** Columns: {@code field().width()}. */
    default int width() {
        return field().width();
    }

    /** Rows: {@code field().height()}. */
    default int height() {
        return field().height();
    }

    /**
     * Whether a robot stands on {@code (x, y)}.
     *
     * @throws IllegalArgumentException if the cell is off the field, e.g. {@code x: 5 (expected: 0 to 4)}
     */
    boolean hasRobot(int x, int y);

    /** How many robots stand on the field. */
    int robotCount();

    /** The player's column, 0 (left) to {@code width() - 1}. */
    int playerX();

    /** The player's row, 0 (top) to {@code height() - 1}. */
    int playerY();
}
