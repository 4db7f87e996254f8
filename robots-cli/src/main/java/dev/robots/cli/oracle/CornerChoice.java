package dev.robots.cli.oracle;

import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;

/**
 * The random source of a game whose reinforcements an adversary places: the start position is drawn
 * from the game's seed exactly as in a real game ({@link SplitMix64}), then every draw (the engine draws
 * only the reinforcement corner after the start) returns the index {@link #choose chosen} by the
 * search, and remembers how many corners were free. Its {@link #state()} is constant once the game has
 * started: the future depends on the choices, not on a seed, so a position's key leaves it out.
 */
final class CornerChoice implements RandomSource.Restorable {
    private final SplitMix64 start;
    private boolean started;
    private int choice;
    private int lastBound;

    CornerChoice(long gameSeed) {
        this.start = new SplitMix64(gameSeed);
    }

    /** The start position is drawn: from now on every draw is the search's choice. */
    void started() {
        started = true;
    }

    /** The index the next draws return (taken modulo their bound). */
    void choose(int index) {
        choice = index;
        lastBound = 0;
    }

    /** The bound of the last draw since {@link #choose}: the free corners; 0 if nothing was drawn. */
    int lastBound() {
        return lastBound;
    }

    @Override
    public int nextInt(int bound) {
        if (!started) {
            return start.nextInt(bound);
        }
        lastBound = bound;
        return choice % bound;
    }

    @Override
    public long state() {
        return started ? 0 : start.state();
    }

    @Override
    public void restoreState(long state) {
        if (!started) {
            start.restoreState(state);
        }
    }
}
