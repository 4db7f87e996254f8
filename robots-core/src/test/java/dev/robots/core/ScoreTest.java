package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link Score}: a table of games and their points, and what counts as a robot lost. */
class ScoreTest {
    @Test
    void pointsTable() {
        TurnResult.Ended fastWin = new TurnResult.Won(29);
        TurnResult.Ended slowWin = new TurnResult.Won(49);
        TurnResult.Ended verySlowWin = new TurnResult.Won(500);
        TurnResult.Ended caught = new TurnResult.Lost(LossReason.CAPTURE, 60);
        // end, width, robots lost, charges kept: points
        assertEquals(1000, Score.points(fastWin, 30, 0, 0));
        assertEquals(1000 + 7 * 25 + 2 * 100, Score.points(fastWin, 30, 7, 2));
        assertEquals(1000 - 20 * 5, Score.points(slowWin, 30, 0, 0));
        assertEquals(500 + 25 + 300, Score.points(verySlowWin, 30, 1, 3));
        assertEquals(12 * 25, Score.points(caught, 30, 12, 3), "a loss keeps the robots' points, no charges");
        assertEquals(0, Score.points(new TurnResult.Lost(LossReason.FALL, 1), 30, 0, 3));
        assertTrue(Score.points(verySlowWin, 30, 0, 0) > Score.points(caught, 30, 19, 3), "any win beats a loss"
                + " with fewer than 20 robots lost");
        assertThrows(IllegalArgumentException.class, () -> Score.points(fastWin, 30, -1, 0));
        assertThrows(IllegalArgumentException.class, () -> Score.points(fastWin, 1, 0, 0));
    }

    @Test
    void aRobotIsLostInAPitOrACollisionNotToTheCharge() {
        assertTrue(Score.losesARobot(new Event.FellIntoPit(1, 1)));
        assertTrue(Score.losesARobot(new Event.Merged(1, 1)));
        assertFalse(Score.losesARobot(new Event.ChargeKilled(1, 1)));
        assertFalse(Score.losesARobot(new Event.Reinforced(0, 0)));
    }
}
