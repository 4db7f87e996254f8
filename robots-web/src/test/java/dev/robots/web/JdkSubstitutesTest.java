package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.core.SplitMix64;
import dev.robots.web.compile.JdkSubstitutes;
import org.junit.jupiter.api.Test;

/** The page's {@code multiplyHigh} against the JDK's on extremes and a million seeded pairs. */
class JdkSubstitutesTest {
    private static final long[] EXTREMES = {0, 1, -1, 2, -2, Long.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE - 1,
        Long.MIN_VALUE + 1, 0xFFFFFFFFL, 0x100000000L, -0x100000000L, 0x7FFFFFFFL, 0x80000000L, -0x80000000L,
        1L << 62, -(1L << 62), 1L << 31, (1L << 32) * 65536 - 1};

    @Test
    void multiplyHighEqualsTheJdksOnExtremes() {
        for (long x : EXTREMES) {
            for (long y : EXTREMES) {
                assertEquals(Math.multiplyHigh(x, y), JdkSubstitutes.multiplyHigh(x, y), x + " * " + y);
            }
        }
    }

    @Test
    void multiplyHighEqualsTheJdksOnSeededPairs() {
        SplitMix64 random = new SplitMix64(355);
        for (int i = 0; i < 1_000_000; i++) {
            long x = random.nextLong();
            long y = i % 3 == 0 ? random.nextLong() >>> random.nextInt(64) : random.nextLong();
            assertEquals(Math.multiplyHigh(x, y), JdkSubstitutes.multiplyHigh(x, y), "seed 355, pair " + i + ": "
                    + x + " * " + y);
        }
    }

    @Test
    void theRowDivisionsOperandsGiveTheRow() {
        // RowDivision: cell / width = multiplyHigh(cell << 31, m) >>> s, m and s from the width.
        SplitMix64 random = new SplitMix64(26);
        for (int i = 0; i < 100_000; i++) {
            int width = 2 + random.nextInt(65535);
            int roundedUpLog = 32 - Integer.numberOfLeadingZeros(width - 1);
            long multiplier = Long.divideUnsigned((1L << (32 + roundedUpLog)) + width - 1, width);
            int shift = roundedUpLog - 1;
            long cell = (random.nextLong() >>> 32) % ((long) width * 65536);
            assertEquals(cell / width, JdkSubstitutes.multiplyHigh(cell << 31, multiplier) >>> shift,
                    "seed 26, width " + width + ", cell " + cell);
        }
    }
}
