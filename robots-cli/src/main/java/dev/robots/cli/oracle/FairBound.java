package dev.robots.cli.oracle;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.TurnResult;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The fair bound: whether a player who does not know the future can win a game for sure. An AND-OR
 * search from the game's start (drawn from its seed, as the real game's): the player chooses a command
 * (OR), then an adversary chooses the free corner of each reinforcement (AND: the command must win on
 * every corner). It proves a {@link FairVerdict#FORCED_WIN} when a strategy wins against every corner,
 * and {@link FairVerdict#NO_FORCED_WIN} when the adversary beats every strategy before the turn limit.
 *
 * <p>First, {@link SuperposedBeam} looks for one line of commands that wins in every game the corners
 * can make at once (a win for sure, found cheaply where it exists); then the AND-OR search proper.
 *
 * <p>It searches as {@link ProofSearch} does: depth-first under a bound on {@code turns + king distance
 * to the exit}, the slack 0, 1, 2, 4, ... in successive rounds and the last at the turn limit, children
 * closest to the exit first, a charge only when a robot is next to the player; a table keyed by the
 * position (robots, player, charges, turn: the adversary's future holds no random state) remembers
 * positions won for sure, lost for sure, and failed with so many turns to spare. Within the node
 * budget; what it cannot decide stays {@link FairVerdict#OPEN}.
 *
 * <p>Not thread-safe: one per worker.
 */
public final class FairBound {
    /** The result of one game: the verdict and the positions searched. */
    public record Result(FairVerdict verdict, long nodes) {
        public Result {
            Objects.requireNonNull(verdict, "verdict");
        }
    }

    private static final int WIN = 0;
    private static final int CUT = 1;
    private static final int LOST = 2;
    private static final int ABORT = 3;
    private static final int WON_FOR_GOOD = Integer.MAX_VALUE;
    private static final int LOST_FOR_GOOD = Integer.MAX_VALUE - 1;
    private static final int FAILS_FOR_ANY_BOUND = Integer.MAX_VALUE - 2;

    private final SearchedGame searched;
    private final SuperposedBeam superposed;
    private final Map<Long, Integer> table = new HashMap<>();

    /**
     * @param charges charges per game: a count, or empty for no limit
     * @param maxTurns lines still alive after this many turns count as not won
     * @param nodeBudget positions the search may play per game
     */
    public FairBound(GameParameters size, OptionalInt charges, int maxTurns, long nodeBudget) {
        SearchedGame.checkLimits(size, charges, maxTurns, nodeBudget);
        this.searched = new SearchedGame(size, charges, maxTurns, nodeBudget, true);
        this.superposed = new SuperposedBeam(searched);
    }

    /** Searches the game whose start is drawn from {@code gameSeed}. */
    public Result solve(long gameSeed) {
        searched.resetNodes();
        searched.start(gameSeed);
        if (superposed.run()) {
            return new Result(FairVerdict.FORCED_WIN, searched.nodes());
        }
        table.clear();
        Game game = searched.game;
        int shortest = searched.distanceToExit(game.playerX(), game.playerY());
        int slack = 0;
        while (true) {
            int bound = (int) Math.min((long) shortest + slack, searched.maxTurns);
            boolean last = bound >= searched.maxTurns;
            int r = search(0, bound, last);
            if (r == WIN) {
                return new Result(FairVerdict.FORCED_WIN, searched.nodes());
            }
            if (r == LOST) {
                return new Result(FairVerdict.NO_FORCED_WIN, searched.nodes());
            }
            if (r == ABORT) {
                return new Result(FairVerdict.OPEN, searched.nodes());
            }
            if (last) {
                // alive at the turn limit on every strategy's worst corners: not a win for sure
                return new Result(FairVerdict.NO_FORCED_WIN, searched.nodes());
            }
            slack = slack == 0 ? 1 : 2 * slack;
        }
    }

    /** Whether the first phase alone (one line for every corner at once) wins the game: for tests. */
    boolean superposedAlone(long gameSeed) {
        searched.resetNodes();
        searched.start(gameSeed);
        return superposed.run();
    }

    /** OR over the player's commands. */
    private int search(int played, int bound, boolean last) {
        if (!searched.spend()) {
            return ABORT;
        }
        Game game = searched.game;
        if (game.turn() >= searched.maxTurns) {
            return last ? LOST : CUT;
        }
        int px = game.playerX();
        int py = game.playerY();
        int here = searched.distanceToExit(px, py);
        if (!last && played + here > bound) {
            return CUT;
        }
        int spare = last ? FAILS_FOR_ANY_BOUND : bound - played;
        long key = searched.key();
        Integer known = table.get(key);
        if (known != null) {
            if (known == WON_FOR_GOOD) {
                return WIN;
            }
            if (known == LOST_FOR_GOOD) {
                return LOST;
            }
            if (known >= spare) {
                return CUT;
            }
        }
        boolean canCharge = searched.mayCharge();
        Game.Snapshot position = game.snapshot();
        boolean cut = false;
        for (int distance = here - 1; distance <= here + 1; distance++) {
            for (int withCharge = 0; withCharge <= (canCharge ? 1 : 0); withCharge++) {
                for (Command c : withCharge == 0 ? searched.plain : searched.charged) {
                    if (!searched.onField(c) || searched.distanceToExit(px + c.dx(), py + c.dy()) != distance) {
                        continue;
                    }
                    int r = everyCorner(c, position, played, bound, last);
                    if (r == WIN) {
                        table.put(key, WON_FOR_GOOD);
                        return WIN;
                    }
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

    /** AND over the corners the reinforcement after {@code c} may arrive on: the worst for the player. */
    private int everyCorner(Command c, Game.Snapshot position, int played, int bound, boolean last) {
        CornerChoice corners = searched.corners();
        int worst = WIN;
        int choices = 1;
        for (int choice = 0; choice < choices && worst != LOST && worst != ABORT; choice++) {
            corners.choose(choice);
            TurnResult result = searched.game.play(c);
            if (choice == 0) {
                choices = Math.max(1, corners.lastBound());
            }
            int r;
            if (result instanceof TurnResult.Won) {
                r = WIN;
            } else if (result == TurnResult.CONTINUES) {
                r = search(played + 1, bound, last);
            } else {
                r = LOST; // lost, or refused (never: the move stays on the field, a charge only with one left)
            }
            searched.game.restore(position);
            worst = Math.max(worst, r);
        }
        return worst;
    }
}
