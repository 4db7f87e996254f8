package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.model.EndLineFit;
import dev.robots.cli.check.model.FieldMatch;
import dev.robots.cli.check.model.Move;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.Ended;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.check.model.RulesModel;
import dev.robots.cli.check.model.SilentPoint;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.conversation.ProtocolFailure;
import dev.robots.cli.conversation.RulesSection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The readings of what the statement leaves open ({@link SilentPoint}): with every point open (the
 * default check) the model allows each reading, with none (--strict) only the project's, and a
 * strict failure that one open point would have let pass names that decision.
 */
class SilentPointsTest {
    private static final Set<SilentPoint> ALL = SilentPoint.openUnless(false);
    private static final Set<SilentPoint> NONE = SilentPoint.openUnless(true);
    private static final Move STAY = new Move(0, 0, false);

    private static PrintedField field(int width, String... rows) throws PrintedField.FormatException {
        return PrintedField.parse(List.of(rows), width, rows.length, true);
    }

    private static Continued stay(State s) {
        return (Continued) RulesModel.play(s, STAY);
    }

    @Test
    void theExitCornerIsFreeForTheNewRobotOnlyInTheOtherReading() {
        // 4x1, R=1, no robot left: the corners are the exit (0, 0) and (3, 0).
        State s = new State(4, 1, Set.of(), Set.of(), new Cell(2, 0), new Cell(0, 0), 1);
        Continued c = stay(s);
        assertEquals(List.of(Set.of(new Cell(3, 0))), RulesModel.positions(c, NONE).stream().map(State::robots)
                .toList());
        assertEquals(List.of(Set.of(new Cell(3, 0)), Set.of(new Cell(0, 0))), RulesModel.positions(c, ALL).stream()
                .map(State::robots).toList());
        // The player on the other corner: no corner is free, or the exit is.
        Continued onCorner = stay(new State(4, 1, Set.of(), Set.of(), new Cell(3, 0), new Cell(0, 0), 1));
        assertEquals(List.of(Set.of()), RulesModel.positions(onCorner, NONE).stream().map(State::robots).toList());
        assertEquals(List.of(Set.of(), Set.of(new Cell(0, 0))), RulesModel.positions(onCorner, ALL).stream()
                .map(State::robots).toList());
    }

    @Test
    void aNewRobotOnTheExitDrawnAsTheExitLeavesTwoCandidates() throws Exception {
        Continued c = stay(new State(4, 1, Set.of(), Set.of(), new Cell(3, 0), new Cell(0, 0), 1));
        PrintedField bare = field(4, "< . . @");
        // Unseen: no new robot (the project's reading), or one on the exit drawn '<'.
        assertEquals(2, FieldMatch.shown(RulesModel.positions(c, ALL), bare, ALL).size());
        assertEquals(List.of(c.state()), FieldMatch.shown(RulesModel.positions(c, NONE), bare, NONE));
        PrintedField drawn = field(4, "X . . @");
        assertEquals(1, FieldMatch.shown(RulesModel.positions(c, ALL), drawn, ALL).size());
        assertTrue(FieldMatch.shown(RulesModel.positions(c, NONE), drawn, NONE).isEmpty());
        assertTrue(FieldMatch.differences(c, drawn, ALL).isEmpty());
        assertEquals(Set.of(new Cell(0, 0)), FieldMatch.differences(c, drawn, NONE));
    }

