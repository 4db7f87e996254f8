package dev.robots.cli.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
