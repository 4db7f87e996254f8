package dev.robots.core.bot;

import dev.robots.core.SplitMix64;
import java.util.Arrays;

/**
 * The autopilot's own copy of the rules (docs/rules.md, "A turn"), fast and allocation-free:
 * positions are the player's cell and the robots' cells in a flat array, on an {@link Arena}.
 * It plays the robots' part of a turn after a command that does not lose at once: the charge,
 * then every robot's step toward the player, pits and merges. Reinforcements are left out (the
 * search cannot know where they arrive), unless a sampled future is given: {@link #reinforce} then
 * puts one on the free corner a draw picks, as the engine does. {@code SearchRulesTest} holds it
 * against the engine.
 *
 * <p>Also the per-arena tables the search needs: each cell's blocked moves (off the arena or into
 * a pit), each move's cell offset, and each cell's random key for hashing positions.
 *
 * <p>Not thread-safe: it owns scratch space.
 */
final class SearchRules {
    private Arena arena;
    /** {@code blocked[cell]}: the moves (bit per move) that leave the arena or step into a pit. */
    private int[] blocked;
    /** {@code cellKey[cell]}: a well-mixed 64-bit key per cell (Zobrist hashing of positions). */
    private long[] cellKey;
    /** {@code moveOffset[move]}: the change of the cell index a move makes. */
    private final int[] moveOffset = new int[CommandCodes.CHARGE];
    /** The cells a robot arrived on in the step under way: a second one merges into it. */
    private final EpochMarks arrived = new EpochMarks(0);
    /** The key of the position the last {@link #robotsTurn} made. */
    private long lastKey;
    /** The evaluation's tables for the robots' part of a score (see {@link #scoreRobotsWith}). */
    private int[] exitChebyshev;
    private double[] robotValue;
    /** The robots' part of the last position's score, summed in the order the robots were written. */
    private double lastRobotsValue;
    /** The moves the robots of the last position make fatal for the player (bit per move). */
    private int lastFatal;
    /** The player's cell after the command of the last {@link #robotsTurn}. */
    private int lastPlayer;
    /** The field's corners as local cells, in the rules' order; none when the arena is a window. */
    private int[] corners = new int[0];
    private final int[] freeCorners = new int[4];

    /** Builds the per-arena tables, unless {@code next} is the arena they were built for. */
    void use(Arena next) {
        if (next == arena) {
            return;
        }
        arena = next;
        int cells = next.cells;
        blocked = new int[cells];
        cellKey = new long[cells];
        for (int cell = 0; cell < cells; cell++) {
            int x = next.xOf[cell];
            int y = next.yOf[cell];
            int mask = 0;
            for (int move = 0; move < CommandCodes.CHARGE; move++) {
                int nx = x + CommandCodes.dx(move);
                int ny = y + CommandCodes.dy(move);
                if (!next.inside(nx, ny) || next.pit[ny * next.width + nx]) {
                    mask |= 1 << move;
                }
            }
            blocked[cell] = mask;
            // SplitMix64's first output for seed `cell`: its finalizer applied to cell + the golden gamma
            cellKey[cell] = SplitMix64.output(cell, 1);
        }
        for (int move = 0; move < CommandCodes.CHARGE; move++) {
            moveOffset[move] = CommandCodes.dy(move) * next.width + CommandCodes.dx(move);
        }
        arrived.ensureSize(cells);
        corners = fieldCorners(next);
    }

    /**
     * The field's distinct corners as local cells in the order of docs/rules.md ({@code (0,0)},
     * {@code (W-1,0)}, {@code (0,H-1)}, {@code (W-1,H-1)}), or none when the arena is a window:
     * the robots outside it are unknown, so where reinforcements go cannot be played.
     */
    private static int[] fieldCorners(Arena on) {
        if (on.originX != 0 || on.originY != 0 || on.width != on.field.width() || on.height != on.field.height()) {
            return new int[0];
        }
        int[] cells = {0, on.width - 1, (on.height - 1) * on.width, on.cells - 1};
        // distinct, in this order (a loop: a stream here cost tens of microseconds per game)
        int distinct = 0;
        for (int cell : cells) {
            boolean seen = false;
            for (int i = 0; i < distinct; i++) {
                seen |= cells[i] == cell;
            }
            if (!seen) {
                cells[distinct++] = cell;
            }
        }
        return Arrays.copyOf(cells, distinct);
    }

