package dev.robots.bench.lab;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * What a set of {@link LabelPositions} shards holds: positions and games, the games the default
 * won, and how often the default played the labelling search's command, in all positions, in the
 * games it won and in those it lost. Where the two agree a learned imitation of the larger search
 * can change nothing; the disagreements are its whole room.
 *
 * <pre>
 * HOW TO RUN:
 *   java -cp robots-bench/target/benchmarks.jar dev.robots.bench.lab.LabelSummary shard-1.csv shard-2.csv
 * </pre>
 */
public final class LabelSummary {
    private LabelSummary() {
    }

    /** The counts over every line read. */
    static final class Counts {
        long positions;
        long agreed;
        long positionsInLostGames;
        long agreedInLostGames;
        final Set<String> games = new HashSet<>();
        final Set<String> wonGames = new HashSet<>();

        /** Adds one data line (a header line is skipped). */
        void add(String line) {
            if (line.startsWith("#") || line.startsWith("game,")) {
                return;
            }
            String[] cells = line.split(",", -1);
            String game = cells[0] + "/" + cells[1];
            boolean won = cells[cells.length - 1].equals("1");
            boolean agrees = cells[cells.length - 3].equals(cells[cells.length - 2]);
            games.add(game);
            if (won) {
                wonGames.add(game);
            }
            positions++;
            agreed += agrees ? 1 : 0;
            if (!won) {
                positionsInLostGames++;
                agreedInLostGames += agrees ? 1 : 0;
            }
        }

        String report() {
            long inWon = positions - positionsInLostGames;
            return String.format(Locale.ROOT,
                    "%d positions of %d games (%d won by the default); the default played the label in %.2f%%"
                            + " of the positions, %.2f%% in the games it won, %.2f%% in those it lost",
                    positions, games.size(), wonGames.size(), percent(agreed, positions),
                    percent(agreed - agreedInLostGames, inWon), percent(agreedInLostGames, positionsInLostGames));
        }

        private static double percent(long part, long whole) {
            return whole == 0 ? 0 : 100.0 * part / whole;
        }
    }

    public static void main(String[] args) throws IOException {
        Counts counts = new Counts();
        for (String file : args) {
            try (BufferedReader reader = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    counts.add(line);
                }
            }
        }
        System.out.println(counts.report());
    }
}
