package dev.robots.core;

import dev.robots.core.check.Expected;
import dev.robots.core.engine.ParallelResolver;
import dev.robots.core.engine.RobotStep;
import dev.robots.core.engine.SequentialResolver;

/**
 * The simultaneous robot move of a turn (rules, step 4): every robot steps one cell straight
 * toward the player, deciding from the positions before the step; a robot arriving on a pit is
 * gone; robots arriving on one cell merge into one; and whether one arrived on the player.
 *
 * <p>The implementations are the engine's own, chosen with {@link #sequential()} or
 * {@link #parallel(int)} and offered to {@link Game.Builder#resolver}; all give identical
 * positions, bit for bit (one contract test suite runs against each). A resolver is a value
 * to choose with, not to extend: the class is final and its work is the engine's own.
 */
public final class Resolver {

    /**
     * The most threads {@link #parallel(int)} accepts. A resolver keeps a slot for every thread it
     * may use, and a board is cut into 4 bands per thread: far more threads than any machine has
     * cores would only cost memory and hand-offs. Fixed for all of 1.x (a constant compiles into
     * the caller's code).
     */
    public static final int MAX_THREADS = 256;

    private static final Resolver SEQUENTIAL = new Resolver(SequentialResolver.INSTANCE);

    /** The engine's step this resolver names. */
    private final RobotStep step;

    Resolver(RobotStep step) {
        this.step = step;
    }

    /**
     * The single-threaded resolver: O(robots) per turn, no allocation. The default.
     *
     * @return the single-threaded resolver: O(robots) per turn, no allocation
     */
    public static Resolver sequential() {
        return SEQUENTIAL;
    }

    /**
     * A resolver that splits large, dense boards (8M cells or more) into bands of rows moved by
     * {@code threads} threads at once (the calling thread and {@code threads - 1} daemon workers
     * of its own, started on first use and ended after 20 seconds idle); smaller or sparse boards,
     * and turns played with a listener, go the sequential way. The positions it reaches are exactly
     * the sequential resolver's, however the threads are scheduled, and a step allocates nothing
     * once the workers run. One instance may serve many games; a turn played while another game's
     * turn holds the workers is resolved sequentially, with the same result.
     *
     * @param threads 1 to {@link #MAX_THREADS}; 1 is the sequential resolver by another name
     * @return a resolver moving the robots of large, dense boards with {@code threads} threads
     * @throws IllegalArgumentException if {@code threads} is below 1 or above {@link #MAX_THREADS}
     */
    public static Resolver parallel(int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException(Expected.of("threads: " + threads, "1 to " + MAX_THREADS));
        }
        return new Resolver(new ParallelResolver(threads, ParallelResolver.MIN_WORDS));
    }

    /** The engine's step that moves the robots (for the game's position). */
    RobotStep step() {
        return step;
    }

    /**
     * A short name for reports.
     *
     * @return a short name for reports
     */
    public String name() {
        return step.name();
    }

    @Override
    public String toString() {
        return name();
    }
}
