package dev.robots.core.bot;

import java.util.Arrays;

/**
 * What one search in a sampled future says of each first command: the score of its best line at
 * the deepest turn of look-ahead where the beam still held one of its lines, less
 * {@link #MISSING_TURN} per turn it was missing from the beam after that; for the command whose
 * line reached the exit, {@link #WIN} or {@link #WIN_MARGIN} above the best score the search kept,
 * whichever is more (less a little per turn). {@link SampledSearch} sums them over the samples.
 *
 * <p>Why the margin: a position's score has no upper bound. It gains {@code missingRobot} per robot
 * short of the target {@code R}, so on a large field where robots keep falling into pits (60x33
 * with 79 robots of 79 to 119 short) scores pass 20, and with {@link #WIN} alone a wait that keeps
 * the robots falling outranked stepping onto the exit: the player stood two cells from it until the
 * turn limit.
 */
final class CommandValues {
    /** The value of a line that reaches the exit: far above any score of a position (log-odds). */
    static final double WIN = 20;
    /** What a command loses per turn of look-ahead that the beam held none of its lines. */
    static final double MISSING_TURN = 0.5;
    /** How far a win's value stays above the best score the search kept (where that passes {@link #WIN}). */
    static final double WIN_MARGIN = 10;

    private final double[] best = new double[CommandCodes.COUNT];
    /** The deepest turn at which the beam held a line of each command; -1: none. */
    private final int[] deepest = new int[CommandCodes.COUNT];
    private int lastTurn;
    private int winner;
    private int winTurn;
    /** The best score the beam kept at any turn of this search. */
    private double bestKept;

    /** Forgets the last search. */
    void start() {
        Arrays.fill(deepest, -1);
        lastTurn = -1;
        winner = -1;
        bestKept = Double.NEGATIVE_INFINITY;
    }

    /** The beam kept at turn {@code turn}: the {@code size} slots {@code selected} of {@code kept}, best first. */
    void record(int turn, Generation kept, int[] selected, int size) {
        lastTurn = turn;
        for (int i = 0; i < size; i++) {
            int slot = selected[i];
            int command = kept.firstCommand[slot];
            if (deepest[command] != turn) {
                deepest[command] = turn;
                best[command] = kept.score[slot];
            }
            bestKept = Math.max(bestKept, kept.score[slot]);
        }
    }

    /** A line of {@code command} reached the exit at turn {@code turn}; the search ends there. */
    void won(int command, int turn) {
        winner = command;
        winTurn = turn;
    }

    /**
     * Adds each command's value in this search to {@code sums} and counts it in {@code seen}; a
     * command the search never kept (it loses at once, or the beam is narrower than the commands)
     * is left out.
     */
    void addTo(double[] sums, int[] seen) {
        int horizon = winner >= 0 ? winTurn - 1 : lastTurn;
        for (int command = 0; command < CommandCodes.COUNT; command++) {
            double value;
            if (command == winner) {
                value = Math.max(WIN, bestKept + WIN_MARGIN) - 0.01 * winTurn;
            } else if (deepest[command] >= 0) {
                value = best[command] - MISSING_TURN * (horizon - deepest[command]);
            } else {
                continue;
            }
            sums[command] += value;
            seen[command]++;
        }
    }
}
