package dev.robots.cli.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.protocol.ReferenceRules;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;
import dev.robots.core.TurnResult;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The oracle against brute force: on tiny boards with a short turn limit, every sequence of commands
 * is played out (a fresh game per line, no table, no pruning), and the oracle's verdict must be the
 * brute force's: won if some line wins within the limit, proved lost if every line loses before it,
 * open otherwise.
 */
@Timeout(600)
class OracleTest {

    @Test
    void theOracleAgreesWithBruteForceOnTinyBoards() {
        GameParameters[] sizes = {GameParameters.of(5, 3, 2, 2), GameParameters.of(4, 3, 3, 1),
            GameParameters.of(6, 3, 2, 3), GameParameters.of(5, 5, 3, 4)};
        int[] verdicts = new int[3];
        SplitMix64 seeds = new SplitMix64(16);
        for (GameParameters size : sizes) {
            for (int charges : new int[] {0, 1}) {
                for (int maxTurns : new int[] {3, 5}) {
                    for (int g = 0; g < 8; g++) {
                        long seed = seeds.nextLong();
                        String where = size + ", " + charges + " charges, " + maxTurns + " turns, game seed " + seed;
                        Verdict expected = bruteForce(size, charges, maxTurns, seed);
                        Oracle.Result result = new Oracle(size, OptionalInt.of(charges), maxTurns, Long.MAX_VALUE)
                                .solve(seed);
                        assertEquals(expected, result.verdict(), where);
                        verdicts[expected.ordinal()]++;
                        if (result.verdict() == Verdict.WON) {
                            assertTrue(wins(size, charges, seed, result.line()), "the line wins: " + where);
                            assertTrue(result.line().size() <= maxTurns, where);
                        }
                    }
                }
            }
        }
        // the boards were chosen so that all three verdicts occur
        for (Verdict v : Verdict.values()) {
            assertTrue(verdicts[v.ordinal()] > 0, v + " never occurred: " + java.util.Arrays.toString(verdicts));
        }
    }

    /**
     * With 3 charges and turn limits of 10 and 16 on boards 4 to 6 cells wide, the exhaustive search
     * runs its wide rounds (slack 4 and more over the shortest walk) and its last round at the turn
     * limit, where the real proofs are finished; its verdict, alone and after the first two phases,
     * must be the brute force's. Brute force here remembers the verdict of each exact state (the
     * field as text, charges, turn, random state): it still tries every command of every position.
     */
    @Test
    void theWideRoundsRunAndAgreeWithBruteForceWithThreeCharges() {
        GameParameters[] sizes = {GameParameters.of(5, 3, 2, 2), GameParameters.of(6, 4, 6, 1),
            GameParameters.of(5, 5, 6, 2), GameParameters.of(7, 5, 8, 2), GameParameters.of(8, 4, 6, 2)};
        int[] verdicts = new int[3];
        int wideProofs = 0;
        int limitRounds = 0;
        SplitMix64 seeds = new SplitMix64(28);
        for (GameParameters size : sizes) {
            for (int maxTurns : new int[] {10, 16}) {
                for (int g = 0; g < 6; g++) {
                    long seed = seeds.nextLong();
                    String where = size + ", 3 charges, " + maxTurns + " turns, game seed " + seed;
                    Verdict expected = new MemoBruteForce(size, 3, maxTurns, seed).verdict();
                    verdicts[expected.ordinal()]++;
                    Oracle oracle = new Oracle(size, OptionalInt.of(3), maxTurns, Long.MAX_VALUE);
                    Oracle.Result alone = oracle.proofAlone(seed);
                    assertEquals(expected, alone.verdict(), "the exhaustive search alone: " + where);
                    ProofSearch.Rounds rounds = oracle.proofRounds();
                    if (expected != Verdict.OPEN && rounds.lastSlack() >= 4) {
                        wideProofs++;
                    }
                    if (rounds.atTurnLimit()) {
                        limitRounds++;
                    }
                    if (alone.verdict() == Verdict.WON) {
                        assertTrue(wins(size, 3, seed, alone.line()), "the line wins: " + where);
                        assertTrue(alone.line().size() <= maxTurns, where);
                    }
                    Oracle.Result all = oracle.solve(seed);
                    assertEquals(expected, all.verdict(), "all three phases: " + where);
                    if (all.verdict() == Verdict.WON) {
                        assertTrue(wins(size, 3, seed, all.line()), "the line wins: " + where);
                        assertTrue(all.line().size() <= maxTurns, where);
                    }
                }
            }
        }
        for (Verdict v : Verdict.values()) {
            assertTrue(verdicts[v.ordinal()] > 0, v + " never occurred: " + java.util.Arrays.toString(verdicts));
        }
        assertTrue(wideProofs >= 5, "proofs finished in rounds of slack 4 or more: " + wideProofs);
        assertTrue(limitRounds >= 5, "searches that reached the round at the turn limit: " + limitRounds);
    }

