package dev.robots.core;

/**
 * One target row of a board whose rows are whole words ({@code width} a multiple of 64), pulled
 * from its one source row: the common case of a dense board ({@link WordSweep}), done without the
 * general path's per-row work (its funnels, cell masks and clean-up of the row's end words).
 * Shifting a word left brings a zero into column 0, and shifting the row's last word right a zero
 * into column {@code width - 1}: the cells no robot reaches from that side.
 */
final class WholeWordRow {
    private WholeWordRow() {
    }

    /**
     * Writes target words {@code [first, last]} of {@code dst} from the source row {@code offset}
     * words away in {@code src}, less {@code pits}, with the player in column {@code px}; returns
     * the robots placed.
     */
    static int pull(long[] src, long[] dst, long[] pits, int first, int last, int offset, int px) {
        final int column = first + (px >>> 6);
        int count = 0;
        // Left of the player's column: each cell takes the robot one cell to its left.
        long low = 0;
        for (int j = first; j < column; j++) {
            long high = src[j + offset];
            long v = ((low >>> 63) | (high << 1)) & ~pits[j];
            low = high;
            dst[j] = v;
            count += Long.bitCount(v);
        }
        // The word of the player's column: from the left up to it, from the right from it, and
        // the robot straight across.
        long here = src[column + offset];
        long next = column < last ? src[column + offset + 1] : 0;
        long columnBit = 1L << px;
        long v = ((((low >>> 63) | (here << 1)) & (columnBit | (columnBit - 1)))
                | (((here >>> 1) | (next << 63)) & -columnBit)
                | (here & columnBit)) & ~pits[column];
        dst[column] = v;
        count += Long.bitCount(v);
        // Right of it: each cell takes the robot one cell to its right.
        low = next;
        for (int j = column + 1; j < last; j++) {
            long high = src[j + offset + 1];
            v = ((low >>> 1) | (high << 63)) & ~pits[j];
            low = high;
            dst[j] = v;
            count += Long.bitCount(v);
        }
        if (column < last) {
            v = (low >>> 1) & ~pits[last];
            dst[last] = v;
            count += Long.bitCount(v);
        }
        return count;
    }
}
