package dev.robots.core.engine;

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
 * words ({@code width} a multiple of 64) have a shorter path of their own ({@link WholeWordRow}),
 * and may be pulled into the current plane itself, in an order that reads every source row before
 * it is overwritten ({@link #pullAllInPlace}).
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
    /** Whether every row is whole words ({@code width} a multiple of 64): {@link WholeWordRow}. */
    private boolean wholeWordRows;
    /** Whether those rows go by vectors (see {@link WholeWordRow#VECTOR}). */
    private boolean vector;
    /** The player's row of the next plane, set aside by {@link #pullAllInPlace}; grown, never shrunk. */
    private long[] playerRow = new long[0];

    /**
     * The OR-part of the first word of the first row of the last {@link #pullRows}, when asked
     * to keep it (another thread may write the rest of that word); else 0.
     */
    long edge;

    /**
     * Starts a step from {@code src} into {@code dst} with the player at {@code (px, py)}; rows of
     * whole words by vectors if {@code vector} (which needs {@link WholeWordRow#VECTOR}).
     */
    void begin(long[] src, long[] dst, long[] pits, int width, int height, int px, int py, boolean vector) {
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
        this.vector = vector;
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
        // Counted in a local and stored once: a field written per row would share its cache line
        // with the next thread's sweep (two sweeps are allocated side by side) and bounce it
        // between the cores on every row.
        long count = 0;
        for (int row = from; row < to; row++) {
            count += pullRow(row, keepEdge && row == from);
        }
        placed += count;
    }

    /**
     * Computes the whole next plane into the current one ({@link #begin} with {@code dst == src}),
     * for rows of whole words ({@code width} a multiple of 64, so no word is shared by two rows).
     * Each target row takes from one source row that later rows do not need: the rows above the
     * player's go upward from it (row {@code r} from {@code r - 1}, overwritten only after row
     * {@code r + 1} has read it), the rows below downward; the player's row, which takes from
     * three rows, is computed first into {@link #playerRow} and stored last. Per word, one load of
     * the plane and one of the pits, one store to a line just read: a stream less than a pull into
     * the spare plane, whose lines must be fetched before they are written.
     */
    void pullAllInPlace() {
        final int rowWords = width >>> 6;
        if (playerRow.length < rowWords) {
            playerRow = new long[rowWords]; // once per thread and board width: no allocation per step
        }
        final int first = py * rowWords;
        long count = 0;
        for (int k = 0; k < rowWords; k++) {
            long v = pullWord(first + k, py) & ~pits[first + k];
            playerRow[k] = v;
            count += Long.bitCount(v);
        }
        for (int row = py - 1; row >= 0; row--) {
            count += pullRow(row, false);
        }
        for (int row = py + 1; row < height; row++) {
            count += pullRow(row, false);
        }
        System.arraycopy(playerRow, 0, dst, first, rowWords);
        placed += count;
    }

    /** Pulls target row {@code row}; returns the robots it placed. */
    private long pullRow(int row, boolean keepEdge) {
        // Cells are longs (a board may have 2^32); word indexes and offsets within a row are ints.
        final long start = (long) row * width;
        final int first = (int) (start >>> 6);
        final int last = (int) ((start + width - 1) >>> 6);
        final boolean shared = (start & 63) != 0;
        int source = sourceRow(row);
        if (wholeWordRows && row != py && source >= 0) {
            return WholeWordRow.pull(src, dst, pits, first, last, (source - row) * (width >>> 6), px, vector);
        }
        long count = 0;
        if (row == py || source < 0 || last - first < 2) {
            for (int j = first; j <= last; j++) {
                count += write(j, pullWord(j, row), shared && j == first, keepEdge);
            }
            return count;
        }
        // One source row; the robots left of the player's column come from one cell to the left
        // (shift distance + 1), those right of it from one to the right (distance - 1): two runs of the hot
        // loop, each also over the row's end word on its side, which then loses the bits no robot
        // reaches from that side (column 0; column width - 1 and the next row's cells). The word
        // holding the player's column takes from three cells; a first word shared with the row
        // before (or whose left neighbour lies before the plane) is done on its own.
        final int distance = (row - source) * width;
        final int column = (int) ((start + px) >>> 6);
        final long end = start + width;
        if (column > first) {
            int from = first;
            final long firstBit = (long) first << 6;
            if (shared || firstBit - distance - 1 < 0) {
                count += write(first, funnel(firstBit - distance - 1) & Bits.cellMask(firstBit, start + 1, end - 1),
                        shared, keepEdge);
                from = first + 1;
            }
            count += pullRun(from, column, distance + 1);
            if (from == first) {
                // The row starts word first: its column 0 took the last cell of the row before.
                count -= keepOnly(first, -2L);
            }
        }
        count += write(column, columnWord(column, start, end, distance), shared && column == first,
                keepEdge && column == first);
        if (column < last) {
            count += pullRun(column + 1, last + 1, distance - 1);
            // Cells from column width - 1 on (the next row's too) take nothing from the right.
            count -= keepOnly(last, (1L << (end - 1 - ((long) last << 6))) - 1);
        }
        return count;
    }

    /** Clears the bits of {@code dst[word]} outside {@code mask}; returns how many it cleared. */
    private int keepOnly(int word, long mask) {
        long v = dst[word];
        dst[word] = v & mask;
        return Long.bitCount(v & ~mask);
    }

    /**
     * Word {@code word} of the row of cells {@code [rowStart, rowEnd)} with one source row {@code distance} cells
     * before it, before pits: columns 1 to px take from one cell left, px to width - 2 from one
     * cell right, px also from the cell straight across; the row's other cells in the word take nothing.
     */
    private long columnWord(int word, long rowStart, long rowEnd, int distance) {
        final long base = (long) word << 6;
        final long p = base - distance;
        final long column = 1L << (rowStart + px - base);
        final long left = (column | (column - 1)) & Bits.fromBit(rowStart + 1 - base);
        final long right = -column & Bits.upToBit(rowEnd - 2 - base);
        return (funnel(p - 1) & left) | (funnel(p + 1) & right) | (funnel(p) & column);
    }

    /**
     * Target words {@code [from, to)}, every cell of which takes the robot (if any) {@code distance}
     * cells before it: the hot loop, a funnel shift with one load of the current plane per word.
     * Returns the robots it placed.
     */
    private long pullRun(int from, int to, int distance) {
        if (from >= to) {
            return 0;
        }
        final long[] src = this.src;
        final long[] dst = this.dst;
        final long[] pits = this.pits;
        final int lastWord = words - 1;
        long p = ((long) from << 6) - distance;
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
        return count;
    }

    /** The row whose robots all land in target row {@code row} ({@code row != py}), or -1 if none. */
    private int sourceRow(int row) {
        if (row < py) {
            return row >= 1 ? row - 1 : -1;
        }
        return row + 1 < height ? row + 1 : -1;
    }

    /** The robots landing on the cells of row {@code row} that lie in word {@code word}, before pits. */
    private long pullWord(int word, int row) {
        long v = 0;
        if (row < py) {
            v = pullFrom(word, row, row - 1);
        } else if (row > py) {
            v = pullFrom(word, row, row + 1);
        } else {
            v = pullFrom(word, row, row - 1) | pullFrom(word, row, row) | pullFrom(word, row, row + 1);
        }
        return v;
    }

    /** The robots of row {@code sourceRow} landing on row {@code targetRow}'s cells in word {@code word}. */
    private long pullFrom(int word, int targetRow, int sourceRow) {
        if (sourceRow < 0 || sourceRow >= height) {
            return 0;
        }
        long start = (long) targetRow * width;
        int distance = (targetRow - sourceRow) * width;
        long base = (long) word << 6;
        // Target columns 1..px take the robot from one cell left, px..width-2 from one cell
        // right, and px also the robot on it (only when sourceRow == targetRow is px's own cell in play).
        long v = 0;
        long left = Bits.cellMask(base, start + 1, start + px);
        if (left != 0) {
            v = funnel(base - distance - 1) & left;
        }
        long right = Bits.cellMask(base, start + px, start + width - 2);
        if (right != 0) {
            v |= funnel(base - distance + 1) & right;
        }
        long column = Bits.cellMask(base, start + px, start + px);
        if (column != 0) {
            v |= funnel(base - distance) & column;
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

    /**
     * Stores {@code bits} (before pits) as word {@code word} of the next plane; a word {@code shared}
     * with the row before is OR-ed in, or with {@code keepEdge} kept in {@link #edge}. Returns the
     * robots it placed.
     */
    private int write(int word, long bits, boolean shared, boolean keepEdge) {
        bits &= ~pits[word];
        if (!shared) {
            dst[word] = bits;
        } else if (keepEdge) {
            edge = bits;
        } else {
            dst[word] |= bits;
        }
        return Long.bitCount(bits);
    }
}
