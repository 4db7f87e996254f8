package dev.robots.core;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.function.Consumer;

/**
 * Moves the robots of a large, dense board in bands of target rows, one thread per band, with
 * the sequential resolver's sweep of all rows; anything else goes to the sequential resolver.
 *
 * <p>Why the bands need no locks: that sweep computes each row of the next plane from the
 * current plane, which nobody writes during the step, and <em>stores</em> it; a band writes only
 * the words of its own rows. Two bands meet in at most one word, when a band's first row does not
 * start on a word boundary: the band before stores that word (its own last row's part), and this
 * band hands its part back instead ({@link WordSweep#edge}), to be OR-ed in by the calling thread
 * after both have finished. Boards this resolver splits are at least 64 cells wide, so no other
 * row shares that word. Each target cell is the OR of its sources whoever computes it, so the
 * position after the step is the sequential resolver's bit for bit, whatever the timing.
 */
final class ParallelResolver extends Resolver {
    /** Below this many robots the hand-off to other threads costs more than it saves. */
    static final int MIN_ROBOTS = 1 << 16;
    private static final int MIN_WIDTH = 64;

    private final int threads;
    private final int minRobots;
    private final ForkJoinPool pool;

    ParallelResolver(int threads, int minRobots) {
        this.threads = threads;
        this.minRobots = minRobots;
        // The calling thread moves one band itself; daemon workers (the pool's default) move the rest.
        this.pool = threads > 1 ? new ForkJoinPool(threads - 1) : null;
    }

    @Override
    boolean step(Field field, Robots robots, int px, int py, Consumer<? super Event> events) {
        if (events != null || pool == null || robots.count < minRobots || robots.width < MIN_WIDTH
                || robots.height < threads || !robots.dense()) {
            return SequentialResolver.INSTANCE.step(field, robots, px, py, events);
        }
        Scratch scratch = scratch(robots);
        int[] cut = scratch.cut;
        cutBands(cut, robots.height);
        long[] pits = field.pitBits();
        int bands = threads;
        for (int t = 0; t < bands; t++) {
            scratch.sweeps[t].begin(robots.bits, robots.spare, pits, robots.spareSummary,
                    robots.width, robots.height, px, py);
            scratch.tasks[t].prepare(scratch.sweeps[t], cut[t], cut[t + 1], t > 0);
        }
        for (int t = 1; t < bands; t++) {
            pool.execute(scratch.tasks[t]);
        }
        scratch.tasks[0].invoke();
        long placed = scratch.sweeps[0].placed;
        for (int t = 1; t < bands; t++) {
            scratch.tasks[t].join();
            WordSweep sweep = scratch.sweeps[t];
            placed += sweep.placed;
            // The word this band shares with the band before (zero if its first row starts a word).
            robots.spare[cut[t] * robots.width >>> 6] |= sweep.edge;
        }
        return robots.finishPull(placed, px, py);
    }

    /** Cuts {@code height} rows into {@code cut.length - 1} bands of nearly equal height (at least one row each). */
    static void cutBands(int[] cut, int height) {
        int bands = cut.length - 1;
        for (int t = 0; t <= bands; t++) {
            cut[t] = (int) ((long) height * t / bands);
        }
    }

    private Scratch scratch(Robots robots) {
        Scratch s = robots.parallelScratch;
        if (s == null || s.sweeps.length != threads) {
            s = new Scratch(threads);
            robots.parallelScratch = s;
        }
        return s;
    }

    /** Per-game state reused every step, so a step allocates nothing. */
    static final class Scratch {
        final int[] cut;
        final WordSweep[] sweeps;
        final BandTask[] tasks;

        Scratch(int bands) {
            cut = new int[bands + 1];
            sweeps = new WordSweep[bands];
            tasks = new BandTask[bands];
            for (int t = 0; t < bands; t++) {
                sweeps[t] = new WordSweep();
                tasks[t] = new BandTask();
            }
        }
    }

    /** Pulls one band of target rows; reinitialised and reused every step. */
    private static final class BandTask extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private transient WordSweep sweep;
        private int from;
        private int to;
        private boolean keepEdge;

        void prepare(WordSweep sweep, int from, int to, boolean keepEdge) {
            reinitialize();
            this.sweep = sweep;
            this.from = from;
            this.to = to;
            this.keepEdge = keepEdge;
        }

        @Override
        protected void compute() {
            sweep.pullRows(from, to, keepEdge);
            sweep.finish();
        }
    }

    @Override
    public String name() {
        return "parallel(" + threads + ")";
    }
}