    /**
     * Scores the robots while they step, in the same pass ({@link Evaluation#score} then needs no
     * pass of its own): {@code exitChebyshev[cell]} is a cell's king distance to the exit, and
     * {@code robotValue[d]} the value of a robot {@code d} cells (at most 63) from the player and
     * no farther from the exit, {@code robotValue[64 + d]} of one farther.
     */
    void scoreRobotsWith(int[] exitChebyshev, double[] robotValue) {
        this.exitChebyshev = exitChebyshev;
        this.robotValue = robotValue;
    }

    /** The sum of the robot values of the position the last {@link #robotsTurn} made. */
    double lastRobotsValue() {
        return lastRobotsValue;
    }

    /** The moves (bit per move) on or next to a robot of the position the last {@link #robotsTurn} made. */
    int lastFatal() {
        return lastFatal;
    }

    /** Whether a robot arrived on {@code cell} in the last {@link #robotsTurn}. */
    boolean arrivedAt(int cell) {
        return arrived.isMarked(cell);
    }

    /** The field's corners as local cells, in the rules' order; none when the arena is a window. Shared: read only. */
    int[] corners() {
        return corners;
    }

    /** The moves from {@code cell} that leave the arena or step into a pit (bit per move). */
    int blockedMoves(int cell) {
        return blocked[cell];
    }

    /** The cell {@code move} leads to from {@code cell}; the move must stay in the arena. */
    int target(int cell, int move) {
        return cell + moveOffset[move];
    }

    /** The key of the position the last {@link #robotsTurn} made: player, charges up to 3, robots. */
    long lastKey() {
        return lastKey;
    }

    /**
     * The robots' turn after the player's command (one that does not lose at once) from
     * {@code playerCell}: the charge, then every robot's step toward the player's new cell, pits
     * and merges. Reads {@code count} robots from {@code from[fromBase ..]}, writes the survivors to
     * {@code into[intoBase ..]} in the same order and returns how many; leaves the new position's
     * key in {@link #lastKey}, its robots' value in {@link #lastRobotsValue} and the moves they
     * make fatal in {@link #lastFatal}.
     *
     * @param chargesLeft the charges in hand after the command (only the key depends on it)
     */
    int robotsTurn(int[] from, int fromBase, int count, int playerCell, int move, boolean charge, int chargesLeft,
            int[] into, int intoBase) {
        Arena current = arena;
        int[] xOf = current.xOf;
        int[] yOf = current.yOf;
        boolean[] pit = current.pit;
        long[] keys = cellKey;
        int width = current.width;
        int px = xOf[playerCell];
        int py = yOf[playerCell];
        int next = playerCell + moveOffset[move];
        int nx = xOf[next];
        int ny = yOf[next];
        arrived.clearAll();
        long key = keys[next] * 31 + Math.min(chargesLeft, 3);
        int[] exitCheb = exitChebyshev;
        double[] values = robotValue;
        int playerExit = exitCheb[next];
        double robotsValue = 0;
        int fatal = 0;
        int kept = 0;
        for (int i = 0; i < count; i++) {
            int robot = from[fromBase + i];
            int rx = xOf[robot];
            int ry = yOf[robot];
            if (charge && rx - px <= 1 && px - rx <= 1 && ry - py <= 1 && py - ry <= 1) {
                continue;
            }
            int sx = Integer.signum(nx - rx);
            int sy = Integer.signum(ny - ry);
            int to = robot + sy * width + sx;
            if (pit[to] || !arrived.mark(to)) {
                continue; // fell, or merged with a robot that arrived first
            }
            into[intoBase + kept++] = to;
            key += keys[to];
            int dx = rx + sx - nx;
            int dy = ry + sy - ny;
            int distance = Math.max(Math.abs(dx), Math.abs(dy));
            robotsValue += values[(exitCheb[to] <= playerExit ? 0 : 64) + Math.min(distance, 63)];
            if (distance <= 2) {
                fatal |= CommandCodes.fatalMoves(dx, dy);
            }
        }
        lastKey = key;
        lastRobotsValue = robotsValue;
        lastFatal = fatal;
        lastPlayer = next;
        return kept;
    }

