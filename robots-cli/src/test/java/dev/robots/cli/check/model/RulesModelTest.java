package dev.robots.cli.check.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.Ended;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.PrintedField;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The checker's model against the rules, case by case, and the statement's own example. */
class RulesModelTest {

    /** The field printed in the statement (30 x 17, 20 robots, 40 pits). */
    static final String STATEMENT_FIELD = """
            . . . . . . 0 0 . . . . . . . 0 . . . . . . 0 . . . X . . .
            . . . . . . X . . . . . . . . . . . X . . . . . . . 0 . . .
            . . . . . . . . . . . . . . . . . . . . . . . . . . . . . .
            . . 0 . 0 . . . . . . . . . . . . 0 . . . . . . . . . . . .
            . . . . . . . . 0 . . . . . . . . 0 . . . . . . . . . . 0 0
            . 0 . . . . . . . . . . . . . . 0 . . . . . 0 . . . . . 0 .
            . . . . . . . 0 . . . . . . . . . . . . . . . . . . . . . .
            0 0 . . . . . X . . . . . . . . . . X . . . . . . . . 0 . .
            < 0 . . . . . . . . . . . . . . . . . . . . . . X . . . . @
            . . 0 . . . . . . . . . . 0 . . . . . . . . . . . . X . . .
            0 X . . . . . . . . . . X . . 0 . . . X . . . . . . 0 . 0 .
            . . . . . . . . . X . . . . . . 0 . . . . . . . X . . . . .
            . . 0 . . . . . . . . . . . . . X . . . . . . 0 . . 0 . . .
            . . . . . . . . . . . . . . . 0 . . . X . . . 0 . . 0 . . 0
            . . . X . . . . . . 0 . . . . . . . . . . . . . . . . X X .
            . . . . . . . . . . . . . . . 0 . . . X . . . . 0 . . . . X
            . . . . . . . . . . . X . . . 0 . . . . . . 0 . . . . . . .
            """;

    static State state(String text, int robotTarget) {
        List<String> lines = text.lines().toList();
        int width = (lines.get(0).length() + 1) / 2;
        PrintedField f;
        try {
            f = PrintedField.parse(lines, width, lines.size(), true);
        } catch (PrintedField.FormatException e) {
            throw new AssertionError(e);
        }
        Set<Cell> exits = f.cellsShowing('<');
        Cell exit = exits.isEmpty() ? new Cell(0, lines.size() / 2) : exits.iterator().next();
        return new State(width, lines.size(), f.cellsShowing('0'), f.cellsShowing('X'),
                f.cellsShowing('@').iterator().next(), exit, robotTarget);
    }

    static Continued continued(Outcome o) {
        return assertInstanceOf(Continued.class, o, () -> "expected the game to go on, got " + o);
    }

    static final Move UL = new Move(-1, -1, false);
    static final Move DR = new Move(1, 1, false);
    static final Move WAIT = new Move(0, 0, false);

    @Test
    void statementExampleSendsTwoRobotsIntoThePitAt27And7() {
        State s = state(STATEMENT_FIELD, 20);
        assertEquals(20, s.robots().size());
        assertEquals(40, s.pits().size());
        State afterFirst = continued(RulesModel.play(s, UL)).state();
        assertTrue(afterFirst.robots().contains(new Cell(27, 8)), "first robot goes up-right from (26, 9)");
        assertTrue(afterFirst.robots().contains(new Cell(25, 7)), "second robot goes up-right from (24, 8)");
        State afterSecond = continued(RulesModel.play(afterFirst, UL)).state();
        assertFalse(afterSecond.robots().contains(new Cell(27, 7)), "the pit swallows the first robot");
        assertFalse(afterSecond.robots().contains(new Cell(27, 8)));
        assertTrue(afterSecond.robots().contains(new Cell(26, 6)), "the second robot is dangerously close");
        assertEquals(new Cell(27, 6), afterSecond.player());
        State afterThird = continued(RulesModel.play(afterSecond, DR)).state();
        assertFalse(afterThird.robots().contains(new Cell(26, 6)));
        assertFalse(afterThird.robots().contains(new Cell(27, 7)), "the same pit swallows the second robot");
        assertTrue(afterThird.pits().contains(new Cell(27, 7)), "the pit stays");
    }

