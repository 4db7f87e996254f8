package dev.robots.core.engine;

import dev.robots.core.Event;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The step of robots kept as a sorted list of cells ({@link Robots#listed}): each robot in
 * increasing cell order, its target written to the next list in order. No plane is read or
 * written, so the cost follows the robots, not the board: a sequential read and write per robot
 * and a pit test, against the field's sorted pit list ({@link FieldBits#pitList}) with a cursor that
 * only moves forward while pits are few, else through its summaries ({@link FieldBits#isPitCellSparse});
 * with many robots, through its bit per 64 cells first, read in order ({@link #testsPitWords}).
 *
 * <p>Why the next list comes out sorted without a sort: a robot's target row, as a function of
 * its row, never decreases (rows above the player's move down one, rows below move up one, the
 * player's row stays), nor does its target column within a row; so targets are non-decreasing
 * and two robots meeting on a cell are adjacent, except on the player's row, which robots enter
 * from three rows (above, on, below). Those three runs are each sorted and come one after the
 * other: a robot arriving there is looked up in the runs before its own (a binary search each),
 * and the runs are merged once at the end. Events are told in the same order as the robot-by-robot
 * walk over the planes: robots in increasing cell order, a fall before a merge.
 *
 * <p>Why three parts: the rows above {@code py - 1} all move down one ({@code target = cell +
 * width + sign(px - x)}), the rows below {@code py + 1} all up one; the list is cut there by two
 * binary searches, so a robot's step needs no test of its row (on a large board rows hold a robot
 * or two, and such a test is a branch mispredicted for about every other robot) and its column
 * comes from {@link RowDivision}, a multiply, not a division (measured on a 2-core AMD EPYC VM,
 * 2026-12-01, 100,000 robots on 16384x16384: 6.7 ns a robot before, 2.0 after).
 *
 * <p>A walker is reused from step to step (one per thread: {@link SequentialResolver} keeps it), so
 * a step allocates nothing: what every part of a step reads (the field, the lists, the player) is
 * set in its fields by {@link #step}, and let go when the step ends.
 */
final class ListWalk {
    private FieldBits field;
    private Robots robots;
    private Consumer<? super Event> events;
    /** The list read and the list written ({@code robots.list.cells} and {@code robots.list.spare}). */
    private int[] src;
    private int[] dst;
    private int width;
    private int px;
    private long playerRowStart;
    /** Whether the rows' pit test reads {@link FieldBits#pitWords} first ({@link #testsPitWords}). */
    private boolean pitWordsFirst;

    /** One step of the robots in {@code robots.list.cells}; returns whether one arrived on {@code (px, py)}. */
    boolean step(FieldBits field, Robots robots, int px, int py, Consumer<? super Event> events) {
        return step(field, robots, px, py, events, testsPitWords(robots.cells, robots.count, field.pitCount()));
    }

    /**
     * Whether the rows' pit test reads {@link FieldBits#pitWords} (a bit per 64 cells) first: from 2^18
     * robots (a list of 1 MiB, past a core's L2, where the list's cursor, a mispredicted branch per
     * pit it passes, costs most), a robot per 8192 cells (four to a 64-byte line of bits, read in
     * order) and a pit per 64 robots. 2-vCPU AMD EPYC VM, 2026-12-02, pits a tenth of the robots:
     * 10^6 robots on 65536^2 3.4 ns a robot against 4.6-6.1 with the list alone (harness); 10^5 on
     * 16384^2 560-700 us a step against 420-680 (JMH); 10^4 there 5.1 ns against 2.9 (harness).
     */
    static boolean testsPitWords(long cells, int robots, int pits) {
        return robots >= 1 << 18 && (long) robots << 13 >= cells && (long) pits * 64 >= robots;
    }

    /** {@link #step}, its rows' pit test chosen by the caller (tests force both). */
    boolean step(FieldBits field, Robots robots, int px, int py, Consumer<? super Event> events, boolean pitWordsFirst) {
        this.pitWordsFirst = pitWordsFirst;
        this.field = field;
        this.robots = robots;
        this.events = events;
        this.src = robots.list.cells;
        this.dst = robots.list.spare;
        this.width = robots.width;
        this.px = px;
        this.playerRowStart = (long) py * robots.width;
        try {
            return walk(py);
        } finally {
            this.field = null;
            this.robots = null;
            this.events = null;
            this.src = null;
            this.dst = null;
        }
    }

    private boolean walk(int py) {
        final int width = this.width;
        final int[] src = this.src;
        final int robotCount = robots.count;
        final long playerRowStart = this.playerRowStart;
        // Source rows [0, py - 1) move down one, [py - 1, py + 2) onto the player's row, [py + 2, height) up one.
        final int playerRowsFrom = SortedCells.lowerBound(src, 0, robotCount, (long) Math.max(py - 1, 0) * width);
        final int playerRowsTo =
                SortedCells.lowerBound(src, playerRowsFrom, robotCount, (long) Math.min(py + 2, robots.height) * width);
        int out = shiftRows(0, playerRowsFrom, width, 0);
        // The runs of targets on the player's row, one per source row (empty if the row has no robot or
        // is off the field): [run0, run1), [run1, run2), [run2, runsEnd) in the next list.
        final int run0 = out;
        int from = playerRowsFrom;
        int to = rowEnd(src, from, playerRowsTo, py - 1, width);
        out = playerRun(from, to, playerRowStart - width, out, run0, run0);
        final int run1 = out;
        from = to;
        to = rowEnd(src, from, playerRowsTo, py, width);
        out = playerRun(from, to, playerRowStart, out, run0, run1);
        final int run2 = out;
        out = playerRun(to, playerRowsTo, playerRowStart + width, out, run0, run1);
        final int runsEnd = out;
        out = shiftRows(playerRowsTo, robotCount, -width, out);
        int nonEmptyRuns = (run1 > run0 ? 1 : 0) + (run2 > run1 ? 1 : 0) + (runsEnd > run2 ? 1 : 0);
        if (nonEmptyRuns > 1) {
            mergeRuns(dst, robots.list.scratch(), run0, run1, run2, runsEnd);
        }
        robots.swapList(out);
        return robots.at(playerRowStart + px);
    }

    /** The end of source row {@code row}'s robots in {@code src[from, to)} (which starts at or after the row). */
    private static int rowEnd(int[] src, int from, int to, int row, int width) {
        return row < 0 ? from : SortedCells.lowerBound(src, from, to, (row + 1L) * width);
    }

    /**
     * Steps {@code list[from, to)}, robots on rows that all move {@code rowStep} cells (a row down
     * or up; none lands on the player's row), into the next list from {@code out}; returns the new end.
     */
    private int shiftRows(int from, int to, int rowStep, int out) {
        if (pitWordsFirst) {
            return shiftRowsPitWordsFirst(from, to, rowStep, out);
        }
        final FieldBits field = this.field;
        final Consumer<? super Event> events = this.events;
        final int width = this.width;
        final int px = this.px;
        final int[] src = this.src;
        final int[] dst = this.dst;
        final long rowMultiplier = robots.rows.multiplier;
        final int rowShift = robots.rows.shift;
        final long[] pits = field.pitList();
        int pit = 0;
        // Targets of these rows never meet those of other rows: no merge across the parts.
        long last = -1;
        for (int i = from; i < to; i++) {
            int stored = src[i];
            long cell = SortedCells.decode(stored);
            // The column is below width, so int arithmetic, which wraps, gets it right from the low bits.
            int x = (int) cell - width * RowDivision.divide(cell, rowMultiplier, rowShift);
            int move = rowStep + Integer.signum(px - x);
            long target = cell + move;
            pit = PitCursor.advance(pits, pit, target);
            boolean fell = PitCursor.isPit(field, pits, pit, target);
            if (fell || target == last) {
                if (events != null) {
                    tell(events, robots, target, fell);
                }
                continue;
            }
            // A cell's stored form moves with the cell: encode(cell + move) = stored + move.
            dst[out++] = stored + move;
            last = target;
        }
        return out;
    }

    /** {@link #shiftRows} testing {@link FieldBits#pitWords} first; a merge is counted without a branch. */
    private int shiftRowsPitWordsFirst(int from, int to, int rowStep, int out) {
        final FieldBits field = this.field;
        final Consumer<? super Event> events = this.events;
        final int width = this.width;
        final int px = this.px;
        final int[] src = this.src;
        final int[] dst = this.dst;
        final long rowMultiplier = robots.rows.multiplier;
        final int rowShift = robots.rows.shift;
        final long[] pitWords = field.pitWords();
        final long[] pits = field.pitList();
        int pit = 0;
        long last = -1;
        for (int i = from; i < to; i++) {
            int stored = src[i];
            long cell = SortedCells.decode(stored);
            int x = (int) cell - width * RowDivision.divide(cell, rowMultiplier, rowShift);
            int move = rowStep + Integer.signum(px - x);
            long target = cell + move;
            if ((pitWords[(int) (target >>> 12)] & (1L << (target >>> 6))) != 0) {
                // A pit among these 64 cells (rare): the list's cursor, moved only here, or the plane.
                pit = PitCursor.advance(pits, pit, target);
                if (pits != null ? pits[pit] == target : field.isPitCell(target)) {
                    if (events != null) {
                        tell(events, robots, target, true);
                    }
                    continue;
                }
            }
            boolean merged = target == last;
            if (merged && events != null) {
                tell(events, robots, target, false);
            }
            // Written either way: a merged robot's copy is overwritten by the next one kept.
            dst[out] = stored + move;
            out += merged ? 0 : 1;
            last = target;
        }
        return out;
    }

    /**
     * Steps {@code list[from, to)}, the robots of the source row starting at cell {@code rowStart},
     * onto the player's row, into the next list from {@code out} (the start of this run); a target
     * already in the earlier runs {@code [run0, run1)} or {@code [run1, out)} merges. Returns the new end.
     */
    private int playerRun(int from, int to, long rowStart, int out, int run0, int run1) {
        final FieldBits field = this.field;
        final Consumer<? super Event> events = this.events;
        final int px = this.px;
        final int[] src = this.src;
        final int[] dst = this.dst;
        final long playerRowStart = this.playerRowStart;
        final int runStart = out;
        final long[] pits = field.pitList();
        int pit = pits == null || from == to ? 0 : PitCursor.lowerBound(pits, 0, pits.length, playerRowStart);
        for (int i = from; i < to; i++) {
            int x = (int) (SortedCells.decode(src[i]) - rowStart);
            long target = playerRowStart + x + Integer.signum(px - x);
            pit = PitCursor.advance(pits, pit, target);
            boolean fell = PitCursor.isPit(field, pits, pit, target);
            int stored = SortedCells.encode(target);
            boolean merged = !fell && (out > runStart && dst[out - 1] == stored
                    || Arrays.binarySearch(dst, run0, run1, stored) >= 0
                    || Arrays.binarySearch(dst, run1, runStart, stored) >= 0);
            if (fell || merged) {
                if (events != null) {
                    tell(events, robots, target, fell);
                }
                continue;
            }
            dst[out++] = stored;
        }
        return out;
    }

    /** Tells a robot's fall into the pit on {@code target}, or its merge there. */
    private static void tell(Consumer<? super Event> events, Robots robots, long target, boolean fell) {
        int ty = robots.rows.rowOf(target);
        int tx = (int) (target - (long) ty * robots.width);
        events.accept(fell ? new Event.FellIntoPit(tx, ty) : new Event.Merged(tx, ty));
    }

    /**
     * Sorts {@code dst[from, to)}, three sorted runs of distinct cells starting at {@code from},
     * {@code second} and {@code third} (any may be empty), no cell in two runs; {@code scratch}
     * (the list just read, no longer needed) holds a copy meanwhile.
     */
    private static void mergeRuns(int[] dst, int[] scratch, int from, int second, int third, int to) {
        int length = to - from;
        System.arraycopy(dst, from, scratch, 0, length);
        int a = 0;
        int aEnd = second - from;
        int b = aEnd;
        int bEnd = third - from;
        int c = bEnd;
        int cEnd = length;
        for (int o = from; o < to; o++) {
            // An exhausted run reads as Long.MAX_VALUE, above every stored int.
            long va = a < aEnd ? scratch[a] : Long.MAX_VALUE;
            long vb = b < bEnd ? scratch[b] : Long.MAX_VALUE;
            long vc = c < cEnd ? scratch[c] : Long.MAX_VALUE;
            if (va < vb && va < vc) {
                dst[o] = (int) va;
                a++;
            } else if (vb < vc) {
                dst[o] = (int) vb;
                b++;
            } else {
                dst[o] = (int) vc;
                c++;
            }
        }
    }
}
