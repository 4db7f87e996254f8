package dev.robots.core.engine;

/**
 * What the tests read of a {@link Robots} beyond what the engine asks of it: the position as a
 * bit set whatever the representation, and the invariants of each representation. Kept out of
 * {@code Robots} so its main code is only what a game runs.
 */
public final class RobotsInspection {
    private RobotsInspection() {
    }

    /** Whether the robots of {@code bits} on a {@code width x height} board start as a sorted list. */
    public static boolean startsListed(int width, int height, long[] bits) {
        return new Robots(width, height, bits).listed;
    }

    /** The most robots the list holds on a board of {@code words} words. */
    public static int listCapacity(int words) {
        return Robots.listCapacity(words);
    }

    /** The position as a {@code Board}-compatible bit set the caller owns. */
    static long[] copyBits(Robots robots) {
        long[] copy = new long[robots.words];
        robots.copyBitsInto(copy);
        return copy;
    }

    /** Whether the spare plane and summary are all zero (as they must be unless stale). */
    static boolean spareIsClear(Robots robots) {
        for (long w : robots.planes.spare) {
            if (w != 0) {
                return false;
            }
        }
        for (long w : robots.planes.spareSummary) {
            if (w != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the representation in use is sound: a sorted list of distinct cells on the board
     * within its capacity, or planes whose every non-zero word is marked in the summary, with the
     * right count either way.
     */
    static boolean consistent(Robots robots) {
        int count = robots.count;
        if (robots.listed) {
            int[] list = robots.list.cells;
            for (int i = 0; i < count; i++) {
                long cell = SortedCells.decode(list[i]);
                if (cell < 0 || cell >= robots.cells || (i > 0 && list[i] <= list[i - 1])) {
                    return false;
                }
            }
            return count <= robots.list.capacity();
        }
        long[] bits = robots.planes.bits;
        long n = 0;
        for (int k = 0; k < robots.words; k++) {
            if (bits[k] != 0 && (robots.planes.summary[k >>> 6] & (1L << k)) == 0) {
                return false;
            }
            n += Long.bitCount(bits[k]);
        }
        return n == count;
    }
}
