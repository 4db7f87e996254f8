package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A listener that throws, or calls back into the game it listens to. A turn is atomic for its
 * listener: it is told the events of a whole turn, after it, so a listener that throws leaves the
 * game as after the turn, whole (it used to leave it half-moved, its robot count no longer the
 * robots on the board, and unusable until a restore). Only a random source that throws cuts a turn
 * short; that game refuses to play until a restore, and then plays on like its twin.
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
     * A listener that throws in the middle of a turn's events leaves the game as after the whole
     * turn: the same board, robot count and turn as a twin that played without a listener, and it
     * plays on with the twin, turn after turn.
     */
    @Test
    void aListenerThatThrowsLeavesTheWholeTurnPlayed() {
        int thrown = 0;
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
                    try {
                        game.play(c, throwingAtStepEvent(1 + moves.nextInt(3)));
                    } catch (Boom e) {
                        thrown++;
                    }
                    TurnResult expected = twin.play(c);
                    String turn = where + " turn " + twin.turn();
                    assertEquals(twin.board(), game.board(), turn);
                    assertEquals(twin.robotCount(), game.robotCount(), turn);
                    assertEquals(game.robotCount(), robotsOnBoard(game), turn);
                    assertEquals(twin.turn(), game.turn(), turn);
                    assertEquals(expected.gameOver(), game.isOver(), turn);
                }
            }
        }
        assertTrue(thrown > 100, "only " + thrown + " listeners threw: the test positions are too quiet");
    }

    /** The smallest case, spelled out: seed 1's first turn on the statement's setup. */
    @Test
    void theRobotCountStaysTheRobotsOnTheBoard() {
        Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).random(RandomSource.seeded(1)).build();
        assertThrows(Boom.class, () -> game.play(Command.WAIT, throwingAtStepEvent(1)));
        assertEquals(game.robotCount(), robotsOnBoard(game));
        Game twin = Game.builder(GameParameters.of(30, 17, 20, 40)).random(RandomSource.seeded(1)).build();
        twin.play(Command.WAIT);
        assertEquals(twin.board(), game.board());
        assertEquals(twin.play(Command.WAIT), game.play(Command.WAIT));
        assertEquals(twin.board(), game.board());
    }

    /**
     * A random source that throws (here at a reinforcement's draw) cuts the turn short: the game
     * refuses to play or be saved until a restore, then plays on like its twin.
     */
    @Test
    void aTurnCutShortByTheRandomSourceIsRefusedUntilARestore() {
        GameParameters p = GameParameters.of(10, 5, 3, 4);
        int cut = 0;
        for (long seed = 1; seed <= 200 && cut < 10; seed++) {
            RandomSource seeded = RandomSource.seeded(seed);
            boolean[] failing = {false};
            Game game = Game.builder(p).random(bound -> {
                if (failing[0]) {
                    throw new Boom();
                }
                return seeded.nextInt(bound);
            }).charges(3).build();
            Game twin = Game.builder(p).random(RandomSource.seeded(seed)).charges(3).build();
            Game.Snapshot saved = game.snapshot();
            Game.Snapshot twinSaved = twin.snapshot();
            failing[0] = true;
            try {
                game.play(Command.WAIT);
                continue; // no draw this turn: nothing was cut
            } catch (Boom e) {
                cut++;
            }
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> game.play(Command.WAIT));
            assertEquals("turn 1 was cut short by an exception (from the random source) and left the position"
                    + " half-moved: restore a snapshot to go on", refused.getMessage());
            assertThrows(IllegalStateException.class, game::snapshot);
            failing[0] = false;
            game.restore(saved);
            twin.restore(twinSaved);
            assertEquals(twin.board(), game.board(), "seed " + seed);
        }
        assertTrue(cut >= 10, "only " + cut + " turns drew from the source");
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
