package dev.robots.core;

/**
 * Told of cells one at a time, by {@link BoardView#forEachRobot} and {@link Field#forEachPit}: in
 * increasing cell order, row by row from the top, each row from the left.
 */
@FunctionalInterface
public interface CellVisitor {

    /**
     * One cell.
     *
     * @param x its column, 0 (left) to {@code width - 1}
     * @param y its row, 0 (top) to {@code height - 1}
     */
    void visit(int x, int y);
}
