package dev.robots.core.engine;

import dev.robots.core.CellVisitor;
import dev.robots.core.check.Expected;
import java.util.Arrays;

/**
 * The robots of a live game, in one of two representations chosen by density:
 * <ul>
 *   <li><b>planes</b> ({@link RobotPlanes}): one occupancy bit per cell plus a summary of the
 *       words that may be non-zero, about 2 bits per cell.</li>
 *   <li><b>list</b> ({@link #listed}, {@link RobotList}): the occupied cells as a sorted array of
 *       distinct {@code int}s, while there are fewer than one robot per 320 cells on a board of more
 *       than {@link #SMALL_BOARD_WORDS} words. A step then costs what the robots do, not the board's
 *       area (while pits are few, the pit test too reads a sorted list in order: {@link FieldBits#pitList}).</li>
 * </ul>
 * {@link #settle()} switches between them with hysteresis (to the list below one robot per 320
 * cells, back to the planes at one per 256, the list's capacity), so a board near the threshold
 * does not convert every step; a conversion costs one pass over the planes. The list arrays are
 * made with the game (an eighth of a bit per cell each: an {@code int} per 256 cells), so a turn never
 * allocates. In list mode the planes' contents are unspecified: whatever reads robots goes through
 * the methods here. The count of robots, {@link #count}, is kept here for both.
 */
public final class Robots {
    final int width;
    final int height;
    final long cells;
    final int words;
    /** A cell's row without a division ({@link ListWalk} asks it for every robot). */
    final RowDivision rows;
    /** The robots while not {@link #listed}; scratch for a render or a conversion while listed. */
    final RobotPlanes planes;
    /** The robots while {@link #listed}; null on a board of at most {@link #SMALL_BOARD_WORDS} words. */
    RobotList list;
    int count;
    /** Whether the robots are {@code list.cells[0, count)} (sorted, distinct) rather than the planes. */
    boolean listed;

    /** Robots on a {@code width x height} field, standing where {@code start} (copied) has bits. */
    Robots(int width, int height, long[] start) {
        this(start.clone(), width, height);
    }

    /**
     * Robots standing where {@code start} has bits, taking {@code start} as the current plane: for
     * a position no one else holds (the generator's), so the largest boards do not need a plane's
     * worth of heap more to start than to play.
     */
    static Robots adopting(int width, int height, long[] start) {
        return new Robots(start, width, height);
    }

    /** Robots standing where {@code plane} has bits, {@code plane} taken as the current plane. */
    private Robots(long[] plane, int width, int height) {
        this.width = width;
        this.height = height;
        this.cells = (long) width * height;
        this.words = (int) ((cells + 63) >>> 6);
        this.rows = new RowDivision(width);
        if (plane.length != words) {
            throw new IllegalArgumentException(Expected.of("robot bits: " + plane.length + " words", words));
        }
        this.planes = new RobotPlanes(plane);
        this.count = Bits.intCount(planes.markSummary(), "robots");
        if (words > SMALL_BOARD_WORDS) {
            list = new RobotList(listCapacity(words));
        }
        settle();
    }

    /** Boards of at most this many words (4096 cells) always keep planes: a step there costs next to nothing. */
    static final int SMALL_BOARD_WORDS = 64;

    /** The most robots the list holds on a board of {@code words} words: one per 4 words (256 cells). */
    static int listCapacity(int words) {
        return words / 4;
    }

    /**
     * Picks the representation for the next step: the list while robots are fewer than one per 5
     * words (320 cells), the planes from one per 4 words (where the list is full). Between the two
     * the current one stays. Measured with robots-bench on 4096x4096 and 16384x16384: the list walk
     * costs a few ns per robot wherever the board, a sweep of the planes about 1 to 2 ns per word,
     * so the list wins up to about a robot per word, and the list's capacity (a quarter bit per
     * cell for each array) is the bound. The switch to the list was at one per 8 words until
     * 2026-12-01: between one per 8 and one per 5 words the planes cost about twice the list
     * (a throwaway loop, steps and restores, 2-vCPU AMD EPYC VM: 700,000 robots on 16384x16384
     * 9.2-9.7 against 4.8-5.1 ns a robot, 10^7 on 65536x65536 7.4 against 5.3, 50,000 on
     * 4096x4096 9.0 against 3.4).
     */
    void settle() {
        if (listed) {
            if (count >= list.capacity()) {
                toPlanes();
            }
        } else if (list != null && (long) count * 5 < words) {
            toList();
        }
    }

    /** Moves the robots from the planes to the list (which must hold them). O(summary + robots). */
    void toList() {
        if (list == null) {
            // Only a test forcing the list on a small or crowded board gets here (and to a short list).
            list = new RobotList(Math.max(count, 1));
        } else {
            list.ensureCapacity(count);
        }
        final int[] to = list.cells;
        final long[] bits = planes.bits;
        final long[] summary = planes.summary;
        int n = 0;
        for (int g = 0; g < summary.length; g++) {
            for (long marks = summary[g]; marks != 0; marks &= marks - 1) {
                int k = (g << 6) + Long.numberOfTrailingZeros(marks);
                for (long w = bits[k]; w != 0; w &= w - 1) {
                    to[n++] = SortedCells.encode(((long) k << 6) + Long.numberOfTrailingZeros(w));
                }
            }
        }
        listed = true;
        planes.spareDirty = true;
        planes.dropBorrowed();
    }

