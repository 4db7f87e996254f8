package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.Kind;
import dev.robots.core.ReferenceModel.Pos;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.ReferenceModel.Turn;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * What every {@link Resolver} must do (docs/rules.md, "A turn", step 4), as one suite each implementation runs
 * by extending this class and naming itself in {@link #resolver()} (in the manner of JCTools'
 * {@code QueueSanityTest}). Everything goes through the public API: a {@link Game} built with
 * {@code Game.builder(...).resolver(resolver())}, usually from a hand-made start, played with
 * {@code W} (stay) so that only the robots move.
 */
abstract class ResolverContractTest {

    /** The resolver under test; a fresh one or a shared one, as the implementation allows. */
    protected abstract Resolver resolver();

    /** A game from {@code robots} and {@code pits} on a {@code width x height} field, the player at {@code player}. */
    Game game(int width, int height, Set<Pos> pits, Set<Pos> robots, Pos player, int robotTarget, RandomSource random) {
        State s = new State(width, height, pits, robots, player, TestCharges.UNLIMITED);
        return Game.builder(GameParameters.of(width, height, robotTarget, pits.size()))
                .start(ReferenceModel.toBoard(s)).random(random).resolver(resolver()).build();
    }

    /** The same with no reinforcement (R = 0) and a random source that fails if asked. */
    Game game(int width, int height, Set<Pos> pits, Set<Pos> robots, Pos player) {
        return game(width, height, pits, robots, player, 0, ScriptedRandom.of());
    }

    static Set<Pos> robots(Game game) {
        return ReferenceModel.of(game, TestCharges.left(game)).robots();
    }

    static Set<Pos> cells(int... xy) {
        Set<Pos> cells = new TreeSet<>();
        for (int i = 0; i < xy.length; i += 2) {
            cells.add(new Pos(xy[i], xy[i + 1]));
        }
        return cells;
    }

    @Test
    void hasAName() {
        assertFalse(resolver().name().isBlank());
        assertEquals(resolver().name(), resolver().toString());
    }

    @Test
    void isTheGamesResolver() {
        Game g = game(5, 3, Set.of(), Set.of(), new Pos(4, 1));
        assertEquals(resolver().name(), g.resolver().name());
    }

    /**
     * Simultaneity: a line of robots all stepping right, each into the cell its neighbour leaves,
     * keeps every robot (a resolver that moved them one at a time into a still-occupied cell would
     * merge them).
     */
    @Test
    void aRobotMayStepIntoACellAnotherLeaves() {
        Game g = game(10, 1, Set.of(), cells(2, 0, 3, 0, 4, 0, 5, 0), new Pos(9, 0));
        List<Event> events = new ArrayList<>();
        assertSame(TurnResult.CONTINUES, g.play(Command.WAIT, events::add));
        assertEquals(1, g.turn());
        assertEquals(cells(3, 0, 4, 0, 5, 0, 6, 0), robots(g));
        assertEquals(4, g.robotCount());
        assertTrue(events.stream().noneMatch(e -> e instanceof Event.Merged), events::toString);
        // diagonally too, and whichever order the robots are stored in: the same line the other way
        Game left = game(10, 10, Set.of(), cells(7, 7, 6, 6, 5, 5), new Pos(0, 0));
        left.play(Command.WAIT);
        assertEquals(cells(6, 6, 5, 5, 4, 4), robots(left));
    }

    /** Robots arriving on one cell merge into exactly one, one {@link Event.Merged} per robot lost. */
    @Test
    void threeRobotsMeetingLeaveExactlyOne() {
        // player at (5, 1): (0,0), (0,1) and (0,2) all step to (1,1)
        Game g = game(6, 3, Set.of(), cells(0, 0, 0, 1, 0, 2), new Pos(5, 1));
        List<Event> events = new ArrayList<>();
        g.play(Command.WAIT, events::add);
        assertEquals(cells(1, 1), robots(g));
        assertEquals(1, g.robotCount());
        assertEquals(List.of(new Event.Merged(1, 1), new Event.Merged(1, 1)), mergesIn(events));
    }

