package dev.robots.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.Resolver;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The "0 B/op in steady state", checked by counting bytes rather than by timing: after a
 * warm-up, the engine's turns as the benchmarks play them allocate no heap, neither on the calling
 * thread nor on the parallel resolver's workers. JMH's {@code -prof gc} shows the same per
 * operation, blurred by its own bookkeeping; this test counts the threads that do the work
 * ({@link AllocationCounter}).
 *
 * <p>The bound is below one byte per turn: a single object per turn (the smallest is 16 bytes)
 * fails it; the slack is for the JVM's own rare doings on a worker (none seen so far).
 */
class AllocationTest {
    /**
     * Turns played before counting: enough for C2 to compile the turn (C1's code has no escape
     * analysis and allocates what C2's does not). 30 were too few once the turn moved into
     * {@code LivePosition}: the sparse turn then counted about 200 bytes in every round of 200, a
     * run in two; 5000 never did.
     */
    private static final int WARM_UP = 5000;
    private static final int TURNS = 200;

    private static Position position;
    /** 10,000 robots on 4096x4096: kept as a list of cells ({@code SparseBoardBenchmark}'s middle board). */
    private static Position sparse;

    @BeforeAll
    static void supported() {
        assertTrue(AllocationCounter.supported(), "this JVM does not count allocated bytes per thread");
        // 16M cells: large enough for Resolver.parallel(2) to split the board (8M cells at least)
        position = Scenario.B4096_1M.position();
        sparse = Position.generate(4096, 4096, 10_000, 1_000, true, Boards.SEED);
    }

    @Test
    void stepAndTurnOfRobotsKeptAsAListAllocateNothing() throws Exception {
        assertNoAllocation("sparse step, sequential", new Stepper.Core(sparse, Resolver.sequential()));
        Game game = TurnBenchmark.game(sparse, Resolver.sequential());
        Game.Snapshot start = game.snapshot();
        Command command = TurnBenchmark.chooseCommand(game, start);
        assertNoAllocation("sparse turn " + command.text(), () -> {
            game.restore(start);
            game.play(command);
        });
    }

    @Test
    void stepOfTheSequentialResolverAllocatesNothing() {
        assertNoAllocation("step, sequential", new Stepper.Core(position, Resolver.sequential()));
    }

    @Test
    void stepOfAGameGoingOnAllocatesNothing() {
        // The plane is the game's own after the first step: the dense step writes it in place.
        Stepper.OnGoing game = new Stepper.OnGoing(Scenario.B4096_1M.position(40), Resolver.sequential());
        assertNoAllocation("step in place, sequential", () -> {
            game.restartIfDue();
            game.step();
        });
    }

    @Test
    void stepOfTheParallelResolverAllocatesNothing() {
        assertNoAllocation("step, parallel(2)", new Stepper.Core(position, Resolver.parallel(2)));
    }

    @Test
    void fullTurnWithChargeAndReinforcementAllocatesNothing() throws Exception {
        for (Resolver resolver : new Resolver[] {Resolver.sequential(), Resolver.parallel(2)}) {
            Game game = TurnBenchmark.game(position, resolver);
            Game.Snapshot start = game.snapshot();
            Command command = TurnBenchmark.chooseCommand(game, start);
            assertNoAllocation("turn " + command.text() + ", " + resolver.name(), new Runnable() {
                @Override
                public void run() {
                    game.restore(start);
                    game.play(command);
                }
            });
        }
    }

    private static void assertNoAllocation(String what, Stepper stepper) {
        assertNoAllocation(what, () -> {
            stepper.reset();
            stepper.step();
        });
    }

    private static void assertNoAllocation(String what, Runnable turn) {
        long allocated = AllocationCounter.bytes(turn, WARM_UP, TURNS);
        assertTrue(allocated < TURNS, what + ": " + allocated + " bytes in " + TURNS
                + " turns (expected: less than one byte per turn)");
    }
}
