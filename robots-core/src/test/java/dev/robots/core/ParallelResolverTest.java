package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.engine.ParallelResolver;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The parallel resolver through the public API: the resolver contract ({@link ResolverContractTest},
 * with a resolver that splits every board it can, however small), whole games and their events
 * against the sequential resolver's, and its limits. Its steps bit for bit against the sequential
 * resolver's, and its bands, are {@code engine.ParallelResolverBitsTest}.
 */
class ParallelResolverTest extends ResolverContractTest {
    private static final Resolver EAGER = new Resolver(new ParallelResolver(2, 0));

    @Override
    protected Resolver resolver() {
        return EAGER;
    }

    /** Whole games through the public API: the same commands give the same boards and results. */
    @Test
    void sameGamesThroughThePublicApi() {
        for (int i = 0; i < 6; i++) {
            long seed = 300 + i;
            int side = i < 3 ? 512 : 1024;
            GameParameters p = GameParameters.of(side, side, side * side / 8, side * side / 100);
            Game seq = Game.builder(p).random(RandomSource.seeded(seed)).build();
            Game par = Game.builder(p).random(RandomSource.seeded(seed))
                    .resolver(new Resolver(new ParallelResolver(2 + i % 3, 0))).build();
            SplittableRandom moves = new SplittableRandom(seed);
            List<Command> commands = Command.all();
            List<String> played = new ArrayList<>();
            for (int t = 0; t < 30 && !seq.isOver(); t++) {
                Command c = commands.get(moves.nextInt(commands.size()));
                played.add(c.text());
                TurnResult r1 = seq.play(c);
                TurnResult r2 = par.play(c);
                String where = "seed " + seed + " commands " + played;
                assertEquals(r1, r2, where);
                assertEquals(seq.board(), par.board(), where);
                assertEquals(seq.robotCount(), par.robotCount(), where);
            }
        }
    }

    /** With a listener the parallel resolver tells the same events as the sequential one. */
    @Test
    void eventsAreTheSequentialOnes() {
        GameParameters p = GameParameters.of(300, 300, 20_000, 900);
        Game seq = Game.builder(p).random(RandomSource.seeded(5)).build();
        Game par = Game.builder(p).random(RandomSource.seeded(5)).resolver(new Resolver(new ParallelResolver(2, 0))).build();
        int told = 0;
        for (Command c : List.of(Command.WAIT, new Command(-1, -1, false), new Command(0, 0, true),
                new Command(0, 1, false))) {
            if (seq.isOver()) {
                break;
            }
            List<Event> e1 = new ArrayList<>();
            List<Event> e2 = new ArrayList<>();
            assertEquals(seq.play(c, e1::add), par.play(c, e2::add));
            assertEquals(e1, e2);
            assertEquals(seq.board(), par.board());
            told += e1.size();
        }
        assertTrue(told > 100, "only " + told + " events: the test position is too quiet to compare");
    }

    @Test
    void refusesFewerThanOneThread() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Resolver.parallel(0));
        assertEquals("threads: 0 (expected: 1 to 256)", e.getMessage());
    }

    /**
     * An absurd thread count is a caller's mistake named as such: it used to allocate a slot per
     * thread up front (OutOfMemoryError for Integer.MAX_VALUE) and overflow the band count.
     */
    @Test
    void refusesMoreThreadsThanItCanUse() {
        assertEquals("parallel(256)", Resolver.parallel(256).name());
        for (int threads : new int[] {257, 1 << 29, Integer.MAX_VALUE}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Resolver.parallel(threads));
            assertEquals("threads: " + threads + " (expected: 1 to 256)", e.getMessage());
        }
    }

    @Test
    void namesItsThreads() {
        assertEquals("parallel(3)", Resolver.parallel(3).name());
        assertEquals("parallel(3)", Resolver.parallel(3).toString());
    }
}
