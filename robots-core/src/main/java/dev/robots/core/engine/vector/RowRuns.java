package dev.robots.core.engine.vector;

/**
 * The runs either side of the player's column in a row of whole words, as {@link VectorRuns} does
 * them. The engine holds its one instance through this interface and loads the class by name, so
 * that nothing it compiles or documents names a class that imports the incubating module (javadoc
 * would have to resolve it, and its mandatory warning fails the build); one implementation, so the
 * JIT calls it directly.
 */
public interface RowRuns {
    /** The longs a vector holds. */
    int lanes();

    /**
     * Writes target words {@code [leftFrom, leftTo)}, left of the player's column, where each cell
     * takes the robot one cell to its left, {@code dst[j] = (src[j + offset] << 1 | src[j + offset - 1]
     * >>> 63) & ~pits[j]}, and {@code [rightFrom, rightTo)}, right of it, where each cell takes the
     * robot one cell to its right, {@code dst[j] = (src[j + offset] >>> 1 | src[j + offset + 1] << 63)
     * & ~pits[j]}. The caller does the row's first and last words (whose neighbours are other rows')
     * and the player's column. Returns the robots placed.
     */
    long runs(long[] src, long[] dst, long[] pits, int leftFrom, int leftTo, int rightFrom, int rightTo, int offset);
}
