package dev.robots.core.bot;

import dev.robots.core.check.Expected;
import java.util.Arrays;

/**
 * The search budget and the weights of the position evaluation. Package-private: {@link Autopilot}
 * offers the defaults and a choice of budget; experiments and tests vary the rest.
 *
 * <p>The evaluation is linear in a few features of a position, in units of log-odds of winning:
 * the weights started as a logistic regression of game outcomes on the features of every position
 * of 4000 self-played games (30x17, R=20, P=40, 3 charges), and were then checked one by one in
 * play (see {@code docs/autopilot.md}). A robot counts as <em>ahead</em> when it is no farther
 * from the exit (in king moves) than the player: it has to be got rid of on the way out.
 */
final class Tuning {
    /** Number of robot distance bands: 1-2, 3-4, 5-7, 8 and more cells from the player. */
    static final int BANDS = 4;

    static final Tuning DEFAULT = new Tuning(Autopilot.DEFAULT_BEAM_WIDTH, Autopilot.DEFAULT_DEPTH, 2, 2.0, new double[] {
        -0.1941, // exitStep
        -0.0315, // rowOffset
        1.5386, 1.2569, 1.2374, // the first, second and third charge in hand
        -0.2230, -0.2572, -0.1428, 0.0323, // a robot ahead, by distance band
        0.0227, 0.0591, 0.1260, 0.1636, // a robot behind, by distance band
        0.1288, // wall
        0.1036, // safeMove
        0.3094, // missingRobot
        0.2157, // pitNearby
    });

    /** Positions the beam keeps per turn. */
    final int beamWidth;
    /** Turns the search looks ahead. */
    final int depth;
    /** At most this many kept positions share one player cell (keeps the beam diverse). */
    final int cellCap;
    /** Per step of walking distance to the exit. */
    final double exitStep;
    /** Per row between the player and the exit's row. */
    final double rowOffset;
    private final double[] charge;
    private final double[] ahead;
    private final double[] behind;
    /** When the player stands on the top, bottom or right edge. */
    final double wall;
    /** Per move that would not lose at once. */
    final double safeMove;
    /** Per robot short of the reinforcement target. */
    final double missingRobot;
    /** Per pit within 3 cells (king moves) of the player: robots chasing the player fall in. */
    final double pitNearby;
    /**
     * The weight of a line's ln chance of survival against the reinforcements it expects ({@link
     * Ghosts}); {@link Double#NaN}: no ghosts, the reinforcements left out (issue 28: 3 won a few
     * more games of the statement's setup than 2, but lost 4 to 5 points on the 15x9 boards, where 2
     * loses 0 to 3; docs/measurements-autopilot.md).
     */
    final double ghostRisk;
    /**
     * The evaluation as tables, or null: the linear one of the weights above. With tables the
     * weights still give the hurry past turn {@link Evaluation#HURRY_AFTER} ({@link #exitStep}).
     */
    final EvaluationTables tables;

    /**
     * @param ghostRisk see {@link #ghostRisk}
     * @param weights in this order: exitStep, rowOffset, the three charges, the {@link #BANDS}
     *     ahead bands, the behind bands, wall, safeMove, missingRobot, pitNearby
     */
    Tuning(int beamWidth, int depth, int cellCap, double ghostRisk, double[] weights) {
        this(beamWidth, depth, cellCap, ghostRisk, weights, null);
    }

    private Tuning(int beamWidth, int depth, int cellCap, double ghostRisk, double[] weights, EvaluationTables tables) {
        // Bounded above too: 2 * beamWidth slots are allocated at once (an int overflow for
        // Integer.MAX_VALUE), each with room for every robot in sight.
        if (beamWidth < 1 || beamWidth > Autopilot.MAX_BEAM_WIDTH) {
            throw new IllegalArgumentException(
                    Expected.of("beamWidth: " + beamWidth, "1 to " + Autopilot.MAX_BEAM_WIDTH));
        }
        if (depth < 1 || depth > Autopilot.MAX_DEPTH) {
            throw new IllegalArgumentException(Expected.of("depth: " + depth, "1 to " + Autopilot.MAX_DEPTH));
        }
        if (cellCap < 1) {
            throw new IllegalArgumentException(Expected.of("cellCap: " + cellCap, ">= 1"));
        }
        int expected = 5 + 2 * BANDS + 4;
        if (weights.length != expected) {
            throw new IllegalArgumentException(Expected.of("weights: " + weights.length, expected));
        }
        this.beamWidth = beamWidth;
        this.depth = depth;
        this.cellCap = cellCap;
        int i = 0;
        this.exitStep = weights[i++];
        this.rowOffset = weights[i++];
        this.charge = Arrays.copyOfRange(weights, i, i += 3);
        this.ahead = Arrays.copyOfRange(weights, i, i += BANDS);
        this.behind = Arrays.copyOfRange(weights, i, i += BANDS);
        this.wall = weights[i++];
        this.safeMove = weights[i++];
        this.missingRobot = weights[i++];
        this.pitNearby = weights[i];
        this.ghostRisk = ghostRisk;
        this.tables = tables;
    }

    /** Whether the search plays the reinforcements as {@link Ghosts}. */
    boolean ghosts() {
        return !Double.isNaN(ghostRisk);
    }

    /** The weights in constructor order. */
    double[] weights() {
        double[] w = new double[5 + 2 * BANDS + 4];
        int i = 0;
        w[i++] = exitStep;
        w[i++] = rowOffset;
        for (double v : charge) {
            w[i++] = v;
        }
        for (double v : ahead) {
            w[i++] = v;
        }
        for (double v : behind) {
            w[i++] = v;
        }
        w[i++] = wall;
        w[i++] = safeMove;
        w[i++] = missingRobot;
        w[i] = pitNearby;
        return w;
    }

    Tuning withBudget(int beamWidth, int depth) {
        return new Tuning(beamWidth, depth, cellCap, ghostRisk, weights(), tables);
    }

    /** This tuning with another weight of the ghosts' risk, {@link Double#NaN} for none. */
    Tuning withGhostRisk(double risk) {
        return new Tuning(beamWidth, depth, cellCap, risk, weights(), tables);
    }

    /** This tuning with the evaluation of {@code next} (null: the linear one of the weights). */
    Tuning withTables(EvaluationTables next) {
        return new Tuning(beamWidth, depth, cellCap, ghostRisk, weights(), next);
    }

    /** The value of having {@code k} charges in hand (unlimited counts as 3). */
    double charges(int k) {
        double v = 0;
        for (int i = 0; i < Math.min(k, charge.length); i++) {
            v += charge[i];
        }
        return v;
    }

    /** The distance band of a robot {@code d} cells (king moves) from the player. */
    static int band(int d) {
        return d <= 2 ? 0 : d <= 4 ? 1 : d <= 7 ? 2 : 3;
    }

    /** The weight of a robot in {@code band}, ahead of the player or not. */
    double robot(boolean isAhead, int band) {
        return isAhead ? ahead[band] : behind[band];
    }
}
