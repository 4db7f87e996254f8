package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The public records refuse values no game makes ({@code new TurnResult.Won(-7)} was built): a turn
 * before the first, a negative coordinate, a step longer than one cell, negative charges; each with
 * one message naming the value and what was expected.
 */
class RecordArgumentsTest {
    @Test
    void valuesNoGameMakesAreRefusedByName() {
        List<Executable> refused = List.of(
                () -> new TurnResult.Won(-7), () -> new TurnResult.Won(0),
                () -> new TurnResult.Lost(LossReason.HIT, 0),
                () -> new Event.ChargeFired(-1, 0, OptionalInt.empty()),
                () -> new Event.ChargeFired(0, 0, OptionalInt.of(-1)),
                () -> new Event.ChargeKilled(0, -1), () -> new Event.FellIntoPit(-1, 0),
                () -> new Event.Merged(0, -3), () -> new Event.Reinforced(-2, 0),
                () -> new Event.PlayerMoved(0, 0, 2, 0), () -> new Event.RobotMoved(5, 5, 5, 7),
                () -> new Event.RobotMoved(-1, 0, 0, 0),
                () -> new Event.GameEnded(new TurnResult.Won(3), -1, 0));
        for (Executable make : refused) {
            assertThrows(IllegalArgumentException.class, make);
        }
        assertEquals("turn: -7 (expected: >= 1)",
                assertThrows(IllegalArgumentException.class, () -> new TurnResult.Won(-7)).getMessage());
        assertEquals("toX - fromX: 2 (expected: -1 to 1)",
                assertThrows(IllegalArgumentException.class, () -> new Event.PlayerMoved(0, 0, 2, 0)).getMessage());
    }

    @Test
    void theValuesGamesMakeAreAccepted() {
        assertEquals(1, new TurnResult.Won(1).turn());
        assertEquals(4, new TurnResult.Lost(LossReason.CAPTURE, 4).turn());
        assertEquals(new Event.RobotMoved(3, 3, 2, 4), new Event.RobotMoved(3, 3, 2, 4));
        assertEquals(0, new Event.ChargeFired(0, 0, OptionalInt.of(0)).chargesLeft().getAsInt());
        assertEquals(new Event.PlayerMoved(1, 1, 1, 1), new Event.PlayerMoved(1, 1, 1, 1));
    }
}
