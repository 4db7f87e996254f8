package dev.robots.cli.oracle;

import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * A position of every game the adversary's corners could have made at once, for a line of commands
 * fixed in advance. {@code certain} holds the cells a robot stands on in all of them; each
 * reinforcement that may have arrived is a <em>group</em>: the cells its one robot may stand on
 * (first the corners it may have arrived on), and whether that robot surely still lives as a robot of
 * its own (it may not once a cell of the group fell into a pit, was charged, or met another robot).
 *
 * <p>Why a line that wins here wins in every such game: a robot's step depends on its own cell and the
 * player's alone, a pit removes it and robots meeting become one, so each real robot stays in
 * {@code certain} or on a cell of its group, and a move is taken as lost when any of those cells may
 * be hit or may capture. Reinforcements: the real count is at least {@code certain} plus the groups
 * that surely live on their own, and at most {@code certain} plus every group; a reinforcement may
 * arrive when the lower count is below {@code R} (a new group on every corner that may be free), and
 * surely does when the upper one is and a corner is surely free.
 */
final class Superposed {
    final int px;
    final int py;
    final int charges;
    final int turn;
    final BitSet certain;
    /** The groups' cells (cell indexes, ascending), and whether each group's robot surely lives alone. */
    final int[][] groups;
    final boolean[] sure;

    private Superposed(int px, int py, int charges, int turn, BitSet certain, int[][] groups, boolean[] sure) {
        this.px = px;
        this.py = py;
        this.charges = charges;
        this.turn = turn;
        this.certain = certain;
        this.groups = groups;
        this.sure = sure;
    }

    /** The game's current position, known exactly. */
    static Superposed of(Game game) {
        int width = game.width();
        BitSet robots = new BitSet(width * game.height());
        for (int y = 0; y < game.height(); y++) {
            for (int x = 0; x < width; x++) {
                if (game.hasRobot(x, y)) {
                    robots.set(y * width + x);
                }
            }
        }
        return new Superposed(game.playerX(), game.playerY(), game.chargesLeft().orElse(Integer.MAX_VALUE),
                game.turn(), robots, new int[0][], new boolean[0]);
    }

    /** How a command ends from here: won in every game, lost in some, or the next position. */
    sealed interface Outcome {
    }

    /** Won in every game. */
    record Won() implements Outcome {
    }

    /** Lost in some game (or the command is refused). */
    record Lost() implements Outcome {
    }

    /** Goes on. */
    record Next(Superposed position) implements Outcome {
    }

    static final Outcome WON = new Won();
    static final Outcome LOST = new Lost();

