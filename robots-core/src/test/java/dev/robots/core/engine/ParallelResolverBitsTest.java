package dev.robots.core.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The parallel resolver's steps against the sequential resolver's position bit for bit after
 * every step, on many seeded random boards from 64 cells wide up to 4096x2048 with hundreds of
 * thousands of robots. Most cases split every board they can with 2, 3 or 4 threads, so the band
 * cuts fall everywhere, next to the player's row included; more threads than cores make the bands'
 * timing vary from run to run, which must not matter.
 */
class ParallelResolverBitsTest {
    @Test
    void sameBitsAsSequentialAfterEveryStep() {
        SplittableRandom sizes = new SplittableRandom(11);
        for (int i = 0; i < 400; i++) {
            long seed = 20_000L + i;
            int threads = 2 + i % 3;
            // at least 65 words (bigger boards than the small ones that go robot by robot)
            int width = 64 + sizes.nextInt(i % 4 == 0 ? 400 : 150);
            int height = 70 + sizes.nextInt(i % 4 == 0 ? 200 : 60);
            compareSteps(seed, width, height, new ParallelResolver(threads, 0), 8);
        }
    }

    @Test
    void sameBitsAsSequentialOnLargeBoards() {
        ParallelResolver eager = new ParallelResolver(2, 0);
        compareSteps(1, 1024, 1024, eager, 5);
        compareSteps(2, 1000, 1000, new ParallelResolver(3, 0), 5);
        compareSteps(3, 4096, 2048, new ParallelResolver(2, ParallelResolver.MIN_WORDS), 3);
        compareSteps(4, 4099, 515, new ParallelResolver(4, 0), 3);
    }

    /** The player on every row, next to the cuts between bands too. */
    @Test
    void sameBitsWithThePlayerNextToEveryCut() {
        int width = 100;
        int height = 80;
        for (int threads = 2; threads <= 4; threads++) {
            ParallelResolver parallel = new ParallelResolver(threads, 0);
            for (int py = 0; py < height; py++) {
                SplittableRandom random = new SplittableRandom(py * 10L + threads);
                ResolverWalksTest.Start start = ResolverWalksTest.randomStart(random, width, height);
                Robots seq = new Robots(width, height, start.robots());
                Robots par = new Robots(width, height, start.robots());
                for (int px : new int[] {0, 37, width - 1}) {
                    String where = threads + " threads, player (" + px + ", " + py + ") " + start.description();
                    boolean c1 = SequentialResolver.INSTANCE.step(start.field(), seq, px, py, null);
                    boolean c2 = parallel.step(start.field(), par, px, py, null);
                    assertArrayEquals(RobotsInspection.copyBits(seq), RobotsInspection.copyBits(par), where);
                    assertEquals(c1, c2, where);
                    assertEquals(seq.count, par.count, where);
                    ResolverWalksTest.checkInvariants(par, where);
                }
            }
        }
    }

    /**
     * Why no two threads write one word: the words each band stores (its rows' words, less the
     * first one when the band's first row starts inside a word, which it hands back) are disjoint
     * and together cover the whole plane, on every shape this resolver splits. A race would only
     * show now and then in the equality tests; this checks the cut itself.
     */
    @Test
    void bandsStoreDisjointWordsCoveringThePlane() {
        for (int bands = 2; bands <= 16; bands++) {
            int[] cut = new int[bands + 1];
            for (int width : new int[] {64, 65, 100, 127, 128, 1000}) {
                for (int height = bands; height <= 70; height++) {
                    ParallelResolver.cutBands(cut, height);
                    int words = (width * height + 63) >>> 6;
                    int next = 0;
                    for (int t = 0; t < bands; t++) {
                        String where = bands + " bands, " + width + "x" + height + ", band " + t;
                        assertTrue(cut[t + 1] > cut[t], where + ": empty band");
                        int start = cut[t] * width;
                        int firstStored = (start >>> 6) + (t > 0 && (start & 63) != 0 ? 1 : 0);
                        int lastStored = (cut[t + 1] * width - 1) >>> 6;
                        assertEquals(next, firstStored, where + ": gap or overlap before the band");
                        next = lastStored + 1;
                    }
                    assertEquals(words, next, bands + " bands, " + width + "x" + height + ": words not covered");
                }
            }
        }
    }

    private static void compareSteps(long seed, int width, int height, ParallelResolver parallel, int steps) {
        compareSteps(seed, width, height, parallel, steps, true);
    }

