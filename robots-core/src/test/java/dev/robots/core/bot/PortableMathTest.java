package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.SplitMix64;
import org.junit.jupiter.api.Test;

/** {@link PortableMath} against {@link StrictMath} (fdlibm): close to it, and ordered as it is. */
class PortableMathTest {
    private static final double TOLERANCE = 1e-12;

    @Test
    void lnIsCloseToStrictMathOnEveryChanceAGhostCanHaveAndOnSeededValues() {
        for (int i = 0; i < 64; i++) {
            double y = 1 - i / 64.0;
            assertEquals(StrictMath.log(y), PortableMath.ln(y), TOLERANCE * Math.max(1, -StrictMath.log(y)), "ln " + y);
        }
        SplitMix64 random = new SplitMix64(28);
        for (int n = 0; n < 10_000; n++) {
            double y = Math.max(Double.MIN_NORMAL, random.nextInt(1 << 30) / (double) (1 << 30));
            double expected = StrictMath.log(y);
            assertEquals(expected, PortableMath.ln(y), TOLERANCE * Math.max(1, -expected), "ln " + y);
        }
        assertEquals(0.0, PortableMath.ln(1));
        assertEquals(StrictMath.log(1e-6), PortableMath.ln(1e-6), 1e-11);
    }

    @Test
    void expIsCloseToStrictMathDownToUnderflow() {
        SplitMix64 random = new SplitMix64(29);
        for (int n = 0; n < 10_000; n++) {
            double x = -random.nextInt(1 << 30) / (double) (1 << 30) * 60;
            double expected = StrictMath.exp(x);
            assertEquals(expected, PortableMath.exp(x), TOLERANCE * expected, "exp " + x);
        }
        assertEquals(1.0, PortableMath.exp(0));
        assertEquals(0.0, PortableMath.exp(-1e6));
        assertTrue(PortableMath.exp(-700) > 0 && PortableMath.exp(-700) < 1e-300);
    }

    @Test
    void bothAreMonotoneWhereTheSearchComparesThem() {
        double previous = Double.NEGATIVE_INFINITY;
        for (int i = 0; i <= 64; i++) {
            double ln = PortableMath.ln(Math.max(1e-6, i / 64.0));
            assertTrue(ln > previous, "ln " + i + "/64");
            previous = ln;
        }
        previous = -1;
        for (double x = -40; x <= 0; x += 1.0 / 256) {
            double e = PortableMath.exp(x);
            assertTrue(e > previous, "exp " + x);
            previous = e;
        }
    }

    @Test
    void outOfRangeArgumentsAreRefusedWithTheRange() {
        assertEquals("y: 0.0 (expected: > 0 and <= 1)",
                assertThrows(IllegalArgumentException.class, () -> PortableMath.ln(0)).getMessage());
        assertEquals("x: 0.5 (expected: <= 0)",
                assertThrows(IllegalArgumentException.class, () -> PortableMath.exp(0.5)).getMessage());
    }
}
