package dev.robots.cli.options;

import dev.robots.cli.text.Expected;
import dev.robots.core.bot.Autopilot;

/**
 * The autopilot's search size: its beam width, look-ahead in turns and sampled futures of the
 * reinforcements, as {@code --beam}, {@code --depth} and {@code --samples} give them or as
 * {@code --think MS} chooses them ({@link #forThink}).
 *
 * @param beamWidth positions kept per turn of look-ahead, 1 to {@link Autopilot#MAX_BEAM_WIDTH}
 * @param depth turns of look-ahead, 1 to {@link Autopilot#MAX_DEPTH}
 * @param samples sampled futures of the reinforcements searched per decision, 0 (none: the plain
 *     search) to {@link Autopilot#MAX_SAMPLES}; see {@link Autopilot#Autopilot(int, int, int)}
 */
public record SearchBudget(int beamWidth, int depth, int samples) {
    /** The autopilot's defaults. */
    public static final SearchBudget DEFAULT = new SearchBudget(Autopilot.DEFAULT_BEAM_WIDTH, Autopilot.DEFAULT_DEPTH);
    /** The most {@code --think} accepts, in milliseconds. */
    public static final int MAX_THINK_MS = 1000;

    /**
     * {@code --think}'s table: {milliseconds, beam width, depth, samples}, by milliseconds. A nominal
     * budget, not a clock: the same MS gives the same search everywhere, so a seed replays the same game on any
     * machine and under any load. Each row's milliseconds are at least the 99th percentile of the CPU
     * time of one decision at its beam and depth, measured on the statement's board (30x17, 20 robots,
     * 40 pits, 3 charges) by robots-bench's {@code DecisionTimes} (100 games of seeds 7000 on, one
     * thread, after 20 games of warm-up) on each of the two vCPUs of a 2-vCPU AMD EPYC VM (OpenJDK
     * 17.0.15): the figures below are the slower vCPU's, then the other's (docs/autopilot.md). CPU,
     * not wall time: under load the wall time's p99 measures the other jobs, while on a free core a
     * decision's wall time is its CPU time.
     *
     * <p>Rows 1 to 3 are the ghost search of the default, wider (measured 2026-12-02 at about 23:00
     * UTC; 128 costs less than twice 64: the beam keeps at most 2 positions per player cell and
     * often fills less). From 5 ms on, the search weighs where reinforcements land by sampling them: 4 and, from
     * 10 ms, 8 sampled futures of beam 32 x depth 20 won 97.45% and 97.55% of 2000 games of the
     * held-out seed 20261204 (docs/autopilot.md, "Sampled futures"; measured 2026-12-02 14:47 UTC).
     * The 4 futures were the row of 4 ms until their p99 was measured at 4.2 ms on the slower vCPU.
     */
    private static final int[][] THINK_TABLE = {
        {1, Autopilot.DEFAULT_BEAM_WIDTH, Autopilot.DEFAULT_DEPTH, 0}, // p99 0.72 and 0.58 ms
        {2, 64, 16, 0}, // p99 1.59 and 1.44 ms
        {3, 128, 16, 0}, // p99 2.77 and 1.88 ms
        {5, 32, 20, 4}, // p99 4.22 and 3.38 ms, median 2.9 and 2.3 ms
        {10, 32, 20, 8}, // p99 7.84 and 8.38 ms, median 4.9 and 5.0 ms
    };

    /**
     * A budget of these ranges.
     *
     * @throws IllegalArgumentException if either is outside its range
     */
    public SearchBudget {
        Expected.between("beamWidth", beamWidth, 1, Autopilot.MAX_BEAM_WIDTH);
        Expected.between("depth", depth, 1, Autopilot.MAX_DEPTH);
        Expected.between("samples", samples, 0, Autopilot.MAX_SAMPLES);
    }

    /** The plain search (no sampled futures) of this beam width and depth. */
    public SearchBudget(int beamWidth, int depth) {
        this(beamWidth, depth, 0);
    }

    /**
     * The search of {@code --think ms}: the table's largest row of at most {@code ms} milliseconds.
     * Non-decreasing in {@code ms}, in beam width and in depth.
     *
     * @throws IllegalArgumentException if {@code ms} is outside 1 to {@link #MAX_THINK_MS}
     */
    public static SearchBudget forThink(int ms) {
        Expected.between("ms", ms, 1, MAX_THINK_MS);
        int[] chosen = THINK_TABLE[0];
        for (int[] row : THINK_TABLE) {
            if (row[0] <= ms) {
                chosen = row;
            }
        }
        return new SearchBudget(chosen[1], chosen[2], chosen[3]);
    }

    /** A new autopilot searching this much. */
    public Autopilot autopilot() {
        return new Autopilot(beamWidth, depth, samples);
    }

    /** {@code beam 32 depth 16}, and {@code samples 8} when there are some, as the reports state it. */
    @Override
    public String toString() {
        return describe(beamWidth, depth, samples);
    }

    /** How the reports state a search: {@code beam 32 depth 16}, and {@code samples 8} when there are some. */
    public static String describe(int beamWidth, int depth, int samples) {
        return "beam " + beamWidth + " depth " + depth + (samples > 0 ? " samples " + samples : "");
    }
}
