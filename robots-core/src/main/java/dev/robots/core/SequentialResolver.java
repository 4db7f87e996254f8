package dev.robots.core;

import java.util.function.Consumer;

/**
 * The default resolver: single-threaded, no allocation, O(robots) per step whatever the board's
 * area. It moves robots 64 cells at a time ({@link WordSweep}), reading the current occupancy
 * plane and writing the spare one. Two walks:
 * <ul>
 *   <li><b>all rows</b> (dense boards, at least one robot per four words): every row of the next
 *       plane is pulled from the row whose robots land in it and stored, word after word;</li>
 *   <li><b>marked words</b> (sparse boards): only the words the summary marks are pushed, each
 *       split into its row parts, and cleared.</li>
 * </ul>
 * With a listener, and on small boards (where it is quickest), the step goes robot by robot
 * instead, in increasing cell order, so that each fall and merge can be reported; the position
 * it reaches is the same.
 */
final class SequentialResolver extends Resolver {
    static final SequentialResolver INSTANCE = new SequentialResolver();

    private SequentialResolver() {
    }

    /** The three ways to walk the robots; all reach the same position. */
    enum Walk {
        /** One robot at a time, in increasing cell order, telling a listener. */
        ROBOT_BY_ROBOT,
        /** The words the summary marks, each split into its row parts. */
        MARKED_WORDS,
        /** Every row, word after word. */
        ALL_ROWS
    }

    /** Boards of at most this many words (4096 cells) go robot by robot: it has the least set-up. */
    static final int SMALL_BOARD_WORDS = 64;

    @Override
    boolean step(Field field, Robots robots, int px, int py, Consumer<? super Event> events) {
        return step(field, robots, px, py, events, walk(robots, events != null));
    }

    /** The fastest walk for this board (measured: see robots-bench), or the one that tells events. */
    static Walk walk(Robots robots, boolean events) {
        if (events || robots.words <= SMALL_BOARD_WORDS) {
            return Walk.ROBOT_BY_ROBOT;
        }
        // Pulling rows is general, but on boards narrower than a word its rows share words and it
        // takes the slow path for every word: pushing is faster there.
        return robots.dense() && robots.width >= 64 ? Walk.ALL_ROWS : Walk.MARKED_WORDS;
    }

    /** One step by the given walk ({@code events} may be null for any of them). */
    static boolean step(Field field, Robots robots, int px, int py, Consumer<? super Event> events, Walk walk) {
        if (walk == Walk.ALL_ROWS) {
            WordSweep sweep = robots.sweep;
            sweep.begin(robots.bits, robots.spare, field.pitBits(), robots.spareSummary,
                    robots.width, robots.height, px, py);
            sweep.pullRows(0, robots.height, false);
            sweep.finish();
            return robots.finishPull(sweep.placed, px, py);
        }
        robots.clearSpareIfDirty();
        if (walk == Walk.ROBOT_BY_ROBOT) {
            return stepRobotByRobot(field, robots, px, py, events);
        }
        WordSweep sweep = robots.sweep;
        sweep.begin(robots.bits, robots.spare, field.pitBits(), robots.spareSummary,
                robots.width, robots.height, px, py);
        sweepMarkedWords(robots, sweep);
        sweep.finish();
        robots.swap((int) sweep.placed);
        return robots.at(py * robots.width + px);
    }

    /** Moves the robots of every word the summary marks, in increasing order, zeroing as it goes. */
    private static void sweepMarkedWords(Robots robots, WordSweep sweep) {
        long[] src = robots.bits;
        long[] summary = robots.summary;
        for (int g = 0; g < summary.length; g++) {
            long marks = summary[g];
            if (marks == 0) {
                continue;
            }
            summary[g] = 0;
            for (; marks != 0; marks &= marks - 1) {
                int k = (g << 6) + Long.numberOfTrailingZeros(marks);
                if (src[k] != 0) {
                    sweep.word(k);
                }
            }
        }
    }

    /** The reference walk: one robot at a time in increasing cell order, telling the listener. */
    private static boolean stepRobotByRobot(Field field, Robots robots, int px, int py,
            Consumer<? super Event> events) {
        final int width = robots.width;
        final long[] src = robots.bits;
        final long[] dst = robots.spare;
        final long[] pits = field.pitBits();
        final long[] summary = robots.summary;
        final long[] dstSummary = robots.spareSummary;
        int placed = 0;
        int row = 0;
        int rowStart = 0;
        for (int g = 0; g < summary.length; g++) {
            long marks = summary[g];
            summary[g] = 0;
            for (; marks != 0; marks &= marks - 1) {
                int k = (g << 6) + Long.numberOfTrailingZeros(marks);
                long w = src[k];
                src[k] = 0;
                for (; w != 0; w &= w - 1) {
                    int cell = (k << 6) + Long.numberOfTrailingZeros(w);
                    while (cell - rowStart >= width) {
                        rowStart += width;
                        row++;
                    }
                    int x = cell - rowStart;
                    int tx = x + Integer.signum(px - x);
                    int ty = row + Integer.signum(py - row);
                    int target = ty * width + tx;
                    long bit = 1L << target;
                    if ((pits[target >>> 6] & bit) != 0) {
                        if (events != null) {
                            events.accept(new Event.FellIntoPit(tx, ty));
                        }
                    } else if ((dst[target >>> 6] & bit) != 0) {
                        if (events != null) {
                            events.accept(new Event.Merged(tx, ty));
                        }
                    } else {
                        dst[target >>> 6] |= bit;
                        dstSummary[target >>> 12] |= 1L << (target >>> 6);
                        placed++;
                    }
                }
            }
        }
        robots.swap(placed);
        return robots.at(py * width + px);
    }

    @Override
    public String name() {
        return "sequential";
    }
}
