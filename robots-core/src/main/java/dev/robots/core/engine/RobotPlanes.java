package dev.robots.core.engine;

import java.util.Arrays;

/**
 * The robots as occupancy planes ({@link Robots}' dense representation): one bit per cell (cell
 * {@code y * width + x} in word {@code cell >>> 6}, the same layout as {@code Board} and
 * {@link FieldBits}' pits) plus a summary with one bit per occupancy word that may be non-zero. Robots
 * are indistinguishable, so no per-robot record is kept: about 2 bits per cell. The count of robots
 * is {@link Robots#count}, shared with the list.
 *
 * <p>The occupancy is double-buffered: a resolver reads {@link #bits} and writes the next
 * position into {@link #spare}, then makes it current. A sweep of all rows stores every word of
 * the spare plane, so it needs no clearing before and clears nothing after: the old plane is
 * left behind stale ({@link #spareDirty}). The robot-by-robot walk sets bits in the spare plane
 * and needs it zero: it clears a stale one first (O(words), once when a dense board turns
 * sparse), and zeroes the words it reads, so the plane it leaves behind is zero again.
 */
final class RobotPlanes {
    final int words;
    /** The current occupancy: bit {@code c} is set when a robot stands on cell {@code c}. */
    long[] bits;
    /** Bit {@code k} is set when {@code bits[k]} may be non-zero (a superset of the non-zero words). */
    long[] summary;
    /** The plane the next step writes; all zero between steps. */
    long[] spare;
    long[] spareSummary;
    /** Whether the spare plane and its summary hold stale bits (after a sweep of all rows). */
    boolean spareDirty;
    /**
     * Whether {@link #bits} and {@link #summary} are a snapshot's arrays, borrowed by a restore
     * instead of copied: read-only until {@link #own()} copies them into {@link #ownBits} (the
     * first write), or a step that writes a new plane gives them back. Steps only read the current
     * plane, so a restore followed by a sweep copies nothing.
     */
    private boolean borrowed;
    /** This game's own plane and summary, set aside while {@link #borrowed}. */
    private long[] ownBits;
    private long[] ownSummary;

    /** Planes whose current plane is {@code plane} (taken, not copied); {@link #markSummary()} fills the summary. */
    RobotPlanes(long[] plane) {
        this.words = plane.length;
        this.bits = plane;
        this.spare = new long[words];
        this.summary = new long[summaryWords(words)];
        this.spareSummary = new long[summary.length];
    }

    static int summaryWords(int words) {
        return (words + 63) >>> 6;
    }

    /** Marks every non-zero word of the current plane in the summary; returns the robots on the plane. */
    long markSummary() {
        long n = 0;
        for (int k = 0; k < words; k++) {
            long w = bits[k];
            if (w != 0) {
                summary[k >>> 6] |= 1L << k;
                n += Long.bitCount(w);
            }
        }
        return n;
    }

    boolean at(long cell) {
        return (bits[(int) (cell >>> 6)] & (1L << cell)) != 0;
    }

    /** Puts a robot on {@code cell} (with its summary bit). */
    void set(long cell) {
        bits[(int) (cell >>> 6)] |= 1L << cell;
        summary[(int) (cell >>> 12)] |= 1L << (cell >>> 6);
    }

    /** Takes the robot off {@code cell} (its summary bit may stay: the summary is a superset). */
    void clear(long cell) {
        bits[(int) (cell >>> 6)] &= ~(1L << cell);
    }

    /** Empties the current plane and summary (this game's own: a borrowed one is given back first). */
    void clearAll() {
        dropBorrowed();
        Arrays.fill(bits, 0L);
        Arrays.fill(summary, 0L);
    }

