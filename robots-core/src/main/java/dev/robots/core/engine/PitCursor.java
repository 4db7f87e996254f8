package dev.robots.core.engine;

import java.util.Arrays;

/**
 * A cursor over the field's sorted pit list ({@link FieldBits#pitList}, ending with
 * {@link Long#MAX_VALUE}) for a walk whose targets increase: it only ever moves forward, galloping
 * ({@link #seek}) so that a walk costs O(log) a robot when pits are many more than robots and about
 * one step a pit passed when they are fewer. Without a pit list ({@code pits} null) the field's
 * summaries answer ({@link FieldBits#isPitCellSparse}). Static and stateless: the walk keeps the cursor
 * in a local, so the JIT keeps it in a register.
 */
final class PitCursor {
    private PitCursor() {
    }

    /**
     * The pit cursor moved forward to the first pit at or after {@code target} in {@code pits} (the
     * field's sorted pit list); unmoved when there is none ({@code pits} null). Targets increase
     * within a part of the walk, so the cursor only ever moves forward.
     */
    static int advance(long[] pits, int pit, long target) {
        return pits != null && pits[pit] < target ? seek(pits, pit, target) : pit;
    }

    /** Whether {@code target} is a pit: at the cursor {@link #advance} left, or through the field's summaries. */
    static boolean isPit(FieldBits field, long[] pits, int pit, long target) {
        return pits != null ? pits[pit] == target : field.isPitCellSparse(target);
    }

    /** The first index of {@code sorted[from, to)} holding at least {@code key}, or {@code to}. */
    static int lowerBound(long[] sorted, int from, int to, long key) {
        int at = Arrays.binarySearch(sorted, from, to, key);
        return at >= 0 ? at : -1 - at;
    }

    /**
     * The first index after {@code from} of {@code pits} (sorted, ending with {@link Long#MAX_VALUE})
     * holding at least {@code key}, where {@code pits[from] < key}: galloping (1, 2, 4, ... ahead,
     * then a binary search), so a walk costs O(log) per robot when pits are many more than robots
     * and about one step per pit passed when they are fewer.
     */
    static int seek(long[] pits, int from, long key) {
        int low = from;
        int high = from + 1;
        int last = pits.length - 1;
        // pits has fewer than 2^23 entries (FieldBits#pitListLimit), so step never overflows.
        for (int step = 2; pits[high] < key; step <<= 1) {
            low = high;
            high = Math.min(from + step, last);
        }
        return lowerBound(pits, low + 1, high + 1, key);
    }
}
