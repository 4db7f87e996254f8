package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search's private copy of the rules ({@link SearchRules}) agrees with the engine: from many
 * seeded positions, every command the search would play gives the robots the engine gives (the
 * engine's reinforcement, which the search leaves out, aside), and the same win or loss.
 */
class SearchRulesTest {

    /** Robot cells of a board, as the arena numbers them (row by row). */
    static int[] robotCells(Board b) {
        List<Integer> cells = new ArrayList<>();
        for (int y = 0; y < b.height(); y++) {
            for (int x = 0; x < b.width(); x++) {
                if (b.hasRobot(x, y)) {
                    cells.add(y * b.width() + x);
                }
            }
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The search's code of a command. */
    static int command(Command command) {
        return CommandCodes.move(command.dx(), command.dy()) + (command.charge() ? CommandCodes.CHARGE : 0);
    }

    /**
     * A random command (a move, a charge one time in four) from {@code before}, or null when its
     * move leaves the field: the three draws are taken either way, so the games stay the same.
     */
    static Command randomCommand(SplittableRandom random, Board before) {
        Command c = new Command(random.nextInt(3) - 1, random.nextInt(3) - 1, random.nextInt(4) == 0);
        int x = before.playerX() + c.dx();
        int y = before.playerY() + c.dy();
        Field field = before.field();
        return x < 0 || y < 0 || x >= field.width() || y >= field.height() ? null : c;
    }

    /** A small random board (2-15 x 1-10), up to a sixth pits and a third robots: the seeded games of both tests. */
    static GameParameters smallBoard(SplittableRandom random) {
        int width = 2 + random.nextInt(14);
        int height = 1 + random.nextInt(10);
        int cells = width * height;
        int pits = random.nextInt(Math.max(1, cells / 6));
        int robots = random.nextInt(Math.max(1, Math.min(cells - 2 - pits, cells / 3)));
        return GameParameters.of(width, height, robots, pits);
    }

    @Test
    void agreesWithTheEngineTurnByTurn() {
        int turns = 0;
        int[] seen = new int[3]; // continues, lost, won
        for (long seed = 0; seed < 1500; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            GameParameters p = smallBoard(random);
            int width = p.width();
            Game game = Game.builder(p).random(RandomSource.seeded(seed)).build();
            SearchRules search = new SearchRules();
            List<String> history = new ArrayList<>();
            while (!game.isOver() && game.turn() < 60) {
                Board before = game.board();
                Arena arena = Arena.around(before.field(), before.playerX(), before.playerY(), null);
                Command c = randomCommand(random, before);
                if (c == null) {
                    continue;
                }
                history.add(c.text());
                int[] robotsBefore = robotCells(before);
                int[] predicted = search.play(arena, before.playerY() * width + before.playerX(), robotsBefore,
                        robotsBefore.length, command(c));
                TurnResult result = game.play(c);
                String where = "seed " + seed + ", " + p + ", commands " + history;
                turns++;
                if (result instanceof TurnResult.Lost) {
                    assertNull(predicted, where + ": the engine lost, the search did not");
                    seen[1]++;
                } else if (result instanceof TurnResult.Won) {
                    assertNotNull(predicted, where + ": the engine won, the search lost");
                    assertEquals(0, predicted.length, where + ": the engine won, the search did not");
                    seen[2]++;
                } else {
                    assertNotNull(predicted, where + ": the engine went on, the search lost");
                    int[] actual = robotCells(game.board());
                    int[] expected = predicted.clone();
                    Arrays.sort(expected);
                    if (actual.length == expected.length + 1) {
                        // the engine's reinforcement: one more robot, on a corner
                        int[] withoutCorner = Arrays.stream(actual)
                                .filter(cell -> Arrays.binarySearch(expected, cell) < 0).toArray();
                        assertEquals(1, withoutCorner.length, where);
                        int corner = withoutCorner[0];
                        assertTrue(before.field().isCorner(corner % width, corner / width), where + ": " + corner);
                        actual = Arrays.stream(actual).filter(cell -> cell != corner).toArray();
                    }
                    assertArrayEquals(expected, actual, where);
                    seen[0]++;
                }
            }
        }
        assertTrue(turns > 5000 && seen[0] > 4000 && seen[1] > 500 && seen[2] > 50,
                "too few turns of each kind to mean much: " + turns + " " + Arrays.toString(seen));
    }

    @Test
    void theStatementsExampleSendsBothRobotsIntoThePit() throws Exception {
        // docs/rules.md, "A turn": on the statement's field, UL, UL sends the robot at row 9, column 26 into the pit
        // at row 7, column 27, and DR then sends the robot from row 8, column 24 into the same pit.
        Field field = Field.of(30, 17, new int[] {27, 7});
        Board start = Board.builder(field).robot(26, 9).robot(24, 8).build();
        Arena arena = Arena.around(field, 29, 8, null);
        SearchRules search = new SearchRules();
        int[] robots = robotCells(start);
        int player = 8 * 30 + 29;
        int upLeft = 0;
        int downRight = 8;
        int[] after1 = search.play(arena, player, robots, robots.length, upLeft);
        int[] after2 = search.play(arena, player - 31, after1, after1.length, upLeft);
        assertEquals(1, after2.length, "one robot fell: " + Arrays.toString(after2));
        int[] after3 = search.play(arena, player - 62, after2, after2.length, downRight);
        assertEquals(0, after3.length, "the second robot fell too: " + Arrays.toString(after3));
    }

    @Test
    void robotsArrivingTogetherMergeAndARobotNextToTheTargetCaptures() {
        Field field = Field.of(9, 5);
        // two robots two columns left of the player, one row above and one below: both step to (5, 2)
        Board start = Board.builder(field).robot(4, 1).robot(4, 3).player(7, 2).build();
        Arena arena = Arena.around(field, 7, 2, null);
        SearchRules search = new SearchRules();
        int[] robots = robotCells(start);
        int stay = CommandCodes.STAY;
        int[] after = search.play(arena, 2 * 9 + 7, robots, robots.length, stay);
        assertArrayEquals(new int[] {2 * 9 + 5}, after, "merged into one robot at (5, 2)");
        int left = 3;
        assertNull(search.play(arena, 2 * 9 + 7, after, after.length, left), "moving next to it loses");
        assertNull(search.play(arena, 2 * 9 + 6, after, after.length, left), "moving onto it loses");
        int charged = search.play(arena, 2 * 9 + 6, after, after.length, stay + CommandCodes.CHARGE).length;
        assertEquals(0, charged, "a charge clears the robot next to the player");
    }

    @Test
    void scoresTheRobotsAsTheyStepAsTheEvaluationValuesThem() {
        // robotsTurn sums each survivor's value and the moves it makes fatal in the pass that steps it;
        // here both are recomputed from the weights and the rules' definition of a fatal move
        Tuning tuning = Tuning.DEFAULT;
        int checked = 0;
        int nearby = 0;
        for (long seed = 0; seed < 400; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).random(RandomSource.seeded(seed)).build();
            SearchRules search = new SearchRules();
            Evaluation evaluation = new Evaluation(tuning);
            while (!game.isOver() && game.turn() < 30) {
                Board board = game.board();
                Arena arena = Arena.around(board.field(), board.playerX(), board.playerY(), null);
                search.use(arena);
                evaluation.use(arena);
                search.scoreRobotsWith(evaluation.exitChebyshev(), evaluation.robotValues());
                int[] robots = robotCells(board);
                int player = board.playerY() * 30 + board.playerX();
                for (int command = 0; command < CommandCodes.COUNT; command++) {
                    int move = command % CommandCodes.CHARGE;
                    int nx = board.playerX() + CommandCodes.dx(move);
                    int ny = board.playerY() + CommandCodes.dy(move);
                    if (nx < 0 || ny < 0 || nx >= 30 || ny >= 17) {
                        continue;
                    }
                    int[] after = new int[robots.length];
                    int kept = search.robotsTurn(robots, 0, robots.length, player, move,
                            command >= CommandCodes.CHARGE, 3, after, 0);
                    int exitDistance = Math.max(Math.abs(nx - arena.exitX), Math.abs(ny - arena.exitY));
                    double value = 0;
                    int fatal = 0;
                    for (int i = 0; i < kept; i++) {
                        int rx = after[i] % 30;
                        int ry = after[i] / 30;
                        int distance = Math.max(Math.abs(rx - nx), Math.abs(ry - ny));
                        int robotExit = Math.max(Math.abs(rx - arena.exitX), Math.abs(ry - arena.exitY));
                        boolean ahead = robotExit <= exitDistance;
                        value += tuning.robot(ahead, Tuning.band(distance));
                        for (int m = 0; m < CommandCodes.CHARGE; m++) {
                            int gapX = rx - nx - CommandCodes.dx(m);
                            int gapY = ry - ny - CommandCodes.dy(m);
                            if (Math.abs(gapX) <= 1 && Math.abs(gapY) <= 1) {
                                fatal |= 1 << m;
                            }
                        }
                    }
                    String where = "seed " + seed + ", turn " + game.turn() + ", command " + command;
                    assertEquals(value, search.lastRobotsValue(), where);
                    assertEquals(fatal, search.lastFatal(), where);
                    checked++;
                    nearby += fatal != 0 ? 1 : 0;
                }
                Command c = new Command(random.nextInt(3) - 1, random.nextInt(3) - 1, false);
                int x = board.playerX() + c.dx();
                int y = board.playerY() + c.dy();
                if (x >= 0 && y >= 0 && x < 30 && y < 17) {
                    game.play(c);
                } else {
                    game.play(Command.WAIT);
                }
            }
        }
        assertTrue(checked > 10000 && nearby > 500, "too few positions, or too few with a robot near: " + checked
                + " " + nearby);
    }
}
