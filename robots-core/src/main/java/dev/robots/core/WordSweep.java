package dev.robots.core;

/**
 * Moves robots 64 cells at a time. Every robot in a run of cells that lies in one row and on one
 * side of the player's column takes the same step, so the run's occupancy bits move by one fixed
 * bit offset {@code dy * width + dx}: a funnel shift of whole words. Robots arriving on one cell
 * become one bit (the merge); bits landing on pits are dropped (the fall).
 *
 * <p>Each target row is <em>pulled</em> ({@link #pullRows}): computed whole from the one row
 * whose robots land in it (three rows for the player's row) and stored, word by word, in
 * increasing order. Every word of the next plane is written, so it need not be zero before, and
 * nothing is read from it or cleared in the current one: per word, one load of the current plane,
 * one of the pits, one store. Each target cell is the OR of its sources, so the rows may be
 * pulled in any order, by any thread, with the same result: the rules' step 4. Rows of whole
 * words ({@code width} a multiple of 64) have a shorter path of their own ({@code pullWholeWordRow}).
 *
 * <p>One instance per thread; it counts the robots it placed.
 */
final class WordSweep {
    private long[] src;
    private long[] dst;
    private long[] pits;
    /** Bits set in the destination by this sweep: robots placed so far. */
    long placed;

    private int width;
    private int height;
    private int words;
    private int px;
    private int py;
    /** Whether every row is whole words ({@code width} a multiple of 64): {@link #pullWholeWordRow}. */
    private boolean wholeWordRows;

    /**
     * The OR-part of the first word of the first row of the last {@link #pullRows}, when asked
     * to keep it (another thread may write the rest of that word); else 0.
     */
    long edge;

    /** Starts a step from {@code src} into {@code dst} with the player at {@code (px, py)}. */
    void begin(long[] src, long[] dst, long[] pits, int width, int height, int px, int py) {
        this.src = src;
        this.dst = dst;
        this.pits = pits;
        this.placed = 0;
        this.width = width;
        this.height = height;
        this.words = src.length;
        this.px = px;
        this.py = py;
        this.wholeWordRows = (width & 63) == 0;
        this.edge = 0;
    }

    /** Lets go of the arrays. */
    void finish() {
        src = null;
        dst = null;
        pits = null;
    }

    /**
     * Computes target rows {@code [from, to)} of the next plane, in increasing order. A row whose
     * first cell is not at a word boundary shares that word with the row before it, which wrote
     * it (store) first; this row ORs its part in. With {@code keepEdge}, the first row's part of
     * such a shared word goes to {@link #edge} instead, for the caller to OR in once the thread
     * that writes the row before has finished.
     */
    void pullRows(int from, int to, boolean keepEdge) {
        edge = 0;
        for (int r = from; r < to; r++) {
            pullRow(r, keepEdge && r == from);
        }
    }

    private void pullRow(int r, boolean keepEdge) {
        // Cells are longs (a board may have 2^32); word indexes and offsets within a row are ints.
        final long start = (long) r * width;
        final int first = (int) (start >>> 6);
        final int last = (int) ((start + width - 1) >>> 6);
        final boolean shared = (start & 63) != 0;
        int source = sourceRow(r);
        if (wholeWordRows && r != py && source >= 0) {
            pullWholeWordRow(first, last, (source - r) * (width >>> 6));
            return;
        }
        if (r == py || source < 0 || last - first < 2) {
            for (int j = first; j <= last; j++) {
                write(j, pullWord(j, r), shared && j == first, keepEdge);
            }
            return;
        }
        // One source row; the robots left of the player's column come from one cell to the left
        // (shift d + 1), those right of it from one to the right (d - 1): two runs of the hot
        // loop, each also over the row's end word on its side, which then loses the bits no robot
        // reaches from that side (column 0; column width - 1 and the next row's cells). The word
        // holding the player's column takes from three cells; a first word shared with the row
        // before (or whose left neighbour lies before the plane) is done on its own.
        final int d = (r - source) * width;
        final int column = (int) ((start + px) >>> 6);
        final long end = start + width;
        if (column > first) {
            int from = first;
            final long firstBit = (long) first << 6;
            if (shared || firstBit - d - 1 < 0) {
                write(first, funnel(firstBit - d - 1) & cellMask(firstBit, start + 1, end - 1), shared, keepEdge);
                from = first + 1;
            }
            pullRun(from, column, d + 1);
            if (from == first) {
                // The row starts word first: its column 0 took the last cell of the row before.
                keepOnly(first, -2L);
            }
        }
        write(column, columnWord(column, start, end, d), shared && column == first, keepEdge && column == first);
        if (column < last) {
            pullRun(column + 1, last + 1, d - 1);
            // Cells from column width - 1 on (the next row's too) take nothing from the right.
            keepOnly(last, (1L << (end - 1 - ((long) last << 6))) - 1);
        }
    }

    /**
     * A target row of words {@code [first, last]} on a board whose rows are whole words, from the
     * one source row {@code offset} words away: the common case of a dense board, done without
     * the general path's per-row work (its funnels, cell masks and clean-up of the row's end
     * words). Shifting a word left brings a zero into column 0, and shifting the row's last word
     * right a zero into column {@code width - 1}: the cells no robot reaches from that side.
     */
    private void pullWholeWordRow(int first, int last, int offset) {
        final long[] src = this.src;
        final long[] dst = this.dst;
        final long[] pits = this.pits;
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
        placed += count;
    }

    /** Clears the bits of {@code dst[j]} outside {@code mask}, uncounting them. */
    private void keepOnly(int j, long mask) {
        long v = dst[j];
        dst[j] = v & mask;
        placed -= Long.bitCount(v & ~mask);
    }