    @Test
    void twoSeparateCollisionsInOneStep() {
        // player at (4, 4) on 9 x 9: (0,3), (0,4) and (0,5) meet at (1,4); (8,3), (8,4) and (8,5)
        // at (7,4); (4,0) steps to (4,1) alone
        Game g = game(9, 9, Set.of(), cells(0, 3, 0, 4, 0, 5, 8, 3, 8, 4, 8, 5, 4, 0), new Pos(4, 4));
        List<Event> events = new ArrayList<>();
        g.play(Command.WAIT, events::add);
        assertEquals(cells(1, 4, 7, 4, 4, 1), robots(g));
        List<Event> merges = mergesIn(events);
        assertEquals(4, merges.size(), events::toString);
        assertEquals(2, merges.stream().filter(new Event.Merged(1, 4)::equals).count());
        assertEquals(2, merges.stream().filter(new Event.Merged(7, 4)::equals).count());
    }

    @Test
    void aRobotSteppingOntoAPitIsGoneAndThePitStays() {
        Game g = game(7, 3, cells(3, 1), cells(2, 1, 2, 0), new Pos(6, 1));
        List<Event> events = new ArrayList<>();
        g.play(Command.WAIT, events::add);
        // (2,1) steps right into the pit at (3,1); (2,0) steps down-right onto it too
        assertEquals(Set.of(), robots(g));
        assertEquals(0, g.robotCount());
        assertEquals(List.of(new Event.FellIntoPit(3, 1), new Event.FellIntoPit(3, 1)), fallsIn(events));
        assertTrue(g.field().isPit(3, 1));
        assertFalse(g.hasRobot(3, 1));
    }

    @Test
    void aRobotReachingThePlayerCaptures() {
        Game g = game(5, 3, Set.of(), cells(2, 0), new Pos(3, 1));
        TurnResult r = g.play(Command.WAIT);
        assertEquals(new TurnResult.Lost(LossReason.CAPTURE, 1), r);
        assertTrue(g.isOver());
        assertTrue(g.hasRobot(3, 1), "the capturing robot stands on the player's cell");
    }

    /** Capture ends the game whatever else happens in the step: merges and falls elsewhere. */
    @Test
    void captureWinsOverEverythingElseInTheStep() {
        // player (4,2): (3,1) and (3,3) and (3,2) all step onto the player; (0,2) steps into the pit (1,2)
        Game g = game(6, 5, cells(1, 2), cells(3, 1, 3, 3, 3, 2, 0, 2), new Pos(4, 2));
        List<Event> events = new ArrayList<>();
        TurnResult r = g.play(Command.WAIT, events::add);
        assertInstanceOf(TurnResult.Lost.class, r);
        assertEquals(LossReason.CAPTURE, ((TurnResult.Lost) r).reason());
        assertEquals(cells(4, 2), robots(g));
        assertEquals(2, mergesIn(events).size());
        assertEquals(List.of(new Event.FellIntoPit(1, 2)), fallsIn(events));
    }

