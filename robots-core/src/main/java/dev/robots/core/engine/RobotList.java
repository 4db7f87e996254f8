package dev.robots.core.engine;

import java.util.Arrays;

/**
 * The robots as a sorted list ({@link Robots}' sparse representation): the occupied cells as
 * distinct {@code int}s in increasing order, {@code cells[0, count)} with {@code count} kept by
 * {@link Robots#count} ({@link SortedCells}' form: 4 bytes a robot on any board up to 2^32 cells).
 * A step reads the list in order and writes the next one in order ({@link ListWalk}), touching no
 * plane, so its cost follows the robots, not the board's area.
 *
 * <p>The list is double-buffered like the planes: a step reads {@link #cells} and writes
 * {@link #spare}, then {@link #swap()} makes it current. Both arrays are made with the game (the
 * list's capacity, {@link Robots#listCapacity}), so a turn never allocates.
 */
final class RobotList {
    /** The occupied cells, sorted and distinct, in {@link SortedCells}' form. */
    int[] cells;
    /** The list the next step writes; its length is the most robots the list holds. */
    int[] spare;
    /**
     * Whether {@link #cells} is a snapshot's array (exactly as long as the robots it holds),
     * borrowed by a restore instead of copied, as the planes are: read-only until
     * {@link #own(int)} copies it into {@link #ownCells}; a step, which writes the spare list, copies
     * nothing.
     */
    private boolean borrowed;
    /** This game's own list, set aside while {@link #borrowed}. */
    private int[] ownCells;

    /** An empty list that holds up to {@code capacity} robots. */
    RobotList(int capacity) {
        cells = new int[capacity];
        spare = new int[capacity];
    }

    /** The most robots the list holds. */
    int capacity() {
        return spare.length;
    }

    /** Makes room for {@code robots} robots (new arrays, contents dropped) if the list holds fewer. */
    void ensureCapacity(int robots) {
        dropBorrowed();
        if (cells.length < robots) {
            cells = new int[robots];
            spare = new int[robots];
        }
    }

    boolean contains(long cell, int count) {
        return SortedCells.contains(cells, 0, count, cell);
    }

    /**
     * Makes the list this game's own, copying the first {@code count} cells of a borrowed
     * snapshot's (see {@link #borrowed}); a no-op otherwise. Whatever writes {@link #cells} in
     * place calls this first.
     */
    private void own(int count) {
        // RobotPlanes borrows alike; not folded: see RobotPlanes.own.
        if (borrowed) {
            System.arraycopy(cells, 0, ownCells, 0, count);
            dropBorrowed();
        }
    }

    /** Goes back to this game's own list without copying (its contents are then stale). */
    void dropBorrowed() {
        if (borrowed) {
            cells = ownCells;
            ownCells = null;
            borrowed = false;
        }
    }

    /**
     * An array of the list's capacity that a step may use as scratch once it has read {@link #cells}:
     * the list itself, or this game's own while the list is a snapshot's.
     */
    int[] scratch() {
        return borrowed ? ownCells : cells;
    }

    /** Makes the list a step has written current; the old one becomes spare. */
    void swap() {
        int[] t = scratch();
        borrowed = false;
        ownCells = null;
        cells = spare;
        spare = t;
    }

    /** Puts {@code cell} (not in the list) into {@code cells[0, count)}, which has room for it. */
    void insert(long cell, int count) {
        own(count);
        int at = SortedCells.lowerBound(cells, 0, count, cell);
        System.arraycopy(cells, at, cells, at + 1, count - at);
        cells[at] = SortedCells.encode(cell);
    }

    /** Takes {@code cell} (in the list) out of {@code cells[0, count)}. */
    void delete(long cell, int count) {
        own(count);
        int at = SortedCells.lowerBound(cells, 0, count, cell);
        System.arraycopy(cells, at + 1, cells, at, count - at - 1);
    }

    /** Sets the bit of each of the first {@code count} cells in {@code plane} (a {@code Board}'s layout). */
    void setBitsIn(long[] plane, int count) {
        for (int i = 0; i < count; i++) {
            long cell = SortedCells.decode(cells[i]);
            plane[(int) (cell >>> 6)] |= 1L << cell;
        }
    }

    /** A copy of {@code cells[0, count)}: a saved position. */
    int[] copy(int count) {
        return Arrays.copyOf(cells, count);
    }

    /** Returns to a saved list in O(1), by borrowing it (see {@link #borrowed}); it is never written. */
    void borrow(int[] savedCells) {
        if (!borrowed) {
            ownCells = cells;
            borrowed = true;
        }
        cells = savedCells;
    }
}
