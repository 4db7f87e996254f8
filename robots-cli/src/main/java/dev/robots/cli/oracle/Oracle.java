package dev.robots.cli.oracle;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.SplitMix64;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An upper bound on any player: a search that knows a game's whole random future. It builds the
 * game itself from the game's seed with a {@link RewindableRandom}, and plays lines of commands on
 * it with {@link Game#snapshot()}/{@link Game#restore} and the random source rewound alongside, so
 * every line meets the reinforcements that line would really meet.
 *
 * <p>First the autopilot plays the game as it would in {@code robots autoplay} (so the oracle wins
 * every game the autopilot wins); then a beam search on the real rules (see {@link #beam}) looks for
 * a win cheaply; if it finds none, the exhaustive search below runs with what is left of the budget.
 *
 * <p>The exhaustive search is a form of IDA*: depth-first under a bound on {@code turns + king distance to the
 * exit} (the player moves one cell a turn, so no line within the bound is missed), the bound's slack
 * over the shortest distance 0, 1, 2, 4, 8, ... turns in successive rounds (wins need detours; a
 * round with a large slack is a greedy depth-first search with backtracking), the last round at the
 * turn limit, following lines that cannot win any more until they end (to prove a loss), children
 * tried closest to the exit first and without a charge before with one (a charge only when a robot
 * is next to the player). A transposition table, keyed by a 64-bit hash of (robots, player,
 * charges, turn, random state), remembers positions that failed with at least as many turns to
 * spare, and positions where every line loses. A round that meets no cut-off proves the game lost;
 * a round past the turn limit, or the node budget spent, leaves it open.
 */
public final class Oracle {
    /** How the search of a subtree ended. */
    private static final int WIN = 0;
    private static final int LOST = 1;
    private static final int CUT = 2;
    private static final int ABORT = 3;
    /** In the table: every line from here loses. */
    private static final int LOST_FOR_GOOD = Integer.MAX_VALUE;
    /** In the table: no line from here wins before the turn limit, but some are alive there. */
    private static final int FAILS_FOR_ANY_BOUND = Integer.MAX_VALUE - 1;

    /** The result of one game: the verdict, the winning line if any, and the nodes searched. */
    public record Result(Verdict verdict, List<Command> line, long nodes) {
        public Result {
            Objects.requireNonNull(verdict, "verdict");
            line = List.copyOf(line);
        }
    }

    private final GameParameters size;
    private final int charges;
    private final int maxTurns;
    private final long nodeBudget;
    private final long[] cellKeys;
    private final Command[][] moves = new Command[2][];

    private Game game;
    private RewindableRandom random;
    private final Map<Long, Integer> table = new HashMap<>();
    private final Autopilot autopilot = new Autopilot();
    private long nodes;
    private Command[] path;

    /**
     * @param charges charges per game, or {@link Game#UNLIMITED}
     * @param maxTurns lines still alive after this many turns count as not won
     * @param nodeBudget positions the search may play per game
     */
    public Oracle(GameParameters size, int charges, int maxTurns, long nodeBudget) {
        this.size = Objects.requireNonNull(size, "size");
        if (charges < Game.UNLIMITED) {
            throw new IllegalArgumentException("charges: " + charges + " (expected: >= -1)");
        }
        if (maxTurns < 1) {
            throw new IllegalArgumentException("maxTurns: " + maxTurns + " (expected: >= 1)");
        }
        if (nodeBudget < 1) {
            throw new IllegalArgumentException("nodeBudget: " + nodeBudget + " (expected: >= 1)");
        }
        this.charges = charges;
        this.maxTurns = maxTurns;
        this.nodeBudget = nodeBudget;
        SplitMix64 keys = new SplitMix64(0x5EED_0F_0AC1EL);
        cellKeys = new long[size.width() * size.height()];
        for (int i = 0; i < cellKeys.length; i++) {
            cellKeys[i] = keys.nextLong();
        }
        List<Command> plain = new ArrayList<>();
        List<Command> charged = new ArrayList<>();
        for (Command c : Command.all()) {
            (c.charge() ? charged : plain).add(c);
        }
        moves[0] = plain.toArray(new Command[0]);
        moves[1] = charged.toArray(new Command[0]);
    }

    /** Searches the game played from {@code gameSeed} (as {@code RandomSource.seeded(gameSeed)}). */
    public Result solve(long gameSeed) {
        random = new RewindableRandom(gameSeed);
        game = Game.builder(size).random(random).charges(charges).build();
        table.clear();
        nodes = 0;
        path = new Command[maxTurns + 1];
        List<Command> autopilotLine = autopilot();
        if (autopilotLine != null) {
            return new Result(Verdict.WON, autopilotLine, nodes);
        }
        game = Game.builder(size).random(random = new RewindableRandom(gameSeed)).charges(charges).build();
        List<Command> beamLine = beam();
        if (beamLine != null) {
            return new Result(Verdict.WON, beamLine, nodes);
        }
        game = Game.builder(size).random(random = new RewindableRandom(gameSeed)).charges(charges).build();
        int shortest = distanceToExit(game.playerX(), game.playerY());
        int slack = 0;
        while (true) {
            // the last round, at the turn limit, follows every line until it ends or reaches the limit
            int bound = (int) Math.min((long) shortest + slack, maxTurns);
            boolean last = bound >= maxTurns;
            int r = search(0, bound, last);
            if (r == WIN) {
                List<Command> line = new ArrayList<>();
                for (Command c : path) {
                    if (c == null) {
                        break;
                    }
                    line.add(c);
                }
                return new Result(Verdict.WON, line, nodes);
            }
            if (r == LOST) {
                return new Result(Verdict.PROVED_LOST, List.of(), nodes);
            }
            if (r == ABORT || last) {
                break;
            }
            // slack 0, 1, 2, 4, 8, ...: few rounds, and the deep ones searched greedily, closest first
            slack = slack == 0 ? 1 : 2 * slack;
        }
        return new Result(Verdict.OPEN, List.of(), nodes);
    }

    /**
     * The first phase: the autopilot's own game (it does not know the future, so its line is the line it
     * plays in {@code robots autoplay}), one node per turn. A game the autopilot wins is won by the
     * oracle too, so the oracle's share is never below the autopilot's on the same seeds. Returns the
     * winning line, or null.
     */
    private List<Command> autopilot() {
        List<Command> line = new ArrayList<>();
        while (!game.isOver() && game.turn() < maxTurns && nodes < nodeBudget) {
            Command c = autopilot.choose(Situation.of(game));
            nodes++;
            line.add(c);
            if (game.play(c) instanceof TurnResult.Won) {
                return line;
            }
        }
        return null;
    }

    /** A position in the beam: the game and random state, and how it was reached. */
    private record Entry(Game.Snapshot snapshot, long randomState, long key, double score, Entry parent,
            Command command) {
    }

    /**
     * The second phase: a beam search that plays every line on the real rules, reinforcements
     * included, keeping the {@link #BEAM_WIDTH} best positions of each turn (distinct positions,
     * scored by {@link #score}). It finds most wins in a few thousand positions; it cannot prove a
     * loss (the beam drops lines), which is the third phase's job. Returns the winning line, or null.
     */
    private List<Command> beam() {
        List<Entry> current = new ArrayList<>();
        current.add(new Entry(game.snapshot(), random.state(), key(), 0, null, null));
        while (!current.isEmpty() && game.turn() < maxTurns) {
            Map<Long, Entry> next = new HashMap<>();
            for (Entry entry : current) {
                game.restore(entry.snapshot());
                random.rewind(entry.randomState());
                int px = game.playerX();
                int py = game.playerY();
                boolean canCharge = game.chargesLeft() != 0 && robotNextTo(px, py);
                for (int withCharge = 0; withCharge <= (canCharge ? 1 : 0); withCharge++) {
                    for (Command c : moves[withCharge]) {
                        int x = px + c.dx();
                        int y = py + c.dy();
                        if (x < 0 || y < 0 || x >= size.width() || y >= size.height()) {
                            continue;
                        }
                        if (++nodes > nodeBudget) {
                            return null;
                        }
                        TurnResult result = game.play(c);
                        if (result instanceof TurnResult.Won) {
                            List<Command> line = new ArrayList<>();
                            line.add(c);
                            for (Entry e = entry; e.command() != null; e = e.parent()) {
                                line.add(0, e.command());
                            }
                            return line;
                        }
                        if (result == TurnResult.CONTINUES) {
                            long key = key();
                            double score = score();
                            Entry known = next.get(key);
                            if (known == null || known.score() < score) {
                                next.put(key, new Entry(game.snapshot(), random.state(), key, score, entry, c));
                            }
                        }
                        game.restore(entry.snapshot());
                        random.rewind(entry.randomState());
                    }
                }
            }
            current = new ArrayList<>(next.values());
            // best first; equal scores by key, so that the order never depends on the map's
            current.sort((a, b) -> a.score() != b.score() ? Double.compare(b.score(), a.score())
                    : Long.compare(a.key(), b.key()));
            if (current.size() > BEAM_WIDTH) {
                current = new ArrayList<>(current.subList(0, BEAM_WIDTH));
            }
            if (!current.isEmpty()) {
                game.restore(current.get(0).snapshot());
                random.rewind(current.get(0).randomState());
            }
        }
        return null;
    }

    /** Positions kept per turn by the second phase. */
    static final int BEAM_WIDTH = 256;

    /**
     * How promising the game's position is, for the beam: close to the exit, charges in hand, few
     * robots near the player, robots not yet replaced. Hand-set weights; only the order matters.
     */
    private double score() {
        int px = game.playerX();
        int py = game.playerY();
        int near = 0;
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int x = px + dx;
                int y = py + dy;
                if (x >= 0 && y >= 0 && x < size.width() && y < size.height() && game.hasRobot(x, y)) {
                    near++;
                }
            }
        }
        return -10.0 * distanceToExit(px, py) + 12.0 * Math.max(0, game.chargesLeft()) - 5.0 * near
                + 3.0 * (size.robots() - game.robotCount());
    }

    private int distanceToExit(int x, int y) {
        return Math.max(Math.abs(x - game.field().exitX()), Math.abs(y - game.field().exitY()));
    }

    private int search(int played, int bound, boolean last) {
        if (++nodes > nodeBudget) {
            return ABORT;
        }
        if (game.turn() >= maxTurns) {
            return CUT;
        }
        int px = game.playerX();
        int py = game.playerY();
        if (!last && played + distanceToExit(px, py) > bound) {
            return CUT;
        }
        // in the last round a cut-off is a line alive at the turn limit: no bound does better
        int spare = last ? FAILS_FOR_ANY_BOUND : bound - played;
        long key = key();
        Integer known = table.get(key);
        if (known != null && known >= spare) {
            return known == LOST_FOR_GOOD ? LOST : CUT;
        }
        boolean robotNear = robotNextTo(px, py);
        boolean canCharge = robotNear && game.chargesLeft() != 0;
        Game.Snapshot here = game.snapshot();
        long randomHere = random.state();
        boolean cut = false;
        // closest to the exit first; a charge after the moves without one
        for (int distance = distanceToExit(px, py) - 1; distance <= distanceToExit(px, py) + 1; distance++) {
            for (int withCharge = 0; withCharge <= (canCharge ? 1 : 0); withCharge++) {
                for (Command c : moves[withCharge]) {
                    int x = px + c.dx();
                    int y = py + c.dy();
                    if (x < 0 || y < 0 || x >= size.width() || y >= size.height() || distanceToExit(x, y) != distance) {
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
                    game.restore(here);
                    random.rewind(randomHere);
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

    private boolean robotNextTo(int px, int py) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = px + dx;
                int y = py + dy;
                if ((dx != 0 || dy != 0) && x >= 0 && y >= 0 && x < size.width() && y < size.height()
                        && game.hasRobot(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A 64-bit hash of everything the game's future depends on. */
    private long key() {
        long h = 0;
        int width = size.width();
        for (int y = 0; y < size.height(); y++) {
            for (int x = 0; x < width; x++) {
                if (game.hasRobot(x, y)) {
                    h ^= cellKeys[y * width + x];
                }
            }
        }
        h = mix(h ^ ((long) game.playerX() << 32 | game.playerY()));
        h = mix(h ^ ((long) game.chargesLeft() << 32 | game.turn()));
        return mix(h ^ random.state());
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