    /**
     * Makes the current plane and summary this game's own, copying a borrowed snapshot's (see
     * {@link #borrowed}); a no-op otherwise. Whatever writes {@link #bits} or {@link #summary}
     * calls this first.
     */
    void own() {
        // RobotList borrows alike; not folded: the planes are two arrays and the list one, and a shared
        // holder would put an indirection between the walks and the arrays they read.
        if (borrowed) {
            System.arraycopy(bits, 0, ownBits, 0, words);
            System.arraycopy(summary, 0, ownSummary, 0, summary.length);
            dropBorrowed();
        }
    }

    /** Goes back to this game's own plane and summary without copying (their contents are then stale). */
    void dropBorrowed() {
        if (borrowed) {
            bits = ownBits;
            summary = ownSummary;
            ownBits = null;
            ownSummary = null;
            borrowed = false;
        }
    }

    /**
     * Marks every word of the spare plane in its summary: what a sweep of all rows leaves, as the
     * summary may be a superset and such a sweep costs O(words) anyway.
     */
    void markAllSpare() {
        markAll(spareSummary, words);
    }

    /** Marks every word of the current plane in its summary: what a sweep in place leaves (see {@link #markAllSpare}). */
    void markAll() {
        markAll(summary, words);
    }

    private static void markAll(long[] summary, int words) {
        Arrays.fill(summary, -1L);
        int tail = words & 63;
        if (tail != 0) {
            summary[summary.length - 1] = (1L << tail) - 1;
        }
    }

    /** Whether the current plane and summary are this game's own, not a borrowed snapshot's (which are read-only). */
    boolean owned() {
        return !borrowed;
    }

    /** Zeroes a stale spare plane and summary, for a walk that ORs into them. */
    void clearSpareIfDirty() {
        if (spareDirty) {
            Arrays.fill(spare, 0L);
            Arrays.fill(spareSummary, 0L);
            spareDirty = false;
        }
    }

    /** Makes the plane a step has written current; the old one (this game's own) becomes spare. */
    void swap() {
        dropBorrowed();
        long[] t = bits;
        bits = spare;
        spare = t;
        t = summary;
        summary = spareSummary;
        spareSummary = t;
    }

    /** Copies this occupancy into arrays of the same sizes (a saved position). */
    void saveTo(long[] intoBits, long[] intoSummary) {
        System.arraycopy(bits, 0, intoBits, 0, words);
        System.arraycopy(summary, 0, intoSummary, 0, summary.length);
    }

    /**
     * Returns to a saved occupancy in O(1), by borrowing the saved arrays (see {@link #borrowed}):
     * the next write copies ({@link #own()}); a sweep, which only reads, copies nothing.
     */
    void borrow(long[] savedBits, long[] savedSummary) {
        if (!borrowed) {
            ownBits = bits;
            ownSummary = summary;
            borrowed = true;
        }
        bits = savedBits;
        summary = savedSummary;
    }

    /**
     * Returns to a saved occupancy in O(robots now + robots saved) word writes: clears the words
     * the summary marks and copies those the saved summary marks.
     */
    void restoreSparse(long[] savedBits, long[] savedSummary) {
        own();
        for (int g = 0; g < summary.length; g++) {
            for (long s = summary[g]; s != 0; s &= s - 1) {
                bits[(g << 6) + Long.numberOfTrailingZeros(s)] = 0;
            }
            long s = savedSummary[g];
            summary[g] = s;
            for (; s != 0; s &= s - 1) {
                int k = (g << 6) + Long.numberOfTrailingZeros(s);
                bits[k] = savedBits[k];
            }
        }
    }

    /**
     * Returns to a saved occupancy after a step was cut short by an exception (a listener's): the
     * walk may have cleared words its summary no longer marks and half-written the spare plane, so
     * the plane and summary are copied whole and the spare plane is marked stale.
     */
    void restoreWhole(long[] savedBits, long[] savedSummary) {
        dropBorrowed();
        System.arraycopy(savedBits, 0, bits, 0, words);
        System.arraycopy(savedSummary, 0, summary, 0, summary.length);
        spareDirty = true;
    }
}