    /**
     * Word {@code j} of the row of cells {@code [start, end)} with one source row {@code d} cells
     * before it, before pits: columns 1 to px take from one cell left, px to width - 2 from one
     * cell right, px also from the cell straight across; the row's other cells in the word take nothing.
     */
    private long columnWord(int j, long start, long end, int d) {
        final long base = (long) j << 6;
        final long p = base - d;
        final long column = 1L << (start + px - base);
        final long left = (column | (column - 1)) & fromBit(start + 1 - base);
        final long right = -column & upToBit(end - 2 - base);
        return (funnel(p - 1) & left) | (funnel(p + 1) & right) | (funnel(p) & column);
    }

    /** The bits from {@code bit} up (all for {@code bit <= 0}, none from 64). */
    private static long fromBit(long bit) {
        return bit <= 0 ? -1L : bit >= 64 ? 0 : -1L << bit;
    }

    /** The bits up to {@code bit} inclusive (none for {@code bit < 0}, all from 63). */
    private static long upToBit(long bit) {
        return bit < 0 ? 0 : bit >= 63 ? -1L : (2L << bit) - 1;
    }

    /**
     * Target words {@code [from, to)}, every cell of which takes the robot (if any) {@code d}
     * cells before it: the hot loop, a funnel shift with one load of the current plane per word.
     */
    private void pullRun(int from, int to, int d) {
        if (from >= to) {
            return;
        }
        final long[] src = this.src;
        final long[] dst = this.dst;
        final long[] pits = this.pits;
        final int lastWord = words - 1;
        long p = ((long) from << 6) - d;
        int q = (int) (p >> 6);
        final int bit = (int) p & 63;
        // Source word of target word j: j + offset (and the next one, j + offset + 1).
        final int offset = q - from;
        // A run's first word may take its robots from past the plane's end (which has none).
        long low = q <= lastWord ? src[q] : 0;
        long count = 0;
        // While the next source word exists, a loop with no clamp, whose indexes the JIT can
        // prove in range (so it drops the bounds checks and unrolls).
        final int clampFrom = Math.max(from, Math.min(to, lastWord - offset));
        for (int j = from; j < clampFrom; j++) {
            long high = src[j + offset + 1];
            long v = ((low >>> bit) | ((high << 1) << (63 - bit))) & ~pits[j];
            low = high;
            dst[j] = v;
            count += Long.bitCount(v);
        }
        for (int j = clampFrom; j < to; j++) {
            // Past the plane's end there are no robots.
            long high = j + offset + 1 <= lastWord ? src[j + offset + 1] : 0;
            long v = ((low >>> bit) | ((high << 1) << (63 - bit))) & ~pits[j];
            low = high;
            dst[j] = v;
            count += Long.bitCount(v);
        }
        placed += count;
    }

    /** The row whose robots all land in target row {@code r} ({@code r != py}), or -1 if none. */
    private int sourceRow(int r) {
        if (r < py) {
            return r >= 1 ? r - 1 : -1;
        }
        return r + 1 < height ? r + 1 : -1;
    }

    /** The robots landing on the cells of row {@code r} that lie in word {@code j}, before pits. */
    private long pullWord(int j, int r) {
        long v = 0;
        if (r < py) {
            v = pullFrom(j, r, r - 1);
        } else if (r > py) {
            v = pullFrom(j, r, r + 1);
        } else {
            v = pullFrom(j, r, r - 1) | pullFrom(j, r, r) | pullFrom(j, r, r + 1);
        }
        return v;
    }

    /** The robots of source row {@code s} landing on row {@code r}'s cells in word {@code j}. */
    private long pullFrom(int j, int r, int s) {
        if (s < 0 || s >= height) {
            return 0;
        }
        long start = (long) r * width;
        int d = (r - s) * width;
        long base = (long) j << 6;
        // Target columns 1..px take the robot from one cell left, px..width-2 from one cell
        // right, and px also the robot on it (only when s == r is px's own cell in play).
        long v = 0;
        long left = cellMask(base, start + 1, start + px);
        if (left != 0) {
            v = funnel(base - d - 1) & left;
        }
        long right = cellMask(base, start + px, start + width - 2);
        if (right != 0) {
            v |= funnel(base - d + 1) & right;
        }
        long column = cellMask(base, start + px, start + px);
        if (column != 0) {
            v |= funnel(base - d) & column;
        }
        return v;
    }

    /** 64 bits of the current plane starting at bit {@code p} (any; bits off the plane are 0). */
    private long funnel(long p) {
        int q = (int) (p >> 6);
        int bit = (int) p & 63;
        long low = q >= 0 && q < words ? src[q] >>> bit : 0;
        long high = q + 1 >= 0 && q + 1 < words ? (src[q + 1] << 1) << (63 - bit) : 0;
        return low | high;
    }

    /** The bits of word {@code base >>> 6} for cells {@code a..b} (inclusive; empty if b < a). */
    private static long cellMask(long base, long a, long b) {
        long lo = Math.max(a, base);
        long hi = Math.min(b, base + 63);
        if (lo > hi) {
            return 0;
        }
        return (-1L >>> (63 - (hi - lo))) << (lo - base);
    }

    private void write(int j, long v, boolean or, boolean keepEdge) {
        v &= ~pits[j];
        if (!or) {
            dst[j] = v;
        } else if (keepEdge) {
            edge = v;
        } else {
            dst[j] |= v;
        }
        placed += Long.bitCount(v);
    }
}
