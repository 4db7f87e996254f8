package dev.robots.core.bot;

import java.util.Map;

/** The planner's knobs; package-private so experiments and tests can vary them. */
record Tuning(String algo, int depth, int beamWidth, double exitWeight, double chargeValue,
        double threatWeight, double nearWeight, boolean pessimisticReinforcements,
        int spawnRadius, int spawnDepth, double cornerWeight, int cornerRadius, int firstCap, int cellCap, double pendingWeight, int scenarios,
        double wallWeight, double mobilityWeight, double rowWeight) {
    static final Tuning DEFAULT = new Tuning("beam", 12, 32, 1.0, 10.0, 2.0, 0.2, false, 99, 99, 0.5, 6, 99, 2, 0, 0, 0, 0, 0);

    static Tuning parse(Map<String, String> o) {
        Tuning d = DEFAULT;
        return new Tuning(
                o.getOrDefault("algo", d.algo),
                Integer.parseInt(o.getOrDefault("depth", "" + d.depth)),
                Integer.parseInt(o.getOrDefault("beam", "" + d.beamWidth)),
                Double.parseDouble(o.getOrDefault("exit", "" + d.exitWeight)),
                Double.parseDouble(o.getOrDefault("charge", "" + d.chargeValue)),
                Double.parseDouble(o.getOrDefault("threat", "" + d.threatWeight)),
                Double.parseDouble(o.getOrDefault("near", "" + d.nearWeight)),
                Boolean.parseBoolean(o.getOrDefault("pess", "" + d.pessimisticReinforcements)),
                Integer.parseInt(o.getOrDefault("spawnRadius", "" + d.spawnRadius)),
                Integer.parseInt(o.getOrDefault("spawnDepth", "" + d.spawnDepth)),
                Double.parseDouble(o.getOrDefault("corner", "" + d.cornerWeight)),
                Integer.parseInt(o.getOrDefault("cornerRadius", "" + d.cornerRadius)),
                Integer.parseInt(o.getOrDefault("firstCap", "" + d.firstCap)),
                Integer.parseInt(o.getOrDefault("cellCap", "" + d.cellCap)),
                Double.parseDouble(o.getOrDefault("pending", "" + d.pendingWeight)),
                Integer.parseInt(o.getOrDefault("scenarios", "" + d.scenarios)),
                Double.parseDouble(o.getOrDefault("wall", "" + d.wallWeight)),
                Double.parseDouble(o.getOrDefault("mobility", "" + d.mobilityWeight)),
                Double.parseDouble(o.getOrDefault("row", "" + d.rowWeight)));
    }
}
