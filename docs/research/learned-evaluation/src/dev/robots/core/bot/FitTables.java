// A research experiment, not part of the build: fits EvaluationTables to the outcomes of collected
// games with XGBoost's linear booster (logistic loss), see docs/research/log.md.
package dev.robots.core.bot;

import ml.dmlc.xgboost4j.java.Booster;
import ml.dmlc.xgboost4j.java.DMatrix;
import ml.dmlc.xgboost4j.java.XGBoost;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * FitTables MODEL GAMES (MODEL with "-value": least squares on the big search's value instead) LAMBDA ROUNDS OUT DATA...: the first GAMES games of the data files (in
 * order), model "linear" (the 17 features of {@link Tuning}) or "tables" (every table of
 * {@link EvaluationTables}, each ordinal feature as a slope plus steps, so that a value never seen
 * keeps its neighbour's), L2 weight LAMBDA, ROUNDS rounds of coordinate descent.
 */
public final class FitTables {
    // "tables" columns
    static final int EXIT = 0; // d, then [d >= j] j = 1..63 at EXIT + j, then max(0, d - 63) at 64
    static final int ROW = 65; // r, then [r >= j] j = 1..15
    static final int WALL = 81;
    static final int PITS = 82; // p, then [p >= j] j = 1..49
    static final int SAFE = 132; // [s >= j] j = 1..9 at SAFE + j - 1, s at SAFE + 9
    static final int CHARGE = 142; // [c >= j] j = 1..3 at CHARGE + j - 1
    static final int MISSING = 145;
    static final int ROBOTS = 146; // ahead (a = 0), behind (a = 1) at ROBOTS + 65 a: count, sum of d, [d >= j] j = 1..63
    static final int COLUMNS = ROBOTS + 130;
    // "linear" columns: exit, row, 3 charges, 4 ahead bands, 4 behind bands, wall, safe, missing, pits
    static final int LINEAR = 17;

    public static void main(String[] a) throws Exception {
        String model = a[0];
        int games = Integer.parseInt(a[1]);
        float lambda = Float.parseFloat(a[2]);
        int rounds = Integer.parseInt(a[3]);
        Path out = Path.of(a[4]);
        List<LabRow> rows = new ArrayList<>();
        int gameBase = 0;
        int used = 0;
        for (int f = 5; f < a.length && used < games; f++) {
            int last = -1;
            for (LabRow r : LabRow.readAll(Path.of(a[f]))) {
                if (r.game() != last) {
                    last = r.game();
                    used++;
                }
                if (used > games) {
                    break;
                }
                rows.add(r);
            }
        }
        boolean tables = model.startsWith("tables") || model.startsWith("residual");
        boolean value = model.endsWith("-value");
        int columns = tables ? COLUMNS : LINEAR;
        // the design matrix in compressed rows, in primitive arrays (millions of rows)
        long[] s = new long[rows.size() + 1];
        int[] ix = new int[1 << 20];
        float[] v = new float[1 << 20];
        int size = 0;
        float[] labels = new float[rows.size()];
        float[] x = new float[columns];
        for (int i = 0; i < rows.size(); i++) {
            LabRow r = rows.get(i);
            java.util.Arrays.fill(x, 0);
            if (model.contains("danger")) {
                encodeTables(r, x);
                // the player's place is the default's alone: only the robots, charges, safe moves
                // and missing robots are learned
                java.util.Arrays.fill(x, EXIT, SAFE, 0);
            } else if (tables) {
                encodeTables(r, x);
            } else {
                encodeLinear(r, x);
            }
            for (int c = 0; c < columns; c++) {
                if (x[c] != 0) {
                    if (size == ix.length) {
                        ix = java.util.Arrays.copyOf(ix, 2 * size);
                        v = java.util.Arrays.copyOf(v, 2 * size);
                    }
                    ix[size] = c;
                    v[size++] = x[c];
                }
            }
            s[i + 1] = size;
            // a position where every command loses at once has no value: as far below as a win is above
            labels[i] = value ? Math.max(r.value(), -20f) : r.won() ? 1 : 0;
        }
        ix = java.util.Arrays.copyOf(ix, size);
        v = java.util.Arrays.copyOf(v, size);
        DMatrix train = new DMatrix(s, ix, v, DMatrix.SparseType.CSR, columns);
        train.setLabel(labels);
        // "residual-value": the default's score, rescaled to the values by least squares, is the
        // base margin; the tables learn what it misses, and are added to the default's over that scale
        boolean residual = model.startsWith("residual");
        EvaluationTables base = EvaluationTables.linear(Tuning.DEFAULT);
        double scale = 1;
        if (residual && !value) {
            // outcomes: the default's score is already in log-odds, the margin as it is
            float[] margin = new float[rows.size()];
            for (int i = 0; i < margin.length; i++) {
                margin[i] = (float) score(base, rows.get(i));
            }
            train.setBaseMargin(margin);
        } else if (residual) {
            double[] score = new double[rows.size()];
            double ms = 0;
            double mv = 0;
            for (int i = 0; i < score.length; i++) {
                score[i] = score(base, rows.get(i));
                ms += score[i];
                mv += labels[i];
            }
            ms /= score.length;
            mv /= score.length;
            double sxy = 0;
            double sxx = 0;
            for (int i = 0; i < score.length; i++) {
                sxy += (score[i] - ms) * (labels[i] - mv);
                sxx += (score[i] - ms) * (score[i] - ms);
            }
            scale = sxy / sxx;
            float[] margin = new float[score.length];
            for (int i = 0; i < score.length; i++) {
                margin[i] = (float) (mv + scale * (score[i] - ms));
            }
            train.setBaseMargin(margin);
            System.out.println("value = " + mv + " + " + scale + " (score - " + ms + ")");
        }
        Map<String, Object> params = new HashMap<>();
        params.put("booster", "gblinear");
        params.put("objective", value ? "reg:squarederror" : "binary:logistic");
        params.put("updater", "coord_descent");
        params.put("feature_selector", "cyclic");
        params.put("lambda", lambda);
        params.put("alpha", 0f);
        params.put("eta", 0.5f);
        params.put("nthread", 2);
        params.put("seed", 1);
        params.put("eval_metric", value ? "rmse" : "logloss");
        Map<String, DMatrix> watches = new HashMap<>();
        watches.put("train", train);
        Booster booster = XGBoost.train(train, params, rounds, watches, null, null);
        String dump = booster.getModelDump((String) null, false, "json")[0];
        double[] w = weights(dump, columns);
        double bias = bias(dump);
        EvaluationTables fitted = residual ? plus(base, toTables(w, 0), 1 / scale)
                : tables ? toTables(w, bias) : linearToTables(w, bias);
        Files.writeString(out, "# " + model + ", " + Math.min(used, games) + " games, " + rows.size() + " positions, lambda " + lambda
                + ", rounds " + rounds + "\n" + fitted.text(), java.nio.file.StandardOpenOption.CREATE_NEW);
        System.out.println(rows.size() + " positions of " + Math.min(used, games) + " games -> " + out);
    }

    /** The score of {@link Evaluation#score} from a row's features with tables {@code t} (no hurry, no ghosts). */
    static double score(EvaluationTables t, LabRow r) {
        double robots = 0;
        for (byte b : r.robots()) {
            robots += t.robot[b];
        }
        return t.place(r.exitDistance(), r.rowOffset(), r.wall(), r.pits()) + robots + t.charge[r.charges()]
                + t.safe[r.safe()] + t.missingRobot * r.missing();
    }

    /** {@code a + c b}, table by table. */
    static EvaluationTables plus(EvaluationTables a, EvaluationTables b, double c) {
        return new EvaluationTables(add(a.exit, b.exit, c), a.exitSlope + c * b.exitSlope, add(a.row, b.row, c),
                a.wall + c * b.wall, add(a.pits, b.pits, c), add(a.safe, b.safe, c), add(a.charge, b.charge, c),
                add(a.robot, b.robot, c), a.missingRobot + c * b.missingRobot);
    }

    static double[] add(double[] a, double[] b, double c) {
        double[] sum = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            sum[i] = a[i] + c * b[i];
        }
        return sum;
    }

    static void thermometer(float[] x, int base, int v, int steps) {
        for (int j = 1; j <= Math.min(v, steps); j++) {
            x[base + j] = 1;
        }
    }

    static void encodeTables(LabRow r, float[] x) {
        int d = r.exitDistance();
        x[EXIT] = Math.min(d, 63);
        thermometer(x, EXIT, d, 63);
        x[EXIT + 64] = Math.max(0, d - 63);
        x[ROW] = r.rowOffset();
        thermometer(x, ROW, r.rowOffset(), 15);
        x[WALL] = r.wall() ? 1 : 0;
        x[PITS] = r.pits();
        thermometer(x, PITS, r.pits(), 49);
        for (int j = 1; j <= r.safe(); j++) {
            x[SAFE + j - 1] = 1;
        }
        x[SAFE + 9] = r.safe();
        for (int j = 1; j <= r.charges(); j++) {
            x[CHARGE + j - 1] = 1;
        }
        x[MISSING] = r.missing();
        for (byte b : r.robots()) {
            int base = ROBOTS + 65 * (b >= 64 ? 1 : 0);
            int distance = b & 63;
            x[base] += 1;
            x[base + 1] += distance;
            for (int j = 1; j <= distance; j++) {
                x[base + 1 + j] += 1;
            }
        }
    }

    static void encodeLinear(LabRow r, float[] x) {
        x[0] = r.exitDistance();
        x[1] = r.rowOffset();
        for (int j = 0; j < r.charges(); j++) {
            x[2 + j] = 1;
        }
        for (byte b : r.robots()) {
            x[5 + (b >= 64 ? Tuning.BANDS : 0) + Tuning.band(b & 63)] += 1;
        }
        x[13] = r.wall() ? 1 : 0;
        x[14] = r.safe();
        x[15] = r.missing();
        x[16] = r.pits();
    }

    static EvaluationTables toTables(double[] w, double bias) {
        double[] exit = new double[EvaluationTables.EXIT_STEPS];
        double sum = bias;
        for (int d = 0; d < exit.length; d++) {
            if (d > 0) {
                sum += w[EXIT + d];
            }
            exit[d] = sum + w[EXIT] * d;
        }
        double[] row = steps(w, ROW, EvaluationTables.ROWS);
        double[] pits = steps(w, PITS, EvaluationTables.PITS);
        double[] safe = new double[10];
        for (int k = 1; k < 10; k++) {
            safe[k] = safe[k - 1] + w[SAFE + k - 1];
        }
        for (int k = 0; k < 10; k++) {
            safe[k] += w[SAFE + 9] * k;
        }
        double[] charge = new double[4];
        for (int k = 1; k < 4; k++) {
            charge[k] = charge[k - 1] + w[CHARGE + k - 1];
        }
        double[] robot = new double[128];
        for (int a = 0; a < 2; a++) {
            int base = ROBOTS + 65 * a;
            double step = 0;
            for (int d = 0; d < 64; d++) {
                if (d > 0) {
                    step += w[base + 1 + d];
                }
                robot[64 * a + d] = w[base] + w[base + 1] * d + step;
            }
        }
        return new EvaluationTables(exit, w[EXIT] + w[EXIT + 64], row, w[WALL], pits, safe, charge, robot, w[MISSING]);
    }

    /** A slope at {@code base} plus steps at {@code base + j}, j = 1 .. length - 1. */
    static double[] steps(double[] w, int base, int length) {
        double[] t = new double[length];
        double step = 0;
        for (int v = 0; v < length; v++) {
            if (v > 0) {
                step += w[base + v];
            }
            t[v] = w[base] * v + step;
        }
        return t;
    }

    static EvaluationTables linearToTables(double[] w, double bias) {
        double[] exit = new double[EvaluationTables.EXIT_STEPS];
        for (int d = 0; d < exit.length; d++) {
            exit[d] = bias + w[0] * d;
        }
        double[] row = new double[EvaluationTables.ROWS];
        for (int r = 0; r < row.length; r++) {
            row[r] = w[1] * r;
        }
        double[] charge = {0, w[2], w[2] + w[3], w[2] + w[3] + w[4]};
        double[] robot = new double[128];
        for (int d = 0; d < 64; d++) {
            robot[d] = w[5 + Tuning.band(d)];
            robot[64 + d] = w[5 + Tuning.BANDS + Tuning.band(d)];
        }
        double[] safe = new double[10];
        for (int k = 0; k < 10; k++) {
            safe[k] = w[14] * k;
        }
        double[] pits = new double[EvaluationTables.PITS];
        for (int p = 0; p < pits.length; p++) {
            pits[p] = w[16] * p;
        }
        return new EvaluationTables(exit, w[0], row, w[13], pits, safe, charge, robot, w[15]);
    }

    /** The weights of a gblinear JSON dump: {"bias": [..], "weight": [..]}. */
    static double[] weights(String dump, int columns) {
        String list = dump.substring(dump.indexOf('[', dump.indexOf("\"weight\"")) + 1);
        list = list.substring(0, list.indexOf(']'));
        String[] parts = list.split(",");
        double[] w = new double[columns];
        for (int i = 0; i < columns; i++) {
            w[i] = Double.parseDouble(parts[i].strip());
        }
        return w;
    }

    static double bias(String dump) {
        String list = dump.substring(dump.indexOf('[', dump.indexOf("\"bias\"")) + 1);
        return Double.parseDouble(list.substring(0, list.indexOf(']')).split(",")[0].strip());
    }
}
