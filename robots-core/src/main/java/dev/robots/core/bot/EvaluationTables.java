package dev.robots.core.bot;

import dev.robots.core.check.Expected;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An evaluation as tables instead of the {@link Tuning}'s 17 weights: a value for each walking
 * distance to the exit, each row offset, each count of pits within 3 cells, each number of safe
 * moves, each count of charges in hand, and each robot by its exact distance (ahead or behind the
 * player) — a generalized additive model of the same features {@link Evaluation} reads, so a
 * search scores a position with it at the cost of the linear one. Learned from self-played games
 * (docs/research/log.md, "A learned evaluation"); the tables of a run are written as text, one
 * line per table: its name and its values.
 *
 * <p>Immutable once made; the arrays are not copied out, so the package treats them as read-only.
 */
final class EvaluationTables {
    /** Walking distances to the exit with a value of their own; farther ones add {@link #exitSlope} a step. */
    static final int EXIT_STEPS = 64;
    /** Row offsets with a value of their own; farther rows count as the last. */
    static final int ROWS = 16;
    /** Pits within 3 cells: 0 to 49. */
    static final int PITS = 50;

    /** {@code exit[d]}: the value of standing {@code d} steps from the exit (d below {@link #EXIT_STEPS}). */
    final double[] exit;
    /** Per step of walking distance beyond the table. */
    final double exitSlope;
    /** {@code row[|y - exitY|]}, the last entry for all farther rows. */
    final double[] row;
    /** When the player stands on the top, bottom or right edge. */
    final double wall;
    /** {@code pits[k]}: {@code k} pits within 3 cells (king moves). */
    final double[] pits;
    /** {@code safe[k]}: {@code k} of the 9 moves would not lose at once. */
    final double[] safe;
    /** {@code charge[k]}: {@code k} charges in hand (3 or more: 3). */
    final double[] charge;
    /** As {@link Evaluation#robotValues}: by distance (0 to 63), plus 64 for a robot behind. */
    final double[] robot;
    /** Per robot short of the reinforcement target (the ghosts' chances make it fractional). */
    final double missingRobot;

    EvaluationTables(double[] exit, double exitSlope, double[] row, double wall, double[] pits, double[] safe,
            double[] charge, double[] robot, double missingRobot) {
        this.exit = check("exit", exit, EXIT_STEPS);
        this.exitSlope = check("exitSlope", new double[] {exitSlope}, 1)[0];
        this.row = check("row", row, ROWS);
        this.wall = check("wall", new double[] {wall}, 1)[0];
        this.pits = check("pits", pits, PITS);
        this.safe = check("safe", safe, 10);
        this.charge = check("charge", charge, 4);
        this.robot = check("robot", robot, 128);
        this.missingRobot = check("missingRobot", new double[] {missingRobot}, 1)[0];
    }

    /**
     * The linear evaluation of {@code tuning}'s weights as tables: a search with them decides as
     * with the weights (each entry is the weight times the count, added in the same order), for
     * walking distances below {@link #EXIT_STEPS}.
     */
    static EvaluationTables linear(Tuning tuning) {
        double[] exit = new double[EXIT_STEPS];
        for (int d = 0; d < EXIT_STEPS; d++) {
            exit[d] = tuning.exitStep * d;
        }
        double[] row = new double[ROWS];
        for (int r = 0; r < ROWS; r++) {
            row[r] = tuning.rowOffset * r;
        }
        double[] pits = new double[PITS];
        for (int p = 0; p < PITS; p++) {
            pits[p] = tuning.pitNearby * p;
        }
        double[] safe = new double[10];
        for (int k = 0; k < safe.length; k++) {
            safe[k] = tuning.safeMove * k;
        }
        double[] charge = new double[4];
        for (int k = 0; k < charge.length; k++) {
            charge[k] = tuning.charges(k);
        }
        double[] robot = new double[128];
        for (int d = 0; d < 64; d++) {
            robot[d] = tuning.robot(true, Tuning.band(d));
            robot[64 + d] = tuning.robot(false, Tuning.band(d));
        }
        return new EvaluationTables(exit, tuning.exitStep, row, tuning.wall, pits, safe, charge, robot,
                tuning.missingRobot);
    }

    private static double[] check(String name, double[] values, int length) {
        if (values.length != length) {
            throw new IllegalArgumentException(Expected.of(name + ": " + values.length + " values", length));
        }
        for (double v : values) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException(Expected.of(name + ": " + v, "a finite number"));
            }
        }
        return values;
    }

    /** The value of the player's cell alone. */
    double place(int exitDistance, int rowOffset, boolean onWall, int pitsNearby) {
        double toExit = exitDistance < EXIT_STEPS
                ? exit[exitDistance]
                : exit[EXIT_STEPS - 1] + exitSlope * (exitDistance - (EXIT_STEPS - 1));
        return toExit + row[Math.min(rowOffset, ROWS - 1)] + (onWall ? wall : 0) + pits[Math.min(pitsNearby, PITS - 1)];
    }

    /** The tables as text: a line per table, its name then its values (Java's shortest exact decimal form). */
    String text() {
        StringBuilder out = new StringBuilder();
        line(out, "exit", exit);
        line(out, "exitSlope", exitSlope);
        line(out, "row", row);
        line(out, "wall", wall);
        line(out, "pits", pits);
        line(out, "safe", safe);
        line(out, "charge", charge);
        line(out, "robot", robot);
        line(out, "missingRobot", missingRobot);
        return out.toString();
    }

    private static void line(StringBuilder out, String name, double... values) {
        out.append(name);
        for (double v : values) {
            out.append(' ').append(v);
        }
        out.append('\n');
    }

    /**
     * The tables of {@link #text}: lines of a name and its values, {@code #} lines and blank lines
     * ignored; every table once.
     *
     * @throws IllegalArgumentException naming the line or the table that is wrong
     */
    static EvaluationTables parse(List<String> lines) {
        Map<String, double[]> tables = new HashMap<>();
        for (String line : lines) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            String[] tokens = trimmed.split("\\s+");
            double[] values = new double[tokens.length - 1];
            for (int i = 1; i < tokens.length; i++) {
                try {
                    values[i - 1] = Double.parseDouble(tokens[i]);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(Expected.of(tokens[0] + ": " + tokens[i], "a number"), e);
                }
            }
            if (tables.put(tokens[0], values) != null) {
                throw new IllegalArgumentException(Expected.of("table " + tokens[0] + ": twice", "once"));
            }
        }
        return new EvaluationTables(get(tables, "exit"), one(tables, "exitSlope"), get(tables, "row"),
                one(tables, "wall"), get(tables, "pits"), get(tables, "safe"), get(tables, "charge"),
                get(tables, "robot"), one(tables, "missingRobot"));
    }

    private static double one(Map<String, double[]> tables, String name) {
        return check(name, get(tables, name), 1)[0];
    }

    private static double[] get(Map<String, double[]> tables, String name) {
        double[] values = tables.get(name);
        if (values == null || values.length == 0) {
            throw new IllegalArgumentException(Expected.of("table " + name + ": missing", "a line '" + name + " values'"));
        }
        return Arrays.copyOf(values, values.length);
    }
}