    /** Every command of every position, each exact state's verdict remembered (no bound, no ordering). */
    private static final class MemoBruteForce {
        private final GameParameters size;
        private final int maxTurns;
        private final SplitMix64 random;
        private final Game game;
        private final java.util.Map<String, Verdict> known = new java.util.HashMap<>();

        MemoBruteForce(GameParameters size, int charges, int maxTurns, long seed) {
            this.size = size;
            this.maxTurns = maxTurns;
            this.random = new SplitMix64(seed);
            this.game = Game.builder(size).random(random).charges(charges).build();
        }

        Verdict verdict() {
            if (game.turn() == maxTurns) {
                return Verdict.OPEN; // alive at the limit
            }
            String key = dev.robots.core.TextFormat.render(game) + game.chargesLeft() + " " + game.turn() + " "
                    + random.state();
            Verdict cached = known.get(key);
            if (cached != null) {
                return cached;
            }
            Game.Snapshot here = game.snapshot();
            boolean open = false;
            Verdict result = null;
            for (Command c : Command.all()) {
                TurnResult r = game.play(c);
                if (r instanceof TurnResult.Won) {
                    result = Verdict.WON;
                } else if (r == TurnResult.CONTINUES) {
                    Verdict below = verdict();
                    if (below == Verdict.WON) {
                        result = Verdict.WON;
                    }
                    open |= below == Verdict.OPEN;
                }
                game.restore(here);
                if (result != null) {
                    break;
                }
            }
            if (result == null) {
                result = open ? Verdict.OPEN : Verdict.PROVED_LOST;
            }
            known.put(key, result);
            return result;
        }
    }

    /** The sample of statement games whose proofs are checked: games 0 to 99 of the held-out seed. */
    private static final long SAMPLE_SEED = 20_261_130L;
    private static final int SAMPLE_GAMES = 100;
    /** Positions the check of one proof may play: a proof the oracle got wrong may have no end. */
    private static final long CHECK_LIMIT = 60_000_000L;

    /**
     * The oracle's verdicts on games of the statement's setup, checked by searches that share nothing
     * with it: every won game's line replayed on {@code ReferenceRules} (a second model of the rules,
     * sharing no code with the engine, the reinforcements drawn from the same seeded source), and every
     * proved-lost game searched again exhaustively on the engine, every command of every position,
     * with no table, no bound and no ordering: no line may win nor live to the turn limit.
     */
    @Test
    void theProofsOfStatementGamesHoldUnderAnIndependentSearch() {
        GameParameters statement = GameParameters.of(30, 17, 20, 40);
        // A weak first phase (beam 8, depth 4) leaves more wins to the searches, whose lines are what
        // this checks: the default autopilot wins every winnable game of this sample by itself.
        Oracle oracle = new Oracle(statement, OptionalInt.of(3), 1000, 200_000, 8, 4);
        int[] verdicts = new int[3];
        int wonByTheSearch = 0;
        for (int g = 0; g < SAMPLE_GAMES; g++) {
            long seed = dev.robots.record.GameSeeds.of(SAMPLE_SEED, g);
            Oracle.Result result = oracle.solve(seed);
            verdicts[result.verdict().ordinal()]++;
            SplitMix64 random = new SplitMix64(seed);
            Game game = Game.builder(statement).random(random).charges(3).build();
            if (result.verdict() == Verdict.WON) {
                wonByTheSearch += result.autopilotWon() ? 0 : 1;
                SplitMix64 draws = new SplitMix64(0);
                draws.restoreState(random.state());
                ReferenceRules.Position start = ReferenceRules.parse(
                        List.of(dev.robots.core.TextFormat.render(game).split("\n")));
                List<String> line = result.line().stream().map(Command::text).toList();
                assertEquals("WIN", ReferenceRules.playLine(start, line, 3, 20, draws::nextInt),
                        "game " + g + " (seed " + seed + "): the oracle's line " + line);
            } else if (result.verdict() == Verdict.PROVED_LOST) {
                long[] positions = {0};
                String found = everyLineLoses(game, 1000, positions);
                assertEquals(null, found, "game " + g + " (seed " + seed + ") was proved lost");
            }
        }
        assertTrue(verdicts[Verdict.PROVED_LOST.ordinal()] >= 3, java.util.Arrays.toString(verdicts));
        assertTrue(wonByTheSearch >= 1, "some wins come from the searches, not the autopilot");
    }

