package dev.robots.core.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The robot set's choice of representation: a sorted list of cells or bit planes. */
class RobotsTest {

    @Test
    void theDefaultListsFewRobotsOnALargeBoardAndNotOnASmallOne() {
        long[] few = new long[(1000 * 1000 + 63) >>> 6];
        Bits.set(few, 12_345);
        Bits.set(few, 999_999);
        Robots large = new Robots(1000, 1000, few);
        assertTrue(large.listed, large::toString);
        long[] one = new long[1];
        Bits.set(one, 3);
        assertFalse(new Robots(8, 8, one).listed, "an 8x8 board is one word");
    }
}
