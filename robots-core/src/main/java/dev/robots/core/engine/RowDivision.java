package dev.robots.core.engine;

/**
 * The row of a cell, {@code cell / width}, by a multiply and a shift instead of a division, which
 * costs several times as much and sits on the list walk's path for every robot ({@link ListWalk}).
 *
 * <p>Granlund and Montgomery's round-up method for dividends of 32 bits (a cell of a board of at
 * most {@link GameParameters#MAX_CELLS} = 2^32 cells): with {@code L = ceil(log2 width)},
 * {@code s = 32 + L} and {@code m = ceil(2^s / width)}, {@code (n * m) >> s == n / width} for every
 * {@code 0 <= n < 2^32}, as {@code m * width - 2^s < width <= 2^L = 2^(s - 32)}. The product
 * needs up to 65 bits ({@code m < 2^33 + 1}), so it is taken as the high half of
 * {@code (n << 31) * m} (one 64x64-bit multiply, {@link Math#multiplyHigh}; {@code n << 31 < 2^63}),
 * which is {@code (n * m) >> 33}, then shifted by the remaining {@code s - 33 = L - 1}.
 */
final class RowDivision {
    /** {@code cell / width} is {@code (int) (Math.multiplyHigh(cell << 31, multiplier) >>> shift)}. */
    final long multiplier;
    final int shift;

    RowDivision(int width) {
        this.shift = shift(width);
        this.multiplier = multiplier(width);
    }

    /** {@code cell / width} for any {@code 0 <= cell < 2^32}. */
    int rowOf(long cell) {
        return divide(cell, multiplier, shift);
    }

    /**
     * {@code cell / width} for any {@code 0 <= cell < 2^32}, given this width's {@link #multiplier}
     * and {@link #shift}.
     */
    static int divide(long cell, long multiplier, int shift) {
        return (int) (Math.multiplyHigh(cell << 31, multiplier) >>> shift);
    }

    /** {@code L - 1}, where {@code L = ceil(log2 width)} (at least 1, as {@code width >= 2}). */
    static int shift(int width) {
        return 31 - Integer.numberOfLeadingZeros(width - 1);
    }

    /** {@code ceil(2^(32 + L) / width)}, computed unsigned: {@code 2^(32 + L)} reaches 2^63. */
    static long multiplier(int width) {
        int roundedUpLog = 32 - Integer.numberOfLeadingZeros(width - 1);
        return Long.divideUnsigned((1L << (32 + roundedUpLog)) + width - 1, width);
    }
}