    /** Moves the robots from the list to the planes. O(words): the plane is cleared first. */
    void toPlanes() {
        planes.clearAll();
        final int[] from = list.cells;
        for (int i = 0; i < count; i++) {
            planes.set(SortedCells.decode(from[i]));
        }
        listed = false;
        list.dropBorrowed();
        planes.spareDirty = true;
    }

    boolean at(long cell) {
        return listed ? list.contains(cell, count) : planes.at(cell);
    }

    /** Puts a robot on a cell that has none (a full list turns into planes first). */
    void add(long cell) {
        if (listed && count == list.capacity()) {
            toPlanes();
        }
        if (listed) {
            list.insert(cell, count);
        } else {
            planes.own();
            planes.set(cell);
        }
        count++;
    }

    /** Takes the robot off a cell that has one. */
    void remove(long cell) {
        if (listed) {
            list.delete(cell, count);
        } else {
            planes.own();
            planes.clear(cell);
        }
        count--;
    }

    /**
     * Ends a sweep of all rows that stored every word of the spare plane: marks every word in
     * its summary, makes it current, and leaves the old plane stale. Returns whether a robot
     * stands on {@code (px, py)}.
     */
    boolean finishPull(long placed, int px, int py) {
        planes.markAllSpare();
        swap((int) placed);
        planes.spareDirty = true;
        return at((long) py * width + px);
    }

    /** After a sweep into the current plane: every word may hold robots now. */
    boolean finishInPlace(long placed, int px, int py) {
        planes.markAll();
        count = (int) placed;
        return at((long) py * width + px);
    }

    /** Makes the plane a step has written current; the old one (this game's own) becomes spare. */
    void swap(int newCount) {
        planes.swap();
        count = newCount;
    }

    /** Makes the list a step has written current; the old one becomes spare. */
    void swapList(int newCount) {
        list.swap();
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

    /** Tells {@code visitor} of every robot, in increasing cell order: O(robots + words / 64). */
    void forEach(CellVisitor visitor) {
        if (listed) {
            final int[] listCells = list.cells;
            for (int i = 0; i < count; i++) {
                long cell = SortedCells.decode(listCells[i]);
                visitor.visit((int) (cell % width), (int) (cell / width));
            }
        } else {
            Bits.forEachSet(planes.bits, planes.summary, width, visitor);
        }
    }

    /** Writes the position as a {@code Board}-compatible bit set into {@code copy}, {@code words} zero words. */
    void copyBitsInto(long[] copy) {
        if (listed) {
            list.setBitsIn(copy, count);
        } else {
            System.arraycopy(planes.bits, 0, copy, 0, words);
        }
    }

    /**
     * The current occupancy plane, to read (as a {@code Board}'s bits) until the next change. In
     * list mode it is written from the list first: O(words), as the reading (a render) is.
     */
    long[] planeBits() {
        if (listed) {
            Arrays.fill(planes.bits, 0L);
            list.setBitsIn(planes.bits, count);
        }
        return planes.bits;
    }

    /** A copy of the list (only while {@link #listed}), exactly {@link #count} long: a saved position. */
    int[] copyList() {
        return list.copy(count);
    }

    /**
     * Returns to a position saved as a list ({@link #copyList()} of this game) in O(1), by
     * borrowing the saved array, which is never written.
     */
    void restoreList(int[] savedCells) {
        planes.dropBorrowed();
        if (!listed) {
            listed = true;
            planes.spareDirty = true;
        }
        list.borrow(savedCells);
        count = savedCells.length;
    }

    /**
     * Returns to a saved occupancy: on a sparse board in O(robots now + robots saved) word writes,
     * visiting only the words both summaries mark; on a dense one (or from the list) in O(1), by
     * borrowing the saved arrays.
     */
    void restore(long[] savedBits, long[] savedSummary, int savedCount) {
        if (listed) {
            // The planes hold nothing current: borrowed whole (the spare plane is stale).
            listed = false;
            list.dropBorrowed();
            planes.spareDirty = true;
        } else if (!dense() && !dense(savedCount)) {
            planes.restoreSparse(savedBits, savedSummary);
            count = savedCount;
            return;
        }
        planes.borrow(savedBits, savedSummary);
        count = savedCount;
    }

    /**
     * Returns to a saved occupancy after a step was cut short by an exception (a listener's): the
     * planes are copied whole ({@link RobotPlanes#restoreWhole}).
     */
    void restoreWhole(long[] savedBits, long[] savedSummary, int savedCount) {
        planes.restoreWhole(savedBits, savedSummary);
        count = savedCount;
        listed = false;
        if (list != null) {
            list.dropBorrowed();
        }
    }

    @Override
    public String toString() {
        return "Robots[" + width + "x" + height + ", " + count + " robots" + (listed ? ", listed]" : "]");
    }
}
