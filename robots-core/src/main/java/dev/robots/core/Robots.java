package dev.robots.core;

import java.util.Arrays;

/**
 * The robots of a live game, as bits: one occupancy bit per cell (cell {@code y * width + x} in
 * word {@code cell >>> 6}, the same layout as {@link Board} and {@link Field}'s pits) plus a
 * summary with one bit per occupancy word that may be non-zero, so sparse boards are walked in
 * O(robots) rather than O(cells). Robots are indistinguishable, so no per-robot record is kept:
 * memory is about 2 bits per cell and nothing per robot.
 *
 * <p>The occupancy is double-buffered: a resolver reads {@link #bits} and writes the next
 * position into {@link #spare}, then makes it current. A sweep of all rows stores every word of
 * the spare plane, so it needs no clearing before and clears nothing after: the old plane is
 * left behind stale ({@link #spareDirty}). The robot-by-robot walk sets bits in the spare plane
 * and needs it zero: it clears a stale one first (O(words), once when a dense board turns
 * sparse), and zeroes the words it reads, so the plane it leaves behind is zero again.
 */
final class Robots {
    final int width;
    final int height;
    final int cells;
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
    int count;
    /** Scratch for the single-threaded sweep, reused every step so a turn allocates nothing. */
    final WordSweep sweep = new WordSweep();
    /** Scratch a parallel resolver keeps with the game it works on; null until first used. */
    ParallelResolver.Scratch parallelScratch;

    /** Robots on a {@code width x height} field, standing where {@code start} has bits. */
    Robots(int width, int height, long[] start) {
        this.width = width;
        this.height = height;
        this.cells = width * height;
        this.words = (cells + 63) >>> 6;
        if (start.length != words) {
            throw new IllegalArgumentException("robot bits: " + start.length + " words (expected: " + words + ")");
        }
        this.bits = start.clone();
        this.spare = new long[words];
        this.summary = new long[summaryWords(words)];
        this.spareSummary = new long[summary.length];
        long n = 0;
        for (int k = 0; k < words; k++) {
            long w = bits[k];
            if (w != 0) {
                summary[k >>> 6] |= 1L << k;
                n += Long.bitCount(w);
            }
        }
        this.count = (int) n;
    }

    static int summaryWords(int words) {
        return (words + 63) >>> 6;
    }

    boolean at(int cell) {
        return (bits[cell >>> 6] & (1L << cell)) != 0;
    }

    /** Puts a robot on a cell that has none. */
    void add(int cell) {
        bits[cell >>> 6] |= 1L << cell;
        summary[cell >>> 12] |= 1L << (cell >>> 6);
        count++;
    }

    /** Takes the robot off a cell that has one (its summary bit may stay: the summary is a superset). */
    void remove(int cell) {
        bits[cell >>> 6] &= ~(1L << cell);
        count--;
    }

    /**
     * Marks every word of the spare plane in its summary: what a sweep of all rows leaves, as the
     * summary may be a superset and such a sweep costs O(words) anyway.
     */
    void markAllSpare() {
        Arrays.fill(spareSummary, -1L);
        int tail = words & 63;
        if (tail != 0) {
            spareSummary[spareSummary.length - 1] = (1L << tail) - 1;
        }
    }

    /** Zeroes a stale spare plane and summary, for a walk that ORs into them. */
    void clearSpareIfDirty() {
        if (spareDirty) {
            Arrays.fill(spare, 0L);
            Arrays.fill(spareSummary, 0L);
            spareDirty = false;
        }
    }

    /**
     * Ends a sweep of all rows that stored every word of the spare plane: marks every word in
     * its summary, makes it current, and leaves the old plane stale. Returns whether a robot
     * stands on {@code (px, py)}.
     */
    boolean finishPull(long placed, int px, int py) {
        markAllSpare();
        swap((int) placed);
        spareDirty = true;
        return at(py * width + px);
    }

    /** Makes the plane a step has written current; the old one becomes spare. */
    void swap(int newCount) {
        long[] t = bits;
        bits = spare;
        spare = t;
        t = summary;
        summary = spareSummary;
        spareSummary = t;
        count = newCount;
    }

    /** Whether a step should sweep every word rather than visit the robots one by one. */
    boolean dense() {
        return dense(count);
    }

    /**
     * A sweep costs about 1.7 ns a word; visiting robots one by one costs a few ns each while the
     * planes fit in the caches and a memory latency each when they do not (timing each walk on a
     * 2-core AMD EPYC VM: 4096x4096 broke even near 70k robots, 16384x16384 near 100k). So: sweep from
     * one robot per 4 words on boards of up to 2^19 words (4 MiB a plane), and from one per 64
     * words on larger ones. Either way the step costs O(robots).
     */
    private boolean dense(int robots) {
        return (long) robots * (words <= 1 << 19 ? 4 : 64) >= words;
    }

    /** The position as a {@link Board}-compatible bit set the caller owns. */
    long[] copyBits() {
        return bits.clone();
    }

    /** Copies this occupancy into arrays of the same sizes (a saved position). */
    void saveTo(long[] intoBits, long[] intoSummary) {
        System.arraycopy(bits, 0, intoBits, 0, words);
        System.arraycopy(summary, 0, intoSummary, 0, summary.length);
    }

    /**
     * Returns to a saved occupancy in O(robots now + robots saved) word writes, visiting only the
     * words both summaries mark (a dense board is copied whole, which is cheaper there).
     */
    void restore(long[] savedBits, long[] savedSummary, int savedCount) {
        if (dense() || dense(savedCount)) {
            System.arraycopy(savedBits, 0, bits, 0, words);
            System.arraycopy(savedSummary, 0, summary, 0, summary.length);
        } else {
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
        count = savedCount;
    }

    /**
     * Returns to a saved occupancy after a step was cut short by an exception (a listener's): the
     * walk may have cleared words its summary no longer marks and half-written the spare plane, so
     * the plane and summary are copied whole and the spare plane is marked stale.
     */
    void restoreWhole(long[] savedBits, long[] savedSummary, int savedCount) {
        System.arraycopy(savedBits, 0, bits, 0, words);
        System.arraycopy(savedSummary, 0, summary, 0, summary.length);
        count = savedCount;
        spareDirty = true;
    }

    /** For tests: whether the spare plane and summary are all zero (as they must be unless stale). */
    boolean spareIsClear() {
        for (long w : spare) {
            if (w != 0) {
                return false;
            }
        }
        for (long w : spareSummary) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /** For tests: whether every non-zero word is marked in the summary and the count is right. */
    boolean consistent() {
        long n = 0;
        for (int k = 0; k < words; k++) {
            if (bits[k] != 0 && (summary[k >>> 6] & (1L << k)) == 0) {
                return false;
            }
            n += Long.bitCount(bits[k]);
        }
        return n == count;
    }

    @Override
    public String toString() {
        return "Robots[" + width + "x" + height + ", " + count + " robots]";
    }
}
