package dev.robots.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

/**
 * {@link DecisionTimes} times every decision of the games it says it plays, and counts their wins:
 * the same seeded games played here without a clock give as many decisions and wins. No figure of
 * time is checked (a test does not time), only that there is one per decision and that they are
 * ordered as quantiles.
 */
class DecisionTimesTest {
    @Test
    void oneTimePerDecisionOfTheSeededGames() {
        GameParameters small = GameParameters.of(12, 7, 4, 8);
        int[] search = {8, 4, 2};
        DecisionTimes.Run run = DecisionTimes.play(small, search, 40, 6, ManagementFactory.getThreadMXBean());
        int decisions = 0;
        int won = 0;
        for (int g = 0; g < 6; g++) {
            Game game = Game.builder(small).random(RandomSource.seeded(40 + g)).charges(3).build();
            Autopilot autopilot = new Autopilot(search[0], search[1], search[2]);
            while (!game.isOver() && game.turn() < 1000) {
                game.play(autopilot.choose(Situation.of(game)));
                decisions++;
            }
            won += game.outcome().filter(end -> end instanceof TurnResult.Won).isPresent() ? 1 : 0;
        }
        assertEquals(decisions, run.nanos().length);
        assertEquals(won, run.won());
        assertEquals(6, run.games());
        assertTrue(decisions > 6, "the games took " + decisions + " decisions");
        for (long nanos : run.nanos()) {
            assertTrue(nanos >= 0, "a negative CPU time: " + nanos);
        }
        assertTrue(run.quantile(0) <= run.quantile(0.5) && run.quantile(0.5) <= run.quantile(0.99)
                && run.quantile(0.99) <= run.quantile(1), "quantiles out of order");
        int firsts = 0;
        for (boolean first : run.firstOfGame()) {
            firsts += first ? 1 : 0;
        }
        assertEquals(6, firsts, "one first decision per game");
        assertEquals(decisions, run.firstOfGame().length);
        assertTrue(run.firstOfGame()[0], "the run starts with a game's first decision");
        // the split covers every decision: the slowest is the slowest of one of its parts
        assertEquals(run.quantile(1), Math.max(run.quantile(1, true), run.quantile(1, false)));
    }
}