    /**
     * Null if every line of commands from the game's position loses before {@code maxTurns}; else what
     * was found: a line that wins, or one alive at the limit (the game is restored after each try).
     */
    private static String everyLineLoses(Game game, int maxTurns, long[] positions) {
        if (game.turn() >= maxTurns) {
            return "a line alive at turn " + maxTurns;
        }
        Game.Snapshot here = game.snapshot();
        for (Command c : Command.all()) {
            if (++positions[0] > CHECK_LIMIT) {
                return "more than " + CHECK_LIMIT + " positions";
            }
            TurnResult r = game.play(c);
            String found = null;
            if (r instanceof TurnResult.Won) {
                found = "a winning line ending with " + c + " on turn " + game.turn();
            } else if (r == TurnResult.CONTINUES) {
                found = everyLineLoses(game, maxTurns, positions);
            }
            game.restore(here);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    @Test
    void aSmallBudgetLeavesAGameOpenAndTheSameSeedGivesTheSameVerdict() {
        GameParameters statement = GameParameters.of(30, 17, 20, 40);
        Oracle.Result tiny = new Oracle(statement, OptionalInt.of(3), 1000, 5).solve(42);
        assertEquals(Verdict.OPEN, tiny.verdict());
        Oracle oracle = new Oracle(statement, OptionalInt.of(3), 1000, 20_000);
        Oracle.Result first = oracle.solve(7);
        oracle.solve(8);
        assertEquals(first, oracle.solve(7), "nothing carried over from game to game");
        if (first.verdict() == Verdict.WON) {
            assertTrue(wins(statement, 3, 7, first.line()));
        }
    }

    private static boolean wins(GameParameters size, int charges, long seed, List<Command> line) {
        Game game = Game.builder(size).random(RandomSource.seeded(seed)).charges(charges).build();
        for (Command c : line) {
            TurnResult r = game.play(c);
            if (r instanceof TurnResult.Won) {
                return true;
            }
            if (!(r == TurnResult.CONTINUES)) {
                return false;
            }
        }
        return false;
    }

    /** Every line of commands, each replayed from a fresh game. */
    private static Verdict bruteForce(GameParameters size, int charges, int maxTurns, long seed) {
        return explore(size, charges, maxTurns, seed, new Command[maxTurns], 0);
    }

    private static Verdict explore(GameParameters size, int charges, int maxTurns, long seed, Command[] line,
            int length) {
        if (length == maxTurns) {
            return Verdict.OPEN; // alive at the limit
        }
        boolean open = false;
        for (Command c : Command.all()) {
            Game game = Game.builder(size).random(RandomSource.seeded(seed)).charges(charges).build();
            for (int i = 0; i < length; i++) {
                game.play(line[i]);
            }
            TurnResult r = game.play(c);
            if (r instanceof TurnResult.Refused) {
                continue;
            }
            if (r instanceof TurnResult.Won) {
                return Verdict.WON;
            }
            if (r instanceof TurnResult.Lost) {
                continue;
            }
            line[length] = c;
            Verdict below = explore(size, charges, maxTurns, seed, line, length + 1);
            if (below == Verdict.WON) {
                return Verdict.WON;
            }
            open |= below == Verdict.OPEN;
        }
        return open ? Verdict.OPEN : Verdict.PROVED_LOST;
    }
}
