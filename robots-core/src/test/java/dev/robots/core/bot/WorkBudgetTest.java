package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Board;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The ghost search's work budget ({@link WorkBudget#WORK_PER_POSITION}): it stops the heavy
 * decisions short of their depth, overshoots by at most the turn that crossed it, grows with
 * {@code R} past {@link WorkBudget#BUDGET_ROBOTS}, and leaves the plain search alone.
 */
class WorkBudgetTest {
    private static final int DEFAULT_LIMIT = WorkBudget.WORK_PER_POSITION * Autopilot.DEFAULT_BEAM_WIDTH
            * Autopilot.DEFAULT_DEPTH;

    /** The first decision of game {@code seed} of {@code size}, searched by {@code search}. */
    private static int firstDecision(BeamSearch search, GameParameters size, long seed) {
        Game game = Game.builder(size).random(RandomSource.seeded(seed)).charges(3).build();
        Board board = game.board();
        Arena arena = Arena.around(board.field(), board.playerX(), board.playerY(), null);
        int[] robots = new int[size.robots()];
        int count = 0;
        for (int y = 0; y < arena.height; y++) {
            for (int x = 0; x < arena.width; x++) {
                if (board.hasRobot(arena.originX + x, arena.originY + y)) {
                    robots[count++] = y * arena.width + x;
                }
            }
        }
        int player = (board.playerY() - arena.originY) * arena.width + board.playerX() - arena.originX;
        return search.decide(arena, player, Arrays.copyOf(robots, count), count, 3, size.robots(), 0);
    }

    @Test
    void theFirstDecisionsOfStatementGamesStopAtTheBudgetAndOvershootByOneTurnAtMost() {
        GameParameters statement = GameParameters.of(30, 17, 20, 40);
        BeamSearch search = new BeamSearch(Tuning.DEFAULT);
        // one turn of look-ahead: every kept position, every command, each with all its robots and ghosts
        long oneTurn = (long) Autopilot.DEFAULT_BEAM_WIDTH * CommandCodes.COUNT
                * (WorkBudget.OFFER_WORK + 4 * statement.robots() + Ghosts.CAP);
        int stopped = 0;
        for (long seed = 0; seed < 40; seed++) {
            firstDecision(search, statement, seed);
            assertEquals(DEFAULT_LIMIT, search.lastBudget().limit(), "seed " + seed);
            assertTrue(search.lastBudget().work() <= search.lastBudget().limit() + oneTurn, "seed " + seed + ": " + search.lastBudget().work());
            if (search.lastBudget().work() > search.lastBudget().limit()) {
                stopped++;
                assertTrue(search.lastDepth() < Autopilot.DEFAULT_DEPTH - 1, "seed " + seed + " stopped early");
            }
        }
        assertTrue(stopped >= 20, stopped + " of 40 first decisions stopped at the budget");
    }

    @Test
    void aGameOfMoreRobotsGetsABudgetInProportion() {
        BeamSearch search = new BeamSearch(Tuning.DEFAULT);
        firstDecision(search, GameParameters.of(60, 33, 79, 158), 1);
        assertEquals((long) DEFAULT_LIMIT * 79 / WorkBudget.BUDGET_ROBOTS, search.lastBudget().limit());
        firstDecision(search, GameParameters.of(15, 9, 8, 11), 1);
        assertEquals(DEFAULT_LIMIT, search.lastBudget().limit(), "fewer robots than 20: the budget of 20");
    }

    @Test
    void thePlainSearchHasNoBudget() {
        GameParameters statement = GameParameters.of(30, 17, 20, 40);
        BeamSearch plain = new BeamSearch(Tuning.DEFAULT.withGhostRisk(Double.NaN));
        int over = 0;
        int fullDepth = 0;
        for (long seed = 0; seed < 40; seed++) {
            firstDecision(plain, statement, seed);
            if (plain.lastBudget().work() > DEFAULT_LIMIT) {
                over++;
                fullDepth += plain.lastDepth() == Autopilot.DEFAULT_DEPTH ? 1 : 0;
            }
        }
        assertTrue(over >= 10, over + " of 40 did more work than the ghost search may");
        assertTrue(fullDepth >= over / 2, fullDepth + " of those " + over + " searched all 16 turns");
    }
}
