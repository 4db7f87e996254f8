package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.engine.Bits;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The value types: Field and Board builders, their checks, equality, corners. */
class BoardAndFieldTest {

    /** A board of more than 2^31 cells could hold more robots or pits than an int counts: refused by name. */
    @Test
    void countsBeyondAnIntAreRefused() {
        assertEquals(Integer.MAX_VALUE, Bits.intCount(Integer.MAX_VALUE, "robots"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Bits.intCount(1L << 31, "robots"));
        assertEquals("robots: 2147483648 (expected: at most 2147483647)", e.getMessage());
    }

    @Test
    void fieldGeometry() {
        Field f = Field.of(30, 17, new int[] {27, 7});
        assertEquals(30, f.width());
        assertEquals(17, f.height());
        assertEquals(510, f.cells());
        assertEquals(1, f.pitCount());
        assertTrue(f.isPit(27, 7));
        assertFalse(f.isPit(26, 7));
        assertEquals(0, f.exitX());
        assertEquals(8, f.exitY());
        assertEquals(29, f.startX());
        assertEquals(8, f.startY());
        // even height: row H/2, the lower of the two middle rows
        assertEquals(2, Field.of(5, 4).exitY());
        assertEquals(0, Field.of(5, 1).exitY());
        assertEquals(1, Field.of(5, 2).startY());
    }

    /**
     * The sparse walk's pit test (block summary, then word summary, then the plane) says what the
     * plane says on every cell, on boards from one word to several 4096-cell blocks, with pits
     * from none to crowded (few pits: blocks marked, most of their words not).
     */
    @Test
    void theSparsePitTestAgreesWithThePlaneOnEveryCell() {
        for (long seed = 0; seed < 60; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int width = 2 + random.nextInt(300);
            int height = 1 + random.nextInt(300);
            int cells = width * height;
            Field.Builder b = Field.builder(width, height);
            int pits = random.nextInt(4) == 0 ? 0 : random.nextInt(1 + cells / (1 + random.nextInt(200)));
            for (int i = 0; i < pits; i++) {
                int c = random.nextInt(cells);
                if (c != (height / 2) * width) {
                    b.pit(c % width, c / width);
                }
            }
            Field field = b.build();
            for (int c = 0; c < cells; c++) {
                assertEquals(field.bits().isPitCell(c), field.bits().isPitCellSparse(c),
                        "seed " + seed + ", " + width + "x" + height + ", cell " + c);
            }
        }
    }

    @Test
    void corners() {
        Field f = Field.of(4, 3);
        assertTrue(f.isCorner(0, 0) && f.isCorner(3, 0) && f.isCorner(0, 2) && f.isCorner(3, 2));
        assertFalse(f.isCorner(1, 0) || f.isCorner(0, 1) || f.isCorner(3, 1));
        Field row = Field.of(2, 1);
        assertTrue(row.isCorner(0, 0) && row.isCorner(1, 0));
    }

    @Test
    void fieldChecks() {
        IllegalArgumentException exit =
                assertThrows(IllegalArgumentException.class, () -> Field.of(3, 3, new int[] {0, 1}));
        assertEquals("pit: (0, 1) is the exit (expected: any other cell)", exit.getMessage());
        IllegalArgumentException x =
                assertThrows(IllegalArgumentException.class, () -> Field.of(3, 3, new int[] {3, 1}));
        assertEquals("x: 3 (expected: 0 to 2)", x.getMessage());
        IllegalArgumentException y =
                assertThrows(IllegalArgumentException.class, () -> Field.of(3, 3, new int[] {1, -1}));
        assertEquals("y: -1 (expected: 0 to 2)", y.getMessage());
        IllegalArgumentException cell =
                assertThrows(IllegalArgumentException.class, () -> Field.of(3, 3, new int[] {1}));
        assertEquals("pit cell: [1] (expected: {x, y})", cell.getMessage());
        IllegalArgumentException size = assertThrows(IllegalArgumentException.class, () -> Field.builder(1, 3));
        assertEquals("width: 1 (expected: >= 2)", size.getMessage());
        IllegalArgumentException huge = assertThrows(IllegalArgumentException.class, () -> Field.builder(65536, 65537));
        assertTrue(huge.getMessage().startsWith("board too large: 65536 x 65537"));
        assertThrows(IllegalArgumentException.class, () -> Field.of(3, 3).isPit(3, 0));
    }

    @Test
    void fieldsAreValuesAndBuildersDoNotLeak() {
        Field.Builder b = Field.builder(5, 3).pit(2, 0);
        Field first = b.build();
        b.pit(3, 0);
        Field second = b.build();
        assertEquals(1, first.pitCount(), "a built field does not change with its builder");
        assertEquals(2, second.pitCount());
        assertEquals(first, Field.of(5, 3, new int[] {2, 0}));
        assertEquals(first.hashCode(), Field.of(5, 3, new int[] {2, 0}).hashCode());
        assertNotEquals(first, second);
        assertNotEquals(Field.of(5, 3), Field.of(3, 5));
        assertEquals("Field[5x3, 1 pits]", first.toString());
    }

    @Test
    void boardChecksAndValueSemantics() {
        Field f = Field.of(5, 3, new int[] {2, 2});
        IllegalArgumentException onPit =
                assertThrows(IllegalArgumentException.class, () -> Board.builder(f).robot(2, 2));
        assertEquals("robot: (2, 2) is a pit (expected: a cell without a pit)", onPit.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Board.builder(f).robot(5, 0));
        assertThrows(IllegalArgumentException.class, () -> Board.builder(f).player(0, 3));
        Board.Builder b = Board.builder(f).robot(1, 1);
        Board one = b.build();
        b.robot(3, 0);
        Board two = b.build();
        assertEquals(1, one.robotCount(), "a built board does not change with its builder");
        assertEquals(2, two.robotCount());
        Board same = Board.builder(f).robot(1, 1).robot(1, 1).build();
        assertEquals(one, same, "a robot placed twice is one robot");
        assertEquals(one.hashCode(), same.hashCode());
        assertNotEquals(one, Board.builder(f).robot(1, 1).player(3, 1).build());
        assertNotEquals(one, Board.builder(Field.of(5, 3)).robot(1, 1).build());
        assertEquals(4, one.playerX());
        assertEquals(1, one.playerY());
        assertEquals("Board[5x3, 1 robots, 1 pits, player (4, 1)]", one.toString());
        assertThrows(IllegalArgumentException.class, () -> one.hasRobot(-1, 0));
    }
}