    /** {@code mustSplit}: fail if a board dense enough to split was never split. */
    private static void compareSteps(long seed, int width, int height, ParallelResolver parallel, int steps,
            boolean mustSplit) {
        SplittableRandom random = new SplittableRandom(seed);
        ResolverWalksTest.Start start = ResolverWalksTest.randomStart(random, width, height);
        Robots seq = new Robots(width, height, start.robots());
        Robots par = new Robots(width, height, start.robots());
        boolean split = false;
        long splitBefore = parallel.stepsSplit();
        for (int s = 0; s < steps; s++) {
            split |= SequentialResolver.walk(par, false) == SequentialResolver.Walk.ALL_ROWS;
            int px = random.nextInt(width);
            int py = random.nextInt(height);
            String where = "seed " + seed + " " + parallel + " " + start.description() + " step " + s
                    + " player (" + px + ", " + py + ")";
            boolean c1 = SequentialResolver.INSTANCE.step(start.field(), seq, px, py, null);
            boolean c2 = parallel.step(start.field(), par, px, py, null);
            assertArrayEquals(RobotsInspection.copyBits(seq), RobotsInspection.copyBits(par), where);
            assertEquals(c1, c2, () -> where + ": capture");
            assertEquals(seq.count, par.count, () -> where + ": count");
            ResolverWalksTest.checkInvariants(par, where);
        }
        if (mustSplit && split && !parallel.name().equals("parallel(1)")) {
            assertTrue(parallel.stepsSplit() > splitBefore,
                    () -> "seed " + seed + ": the board was never split");
        }
    }

    /**
     * The workers do take part: the calling thread moves any share a worker has not claimed, so
     * without this a crew that never woke would pass every equality test. Steps until a worker
     * has moved a share (a few steps on any machine; the bound only stops a broken crew).
     */
    @Test
    void workersMoveShares() {
        ParallelResolver parallel = new ParallelResolver(2, 0);
        int side = 1024;
        FieldBits field = new FieldBits(side, side, Bits.forCells((long) side * side), true);
        long[] start = Bits.forCells((long) side * side);
        SplittableRandom random = new SplittableRandom(77);
        for (int c = 0; c < side * side; c++) {
            if (random.nextInt(4) == 0) {
                Bits.set(start, c);
            }
        }
        Robots expected = new Robots(side, side, start);
        SequentialResolver.INSTANCE.step(field, expected, 0, 0, null);
        for (int s = 0; s < 5_000 && parallel.sharesMovedByWorkers() == 0; s++) {
            Robots par = new Robots(side, side, start);
            assertEquals(SequentialResolver.Walk.ALL_ROWS, SequentialResolver.walk(par, false));
            parallel.step(field, par, 0, 0, null);
            assertArrayEquals(RobotsInspection.copyBits(expected), RobotsInspection.copyBits(par), "step " + s);
        }
        assertTrue(parallel.sharesMovedByWorkers() > 0, "no worker moved a share in 5000 steps");
    }

    /**
     * Workers that end after 50 microseconds idle, so they retire and restart between steps, and
     * a step races with a worker that is ending: still the sequential bits.
     */
    @Test
    void sameBitsWhileWorkersRetireAndRestart() {
        for (int i = 0; i < 40; i++) {
            long keepAlive = i % 2 == 0 ? 50_000 : 1;
            compareSteps(40_000L + i, 300 + i * 7, 200 + i, new ParallelResolver(2 + i % 3, 0, keepAlive), 6);
        }
    }

    /** One resolver serving games on several threads at once: each game is the sequential one. */
    @Test
    void oneResolverServesGamesOnSeveralThreads() throws Exception {
        ParallelResolver shared = new ParallelResolver(2, 0);
        int games = 4;
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int g = 0; g < games; g++) {
            long seed = 500 + g;
            threads.add(new Thread(() -> {
                try {
                    compareSteps(seed, 512, 400, shared, 30, false);
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        if (!failures.isEmpty()) {
            throw new AssertionError(failures.size() + " of " + games + " games differ", failures.get(0));
        }
    }

    /** One thread is the sequential resolver by another name. */
    @Test
    void oneThreadIsSequential() {
        compareSteps(8, 200, 100, new ParallelResolver(1, ParallelResolver.MIN_WORDS), 4);
    }
}
