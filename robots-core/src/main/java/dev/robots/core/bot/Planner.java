package dev.robots.core.bot;

/** Depth-limited search over the player's moves with a fast private copy of the rules. */
final class Planner {
    static final int UNLIMITED = 1 << 20;
    static final double WIN = 1e9;
    static final double LOSS = -1e9;
    static final int DEAD = -1;
    static final int WON = -2;

    /** Bit m is set when a robot at offset (dx+2, dy+2) from the player kills move m. */
    private static final int[] KILLS = new int[25];

    static {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int mask = 0;
                for (int m = 0; m < 9; m++) {
                    if (Math.abs(dx - (m % 3 - 1)) <= 1 && Math.abs(dy - (m / 3 - 1)) <= 1) {
                        mask |= 1 << m;
                    }
                }
                KILLS[(dy + 2) * 5 + dx + 2] = mask;
            }
        }
    }

    private final Tuning tuning;
    private Arena arena;
    private int[][] pool = new int[0][];
    private int[] stamp = new int[0];
    private int epoch;
    private int target;
    long nodes;

    Planner(Tuning tuning) {
        this.tuning = tuning;
    }

    /** The chosen command: move 0..8 ({@code (m % 3 - 1, m / 3 - 1)}), plus 9 with a charge. */
    int decide(Arena arena, int player, int[] robots, int n, int charges, int target) {
        this.target = target;
        prepare(arena, n);
        System.arraycopy(robots, 0, pool[0], 0, n);
        int depth = tuning.depth();
        int bestMove = 4;
        double best = Double.NEGATIVE_INFINITY;
        int mask = dangerMask(0, player, n);
        int chargedMask = charges > 0 ? chargedDangerMask(0, player, n) : -1;
        for (int c = 0; c < 18; c++) {
            int m = c % 9;
            boolean charge = c >= 9;
            if (!onField(player, m)) {
                continue;
            }
            double v;
            if (charge && (charges == 0 || chargedMask == mask)) {
                continue; // a charge that removes nothing next to the player is never worth it
            }
            if (((charge ? chargedMask : mask) & (1 << m)) != 0) {
                v = LOSS;
            } else {
                v = child(0, depth, player, n, charges, c);
            }
            if (v > best) {
                best = v;
                bestMove = c;
            }
        }
        return bestMove;
    }

    private void prepare(Arena a, int n) {
        this.arena = a;
        int capacity = Math.max(n, target) + tuning.depth() + 4;
        int levels = tuning.depth() + 2;
        if (pool.length < levels || pool[0].length < capacity) {
            pool = new int[levels][Math.max(capacity, 32)];
        }
        if (stamp.length < a.cells) {
            stamp = new int[a.cells];
            epoch = 0;
        }
    }

    private boolean onField(int player, int m) {
        int x = arena.xOf[player] + m % 3 - 1;
        int y = arena.yOf[player] + m / 3 - 1;
        return arena.inside(x, y);
    }

    /** Moves that lose at once (a robot on or next to the target cell, a pit, off the field), as bits. */
    private int dangerMask(int level, int player, int n) {
        Arena a = arena;
        int px = a.xOf[player];
        int py = a.yOf[player];
        int[] robots = pool[level];
        int mask = 0;
        for (int i = 0; i < n; i++) {
            int dx = a.xOf[robots[i]] - px + 2;
            int dy = a.yOf[robots[i]] - py + 2;
            if (dx >= 0 && dx < 5 && dy >= 0 && dy < 5) {
                mask |= KILLS[dy * 5 + dx];
            }
        }
        return mask | blockedMask(player);
    }

    /** As {@link #dangerMask} after a charge has removed the robots next to the player. */
    private int chargedDangerMask(int level, int player, int n) {
        Arena a = arena;
        int px = a.xOf[player];
        int py = a.yOf[player];
        int[] robots = pool[level];
        int mask = 0;
        for (int i = 0; i < n; i++) {
            int ax = a.xOf[robots[i]] - px;
            int ay = a.yOf[robots[i]] - py;
            int d = Math.max(Math.abs(ax), Math.abs(ay));
            if (d == 2) {
                mask |= KILLS[(ay + 2) * 5 + ax + 2];
            }
        }
        return mask | blockedMask(player);
    }

    private int blockedMask(int player) {
        Arena a = arena;
        int px = a.xOf[player];
        int py = a.yOf[player];
        int mask = 0;
        for (int m = 0; m < 9; m++) {
            int x = px + m % 3 - 1;
            int y = py + m / 3 - 1;
            if (!a.inside(x, y) || a.pit[y * a.width + x]) {
                mask |= 1 << m;
            }
        }
        return mask;
    }

    /**
     * Plays command {@code c} (known not to lose at once) from the node at {@code level} into
     * {@code level + 1}, then values the result.
     */
    private double child(int level, int depth, int player, int n, int charges, int c) {
        int m = c % 9;
        boolean charge = c >= 9;
        Arena a = arena;
        int next = player + (m / 3 - 1) * a.width + (m % 3 - 1);
        if (next == a.exitCell) {
            return WIN + depth;
        }
        int count = step(level, player, next, n, charge);
        int left = charge && charges != UNLIMITED ? charges - 1 : charges;
        if (depth <= 1) {
            return evaluate(level + 1, next, count, left);
        }
        return search(level + 1, depth - 1, next, count, left);
    }

    private double search(int level, int depth, int player, int n, int charges) {
        nodes++;
        int mask = dangerMask(level, player, n);
        double best = Double.NEGATIVE_INFINITY;
        for (int m = 0; m < 9; m++) {
            if ((mask & (1 << m)) == 0) {
                best = Math.max(best, child(level, depth, player, n, charges, m));
            }
        }
        if (charges > 0) {
            int charged = chargedDangerMask(level, player, n);
            if (charged != mask) {
                for (int m = 0; m < 9; m++) {
                    if ((charged & (1 << m)) == 0) {
                        best = Math.max(best, child(level, depth, player, n, charges, m + 9));
                    }
                }
            }
        }
        if (best == Double.NEGATIVE_INFINITY) {
            return LOSS + (tuning.depth() - depth); // caught here: later is better
        }
        return best;
    }

    /**
     * The robots' step (with the charge first, if any) toward {@code next}, writing the robots of
     * level + 1. The move is known to be safe. Returns the new robot count.
     */
    private int step(int level, int player, int next, int n, boolean charge) {
        Arena a = arena;
        int[] xOf = a.xOf;
        int[] yOf = a.yOf;
        boolean[] pit = a.pit;
        int width = a.width;
        int px = xOf[player];
        int py = yOf[player];
        int nx = xOf[next];
        int ny = yOf[next];
        int[] src = pool[level];
        int[] dst = pool[level + 1];
        int e = nextEpoch();
        int[] st = stamp;
        int kept = 0;
        for (int i = 0; i < n; i++) {
            int r = src[i];
            int rx = xOf[r];
            int ry = yOf[r];
            if (charge && Math.abs(rx - px) <= 1 && Math.abs(ry - py) <= 1) {
                continue;
            }
            int t = r + Integer.signum(ny - ry) * width + Integer.signum(nx - rx);
            if (pit[t] || st[t] == e) {
                continue;
            }
            st[t] = e;
            dst[kept++] = t;
        }
        if (kept < target && tuning.pessimisticReinforcements()) {
            int bestCorner = -1;
            int bestDistance = Integer.MAX_VALUE;
            for (int corner : a.corners) {
                if (st[corner] != e && corner != next) {
                    int d = Math.max(Math.abs(xOf[corner] - nx), Math.abs(yOf[corner] - ny));
                    if (d < bestDistance) {
                        bestDistance = d;
                        bestCorner = corner;
                    }
                }
            }
            if (bestCorner >= 0) {
                dst[kept++] = bestCorner;
            }
        }
        return kept;
    }

    /**
     * Plays command {@code c} on its own, as the search would (no reinforcement unless the tuning
     * asks for it): the robots' cells after it, {@code null} if the player is lost, an empty
     * array if won. For tests that hold the planner's rules against the engine's.
     */
    int[] simulate(Arena arena, int player, int[] robots, int n, int c) {
        this.target = 0;
        prepare(arena, n);
        System.arraycopy(robots, 0, pool[0], 0, n);
        int m = c % 9;
        boolean charge = c >= 9;
        if (((charge ? chargedDangerMask(0, player, n) : dangerMask(0, player, n)) & (1 << m)) != 0) {
            return null;
        }
        int next = player + (m / 3 - 1) * arena.width + (m % 3 - 1);
        if (next == arena.exitCell) {
            return new int[0];
        }
        int count = step(0, player, next, n, charge);
        return java.util.Arrays.copyOf(pool[1], count);
    }

    private int nextEpoch() {
        if (++epoch == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamp, 0);
            epoch = 1;
        }
        return epoch;
    }

    /** The value of a quiet position: higher is better. */
    private double evaluate(int level, int player, int n, int charges) {
        nodes++;
        Arena a = arena;
        double v = -tuning.exitWeight() * a.exitDistance[player];
        int spent = charges >= UNLIMITED ? 0 : charges;
        v += tuning.chargeValue() * spent;
        return v;
    }
}