    /**
     * The reinforcement after the last {@link #robotsTurn}, which wrote {@code kept} robots to
     * {@code into[intoBase ..]}: a robot on the free corner (no robot, not the player, not the
     * exit, not a pit) of index {@code draw * free / 2^30}, appended, with the position's key,
     * robots' value and fatal moves updated; returns the new count. None when no corner is free or
     * the arena is a window. The caller decides whether one is due (fewer robots than {@code R}).
     *
     * @param draw a uniform value in {@code [0, 2^30)}: the sampled future's choice for this turn
     */
    int reinforce(int[] into, int intoBase, int kept, int draw) {
        int free = 0;
        for (int corner : corners) {
            if (!arrived.isMarked(corner) && corner != lastPlayer && corner != arena.exitCell && !arena.pit[corner]) {
                freeCorners[free++] = corner;
            }
        }
        if (free == 0) {
            return kept;
        }
        int to = freeCorners[(int) (((long) draw * free) >>> 30)];
        into[intoBase + kept] = to;
        int dx = arena.xOf[to] - arena.xOf[lastPlayer];
        int dy = arena.yOf[to] - arena.yOf[lastPlayer];
        int distance = Math.max(Math.abs(dx), Math.abs(dy));
        lastKey += cellKey[to];
        lastRobotsValue += robotValue[(exitChebyshev[to] <= exitChebyshev[lastPlayer] ? 0 : 64)
                + Math.min(distance, 63)];
        if (distance <= 2) {
            lastFatal |= CommandCodes.fatalMoves(dx, dy);
        }
        return kept + 1;
    }

    /**
     * Plays one whole command by this copy of the rules, for tests that hold it against the
     * engine: the robots' cells afterwards (no reinforcement), {@code null} if the player is lost,
     * or an empty array if the player reached the exit. The command's move must stay in the arena.
     */
    int[] play(Arena on, int playerCell, int[] robotCells, int count, int command) {
        use(on);
        int move = command % CommandCodes.CHARGE;
        boolean charge = command >= CommandCodes.CHARGE;
        int px = on.xOf[playerCell];
        int py = on.yOf[playerCell];
        int next = target(playerCell, move);
        if (on.pit[next]) {
            return null;
        }
        boolean nextToRobot = false;
        for (int i = 0; i < count; i++) {
            int robot = robotCells[i];
            if (charge && Math.abs(on.xOf[robot] - px) <= 1 && Math.abs(on.yOf[robot] - py) <= 1) {
                continue;
            }
            if (robot == next) {
                return null;
            }
            nextToRobot |= Math.abs(on.xOf[robot] - on.xOf[next]) <= 1
                    && Math.abs(on.yOf[robot] - on.yOf[next]) <= 1;
        }
        if (next == on.exitCell) {
            return new int[0];
        }
        if (nextToRobot) {
            return null;
        }
        if (exitChebyshev == null || exitChebyshev.length < on.cells) {
            scoreRobotsWith(new int[on.cells], new double[128]); // no score wanted here
        }
        int[] after = new int[count];
        int kept = robotsTurn(robotCells, 0, count, playerCell, move, charge, BeamSearch.UNLIMITED, after, 0);
        return Arrays.copyOf(after, kept);
    }
}
