package dev.robots.core;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Moves the robots of a large, dense board in bands of target rows on several threads, with the
 * sequential resolver's sweep of all rows; anything else goes to the sequential resolver.
 *
 * <p>Why the bands need no locks: that sweep computes each row of the next plane from the
 * current plane, which nobody writes during the step, and <em>stores</em> it; a band writes only
 * the words of its own rows. Two bands meet in at most one word, when a band's first row does not
 * start on a word boundary: the band before stores that word (its own last row's part), and this
 * band hands its part back instead ({@link WordSweep#edge}), to be OR-ed in by the calling thread
 * once every band is done. Boards this resolver splits are at least 64 cells wide, so no other row
 * shares that word. Each target cell is the OR of its sources whoever computes it, so the
 * position after the step is the sequential resolver's bit for bit, whatever the timing.
 *
 * <p>The board is cut into several bands per thread, which the calling thread and the workers
 * take in turn from a counter: a worker that starts late (the machine is busy) only means the
 * calling thread moves more bands itself.
 */
final class ParallelResolver extends Resolver {
    /** Boards of fewer words (8M cells) step too fast for a hand-off to other threads to pay. */
    static final int MIN_WORDS = 1 << 17;
    private static final int MIN_WIDTH = 64;
    private static final int BANDS_PER_THREAD = 4;

    private final int threads;
    private final int minWords;
    private final ForkJoinPool pool;

    ParallelResolver(int threads, int minWords) {
        this.threads = threads;
        this.minWords = minWords;
        // The calling thread moves bands too; daemon workers (the pool's default) move the rest.
        this.pool = threads > 1 ? new ForkJoinPool(threads - 1) : null;
    }

    @Override
    boolean step(Field field, Robots robots, int px, int py, Consumer<? super Event> events) {
        int bands = threads * BANDS_PER_THREAD;
        if (events != null || pool == null || robots.words < minWords || robots.width < MIN_WIDTH
                || robots.height < bands || SequentialResolver.walk(robots, false) != SequentialResolver.Walk.ALL_ROWS) {
            return SequentialResolver.INSTANCE.step(field, robots, px, py, events);
        }
        Scratch scratch = scratch(robots, bands);
        cutBands(scratch.cut, robots.height);
        scratch.next.set(0);
        long[] pits = field.pitBits();
        for (int t = 0; t < threads; t++) {
            scratch.sweeps[t].begin(robots.bits, robots.spare, pits, robots.width, robots.height, px, py);
            scratch.tasks[t].prepare(scratch, scratch.sweeps[t]);
        }
        for (int t = 1; t < threads; t++) {
            pool.execute(scratch.tasks[t]);
        }
        scratch.tasks[0].invoke();
        long placed = scratch.sweeps[0].placed;
        for (int t = 1; t < threads; t++) {
            // A task no worker has started yet is run here by join(), finding no band left.
            scratch.tasks[t].join();
            placed += scratch.sweeps[t].placed;
        }
        // The words bands share with the band before (edges are zero where a band starts a word).
        for (int b = 1; b < bands; b++) {
            robots.spare[scratch.cut[b] * robots.width >>> 6] |= scratch.edges[b];
        }
        return robots.finishPull(placed, px, py);
    }

    /** Cuts {@code height} rows into {@code cut.length - 1} bands of nearly equal height. */
    static void cutBands(int[] cut, int height) {
        int bands = cut.length - 1;
        for (int t = 0; t <= bands; t++) {
            cut[t] = (int) ((long) height * t / bands);
        }
    }

    private Scratch scratch(Robots robots, int bands) {
        Scratch s = robots.parallelScratch;
        if (s == null || s.sweeps.length != threads) {
            s = new Scratch(threads, bands);
            robots.parallelScratch = s;
        }
        return s;
    }

    /** Per-game state reused every step, so a step allocates nothing. */
    static final class Scratch {
        final int[] cut;
        final long[] edges;
        final AtomicInteger next = new AtomicInteger();
        final WordSweep[] sweeps;
        final BandTask[] tasks;

        Scratch(int threads, int bands) {
            cut = new int[bands + 1];
            edges = new long[bands];
            sweeps = new WordSweep[threads];
            tasks = new BandTask[threads];
            for (int t = 0; t < threads; t++) {
                sweeps[t] = new WordSweep();
                tasks[t] = new BandTask();
            }
        }
    }

    /** One thread's share: takes bands from the counter until none is left; reused every step. */
    private static final class BandTask extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private transient Scratch scratch;
        private transient WordSweep sweep;

        void prepare(Scratch scratch, WordSweep sweep) {
            reinitialize();
            this.scratch = scratch;
            this.sweep = sweep;
        }

        @Override
        protected void compute() {
            int bands = scratch.edges.length;
            for (int b = scratch.next.getAndIncrement(); b < bands; b = scratch.next.getAndIncrement()) {
                sweep.pullRows(scratch.cut[b], scratch.cut[b + 1], b > 0);
                scratch.edges[b] = sweep.edge;
            }
            sweep.finish();
        }
    }

    @Override
    public String name() {
        return "parallel(" + threads + ")";
    }
}
