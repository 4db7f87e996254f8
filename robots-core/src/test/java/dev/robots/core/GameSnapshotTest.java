package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Game#snapshot()} and {@link Game#restore}: back to exactly the saved moment. */
class GameSnapshotTest {

    record Moment(Board board, int turn, int charges, boolean over, int robots) {
        static Moment of(Game g) {
            return new Moment(g.board(), g.turn(), TestCharges.left(g), g.isOver(), g.robotCount());
        }
    }

    /**
     * A restore borrows the snapshot's arrays (planes on a dense board, the list of cells on a
     * sparse one) rather than copying them: the turns after it (charges removing robots,
     * reinforcements adding them, steps, merges on the player's row) must never write into the
     * snapshot, so restoring it again, any number of times, gives the same moment.
     */
    @Test
    void turnsAfterARestoreLeaveTheSnapshotAsItWas() {
        List<Command> commands = Command.all();
        // dense (planes), sparse (the list), and a narrow sparse board whose player's row sees merges
        int[][] shapes = {{128, 64, 2500, 300}, {2000, 1000, 3000, 1000}, {512, 64, 90, 50}};
        for (int[] shape : shapes) {
            for (long seed = 1; seed <= 40; seed++) {
                turnsAfterARestoreLeaveTheSnapshotAsItWas(GameParameters.of(shape[0], shape[1], shape[2], shape[3]),
                        seed, commands);
            }
        }
    }

    private static void turnsAfterARestoreLeaveTheSnapshotAsItWas(GameParameters p, long seed, List<Command> commands) {
        Game game = Game.builder(p).random(RandomSource.seeded(seed)).charges(3).build();
        Game.Snapshot saved = game.snapshot();
        Moment before = Moment.of(game);
        SplittableRandom moves = new SplittableRandom(seed);
        for (int round = 0; round < 4; round++) {
            game.restore(saved);
            assertEquals(before, Moment.of(game), p + " seed " + seed + " round " + round);
            for (int t = 0; t < 1 + 3 * round && !game.isOver(); t++) {
                game.play(commands.get(moves.nextInt(commands.size())));
            }
        }
        game.restore(saved);
        assertEquals(before, Moment.of(game), p + " seed " + seed + " after the rounds");
    }

    /** Dense and sparse boards (the two ways a restore copies), restored after many turns. */
    @Test
    void restoreReturnsToTheSavedMoment() {
        // small, dense (restored by copying the plane whole), sparse (restored word by marked word)
        int[][] shapes = {{30, 17, 20, 40}, {200, 150, 12_000, 300}, {2000, 1000, 150, 1000}, {64, 64, 4000, 10}};
        for (int[] s : shapes) {
            for (long seed = 1; seed <= 20; seed++) {
                GameParameters p = GameParameters.of(s[0], s[1], s[2], s[3]);
                Game game = Game.builder(p).random(RandomSource.seeded(seed)).charges(5).build();
                SplittableRandom moves = new SplittableRandom(seed);
                List<Command> commands = Command.all();
                for (int t = 0; t < 3 && !game.isOver(); t++) {
                    game.play(commands.get(moves.nextInt(commands.size())));
                }
                Game.Snapshot saved = game.snapshot();
                Moment before = Moment.of(game);
                assertEquals(before.turn(), saved.turn());
                assertEquals(before.robots(), saved.robotCount());
                for (int t = 0; t < 40 && !game.isOver(); t++) {
                    game.play(commands.get(moves.nextInt(commands.size())));
                }
                game.restore(saved);
                String where = p + " seed " + seed;
                assertEquals(before, Moment.of(game), where);
                // and the restored game plays on like the saved one would: a second restore, same turn, same result
                Command next = Command.WAIT;
                TurnResult r1 = before.over() ? null : game.play(next);
                Board b1 = game.board();
                game.restore(saved);
                TurnResult r2 = before.over() ? null : game.play(next);
                assertEquals(r1, r2, where);
                assertEquals(b1.field(), game.board().field(), where);
            }
        }
    }

    @Test
    void restoreUndoesTheEndOfAGame() {
        GameParameters p = GameParameters.of(5, 3, 0, 0);
        Game game = Game.builder(p).random(RandomSource.seeded(1)).build();
        Game.Snapshot start = game.snapshot();
        for (int i = 0; i < 4; i++) {
            game.play(new Command(-1, 0, false));
        }
        assertTrue(game.isOver());
        assertEquals("WIN", game.outcome().orElseThrow().line());
        game.restore(start);
        assertFalse(game.isOver());
        assertEquals(0, game.turn());
        assertEquals(4, game.playerX());
    }

    @Test
    void refusesAnotherGamesSnapshot() {
        GameParameters p = GameParameters.of(5, 3, 1, 0);
        Game a = Game.builder(p).random(RandomSource.seeded(1)).build();
        Game b = Game.builder(p).random(RandomSource.seeded(1)).build();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> b.restore(a.snapshot()));
        assertTrue(e.getMessage().startsWith("snapshot of another game"), e.getMessage());
    }
}
