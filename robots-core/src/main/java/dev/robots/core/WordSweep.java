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
 * pulled in any order, by any thread, with the same result: the rules' step 4.
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
        final int start = r * width;
        final int first = start >>> 6;
        final int last = (start + width - 1) >>> 6;
        final boolean shared = (start & 63) != 0;
        int source = sourceRow(r);
        if (r == py || source < 0 || last - first < 2) {
            for (int j = first; j <= last; j++) {
                write(j, pullWord(j, r), shared && j == first, keepEdge);
            }
            return;
        }
        // One source row; the robots left of the player's column come from one cell to the left
        // (shift d + 1), those right of it from one to the right (d - 1); the words holding the
        // row's ends or the player's column are done by the general pullWord.
        final int d = (r - source) * width;
        final int column = (start + px) >>> 6;
        final int end = start + width;
        // The first and last words hold cells of other rows and the row's end columns (which no
        // robot can reach from the side it would come from): one funnel shift, masked.
        if (column == first) {
            write(first, pullWord(first, r), shared, keepEdge);
        } else {
            write(first, funnel((first << 6) - d - 1) & cellMask(first << 6, start + 1, end - 1), shared, keepEdge);
        }
        int k = first + 1;
        if (column > first) {
            pullRun(k, column, d + 1);
            if (column < last) {
                write(column, pullWord(column, r), false, false);
            }
            k = column + 1;
        }
        pullRun(k, last, d - 1);
        if (column == last) {
            write(last, pullWord(last, r), false, false);
        } else {
            write(last, funnel((last << 6) - d + 1) & cellMask(last << 6, start, end - 2), false, false);
        }
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
        int p = (from << 6) - d;
        int q = p >> 6;
        final int bit = p & 63;
        // Source word of target word j: j + offset (and the next one, j + offset + 1).
        final int offset = q - from;
        long low = src[q];
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
            // When bit == 0 the high word contributes nothing, and may lie past the end.
            long high = src[Math.min(j + offset + 1, lastWord)];
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
        int start = r * width;
        int d = (r - s) * width;
        int base = j << 6;
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

    /** 64 bits of the current plane starting at bit {@code p} (any int; bits off the plane are 0). */
    private long funnel(int p) {
        int q = p >> 6;
        int bit = p & 63;
        long low = q >= 0 && q < words ? src[q] >>> bit : 0;
        long high = q + 1 >= 0 && q + 1 < words ? (src[q + 1] << 1) << (63 - bit) : 0;
        return low | high;
    }

    /** The bits of word {@code base >>> 6} for cells {@code a..b} (inclusive; empty if b < a). */
    private static long cellMask(int base, int a, int b) {
        int lo = Math.max(a, base);
        int hi = Math.min(b, base + 63);
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
