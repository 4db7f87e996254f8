package dev.robots.core.bot;

import java.util.Arrays;

/**
 * Marks on the indices {@code 0 .. size - 1}, all cleared at once in O(1): an index is marked when
 * its stamp equals the current epoch, and {@link #clearAll} starts a new epoch. The stamps are
 * wiped only when the epoch counter would wrap, once in about two billion clears. The search uses
 * it for every per-step set: the cells robots arrived on, the slots of its seen-positions table,
 * the player cells already taken in a selection.
 */
final class EpochMarks {
    private int[] stamps;
    private int epoch = 1;

    /** Marks on {@code size} indices, none marked. */
    EpochMarks(int size) {
        stamps = new int[size];
    }

    /** Makes room for at least {@code size} indices; when it grows, nothing is marked. */
    void ensureSize(int size) {
        if (stamps.length < size) {
            stamps = new int[size];
            epoch = 1;
        }
    }

    /** Unmarks every index. */
    void clearAll() {
        if (++epoch == Integer.MAX_VALUE) {
            Arrays.fill(stamps, 0);
            epoch = 1;
        }
    }

    boolean isMarked(int index) {
        return stamps[index] == epoch;
    }

    /** Marks {@code index}; false if it was marked already. */
    boolean mark(int index) {
        if (stamps[index] == epoch) {
            return false;
        }
        stamps[index] = epoch;
        return true;
    }
}
