package dev.robots.core;

import java.util.Arrays;

/**
 * The robots of a live game, in one of two representations chosen by density:
 * <ul>
 *   <li><b>planes</b>: one occupancy bit per cell (cell {@code y * width + x} in word
 *       {@code cell >>> 6}, the same layout as {@link Board} and {@link Field}'s pits) plus a
 *       summary with one bit per occupancy word that may be non-zero. Robots are
 *       indistinguishable, so no per-robot record is kept: about 2 bits per cell.</li>
 *   <li><b>list</b> ({@link #listed}): the occupied cells as a sorted array of distinct {@code int}s
 *       ({@link SortedCells}: 4 bytes a robot on any board up to 2^32 cells), while
 *       there are fewer than one robot per 320 cells on a board of more than
 *       {@link #SMALL_BOARD_WORDS} words. A step then reads the list in order and writes the next
 *       one in order ({@link ListWalk}), touching no plane: its cost follows the robots, not the
 *       board's area (while pits are few, the pit test too reads a sorted list in order:
 *       {@link Field#pitList}).</li>
 * </ul>
 * {@link #settle()} switches between them with hysteresis (to the list below one robot per 320
 * cells, back to the planes at one per 256, the list's capacity), so a board near the threshold
 * does not convert every step; a conversion costs one pass over the planes. The list arrays are
 * made with the game (an eighth of a bit per cell each: an {@code int} per 256 cells), so a turn never
 * allocates. In list mode the planes' contents are unspecified: whatever reads robots goes through
 * the methods here.
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
    final long cells;
    final int words;
    /** A cell's row without a division ({@link ListWalk} asks it for every robot). */
    final RowDivision rows;
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
    /** Whether the robots are {@code list[0, count)} (sorted, distinct) rather than the planes. */
    boolean listed;
    /** The occupied cells while {@link #listed}, in {@link SortedCells}' form. */
    int[] list;
    /** The list the next step writes; its length is the most robots the list holds. */
    int[] spareList;
    /**
     * Whether {@link #list} is a snapshot's array (exactly {@link #count} long), borrowed by a
     * restore instead of copied, as the planes are ({@link #borrowed}): read-only until
     * {@link #ownList()} copies it into {@link #ownList}; a step, which writes the spare list,
     * copies nothing.
     */
    private boolean listBorrowed;
    /** This game's own list, set aside while {@link #listBorrowed}. */
    private int[] ownList;
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
            throw new IllegalArgumentException("robot bits: " + plane.length + " words (expected: " + words + ")");
        }
        this.bits = plane;
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
        this.count = Bits.intCount(n, "robots");
        if (words > SMALL_BOARD_WORDS) {
            int capacity = listCapacity(words);
            list = new int[capacity];
            spareList = new int[capacity];
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
            if (count >= spareList.length) {
                toPlanes();
            }
        } else if (list != null && (long) count * 5 < words) {
            toList();
        }
    }

    /** Moves the robots from the planes to the list (which must hold them). O(summary + robots). */
    void toList() {
        dropListBorrowed();
        if (list == null || list.length < count) {
            // Only a test forcing the list on a small or crowded board gets here.
            list = new int[Math.max(count, 1)];
            spareList = new int[list.length];
        }
        int n = 0;
        for (int g = 0; g < summary.length; g++) {
            for (long marks = summary[g]; marks != 0; marks &= marks - 1) {
                int k = (g << 6) + Long.numberOfTrailingZeros(marks);
                for (long w = bits[k]; w != 0; w &= w - 1) {
                    list[n++] = SortedCells.encode(((long) k << 6) + Long.numberOfTrailingZeros(w));
                }
            }
        }
        listed = true;
        spareDirty = true;
        dropBorrowed();
    }

    /** Moves the robots from the list to the planes. O(words): the plane is cleared first. */
    void toPlanes() {
        dropBorrowed();
        Arrays.fill(bits, 0L);
        Arrays.fill(summary, 0L);
        for (int i = 0; i < count; i++) {
            long cell = SortedCells.decode(list[i]);
            bits[(int) (cell >>> 6)] |= 1L << cell;
            summary[(int) (cell >>> 12)] |= 1L << (cell >>> 6);
        }
        listed = false;
        dropListBorrowed();
        spareDirty = true;
    }

    static int summaryWords(int words) {
        return (words + 63) >>> 6;
    }

    boolean at(long cell) {
        if (listed) {
            return SortedCells.contains(list, 0, count, cell);
        }
        return (bits[(int) (cell >>> 6)] & (1L << cell)) != 0;
    }

    /**
     * Makes the current plane and summary this game's own, copying a borrowed snapshot's (see
     * {@link #borrowed}); a no-op otherwise. Whatever writes {@link #bits} or {@link #summary}
     * calls this first.
     */
    void own() {
        if (borrowed) {
            System.arraycopy(bits, 0, ownBits, 0, words);
            System.arraycopy(summary, 0, ownSummary, 0, summary.length);
            dropBorrowed();
        }
    }

    /** Goes back to this game's own plane and summary without copying (their contents are then stale). */
    private void dropBorrowed() {
        if (borrowed) {
            bits = ownBits;
            summary = ownSummary;
            ownBits = null;
            ownSummary = null;
            borrowed = false;
        }
    }

    /**
     * Makes the list this game's own, copying a borrowed snapshot's (see {@link #listBorrowed});
     * a no-op otherwise. Whatever writes {@link #list} in place calls this first.
     */
    private void ownList() {
        if (listBorrowed) {
            System.arraycopy(list, 0, ownList, 0, count);
            dropListBorrowed();
        }
    }

    /** Goes back to this game's own list without copying (its contents are then stale). */
    private void dropListBorrowed() {
        if (listBorrowed) {
            list = ownList;
            ownList = null;
            listBorrowed = false;
        }
    }

    /**
     * An array of the list's capacity that a step may use as scratch once it has read {@link #list}:
     * the list itself, or this game's own while the list is a snapshot's.
     */
    int[] listScratch() {
        return listBorrowed ? ownList : list;
    }

    /** Puts a robot on a cell that has none (a full list turns into planes first). */
    void add(long cell) {
        if (listed && count == spareList.length) {
            toPlanes();
        }
        if (listed) {
            ownList();
            int at = SortedCells.lowerBound(list, 0, count, cell);
            System.arraycopy(list, at, list, at + 1, count - at);
            list[at] = SortedCells.encode(cell);
            count++;
            return;
        }
        own();
        bits[(int) (cell >>> 6)] |= 1L << cell;
        summary[(int) (cell >>> 12)] |= 1L << (cell >>> 6);
        count++;
    }

    /** Takes the robot off a cell that has one (its summary bit may stay: the summary is a superset). */
    void remove(long cell) {
        if (listed) {
            ownList();
            int at = SortedCells.lowerBound(list, 0, count, cell);
            System.arraycopy(list, at + 1, list, at, count - at - 1);
            count--;
            return;
        }
        own();
        bits[(int) (cell >>> 6)] &= ~(1L << cell);
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
        return at((long) py * width + px);
    }

    /** Makes the plane a step has written current; the old one (this game's own) becomes spare. */
    void swap(int newCount) {
        dropBorrowed();
        long[] t = bits;
        bits = spare;
        spare = t;
        t = summary;
        summary = spareSummary;
        spareSummary = t;
        count = newCount;
    }

    /** Makes the list a step has written current; the old one becomes spare. */
    void swapList(int newCount) {
        int[] t = listScratch();
        listBorrowed = false;
        ownList = null;
        list = spareList;
        spareList = t;
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
            for (int i = 0; i < count; i++) {
                long cell = SortedCells.decode(list[i]);
                visitor.visit((int) (cell % width), (int) (cell / width));
            }
        } else {
            Bits.forEachSet(bits, summary, width, visitor);
        }
    }

    /** Writes the position as a {@link Board}-compatible bit set into {@code copy}, {@code words} zero words. */
    void copyBitsInto(long[] copy) {
        if (listed) {
            for (int i = 0; i < count; i++) {
                long cell = SortedCells.decode(list[i]);
                copy[(int) (cell >>> 6)] |= 1L << cell;
            }
        } else {
            System.arraycopy(bits, 0, copy, 0, words);
        }
    }

    /**
     * The current occupancy plane, to read (as a {@link Board}'s bits) until the next change. In
     * list mode it is written from the list first: O(words), as the reading (a render) is.
     */
    long[] planeBits() {
        if (listed) {
            Arrays.fill(bits, 0L);
            for (int i = 0; i < count; i++) {
                long cell = SortedCells.decode(list[i]);
                bits[(int) (cell >>> 6)] |= 1L << cell;
            }
        }
        return bits;
    }

    /** A copy of the list (only while {@link #listed}), exactly {@link #count} long: a saved position. */
    int[] copyList() {
        return Arrays.copyOf(list, count);
    }

    /**
     * Returns to a position saved as a list ({@link #copyList()} of this game) in O(1), by
     * borrowing the saved array (see {@link #listBorrowed}), which is never written.
     */
    void restoreList(int[] savedCells) {
        dropBorrowed();
        if (!listed) {
            listed = true;
            spareDirty = true;
        }
        if (!listBorrowed) {
            ownList = list;
            listBorrowed = true;
        }
        list = savedCells;
        count = savedCells.length;
    }

    /** Copies this occupancy into arrays of the same sizes (a saved position). */
    void saveTo(long[] intoBits, long[] intoSummary) {
        System.arraycopy(bits, 0, intoBits, 0, words);
        System.arraycopy(summary, 0, intoSummary, 0, summary.length);
    }

    /**
     * Returns to a saved occupancy: on a sparse board in O(robots now + robots saved) word writes,
     * visiting only the words both summaries mark; on a dense one (or from the list) in O(1), by
     * borrowing the saved arrays (see {@link #borrowed}).
     */
    void restore(long[] savedBits, long[] savedSummary, int savedCount) {
        if (listed) {
            // The planes hold nothing current: borrowed whole (the spare plane is stale).
            listed = false;
            dropListBorrowed();
            spareDirty = true;
        } else if (!dense() && !dense(savedCount)) {
            own();
            restoreSparse(savedBits, savedSummary);
            count = savedCount;
            return;
        }
        // Borrowed, not copied: the next write copies (own); a sweep, which only reads, copies nothing.
        if (!borrowed) {
            ownBits = bits;
            ownSummary = summary;
            borrowed = true;
        }
        bits = savedBits;
        summary = savedSummary;
        count = savedCount;
    }

    /** Clears the words the summary marks and copies those the saved summary marks. */
    private void restoreSparse(long[] savedBits, long[] savedSummary) {
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
    void restoreWhole(long[] savedBits, long[] savedSummary, int savedCount) {
        dropBorrowed();
        System.arraycopy(savedBits, 0, bits, 0, words);
        System.arraycopy(savedSummary, 0, summary, 0, summary.length);
        count = savedCount;
        spareDirty = true;
        listed = false;
        dropListBorrowed();
    }

    @Override
    public String toString() {
        return "Robots[" + width + "x" + height + ", " + count + " robots" + (listed ? ", listed]" : "]");
    }
}
