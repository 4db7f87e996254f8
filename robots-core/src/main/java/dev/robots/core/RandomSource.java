package dev.robots.core;

/**
 * Where the engine draws every random choice from. The engine never makes randomness of its own,
 * so a game is fully determined by its random source, its parameters and its commands.
 *
 * <p>The engine only ever asks for {@link #nextInt(int)}; the order of those calls is part of the
 * rules (the start position, then one call per reinforcement), which is what makes a seed
 * reproduce a game.
 * An answer outside {@code [0, bound)} breaks the contract: the engine refuses it with an
 * {@link IllegalStateException} rather than place anything off the board.
 */
public interface RandomSource {

    /**
     * Returns a uniformly distributed value in {@code [0, bound)}.
     *
     * @param bound the exclusive upper bound, greater than 0
     * @return a uniformly distributed value in {@code [0, bound)}
     * @throws IllegalArgumentException if {@code bound <= 0}
     */
    int nextInt(int bound);

    /**
     * A seeded source with the project's fixed algorithm: {@link SplitMix64}.
     *
     * @param seed the seed of the game's random source
     * @return a seeded source with the project's fixed algorithm: {@link SplitMix64}
     */
    static RandomSource seeded(long seed) {
        return new SplitMix64(seed);
    }

    /**
     * A source whose whole state is one {@code long}, so that {@link Game#snapshot()} can save it
     * and {@link Game#restore} put it back: after a restore the draws that followed the snapshot
     * come again, and replaying the same commands replays the same reinforcements (an undo that
     * is exact). {@link SplitMix64} (and so {@link #seeded}) is.
     */
    interface Restorable extends RandomSource {
        /**
         * The state now; {@code restoreState(state())} changes nothing.
         *
         * @return the state now; {@code restoreState(state())} changes nothing
         */
        long state();

        /**
         * Returns to a state given by {@link #state()} of this source.
         *
         * @param state a state given by state()
         * @throws IllegalArgumentException if {@code state} cannot be one this source gave
         */
        void restoreState(long state);
    }
}