    @Test
    void robotsInALineAllMoveAtOnce() {
        // The back robot steps onto the cell the front robot leaves: both survive.
        State s = state("""
                X X . . @
                < . . . .
                """, 2);
        Continued c = continued(RulesModel.play(s, WAIT));
        assertEquals(Set.of(new Cell(1, 0), new Cell(2, 0)), c.state().robots());
        assertFalse(c.reinforcementDue());
    }

    @Test
    void robotsArrivingOnOneCellMergeIntoOne() {
        State s = state("""
                X . . . .
                < . . . @
                X . . . .
                """, 2);
        Continued c = continued(RulesModel.play(s, WAIT));
        assertEquals(Set.of(new Cell(1, 1)), c.state().robots());
        assertTrue(c.reinforcementDue());
        // Free corners: not the exit, not the player, none has a robot or a pit here.
        assertEquals(Set.of(new Cell(0, 0), new Cell(4, 0), new Cell(0, 2), new Cell(4, 2)), c.freeCorners());
    }

    @Test
    void aRobotSteppingIntoAPitDisappears() {
        State s = state("""
                . . . . .
                < X 0 . @
                . . . . .
                """, 0);
        Continued c = continued(RulesModel.play(s, WAIT));
        assertEquals(Set.of(), c.state().robots());
        assertFalse(c.reinforcementDue(), "R = 0: no reinforcement");
    }

    @Test
    void aCaptureEndsTheGameWhateverElseHappens() {
        State s = state("""
                . . . . .
                < X 0 X @
                . . . . .
                """, 2);
        Ended e = assertInstanceOf(Ended.class, RulesModel.play(s, WAIT));
        assertEquals(EndLine.CAPTURE, e.line());
    }

    @Test
    void thePlayersCellDecidesHitThenFallThenWin() {
        State s = state("""
                . . . . .
                < X . 0 @
                . . . . .
                """, 1);
        assertEquals(EndLine.FALL, assertInstanceOf(Ended.class, RulesModel.play(s, new Move(-1, 0, false))).line());
        State nextToRobot = state("""
                . . . . .
                < . X @ .
                . . . . .
                """, 1);
        assertEquals(EndLine.HIT,
                assertInstanceOf(Ended.class, RulesModel.play(nextToRobot, new Move(-1, 0, false))).line());
        State nextToExit = state("""
                . . . . X
                < @ . . .
                . . . . .
                """, 1);
        assertEquals(EndLine.WIN,
                assertInstanceOf(Ended.class, RulesModel.play(nextToExit, new Move(-1, 0, false))).line());
    }

    @Test
    void theChargeClearsAroundTheCellTheMoveStartsFrom() {
        // Robots next to the start cell go; the robot next to the destination only is not hit.
        State s = state("""
                . . . . . .
                < . X . X @
                . . . . . .
                """, 0);
        Continued c = continued(RulesModel.play(s, new Move(-1, 0, true)));
        assertEquals(Set.of(new Cell(3, 1)), c.state().robots(), "(2,1) steps to (3,1); (4,1) was charged");
        assertEquals(EndLine.CAPTURE, assertInstanceOf(Ended.class,
                RulesModel.play(state("""
                        . . . . . .
                        < . . X . @
                        . . . . . .
                        """, 0), new Move(-1, 0, true))).line(),
                "(3,1) is two cells from the start: not charged, so it captures");
    }

    @Test
    void noCornerFreeMeansNoNewRobot() {
        // One row: the corners are the exit and the player's cell.
        State s = state("< . X 0 @", 1);
        Continued c = continued(RulesModel.play(s, WAIT));
        assertTrue(c.state().robots().isEmpty());
        assertTrue(c.reinforcementDue());
        assertTrue(c.freeCorners().isEmpty());
        assertFalse(c.newRobotExpected());
    }

    @Test
    void cornersHoldingAPitOrARobotAreNotFree() {
        State s = state("""
                0 . . . X
                < . . . .
                . . . . @
                """, 3);
        Continued c = continued(RulesModel.play(s, WAIT));
        // The robot steps from (4,0) to (4,1); (0,0) is a pit, (4,2) the player.
        assertEquals(Set.of(new Cell(4, 0), new Cell(0, 2)), c.freeCorners());
    }

    @Test
    void aMoveOffTheFieldIsACallersMistake() {
        State s = state("< . @", 0);
        assertThrows(IllegalArgumentException.class, () -> RulesModel.play(s, new Move(1, 0, false)));
    }
}
