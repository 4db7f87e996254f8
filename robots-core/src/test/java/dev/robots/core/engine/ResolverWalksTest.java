package dev.robots.core.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Event;
import dev.robots.core.engine.SequentialResolver.Walk;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The sequential resolver's walks (the list of cells, robot by robot over the planes, all rows)
 * against a naive model of the rules' step 4 and against each other, on many seeded random boards
 * (a walk forced on robots kept the other way converts them first): every shape
 * from one row to one column pair, widths that are and are not multiples of 64, sparse to full,
 * the player anywhere. After every step the occupancy must be the model's bit for bit, the count
 * right, the summary a superset of the non-zero words, and the spare plane zero again unless
 * marked stale.
 */
class ResolverWalksTest {

    /** A random field (its pits as the engine reads them) and robot bits; robots never on pits. */
    record Start(FieldBits field, long[] robots, String description) {
    }

    static Start randomStart(SplittableRandom random, int width, int height) {
        double pitDensity = random.nextInt(4) == 0 ? 0 : random.nextDouble() * 0.3;
        double robotDensity = switch (random.nextInt(4)) {
            case 0 -> random.nextDouble() * 0.01;
            case 1 -> 1.0;
            default -> random.nextDouble();
        };
        long[] pits = Bits.forCells((long) width * height);
        long[] robots = Bits.forCells((long) width * height);
        int exit = (height / 2) * width;
        for (int c = 0; c < width * height; c++) {
            if (c != exit && random.nextDouble() < pitDensity) {
                Bits.set(pits, c);
            } else if (random.nextDouble() < robotDensity) {
                Bits.set(robots, c);
            }
        }
        return new Start(new FieldBits(width, height, pits, true), robots, width + "x" + height + " pits~" + (int) (pitDensity * 100)
                + "% robots~" + (int) (robotDensity * 100) + "%");
    }

    /** A large board with a few dozen robots: fewer than one per 64 words, so stepped word by word. */
    static Start sparseStart(SplittableRandom random, int width, int height) {
        long[] pits = Bits.forCells((long) width * height);
        long[] robots = Bits.forCells((long) width * height);
        for (int i = 0; i < 40; i++) {
            Bits.set(robots, random.nextInt(width * height));
        }
        for (int i = 0; i < 2000; i++) {
            int c = random.nextInt(width * height);
            if (!Bits.get(robots, c) && c != (height / 2) * width) {
                Bits.set(pits, c);
            }
        }
        return new Start(new FieldBits(width, height, pits, true), robots, width + "x" + height + " sparse");
    }

    /** The rules' step 4 over a plain list of cells: the oracle. */
    static long[] naiveStep(FieldBits field, long[] robots, int px, int py) {
        int width = field.width();
        long[] next = new long[robots.length];
        for (int c = 0; c < width * field.height(); c++) {
            if (Bits.get(robots, c)) {
                int x = c % width;
                int y = c / width;
                int tx = x + Integer.signum(px - x);
                int ty = y + Integer.signum(py - y);
                if (!field.isPitCell((long) ty * width + tx)) {
                    Bits.set(next, ty * width + tx);
                }
            }
        }
        return next;
    }

    static void checkInvariants(Robots r, String where) {
        assertTrue(RobotsInspection.consistent(r), () -> where + ": summary or count out of step with the bits");
        assertTrue(r.planes.spareDirty || RobotsInspection.spareIsClear(r),
                () -> where + ": spare plane neither zero nor marked stale");
    }

    @Test
    void everyWalkMatchesTheNaiveModel() {
        SplittableRandom sizes = new SplittableRandom(7);
        for (int i = 0; i < 1500; i++) {
            long seed = 1000L + i;
            int width = 2 + sizes.nextInt(i % 5 == 0 ? 300 : 80);
            int height = 1 + sizes.nextInt(i % 5 == 0 ? 120 : 40);
            checkWalks(seed, width, height, 6);
        }
    }

    @Test
    void everyWalkMatchesOnShapesAroundWordBoundaries() {
        int[] widths = {2, 3, 31, 32, 33, 63, 64, 65, 127, 128, 129, 191, 4097};
        int[] heights = {1, 2, 3, 5, 64};
        long seed = 1;
        for (int w : widths) {
            for (int h : heights) {
                checkWalks(seed++, w, h, 4);
            }
        }
    }

    @Test
    void everyWalkMatchesOnALargerBoard() {
        checkWalks(99, 1500, 700, 3);
        checkWalks(100, 4096, 300, 3);
    }

    /**
     * Rows of whole words (the sweep's own path for them): the player in the first, a middle and
     * the last word of its row, on its edges and next to them, in the top, bottom and middle rows.
     */
    @Test
    void everyWalkMatchesOnWholeWordRows() {
        long seed = 500;
        for (int width : new int[] {64, 128, 192, 320}) {
            for (int height : new int[] {2, 3, 6, 33}) {
                int[] columns = {0, 1, 62, 63, 64, width / 2, width - 65, width - 64, width - 2, width - 1};
                int[] rows = {0, 1, height / 2, height - 2, height - 1};
                for (int x : columns) {
                    for (int y : rows) {
                        if (x >= 0 && x < width && y >= 0) {
                            // A fresh start each time (robots thin out as they step), two steps there.
                            checkWalks(seed++, width, height, (random, step) -> new int[] {x, y}, 2);
                        }
                    }
                }
            }
        }
    }

