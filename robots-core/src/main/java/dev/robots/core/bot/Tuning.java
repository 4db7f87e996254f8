package dev.robots.core.bot;

/**
 * The planner's knobs. Package-private: the public {@link Autopilot} offers the defaults and a
 * choice of search budget; experiments and tests vary the rest.
 *
 * @param beamWidth how many positions the beam keeps per turn
 * @param depth how many turns it looks ahead
 * @param cellCap at most this many kept positions share one player cell (keeps the beam diverse)
 * @param exitWeight cost of one step of walking distance to the exit
 * @param threatWeight cost of each robot at least as close to the exit as the player (one that
 *     must still be got rid of on the way out)
 * @param nearWeight cost of each robot close to the player, {@code 4 - distance} for distance 1 to 3
 * @param chargeValue value of each charge still in hand (at most 3 count)
 * @param cornerWeight cost per step closer than {@code cornerRadius} to a corner where
 *     reinforcements arrive
 * @param cornerRadius see {@code cornerWeight}
 */
record Tuning(int beamWidth, int depth, int cellCap, double exitWeight, double threatWeight,
        double nearWeight, double chargeValue, double cornerWeight, int cornerRadius) {

    static final Tuning DEFAULT = new Tuning(32, 12, 2, 1.0, 2.0, 0.2, 10.0, 0.5, 6);

    Tuning {
        if (beamWidth < 1) {
            throw new IllegalArgumentException("beamWidth: " + beamWidth + " (expected: >= 1)");
        }
        if (depth < 1) {
            throw new IllegalArgumentException("depth: " + depth + " (expected: >= 1)");
        }
        if (cellCap < 1) {
            throw new IllegalArgumentException("cellCap: " + cellCap + " (expected: >= 1)");
        }
    }

    Tuning withBudget(int beamWidth, int depth) {
        return new Tuning(beamWidth, depth, cellCap, exitWeight, threatWeight, nearWeight, chargeValue,
                cornerWeight, cornerRadius);
    }
}
