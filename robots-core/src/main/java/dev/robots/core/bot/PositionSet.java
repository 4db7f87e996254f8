package dev.robots.core.bot;

/**
 * The positions reached in one turn of the search, by their 64-bit keys: an open-addressing hash
 * set with linear probing, emptied in O(1) per turn ({@link EpochMarks} on its slots). It never
 * grows: it is sized for every child of a turn at a load factor of at most 1/4.
 */
final class PositionSet {
    private final long[] keys;
    private final EpochMarks used;

    /** A set with room for {@code positions} keys per turn. */
    PositionSet(int positions) {
        int slots = Integer.highestOneBit(Math.max(64, positions * 4) - 1) << 1;
        this.keys = new long[slots];
        this.used = new EpochMarks(slots);
    }

    /** Empties the set. */
    void clear() {
        used.clearAll();
    }

    /** Adds {@code key}; false if it was there already. */
    boolean add(long key) {
        int mask = keys.length - 1;
        int slot = (int) (key ^ (key >>> 29)) & mask;
        while (used.isMarked(slot)) {
            if (keys[slot] == key) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
        used.mark(slot);
        keys[slot] = key;
        return true;
    }
}
