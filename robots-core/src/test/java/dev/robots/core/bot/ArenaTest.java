package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Field;
import org.junit.jupiter.api.Test;

/** The planner's view of a field: walking distances and the window on large fields. */
class ArenaTest {

    @Test
    void walkingDistanceGoesAroundPits() {
        // 5 x 3, exit (0, 1); a wall of pits in column 2 with a gap at the bottom
        Field field = Field.of(5, 3, new int[] {2, 0}, new int[] {2, 1});
        Arena a = Arena.around(field, 4, 1, null);
        assertEquals(0, a.exitDistance[a.exitCell]);
        assertEquals(1, a.exitDistance[0 * 5 + 1]);
        // (3, 1) must go down through (2, 2): (3,1) -> (2,2) -> (1,1)/(1,2) -> (0,1)
        assertEquals(3, a.exitDistance[1 * 5 + 3]);
        assertEquals(4, a.exitDistance[0 * 5 + 4]);
        assertEquals(Arena.UNREACHABLE, a.exitDistance[0 * 5 + 2], "a pit itself is not walked on");
    }

    @Test
    void anEnclosedCellCannotReachTheExit() {
        Field field = Field.of(5, 3, new int[] {3, 0}, new int[] {3, 1}, new int[] {3, 2});
        Arena a = Arena.around(field, 4, 1, null);
        assertEquals(Arena.UNREACHABLE, a.exitDistance[1 * 5 + 4]);
        assertEquals(2, a.exitDistance[1 * 5 + 2]);
    }

    @Test
    void aSmallFieldIsSeenWholeAndReused() {
        Field field = Field.of(30, 17, new int[] {5, 5});
        Arena a = Arena.around(field, 29, 8, null);
        assertEquals(0, a.originX);
        assertEquals(30, a.width);
        assertSame(a, Arena.around(field, 3, 3, a));
        assertSame(a, Arena.around(Field.of(30, 17, new int[] {5, 5}), 3, 3, a), "an equal field");
        assertNotSame(a, Arena.around(Field.of(30, 17), 3, 3, a), "another field");
    }

    @Test
    void aLargeFieldIsSeenThroughAWindowThatFollowsThePlayer() {
        Field field = Field.of(1000, 400, new int[] {900, 300});
        Arena a = Arena.around(field, 900, 310, null);
        assertEquals(2 * Arena.WINDOW_RADIUS + 1, a.width);
        assertEquals(2 * Arena.WINDOW_RADIUS + 1, a.height);
        assertTrue(a.inside(900 - a.originX, 310 - a.originY));
        assertTrue(a.pit[(300 - a.originY) * a.width + (900 - a.originX)]);
        assertEquals(-1, a.exitCell, "the exit is far outside");
        // the exit distance outside the window is the king-move distance to the real exit (0, 200)
        assertEquals(900, a.exitDistance[(310 - a.originY) * a.width + (900 - a.originX)]);
        assertSame(a, Arena.around(field, 899, 311, a), "a step does not move the window");
        Arena moved = Arena.around(field, 900 - 30, 310, a);
        assertNotSame(a, moved, "near the edge it is recentred");
        assertTrue(moved.inside(870 - moved.originX, 310 - moved.originY));
    }
}
