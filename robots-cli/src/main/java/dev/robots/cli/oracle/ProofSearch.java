package dev.robots.cli.oracle;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The oracle's third phase, the one that can prove a loss: a form of IDA*, depth-first under a bound
 * on {@code turns + king distance to the exit} (the player moves one cell a turn, so no line within
 * the bound is missed), the bound's slack over the shortest distance 0, 1, 2, 4, 8, ... turns in
 * successive rounds (wins need detours; a round with a large slack is a greedy depth-first search
 * with backtracking), the last round at the turn limit, following lines that cannot win any more
 * until they end (to prove a loss), children tried closest to the exit first and without a charge
 * before with one (a charge only when a robot is next to the player).
 *
 * <p>A transposition table, keyed by {@link SearchedGame#key()}, remembers positions that failed with
 * at least as many turns to spare, and positions where every line loses. A round that meets no
 * cut-off proves the game lost; a round past the turn limit, or the node budget spent, leaves it open.
 */
final class ProofSearch {
    /** How the search of a subtree ended. */
    private static final int WIN = 0;
    private static final int LOST = 1;
    private static final int CUT = 2;
    private static final int ABORT = 3;
    /** In the table: every line from here loses. */
    private static final int LOST_FOR_GOOD = Integer.MAX_VALUE;
    /** In the table: no line from here wins before the turn limit, but some are alive there. */
    private static final int FAILS_FOR_ANY_BOUND = Integer.MAX_VALUE - 1;

    private final SearchedGame searched;
    private final Map<Long, Integer> table = new HashMap<>();
    private Command[] path;
    /** What the last {@link #run} searched, for tests: rounds, the widest slack, whether it reached the limit. */
    private Rounds rounds = new Rounds(0, 0, false);

    /**
     * The rounds of one run: how many, the slack of the last one (over the shortest distance), and whether
     * that last one was the round at the turn limit. Tests read it to know the wide rounds ran.
     */
    record Rounds(int count, int lastSlack, boolean atTurnLimit) {
    }

    ProofSearch(SearchedGame searched) {
        this.searched = searched;
    }

    /** The verdict from the game's current position (its start), with the winning line if won. */
    Oracle.Result run() {
        table.clear();
        rounds = new Rounds(0, 0, false);
        path = new Command[searched.maxTurns + 1];
        Game game = searched.game;
        int shortest = searched.distanceToExit(game.playerX(), game.playerY());
        int slack = 0;
        while (true) {
            // the last round, at the turn limit, follows every line until it ends or reaches the limit
            int bound = (int) Math.min((long) shortest + slack, searched.maxTurns);
            boolean last = bound >= searched.maxTurns;
            int r = search(0, bound, last);
            rounds = new Rounds(rounds.count() + 1, slack, last);
            if (r == WIN) {
                List<Command> line = new ArrayList<>();
                for (Command c : path) {
                    if (c == null) {
                        break;
                    }
                    line.add(c);
                }
                return new Oracle.Result(Verdict.WON, line, searched.nodes());
            }
            if (r == LOST) {
                return new Oracle.Result(Verdict.PROVED_LOST, List.of(), searched.nodes());
            }
            if (r == ABORT || last) {
                return new Oracle.Result(Verdict.OPEN, List.of(), searched.nodes());
            }
            // slack 0, 1, 2, 4, 8, ...: few rounds, and the deep ones searched greedily, closest first
            slack = slack == 0 ? 1 : 2 * slack;
        }
    }

    /** The rounds the last {@link #run} searched. */
    Rounds rounds() {
        return rounds;
    }

    private int search(int played, int bound, boolean last) {
        if (!searched.spend()) {
            return ABORT;
        }
        Game game = searched.game;
        if (game.turn() >= searched.maxTurns) {
            return CUT;
        }
        int px = game.playerX();
        int py = game.playerY();
        int here = searched.distanceToExit(px, py);
        if (!last && played + here > bound) {
            return CUT;
        }
        // in the last round a cut-off is a line alive at the turn limit: no bound does better
        int spare = last ? FAILS_FOR_ANY_BOUND : bound - played;
        long key = searched.key();
        Integer known = table.get(key);
        if (known != null && known >= spare) {
            return known == LOST_FOR_GOOD ? LOST : CUT;
        }
        boolean canCharge = searched.mayCharge();
        Game.Snapshot position = game.snapshot();
        boolean cut = false;
        // closest to the exit first; a charge after the moves without one
        for (int distance = here - 1; distance <= here + 1; distance++) {
            for (int withCharge = 0; withCharge <= (canCharge ? 1 : 0); withCharge++) {
                for (Command c : withCharge == 0 ? searched.plain : searched.charged) {
                    if (!searched.onField(c) || searched.distanceToExit(px + c.dx(), py + c.dy()) != distance) {
                        continue;
                    }
                    TurnResult result = game.play(c);
                    int r;
                    if (result instanceof TurnResult.Won) {
                        path[played] = c;
                        path[played + 1] = null;
                        return WIN;
                    } else if (result instanceof TurnResult.Lost) {
                        r = LOST;
                    } else if (result instanceof TurnResult.Refused) {
                        continue;
                    } else {
                        r = search(played + 1, bound, last);
                    }
                    if (r == WIN) {
                        path[played] = c;
                        return WIN;
                    }
                    game.restore(position);
                    if (r == ABORT) {
                        return ABORT;
                    }
                    cut |= r == CUT;
                }
            }
        }
        table.put(key, cut ? spare : LOST_FOR_GOOD);
        return cut ? CUT : LOST;
    }
}
