package dev.robots.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.Resolver;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The "0 B/op in steady state", checked by counting bytes rather than by timing: after a
 * warm-up, the engine's turns as the benchmarks play them allocate no heap, neither on the calling
 * thread nor on the parallel resolver's workers. JMH's {@code -prof gc} shows the same per
 * operation, blurred by its own bookkeeping; this test counts the threads that do the work.
 *
 * <p>The bound is below one byte per turn: a single object per turn (the smallest is 16 bytes)
 * fails it. The few bytes allowed are the reading of the counters themselves.
 */
class AllocationTest {
    private static final int WARM_UP = 30;
    private static final int TURNS = 200;
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private static Position position;

    @BeforeAll
    static void supported() {
        assertTrue(THREADS.isThreadAllocatedMemorySupported() && THREADS.isThreadAllocatedMemoryEnabled(),
                "this JVM does not count allocated bytes per thread");
        // 16M cells: large enough for Resolver.parallel(2) to split the board (8M cells at least)
        position = Scenario.B4096_1M.position();
    }

    @Test
    void stepOfTheSequentialResolverAllocatesNothing() {
        assertNoAllocation("step, sequential", new Stepper.Core(position, Resolver.sequential()));
    }

    @Test
    void stepOfTheParallelResolverAllocatesNothing() {
        assertNoAllocation("step, parallel(2)", new Stepper.Core(position, Resolver.parallel(2)));
    }

    @Test
    void fullTurnWithChargeAndReinforcementAllocatesNothing() throws Exception {
        for (Resolver resolver : new Resolver[] {Resolver.sequential(), Resolver.parallel(2)}) {
            Board board = position.board();
            GameParameters p = GameParameters.of(board.width(), board.height(), board.robotCount(), board.field().pitCount());
            Game game = Game.builder(p).start(board).random(RandomSource.seeded(Boards.SEED)).resolver(resolver).build();
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
        for (int i = 0; i < WARM_UP; i++) {
            turn.run();
        }
        // the calling thread and every pool worker alive now (the parallel resolver's pool is warm)
        long[] ids = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t == Thread.currentThread() || t.getName().startsWith("ForkJoinPool-"))
                .mapToLong(Thread::getId).toArray();
        long[] before = THREADS.getThreadAllocatedBytes(ids);
        for (int i = 0; i < TURNS; i++) {
            turn.run();
        }
        long[] after = THREADS.getThreadAllocatedBytes(ids);
        long allocated = 0;
        for (int i = 0; i < ids.length; i++) {
            if (before[i] >= 0 && after[i] >= 0) {
                allocated += after[i] - before[i];
            }
        }
        assertTrue(allocated < TURNS, what + ": " + allocated + " bytes in " + TURNS + " turns on threads "
                + Arrays.toString(ids) + " (expected: less than one byte per turn)");
    }
}
