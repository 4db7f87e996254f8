package dev.robots.core.engine;

import dev.robots.core.Event;
import java.util.function.Consumer;

/**
 * The default resolver: single-threaded, no allocation, O(robots) per step whatever the board's
 * area. Robots few for their board are kept as a sorted list of cells and stepped by
 * {@link ListWalk}; otherwise two walks over the planes, both reading the current occupancy plane
 * and writing the spare one:
 * <ul>
 *   <li><b>all rows</b>, on dense boards: every row of the next plane is pulled 64 cells at a time
 *       from the row whose robots land in it ({@link WordSweep}): about 1.7 ns per word of the
 *       board, whether or not it fits in the caches;</li>
 *   <li><b>robot by robot</b>, on small boards (where robots always stay in planes), on boards in
 *       the band between the list's two thresholds, and whenever a listener wants the events:
 *       the words the summary marks, each robot in increasing cell order, checked and set in the
 *       next plane one at a time: a few ns per robot while the board fits in the caches, one
 *       memory latency (50-120 ns) per robot when it does not (which the list avoids).</li>
 * </ul>
 * {@link Robots#settle()} picks the representation, {@link Robots#dense()} the walk over the
 * planes, where those costs cross (measured with robots-bench). All reach the same position.
 *
 * <p>One instance serves every game, on any thread; the walks' scratch (a {@link WordSweep} and a
 * {@link ListWalk}) is kept per thread and reused, so a step allocates nothing once a thread has
 * stepped, and the robots hold only the robots.
 */
public final class SequentialResolver implements RobotStep {
    public static final SequentialResolver INSTANCE = new SequentialResolver();

    /** A thread's scratch for the walks: made on its first step, reused for every later one. */
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** The walks' reusable state; each lets go of the game's arrays when its step ends. */
    private static final class Scratch {
        final WordSweep sweep = new WordSweep();
        final ListWalk listWalk = new ListWalk();
    }

    private SequentialResolver() {
    }

    /** The ways to walk the robots; all reach the same position. */
    public enum Walk {
        /** The sorted list of cells, one robot at a time, telling a listener ({@link ListWalk}). */
        LIST,
        /** One robot at a time, in increasing cell order, telling a listener. */
        ROBOT_BY_ROBOT,
        /**
         * Every row, 64 cells at a time; rows of whole words several words an instruction when
         * {@link WholeWordRow#VECTOR}, and into the current plane itself when the game owns it
         * ({@link WordSweep#pullAllInPlace}), else into the spare plane.
         */
        ALL_ROWS,
        /** As {@link #ALL_ROWS}, always into the spare plane: for tests to hold the two to each other. */
        ALL_ROWS_SPARE,
        /** As {@link #ALL_ROWS}, never with vectors: the scalar path, for tests to hold to the others. */
        ALL_ROWS_SCALAR;

        /** Whether this walk sweeps every word (and so tells a listener nothing). */
        public boolean sweeps() {
            return this != LIST && this != ROBOT_BY_ROBOT;
        }
    }

    @Override
    public boolean step(FieldBits field, Robots robots, int px, int py, Consumer<? super Event> events) {
        robots.settle();
        return step(field, robots, px, py, events, walk(robots, events != null));
    }

    /** The faster walk for the robots' current representation, or the one that tells events. */
    static Walk walk(Robots robots, boolean events) {
        if (robots.listed) {
            return Walk.LIST;
        }
        // Pulling rows narrower than a word takes its slow path for every word: not worth it.
        boolean sweep = !events && robots.words > Robots.SMALL_BOARD_WORDS && robots.width >= 64 && robots.dense();
        return sweep ? Walk.ALL_ROWS : Walk.ROBOT_BY_ROBOT;
    }

    /**
     * One step by the given walk ({@code events} may be null for any), converting the robots to
     * the representation it walks if they are in the other (tests force every walk this way).
     */
    static boolean step(FieldBits field, Robots robots, int px, int py, Consumer<? super Event> events, Walk walk) {
        if (walk == Walk.LIST) {
            if (!robots.listed) {
                robots.toList();
            }
            return SCRATCH.get().listWalk.step(field, robots, px, py, events);
        }
        if (robots.listed) {
            robots.toPlanes();
        }
        if (walk.sweeps()) {
            WordSweep sweep = SCRATCH.get().sweep;
            // In place where no word is shared by two rows and the plane is not a borrowed snapshot
            // (a step after a restore reads the snapshot and writes the spare plane: no copy).
            boolean inPlace = walk != Walk.ALL_ROWS_SPARE && (robots.width & 63) == 0 && robots.planes.owned();
            long[] current = robots.planes.bits;
            sweep.begin(current, inPlace ? current : robots.planes.spare, field.pitBits(), robots.width,
                    robots.height, px, py, walk != Walk.ALL_ROWS_SCALAR && WholeWordRow.VECTOR);
            if (inPlace) {
                sweep.pullAllInPlace();
            } else {
                sweep.pullRows(0, robots.height, false);
            }
            sweep.finish();
            return inPlace ? robots.finishInPlace(sweep.placed, px, py) : robots.finishPull(sweep.placed, px, py);
        }
        robots.planes.clearSpareIfDirty();
        robots.planes.own();
        return stepRobotByRobot(field, robots, px, py, events);
    }

    /** The reference walk: one robot at a time in increasing cell order, telling the listener. */
    private static boolean stepRobotByRobot(FieldBits field, Robots robots, int px, int py,
            Consumer<? super Event> events) {
        final int width = robots.width;
        final long[] src = robots.planes.bits;
        final long[] dst = robots.planes.spare;
        final long[] pits = field.pitBits();
        final long[] summary = robots.planes.summary;
        final long[] dstSummary = robots.planes.spareSummary;
        int placed = 0;
        int row = 0;
        long rowStart = 0;
        for (int g = 0; g < summary.length; g++) {
            long marks = summary[g];
            summary[g] = 0;
            for (; marks != 0; marks &= marks - 1) {
                int k = (g << 6) + Long.numberOfTrailingZeros(marks);
                long w = src[k];
                src[k] = 0;
                for (; w != 0; w &= w - 1) {
                    long cell = ((long) k << 6) + Long.numberOfTrailingZeros(w);
                    while (cell - rowStart >= width) {
                        rowStart += width;
                        row++;
                    }
                    int x = (int) (cell - rowStart);
                    int tx = x + Integer.signum(px - x);
                    int ty = row + Integer.signum(py - row);
                    long target = (long) ty * width + tx;
                    int targetWord = (int) (target >>> 6);
                    long bit = 1L << target;
                    if ((pits[targetWord] & bit) != 0) {
                        if (events != null) {
                            events.accept(new Event.FellIntoPit(tx, ty));
                        }
                    } else if ((dst[targetWord] & bit) != 0) {
                        if (events != null) {
                            events.accept(new Event.Merged(tx, ty));
                        }
                    } else {
                        dst[targetWord] |= bit;
                        dstSummary[targetWord >>> 6] |= 1L << targetWord;
                        placed++;
                    }
                }
            }
        }
        robots.swap(placed);
        return robots.at((long) py * width + px);
    }

    @Override
    public String name() {
        return "sequential";
    }
}
