package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TestCharges;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The autopilot only ever chooses commands the game accepts, and chooses them deterministically. */
class AutopilotTest {

    /** Sizes from the degenerate to the large, sparse and dense. */
    static final List<GameParameters> SIZES = List.of(
            GameParameters.of(2, 1, 0, 0),
            GameParameters.of(2, 1, 0, 0),
            GameParameters.of(5, 1, 2, 1),
            GameParameters.of(3, 2, 2, 1),
            GameParameters.of(2, 9, 4, 5),
            GameParameters.of(6, 4, 10, 6),
            GameParameters.of(8, 5, 4, 6),
            GameParameters.of(12, 7, 30, 40),
            GameParameters.of(30, 17, 20, 40),
            GameParameters.of(30, 17, 60, 20),
            GameParameters.of(30, 17, 5, 200),
            GameParameters.of(40, 20, 30, 80),
            GameParameters.of(200, 3, 40, 60),
            GameParameters.of(400, 300, 50, 2000));

    /** Checks one choice against the rules, independently of the engine: on the field, charge in hand. */
    static void assertAccepted(Command c, Situation s, String where) {
        Board b = s.board();
        int x = b.playerX() + c.dx();
        int y = b.playerY() + c.dy();
        assertTrue(x >= 0 && y >= 0 && x < b.width() && y < b.height(),
                () -> where + ": " + c + " from (" + b.playerX() + ", " + b.playerY() + ") leaves the "
                        + b.width() + " x " + b.height() + " field");
        assertFalse(c.charge() && !s.canCharge(), () -> where + ": " + c + " with no charge left");
    }

    /** Plays a game to its end (or {@code maxTurns}), checking every choice; returns the end. */
    static TurnResult play(GameParameters p, int charges, long seed, int maxTurns, Player player) {
        Game game = TestCharges.set(Game.builder(p).random(RandomSource.seeded(seed)), charges).build();
        TurnResult last = null;
        while (!game.isOver() && game.turn() < maxTurns) {
            Situation s = Situation.of(game);
            Command c = player.choose(s);
            String where = "seed " + seed + ", " + p + ", charges " + charges + ", turn " + game.turn();
            assertAccepted(c, s, where);
            last = game.play(c);
            assertFalse(last instanceof TurnResult.Refused, () -> where + ": refused");
        }
        return last;
    }

    @Test
    void neverChoosesARefusedCommandOnAnySizeOrChargeLimit() {
        int games = 0;
        int won = 0;
        for (int i = 0; i < SIZES.size(); i++) {
            GameParameters p = SIZES.get(i);
            for (int charges : new int[] {0, 1, 3, TestCharges.UNLIMITED}) {
                for (long seed = 0; seed < 6; seed++) {
                    TurnResult end = play(p, charges, 1000L * i + seed, 300, new Autopilot());
                    games++;
                    if (end instanceof TurnResult.Won) {
                        won++;
                    }
                }
            }
        }
        assertTrue(won > games / 2, "it plays, not just stays legal: " + won + " of " + games + " won");
    }

    @Test
    void neverChoosesARefusedCommandOnTheStatementsSetupOver200Games() {
        GameParameters p = GameParameters.of(30, 17, 20, 40);
        for (long seed = 0; seed < 200; seed++) {
            play(p, 3, seed, 1000, new Autopilot(8, 4));
        }
    }

    @Test
    void withNoSafeMoveItStillChoosesAnAcceptedCommand() {
        // the player in a corner, every neighbouring cell covered: every move loses
        Field field = Field.of(6, 5);
        Board board = Board.builder(field).player(5, 0).robot(3, 0).robot(3, 1).robot(3, 2).robot(5, 2)
                .robot(4, 2).build();
        for (int charges : new int[] {0, 2}) {
            Situation s = situation(board, OptionalInt.of(charges), 5, 7);
            Command c = new Autopilot().choose(s);
            assertAccepted(c, s, "cornered, charges " + charges);
        }
    }

    @Test
    void takesTheExitWhenItIsOneStepAwayEvenWithRobotsAroundIt() {
        // a robot next to the exit does not matter: the game is won before it moves
        Field field = Field.of(6, 5);
        Board board = Board.builder(field).player(1, 2).robot(0, 1).robot(0, 3).robot(2, 1).build();
        Command c = new Autopilot().choose(situation(board, OptionalInt.of(0), 3, 10));
        assertEquals(new Command(-1, 0, false), c);
    }

    @Test
    void firesAChargeToClearARobotStandingOnTheExit() {
        Field field = Field.of(6, 5);
        Board board = Board.builder(field).player(1, 2).robot(0, 2).build();
        assertEquals(new Command(-1, 0, true), new Autopilot().choose(situation(board, OptionalInt.of(1), 1, 10)));
    }