    @Test
    void aRobotOnTheExitMayBeDrawnAsTheExitOnlyInTheOtherReading() throws Exception {
        // 4x3, exit (0, 1); the robot at (1, 2) steps toward the player at (0, 0), onto the exit.
        State s = new State(4, 3, Set.of(), Set.of(new Cell(1, 2)), new Cell(0, 0), new Cell(0, 1), 1);
        Continued c = stay(s);
        assertEquals(Set.of(new Cell(0, 1)), c.state().robots());
        PrintedField bare = field(4, "@ . . .", "< . . .", ". . . .");
        PrintedField drawn = field(4, "@ . . .", "X . . .", ". . . .");
        assertEquals(List.of(c.state()), FieldMatch.shown(RulesModel.positions(c, ALL), bare, ALL));
        assertEquals(List.of(c.state()), FieldMatch.shown(RulesModel.positions(c, ALL), drawn, ALL));
        assertTrue(FieldMatch.shown(RulesModel.positions(c, NONE), bare, NONE).isEmpty());
        assertEquals(List.of(c.state()), FieldMatch.shown(RulesModel.positions(c, NONE), drawn, NONE));
        assertEquals(Set.of(new Cell(0, 1)), FieldMatch.differences(c, bare, NONE));
    }

    @Test
    void steppingOntoARobotOnTheExitIsAHitOrInTheOtherReadingAWin() {
        State s = new State(3, 1, Set.of(), Set.of(new Cell(0, 0)), new Cell(1, 0), new Cell(0, 0), 1);
        Move left = new Move(-1, 0, false);
        assertEquals(List.of(EndLine.HIT), lines(RulesModel.outcomes(s, left, NONE)));
        assertEquals(List.of(EndLine.HIT, EndLine.WIN), lines(RulesModel.outcomes(s, left, ALL)));
        // A robot elsewhere: a hit in every reading.
        State elsewhere = new State(3, 2, Set.of(), Set.of(new Cell(0, 0)), new Cell(1, 0), new Cell(0, 1), 1);
        assertEquals(List.of(EndLine.HIT), lines(RulesModel.outcomes(elsewhere, left, ALL)));
    }

    private static List<EndLine> lines(List<Outcome> outcomes) {
        return outcomes.stream().map(o -> ((Ended) o).line()).toList();
    }

    @Test
    void atAWinAnyOneLineDoesInTheOtherReading() {
        List<Ended> win = List.of(new Ended(EndLine.WIN, "the player reaches the exit"));
        assertEquals(EndLine.WIN, EndLineFit.of("WIN", win, NONE));
        assertNull(EndLineFit.of("YOU WIN!", win, NONE));
        assertEquals(EndLine.WIN, EndLineFit.of("YOU WIN!", win, ALL));
        assertEquals(EndLine.WIN, EndLineFit.of("Congratulations", win, ALL));
        for (String notAWin : List.of("LOST BY HIT", "LOST BY CAPTURE", "MOVE:", "INIT W H R P:", "", ". . @")) {
            assertNull(EndLineFit.of(notAWin, win, ALL), notAWin);
        }
        assertEquals("WIN (or any one line like it)", EndLineFit.names(win, ALL));
        assertEquals("WIN", EndLineFit.names(win, NONE));
    }

    @Test
    void aStrictFailureNamesTheOneDecisionThatWouldHaveLetItPass() {
        ProtocolFailure failure = new ProtocolFailure("the field does not follow");
        ProtocolFailure named = SilentPoint.named(failure, open -> open.contains(SilentPoint.ROBOT_ON_EXIT_DRAWN));
        assertEquals("the field does not follow (--strict: this project's decision, docs/rules.md#the-field (\"The"
                + " field\"): a robot standing on the exit is drawn 'X'; the statement leaves it open, and the default"
                + " check accepts 'X' or '<')", named.getMessage());
        assertEquals(RulesSection.FIELD, named.section());
        // Two points together: both named.
        ProtocolFailure both = SilentPoint.named(failure, open -> open.containsAll(
                EnumSet.of(SilentPoint.ROBOT_ON_EXIT_DRAWN, SilentPoint.EXIT_CORNER)));
        assertTrue(both.getMessage().contains("drawn 'X'") && both.getMessage().contains("never a free corner"),
                both.getMessage());
        // No open point would help: the failure as it was.
        assertEquals(failure.getMessage(), SilentPoint.named(failure, open -> false).getMessage());
    }
}
