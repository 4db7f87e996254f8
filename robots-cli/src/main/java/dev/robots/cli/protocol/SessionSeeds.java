package dev.robots.cli.protocol;

import dev.robots.core.SplitMix64;

/**
 * How a session's seed gives each game its own: game 1 is seeded with the session seed itself,
 * and each next game with the first {@link SplitMix64} output of the previous game's seed:
 * {@code g(1) = S}, {@code g(k+1) = new SplitMix64(g(k)).nextLong()}.
 *
 * <p>So a game's seed does not depend on how earlier games were played (their turns draw from
 * their own sources), and {@code --seed g(k)} replays game {@code k} as the first game of a new
 * session (and the games after it too). Refused INIT input draws no seed.
 */
public final class SessionSeeds {
    private SessionSeeds() {
    }

    /** The seed of the game after the one seeded with {@code gameSeed}. */
    public static long next(long gameSeed) {
        return new SplitMix64(gameSeed).nextLong();
    }
}