    @Test
    void choicesDependOnTheSituationOnlyNotOnWhatTheAutopilotPlayedBefore() {
        GameParameters p = GameParameters.of(30, 17, 20, 40);
        List<Situation> situations = new ArrayList<>();
        List<Command> first = new ArrayList<>();
        Autopilot player = new Autopilot();
        for (long seed = 0; seed < 8; seed++) {
            Game game = Game.builder(p).random(RandomSource.seeded(seed)).charges(3).build();
            while (!game.isOver()) {
                Situation s = Situation.of(game);
                Command c = player.choose(s);
                situations.add(s);
                first.add(c);
                game.play(c);
            }
        }
        // the same situations in another order, to a fresh autopilot and to a used one
        Autopilot fresh = new Autopilot();
        Autopilot used = player;
        SplittableRandom order = new SplittableRandom(5);
        for (int k = 0; k < situations.size(); k++) {
            int i = order.nextInt(situations.size());
            Situation s = situations.get(i);
            assertEquals(first.get(i), fresh.choose(s), "situation " + i + " to a fresh autopilot");
            assertEquals(first.get(i), used.choose(s), "situation " + i + " to the used autopilot");
        }
    }

    @Test
    void aLargeFieldIsSearchedThroughAWindowAroundThePlayer() {
        GameParameters p = GameParameters.of(2000, 500, 40, 5000);
        Game game = Game.builder(p).random(RandomSource.seeded(3)).charges(3).build();
        Autopilot player = new Autopilot();
        for (int t = 0; t < 30 && !game.isOver(); t++) {
            Situation s = Situation.of(game);
            Command c = player.choose(s);
            assertAccepted(c, s, "turn " + t);
            assertFalse(game.play(c) instanceof TurnResult.Refused);
        }
        assertTrue(game.isOver() || game.playerX() < p.width() - 1, "it heads for the exit on the left");
    }

