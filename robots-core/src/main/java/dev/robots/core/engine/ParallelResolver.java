package dev.robots.core.engine;

import dev.robots.core.Event;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
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
 *
 * <p>The workers are this resolver's own daemon threads ({@link Crew}), not a
 * {@code ForkJoinPool}: joining a fork-join task from outside the pool allocates a wait node
 * whenever the task is still running (JDK 17), and a step is meant to allocate nothing.
 */
public final class ParallelResolver implements RobotStep {
    /** Boards of fewer words (8M cells) step too fast for a hand-off to other threads to pay. */
    public static final int MIN_WORDS = 1 << 17;
    private static final int MIN_WIDTH = 64;
    private static final int BANDS_PER_THREAD = 4;

    private final int threads;
    private final int minWords;
    private final Crew crew;
    /**
     * The bands' state, reused every step so a step allocates nothing; one game at a time uses it
     * (the one holding {@link Crew#busy}). Null with one thread, which never splits.
     */
    private final Scratch scratch;
    /** Steps split into bands so far; for tests. */
    private final AtomicLong stepsSplit = new AtomicLong();

    public ParallelResolver(int threads, int minWords) {
        this(threads, minWords, Crew.KEEP_ALIVE_NANOS);
    }

    /** {@code keepAliveNanos}: how long a worker waits for the next step before it ends (tests shorten it). */
    ParallelResolver(int threads, int minWords, long keepAliveNanos) {
        this.threads = threads;
        this.minWords = minWords;
        this.crew = threads > 1 ? new Crew(threads, keepAliveNanos) : null;
        this.scratch = threads > 1 ? new Scratch(threads, threads * BANDS_PER_THREAD) : null;
    }

    /** How many steps this resolver has split into bands so far; for tests. */
    long stepsSplit() {
        return stepsSplit.get();
    }

    /** How many shares the workers (not the calling thread) have moved so far; for tests. */
    long sharesMovedByWorkers() {
        return crew == null ? 0 : crew.workerShares.get();
    }

    @Override
    public boolean step(FieldBits field, Robots robots, int px, int py, Consumer<? super Event> events) {
        int bands = threads * BANDS_PER_THREAD;
        robots.settle();
        if (events != null || crew == null || robots.words < minWords || robots.width < MIN_WIDTH
                || robots.height < bands
                || SequentialResolver.walk(robots, false) != SequentialResolver.Walk.ALL_ROWS) {
            return SequentialResolver.INSTANCE.step(field, robots, px, py, events);
        }
        if (!crew.busy.compareAndSet(false, true)) {
            // Another game is stepping with this resolver right now: same result, one thread.
            return SequentialResolver.INSTANCE.step(field, robots, px, py, null);
        }
        try {
            stepsSplit.incrementAndGet();
            cutBands(scratch.cut, robots.height);
            scratch.next.set(0);
            long[] pits = field.pitBits();
            for (int t = 0; t < threads; t++) {
                scratch.sweeps[t].begin(robots.planes.bits, robots.planes.spare, pits, robots.width, robots.height,
                        px, py, WholeWordRow.VECTOR);
                scratch.state.set(t, READY);
            }
            crew.run(scratch);
            long placed = 0;
            for (int t = 0; t < threads; t++) {
                placed += scratch.sweeps[t].placed;
            }
            // The words bands share with the band before (edges are zero where a band starts a word).
            for (int b = 1; b < bands; b++) {
                robots.planes.spare[(int) ((long) scratch.cut[b] * robots.width >>> 6)] |= scratch.edges[b];
            }
            return robots.finishPull(placed, px, py);
        } finally {
            crew.busy.set(false);
        }
    }

    /** Cuts {@code height} rows into {@code cut.length - 1} bands of nearly equal height. */
    static void cutBands(int[] cut, int height) {
        int bands = cut.length - 1;
        for (int t = 0; t <= bands; t++) {
            cut[t] = (int) ((long) height * t / bands);
        }
    }

    private static final int READY = 0;
    private static final int CLAIMED = 1;
    private static final int DONE = 2;

    /** The bands' state, reused every step, so a step allocates nothing. */
    static final class Scratch {
        final int[] cut;
        final long[] edges;
        final AtomicInteger next = new AtomicInteger();
        final WordSweep[] sweeps;
        /** Per share (one per thread): READY, CLAIMED by the thread moving it, or DONE. */
        final AtomicIntegerArray state;

        Scratch(int threads, int bands) {
            cut = new int[bands + 1];
            edges = new long[bands];
            sweeps = new WordSweep[threads];
            state = new AtomicIntegerArray(threads);
            for (int t = 0; t < threads; t++) {
                sweeps[t] = new WordSweep();
                state.set(t, DONE);
            }
        }

        /** One share of the work: takes bands from the counter until none is left. */
        void move(int share) {
            WordSweep sweep = sweeps[share];
            int bands = edges.length;
            for (int b = next.getAndIncrement(); b < bands; b = next.getAndIncrement()) {
                sweep.pullRows(cut[b], cut[b + 1], b > 0);
                edges[b] = sweep.edge;
            }
            sweep.finish();
        }
    }

