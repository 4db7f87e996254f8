package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The ghosts of {@link Ghosts} against the futures they stand for. For one reinforcement, the ghost
 * on each cell must hold the share of its corners (one future per free corner, each stepped by a
 * naive copy of the rules here) whose robot stands there and has neither fallen nor reached the
 * player; and the line's survival must be the share of the futures whose robot did not reach it.
 * The comparison stops when half the robot is gone: the ghosts then call the next reinforcement,
 * which the one-robot futures do not have.
 */
class GhostsTest {
    private static final int[][] CORNERS = {{0, 0}, {29, 0}, {0, 16}, {29, 16}};

    @Test
    void oneReinforcementsGhostsAreTheMeanOfItsFutures() {
        int turnsCompared = 0;
        int merges = 0;
        int captures = 0;
        for (long seed = 0; seed < 300; seed++) {
            Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).random(RandomSource.seeded(seed)).build();
            Field field = game.board().field();
            Arena arena = Arena.around(field, 29, 8, null);
            Evaluation evaluation = new Evaluation(Tuning.DEFAULT);
            evaluation.use(arena);
            SearchRules rules = new SearchRules();
            rules.use(arena);
            rules.scoreRobotsWith(evaluation.exitChebyshev(), evaluation.robotValues());
            Ghosts ghosts = new Ghosts();
            ghosts.use(arena.cells);
            Generation from = new Generation(1);
            Generation into = new Generation(1);
            SplittableRandom moves = new SplittableRandom(seed);

            int player = 8 * 30 + 29;
            int[][] robot = new int[4][]; // each future's robot {x, y}, or null when gone
            boolean[] caught = new boolean[4];
            int futures = 0;
            for (int turn = 0; turn < 40; turn++) {
                int move = legalMove(arena, player, moves);
                if (move < 0) {
                    break;
                }
                int next = rules.target(player, move);
                int nx = arena.xOf[next];
                int ny = arena.yOf[next];
                rules.robotsTurn(new int[0], 0, 0, player, move, false, BeamSearch.UNLIMITED, new int[0], 0);
                int count = ghosts.step(arena, rules, from, 0, into, 0, player, next, false, 0, 1,
                        evaluation.exitChebyshev(), evaluation.robotValues());
                // the futures: the robot of each corner, placed after the first turn, then stepped
                for (int c = 0; c < 4; c++) {
                    if (turn == 0) {
                        boolean free = !(CORNERS[c][0] == nx && CORNERS[c][1] == ny);
                        robot[c] = free ? CORNERS[c].clone() : null;
                        futures += free ? 1 : 0;
                    } else if (robot[c] != null) {
                        if (Math.abs(robot[c][0] - nx) <= 1 && Math.abs(robot[c][1] - ny) <= 1) {
                            caught[c] = true;
                            robot[c] = null;
                        } else {
                            robot[c][0] += Integer.signum(nx - robot[c][0]);
                            robot[c][1] += Integer.signum(ny - robot[c][1]);
                            if (arena.pit[robot[c][1] * 30 + robot[c][0]]) {
                                robot[c] = null;
                            }
                        }
                    }
                }
                double[] expected = new double[arena.cells];
                double alive = 0;
                int caughtCount = 0;
                for (int c = 0; c < 4; c++) {
                    if (robot[c] != null) {
                        expected[robot[c][1] * 30 + robot[c][0]] += 1.0 / futures;
                        alive += 1.0 / futures;
                    }
                    caughtCount += caught[c] ? 1 : 0;
                }
                if (alive < 0.5) {
                    break; // the ghosts call the next reinforcement here; the futures hold one robot
                }
                double[] actual = new double[arena.cells];
                for (int i = 0; i < count; i++) {
                    actual[into.ghostCell[i]] += into.ghostChance[i];
                }
                for (int cell = 0; cell < arena.cells; cell++) {
                    assertEquals(expected[cell], actual[cell], 1e-12, "seed " + seed + ", turn " + turn + ", cell " + cell);
                }
                merges += count < (int) Math.round(alive * futures) ? 1 : 0;
                assertEquals(alive, ghosts.lastChance(), 1e-12, "seed " + seed + ", turn " + turn + ": robots to expect");
                if (caughtCount <= 1) {
                    assertEquals(1 - caughtCount / (double) futures, Math.exp(ghosts.lastLnSurvival()), 1e-9,
                            "seed " + seed + ", turn " + turn + ": survival");
                }
                captures += caughtCount > 0 ? 1 : 0;
                turnsCompared++;
                player = next;
                Generation swap = from;
                from = into;
                into = swap;
            }
        }
        assertTrue(turnsCompared > 1000, "turns compared: " + turnsCompared);
        assertTrue(merges > 0, "no two futures' robots met: the merge was not tested");
        assertTrue(captures > 0, "no future's robot reached the player: the survival was not tested");
    }

    /** A random move that stays in the arena, off pits; biased toward the exit so that lines cross the field. */
    private static int legalMove(Arena arena, int player, SplittableRandom random) {
        int[] legal = new int[2 * CommandCodes.CHARGE];
        int n = 0;
        for (int move = 0; move < CommandCodes.CHARGE; move++) {
            int x = arena.xOf[player] + CommandCodes.dx(move);
            int y = arena.yOf[player] + CommandCodes.dy(move);
            if (arena.inside(x, y) && !arena.pit[y * arena.width + x] && y * arena.width + x != arena.exitCell) {
                legal[n++] = move;
                if (CommandCodes.dx(move) < 0) {
                    legal[n++] = move; // twice as likely
                }
            }
        }
        return n == 0 ? -1 : Arrays.copyOf(legal, n)[random.nextInt(n)];
    }
}