    @Test
    void refusesAnEmptySearchBudget() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Autopilot(0, 10));
        assertEquals("beamWidth: 0 (expected: 1 to 4096)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Autopilot(32, 0));
        assertEquals("depth: 0 (expected: 1 to 1000)", e.getMessage());
    }

    /**
     * A huge budget is refused by name: it used to throw NegativeArraySizeException (beam width
     * Integer.MAX_VALUE: 2 * width overflows) or run out of memory at construction (2^25).
     */
    /**
     * The search's robot planes are checked against the heap before they grow: the widest beam on
     * a crowded window (8193 slots of 25,598 robots, two planes) needs about 1.6 GiB, and a heap
     * with less gets one line naming the robots, the beam and both sizes instead of an
     * OutOfMemoryError.
     */
    @Test
    void aSearchSpaceLargerThanTheHeapIsRefusedWithItsSize() {
        int slots = 2 * Autopilot.MAX_BEAM_WIDTH + 1;
        int robots = 160 * 160 - 2;
        long need = 2L * 4 * slots * robots;
        assertEquals(null, SearchSpace.problem(robots, Autopilot.MAX_BEAM_WIDTH, slots, robots, need));
        assertEquals("autopilot: 25598 robots in view at beam width 4096 need about " + (need >> 20)
                + " MiB of search space, 512 MiB free (a narrower beam, or raise -Xmx)",
                SearchSpace.problem(robots, Autopilot.MAX_BEAM_WIDTH, slots, robots, 512L << 20));
        // the default budget on the same window: a few MiB
        assertEquals(null, SearchSpace.problem(robots, Autopilot.DEFAULT_BEAM_WIDTH,
                2 * Autopilot.DEFAULT_BEAM_WIDTH + 1, robots, 16L << 20));
    }

    @Test
    void refusesABudgetItCannotHold() {
        new Autopilot(4096, 1000);
        for (int width : new int[] {4097, 1 << 25, Integer.MAX_VALUE}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Autopilot(width, 10));
            assertEquals("beamWidth: " + width + " (expected: 1 to 4096)", e.getMessage());
        }
        for (int depth : new int[] {1001, Integer.MAX_VALUE}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Autopilot(32, depth));
            assertEquals("depth: " + depth + " (expected: 1 to 1000)", e.getMessage());
        }
    }

    /** A situation on {@code board} whose game has {@code robots} as its R. */
    static Situation situation(Board board, OptionalInt chargesLeft, int robots, int turn) {
        Field field = board.field();
        return new Situation(board, GameParameters.of(field.width(), field.height(), robots, field.pitCount()),
                chargesLeft, turn);
    }

    /**
     * A situation no game can be in is refused by name. It used to be accepted: -5 charges were
     * played as unlimited, a turn of Integer.MIN_VALUE overflowed the search's urge to hurry, and
     * (issue 46) a finished position, whose player stands on a robot or a pit, was answered with W.
     */
    @Test
    void aSituationChecksItsNumbers() {
        Board board = Board.builder(Field.of(5, 3, new int[] {1, 1})).build();
        GameParameters p = GameParameters.of(5, 3, 3, 1);
        new Situation(board, p, OptionalInt.empty(), 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Situation(board, p, OptionalInt.of(-2), 0));
        assertEquals("chargesLeft: -2 (expected: >= 0, or empty for no limit)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new Situation(board, p, OptionalInt.of(3), Integer.MIN_VALUE));
        assertEquals("turn: -2147483648 (expected: >= 0)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new Situation(board, GameParameters.of(5, 3, 3, 0), OptionalInt.of(3), 0));
        assertEquals("parameters: GameParameters[width=5, height=3, robots=3, pits=0] (expected: the board's"
                + " 5 x 3 with 1 pits)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new Situation(board, GameParameters.of(6, 3, 3, 1), OptionalInt.of(3), 0));
        assertTrue(e.getMessage().startsWith("parameters: "), e.getMessage());
        Board onRobot = Board.builder(board.field()).robot(4, 1).build();
        e = assertThrows(IllegalArgumentException.class, () -> new Situation(onRobot, p, OptionalInt.of(3), 0));
        assertEquals("board: the player is on a robot at (4, 1) (expected: a position the game goes on from)",
                e.getMessage());
        Board inPit = Board.builder(board.field()).player(1, 1).build();
        e = assertThrows(IllegalArgumentException.class, () -> new Situation(inPit, p, OptionalInt.of(3), 0));
        assertEquals("board: the player is on a pit at (1, 1) (expected: a position the game goes on from)",
                e.getMessage());
        NullPointerException npe = assertThrows(NullPointerException.class,
                () -> new Situation(null, p, OptionalInt.of(3), 0));
        assertEquals("board", npe.getMessage());
    }

    /**
     * A finished game has no situation (issue 46): the autopilot used to be handed its position and
     * answer W, a command the game then refused.
     */
    @Test
    void aFinishedGameHasNoSituation() {
        Game game = Game.builder(Board.builder(Field.of(3, 1)).build()).seed(1).build();
        game.play(Command.LEFT);
        game.play(Command.LEFT);
        assertTrue(game.isOver());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Situation.of(game));
        assertEquals("game: over, WIN on turn 2 (expected: a game that goes on)", e.getMessage());
    }

    /** R is the parameters' robots(), the robots on the field the board's robotCount(). */
    @Test
    void theSituationOfAGameIsItsParametersAndPosition() {
        Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).seed(3).charges(2).build();
        game.play(Command.LEFT);
        Situation s = Situation.of(game);
        assertEquals(game.parameters(), s.parameters());
        assertEquals(20, s.parameters().robots());
        assertEquals(game.robotCount(), s.board().robotCount());
        assertEquals(game.board(), s.board());
        assertEquals(OptionalInt.of(2), s.chargesLeft());
        assertEquals(1, s.turn());
    }

    /**
     * {@link Autopilot#memoryNeeded} bounds what the search asks the heap for: for the most robots a
     * window can show (at most R), it covers the robot planes that {@code SearchSpace.problem} checks
     * before allocating them, on whole small fields and through the window of large ones.
     */
    @Test
    void memoryNeededCoversTheSearchSpaceOfTheMostRobotsInView() {
        int[][] sizes = {{30, 17, 20}, {160, 160, 25_598}, {161, 100, 5000}, {1000, 1000, 1000}, {1000, 1000, 100_000}};
        for (int[] size : sizes) {
            GameParameters p = GameParameters.of(size[0], size[1], size[2], 0);
            int windowWidth = size[0] <= Arena.MAX_SPAN ? size[0] : 2 * Arena.WINDOW_RADIUS + 1;
            int windowHeight = size[1] <= Arena.MAX_SPAN ? size[1] : 2 * Arena.WINDOW_RADIUS + 1;
            int robotsInView = Math.min(size[2], windowWidth * windowHeight);
            for (int beam : new int[] {1, Autopilot.DEFAULT_BEAM_WIDTH, Autopilot.MAX_BEAM_WIDTH}) {
                long bound = Autopilot.memoryNeeded(p, beam);
                int slots = 2 * beam + 1;
                String where = size[0] + "x" + size[1] + " R " + size[2] + " beam " + beam + ": bound " + bound;
                assertEquals(null, SearchSpace.problem(robotsInView, beam, slots,
                        Math.max(robotsInView, 24), bound), where);
                if (beam > 1) {
                    assertTrue(bound > Autopilot.memoryNeeded(p, beam / 2), where);
                }
            }
        }
        // the issue's run: 1000x1000, 1000 robots, beam 4096 is about 70 MiB a game, 64 of them far over 256 MiB
        long issue = Autopilot.memoryNeeded(GameParameters.of(1000, 1000, 1000, 1000), 4096);
        assertTrue(issue > 64L << 20 && issue < 80L << 20, "bound " + issue);
        assertThrows(IllegalArgumentException.class, () -> Autopilot.memoryNeeded(GameParameters.of(5, 5, 0, 0), 0));
    }
}