    /**
     * The calling thread and {@code threads - 1} daemon workers. Share 0 of a step is the calling
     * thread's; share {@code t} is worker {@code t}'s if the worker claims it first, else the
     * calling thread claims it after its own (finding the bands gone), as a fork-join join would.
     * So a step never waits for a worker to wake up, only for one that is moving a band, and a
     * worker that is late, retired or never started costs speed, not correctness.
     *
     * <p>An idle worker yields while a step runs without it, spins briefly once the step ends
     * (a loop that steps again within microseconds finds it awake), then parks; a worker idle
     * for {@code keepAliveNanos} ends,
     * and the next step starts a new one. Nothing here allocates once the workers run.
     */
    private static final class Crew {
        /** A worker idle this long ends (resolvers are cheap to make; their threads should not pile up). */
        private static final long KEEP_ALIVE_NANOS = TimeUnit.SECONDS.toNanos(20);
        /** A worker ends after this many parks of {@code keepAliveNanos / IDLE_PARKS} without a step. */
        private static final int IDLE_PARKS = 4;
        /** Spins before parking: a turn loop that steps again within microseconds finds its workers awake. */
        private static final int SPINS = 1 << 12;
        /**
         * Yields, after the spins, of a caller waiting for a worker's band before it parks: a
         * band of the largest boards takes milliseconds (a yield takes about 1.4 µs on the 2-vCPU
         * VM of docs/measurements.md, where a parked thread took up to hundreds of µs to wake).
         */
        private static final int YIELDS = 1 << 13;

        final AtomicBoolean busy = new AtomicBoolean();
        final AtomicLong workerShares = new AtomicLong();
        private final long keepAliveNanos;
        private final Thread[] workers;
        /** 1 while worker {@code t}'s thread runs (and may claim shares), 0 once it ended or before it started. */
        private final AtomicIntegerArray alive;
        private volatile int generation;
        private volatile Scratch current;
        private volatile Thread caller;

        Crew(int threads, long keepAliveNanos) {
            this.keepAliveNanos = keepAliveNanos;
            workers = new Thread[threads];
            alive = new AtomicIntegerArray(threads);
        }

        /** One step: the caller holds {@link #busy}; every share of {@code scratch} is READY. */
        void run(Scratch scratch) {
            Thread me = Thread.currentThread();
            caller = me;
            current = scratch;
            try {
                int g = generation + 1;
                generation = g;
                for (int t = 1; t < workers.length; t++) {
                    if (alive.get(t) == 0) {
                        start(t, g - 1);
                    } else {
                        LockSupport.unpark(workers[t]);
                    }
                }
                scratch.state.set(0, CLAIMED);
                scratch.move(0);
                for (int t = 1; t < workers.length; t++) {
                    if (scratch.state.compareAndSet(t, READY, CLAIMED)) {
                        scratch.move(t);
                        scratch.state.set(t, DONE);
                        continue;
                    }
                    // The worker is moving a band: spin, then yield (the worker may need this CPU),
                    // and park only after a long band; a parked caller wakes late on a virtual machine.
                    for (int spin = 0; scratch.state.get(t) != DONE; spin++) {
                        if (spin < SPINS) {
                            Thread.onSpinWait();
                        } else if (spin < SPINS + YIELDS) {
                            Thread.yield();
                        } else {
                            LockSupport.park(this);
                        }
                    }
                }
            } finally {
                // Idle workers wait for this (see work).
                current = null;
            }
        }

        private void start(int t, int seen) {
            alive.set(t, 1);
            Thread worker = new Thread(() -> work(t, seen), "robots-parallel-resolver-" + t);
            worker.setDaemon(true);
            workers[t] = worker;
            worker.start();
        }

        private void work(int t, int seenBefore) {
            int seen = seenBefore;
            int idleParks = 0;
            while (true) {
                int g = generation;
                if (g != seen) {
                    seen = g;
                    idleParks = 0;
                    help(t);
                    continue;
                }
                // The idle spin counts from the end of the step, not from when this worker saw it:
                // a worker woken late (the caller moved its share) that spun from then would park
                // again before the next step and be late for it too, step after step. Yielding,
                // not spinning, while the step runs: on an over-subscribed machine the threads
                // still moving bands get the CPU.
                while (current != null && generation == seen) {
                    Thread.yield();
                }
                for (int spin = 0; spin < SPINS && generation == seen; spin++) {
                    Thread.onSpinWait();
                }
                if (generation != seen) {
                    continue;
                }
                if (idleParks == IDLE_PARKS) {
                    // A step published now finds this share unclaimed and moves it itself.
                    alive.set(t, 0);
                    return;
                }
                // Idle time counted in parks, not read from a clock (the core reads none): a park
                // cut short (a permit left by the last step's unpark, a spurious wake-up) only
                // ends the worker a little early, which costs a restart, never a result.
                LockSupport.parkNanos(this, Math.max(1, keepAliveNanos / IDLE_PARKS));
                idleParks++;
            }
        }

        private void help(int t) {
            Scratch s = current;
            if (s != null && s.state.compareAndSet(t, READY, CLAIMED)) {
                s.move(t);
                s.state.set(t, DONE);
                workerShares.incrementAndGet();
                LockSupport.unpark(caller);
            }
        }
    }

    @Override
    public String name() {
        return "parallel(" + threads + ")";
    }
}
