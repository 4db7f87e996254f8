package dev.robots.core;

/**
 * What can be seen of a game at one moment: the field, the robots and the player. Both the live
 * {@link Game} and an immutable {@link Board} are views; the text renderer takes either.
 */
public sealed interface BoardView permits Board, Game {

    /**
     * The fixed part: size, pits, exit and corners.
     *
     * @return the fixed part: size, pits, exit and corners
     */
    Field field();

    /**
     * Columns: {@code field().width()}.
     *
     * @return the number of columns
     */
    default int width() {
        return field().width();
    }

    /**
     * Rows: {@code field().height()}.
     *
     * @return the number of rows
     */
    default int height() {
        return field().height();
    }

    /**
     * Whether {@code (x, y)} is a cell of the field: {@code 0 <= x < width()} and
     * {@code 0 <= y < height()}. The methods that take a cell throw off the field.
     *
     * @param x the column, from 0 (left)
     * @param y the row, from 0 (top)
     * @return whether {@code (x, y)} is a cell of the field: {@code 0 <= x < width()} and {@code 0 <= y < height()}
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
     * @param visitor told each cell in turn
     * @throws NullPointerException if {@code visitor} is null
     */
    void forEachRobot(CellVisitor visitor);

    /**
     * Whether a robot stands on {@code (x, y)}.
     *
     * @param x the column, from 0 (left)
     * @param y the row, from 0 (top)
     * @return whether a robot stands on {@code (x, y)}
     * @throws IllegalArgumentException if the cell is off the field, e.g. {@code x: 5 (expected: 0 to 4)}
     */
    boolean hasRobot(int x, int y);

    /**
     * How many robots stand on the field.
     *
     * @return how many robots stand on the field
     */
    int robotCount();

    /**
     * The player's column, 0 (left) to {@code width() - 1}.
     *
     * @return the player's column, 0 (left) to {@code width() - 1}
     */
    int playerX();

    /**
     * The player's row, 0 (top) to {@code height() - 1}.
     *
     * @return the player's row, 0 (top) to {@code height() - 1}
     */
    int playerY();
}
