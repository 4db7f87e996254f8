package dev.robots.core;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveAction;
import java.util.function.Consumer;

/**
 * Moves the robots of a large, dense board in bands of rows, one thread per band, with the
 * sequential resolver's word sweep; anything else goes to the sequential resolver.
 *
 * <p>Why the bands need no locks: every robot of row {@code y} lands in row {@code f(y)} =
 * {@code y + 1} above the player's row, {@code y - 1} below it, and the player's row for rows
 * {@code py - 1 .. py + 1}; {@code f} is strictly increasing except on those three rows. The cuts
 * between bands never separate those three rows, and the two rows on either side of each cut
 * are held back and moved after the bands, by the calling thread. The rows a band moves then
 * land at least one whole row (at least 64 cells, as boards this resolver splits are at least 64
 * wide) away from any other band's, so no two threads ever write the same 64-bit word; each band
 * zeroes only source words that hold its own rows alone. The summary is not written during the
 * step at all: like the sequential sweep of all rows, the step marks every word afterwards. Because
 * OR is order-free, the position after the step is the same bit for bit as the sequential
 * resolver's, whatever the timing.
 */
final class ParallelResolver extends Resolver {
    /** Below this many robots the hand-off to other threads costs more than it saves. */
    static final int MIN_ROBOTS = 1 << 16;
    private static final int MIN_WIDTH = 64;
    /** Each band keeps at least this many rows: the two held back plus one it moves itself. */
    private static final int MIN_BAND_ROWS = 3;

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
                || !robots.dense()) {
            return SequentialResolver.INSTANCE.step(field, robots, px, py, events);
        }
        Scratch scratch = scratch(robots);
        int[] cut = scratch.cut;
        if (!cutBands(cut, robots.height, py)) {
            return SequentialResolver.INSTANCE.step(field, robots, px, py, events);
        }
        long[] pits = field.pitBits();
        int bands = threads;
        for (int t = 0; t < bands; t++) {
            int from = cut[t] + (t > 0 ? 1 : 0);
            int to = cut[t + 1] - (t < bands - 1 ? 1 : 0);
            scratch.sweeps[t].begin(robots.bits, robots.spare, pits, robots.spareSummary, false,
                    robots.width, robots.cells, px, py);
            scratch.tasks[t].prepare(robots, scratch.sweeps[t], from, to);
        }
        for (int t = 1; t < bands; t++) {
            pool.execute(scratch.tasks[t]);
        }
        scratch.tasks[0].invoke();
        long placed = scratch.sweeps[0].placed;
        for (int t = 1; t < bands; t++) {
            scratch.tasks[t].join();
            placed += scratch.sweeps[t].placed;
        }
        // The rows next to each cut, one thread, after the bands; then the words they shared.
        WordSweep sweep = robots.sweep;
        sweep.begin(robots.bits, robots.spare, pits, robots.spareSummary, false,
                robots.width, robots.cells, px, py);
        int width = robots.width;
        for (int t = 1; t < bands; t++) {
            sweep.row(cut[t] - 1);
            sweep.row(cut[t]);
        }
        sweep.finish();
        placed += sweep.placed;
        for (int t = 1; t < bands; t++) {
            int fromWord = (cut[t] - 1) * width >>> 6;
            int toWord = Math.min(robots.words, (int) (((long) (cut[t] + 1) * width + 63) >>> 6));
            Arrays.fill(robots.bits, fromWord, toWord, 0L);
        }
        Arrays.fill(robots.summary, 0L);
        robots.markAllSpare();
        robots.swap((int) placed);
        return robots.at(py * width + px);
    }

    /**
     * Cuts {@code height} rows into {@code cut.length - 1} bands of nearly equal height, moving a
     * cut off rows {@code py} and {@code py + 1} so rows {@code py - 1 .. py + 1} share a band.
     * Returns false when some band would be too thin.
     */
    static boolean cutBands(int[] cut, int height, int py) {
        int bands = cut.length - 1;
        cut[0] = 0;
        cut[bands] = height;
        for (int t = 1; t < bands; t++) {
            int c = (int) ((long) height * t / bands);
            if (c == py || c == py + 1) {
                c = py + 2;
            }
            cut[t] = c;
        }
        for (int t = 0; t < bands; t++) {
            if (cut[t + 1] - cut[t] < MIN_BAND_ROWS) {
                return false;
            }
        }
        return true;
    }

    private Scratch scratch(Robots robots) {
        if (robots.parallelScratch instanceof Scratch s && s.sweeps.length == threads) {
            return s;
        }
        Scratch s = new Scratch(threads);
        robots.parallelScratch = s;
        return s;
    }

    /** Per-game state reused every step, so a step allocates nothing. */
    private static final class Scratch {
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

    /** Moves one band of rows; reinitialised and reused every step. */
    private static final class BandTask extends RecursiveAction {
        private static final long serialVersionUID = 1L;
        private transient Robots robots;
        private transient WordSweep sweep;
        private int from;
        private int to;

        void prepare(Robots robots, WordSweep sweep, int from, int to) {
            reinitialize();
            this.robots = robots;
            this.sweep = sweep;
            this.from = from;
            this.to = to;
        }

        @Override
        protected void compute() {
            SequentialResolver.sweepRows(robots, sweep, from, to);
            sweep.finish();
        }
    }

    @Override
    public String name() {
        return "parallel(" + threads + ")";
    }
}
