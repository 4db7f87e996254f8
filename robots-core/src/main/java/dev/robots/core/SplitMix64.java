package dev.robots.core;

import dev.robots.core.check.Expected;

/**
 * The project's seeded random source: Steele, Lea and Flood's SplitMix64 generator, with bounded
 * integers drawn by Lemire's multiply-and-reject method. Both are written out here (no
 * {@code java.util.Random}), so a seed gives the same sequence on every JVM and platform.
 *
 * <p>{@code nextInt(bound)}: take {@code x = nextLong() >>> 32} (32 random bits), form
 * {@code m = x * bound}; if the low 32 bits of {@code m} are below {@code 2^32 mod bound}, draw
 * again; otherwise the result is {@code m >>> 32}. This is exactly uniform.
 *
 * <p>Not thread-safe: one instance per game.
 *
 * <p>Public API, not an internal: it is the algorithm behind every seed (the rules, "Randomness and
 * reproducibility"), public so that an embedder draws the same numbers from a seed elsewhere (the
 * page in robots-web does); its output for a seed is fixed for all of 1.x.
 */
public final class SplitMix64 implements RandomSource.Restorable {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    /**
     * Creates a generator whose first output is the SplitMix64 output for {@code seed}.
     *
     * @param seed the seed of the game's random source
     */
    public SplitMix64(long seed) {
        this.state = seed;
    }

    /**
     * The generator's whole state: {@code new SplitMix64(state())} gives the same outputs from here
     * on as this one (a game's snapshot saves it; an oracle that plays a game's futures too).
     */
    @Override
    public long state() {
        return state;
    }

    /** Any {@code long} is a state of this generator. */
    @Override
    public void restoreState(long state) {
        this.state = state;
    }

    /**
     * The next 64 random bits.
     *
     * @return the next 64 random bits
     */
    public long nextLong() {
        return mix(state += GOLDEN_GAMMA);
    }

    /**
     * The {@code n}-th output of {@code new SplitMix64(seed)} ({@code n = 1} is the first
     * {@link #nextLong}), without drawing the ones before it: the state only ever moves by the
     * same constant, so the {@code n}-th output is the mix of {@code seed + n * 0x9E3779B97F4A7C15}
     * (modulo 2^64). Constant time, for a run that needs any of its games' seeds directly.
     *
     * @param seed the seed of the game's random source
     * @param n which output, from 1
     * @return the {@code n}-th output of {@code new SplitMix64(seed)}
     * @throws IllegalArgumentException if {@code n < 1}
     */
    public static long output(long seed, long n) {
        if (n < 1) {
            throw new IllegalArgumentException(Expected.of("n: " + n, ">= 1"));
        }
        return mix(seed + n * GOLDEN_GAMMA);
    }

    /** SplitMix64's output function (Stafford's "Mix13"), a bijection of the 64-bit values. */
    private static long mix(long state) {
        long z = (state ^ (state >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(Expected.of("bound: " + bound, "> 0"));
        }
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFF_FFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFF_FFFFL;
            }
        }
        return (int) (m >>> 32);
    }
}
