package dev.robots.core.engine;

import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;

/**
 * The engine's side of a field: its size and its pits as the walks read them, cell indexes and
 * bits. The pit plane is one bit per cell ({@code cell >>> 6} the word, {@code cell & 63} the bit),
 * with two summaries and, while pits are few, a sorted list, so a walk over a few robots of a huge
 * board reads the plane itself (a cache miss each) only near pits. Immutable once made: the public
 * {@code Field} holds one and never hands out its arrays. The arrays are shared, not copied: the
 * walks read them on every step, and only the module's own code (which writes none of them) can
 * reach this class.
 */
@SuppressFBWarnings(value = "EI_EXPOSE_REP",
        justification = "the engine's own read-only planes, shared with its walks; not exported")
public final class FieldBits {
    private final int width;
    private final int height;
    private final long[] pits;
    private final int pitCount;
    /**
     * Bit {@code b} is set when cells {@code b * 4096} to {@code b * 4096 + 4095} hold a pit: a
     * 1/4096-bit-per-cell summary that stays in the caches on any board, so a walk visiting a few
     * robots on a huge board reads the pit plane (a cache miss each) only near pits.
     */
    private final long[] pitBlocks;
    /**
     * Bit {@code k} is set when word {@code k} of the pit plane (cells {@code k * 64} to
     * {@code k * 64 + 63}) holds a pit: 1/64 bit per cell, read after {@link #pitBlocks} says a
     * pit is near, so a robot in a block with a pit reads the pit plane only when its word has one.
     */
    private final long[] pitWords;
    /**
     * The pit cells in increasing order followed by {@link Long#MAX_VALUE} (a sentinel), while
     * pits are few (at most {@link #pitListLimit}); null otherwise. A walk whose targets increase
     * ({@link ListWalk}) tests them against it with a cursor that only moves forward: the pits it
     * reads are read in order, so no test is a cache miss, however large the board.
     */
    private final long[] pitList;

    /**
     * The bits of a {@code width x height} field whose pits are {@code pits} (taken, never
     * changed); {@code withPitList}: keep the sorted list while pits are few (tests turn it off).
     */
    @SuppressFBWarnings(value = "EI_EXPOSE_REP2", justification = "the pits are handed over, never written again")
    public FieldBits(int width, int height, long[] pits, boolean withPitList) {
        this.width = width;
        this.height = height;
        this.pits = pits;
        this.pitCount = Bits.intCount(Bits.count(pits), "pits");
        this.pitBlocks = new long[(pits.length >>> 12) + 1];
        this.pitWords = new long[(pits.length >>> 6) + 1];
        long[] list = withPitList && pitCount <= pitListLimit((long) width * height) ? new long[pitCount + 1] : null;
        int n = 0;
        for (int k = 0; k < pits.length; k++) {
            if (pits[k] != 0) {
                pitBlocks[k >>> 12] |= 1L << (k >>> 6);
                pitWords[k >>> 6] |= 1L << k;
                for (long w = list == null ? 0 : pits[k]; w != 0; w &= w - 1) {
                    list[n++] = ((long) k << 6) + Long.numberOfTrailingZeros(w);
                }
            }
        }
        if (list != null) {
            list[n] = Long.MAX_VALUE;
        }
        this.pitList = list;
    }

    /**
     * The most pits {@link #pitList} holds on a board of {@code cells} cells: one per 256 cells
     * (a quarter bit per cell, as much as the robot list's capacity) or 4096 (32 KiB).
     */
    public static int pitListLimit(long cells) {
        return (int) Math.max(4096, cells >>> 8);
    }

    /** Columns. */
    public int width() {
        return width;
    }

    /** Rows. */
    public int height() {
        return height;
    }

    /** How many pits the field has. */
    public int pitCount() {
        return pitCount;
    }

    /** Whether {@code cell} is a pit. */
    public boolean isPitCell(long cell) {
        return Bits.get(pits, cell);
    }

    /** The pit plane itself, for the walks and the text (never to be written). */
    public long[] pitBits() {
        return pits;
    }

    /** See {@link #pitList}: the sorted pit cells and a sentinel, or null when pits are many. */
    public long[] pitList() {
        return pitList;
    }

    /**
     * Whether {@code cell} is a pit, reading the pit plane only when both summaries say its word
     * has one: for walks that visit a few cells of a huge board, where a read of the plane is a
     * cache miss.
     */
    public boolean isPitCellSparse(long cell) {
        return (pitBlocks[(int) (cell >>> 18)] & (1L << (cell >>> 12))) != 0
                && (pitWords[(int) (cell >>> 12)] & (1L << (cell >>> 6))) != 0
                && (pits[(int) (cell >>> 6)] & (1L << cell)) != 0;
    }

    /** See {@link #pitWords}: bit {@code cell >>> 6} of word {@code cell >>> 12} ({@link ListWalk} reads it). */
    public long[] pitWords() {
        return pitWords;
    }

    /** The exit's cell: {@code (0, height / 2)}. */
    public long exitCell() {
        return (long) (height / 2) * width;
    }

    /** The player's start cell: {@code (width - 1, height / 2)}. */
    public long startCell() {
        return exitCell() + width - 1;
    }

    /**
     * The distinct corner cells as indices, in the order {@code (0,0)}, {@code (W-1,0)},
     * {@code (0,H-1)}, {@code (W-1,H-1)}; two on a one-row field. Reinforcements choose among the
     * free ones in this order.
     */
    public long[] cornerCells() {
        if (height == 1) {
            return new long[] {0, width - 1};
        }
        long last = (long) (height - 1) * width;
        return new long[] {0, width - 1, last, last + width - 1};
    }
}
