package dev.robots.core.bot;

/**
 * The reinforcements of a line of the search as <em>ghosts</em>: where the plain search leaves out
 * the robots that will arrive, and {@link SampledSearch} draws their corners, this keeps every
 * corner at once, each with its chance. When a reinforcement is due in a line (its robots plus the
 * ghosts' summed chances are fewer than {@code R - 0.5}), a ghost appears on every free corner
 * with chance 1 / (free corners). A ghost steps toward the player as a robot does (docs/rules.md,
 * "A turn"); it is gone when it lands in a pit or where a robot arrived, two ghosts on one cell
 * merge (their chances add: they are the same robot in different futures, or two robots of which
 * one remains), and a ghost that reaches the player multiplies the line's chance of survival by
 * {@code 1 - chance} instead of ending the line. A charge removes the ghosts next to the player.
 * For one reinforcement the ghosts are the mean over its corners of the sampled futures
 * ({@code GhostsTest}).
 *
 * <p>At most {@link #CAP} ghosts per position: the reinforcements past it are <em>settled</em>,
 * counted with the value of a robot where they appeared and never stepped. Not thread-safe: it
 * keeps the last step's results and scratch marks.
 */
final class Ghosts {
    /**
     * Ghosts per position: three reinforcements' worth on a field with four corners. 12 won 8 to 11
     * more of 4000 tuning games than 8 at the same work budget (docs/autopilot.md).
     */
    static final int CAP = 12;
    /** {@code LN_MISS[i]}: ln(1 - i / 64), a line's survival past a ghost of chance i / 64. */
    private static final double[] LN_MISS = new double[65];

    static {
        for (int i = 0; i < 64; i++) {
            LN_MISS[i] = PortableMath.ln(1 - i / 64.0); // the same doubles in every JVM and page
        }
        LN_MISS[64] = PortableMath.ln(1e-6); // a certain capture: finite, so that lines still rank
    }

    private final EpochMarks placed = new EpochMarks(0);
    private int[] placedAt = new int[0];

    // the results of the last step
    private double value;
    private double chance;
    private double lnSurvival;

    /** Makes room for an arena of {@code cells} cells. */
    void use(int cells) {
        placed.ensureSize(cells);
        if (placedAt.length < cells) {
            placedAt = new int[cells];
        }
    }

    /** The ghosts' part of the last position's score: each one's robot value times its chance, settled ones too. */
    double lastValue() {
        return value;
    }

    /** The summed chances of the last position's ghosts, settled ones too: robots to expect. */
    double lastChance() {
        return chance;
    }

    /** ln of the last line's chance that no ghost has reached the player. */
    double lastLnSurvival() {
        return lnSurvival;
    }

    /**
     * The ghosts' part of a turn, after {@link SearchRules#robotsTurn} (whose arrivals it reads):
     * steps the ghosts of {@code slot} of {@code from} into {@code child} of {@code into} and adds
     * a reinforcement's ghosts when one is due; returns how many ghosts {@code child} holds.
     *
     * @param player the player's cell before the command, {@code next} after it
     * @param kept the robots the step left
     */
    int step(Arena arena, SearchRules rules, Generation from, int slot, Generation into, int child, int player,
            int next, boolean charge, int kept, int robotTarget, int[] exitChebyshev, double[] robotValue) {
        int[] xOf = arena.xOf;
        int[] yOf = arena.yOf;
        int px = xOf[player];
        int py = yOf[player];
        int nx = xOf[next];
        int ny = yOf[next];
        int playerExit = exitChebyshev[next];
        int fromBase = slot * CAP;
        int intoBase = child * CAP;
        int count = from.ghostCount[slot];
        double settled = from.settledChance[slot];
        double settledValue = from.settledValue[slot];
        double ln = from.lnSurvival[slot];
        double mass = settled;
        double ghostValue = 0;
        int placedCount = 0;
        placed.clearAll();
        for (int i = 0; i < count; i++) {
            int ghost = from.ghostCell[fromBase + i];
            double p = from.ghostChance[fromBase + i];
            int gx = xOf[ghost];
            int gy = yOf[ghost];
            if (charge && Math.abs(gx - px) <= 1 && Math.abs(gy - py) <= 1) {
                continue;
            }
            if (Math.abs(gx - nx) <= 1 && Math.abs(gy - ny) <= 1) {
                ln += LN_MISS[Math.min(64, (int) (p * 64 + 0.5))]; // it reaches the player
                continue;
            }
            int to = ghost + Integer.signum(ny - gy) * arena.width + Integer.signum(nx - gx);
            if (arena.pit[to] || rules.arrivedAt(to)) {
                continue; // fell, or merged into a robot
            }
            double v = robotValue[(exitChebyshev[to] <= playerExit ? 0 : 64)
                    + Math.min(Math.max(Math.abs(xOf[to] - nx), Math.abs(yOf[to] - ny)), 63)];
            placedCount = place(into, intoBase, placedCount, to, p, v);
            mass += lastAdded;
            ghostValue += lastAdded * v;
        }
        int[] corners = rules.corners();
        if (corners.length > 0 && kept + mass < robotTarget - 0.5) {
            int free = 0;
            for (int corner : corners) {
                free += isFree(arena, rules, corner, next) ? 1 : 0;
            }
            double p = free == 0 ? 0 : 1.0 / free;
            for (int corner : corners) {
                if (!isFree(arena, rules, corner, next)) {
                    continue;
                }
                double v = robotValue[(exitChebyshev[corner] <= playerExit ? 0 : 64)
                        + Math.min(Math.max(Math.abs(xOf[corner] - nx), Math.abs(yOf[corner] - ny)), 63)];
                if (placedCount >= CAP) {
                    settled += p;
                    settledValue += p * v;
                    mass += p;
                    continue;
                }
                placedCount = place(into, intoBase, placedCount, corner, p, v);
                mass += lastAdded;
                ghostValue += lastAdded * v;
            }
        }
        into.ghostCount[child] = placedCount;
        into.settledChance[child] = settled;
        into.settledValue[child] = settledValue;
        into.lnSurvival[child] = ln;
        value = ghostValue + settledValue;
        chance = mass;
        lnSurvival = ln;
        return placedCount;
    }

    /** The chance {@link #place} added (less than asked when a merge reaches 1). */
    private double lastAdded;

    /** Puts a ghost of chance {@code p} on {@code cell}, merging with one already there. */
    private int place(Generation into, int base, int placedCount, int cell, double p, double value) {
        if (!placed.mark(cell)) {
            int at = base + placedAt[cell];
            double merged = Math.min(1, into.ghostChance[at] + p);
            lastAdded = merged - into.ghostChance[at];
            into.ghostChance[at] = merged;
            return placedCount;
        }
        placedAt[cell] = placedCount;
        into.ghostCell[base + placedCount] = cell;
        into.ghostChance[base + placedCount] = p;
        lastAdded = p;
        return placedCount + 1;
    }

    /** A corner a reinforcement may take: no robot arrived there, not the player, not the exit, not a pit. */
    private static boolean isFree(Arena arena, SearchRules rules, int corner, int next) {
        return !rules.arrivedAt(corner) && corner != next && corner != arena.exitCell && !arena.pit[corner];
    }
}
