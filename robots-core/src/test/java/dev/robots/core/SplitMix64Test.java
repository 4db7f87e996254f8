package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The seeded source's algorithm is part of the rules (a seed must give the same game everywhere),
 * so it is pinned to published and independently computed values. The expected numbers below
 * were computed with a separate Python transcription of Vigna's {@code splitmix64.c} and of
 * Lemire's bounded draw (not from this project's Java code):
 *
 * <pre>
 * M = (1 << 64) - 1
 * def nxt(s):                       # s = [state]
 *     s[0] = (s[0] + 0x9e3779b97f4a7c15) & M
 *     z = s[0]
 *     z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & M
 *     z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & M
 *     return z ^ (z >> 31)
 * def next_int(s, b):
 *     m = (nxt(s) >> 32) * b
 *     if m & 0xffffffff < b:
 *         t = (2**32 - b) % b
 *         while m & 0xffffffff < t:
 *             m = (nxt(s) >> 32) * b
 *     return m >> 32
 * </pre>
 */
class SplitMix64Test {

    @Test
    void seedZeroGivesThePublishedSequence() {
        SplitMix64 r = new SplitMix64(0);
        // 0xE220A8397B1DCDAF is the well-known first output for seed 0 (splitmix64.c); the next ones
        // from the Python transcription above.
        assertEquals(0xE220A8397B1DCDAFL, r.nextLong());
        assertEquals(0x6E789E6AA1B965F4L, r.nextLong());
        assertEquals(0x06C45D188009454FL, r.nextLong());
        assertEquals(0xF88BB8A8724C81ECL, r.nextLong());
        assertEquals(0x1B39896A51A8749BL, r.nextLong());
    }

    @Test
    void otherSeeds() {
        SplitMix64 one = new SplitMix64(1);
        assertEquals(0x910A2DEC89025CC1L, one.nextLong());
        assertEquals(0xBEEB8DA1658EEC67L, one.nextLong());
        SplitMix64 fortyTwo = new SplitMix64(42);
        assertEquals(0xBDD732262FEB6E95L, fortyTwo.nextLong());
        assertEquals(0x28EFE333B266F103L, fortyTwo.nextLong());
        SplitMix64 minusOne = new SplitMix64(-1);
        assertEquals(0xE4D971771B652C20L, minusOne.nextLong());
    }

    @Test
    void boundedDrawsMatchTheIndependentTranscription() {
        SplitMix64 r = new SplitMix64(0);
        int[] expected = {8, 4, 0, 9, 1, 3, 1, 7, 2, 9};
        for (int e : expected) {
            assertEquals(e, r.nextInt(10));
        }
        SplitMix64 big = new SplitMix64(42);
        for (int e : new int[] {741567, 159910, 278601, 344191, 38030}) {
            assertEquals(e, big.nextInt(1_000_003));
        }
        SplitMix64 max = new SplitMix64(7);
        for (int e : new int[] {837153009, 36052587, 1934368831, 1251833271, 971611570}) {
            assertEquals(e, max.nextInt(Integer.MAX_VALUE));
        }
        RandomSource seeded = RandomSource.seeded(7);
        assertEquals(837153009, seeded.nextInt(Integer.MAX_VALUE), "RandomSource.seeded is SplitMix64");
    }

    /**
     * With bound 3 * 2^29, 2^32 mod bound = 2^30, so a quarter of the draws are rejected: these 12
     * values took 6 rejections in the transcription, so the rejection loop is pinned too.
     */
    @Test
    void rejectionPathMatchesTheIndependentTranscription() {
        SplitMix64 r = new SplitMix64(2024);
        int bound = 3 << 29;
        int[] expected = {1003034104, 480890567, 1337739397, 889736776, 220257195, 960479543, 687500881,
            743387879, 1348058457, 1065363818, 1109348999, 546048206};
        for (int e : expected) {
            assertEquals(e, r.nextInt(bound));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE})
    void nonPositiveBoundIsRefused(int bound) {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> new SplitMix64(1).nextInt(bound));
        assertEquals("bound: " + bound + " (expected: > 0)", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 7, 1000, (1 << 30) + 1, Integer.MAX_VALUE})
    void drawsStayInRange(int bound) {
        SplitMix64 r = new SplitMix64(bound);
        for (int i = 0; i < 10_000; i++) {
            int v = r.nextInt(bound);
            assertTrue(v >= 0 && v < bound, "bound " + bound + ": " + v);
        }
    }

    /** A smoke test of uniformity: 600 000 draws of nextInt(6), chi-square p above 1e-6. */
    @Test
    void smallBoundsAreUniform() {
        for (int bound : new int[] {2, 3, 6, 10}) {
            long[] counts = new long[bound];
            SplitMix64 r = new SplitMix64(bound * 1000L);
            for (int i = 0; i < 100_000 * bound; i++) {
                counts[r.nextInt(bound)]++;
            }
            double p = ChiSquare.pValue(ChiSquare.statistic(counts), bound - 1);
            assertTrue(p > 1e-6, "bound " + bound + ": p = " + p + ", counts " + java.util.Arrays.toString(counts));
        }
        // a large bound: the top and bottom halves equally often
        long[] halves = new long[2];
        SplitMix64 r = new SplitMix64(99);
        int bound = 3 << 29;
        for (int i = 0; i < 200_000; i++) {
            halves[r.nextInt(bound) < bound / 2 ? 0 : 1]++;
        }
        assertTrue(ChiSquare.pValue(ChiSquare.statistic(halves), 1) > 1e-6, java.util.Arrays.toString(halves));
    }

    @Test
    void aGeneratorBuiltFromTheStateContinuesTheSameOutputs() {
        SplitMix64 original = new SplitMix64(-7);
        for (int i = 0; i < 1000; i++) {
            original.nextInt(1 + i % 17);
        }
        SplitMix64 copy = new SplitMix64(original.state());
        for (int i = 0; i < 1000; i++) {
            int bound = i % 3 == 0 ? Integer.MAX_VALUE - i : 1 + i % 5;
            assertEquals(original.nextInt(bound), copy.nextInt(bound), "draw " + i);
        }
        assertEquals(original.state(), copy.state());
        assertEquals(original.nextLong(), copy.nextLong());
    }

    /**
     * {@code output(seed, n)} is the {@code n}-th draw without the ones before it; the far value is the
     * transcription's {@code mix((0 + (2**63 - 1) * 0x9e3779b97f4a7c15) & M)}.
     */
    @Test
    void outputIsTheNthDrawWithoutDrawingTheOnesBefore() {
        assertEquals(0x06C45D188009454FL, SplitMix64.output(0, 3), "the published third output for seed 0");
        assertEquals(0xE4D971771B652C20L, SplitMix64.output(-1, 1));
        assertEquals(0xF768BD32E7DB96EBL, SplitMix64.output(0, Long.MAX_VALUE));
        for (long seed : new long[] {0, 42, -1, Long.MIN_VALUE, Long.MAX_VALUE, (1L << 53) + 1}) {
            SplitMix64 drawn = new SplitMix64(seed);
            for (int n = 1; n <= 100; n++) {
                assertEquals(drawn.nextLong(), SplitMix64.output(seed, n), "seed " + seed + ", n " + n);
            }
        }
        assertEquals("n: 0 (expected: >= 1)",
                assertThrows(IllegalArgumentException.class, () -> SplitMix64.output(5, 0)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> SplitMix64.output(5, Long.MIN_VALUE));
    }
}
