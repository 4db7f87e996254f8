package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.play.GameSessionTest.Script;
import dev.robots.record.GameRecord;
import dev.robots.cli.terminal.Action;
import dev.robots.cli.terminal.Frame;
import dev.robots.core.Board;
import dev.robots.core.GameParameters;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The commands of several turns ({@link MultiTurn}) through a scripted {@link GameSession}. */
class MultiTurnTest {
    private static final Action LEFT = new Action.Step(-1, 0);
    private static final Action WAIT = new Action.Step(0, 0);
    private static final GameParameters EMPTY = GameParameters.of(12, 3, 0, 0);

    private static Script run(GameParameters parameters, long seed, boolean safety, Action... actions)
            throws IOException {
        Script script = new Script(List.of(actions));
        GameSessionTest.session(script, parameters, seed, safety, new PlayRecord(GameRecord.none()),
                ScoreKeeper.inMemory()).run();
        return script;
    }

    private static String turn(Frame frame) {
        return frame.panel().get(0);
    }

    private static boolean robotNextToPlayer(Board board) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = board.playerX() + dx;
                int y = board.playerY() + dy;
                if ((dx != 0 || dy != 0) && board.field().contains(x, y) && board.hasRobot(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void aCountBeforeAWaitAMoveOrZ() throws IOException {
        Script script = run(EMPTY, 1, true, new Action.Digit(5), WAIT, new Action.Digit(3), LEFT,
                new Action.Digit(2), Action.Simple.UNDO, new Action.Digit(1), new Action.Digit(2), LEFT);
        List<Frame> frames = script.frames;
        assertEquals("Count 5: a move, . or z plays it 5 times; Esc drops it.", frames.get(1).message());
        assertEquals("Turn    6", turn(frames.get(2)), "5. waits five turns");
        assertTrue(frames.get(2).message().startsWith(". (wait) 5 times."), frames.get(2).message());
        int startX = frames.get(0).board().playerX();
        assertEquals(startX - 3, frames.get(4).board().playerX(), "3h: three cells left");
        assertEquals("Turn    9", turn(frames.get(4)));
        assertEquals(startX - 1, frames.get(6).board().playerX(), "2z takes back two turns");
        assertEquals("Turn    7", turn(frames.get(6)));
        assertEquals("Count 12: a move, . or z plays it 12 times; Esc drops it.", frames.get(8).message());
        assertTrue(frames.get(9).board().playerX() == 0 && frames.get(9).message().startsWith("You escaped"),
                "12h walks to the exit and stops there: " + frames.get(9).message());
    }

    @Test
    void aCountStopsBeforeALosingMoveEvenWithoutSafetyAndEscDropsIt() throws IOException {
        long seed = GameSessionTest.pitAt(1);
        for (boolean safety : new boolean[] {true, false}) {
            Script script = run(GameSessionTest.PIT_ROW, seed, safety, new Action.Digit(9), LEFT);
            assertEquals("Stopped after 1 of 9 turns: h (left) loses: that is a pit.", script.last().message());
            assertEquals(2, script.last().board().playerX());
            assertEquals("Turn    2", turn(script.last()));
        }
        Script dropped = run(EMPTY, 1, true, new Action.Digit(4), Action.Simple.CANCEL, WAIT);
        assertEquals("Count dropped.", dropped.frames.get(2).message());
        assertEquals("Turn    2", turn(dropped.last()), "after Esc, . waits once");
        Script tooLarge = run(EMPTY, 1, true, new Action.Digit(9), new Action.Digit(9), new Action.Digit(9),
                new Action.Digit(9));
        assertEquals("Count 9999: too large (at most 999); Esc drops it.", tooLarge.last().message());
    }

    @Test
    void wWaitsUntilARobotIsNextToYou() throws IOException {
        Script script = run(GameParameters.of(30, 17, 20, 40), 7, true, Action.Simple.WAIT_FOR_ROBOT,
                Action.Simple.WAIT_FOR_ROBOT);
        Frame after = script.frames.get(1);
        assertTrue(robotNextToPlayer(after.board()), "a robot next to @:\n" + after.board());
        assertFalse(robotNextToPlayer(script.frames.get(0).board()), "none at the start");
        assertTrue(after.message().startsWith("A robot is next to you after "), after.message());
        assertEquals(after.board(), script.frames.get(2).board(), "w again, with a robot next to you: no turn");
        assertEquals("A robot is next to you already.", script.frames.get(2).message());

        Script alone = run(EMPTY, 1, true, Action.Simple.WAIT_FOR_ROBOT);
        assertEquals("No robot came next to you in 999 turns.", alone.last().message());
        assertEquals("Turn    1000", turn(alone.last()));
    }

    @Test
    void theAutopilotPlaysOnShowingEachTurnUntilAKey() throws IOException {
        Script script = run(GameParameters.of(30, 17, 20, 40), 7, true, Action.Simple.AUTOPLAY, Script.TICK,
                Script.TICK, WAIT);
        List<Frame> frames = script.frames;
        // 0 start, 1-3 its turns 1 to 3 (the key comes during the third pause), 4 stopped.
        assertEquals(List.of("Turn    2", "Turn    3", "Turn    4", "Turn    4"),
                frames.subList(1, 5).stream().map(MultiTurnTest::turn).toList());
        assertTrue(frames.get(1).message().startsWith("The autopilot plays: 1 turn; any key stops it."),
                frames.get(1).message());
        assertTrue(frames.get(4).message().startsWith("The autopilot stopped after 3 turns."),
                frames.get(4).message());
        assertEquals(5, frames.size(), "the key that stopped it is not played as well");
    }

    @Test
    void theAutopilotPlaysToTheEnd() throws IOException {
        Script script = run(GameParameters.of(30, 17, 20, 40), 7, true, Action.Simple.AUTOPLAY);
        Frame end = script.last();
        assertTrue(end.message().startsWith("You escaped in ") || end.message().contains("Game over after")
                || end.message().startsWith("The autopilot stopped after"), end.message());
        assertTrue(script.frames.size() > 10, "a frame per turn: " + script.frames.size());
    }
}
