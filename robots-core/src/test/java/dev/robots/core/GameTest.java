package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.Pos;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.engine.GameMemory;
import dev.robots.core.engine.LivePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The turn loop's edges: refusals, charges, the end of a game, the builder's checks, memory. */
class GameTest {

    /** A game on an empty {@code width x height} field with the player at {@code (x, y)}. */
    static Game emptyGame(int width, int height, int x, int y, int charges) {
        Board start = ReferenceModel.toBoard(new State(width, height, Set.of(), Set.of(), new Pos(x, y), charges));
        return TestCharges.set(Game.builder(GameParameters.of(width, height, 0, 0)).start(start), charges)
                .random(ScriptedRandom.of()).build();
    }

    /** Moves off each edge are refused as a whole, with the edge named; nothing changes. */
    @ParameterizedTest(name = "{0} at ({1}, {2}) on 5 x 4: {3}")
    @CsvSource(delimiter = '|', value = {
        "U | 2 | 0 | U leaves the field: the player is on the top row",
        "UL | 2 | 0 | UL leaves the field: the player is on the top row",
        "URK | 2 | 0 | URK leaves the field: the player is on the top row",
        "D | 2 | 3 | D leaves the field: the player is on the bottom row",
        "DRK | 2 | 3 | DRK leaves the field: the player is on the bottom row",
        "L | 0 | 1 | L leaves the field: the player is in the leftmost column",
        "ULK | 0 | 1 | ULK leaves the field: the player is in the leftmost column",
        "R | 4 | 2 | R leaves the field: the player is in the rightmost column",
        "DR | 4 | 2 | DR leaves the field: the player is in the rightmost column",
        "UL | 0 | 0 | UL leaves the field: the player is on the top row",
        "DR | 4 | 3 | DR leaves the field: the player is on the bottom row",
    })
    void movesOffTheFieldAreRefused(String command, int x, int y, String reason) throws InvalidInputException {
        Game g = emptyGame(5, 4, x, y, 1);
        Board before = g.board();
        List<Event> events = new ArrayList<>();
        assertEquals(new TurnResult.Refused(TurnResult.Refused.Kind.LEAVES_FIELD, reason), g.play(Command.parse(command), events::add));
        assertEquals(before, g.board());
        assertEquals(1, TestCharges.left(g), "a refused K is not spent");
        assertEquals(0, g.turn());
        assertFalse(g.isOver());
        assertTrue(events.isEmpty());
    }

    @Test
    void oneRowFieldRefusesEveryVerticalMove() {
        Game g = emptyGame(3, 1, 1, 0, TestCharges.UNLIMITED);
        for (Command c : Command.all()) {
            if (c.dy() != 0) {
                assertInstanceOf(TurnResult.Refused.class, g.play(c), c.text());
            }
        }
        assertEquals(0, g.turn());
    }

    @Test
    void chargesAreCountedAndRefusedWhenSpent() {
        Game g = emptyGame(6, 5, 3, 2, 2);
        assertEquals(2, TestCharges.left(g));
        List<Event> events = new ArrayList<>();
        assertSame(TurnResult.CONTINUES, g.play(new Command(0, 0, true), events::add));
        assertEquals(1, g.turn());
        assertEquals(new Event.ChargeFired(3, 2, OptionalInt.of(1)), events.get(0));
        assertEquals(1, TestCharges.left(g));
        assertSame(TurnResult.CONTINUES, g.play(new Command(1, 0, true)));
        assertEquals(2, g.turn());
        assertEquals(0, TestCharges.left(g));
        Board before = g.board();
        assertEquals(new TurnResult.Refused(TurnResult.Refused.Kind.NO_CHARGES_LEFT, "no charges left (2 per game)"), g.play(new Command(0, 1, true)));
        assertEquals(before, g.board());
        assertEquals(2, g.turn());
        // moves without a charge still work
        assertSame(TurnResult.CONTINUES, g.play(new Command(0, 1, false)));
        assertEquals(3, g.turn());
        assertEquals(0, TestCharges.left(g));
    }

