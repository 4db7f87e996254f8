package dev.robots.core;

/**
 * Moves robots 64 cells at a time. Every robot in a run of cells that lies in one row and on
 * one side of the player's column takes the same step, so the run's occupancy bits move by one
 * fixed bit offset {@code dy * width + dx}: a funnel shift of whole words. The moved bits are
 * OR-ed into the next plane (robots meeting on a cell become one bit: the merge), less the pit
 * bits there (robots arriving on a pit are gone). This is exactly the rules' step 4, for any
 * order of the runs, because OR is order-free.
 *
 * <p>One instance per thread; it counts the robots it placed and, when walking word by word,
 * gathers the summary bits of the words it wrote, writing them out once per 64 words.
 */
final class WordSweep {
    private long[] src;
    private long[] dst;
    private long[] pits;
    private long[] dstSummary;
    private boolean trackSummary;
    /** Bits newly set in the destination: robots placed so far. */
    long placed;
    private int summaryIndex;
    private long summaryBits;

    // Row tracking for the word-by-word (sparse) walk.
    private int width;
    private int cells;
    private int px;
    private int py;
    private int rowStart;
    private int row;

    /**
     * Starts a step from {@code src} into {@code dst} (all zero) with the player at
     * {@code (px, py)}. With {@code trackSummary} the summary bits of the words written are set
     * in {@code dstSummary}; a sweep of whole rows instead marks every word afterwards.
     */
    void begin(long[] src, long[] dst, long[] pits, long[] dstSummary, boolean trackSummary,
            int width, int cells, int px, int py) {
        this.src = src;
        this.dst = dst;
        this.pits = pits;
        this.dstSummary = dstSummary;
        this.trackSummary = trackSummary;
        this.placed = 0;
        this.summaryIndex = 0;
        this.summaryBits = 0;
        this.width = width;
        this.cells = cells;
        this.px = px;
        this.py = py;
        this.rowStart = 0;
        this.row = 0;
    }

    /** Writes out the summary bits still held; call once after the last move. */
    void finish() {
        flushSummary();
        src = null;
        dst = null;
        pits = null;
        dstSummary = null;
    }

    /** Moves every robot of row {@code y}: left of the player's column, on it, and right of it. */
    void row(int y) {
        int start = y * width;
        int dyw = Integer.signum(py - y) * width;
        move(start, start + px, dyw + 1);
        move(start + px, start + px + 1, dyw);
        move(start + px + 1, start + width, dyw - 1);
    }

    /**
     * Moves the robots of word {@code k} (non-zero), row part by row part, and zeroes the word.
     * Words must come in increasing order between {@link #begin} and {@link #finish}.
     */
    void word(int k) {
        int first = k << 6;
        if (first - rowStart >= width) {
            if (first - rowStart < 4 * width) {
                do {
                    rowStart += width;
                    row++;
                } while (first - rowStart >= width);
            } else {
                row = first / width;
                rowStart = row * width;
            }
        }
        int end = Math.min(first + 64, cells);
        int y = row;
        int start = rowStart;
        for (int from = first; from < end; y++, start += width) {
            int to = Math.min(end, start + width);
            int dyw = Integer.signum(py - y) * width;
            int column = start + px;
            move(from, Math.min(to, column), dyw + 1);
            if (column >= from && column < to) {
                move(column, column + 1, dyw);
            }
            move(Math.max(from, column + 1), to, dyw - 1);
            from = to;
        }
        src[k] = 0;
    }

    /** ORs the robots on cells {@code [from, to)} into the destination, {@code shift} bits on. */
    void move(int from, int to, int shift) {
        if (from >= to) {
            return;
        }
        final long[] src = this.src;
        final int first = from >>> 6;
        final int last = (to - 1) >>> 6;
        final int offset = shift >> 6;
        final int bit = shift & 63;
        final long firstMask = -1L << from;
        final long lastMask = -1L >>> (63 - ((to - 1) & 63));
        if (first == last) {
            long w = src[first] & firstMask & lastMask;
            if (w != 0) {
                put(first + offset, w << bit);
                put(first + offset + 1, high(w, bit));
            }
            return;
        }
        long w = src[first] & firstMask;
        put(first + offset, w << bit);
        long carry = high(w, bit);
        // The hot loop: whole words, every target word inside the board. The robots of word k
        // land in words k + offset (low part, with the previous word's high part) and the next.
        // Only sweeps of whole rows get here (a word-by-word walk moves runs within one word),
        // and they mark the whole summary afterwards, so no summary bits are kept in this loop.
        final long[] dst = this.dst;
        final long[] pits = this.pits;
        long placedHere = 0;
        for (int k = first + 1; k < last; k++) {
            w = src[k];
            long v = (w << bit) | carry;
            carry = high(w, bit);
            int j = k + offset;
            long old = dst[j];
            long add = v & ~pits[j] & ~old;
            dst[j] = old | add;
            placedHere += Long.bitCount(add);
        }
        placed += placedHere;
        w = src[last] & lastMask;
        put(last + offset, (w << bit) | carry);
        put(last + offset + 1, high(w, bit));
    }

    /** The bits of {@code w} that a shift left by {@code bit} carries into the next word. */
    private static long high(long w, int bit) {
        return (w >>> 1) >>> (63 - bit);
    }

    /** ORs robots {@code v} into word {@code j}; a zero {@code v} touches nothing (j may be off the end). */
    private void put(int j, long v) {
        if (v == 0) {
            return;
        }
        long old = dst[j];
        long add = v & ~pits[j] & ~old;
        long now = old | add;
        dst[j] = now;
        placed += Long.bitCount(add);
        if (trackSummary && now != 0) {
            if ((j >>> 6) != summaryIndex) {
                flushSummary();
                summaryIndex = j >>> 6;
            }
            summaryBits |= 1L << j;
        }
    }

    private void flushSummary() {
        orSummary(summaryIndex, summaryBits);
        summaryBits = 0;
    }

    private void orSummary(int index, long value) {
        if (value != 0) {
            dstSummary[index] |= value;
        }
    }
}
