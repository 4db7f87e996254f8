package dev.robots.core;

/**
 * The row of a cell, {@code cell / width}, by a multiply and a shift instead of a division, which
 * costs several times as much and sits on the list walk's path for every robot ({@link ListWalk}).
 *
 * <p>With {@code s = 31 + ceil(log2 width)} and {@code m = ceil(2^s / width)},
 * {@code (n * m) >>> s == n / width} for every {@code 0 <= n < 2^31} (Granlund and Montgomery's
 * round-up method: {@code m * width - 2^s < width <= 2^(s - 31)}); as {@code m <= 2^32},
 * {@code n * m < 2^63} fits a long.
 */
final class RowDivision {
    /** {@code cell / width} is {@code (int) ((cell * multiplier) >>> shift)}. */
    final long multiplier;
    final int shift;

    RowDivision(int width) {
        this.shift = shift(width);
        this.multiplier = multiplier(width);
    }

    /** {@code cell / width} for any {@code cell >= 0}. */
    int rowOf(int cell) {
        return divide(cell, multiplier, shift);
    }

    /** {@code cell / width} for any {@code cell >= 0}, given this width's {@link #multiplier} and {@link #shift}. */
    static int divide(int cell, long multiplier, int shift) {
        return (int) ((cell * multiplier) >>> shift);
    }

    static int shift(int width) {
        return 31 + (32 - Integer.numberOfLeadingZeros(width - 1));
    }

    static long multiplier(int width) {
        return ((1L << shift(width)) + width - 1) / width;
    }
}