    @Test
    void zeroChargesRefusesEveryK() {
        Game g = emptyGame(6, 5, 3, 2, 0);
        for (Command c : Command.all()) {
            if (c.charge()) {
                assertEquals(new TurnResult.Refused(TurnResult.Refused.Kind.NO_CHARGES_LEFT, "no charges left (0 per game)"), g.play(c));
            }
        }
        assertEquals(0, g.turn());
    }

    @Test
    void unlimitedChargesStayUnlimited() {
        Game g = emptyGame(6, 5, 3, 2, TestCharges.UNLIMITED);
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            g.play(new Command(0, 0, true), events::add);
        }
        assertEquals(OptionalInt.empty(), g.chargesLeft());
        assertEquals(100, g.turn());
        assertTrue(events.contains(new Event.ChargeFired(3, 2, OptionalInt.empty())));
        assertEquals(OptionalInt.empty(), Game.builder(GameParameters.of(5, 3, 1, 1)).seed(1).build().chargesLeft(),
                "unlimited by default");
    }

    /** The charge clears the 8 neighbours of the player's cell before the move, nothing farther. */
    @Test
    void chargeClearsTheEightNeighboursBeforeTheMove() throws InvalidInputException {
        Set<Pos> ring = Set.of(new Pos(1, 1), new Pos(2, 1), new Pos(3, 1), new Pos(1, 2), new Pos(3, 2),
                new Pos(1, 3), new Pos(2, 3), new Pos(3, 3));
        Set<Pos> far = Set.of(new Pos(4, 4), new Pos(4, 0), new Pos(0, 4));
        Set<Pos> robots = new java.util.TreeSet<>(ring);
        robots.addAll(far);
        Board start = ReferenceModel.toBoard(new State(5, 5, Set.of(), robots, new Pos(2, 2), -1));
        Game g = Game.builder(GameParameters.of(5, 5, 12, 0)).start(start).random(ScriptedRandom.of(0)).build();
        List<Event> events = new ArrayList<>();
        // ULK: charge at (2, 2), then step onto (1, 1), a cell the charge cleared
        assertSame(TurnResult.CONTINUES, g.play(Command.parse("ULK"), events::add));
        assertEquals(1, g.turn());
        assertEquals(new Event.ChargeFired(2, 2, OptionalInt.empty()), events.get(0));
        Set<Pos> killed = new java.util.TreeSet<>();
        for (Event e : events.subList(1, 9)) {
            Event.ChargeKilled k = assertInstanceOf(Event.ChargeKilled.class, e);
            killed.add(new Pos(k.x(), k.y()));
        }
        assertEquals(ring, killed);
        // then the far robots step toward (1, 1), in the order of their cells, and 3 < R = 12 brings
        // one to the first free corner, (0, 0) (all four are free: the robots left (4,0), (0,4), (4,4))
        assertEquals(List.of(new Event.PlayerMoved(2, 2, 1, 1), new Event.RobotMoved(4, 0, 3, 1),
                new Event.RobotMoved(0, 4, 1, 3), new Event.RobotMoved(4, 4, 3, 3), new Event.Reinforced(0, 0)),
                events.subList(9, 14));
        assertEquals(14, events.size(), events::toString);
        assertEquals(Set.of(new Pos(3, 3), new Pos(3, 1), new Pos(1, 3), new Pos(0, 0)),
                ReferenceModel.of(g, -1).robots());
    }

    @Test
    void stepOntoARobotIsAHitBeforeAnythingMoves() throws InvalidInputException {
        Board start = ReferenceModel.toBoard(new State(5, 3, Set.of(), Set.of(new Pos(3, 1), new Pos(0, 0)),
                new Pos(4, 1), -1));
        Game g = Game.builder(GameParameters.of(5, 3, 2, 0)).start(start).random(ScriptedRandom.of()).build();
        assertEquals(new TurnResult.Lost(LossReason.HIT, 1), g.play(Command.parse("L")));
        assertEquals("LOST BY HIT", g.outcome().orElseThrow().line());
        assertTrue(g.hasRobot(0, 0), "robots did not move");
        assertEquals(3, g.playerX());
    }

    @Test
    void stepIntoAPitIsAFallAndTheExitIsAWin() throws InvalidInputException {
        Board start = ReferenceModel.toBoard(new State(3, 3, Set.of(new Pos(1, 0)), Set.of(), new Pos(1, 1), -1));
        Game fall = Game.builder(GameParameters.of(3, 3, 0, 1)).start(start).random(ScriptedRandom.of()).build();
        assertEquals(new TurnResult.Lost(LossReason.FALL, 1), fall.play(Command.parse("U")));
        assertEquals("LOST BY FALL", fall.outcome().orElseThrow().line());
        Game win = Game.builder(GameParameters.of(3, 3, 0, 1)).start(start).random(ScriptedRandom.of()).build();
        assertEquals(new TurnResult.Won(1), win.play(Command.parse("L")));
        assertEquals("WIN", win.outcome().orElseThrow().line());
    }

    @Test
    void playingAfterTheEndIsRefused() throws InvalidInputException {
        Game g = emptyGame(3, 1, 2, 0, TestCharges.UNLIMITED);
        assertEquals(Optional.empty(), g.outcome());
        assertSame(TurnResult.CONTINUES, g.play(Command.WAIT));
        assertEquals(1, g.turn());
        assertEquals(new TurnResult.Won(3), playTwice(g, Command.parse("L")));
        assertTrue(g.isOver());
        assertTrue(new TurnResult.Won(3).gameOver());
        assertFalse(TurnResult.CONTINUES.gameOver());
        assertEquals(0, TurnResult.Continues.class.getConstructors().length, "CONTINUES is the one instance");
        assertEquals("Continues[]", TurnResult.CONTINUES.toString());
        assertEquals(new TurnResult.Refused(TurnResult.Refused.Kind.GAME_OVER, "game is over: WIN"), g.play(Command.WAIT));
        List<Event> events = new ArrayList<>();
        assertEquals(TurnResult.Refused.Kind.GAME_OVER,
                ((TurnResult.Refused) g.play(new Command(1, 0, true), events::add)).kind());
        assertEquals(List.of(), events);
        assertEquals(3, g.turn());
    }

    private static TurnResult playTwice(Game g, Command c) {
        g.play(c);
        return g.play(c);
    }

    @Test
    void builderChecksItsArguments() {
        GameParameters p = GameParameters.of(5, 3, 2, 1);
        IllegalArgumentException charges = assertThrows(IllegalArgumentException.class,
                () -> Game.builder(p).charges(-1));
        assertEquals("charges: -1 (expected: >= 0; unlimitedCharges() for no limit)", charges.getMessage());
        IllegalArgumentException optional = assertThrows(IllegalArgumentException.class,
                () -> Game.builder(p).charges(OptionalInt.of(-1)));
        assertEquals("charges: -1 (expected: >= 0; unlimitedCharges() for no limit)", optional.getMessage());
        IllegalStateException noRandom = assertThrows(IllegalStateException.class, () -> Game.builder(p).build());
        assertEquals("random source not set: call random(...) or seed(...) first", noRandom.getMessage());
        Board wrongSize = Board.builder(Field.of(4, 3, new int[] {1, 1})).build();
        IllegalArgumentException size = assertThrows(IllegalArgumentException.class,
                () -> Game.builder(p).start(wrongSize));
        assertEquals("start board: 4 x 3 (expected: 5 x 3 as the parameters)", size.getMessage());
        Board wrongPits = Board.builder(Field.of(5, 3)).build();
        IllegalArgumentException pits = assertThrows(IllegalArgumentException.class,
                () -> Game.builder(p).start(wrongPits));
        assertEquals("start board pits: 0 (expected: 1 as the parameters)", pits.getMessage());
        assertThrows(NullPointerException.class, () -> Game.builder((GameParameters) null));
        assertThrows(NullPointerException.class, () -> Game.builder((Board) null));
        assertThrows(NullPointerException.class, () -> Game.builder(p).random(null));
        assertThrows(NullPointerException.class, () -> Game.builder(p).resolver(null));
        assertThrows(NullPointerException.class, () -> Game.builder(p).random(RandomSource.seeded(1)).build().play(null));
    }

    /**
     * A board may show a lost game; a game cannot start from one. Such starts were accepted: the
     * player then walked out of the pit it stood in, or away from the robot it stood on. The exit
     * stays allowed (a turn that stays there wins; the differential tests start there on purpose).
     */
    @Test
    void aStartOnARobotOrAPitIsRefused() {
        Field field = Field.of(5, 3, new int[] {2, 0});
        GameParameters p = GameParameters.of(5, 3, 1, 1);
        Board onRobot = Board.builder(field).robot(2, 2).player(2, 2).build();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Game.builder(p).start(onRobot).random(ScriptedRandom.of()).build());
        assertEquals("start board: the player is on a robot at (2, 2) (expected: a position the game goes on from)",
                e.getMessage());
        Board onPit = Board.builder(field).player(2, 0).build();
        e = assertThrows(IllegalArgumentException.class,
                () -> Game.builder(p).start(onPit).random(ScriptedRandom.of()).build());
        assertEquals("start board: the player is on a pit at (2, 0) (expected: a position the game goes on from)",
                e.getMessage());

        Board onExit = Board.builder(field).player(0, 1).build();
        Game won = Game.builder(p).start(onExit).random(ScriptedRandom.of()).build();
        assertEquals(new TurnResult.Won(1), won.play(Command.WAIT));
        Board next = Board.builder(field).robot(2, 2).player(1, 1).build();
        assertEquals(1, Game.builder(p).start(next).random(ScriptedRandom.of()).build().playerX());
        NullPointerException npe = assertThrows(NullPointerException.class, () -> Game.builder(p).start(null));
        assertEquals("start", npe.getMessage());
    }

    /**
     * A reinforcement drawn out of range is refused: {@code nextInt(4)} answering 4 used to index
     * past the corners (ArrayIndexOutOfBoundsException), and an answer below 4 but not below the
     * free corners took a stale corner, perhaps one a robot already stood on.
     */
    @Test
    void aReinforcementDrawnOutOfRangeIsRefused() {
        Board start = Board.builder(Field.of(5, 3)).build();
        Game g = Game.builder(GameParameters.of(5, 3, 1, 0)).start(start).random(bound -> bound).build();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> g.play(Command.WAIT));
        assertEquals("random source: nextInt(4) returned 4 (expected: 0 to 3)", e.getMessage());
    }

    /**
     * The turn count never wraps: a game without robots can be waited through for ever, and after
     * Integer.MAX_VALUE turns the next one used to be counted as turn -2147483648. (The count is
     * set by reflection: 2^31 real turns take minutes.)
     */
    @Test
    void theTurnCountStopsAtItsLimit() throws ReflectiveOperationException {
        Game g = emptyGame(5, 3, 4, 1, TestCharges.UNLIMITED);
        java.lang.reflect.Field position = Game.class.getDeclaredField("position");
        position.setAccessible(true);
        java.lang.reflect.Field turn = LivePosition.class.getDeclaredField("turn");
        turn.setAccessible(true);
        turn.setInt(position.get(g), Integer.MAX_VALUE - 1);
        assertSame(TurnResult.CONTINUES, g.play(Command.WAIT));
        assertEquals(Integer.MAX_VALUE, g.turn());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> g.play(Command.WAIT));
        assertEquals("turn limit: 2147483647 turns played (a game counts its turns in an int)", e.getMessage());
        assertEquals(Integer.MAX_VALUE, g.turn());
        assertEquals(4, g.playerX());
        assertInstanceOf(TurnResult.Refused.class, g.play(new Command(1, 0, false)), "a refusal is still a refusal");
    }

    @Test
    void aStartMayHoldMoreRobotsThanTheTarget() {
        Board crowded = ReferenceModel.toBoard(new State(9, 9, Set.of(),
                Set.of(new Pos(0, 0), new Pos(8, 0), new Pos(0, 8), new Pos(8, 8), new Pos(4, 0)), new Pos(8, 4), -1));
        Game g = Game.builder(GameParameters.of(9, 9, 2, 0)).start(crowded).random(ScriptedRandom.of()).build();
        assertEquals(5, g.robotCount());
        g.play(Command.WAIT);
        assertEquals(5, g.robotCount(), "no robot lost, none added");
        assertEquals(2, g.parameters().robots());
    }

    @Test
    void accessorsDescribeTheGame() {
        GameParameters p = GameParameters.of(30, 17, 20, 40);
        Game g = Game.builder(p).random(RandomSource.seeded(3)).charges(3).build();
        assertEquals(p, g.parameters());
        assertEquals(30, g.width());
        assertEquals(17, g.height());
        assertEquals(20, g.robotCount());
        assertEquals(40, g.field().pitCount());
        assertEquals(29, g.playerX());
        assertEquals(8, g.playerY());
        assertEquals(3, TestCharges.left(g));
        assertEquals(0, g.turn());
        // Two copies of one position are equal, and equal the position its text parses to.
        Board copy = g.board();
        assertEquals(copy, g.board());
        assertEquals(20, copy.robotCount());
        assertEquals(copy, assertDoesNotThrow(() -> TextFormat.parse(TextFormat.render(g))));
        assertEquals(Board.class, copy.getClass());
        assertEquals("sequential", g.resolver().name());
    }

    /** The board copy is a snapshot: later turns do not change it. */
    @Test
    void boardIsASnapshot() {
        Game g = Game.builder(GameParameters.of(10, 7, 6, 5)).random(RandomSource.seeded(8)).build();
        Board before = g.board();
        String text = TextFormat.render(before);
        g.play(Command.WAIT);
        assertEquals(text, TextFormat.render(before));
    }

    /**
     * A game that cannot fit is refused before anything is allocated, with a message that names
     * the board, what it needs, what is free and the largest board that would fit. Robots cost
     * nothing (they are bits): 2^30 cells need 640 MiB with or without 2^30 - 2 robots. (The
     * real refusal, in a JVM with a small heap, is RobotsJarIT's.)
     */
    @Test
    void theMemoryCheckNamesTheBoardAndTheLargestThatFits() {
        GameParameters full = GameParameters.of(32768, 32768, (1 << 30) - 2, 0);
        GameParameters empty = GameParameters.of(32768, 32768, 0, 0);
        assertEquals(640L << 20, Game.memoryNeeded(full));
        assertEquals(Game.memoryNeeded(empty), Game.memoryNeeded(full));
        assertEquals(null, GameMemory.problem(full, 640L << 20));
        assertEquals("board too large for this JVM: 32768 x 32768 needs about 640 MiB, 500 MiB free; the largest"
                + " board that fits now has about 838860800 cells (raise -Xmx)", GameMemory.problem(full, 500L << 20));
        assertEquals("board too large for this JVM: 32768 x 32768 needs about 640 MiB, 0 MiB free; the largest"
                + " board that fits now has about 0 cells (raise -Xmx)", GameMemory.problem(empty, -1));
    }

    /**
     * The estimate covers what a start really holds at once: the generator's 4 bit sets (pits,
     * robots, and the cells each must avoid), and the game's 4 (pits, the start's robots, its two
     * occupancy planes) with their summaries (a bit per 64 cells); nothing per robot. (A 2^30-cell
     * game used to pass with 3 bits a cell and then run out of memory in the generator on heaps
     * between 400 and 630 MiB.)
     */
    @Test
    void theMemoryEstimateCoversEveryBitSetAStartHolds() {
        for (GameParameters p : List.of(GameParameters.of(32768, 32768, 0, 0), GameParameters.of(30, 17, 20, 40),
                GameParameters.of(32768, 32768, 10_000_000, 0), GameParameters.of(1 << 29, 2, 1 << 29, 0))) {
            long bitSet = (p.cells() + 63) / 64 * 8;
            long summary = (p.cells() + 4095) / 4096 * 8;
            long need = Game.memoryNeeded(p);
            assertTrue(need >= 4 * bitSet + 3 * summary, p + ": " + need);
        }
    }
}
