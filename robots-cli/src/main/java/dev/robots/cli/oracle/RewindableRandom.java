package dev.robots.cli.oracle;

import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;

/**
 * The project's seeded random source ({@link SplitMix64}) with a way back: {@link #state} saves
 * where it is and {@link #rewind} returns there, so a search can play a game's futures from a
 * {@link dev.robots.core.Game.Snapshot} and see the same reinforcements each time. Given the same
 * seed it answers exactly as {@code RandomSource.seeded(seed)} does.
 */
final class RewindableRandom implements RandomSource {
    private SplitMix64 current;

    RewindableRandom(long seed) {
        current = new SplitMix64(seed);
    }

    @Override
    public int nextInt(int bound) {
        return current.nextInt(bound);
    }

    long state() {
        return current.state();
    }

    void rewind(long state) {
        if (state != current.state()) {
            current = new SplitMix64(state);
        }
    }
}
