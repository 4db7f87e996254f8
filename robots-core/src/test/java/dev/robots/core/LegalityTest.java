package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.State;
import dev.robots.core.Scenarios.Start;
import dev.robots.core.bot.Situation;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Game#isLegal} is exactly {@link Game#play}'s refusals (issue 46): on seeded random games,
 * at every turn, each of the 18 commands is played on a snapshot and the game restored, and the
 * command is refused exactly when {@code isLegal} says no, with the refusal's kind the rule that
 * says why. {@code DifferentialTest} holds the same answers to {@link ReferenceModel#legal}.
 */
class LegalityTest {

    @Test
    void isLegalIsExactlyWhatPlayDoesNotRefuse() {
        SplittableRandom sizes = new SplittableRandom(46);
        int refused = 0;
        int played = 0;
        for (int i = 0; i < 400; i++) {
            long seed = 46_000L + i;
            SplittableRandom random = new SplittableRandom(seed);
            Start start = Scenarios.randomStart(random, 2 + sizes.nextInt(7), 1 + sizes.nextInt(7));
            Game game = start.game(RandomSource.seeded(seed), Resolver.sequential());
            State state = start.state();
            for (int t = 0; t < 30; t++) {
                Game.Snapshot before = game.snapshot();
                for (Command c : Command.all()) {
                    String where = "seed " + seed + ", turn " + game.turn() + ", " + c;
                    boolean legal = game.isLegal(c);
                    assertEquals(ReferenceModel.legal(state, c), legal, where + ": the reference model's rule");
                    TurnResult result = game.play(c);
                    assertEquals(!legal, result instanceof TurnResult.Refused, where + ": " + result);
                    if (result instanceof TurnResult.Refused r) {
                        assertEquals(kind(state, game, c), r.kind(), where);
                        refused++;
                    } else {
                        played++;
                    }
                    game.restore(before);
                }
                if (game.isOver()) {
                    break;
                }
                Command next = Scenarios.command(random, state);
                TurnResult result = game.play(next);
                state = ReferenceModel.of(game, TestCharges.left(game));
                if (result instanceof TurnResult.Ended) {
                    for (Command c : Command.all()) {
                        assertFalse(game.isLegal(c));
                        assertEquals(TurnResult.Refused.Kind.GAME_OVER, ((TurnResult.Refused) game.play(c)).kind());
                    }
                    break;
                }
            }
        }
        assertTrue(refused > 1000 && played > 1000, refused + " refused, " + played + " played");
    }

    /** Why the model refuses {@code c}: the game is over, the move leaves the field, or no charge is left. */
    private static TurnResult.Refused.Kind kind(State state, Game game, Command c) {
        if (game.isOver()) {
            return TurnResult.Refused.Kind.GAME_OVER;
        }
        return state.inside(state.player().plus(c.dx(), c.dy())) ? TurnResult.Refused.Kind.NO_CHARGES_LEFT
                : TurnResult.Refused.Kind.LEAVES_FIELD;
    }

    @Test
    void legalCommandsOfACornerAndOfNoChargeLeft() {
        Board board = Board.builder(Field.of(4, 3)).player(3, 0).build();
        Game game = Game.builder(board).seed(1).charges(0).build();
        List<Command> expected = List.of(Command.LEFT, Command.WAIT, Command.DOWN_LEFT, Command.DOWN);
        assertEquals(expected, game.legalCommands());
        assertEquals(expected, Situation.of(game).legalCommands());
        assertFalse(game.isLegal(Command.WAIT.charged()));
        assertTrue(Game.builder(board).seed(1).build().isLegal(Command.WAIT.charged()), "unlimited charges");
        assertEquals(8, Game.builder(board).seed(1).build().legalCommands().size());
        NullPointerException e = assertThrows(NullPointerException.class, () -> game.isLegal(null));
        assertEquals("command", e.getMessage());
    }
}
