package dev.robots.core.engine;

import dev.robots.core.CellVisitor;
import dev.robots.core.GameParameters;
import dev.robots.core.check.Expected;

/**
 * Bit-set helpers over {@code long[]} words: one bit per cell, cell {@code i} in word {@code i >>> 6}.
 * Cells are {@code long}s (a board may have 2^32 cells); word indices are {@code int}s, as a plane of
 * at most {@link GameParameters#MAX_CELLS} cells has at most 2^26 words.
 */
public final class Bits {
    private Bits() {
    }

    public static long[] forCells(long cells) {
        return new long[(int) ((cells + 63) >>> 6)];
    }

    public static boolean get(long[] bits, long i) {
        return (bits[(int) (i >>> 6)] & (1L << i)) != 0;
    }

    public static void set(long[] bits, long i) {
        bits[(int) (i >>> 6)] |= 1L << i;
    }

    public static void clear(long[] bits, long i) {
        bits[(int) (i >>> 6)] &= ~(1L << i);
    }

    public static long count(long[] bits) {
        long n = 0;
        for (long w : bits) {
            n += Long.bitCount(w);
        }
        return n;
    }

    /**
     * Tells {@code visitor} of every set bit of {@code bits}, in increasing order, as the cell
     * {@code (i % width, i / width)}. With a {@code summary} (bit {@code k} set when word {@code k}
     * may be non-zero; a superset is fine) it reads only the words the summary marks: O(bits set +
     * words / 64). With {@code null} it reads every word.
     */
    public static void forEachSet(long[] bits, long[] summary, int width, CellVisitor visitor) {
        if (summary == null) {
            for (int k = 0; k < bits.length; k++) {
                visitWord(bits[k], k, width, visitor);
            }
            return;
        }
        for (int s = 0; s < summary.length; s++) {
            for (long marks = summary[s]; marks != 0; marks &= marks - 1) {
                int k = (s << 6) + Long.numberOfTrailingZeros(marks);
                if (k < bits.length) {
                    visitWord(bits[k], k, width, visitor);
                }
            }
        }
    }

    private static void visitWord(long word, int k, int width, CellVisitor visitor) {
        for (long w = word; w != 0; w &= w - 1) {
            long cell = ((long) k << 6) + Long.numberOfTrailingZeros(w);
            visitor.visit((int) (cell % width), (int) (cell / width));
        }
    }

    /**
     * {@code count} as an {@code int}: pits and robots are counted in {@code int}s (as
     * {@link GameParameters} gives them), and a board of more than 2^31 cells could hold more.
     */
    public static int intCount(long count, String what) {
        if (count > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(Expected.of(what + ": " + count, "at most " + Integer.MAX_VALUE));
        }
        return (int) count;
    }

    /** The bits from {@code bit} up (all for {@code bit <= 0}, none from 64). */
    static long fromBit(long bit) {
        return bit <= 0 ? -1L : bit >= 64 ? 0 : -1L << bit;
    }

    /** The bits up to {@code bit} inclusive (none for {@code bit < 0}, all from 63). */
    static long upToBit(long bit) {
        return bit < 0 ? 0 : bit >= 63 ? -1L : (2L << bit) - 1;
    }

    /** The bits of word {@code base >>> 6} for cells {@code a..b} (inclusive; empty if b < a). */
    static long cellMask(long base, long a, long b) {
        long lo = Math.max(a, base);
        long hi = Math.min(b, base + 63);
        if (lo > hi) {
            return 0;
        }
        return (-1L >>> (63 - (hi - lo))) << (lo - base);
    }
}
