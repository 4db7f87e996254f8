package dev.robots.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.LossReason;
import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link MoveSafety}: each move tried on the engine and undone. */
class MoveSafetyTest {

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
    void hitFallAndCaptureAreFoundWithTheRobotsThatCatch() {
        Game game = game();
        assertEquals(new MoveSafety.Verdict.Loses(LossReason.HIT, List.of()),
                MoveSafety.of(game, new Command(0, -1, false)));
        assertEquals(new MoveSafety.Verdict.Loses(LossReason.FALL, List.of()),
                MoveSafety.of(game, new Command(-1, 1, false)));
        // Stepping right: both robots stand next to (5, 2) and would catch the player.
        MoveSafety.Verdict right = MoveSafety.of(game, new Command(1, 0, false));
        assertEquals(new MoveSafety.Verdict.Loses(LossReason.CAPTURE, List.of(4, 1, 6, 2)), right);
        assertEquals("robots at 4,1 and 6,2 would catch you", ((MoveSafety.Verdict.Loses) right).why());
        // Waiting: the robot above steps onto the player.
        assertEquals(new MoveSafety.Verdict.Loses(LossReason.CAPTURE, List.of(4, 1)),
                MoveSafety.of(game, Command.WAIT));
        // Left is next to the robot above too; straight down is out of both robots' reach.
        assertEquals(new MoveSafety.Verdict.Loses(LossReason.CAPTURE, List.of(4, 1)),
                MoveSafety.of(game, new Command(-1, 0, false)));
        assertEquals(new MoveSafety.Verdict.Safe(false), MoveSafety.of(game, new Command(0, 1, false)));
        // With the charge, waiting destroys the robot above: safe.
        assertEquals(new MoveSafety.Verdict.Safe(false), MoveSafety.of(game, new Command(0, 0, true)));
    }

    @Test
    void aMoveOffTheFieldIsRefusedAndTheExitWins() {
        Field field = Field.of(4, 1);
        Board board = Board.builder(field).player(1, 0).build();
        Game game = Game.builder(GameParameters.of(4, 1, 0, 0)).random(RandomSource.seeded(1)).start(board).build();
        assertEquals(new MoveSafety.Verdict.Safe(true), MoveSafety.of(game, new Command(-1, 0, false)));
        assertInstanceOf(MoveSafety.Verdict.Refused.class, MoveSafety.of(game, new Command(0, -1, false)));
    }

    /**
     * Trying all moves changes nothing: on seeded games, the board, turn, charges and the random
     * source are the same before and after, and the game then plays exactly like an untouched twin.
     */
    @Test
    void tryingMovesLeavesTheGameAndItsRandomSourceAsTheyWere() {
        for (long seed = 1; seed <= 60; seed++) {
            SplittableRandom moves = new SplittableRandom(seed);
            GameParameters parameters = GameParameters.of(12, 7, 6, 6);
            SplitMix64 random = new SplitMix64(seed);
            Game game = Game.builder(parameters).random(random).charges(3).build();
            Game twin = Game.builder(parameters).random(RandomSource.seeded(seed)).charges(3).build();
            for (int turn = 0; turn < 30 && !game.isOver(); turn++) {
                long state = random.state();
                Board before = game.board();
                List<MoveSafety.Verdict> verdicts = MoveSafety.around(game, moves.nextBoolean());
                assertEquals(9, verdicts.size());
                String where = "seed " + seed + " turn " + turn;
                assertEquals(before, game.board(), where);
                assertEquals(state, random.state(), where);
                Command command = new Command(moves.nextInt(3) - 1, moves.nextInt(3) - 1, moves.nextInt(5) == 0);
                assertEquals(twin.play(command), game.play(command), where);
                assertEquals(twin.board(), game.board(), where);
            }
        }
    }
}
