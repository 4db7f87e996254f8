package dev.robots.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.robots.core.Board;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the benchmarks run: on the benchmark positions, every {@link Impl}'s stepper reaches the
 * same board after one and after two steps, returns the same robot count, and {@code reset()}
 * brings each back to the start, so every measured invocation does the same work.
 */
class ImplEqualityTest {

    /** The baselines index arrays by cell: a board of 2^31 cells or more is refused by name, not truncated. */
    @Test
    void baselinesTakeBoardsOfFewerThan2To31Cells() {
        long[] cells = {0, 5, Integer.MAX_VALUE - 1};
        assertArrayEquals(new int[] {0, 5, Integer.MAX_VALUE - 1}, Position.ints(cells, 2, Integer.MAX_VALUE / 2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Position.ints(new long[] {1L << 31}, 65536, 65536));
        assertEquals("baseline board: 65536 x 65536 (expected: fewer than 2^31 cells)", e.getMessage());
    }

    @Test
    void statementField() {
        check(Scenario.STATEMENT_30X17.position());
    }

    @Test
    void thousandByThousand() {
        check(Scenario.B1000_100K.position());
    }

    @Test
    void scalingAndSparseBoardsOfTheBenchmarks() {
        int side = ScalingBenchmark.side(10_000);
        check(Position.generate(side, side, 10_000, 10_000 / 6, true, Boards.SEED));
        check(Position.generate(2048, 2048, 10_000, 1_000, true, Boards.SEED));
        check(Position.generate(2048, 2048, 100_000, 10_000, true, Boards.SEED));
    }

    /** Many small random positions, the player in the middle or at its start. */
    @Test
    void randomPositions() {
        for (int i = 0; i < 200; i++) {
            int width = 10 + i % 60;
            int height = 10 + i % 23;
            int room = width * height / 2 - 40;
            check(Position.generate(width, height, room * (i % 7) / 7, room / 8, i % 2 == 0, i));
        }
    }

    private static void check(Position position) {
        Board start = position.board();
        Map<Impl, Stepper> steppers = new EnumMap<>(Impl.class);
        for (Impl impl : Impl.values()) {
            steppers.put(impl, impl.stepper(position));
        }
        for (int round = 0; round < 2; round++) {
            Stepper core = steppers.get(Impl.CORE);
            core.reset();
            long first = core.step();
            Board afterOne = core.board();
            // a second step only if the first did not end the game (a robot reached the player)
            long second = first < 0 ? 0 : core.step();
            Board afterTwo = core.board();
            for (Impl impl : Impl.values()) {
                Stepper s = steppers.get(impl);
                s.reset();
                assertEquals(start, s.board(), () -> impl + ": reset");
                assertEquals(first, s.step(), () -> impl + ": robots after one step");
                assertEquals(afterOne, s.board(), () -> impl + ": board after one step");
                if (first >= 0) {
                    assertEquals(second, s.step(), () -> impl + ": robots after two steps");
                    assertEquals(afterTwo, s.board(), () -> impl + ": board after two steps");
                }
            }
        }
    }
}
