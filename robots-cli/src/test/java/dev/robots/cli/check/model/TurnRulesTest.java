package dev.robots.cli.check.model;

import static dev.robots.cli.check.model.RulesModelTest.continued;
import static dev.robots.cli.check.model.RulesModelTest.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.robots.cli.check.model.RulesModel.Ended;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.check.model.TurnRules.RobotStep;
import dev.robots.cli.check.play.MovePolicy;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.EndLine;
import dev.robots.core.RandomSource;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The slips of the checker's model ({@link TurnRules}, {@link Slip}): each changes exactly its step of a
 * turn, case by case; and the statement's rules are the model's own, on seeded random positions.
 */
class TurnRulesTest {
    private static final Move UP_LEFT_CHARGE = new Move(-1, -1, true);
    private static final Move WAIT = new Move(0, 0, false);

    private static Set<Cell> robotsAfter(State s, Move move, TurnRules rules) {
        return continued(RulesModel.play(s, move, rules)).state().robots();
    }

    /**
     * On seeded random positions: a charge slip changes nothing without a K, and every slip changes the
     * outcome of some position and move (none is the statement's rules in disguise).
     */
    @Test
    void eachSlipChangesItsStepAndOnlyIt() {
        RandomSource random = RandomSource.seeded(47);
        Set<Slip> seenDiffering = EnumSet.noneOf(Slip.class);
        for (int i = 0; i < 2000; i++) {
            int w = 2 + random.nextInt(8);
            int h = 1 + random.nextInt(6);
            Set<Cell> pits = new LinkedHashSet<>();
            Set<Cell> robots = new LinkedHashSet<>();
            Cell player = new Cell(random.nextInt(w), random.nextInt(h));
            for (int c = 0; c < w * h / 2; c++) {
                Cell cell = new Cell(random.nextInt(w), random.nextInt(h));
                if (!cell.equals(player)) {
                    (random.nextInt(3) == 0 ? pits : robots).add(cell);
                }
            }
            robots.removeAll(pits);
            State s = new State(w, h, pits, robots, player, new Cell(0, h / 2), robots.size());
            for (Move m : MovePolicy.validMoves(s, true)) {
                Outcome statement = RulesModel.play(s, m);
                for (Slip slip : Slip.values()) {
                    Outcome slipped = RulesModel.play(s, m, slip.rules());
                    if (!slip.applies(m)) {
                        assertEquals(statement, slipped, () -> slip + ": position " + s + ", move " + m);
                    } else if (!statement.equals(slipped)) {
                        seenDiffering.add(slip);
                    }
                }
            }
        }
        assertEquals(EnumSet.allOf(Slip.class), seenDiffering);
    }

    @Test
    void robotsFirstStepTowardThePlayersCellBeforeItsMove() {
        State s = state("""
                . . . . . .
                < . . . . @
                X . . . . .
                """, 1);
        Move left = new Move(-1, 0, false);
        // Toward (4, 1) after the move, or toward (5, 1) before it: the same step here...
        assertEquals(Set.of(new Cell(1, 1)), robotsAfter(s, left, TurnRules.STATEMENT));
        assertEquals(Set.of(new Cell(1, 1)), robotsAfter(s, left, Slip.ROBOTS_FIRST.rules()));
        // ...but not here: the robot captures the player on its new cell, or the player steps onto it.
        State near = state("""
                . . . @
                < . . .
                . X . .
                """, 1);
        Move downLeft = new Move(-1, 1, false);
        assertEquals(EndLine.CAPTURE, assertInstanceOf(Ended.class, RulesModel.play(near, downLeft)).line());
        assertEquals(EndLine.HIT, assertInstanceOf(Ended.class,
                RulesModel.play(near, downLeft, Slip.ROBOTS_FIRST.rules())).line());
    }

    @Test
    void aChargeAfterTheMoveClearsAroundTheNewCell() {
        State s = state("""
                . . . . .
                < . . @ .
                . . . . X
                """, 1);
        // The robot at (4, 2) is next to the player's cell before the move, 2 away from (2, 0) after it.
        assertEquals(Set.of(), robotsAfter(s, UP_LEFT_CHARGE, TurnRules.STATEMENT));
        assertEquals(Set.of(new Cell(3, 1)), robotsAfter(s, UP_LEFT_CHARGE, Slip.CHARGE_AFTER_MOVE.rules()));
    }

    @Test
    void aChargeOfRadiusTwoClearsTwoCellsAway() {
        State s = state("""
                . . . . .
                < . X . @
                . . . . .
                """, 2);
        Move charge = new Move(0, 0, true);
        assertEquals(Set.of(new Cell(3, 1)), robotsAfter(s, charge, TurnRules.STATEMENT));
        assertEquals(Set.of(), robotsAfter(s, charge, Slip.CHARGE_RADIUS_2.rules()));
    }

    @Test
    void collidingRobotsAllVanishInThatSlip() {
        State s = state("""
                X . . . .
                < . . . @
                X . . . .
                """, 3);
        assertEquals(Set.of(new Cell(1, 1)), robotsAfter(s, WAIT, TurnRules.STATEMENT));
        assertEquals(Set.of(), robotsAfter(s, WAIT, Slip.COLLIDERS_VANISH.rules()));
    }

    @Test
    void theMovementSlipsStepOtherwiseThanStraight() {
        Cell robot = new Cell(0, 0);
        Cell player = new Cell(3, 1);
        assertEquals(new Cell(1, 1), RobotStep.STRAIGHT.of(robot, player));
        assertEquals(new Cell(1, 0), RobotStep.ROW_FIRST.of(robot, player));
        assertEquals(new Cell(0, 1), RobotStep.COLUMN_FIRST.of(robot, player));
        assertEquals(new Cell(1, 0), RobotStep.LONGER_AXIS.of(robot, player));
        assertEquals(new Cell(0, 1), RobotStep.LONGER_AXIS.of(robot, new Cell(1, 3)));
        assertEquals(new Cell(3, 1), RobotStep.ROW_FIRST.of(new Cell(3, 0), player), "in the column: vertically");
        for (Slip slip : Slip.values()) {
            assertNotEquals(TurnRules.STATEMENT, slip.rules(), slip.toString());
        }
    }
}
