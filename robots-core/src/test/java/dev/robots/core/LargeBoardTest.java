package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.Kind;
import dev.robots.core.ReferenceModel.Pos;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.ReferenceModel.Turn;
import dev.robots.core.Scenarios.Events;
import dev.robots.core.engine.Bits;
import dev.robots.core.engine.Draws;
import dev.robots.core.engine.ForcedWalk;
import dev.robots.core.engine.SequentialResolver.Walk;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Boards of more than 2^31 cells, up to {@link GameParameters#MAX_CELLS} = 2^32 (docs/rules.md,
 * "Decision (size)"): cell indices there pass what an {@code int} holds, signed (from 2^31) and
 * unsigned (the last cell, 2^32 - 1). Every walk of the sequential resolver plays seeded games
 * against {@link ReferenceModel} on 65536 x 65536 (rows of whole words) and 65535 x 65537
 * (2^32 - 1 cells, rows sharing words), with robots and pits clustered where the indices are
 * extreme: the four corners (reinforcements arrive there), the row where cells pass 2^31, and
 * around the player. The model's sets are compared through {@link Game#hasRobot} and the count,
 * so no test scans 2^32 cells one by one.
 *
 * <p>A game on these boards needs about 2.5 GiB of heap (planes of 512 MiB); the test JVM's
 * default maximum is a quarter of the machine's memory (6 GiB on the 24 GB CI machine).
 */
class LargeBoardTest {
    private static final int TURNS = 24;
    /** Turns of the sweep of all rows, which reads 2^26 words a turn. */
    private static final int SWEEP_TURNS = 8;

    @Test
    void everyWalkMatchesTheModelOnTheLargestBoard() {
        playEveryWalk(65536, 65536, 880_001L);
    }

    @Test
    void everyWalkMatchesTheModelWhereRowsShareWords() {
        assertEquals((1L << 32) - 1, 65535L * 65537);
        playEveryWalk(65535, 65537, 880_101L);
    }

    private static void playEveryWalk(int width, int height, long seed) {
        State start = clusteredStart(width, height, new SplittableRandom(seed));
        Board board = ReferenceModel.toBoard(start);
        assertEquals(start.robots().size(), board.robotCount(), "seed " + seed);
        for (Walk walk : Walk.values()) {
            DifferentialTest.Tally tally = new DifferentialTest.Tally();
            for (long game = 0; game < 2; game++) {
                play(board, start, walk, seed + 1 + game, tally);
            }
            // The games must have exercised the rules at these indices, not ended at once.
            int turns = tally.kinds.values().stream().mapToInt(Integer::intValue).sum();
            String what = width + " x " + height + ", " + walk + ": " + tally;
            assertTrue(turns >= 10 && tally.pitFalls >= 5 && tally.merges >= 5 && tally.reinforcements >= 2, what);
        }
    }

    /**
     * Robots and pits in 20 x 20 clusters at the corners, across the row where cells pass 2^31 (at
     * both ends and where the crossing is), and 20 to 40 cells left of and above the player (near
     * the bottom right), across its row and column so that robots merge from the first turns, far
     * enough that a game lasts a few turns.
     */
    private static State clusteredStart(int width, int height, SplittableRandom random) {
        int crossingRow = (int) ((1L << 31) / width);
        int crossingColumn = (int) ((1L << 31) % width);
        int[][] anchors = {
            {0, 0}, {width - 20, 0}, {0, height - 20}, {width - 20, height - 20},
            {0, crossingRow - 10}, {width - 20, crossingRow - 10},
            {Math.max(0, Math.min(width - 20, crossingColumn - 10)), crossingRow - 10},
            {width - 330, height - 300}, {width - 300, height - 330}, {width / 2, height / 2 - 10},
        };
        Pos player = new Pos(width - 290, height - 290);
        Pos exit = new Pos(0, height / 2);
        Set<Pos> pits = new TreeSet<>();
        Set<Pos> robots = new TreeSet<>();
        for (int[] anchor : anchors) {
            for (int n = 0; n < 120; n++) {
                Pos p = new Pos(anchor[0] + random.nextInt(20), anchor[1] + random.nextInt(20));
                if (p.equals(player) || p.equals(exit) || pits.contains(p) || robots.contains(p)) {
                    continue;
                }
                boolean corner = (p.x() == 0 || p.x() == width - 1) && (p.y() == 0 || p.y() == height - 1);
                if (n % 6 == 0 && !corner) {
                    pits.add(p);
                } else {
                    robots.add(p);
                }
            }
        }
        return new State(width, height, pits, robots, player, TestCharges.UNLIMITED);
    }

