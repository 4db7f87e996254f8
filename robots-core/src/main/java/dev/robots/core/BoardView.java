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
     * Whether {@code (x, y)} is a cell of the field: {@code 0 <= x < width()} and
     * {@code 0 <= y < height()}. The methods that take a cell throw off the field.
     */
    default boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width() && y < height();
    }

    /**
     * Tells {@code visitor} where each robot stands, in increasing cell order (row by row from the
     * top, each row from the left). It costs time in proportion to the robots, plus a pass over
     * one bit per cell for a {@link Board} (a 4096 x 4096 board is 2 MiB of bits); a live game
     * reads only the parts of the board that hold robots. The visitor must not change the game.
     *
     * @throws NullPointerException if {@code visitor} is null
     */
    void forEachRobot(CellVisitor visitor);

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
