package dev.robots.cli.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The fair bound against brute force on tiny boards: the player tries every command, the adversary
 * every free corner of every reinforcement (a random source of the test's own that returns the index
 * it is told once the start is drawn), each exact state's value remembered. And against the oracle: a
 * forced win is a win, so never proved lost.
 */
@Timeout(600)
class FairBoundTest {

    @Test
    void theFairBoundAgreesWithBruteForceAndNeverExceedsTheOracle() {
        GameParameters[] sizes = {GameParameters.of(5, 3, 2, 2), GameParameters.of(6, 4, 6, 1),
            GameParameters.of(5, 5, 6, 2), GameParameters.of(7, 5, 8, 2), GameParameters.of(8, 4, 6, 2)};
        int[] verdicts = new int[FairVerdict.values().length];
        int clairvoyantOnly = 0;
        int superposedWins = 0; // none on these boards (every forced win here needs to see the corners)
        SplitMix64 seeds = new SplitMix64(2028);
        for (GameParameters size : sizes) {
            for (int maxTurns : new int[] {10, 13}) {
                for (int g = 0; g < 6; g++) {
                    long seed = seeds.nextLong();
                    String where = size + ", 3 charges, " + maxTurns + " turns, game seed " + seed;
                    boolean forced = new AdversaryBruteForce(size, 3, maxTurns, seed).forcedWin();
                    FairBound.Result fair = new FairBound(size, OptionalInt.of(3), maxTurns, Long.MAX_VALUE)
                            .solve(seed);
                    assertEquals(forced ? FairVerdict.FORCED_WIN : FairVerdict.NO_FORCED_WIN, fair.verdict(), where);
                    verdicts[fair.verdict().ordinal()]++;
                    if (new FairBound(size, OptionalInt.of(3), maxTurns, Long.MAX_VALUE).superposedAlone(seed)) {
                        assertTrue(forced, "one line for every corner at once wins, so the game is a forced win: "
                                + where);
                        superposedWins++;
                    }
                    Oracle.Result oracle = new Oracle(size, OptionalInt.of(3), maxTurns, Long.MAX_VALUE).solve(seed);
                    if (forced) {
                        assertEquals(Verdict.WON, oracle.verdict(), "a forced win is a win: " + where);
                    } else if (oracle.verdict() == Verdict.WON) {
                        clairvoyantOnly++;
                    }
                }
            }
        }
        assertTrue(verdicts[FairVerdict.FORCED_WIN.ordinal()] > 0, Arrays.toString(verdicts));
        assertTrue(verdicts[FairVerdict.NO_FORCED_WIN.ordinal()] > 0, Arrays.toString(verdicts));
        assertTrue(clairvoyantOnly > 0, "some games are won only by knowing the corners");
    }

    @Test
    void aSmallBudgetLeavesAStatementGameOpenAndTheSameSeedGivesTheSameResult() {
        GameParameters statement = GameParameters.of(30, 17, 20, 40);
        assertEquals(FairVerdict.OPEN, new FairBound(statement, OptionalInt.of(3), 1000, 5).solve(42).verdict());
        FairBound fair = new FairBound(statement, OptionalInt.of(3), 1000, 20_000);
        FairBound.Result first = fair.solve(7);
        fair.solve(8);
        assertEquals(first, fair.solve(7), "nothing carried over from game to game");
        assertNotEquals(0, first.nodes());
    }

    /** A random source that draws the start from the seed, then returns the index it is told. */
    private static final class Told implements RandomSource {
        private final SplitMix64 start;
        boolean started;
        int index;
        int lastBound;

        Told(long seed) {
            start = new SplitMix64(seed);
        }

        @Override
        public int nextInt(int bound) {
            if (!started) {
                return start.nextInt(bound);
            }
            lastBound = bound;
            return index;
        }
    }

    /** Every command against every corner, each exact state's value remembered. */
    private static final class AdversaryBruteForce {
        private final int maxTurns;
        private final Told random;
        private final Game game;
        private final Map<String, Boolean> known = new HashMap<>();

        AdversaryBruteForce(GameParameters size, int charges, int maxTurns, long seed) {
            this.maxTurns = maxTurns;
            this.random = new Told(seed);
            this.game = Game.builder(size).random(random).charges(charges).build();
            random.started = true;
        }

        /** Whether some command wins on every corner, from here, within the turn limit. */
        boolean forcedWin() {
            if (game.turn() == maxTurns) {
                return false;
            }
            String key = TextFormat.render(game) + game.chargesLeft() + " " + game.turn();
            Boolean cached = known.get(key);
            if (cached != null) {
                return cached;
            }
            Game.Snapshot here = game.snapshot();
            boolean win = false;
            for (Command c : Command.all()) {
                boolean everyCorner = true;
                int corners = 1;
                for (int corner = 0; corner < corners && everyCorner; corner++) {
                    random.index = corner;
                    random.lastBound = 0;
                    TurnResult r = game.play(c);
                    if (corner == 0) {
                        corners = Math.max(1, random.lastBound);
                    }
                    everyCorner = r instanceof TurnResult.Won || r == TurnResult.CONTINUES && forcedWin();
                    game.restore(here);
                }
                if (everyCorner) {
                    win = true;
                    break;
                }
            }
            known.put(key, win);
            return win;
        }
    }
}
