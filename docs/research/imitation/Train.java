// A research experiment, not part of the build (docs/research/log.md, "Imitating the larger search
// from the position alone"): gradient boosted trees learn the labelling search's command from
// LabelPositions' CSV, trained on the first 10 to N games and tested on the games from N on.
// From this directory: ../../../mvnw -q -f pom.xml dependency:build-classpath -Dmdep.outputFile=cp.txt
// then: java -cp "$(cat cp.txt)" Train.java v1-100.csv 80 (more files after a comma: more training games)
import ml.dmlc.xgboost4j.java.*;
import java.nio.file.*;
import java.util.*;

public class Train {
    record Row(int game, float[] x, int label, int played, int won) {}

    public static void main(String[] a) throws Exception {
        List<Row> rows = new ArrayList<>();
        int nf = -1;
        String[] files = a[0].split(",");
        for (int file = 0; file < files.length; file++) {
            for (String line : Files.readAllLines(Path.of(files[file]))) {
                if (line.startsWith("#")) continue;
                String[] c = line.split(",");
                if (line.startsWith("game,")) { nf = c.length - 5; continue; }
                float[] x = new float[nf + 18];
                for (int i = 0; i < nf; i++) x[i] = Float.parseFloat(c[2 + i]);
                int label = Integer.parseInt(c[c.length - 3]);
                int played = Integer.parseInt(c[c.length - 2]);
                x[nf + played] = 1; // the default's choice, one-hot (used only by the "correction" model)
                // Games of the first file keep their numbers; a later file's come after them all.
                rows.add(new Row(file * 1_000_000 + Integer.parseInt(c[0]), x, label, played,
                        Integer.parseInt(c[c.length - 1])));
            }
        }
        int testFrom = Integer.parseInt(a[1]);
        // The test set: the first file's games from testFrom on; the training games: the others, in order.
        List<Row> test = rows.stream().filter(r -> r.game >= testFrom && r.game < 1_000_000).toList();
        List<Integer> order = rows.stream().map(Row::game).filter(g -> g < testFrom || g >= 1_000_000).distinct()
                .sorted().toList();
        long base = test.stream().filter(r -> r.label == r.played).count();
        System.out.printf("positions %d, test %d; the default plays the label in %.2f%% of the test%n", rows.size(), test.size(), 100.0 * base / test.size());
        for (boolean withDefault : new boolean[] {false, true}) {
            for (int games : new int[] {10, 20, 40, testFrom, order.size()}) {
                if (games == order.size() && games == testFrom) {
                    continue;
                }
                Set<Integer> chosen = new HashSet<>(order.subList(0, games));
                for (int rounds : new int[] {50, 200}) {
                    List<Row> train = rows.stream().filter(r -> chosen.contains(r.game)).toList();
                    int cols = nf + (withDefault ? 18 : 0);
                    DMatrix dtrain = matrix(train, cols);
                    DMatrix dtest = matrix(test, cols);
                    Map<String, Object> p = new HashMap<>();
                    p.put("objective", "multi:softprob"); p.put("num_class", 18); p.put("max_depth", 6);
                    p.put("eta", 0.1); p.put("seed", 1); p.put("nthread", 1); p.put("verbosity", 0);
                    Booster b = XGBoost.train(dtrain, p, rounds, new HashMap<>(), null, null);
                    float[][] pr = b.predict(dtest);
                    int ok = 0, fixed = 0, broke = 0, disagreements = 0;
                    for (int i = 0; i < test.size(); i++) {
                        int best = 0;
                        for (int k = 1; k < 18; k++) if (pr[i][k] > pr[i][best]) best = k;
                        Row r = test.get(i);
                        if (best == r.label) ok++;
                        if (r.played != r.label) { disagreements++; if (best == r.label) fixed++; }
                        else if (best != r.label) broke++;
                    }
                    System.out.printf("%s train games %3d (%5d positions), trees %3d: accuracy %.2f%%; of %d disagreements fixed %d; of agreements broken %d%n",
                            withDefault ? "with the default's choice" : "features only            ", games, train.size(), rounds,
                            100.0 * ok / test.size(), disagreements, fixed, broke);
                }
            }
        }
    }

    static DMatrix matrix(List<Row> rows, int cols) throws XGBoostError {
        float[] d = new float[rows.size() * cols];
        float[] y = new float[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            System.arraycopy(rows.get(i).x, 0, d, i * cols, cols);
            y[i] = rows.get(i).label;
        }
        DMatrix m = new DMatrix(d, rows.size(), cols, Float.NaN);
        m.setLabel(y);
        return m;
    }
}
