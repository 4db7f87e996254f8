package dev.robots.record;

import dev.robots.core.SplitMix64;

/**
 * The seed of each game of a run, from the run's seed {@code S}: the first game (index 0) is
 * seeded with {@code S} itself, game index {@code i >= 1} with the {@code i}-th output of
 * {@code new SplitMix64(S)} ({@link SplitMix64#output}). Every command that plays a run of games
 * uses it (protocol mode, {@code play}, {@code autoplay}, {@code check}); {@code docs/rules.md}
 * ("Seeds") states it.
 *
 * <p>Why this one: {@code --seed S} plays the game of seed {@code S} first in every command (and
 * {@code --seed G} with a game's own seed plays that game first); a game's seed is found in
 * constant time from its index, which a shard of autoplay needs; and the games' seeds are
 * SplitMix64 outputs, not seeds a fixed step apart, whose streams would be one another's shifted
 * by a draw.
 */
public final class GameSeeds {
    /** What {@link #program} mixes into a game's seed: "programs" in ASCII. */
    static final long PROGRAM_SALT = 0x70726F6772616D73L;

    private GameSeeds() {
    }

    /**
     * The seed {@code robots check} and {@code robots bot} give the program under test for the game
     * of index {@code index} (its own random numbers: Lua's {@code math.random}): the first output of
     * {@code new SplitMix64(of(runSeed, index) ^ PROGRAM_SALT)}. Not the checker's own seed for the
     * game, whose stream starts with {@code of(runSeed, index)}'s first output: the program's numbers
     * and the checker's stay unrelated.
     *
     * @throws IllegalArgumentException if {@code index < 0}
     */
    public static long program(long runSeed, long index) {
        return SplitMix64.output(of(runSeed, index) ^ PROGRAM_SALT, 1);
    }

    /**
     * The seed of the game of index {@code index} (0 for the first) of the run seeded with
     * {@code runSeed}.
     *
     * @throws IllegalArgumentException if {@code index < 0}
     */
    public static long of(long runSeed, long index) {
        if (index < 0) {
            throw new IllegalArgumentException(Expected.of("index: " + index, ">= 0"));
        }
        return index == 0 ? runSeed : SplitMix64.output(runSeed, index);
    }
}
