package dev.robots.core.vector;

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
     * Target words {@code [from, to)} left of the player's column: each cell takes the robot one
     * cell to its left, {@code dst[j] = (src[j + offset] << 1 | src[j + offset - 1] >>> 63) & ~pits[j]}.
     * The caller does the row's first word (whose left neighbour is another row's). Returns the
     * robots placed.
     */
    long left(long[] src, long[] dst, long[] pits, int from, int to, int offset);

    /**
     * Target words {@code [from, to)} right of the player's column: each cell takes the robot one
     * cell to its right, {@code dst[j] = (src[j + offset] >>> 1 | src[j + offset + 1] << 63) & ~pits[j]}.
     * The caller does the row's last word (whose right neighbour is another row's). Returns the
     * robots placed.
     */
    long right(long[] src, long[] dst, long[] pits, int from, int to, int offset);
}
