package dev.robots.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.bot.MoveSafety;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveWords}: the terminal's words for the engine's verdicts (the verdicts themselves are
 * held to the reference model in robots-core's {@code MoveSafetyTest}).
 */
class MoveWordsTest {

    /**
     * 7 x 5, the player at (4, 2): a robot at (6, 2) reaches (5, 2) and the cells around it; a robot
     * on (4, 1); a pit at (3, 3).
     * <pre>
     * . . . . . . .
     * . . . . X . .
     * < . . . @ . X
     * . . . 0 . . .
     * . . . . . . .
     * </pre>
     */
    private static Game game() {
        Field field = Field.of(7, 5, new int[] {3, 3});
        Board board = Board.builder(field).player(4, 2).robot(4, 1).robot(6, 2).build();
        return Game.builder(GameParameters.of(7, 5, 2, 1)).random(RandomSource.seeded(1)).charges(1).start(board)
                .build();
    }

    @Test
    void eachLosingMoveSaysWhy() {
        Game game = game();
        assertEquals("a robot is there", why(game, new Command(0, -1, false)));
        assertEquals("that is a pit", why(game, new Command(-1, 1, false)));
        // Stepping right: both robots stand next to (5, 2) and would catch the player.
        assertEquals("robots would step onto you from above-left and the right", why(game, new Command(1, 0,
                false)));
        // Waiting: the robot above steps onto the player.
        assertEquals("a robot would step onto you from above", why(game, Command.WAIT));
        assertEquals("a robot would step onto you from above-right", why(game, new Command(-1, 0, false)));
        // Straight down is out of both robots' reach; with the charge, waiting destroys the robot above.
        assertInstanceOf(MoveSafety.Verdict.Safe.class, MoveSafety.of(game, new Command(0, 1, false)));
        assertInstanceOf(MoveSafety.Verdict.Safe.class, MoveSafety.of(game, new Command(0, 0, true)));
    }

    @Test
    void sidesAreNamedAndJoinedByAnd() {
        assertEquals("", MoveWords.sides(5, 5, List.of()));
        assertEquals("above-left", MoveWords.sides(5, 5, List.of(4, 4)));
        assertEquals("the left and below-right", MoveWords.sides(5, 5, List.of(4, 5, 6, 6)));
        assertThrows(IllegalArgumentException.class, () -> MoveWords.sides(5, 5, List.of(5, 5)));
        assertThrows(IllegalArgumentException.class, () -> MoveWords.sides(5, 5, List.of(7, 5)));
    }

    private static String why(Game game, Command command) {
        return MoveWords.why(assertInstanceOf(MoveSafety.Verdict.Loses.class, MoveSafety.of(game, command)));
    }
}
