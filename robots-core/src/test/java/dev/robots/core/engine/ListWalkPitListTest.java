package dev.robots.core.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Event;
import dev.robots.core.GameParameters;
import dev.robots.core.engine.SequentialResolver.Walk;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The list walk's parts ({@link ListWalk}): the rows above and below the player's three, each
 * moved by one cell step with the column from {@link RowDivision}, and the three runs onto the
 * player's row; its pit test against the field's sorted pit list ({@link FieldBits#pitList}, galloping
 * with {@link PitCursor#seek}) and, on the same boards, through the summaries (a field without the
 * list). Every step is checked against the naive model ({@link ResolverWalksTest#naiveStep}) and
 * its events against the robot-by-robot walk's, in order; the seed is in every message.
 */
class ListWalkPitListTest {

    /** One past the largest cell: {@link GameParameters#MAX_CELLS}. */
    private static final long CELL_LIMIT = GameParameters.MAX_CELLS;

    @Test
    void rowOfIsTheDivision() {
        SplittableRandom random = new SplittableRandom(71);
        // Cells go up to 2^32 - 1 (GameParameters.MAX_CELLS), widths from 2 to the largest int.
        List<Integer> widths = new ArrayList<>(List.of(2, 3, 5, 7, 63, 64, 65, 1000, 4095, 4096, 4097, 32767,
                32768, 32769, 65535, 65536, 65537, 1 << 20, (1 << 29) + 1, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE));
        for (int i = 0; i < 200; i++) {
            widths.add(2 + random.nextInt(Integer.MAX_VALUE - 2));
            widths.add(2 + random.nextInt(1 << 16));
        }
        for (int width : widths) {
            long multiplier = RowDivision.multiplier(width);
            int shift = RowDivision.shift(width);
            for (int i = 0; i < 2000; i++) {
                long cell = switch (i % 4) {
                    case 0 -> random.nextLong(CELL_LIMIT);
                    case 1 -> random.nextInt(1 << 20);
                    default -> {
                        // Around a multiple of the width: where a rounding error would show.
                        long multiple = (long) width * random.nextLong(CELL_LIMIT / width + 1L);
                        yield Math.max(0, Math.min(CELL_LIMIT - 1, multiple + random.nextInt(3) - 1));
                    }
                };
                assertEquals(cell / width, RowDivision.divide(cell, multiplier, shift),
                        () -> "width " + width + " cell " + cell);
            }
            for (long cell : new long[] {0, Integer.MAX_VALUE, 1L << 31, CELL_LIMIT - width, CELL_LIMIT - 1}) {
                assertEquals(cell / width, RowDivision.divide(cell, multiplier, shift),
                        "width " + width + " cell " + cell);
            }
        }
        Robots robots = new Robots(1000, 3, new long[(3000 + 63) >>> 6]);
        for (int cell = 0; cell < 3000; cell++) {
            assertEquals(cell / 1000, robots.rows.rowOf(cell), "1000 x 3, cell " + cell);
        }
    }

    @Test
    void seekFindsTheFirstPitAtOrAfterTheKey() {
        for (int i = 0; i < 2000; i++) {
            long seed = 71_000L + i;
            SplittableRandom random = new SplittableRandom(seed);
            int n = random.nextInt(i % 10 == 0 ? 5000 : 40);
            long[] pits = random.longs(n, 0, CELL_LIMIT).sorted().distinct().toArray();
            pits = Arrays.copyOf(pits, pits.length + 1);
            pits[pits.length - 1] = Long.MAX_VALUE;
            for (int k = 0; k < 50; k++) {
                int from = random.nextInt(pits.length);
                long key = random.nextLong(CELL_LIMIT);
                if (pits[from] >= key) {
                    continue;
                }
                int expected = from;
                while (pits[expected] < key) {
                    expected++;
                }
                long[] sorted = pits;
                assertEquals(expected, PitCursor.seek(sorted, from, key),
                        () -> "seed " + seed + " from " + from + " key " + key + " pits " + sorted.length);
            }
        }
    }

    @Test
    void thePitListHoldsThePitsInOrderUpToItsLimit() {
        // 2048 x 1024 cells: the limit is one pit per 256 cells (8192), above the floor of 4096.
        int width = 2048;
        int height = 1024;
        int limit = FieldBits.pitListLimit(width * height);
        assertEquals(8192, limit);
        assertEquals(4096, FieldBits.pitListLimit(30 * 17));
        for (int extra = 0; extra <= 1; extra++) {
            long seed = 72_000L + extra;
            SplittableRandom random = new SplittableRandom(seed);
            long[] set = Bits.forCells((long) width * height);
            int exit = (height / 2) * width;
            int placed = 0;
            while (placed < limit + extra) {
                int cell = random.nextInt(width * height);
                if (cell != exit && !Bits.get(set, cell)) {
                    Bits.set(set, cell);
                    placed++;
                }
            }
            FieldBits field = new FieldBits(width, height, set.clone(), true);
            if (extra == 0) {
                long[] list = field.pitList();
                assertNotNull(list, "seed " + seed + ": " + limit + " pits, at the limit");
                long[] expected = new long[limit + 1];
                int n = 0;
                for (int c = 0; c < width * height; c++) {
                    if (Bits.get(set, c)) {
                        expected[n++] = c;
                    }
                }
                expected[n] = Long.MAX_VALUE;
                assertArrayEquals(expected, list, "seed " + seed);
            } else {
                assertNull(field.pitList(), "seed " + seed + ": " + (limit + 1) + " pits, one over the limit");
            }
            assertNull(withoutPitList(field).pitList(), "seed " + seed);
            // Robots on and around the pits' rows, stepped by the list walk either way.
            long[] robots = Bits.forCells((long) width * height);
            for (int r = 0; r < 3000; r++) {
                int cell = random.nextInt(width * height);
                if (!Bits.get(set, cell)) {
                    Bits.set(robots, cell);
                }
            }
            checkSteps(seed, field, robots, random, 3, "at the limit +" + extra);
        }
    }

    /**
     * Boards whose player's row and the rows next to it are crowded with robots and pits: robots
     * arriving from three rows merge and fall there, with the list of pits and without it.
     */
    @Test
    void theListWalkMatchesTheModelAroundThePlayersRow() {
        int[] widths = {2, 3, 5, 31, 63, 64, 65, 130, 1000};
        int playerRowFalls = 0;
        int threeRowMerges = 0;
        for (int i = 0; i < 1500; i++) {
            long seed = 73_000L + i;
            SplittableRandom random = new SplittableRandom(seed);
            int width = widths[random.nextInt(widths.length)];
            int height = 1 + random.nextInt(i % 3 == 0 ? 4 : 60);
            int px = random.nextInt(width);
            int py = random.nextInt(height);
            long[] pits = Bits.forCells((long) width * height);
            long[] robots = Bits.forCells((long) width * height);
            double nearPits = random.nextDouble() * 0.4;
            double nearRobots = 0.3 + random.nextDouble() * 0.7;
            int exit = (height / 2) * width;
            for (int y = 0; y < height; y++) {
                boolean near = Math.abs(y - py) <= 1;
                for (int x = 0; x < width; x++) {
                    int c = y * width + x;
                    if (c != exit && (x != px || y != py) && random.nextDouble() < (near ? nearPits : 0.02)) {
                        Bits.set(pits, c);
                    } else if (random.nextDouble() < (near ? nearRobots : 0.05)) {
                        Bits.set(robots, c);
                    }
                }
            }
            FieldBits field = new FieldBits(width, height, pits.clone(), true);
            assertNotNull(field.pitList(), () -> "seed " + seed + ": few pits, listed");
            // The first step keeps the player where the crowd is; later ones move it.
            Robots model = new Robots(width, height, robots);
            List<Event> events = new ArrayList<>();
            SequentialResolver.step(field, model, px, py, events::add, Walk.ROBOT_BY_ROBOT);
            for (Event e : events) {
                if (e instanceof Event.FellIntoPit f && f.y() == py) {
                    playerRowFalls++;
                }
            }
            threeRowMerges += mergesFromThreeRows(field, robots, px, py);
            checkSteps(seed, field, robots, random, 4, width + "x" + height + " player (" + px + ", " + py + ")",
                    px, py);
        }
        assertTrue(playerRowFalls > 100, "falls on the player's row: " + playerRowFalls);
        assertTrue(threeRowMerges > 100, "merges of robots from all three rows: " + threeRowMerges);
    }

    /** Cells of the player's row that robots from the row above, the row itself and the row below all reach. */
    private static int mergesFromThreeRows(FieldBits field, long[] robots, int px, int py) {
        int width = field.width();
        int n = 0;
        for (int tx = 0; tx < width; tx++) {
            if (field.isPitCell((long) py * width + tx)) {
                continue;
            }
            int rows = 0;
            for (int y = Math.max(0, py - 1); y <= Math.min(field.height() - 1, py + 1); y++) {
                boolean reaches = false;
                for (int x = Math.max(0, tx - 1); x <= Math.min(width - 1, tx + 1); x++) {
                    reaches |= Bits.get(robots, y * width + x) && x + Integer.signum(px - x) == tx;
                }
                rows += reaches ? 1 : 0;
            }
            n += rows == 3 ? 1 : 0;
        }
        return n;
    }

    private static void checkSteps(long seed, FieldBits field, long[] start, SplittableRandom random, int steps,
            String description) {
        checkSteps(seed, field, start, random, steps, description, random.nextInt(field.width()),
                random.nextInt(field.height()));
    }

    /**
     * Pits on the edges of {@link FieldBits#pitWords}' 64-cell words and 4096-cell blocks, and on the
     * board's first and last cells, with robots all around them: the rows' pit test through those
     * bits first ({@link ListWalk#testsPitWords}), forced on every board, with the pit list and
     * without, against the naive model.
     */
    @Test
    void thePitTestThroughPitWordsMatchesTheModelAtTheWordsEdges() {
        int[] widths = {2, 3, 63, 64, 65, 127, 128, 129, 4095, 4096, 4097};
        int falls = 0;
        for (int i = 0; i < 400; i++) {
            long seed = 74_000L + i;
            SplittableRandom random = new SplittableRandom(seed);
            int width = widths[random.nextInt(widths.length)];
            int height = 1 + random.nextInt(Math.max(2, 20_000 / width));
            long cells = (long) width * height;
            long exit = (long) (height / 2) * width;
            long[] pits = Bits.forCells(cells);
            long[] robots = Bits.forCells(cells);
            // Pits at a word's first or last cell, a block's, or the board's ends; robots within a
            // cell and a row of them, so some step onto them.
            int edgePits = 1 + random.nextInt(30);
            for (int p = 0; p < edgePits; p++) {
                long base = switch (random.nextInt(4)) {
                    case 0 -> random.nextLong(cells) & ~63L;
                    case 1 -> random.nextLong(cells) & ~4095L;
                    case 2 -> 0;
                    default -> cells;
                };
                long pit = Math.max(0, Math.min(cells - 1, base - random.nextInt(2)));
                if (pit != exit) {
                    Bits.set(pits, pit);
                }
            }
            for (int r = 0; r < 1 + (int) Math.min(cells / 3, 600); r++) {
                long near = Math.max(0, Math.min(cells - 1, random.nextLong(cells) & ~63L)) + random.nextInt(3) - 1
                        + (random.nextInt(3) - 1) * (long) width;
                long cell = random.nextInt(4) == 0 ? random.nextLong(cells) : near;
                if (cell >= 0 && cell < cells && !Bits.get(pits, cell)) {
                    Bits.set(robots, cell);
                }
            }
            FieldBits field = new FieldBits(width, height, pits.clone(), true);
            int px = random.nextInt(width);
            int py = random.nextInt(height);
            long[] next = ResolverWalksTest.naiveStep(field, robots, px, py);
            falls += Bits.count(robots) - Bits.count(next) > 0 ? 1 : 0;
            checkSteps(seed, field, robots, random, 3, width + "x" + height + " pits on the words' edges", px, py);
        }
        assertTrue(falls > 100, "boards where robots fell or merged: " + falls);
    }

    @Test
    void thePitWordsGoFirstFrom2To18RobotsOneFor8192CellsAndAPitFor64Robots() {
        int robots = 1 << 18;
        long cells = (long) robots << 13;
        int pits = robots / 64;
        assertTrue(ListWalk.testsPitWords(cells, robots, pits));
        assertTrue(ListWalk.testsPitWords(1L << 32, 1_000_000, 100_000), "the benchmark's 10^6 robots on 65536^2");
        assertFalse(ListWalk.testsPitWords(cells, robots - 1, pits), "fewer than 2^18 robots");
        assertFalse(ListWalk.testsPitWords(cells + 1, robots, pits), "fewer than one robot per 8192 cells");
        assertFalse(ListWalk.testsPitWords(cells, robots, pits - 1), "fewer than one pit per 64 robots");
        assertFalse(ListWalk.testsPitWords(1L << 28, 100_000, 10_000), "10^5 robots on 16384^2");
    }

    /**
     * Steps the same robots by the list walk with the field's pit list, without it, and robot by
     * robot; the list walk also with its rows' pit test through {@link FieldBits#pitWords} first, forced
     * (whatever {@link ListWalk#testsPitWords} would choose); the first step with the player on
     * {@code (px, py)}, the others anywhere.
     */
    private static void checkSteps(long seed, FieldBits field, long[] start, SplittableRandom random, int steps,
            String description, int firstX, int firstY) {
        int width = field.width();
        int height = field.height();
        FieldBits[] fields = {field, withoutPitList(field)};
        Robots[] listed = {new Robots(width, height, start), new Robots(width, height, start)};
        Robots[] wordsFirst = {new Robots(width, height, start), new Robots(width, height, start)};
        ListWalk walk = new ListWalk();
        Robots byRobot = new Robots(width, height, start);
        long[] expected = start.clone();
        int px = firstX;
        int py = firstY;
        for (int s = 0; s < steps; s++) {
            long[] next = ResolverWalksTest.naiveStep(field, expected, px, py);
            boolean captured = Bits.get(next, py * width + px);
            List<Event> modelEvents = new ArrayList<>();
            SequentialResolver.step(field, byRobot, px, py, modelEvents::add, Walk.ROBOT_BY_ROBOT);
            for (int f = 0; f < 2; f++) {
                String where = "seed " + seed + " " + description + " step " + s + " player (" + px + ", " + py
                        + ") " + (f == 0 ? "with" : "without") + " the pit list";
                List<Event> events = new ArrayList<>();
                boolean c = SequentialResolver.step(fields[f], listed[f], px, py, events::add, Walk.LIST);
                assertArrayEquals(next, RobotsInspection.copyBits(listed[f]), where);
                assertEquals(captured, c, () -> where + ": capture");
                assertTrue(RobotsInspection.consistent(listed[f]), () -> where + ": list not sorted or count wrong");
                assertEquals(modelEvents, events, () -> where + ": events");
                // And without a listener (the benchmarks' way), from the same position.
                Robots quiet = new Robots(width, height, expected);
                assertEquals(captured, SequentialResolver.step(fields[f], quiet, px, py, null, Walk.LIST), where);
                assertArrayEquals(next, RobotsInspection.copyBits(quiet), () -> where + ": without a listener");
                // The rows' pit test through the pit words first, with a listener and without.
                if (!wordsFirst[f].listed) {
                    wordsFirst[f].toList();
                }
                List<Event> wordsEvents = new ArrayList<>();
                assertEquals(captured, walk.step(fields[f], wordsFirst[f], px, py, wordsEvents::add, true), where);
                assertArrayEquals(next, RobotsInspection.copyBits(wordsFirst[f]), () -> where + ": pit words first");
                assertTrue(RobotsInspection.consistent(wordsFirst[f]), () -> where + ": pit words first, list");
                assertEquals(modelEvents, wordsEvents, () -> where + ": pit words first, events");
                Robots quietWords = new Robots(width, height, expected);
                quietWords.toList();
                assertEquals(captured, walk.step(fields[f], quietWords, px, py, null, true), where);
                assertArrayEquals(next, RobotsInspection.copyBits(quietWords),
                        () -> where + ": pit words first, without a listener");
            }
            expected = next;
            px = random.nextInt(width);
            py = random.nextInt(height);
        }
    }

    /** The same field without its sorted pit list: the pit test a field of many pits takes. */
    private static FieldBits withoutPitList(FieldBits field) {
        return new FieldBits(field.width(), field.height(), field.pitBits(), false);
    }
}
