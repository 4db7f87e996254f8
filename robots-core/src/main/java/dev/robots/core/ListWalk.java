package dev.robots.core;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The step of robots kept as a sorted list of cells ({@link Robots#listed}): each robot in
 * increasing cell order, its target written to the next list in order. No plane is read or
 * written, so the cost follows the robots, not the board: a sequential read and write per robot,
 * a test of the field's pit summary (a few KiB, in cache), near a pit of its word summary, and
 * only in a word with a pit of the pit plane ({@link Field#isPitCellSparse}).
 *
 * <p>Why the next list comes out sorted without a sort: a robot's target row, as a function of
 * its row, never decreases (rows above the player's move down one, rows below move up one, the
 * player's row stays), nor does its target column within a row; so targets are non-decreasing
 * and two robots meeting on a cell are adjacent, except on the player's row, which robots enter
 * from three rows (above, on, below). Those three runs are each sorted and come one after the
 * other: a robot arriving there is looked up in the runs before its own (a binary search each),
 * and the runs are merged once at the end. Events are told in the same order as the robot-by-robot
 * walk over the planes: robots in increasing cell order, a fall before a merge.
 */
final class ListWalk {
    private ListWalk() {
    }

    /** One step of the robots in {@code robots.list}; returns whether one arrived on {@code (px, py)}. */
    static boolean step(Field field, Robots robots, int px, int py, Consumer<? super Event> events) {
        final int width = robots.width;
        final int[] src = robots.list;
        final int[] dst = robots.spareList;
        final int robotCount = robots.count;
        final int playerRowStart = py * width;
        final int playerRowEnd = playerRowStart + width;
        // The runs of targets on the player's row in dst: [runs[0], runs[1]), ..., [runs[runCount - 1], out).
        int run0 = 0;
        int run1 = 0;
        int run2 = 0;
        int runCount = 0;
        int playerRowTo = -1;
        int out = 0;
        int row = 0;
        int rowStart = 0;
        int rowEnd = width;
        for (int i = 0; i < robotCount; i++) {
            int cell = src[i];
            if (cell >= rowEnd || i == 0) {
                row = cell / width;
                rowStart = row * width;
                rowEnd = rowStart + width;
                if (row >= py - 1 && row <= py + 1) {
                    // A new source row whose robots land on the player's row: a new run.
                    switch (runCount++) {
                        case 0 -> run0 = out;
                        case 1 -> run1 = out;
                        default -> run2 = out;
                    }
                } else if (row > py + 1 && playerRowTo < 0 && runCount > 0) {
                    playerRowTo = out;
                }
            }
            int x = cell - rowStart;
            int tx = x + Integer.signum(px - x);
            int ty = row + Integer.signum(py - row);
            int target = ty * width + tx;
            if (field.isPitCellSparse(target)) {
                if (events != null) {
                    events.accept(new Event.FellIntoPit(tx, ty));
                }
                continue;
            }
            boolean merged;
            if (target >= playerRowStart && target < playerRowEnd) {
                // Adjacent within this run; anywhere in the runs before it.
                int runFrom = runCount == 1 ? run0 : runCount == 2 ? run1 : run2;
                merged = out > runFrom && dst[out - 1] == target
                        || runCount >= 2 && Arrays.binarySearch(dst, run0, run1, target) >= 0
                        || runCount == 3 && Arrays.binarySearch(dst, run1, run2, target) >= 0;
            } else {
                merged = out > 0 && dst[out - 1] == target;
            }
            if (merged) {
                if (events != null) {
                    events.accept(new Event.Merged(tx, ty));
                }
                continue;
            }
            dst[out++] = target;
        }
        if (runCount > 1) {
            mergeRuns(dst, src, run0, run1, runCount == 3 ? run2 : -1,
                    playerRowTo < 0 ? out : playerRowTo);
        }
        robots.swapList(out);
        return robots.at(playerRowStart + px);
    }

    /**
     * Sorts {@code dst[from, to)}, two or three sorted runs of distinct cells starting at
     * {@code from}, {@code second} and (unless negative) {@code third}, no cell in two runs;
     * {@code scratch} (the list just read, no longer needed) holds a copy meanwhile.
     */
    private static void mergeRuns(int[] dst, int[] scratch, int from, int second, int third, int to) {
        int length = to - from;
        System.arraycopy(dst, from, scratch, 0, length);
        int a = 0;
        int aEnd = second - from;
        int b = aEnd;
        int bEnd = third < 0 ? length : third - from;
        int c = bEnd;
        int cEnd = length;
        for (int o = from; o < to; o++) {
            int va = a < aEnd ? scratch[a] : Integer.MAX_VALUE;
            int vb = b < bEnd ? scratch[b] : Integer.MAX_VALUE;
            int vc = c < cEnd ? scratch[c] : Integer.MAX_VALUE;
            if (va < vb && va < vc) {
                dst[o] = va;
                a++;
            } else if (vb < vc) {
                dst[o] = vb;
                b++;
            } else {
                dst[o] = vc;
                c++;
            }
        }
    }
}
