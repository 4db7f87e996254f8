package dev.robots.core.engine;

import java.util.Arrays;

/**
 * Cells of a board of up to 2^32 cells in {@code int}s, for the sorted lists of robots
 * ({@link RobotList}): half the bytes of {@code long}s, so a list walk moves half the memory.
 *
 * <p>Key: a cell {@code c} (0 to 2^32 - 1) is stored as the {@code int} {@code c - 2^31}
 * ({@link #encode}), so signed {@code int} order is cell order: sorted lists, {@code <} and
 * {@link Arrays#binarySearch(int[], int, int, int)} work on the stored values unchanged, and
 * {@link #decode} is one add.
 */
final class SortedCells {
    /** Added to a stored value to get its cell back. */
    private static final long BIAS = 1L << 31;

    private SortedCells() {
    }

    /** The stored form of {@code cell} (0 to 2^32 - 1). */
    static int encode(long cell) {
        return (int) (cell - BIAS);
    }

    /** The cell a stored value stands for. */
    static long decode(int stored) {
        return stored + BIAS;
    }

    /** The first index of {@code sorted[from, to)} whose cell is at least {@code cell} (any long), or {@code to}. */
    static int lowerBound(int[] sorted, int from, int to, long cell) {
        if (cell <= 0) {
            return from;
        }
        if (cell >= 2 * BIAS) {
            return to;
        }
        int at = Arrays.binarySearch(sorted, from, to, encode(cell));
        return at >= 0 ? at : -1 - at;
    }

    /** Whether {@code sorted[from, to)} holds {@code cell} (0 to 2^32 - 1). */
    static boolean contains(int[] sorted, int from, int to, long cell) {
        return Arrays.binarySearch(sorted, from, to, encode(cell)) >= 0;
    }
}
