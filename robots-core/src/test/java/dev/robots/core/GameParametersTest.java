package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every limit of docs/rules.md, "Starting position", its message, and inputs that would overflow a careless check. */
class GameParametersTest {

    @ParameterizedTest(name = "{0} {1} {2} {3}")
    @CsvSource(delimiter = '|', value = {
        "1 | 1 | 0 | 0 | width: 1 (expected: >= 2)",
        "0 | 5 | 0 | 0 | width: 0 (expected: >= 2)",
        "-2147483648 | 5 | 0 | 0 | width: -2147483648 (expected: >= 2)",
        "2 | 0 | 0 | 0 | height: 0 (expected: >= 1)",
        "2 | -7 | 0 | 0 | height: -7 (expected: >= 1)",
        "3 | 3 | -1 | 0 | robots: -1 (expected: >= 0)",
        "3 | 3 | 0 | -1 | pits: -1 (expected: >= 0)",
        // 3 x 3: 9 cells, the player, the exit and 4 corners leave 3 for pits
        "3 | 3 | 0 | 4 | pits: 4 (expected: <= 3 = cells - player - exit - free corners, on a 3 x 3 board)",
        // one row: the corners are the exit and the start
        "5 | 1 | 0 | 4 | pits: 4 (expected: <= 3 = cells - player - exit - free corners, on a 5 x 1 board)",
        // two rows: the exit and the start are two of the corners, the two others are kept free
        "4 | 2 | 0 | 5 | pits: 5 (expected: <= 4 = cells - player - exit - free corners, on a 4 x 2 board)",
        "3 | 3 | 5 | 3 | robots + pits: 8 (expected: <= 7 = cells - player - exit, on a 3 x 3 board)",
        "2 | 1 | 1 | 0 | robots + pits: 1 (expected: <= 0 = cells - player - exit, on a 2 x 1 board)",
        "30 | 17 | 2147483647 | 40 | robots + pits: 2147483687"
            + " (expected: <= 508 = cells - player - exit, on a 30 x 17 board)",
        "2147483647 | 2147483647 | 0 | 0 | board too large: 2147483647 x 2147483647 = 4611686014132420609 cells"
            + " (expected: at most 4294967296 cells)",
        "3 | 2147483647 | 0 | 0 | board too large: 3 x 2147483647 = 6442450941 cells"
            + " (expected: at most 4294967296 cells)",
        // W*H = 2^32 + 2^16: one row over the limit, either way round
        "65536 | 65537 | 0 | 0 | board too large: 65536 x 65537 = 4295032832 cells"
            + " (expected: at most 4294967296 cells)",
        "65537 | 65536 | 0 | 0 | board too large: 65537 x 65536 = 4295032832 cells"
            + " (expected: at most 4294967296 cells)",
        // within the cells, but a side, or the robots or pits, beyond an int (only numbers read as longs)
        "4294967296 | 1 | 0 | 0 | width: 4294967296 (expected: <= 2147483647)",
        "2 | 2147483648 | 0 | 0 | height: 2147483648 (expected: <= 2147483647)",
        "65536 | 65536 | 2147483648 | 0 | robots: 2147483648 (expected: <= 2147483647)",
        "65536 | 65536 | 0 | 2147483648 | pits: 2147483648 (expected: <= 2147483647)",
    })
    void eachLimitIsNamed(long width, long height, long robots, long pits, String message) {
        assertEquals(message, GameParameters.problem(width, height, robots, pits));
        if (width == (int) width && height == (int) height && robots == (int) robots && pits == (int) pits) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> GameParameters.of((int) width, (int) height, (int) robots, (int) pits));
            assertEquals(message, e.getMessage());
        }
    }

    /** 64-bit inputs (as a reader of numbers might pass them) are checked without overflowing. */
    @Test
    void hugeLongInputsNeverOverflowIntoAcceptance() {
        // W*H = 2^64 wraps to 0 in long arithmetic: must still be too large
        assertTrue(GameParameters.problem(1L << 32, 1L << 32, 0, 0)
                .startsWith("board too large: 4294967296 x 4294967296"));
        // W*H = 2^62
        assertTrue(GameParameters.problem(1L << 31, 1L << 31, 0, 0).startsWith("board too large"));
        assertTrue(GameParameters.problem(Long.MAX_VALUE, Long.MAX_VALUE, 0, 0).startsWith("board too large"));
        assertTrue(GameParameters.problem(2, Long.MAX_VALUE, 0, 0).startsWith("board too large"));
        // R + P beyond Long.MAX_VALUE wraps negative: must still be refused, and say the true sum
        assertEquals("robots + pits: 9223372036854775812 (expected: <= 98 = cells - player - exit, on a 10 x 10 board)",
                GameParameters.problem(10, 10, Long.MAX_VALUE, 5));
        assertEquals("robots + pits: 9223372036854775807 (expected: <= 98 = cells - player - exit, on a 10 x 10 board)",
                GameParameters.problem(10, 10, Long.MAX_VALUE, 0));
        assertNotNull(GameParameters.problem(10, 10, Long.MAX_VALUE - 3, 90));
        assertTrue(GameParameters.problem(10, 10, 0, Long.MAX_VALUE).startsWith("pits: 9223372036854775807"));
        assertTrue(GameParameters.problem(Long.MIN_VALUE, Long.MIN_VALUE, Long.MIN_VALUE, Long.MIN_VALUE)
                .startsWith("width: "));
    }

    @Test
    void limitsThemselvesAreAccepted() {
        assertNull(GameParameters.problem(2, 1, 0, 0));
        assertNull(GameParameters.problem(3, 3, 4, 3));
        assertNull(GameParameters.problem(3, 3, 7, 0));
        assertNull(GameParameters.problem(5, 1, 0, 3));
        assertNull(GameParameters.problem(4, 2, 2, 4));
        assertNull(GameParameters.problem(30, 17, 20, 40));
        assertNull(GameParameters.problem(32768, 32768, 0, 0));
        assertNull(GameParameters.problem(65536, 65536, 0, 0));
        assertNull(GameParameters.problem(Integer.MAX_VALUE, 2, 0, 0));
        assertNull(GameParameters.problem(2, Integer.MAX_VALUE, 0, 0));
        assertEquals(1L << 32, GameParameters.MAX_CELLS);
        // 2^32 cells: room for as many robots and pits as an int counts, both at once
        GameParameters max = GameParameters.of(65536, 65536, Integer.MAX_VALUE, Integer.MAX_VALUE);
        assertEquals(1L << 32, max.cells());
        assertNotNull(GameParameters.problem(65536, 65536, Integer.MAX_VALUE, Integer.MAX_VALUE + 1L));
    }

    @Test
    void recordAccessorsAndCells() {
        GameParameters p = GameParameters.of(30, 17, 20, 40);
        assertEquals(30, p.width());
        assertEquals(17, p.height());
        assertEquals(20, p.robots());
        assertEquals(40, p.pits());
        assertEquals(510, p.cells());
        assertEquals(p, new GameParameters(30, 17, 20, 40));
    }
}