    /** Each of the 8 directions, from 2 cells away and from far away (off the diagonals). */
    @Test
    void robotsStepInAllEightDirections() {
        Pos player = new Pos(20, 20);
        Set<Pos> near = new TreeSet<>();
        Set<Pos> nearExpected = new TreeSet<>();
        Set<Pos> far = new TreeSet<>();
        Set<Pos> farExpected = new TreeSet<>();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                if (dx == 0 && dy == 0) {
                    continue;
                }
                near.add(player.plus(2 * dx, 2 * dy));
                nearExpected.add(player.plus(dx, dy));
                // 15 columns and 12 rows away: the step is still one cell, the signs of the offsets
                Pos f = player.plus(15 * dx, 12 * dy);
                far.add(f);
                farExpected.add(f.plus(-dx, -dy));
            }
        }
        Game g = game(41, 41, Set.of(), near, player);
        g.play(Command.WAIT);
        assertEquals(nearExpected, robots(g));
        Game h = game(41, 41, Set.of(), far, player);
        h.play(Command.WAIT);
        assertEquals(farExpected, robots(h));
    }

    /** Robots aim at the player's cell after its move, not before. */
    @Test
    void robotsChaseThePlayersNewCell() throws InvalidInputException {
        Game g = game(9, 5, Set.of(), cells(4, 0), new Pos(4, 4));
        g.play(Command.parse("L"));
        assertEquals(cells(3, 1), robots(g));
        g.play(Command.parse("R"));
        assertEquals(cells(4, 2), robots(g));
        g.play(Command.WAIT);
        assertEquals(cells(4, 3), robots(g));
    }

    /** The resolver gives the reference model's turn on random boards (through the whole game). */
    @Test
    void matchesTheReferenceModelOnRandomBoards() {
        for (long seed = 0; seed < 600; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            DifferentialTest.play(seed, 2 + random.nextInt(10), 1 + random.nextInt(10), resolver());
        }
    }

    /**
     * 16384 x 16384 = 2^28 cells with a few robots near the far corner, pits there too: the cell
     * indexes pass 2^27 and nothing overflows; compared turn by turn with the reference model,
     * which works on the position sets alone. Reinforcements arrive on the far corners.
     */
    @Test
    void hugeBoardFarFromTheOrigin() throws InvalidInputException {
        int n = 16384;
        // the player 10 cells from the far corner; a pit on its row (n-12) and on its diagonal (n-7)
        Pos player = new Pos(n - 10, n - 10);
        Set<Pos> pits = cells(n - 12, n - 10, n - 7, n - 7, 5, 5);
        Set<Pos> robots = cells(
                n - 13, n - 10, // steps into the pit on its row at once
                n - 5, n - 5, // into the diagonal pit on turn 2
                n - 16, n - 11, n - 16, n - 10, n - 16, n - 9, // three meeting at (n-15, n-10)
                n - 10, n - 16, // straight down the player's column
                n - 1, n - 1); // leaves the far corner free for the reinforcements
        checkAgainstReference(n, n, pits, robots, player, 8, List.of("W", "W", "UL", "W", "DR", "W", "L", "W"));
    }

    /** A one-row board of 2^28 cells: x up to 2^28 - 1. */
    @Test
    void hugeOneRowBoard() throws InvalidInputException {
        int n = 1 << 28;
        Set<Pos> pits = cells(n - 10, 0);
        Set<Pos> robots = cells(n - 13, 0, n - 12, 0, n - 11, 0, n - 1, 0);
        Pos player = new Pos(n - 6, 0);
        checkAgainstReference(n, 1, pits, robots, player, 4, List.of("W", "L", "W", "W", "R", "W"));
    }

    private void checkAgainstReference(int width, int height, Set<Pos> pits, Set<Pos> robots, Pos player,
            int robotTarget, List<String> commands) throws InvalidInputException {
        long seed = 28;
        Game g = game(width, height, pits, robots, player, robotTarget, RandomSource.seeded(seed));
        RandomSource modelRandom = RandomSource.seeded(seed);
        State s = new State(width, height, pits, robots, player, TestCharges.UNLIMITED);
        for (String line : commands) {
            Command c = Command.parse(line);
            List<Event> events = new ArrayList<>();
            TurnResult result = g.play(c, events::add);
            Turn expected = ReferenceModel.turn(s, robotTarget, c, modelRandom);
            s = expected.after();
            String where = "after " + line + ": expected " + s.robots();
            assertEquals(expected.kind(), Scenarios.kind(result), where);
            assertEquals(s.robots().size(), g.robotCount(), where);
            for (Pos r : s.robots()) {
                assertTrue(g.hasRobot(r.x(), r.y()), where + ": no robot at " + r);
            }
            assertEquals(s.player(), new Pos(g.playerX(), g.playerY()), where);
            Scenarios.Events ev = Scenarios.Events.of(events);
            assertEquals(Scenarios.multiset(expected.pitFalls()), ev.pitFalls(), where);
            assertEquals(Scenarios.multiset(expected.merges()), ev.merges(), where);
            assertEquals(expected.reinforcement() == null ? List.of() : List.of(expected.reinforcement()),
                    ev.reinforcements(), where);
            if (expected.kind() != Kind.CONTINUES) {
                break;
            }
        }
        assertTrue(g.turn() >= 4, "the scripted game ended early, on turn " + g.turn());
    }

    private static List<Event> mergesIn(List<Event> events) {
        return events.stream().filter(e -> e instanceof Event.Merged).toList();
    }

    private static List<Event> fallsIn(List<Event> events) {
        return events.stream().filter(e -> e instanceof Event.FellIntoPit).toList();
    }
}