    /** Whether a robot may stand on {@code cell}. */
    boolean mayHold(int cell) {
        if (certain.get(cell)) {
            return true;
        }
        for (int[] group : groups) {
            if (Arrays.binarySearch(group, cell) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Every cell a robot may stand on. */
    BitSet possible() {
        BitSet all = (BitSet) certain.clone();
        for (int[] group : groups) {
            for (int cell : group) {
                all.set(cell);
            }
        }
        return all;
    }

    /** Plays {@code c} in every game at once; {@code target} is the reinforcement target {@code R}. */
    Outcome play(Command c, Field field, int target) {
        int width = field.width();
        int height = field.height();
        int nx = px + c.dx();
        int ny = py + c.dy();
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || c.charge() && charges == 0) {
            return LOST;
        }
        int player = ny * width + nx;
        if (field.isPit(nx, ny) || hitMay(player, c.charge(), width)) {
            return LOST;
        }
        if (nx == field.exitX() && ny == field.exitY()) {
            return WON; // before the robots move, and no robot may stand on the exit
        }
        BitSet nextCertain = new BitSet(width * height);
        for (int r = certain.nextSetBit(0); r >= 0; r = certain.nextSetBit(r + 1)) {
            if (c.charge() && adjacent(r, width)) {
                continue;
            }
            int to = step(r, nx, ny, width);
            if (to == player) {
                return LOST;
            }
            if (!field.isPit(to % width, to / width)) {
                nextCertain.set(to);
            }
        }
        List<int[]> nextGroups = new ArrayList<>();
        List<Boolean> nextSure = new ArrayList<>();
        int[] hits = new int[width * height]; // how many groups may step onto each cell
        for (int g = 0; g < groups.length; g++) {
            boolean alone = sure[g];
            int[] moved = new int[groups[g].length];
            int kept = 0;
            for (int r : groups[g]) {
                if (c.charge() && adjacent(r, width)) {
                    alone = false;
                    continue;
                }
                int to = step(r, nx, ny, width);
                if (to == player) {
                    return LOST;
                }
                if (field.isPit(to % width, to / width)) {
                    alone = false;
                } else {
                    moved[kept++] = to;
                }
            }
            if (kept > 0) {
                int[] cells = Arrays.stream(moved, 0, kept).sorted().distinct().toArray();
                for (int cell : cells) {
                    hits[cell]++;
                }
                nextGroups.add(cells);
                nextSure.add(alone);
            }
        }
        int lower = nextCertain.cardinality();
        for (int g = 0; g < nextGroups.size(); g++) {
            boolean alone = nextSure.get(g);
            for (int cell : nextGroups.get(g)) {
                alone &= hits[cell] == 1 && !nextCertain.get(cell);
            }
            nextSure.set(g, alone);
            lower += alone ? 1 : 0;
        }
        int upper = nextCertain.cardinality() + nextGroups.size();
        if (lower < target) {
            List<Integer> corners = new ArrayList<>();
            boolean surelyFree = false;
            for (int[] corner : new int[][] {{0, 0}, {width - 1, 0}, {0, height - 1}, {width - 1, height - 1}}) {
                int cell = corner[1] * width + corner[0];
                if (!corners.contains(cell) && !field.isPit(corner[0], corner[1]) && cell != player
                        && !(corner[0] == field.exitX() && corner[1] == field.exitY()) && !nextCertain.get(cell)) {
                    corners.add(cell);
                    surelyFree |= hits[cell] == 0;
                }
            }
            boolean surely = upper < target && surelyFree;
            if (surely && corners.size() == 1) {
                nextCertain.set(corners.get(0));
            } else if (!corners.isEmpty()) {
                nextGroups.add(corners.stream().mapToInt(Integer::intValue).sorted().toArray());
                nextSure.add(surely && corners.stream().allMatch(cell -> hits[cell] == 0));
            }
        }
        boolean[] sureArray = new boolean[nextSure.size()];
        for (int g = 0; g < sureArray.length; g++) {
            sureArray[g] = nextSure.get(g);
        }
        int left = c.charge() ? charges - 1 : charges;
        return new Next(new Superposed(nx, ny, left, turn + 1, nextCertain, nextGroups.toArray(new int[0][]),
                sureArray));
    }

    /** Whether a robot may stand on {@code player} after the charge, if any: the move may hit it. */
    private boolean hitMay(int player, boolean charge, int width) {
        return (!charge || !adjacent(player, width)) && mayHold(player);
    }

    private boolean adjacent(int cell, int width) {
        return Math.abs(cell % width - px) <= 1 && Math.abs(cell / width - py) <= 1;
    }

    private static int step(int robot, int nx, int ny, int width) {
        int x = robot % width;
        int y = robot / width;
        return (y + Integer.signum(ny - y)) * width + x + Integer.signum(nx - x);
    }

    /** A 64-bit hash of the position: the player, charges, turn, the certain robots and the groups. */
    long key() {
        long h = Arrays.hashCode(certain.toLongArray()) * 0x9E3779B97F4A7C15L;
        h ^= Arrays.deepHashCode(groups) * 0xC2B2AE3D27D4EB4FL ^ Arrays.hashCode(sure);
        h ^= ((long) px << 48) ^ ((long) py << 32) ^ ((long) charges << 16) ^ turn;
        h = (h ^ (h >>> 31)) * 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 29);
    }
}
