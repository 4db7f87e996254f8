package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.bot.MoveSafety;
import dev.robots.core.bot.MoveSafety.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The campaign ({@link Variant#campaign()}): it grows from an easy start to the statement's game and
 * beyond, as a careful beginner finds it, every level opens with no robot able to catch the player on
 * the first turn, and a loss is retried.
 */
class CampaignTest {
    private static final Variant CAMPAIGN = Variant.campaign();
    private static final int GAMES = 300;

    @Test
    void levelElevenIsTheStatementsGameAndEveryLevelKeepsItsBoard() {
        assertEquals(14, CAMPAIGN.levels());
        assertEquals(GameParameters.of(30, 17, 20, 40), CAMPAIGN.parameters(11));
        for (int level = 1; level <= CAMPAIGN.levels(); level++) {
            GameParameters p = CAMPAIGN.parameters(level);
            assertEquals(List.of(30, 17, 40), List.of(p.width(), p.height(), p.pits()), "level " + level);
            assertEquals(OptionalInt.of(3), CAMPAIGN.charges(level), "level " + level);
            if (level > 1) {
                assertTrue(p.robots() > CAMPAIGN.parameters(level - 1).robots(), "more robots at level " + level);
            }
        }
    }

    /**
     * A careful beginner (steps onto a safe cell, the one nearest the exit; charges when only a
     * charged step is safe) wins most games of level 1 and fewer level after level: the levels are
     * ordered by how hard they are to play, not only by their numbers.
     */
    @Test
    void aCarefulBeginnerWinsMostOfLevelOneAndFewerAtEachLevelAfter() {
        List<Double> rates = new ArrayList<>();
        for (int level = 1; level <= CAMPAIGN.levels(); level++) {
            int won = 0;
            for (long seed = 0; seed < GAMES; seed++) {
                Game game = CAMPAIGN.start(level, RandomSource.seeded(seed));
                while (!game.isOver() && game.turn() < 1000) {
                    game.play(beginnersMove(game));
                }
                won += game.outcome().filter(TurnResult.Won.class::isInstance).isPresent() ? 1 : 0;
            }
            rates.add(100.0 * won / GAMES);
        }
        String table = "wins per level: " + rates;
        assertTrue(rates.get(0) >= 80, table);
        for (int level = 2; level <= rates.size(); level++) {
            // Noise of 300 games: up to about 3 points near 10% and above.
            assertTrue(rates.get(level - 1) <= rates.get(level - 2) + 3, "level " + level + ": " + table);
        }
        assertTrue(rates.get(0) - rates.get(3) >= 30, "level 4 is much harder than level 1: " + table);
        assertTrue(rates.get(10) < 10, "the statement's game needs more than the beginner's care: " + table);
    }

    @Test
    void noRobotCanCatchThePlayerOnTheFirstTurnWhateverItDoes() {
        int redrawn = 0;
        for (int level = 1; level <= CAMPAIGN.levels(); level++) {
            for (long seed = 0; seed < 200; seed++) {
                Game game = CAMPAIGN.start(level, RandomSource.seeded(seed));
                for (boolean charged : new boolean[] {false, true}) {
                    List<Verdict> verdicts = MoveSafety.around(game, charged);
                    for (int i = 0; i < 9; i++) {
                        String where = "level " + level + ", seed " + seed + ", move " + i + (charged ? " charged" : "");
                        if (verdicts.get(i) instanceof Verdict.Loses loses) {
                            assertEquals(LossReason.FALL, loses.reason(), where + ": only a pit can end it");
                        }
                    }
                    assertTrue(verdicts.get(4) instanceof Verdict.Safe, "waiting is safe");
                }
                Game any = Variant.single(CAMPAIGN.parameters(level), OptionalInt.of(3))
                        .start(1, RandomSource.seeded(seed));
                redrawn += TextFormat.render(any).equals(TextFormat.render(game)) ? 0 : 1;
            }
        }
        assertTrue(redrawn > 200, "the opening rule had work to do: " + redrawn + " starts redrawn");
    }

    @Test
    void aWinLeadsToTheNextLevelAndALossToTheSameOne() {
        TurnResult.Ended won = new TurnResult.Won(30);
        TurnResult.Ended lost = new TurnResult.Lost(LossReason.CAPTURE, 9);
        assertEquals(2, CAMPAIGN.levelAfter(1, won));
        assertEquals(5, CAMPAIGN.levelAfter(5, lost));
        assertEquals(14, CAMPAIGN.levelAfter(14, won));
        assertEquals("campaign", CAMPAIGN.name());
        assertEquals(Variant.Opening.SAFE_START, CAMPAIGN.opening());
    }

    private static Command beginnersMove(Game game) {
        int exitY = game.parameters().height() / 2;
        for (boolean charged : new boolean[] {false, true}) {
            if (charged && game.chargesLeft().orElse(1) == 0) {
                break;
            }
            List<Verdict> verdicts = MoveSafety.around(game, charged);
            Command best = null;
            int nearest = Integer.MAX_VALUE;
            for (int i = 0; i < 9; i++) {
                if (verdicts.get(i) instanceof Verdict.Safe) {
                    int dx = i % 3 - 1;
                    int dy = i / 3 - 1;
                    int distance = Math.max(game.playerX() + dx, Math.abs(game.playerY() + dy - exitY)) * 2
                            + (dx == 0 && dy == 0 ? 1 : 0); // a step before a wait at the same distance
                    if (distance < nearest) {
                        nearest = distance;
                        best = new Command(dx, dy, charged);
                    }
                }
            }
            if (best != null) {
                return best;
            }
        }
        return Command.WAIT;
    }
}