    /**
     * Rows of whole words long enough for the vector runs ({@link WholeWordRow#VECTOR}; with 8 lanes
     * or 4): a side of the player's column shorter than one vector, one vector and a tail, many,
     * and more than one accumulator's block of 31 vectors (the count's fold), the player next to
     * every edge. The scalar walk ({@code ALL_ROWS_SCALAR}) checks alongside.
     */
    @Test
    void everyWalkMatchesOnWideWholeWordRows() {
        long seed = 800;
        for (int words : new int[] {9, 18, 40, 600}) {
            int width = 64 * words;
            for (int height : new int[] {2, 3, 7}) {
                int[] columns = {0, 1, 63, 64, 64 * 4 + 5, 64 * 8, 64 * 9 + 63, width / 2, width - 64 * 9 - 1,
                    width - 64 * 5, width - 65, width - 1};
                for (int x : columns) {
                    for (int y : new int[] {0, 1, height / 2, height - 1}) {
                        if (x >= 0 && x < width) {
                            checkWalks(seed++, width, height, (random, step) -> new int[] {x, y}, 2);
                        }
                    }
                }
            }
        }
    }

    private static void checkWalks(long seed, int width, int height, int steps) {
        checkWalks(seed, width, height, (random, step) -> new int[] {random.nextInt(width), random.nextInt(height)},
                steps);
    }

    /** Where the player stands at a step: {@code {x, y}}. */
    private interface PlayerAt {
        int[] at(SplittableRandom random, int step);
    }

    /** Steps a random start of this seed {@code steps} times, every walk against the naive model. */
    private static void checkWalks(long seed, int width, int height, PlayerAt players, int steps) {
        SplittableRandom random = new SplittableRandom(seed);
        Start start = randomStart(random, width, height);
        FieldBits field = start.field();
        List<Robots> walks = new ArrayList<>();
        for (int w = 0; w < Walk.values().length; w++) {
            walks.add(new Robots(width, height, start.robots()));
        }
        long[] expected = start.robots().clone();
        for (int s = 0; s < steps; s++) {
            int[] player = players.at(random, s);
            int px = player[0];
            int py = player[1];
            long before = Bits.count(expected);
            long[] next = naiveStep(field, expected, px, py);
            boolean captured = Bits.get(next, py * width + px);
            int step = s;
            for (Walk walk : Walk.values()) {
                Robots r = walks.get(walk.ordinal());
                String where = "seed " + seed + " " + start.description() + " step " + step + " player (" + px + ", "
                        + py + ") walk " + walk;
                List<Event> events = new ArrayList<>();
                boolean c = SequentialResolver.step(field, r, px, py, !walk.sweeps() ? events::add : null, walk);
                assertArrayEquals(next, RobotsInspection.copyBits(r), where);
                assertEquals(captured, c, () -> where + ": capture");
                checkInvariants(r, where);
                if (!walk.sweeps()) {
                    // every robot lost is one fall or one merge event
                    assertEquals(before - Bits.count(next), events.size(), () -> where + ": events " + events);
                }
            }
            expected = next;
        }
    }

    /** One board stepped by a random walk each turn: a sweep's stale plane must not leak into a push. */
    @Test
    void walksCanFollowOneAnother() {
        Walk[] walks = Walk.values();
        for (int i = 0; i < 400; i++) {
            long seed = 9000L + i;
            SplittableRandom random = new SplittableRandom(seed);
            int width = 2 + random.nextInt(i % 4 == 0 ? 300 : 70);
            int height = 1 + random.nextInt(60);
            Start start = randomStart(random, width, height);
            Robots r = new Robots(width, height, start.robots());
            long[] expected = start.robots().clone();
            List<Walk> used = new ArrayList<>();
            for (int s = 0; s < 8; s++) {
                int px = random.nextInt(width);
                int py = random.nextInt(height);
                Walk walk = walks[random.nextInt(walks.length)];
                used.add(walk);
                expected = naiveStep(start.field(), expected, px, py);
                boolean captured = Bits.get(expected, py * width + px);
                String where = "seed " + seed + " " + start.description() + " walks " + used;
                assertEquals(captured, SequentialResolver.step(start.field(), r, px, py, null, walk), where);
                assertArrayEquals(expected, RobotsInspection.copyBits(r), where);
                checkInvariants(r, where);
            }
        }
    }

    @Test
    void theDefaultPicksAWalkThatAgrees() {
        for (int i = 0; i < 300; i++) {
            SplittableRandom random = new SplittableRandom(5000 + i);
            int width = 2 + random.nextInt(200);
            int height = 1 + random.nextInt(100);
            Start start = i % 10 == 0
                    ? sparseStart(random, 3000, 200 + random.nextInt(300))
                    : randomStart(random, width, height);
            width = start.field().width();
            height = start.field().height();
            Robots r = new Robots(width, height, start.robots());
            long[] expected = start.robots().clone();
            for (int s = 0; s < 5; s++) {
                int px = random.nextInt(width);
                int py = random.nextInt(height);
                expected = naiveStep(start.field(), expected, px, py);
                SequentialResolver.INSTANCE.step(start.field(), r, px, py, null);
                String where = "seed " + (5000 + i) + " " + start.description() + " step " + s;
                assertArrayEquals(expected, RobotsInspection.copyBits(r), where);
                checkInvariants(r, where);
            }
        }
    }
}