    /** One seeded game by {@code walk} against the model; every turn's robots, result and events compared. */
    private static void play(Board board, State start, Walk walk, long seed, DifferentialTest.Tally tally) {
        int target = start.robots().size();
        GameParameters parameters = GameParameters.of(start.width(), start.height(), target, start.pits().size());
        Game game = Game.builder(parameters).random(RandomSource.seeded(seed)).start(board)
                .resolver(new Resolver(new ForcedWalk(walk))).build();
        RandomSource modelRandom = RandomSource.seeded(seed);
        SplittableRandom commands = new SplittableRandom(seed);
        // The sweep of all rows tells no events: its turns are compared without a listener.
        boolean tell = !walk.sweeps();
        State state = start;
        List<String> history = new ArrayList<>();
        int turns = walk.sweeps() ? SWEEP_TURNS : TURNS;
        for (int t = 0; t < turns; t++) {
            Command command = Scenarios.command(commands, state);
            history.add(command.text());
            Supplier<String> where = () -> start.width() + " x " + start.height() + ", " + walk + ", seed " + seed
                    + ", commands " + history;
            List<Event> events = new ArrayList<>();
            TurnResult result = game.play(command, tell ? events::add : null);
            Turn expected = ReferenceModel.turn(state, target, command, modelRandom);
            tally.add(expected);
            assertEquals(expected.kind(), Scenarios.kind(result), () -> where.get() + ": result " + result);
            State after = expected.after();
            assertEquals(after.robots().size(), game.robotCount(), () -> where.get() + ": robots");
            for (Pos robot : after.robots()) {
                assertTrue(game.hasRobot(robot.x(), robot.y()), () -> where.get() + ": no robot at " + robot);
            }
            assertEquals(after.player(), new Pos(game.playerX(), game.playerY()), () -> where.get() + ": player");
            if (tell) {
                Events told = Events.of(events);
                assertEquals(expected.robotMoves(), told.robotMoves(), () -> where.get() + ": robot moves");
                assertEquals(Scenarios.multiset(expected.pitFalls()), told.pitFalls(), () -> where.get() + ": falls");
                assertEquals(Scenarios.multiset(expected.merges()), told.merges(), () -> where.get() + ": merges");
                assertEquals(Scenarios.multiset(expected.chargeKills()), told.chargeKills(),
                        () -> where.get() + ": charge kills");
                List<Pos> reinforced = expected.reinforcement() == null ? List.of() : List.of(expected.reinforcement());
                assertEquals(reinforced, told.reinforcements(), () -> where.get() + ": reinforcement");
            }
            state = after;
            if (expected.kind() != Kind.REFUSED && expected.kind() != Kind.CONTINUES) {
                return;
            }
        }
    }

    /**
     * The generator on the largest board: pits and robots where asked, uniformly over all 2^32
     * cells (about half of them past cell 2^31, where a draw takes two {@code nextInt}s), none on
     * the player, the exit or (pits) a corner.
     */
    @Test
    void theGeneratorReachesEveryPartOfTheLargestBoard() {
        GameParameters parameters = GameParameters.of(65536, 65536, 20_000, 2_000);
        Board board = FieldGenerator.generate(parameters, RandomSource.seeded(880_201L));
        assertEquals(20_000, board.robotCount());
        assertEquals(2_000, board.field().pitCount());
        long[] robots = board.robotBits();
        long[] pits = board.field().bits().pitBits();
        long upperRobots = 0;
        long upperPits = 0;
        long half = robots.length / 2;
        for (int k = 0; k < robots.length; k++) {
            assertEquals(0, robots[k] & pits[k], "word " + k + ": a robot on a pit");
            if (k >= half) {
                upperRobots += Long.bitCount(robots[k]);
                upperPits += Long.bitCount(pits[k]);
            }
        }
        // Binomial(20000, 1/2): 10000 +- 71 (sd); 5 sd either way. Binomial(2000, 1/2): 1000 +- 22.
        assertTrue(Math.abs(upperRobots - 10_000) < 355, "robots past cell 2^31: " + upperRobots);
        assertTrue(Math.abs(upperPits - 1_000) < 112, "pits past cell 2^31: " + upperPits);
        Field field = board.field();
        assertTrue(!board.hasRobot(field.startX(), field.startY()) && !field.isPit(field.startX(), field.startY()));
        assertTrue(!board.hasRobot(0, field.exitY()) && !field.isPit(0, field.exitY()));
        for (long corner : field.bits().cornerCells()) {
            assertTrue(!Bits.get(pits, corner), "a pit on corner cell " + corner);
        }
    }

    /** A bound past an int is drawn as two nextInt calls, high 16 bits first, again while not below it. */
    @Test
    void aDrawPastAnIntTakesTwoNextIntsAndRejectsWhatIsNotBelowTheBound() {
        ScriptedRandom lastCell = ScriptedRandom.of(65535, 65535);
        assertEquals((1L << 32) - 1, Draws.drawCell(lastCell, 1L << 32));
        assertEquals(0, lastCell.remaining());
        // 2^31 + 5: the high part is drawn below 32769; 2^31 + 6 is not below the bound, drawn again.
        ScriptedRandom rejected = ScriptedRandom.of(32768, 6, 32768, 4);
        assertEquals((1L << 31) + 4, Draws.drawCell(rejected, (1L << 31) + 5));
        assertEquals(0, rejected.remaining());
        // Below 2^31: one nextInt with the bound itself, as on every board of fewer cells.
        ScriptedRandom one = ScriptedRandom.of(Integer.MAX_VALUE - 1);
        assertEquals(Integer.MAX_VALUE - 1, Draws.drawCell(one, Integer.MAX_VALUE));
        assertEquals(0, one.remaining());
    }
}
