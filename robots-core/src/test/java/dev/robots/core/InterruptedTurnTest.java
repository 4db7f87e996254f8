package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A listener that throws, or calls back into the game it listens to. The robots' step tells its
 * events while it moves the robots one by one, so an exception from the listener used to leave
 * the game half-moved (its robot count no longer the robots on the board) and playing on as if
 * nothing had happened; a listener that called {@code play} played a turn inside a turn.
 */
class InterruptedTurnTest {

    /** Thrown by the test's listener. */
    static final class Boom extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Boom() {
            super("boom", null, false, false);
        }
    }

    /** Throws at the {@code n}-th event of the robots' step (a fall or a merge), counted from 1. */
    static Consumer<Event> throwingAtStepEvent(int n) {
        int[] seen = {0};
        return e -> {
            if ((e instanceof Event.FellIntoPit || e instanceof Event.Merged) && ++seen[0] == n) {
                throw new Boom();
            }
        };
    }

    /** Robots the board shows, counted cell by cell. */
    static int robotsOnBoard(Game g) {
        int n = 0;
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                n += g.hasRobot(x, y) ? 1 : 0;
            }
        }
        return n;
    }

    /**
     * After a listener throws in the middle of the robots' step the game refuses to play or be
     * saved, and a restore brings back exactly the saved game: it then plays on like a twin game
     * that never saw the exception (no random draw is made before the step, so both sources agree).
     */
    @Test
    void aTurnCutShortIsRefusedUntilARestoreAndTheRestoredGamePlaysOnLikeItsTwin() {
        int interrupted = 0;
        List<Command> commands = Command.all();
        int[][] shapes = {{30, 17, 20, 40}, {200, 150, 12_000, 300}, {64, 64, 4000, 10}};
        for (int[] s : shapes) {
            GameParameters p = GameParameters.of(s[0], s[1], s[2], s[3]);
            for (long seed = 1; seed <= 30; seed++) {
                String where = p + " seed " + seed;
                Game game = Game.builder(p).random(RandomSource.seeded(seed)).charges(3).build();
                Game twin = Game.builder(p).random(RandomSource.seeded(seed)).charges(3).build();
                SplittableRandom moves = new SplittableRandom(seed);
                for (int t = 0; t < 30 && !twin.isOver(); t++) {
                    Command c = commands.get(moves.nextInt(commands.size()));
                    Game.Snapshot saved = game.snapshot();
                    int before = game.robotCount();
                    int turn = game.turn() + 1;
                    Boom boom = null;
                    try {
                        game.play(c, throwingAtStepEvent(1 + moves.nextInt(3)));
                    } catch (Boom e) {
                        boom = e;
                    }
                    if (boom != null) {
                        interrupted++;
                        IllegalStateException e = assertThrows(IllegalStateException.class,
                                () -> game.play(Command.WAIT), where);
                        assertEquals("turn " + turn + " was cut short by an exception (from a listener or the random"
                                + " source) and left the position half-moved: restore a snapshot to go on",
                                e.getMessage(), where);
                        assertThrows(IllegalStateException.class, game::snapshot, where);
                        game.restore(saved);
                        assertEquals(before, game.robotCount(), where);
                        assertEquals(before, robotsOnBoard(game), where);
                        assertEquals(twin.board(), game.board(), where);
                        game.play(c);
                    }
                    TurnResult expected = twin.play(c);
                    assertEquals(twin.board(), game.board(), where + " turn " + turn);
                    assertEquals(twin.robotCount(), game.robotCount(), where + " turn " + turn);
                    assertEquals(twin.turn(), game.turn(), where);
                    assertEquals(expected.gameOver(), game.isOver(), where);
                }
            }
        }
        assertTrue(interrupted > 100, "only " + interrupted + " turns cut short: the test positions are too quiet");
    }

    /** The smallest case, spelled out: seed 1's first turn on the statement's setup. */
    @Test
    void theRobotCountStaysTheRobotsOnTheBoard() {
        Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).random(RandomSource.seeded(1)).build();
        Game.Snapshot saved = game.snapshot();
        assertThrows(Boom.class, () -> game.play(Command.WAIT, throwingAtStepEvent(1)));
        assertThrows(IllegalStateException.class, () -> game.play(Command.WAIT));
        game.restore(saved);
        assertEquals(20, game.robotCount());
        assertEquals(20, robotsOnBoard(game));
        Game twin = Game.builder(GameParameters.of(30, 17, 20, 40)).random(RandomSource.seeded(1)).build();
        assertEquals(twin.play(Command.WAIT), game.play(Command.WAIT));
        assertEquals(twin.board(), game.board());
        assertEquals(game.robotCount(), robotsOnBoard(game));
    }

    /** play, snapshot and restore from a listener are refused; the turn they interrupt is cut short. */
    @Test
    void aListenerMayNotCallBackIntoTheGame() {
        GameParameters p = GameParameters.of(30, 17, 20, 40);
        Game game = Game.builder(p).random(RandomSource.seeded(3)).build();
        Game.Snapshot saved = game.snapshot();
        String[] names = {"play", "snapshot", "restore"};
        for (String name : names) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> game.play(Command.WAIT, event -> {
                if (event instanceof Event.PlayerMoved) {
                    switch (name) {
                        case "play" -> game.play(Command.WAIT);
                        case "snapshot" -> game.snapshot();
                        default -> game.restore(saved);
                    }
                }
            }), name);
            assertEquals(name + " called during turn 1: a listener may read the game, not play, snapshot or restore it",
                    e.getMessage());
            game.restore(saved);
            assertEquals(0, game.turn());
        }
        // reading is allowed: a listener may look at the player's cell
        int[] seen = new int[2];
        game.play(Command.WAIT, event -> {
            seen[0] = game.playerX();
            seen[1] = game.turn();
        });
        assertEquals(29, seen[0]);
        assertEquals(1, seen[1]);
    }
}
