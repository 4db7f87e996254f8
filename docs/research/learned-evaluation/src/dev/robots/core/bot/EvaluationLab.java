// A research experiment, not part of the build (docs/research/log.md, "A learned evaluation: tables
// fitted to game outcomes"). In robots-core's package, on the classpath beside its classes, to
// reach the package-private search; see ../../../../../run.sh for how it is compiled and run.
package dev.robots.core.bot;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;
import dev.robots.core.TurnResult;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * collect GAMES SEED OUT [TABLES]: plays games of the statement's setup (3 charges, game i from
 * gameSeed(SEED, i) as autoplay does) with the default autopilot, or one evaluating with TABLES,
 * and writes every decision's features with the game's outcome (binary, see {@link LabRow}).
 * play GAMES SEED [TABLES] [B,D]: the win rate of that player.
 */
public final class EvaluationLab {
    static final GameParameters STATEMENT = GameParameters.of(30, 17, 20, 40);
    static final int CHARGES = 3;
    static final int TURN_LIMIT = 1000;

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "collect" -> collect(Integer.parseInt(args[1]), Long.parseLong(args[2]), Path.of(args[3]),
                    args.length > 4 ? tuning(args[4], null) : Tuning.DEFAULT);
            case "values" -> values(Integer.parseInt(args[1]), Long.parseLong(args[2]), Path.of(args[3]),
                    args.length > 4 ? args[4] : "64,24,64");
            case "times" -> times(Integer.parseInt(args[1]), Long.parseLong(args[2]),
                    tuning(args.length > 3 ? args[3] : "-", null));
            case "play" -> play(Integer.parseInt(args[1]), Long.parseLong(args[2]),
                    tuning(args.length > 3 ? args[3] : "-", args.length > 4 ? args[4] : null));
            default -> throw new IllegalArgumentException(args[0]);
        }
    }

    static Tuning tuning(String tables, String budget) throws IOException {
        Tuning tuning = Tuning.DEFAULT;
        if (budget != null) {
            String[] b = budget.split(",");
            tuning = tuning.withBudget(Integer.parseInt(b[0]), Integer.parseInt(b[1]));
        }
        if (tables.equals("-")) {
            return tuning;
        }
        // FILE@C: every value of the tables times C
        String[] at = tables.split("@");
        double scale = at.length > 1 ? Double.parseDouble(at[1]) : 1;
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(at[0]))) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] t = line.split(" ");
            StringBuilder scaled = new StringBuilder(t[0]);
            for (int i = 1; i < t.length; i++) {
                scaled.append(' ').append(Double.parseDouble(t[i]) * scale);
            }
            lines.add(scaled.toString());
        }
        return tuning.withTables(EvaluationTables.parse(lines));
    }

    static long gameSeed(long runSeed, int index) {
        return index == 0 ? runSeed : SplitMix64.output(runSeed, index);
    }

    static void play(int games, long seed, Tuning tuning) throws Exception {
        AtomicInteger won = new AtomicInteger();
        java.util.concurrent.atomic.AtomicLong turns = new java.util.concurrent.atomic.AtomicLong();
        runGames(games, tuning, i -> {
            Game game = newGame(seed, i);
            Autopilot player = new Autopilot(tuning);
            boolean win = player.playOut(game, TURN_LIMIT).map(e -> e instanceof TurnResult.Won).orElse(false);
            turns.addAndGet(game.turn());
            if (win) {
                won.incrementAndGet();
            }
            return List.of();
        }, null);
        System.out.printf("won %d of %d (%.2f%%), %.1f turns a game%n", won.get(), games, 100.0 * won.get() / games,
                (double) turns.get() / games);
    }

    /**
     * CPU time per decision on this thread, as robots-bench's DecisionTimes measures it: games
     * 20 to GAMES - 1 of the run (the first 20 warm the JIT up), median and 99th percentile.
     */
    static void times(int games, long seed, Tuning tuning) {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        Autopilot player = new Autopilot(tuning);
        List<Long> times = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            Game game = newGame(seed, i);
            while (!game.isOver() && game.turn() < TURN_LIMIT) {
                Situation situation = Situation.of(game);
                long start = bean.getCurrentThreadCpuTime();
                Command command = player.choose(situation);
                long spent = bean.getCurrentThreadCpuTime() - start;
                if (i >= 20) {
                    times.add(spent);
                }
                game.play(command);
            }
        }
        times.sort(null);
        System.out.printf("CPU per decision: median %.3f ms, p99 %.3f ms (%d decisions)%n",
                times.get(times.size() / 2) / 1e6, times.get((int) (times.size() * 0.99)) / 1e6, times.size());
    }

    static Game newGame(long seed, int i) {
        return Game.builder(STATEMENT).random(RandomSource.seeded(gameSeed(seed, i))).charges(CHARGES).build();
    }

    interface GameJob {
        List<LabRow> run(int index) throws Exception;
    }

    static void runGames(int games, Tuning tuning, GameJob job, Path out) throws Exception {
        int threads = Runtime.getRuntime().availableProcessors();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<List<LabRow>>> results = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            int index = i;
            results.add(pool.submit(() -> job.run(index)));
        }
        DataOutputStream data = out == null ? null
                : new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(out, StandardOpenOption.CREATE_NEW)));
        long rows = 0;
        for (Future<List<LabRow>> result : results) {
            for (LabRow row : result.get()) {
                row.write(data);
                rows++;
            }
        }
        pool.shutdown();
        if (data != null) {
            data.close();
            System.out.println(rows + " positions of " + games + " games");
        }
    }

    static void collect(int games, long seed, Path out, Tuning tuning) throws Exception {
        runGames(games, tuning, i -> {
            Game game = newGame(seed, i);
            Autopilot player = new Autopilot(tuning);
            List<LabRow> rows = new ArrayList<>();
            FeatureReader reader = new FeatureReader();
            while (!game.isOver() && game.turn() < TURN_LIMIT) {
                Situation situation = Situation.of(game);
                rows.add(reader.read(i, situation));
                game.play(player.choose(situation));
            }
            boolean won = game.isOver() && game.outcome().map(o -> o instanceof TurnResult.Won).orElse(false);
            return rows.stream().map(r -> r.withOutcome(won)).toList();
        }, out);
    }

    /**
     * As collect with the default, each decision labelled with the values of a larger search
     * {@code B,D,K} ({@link SampledSearch}'s mean {@link CommandValues} per command): the row's
     * values are the best mean, then the 18 commands' (NaN: the search kept no line of it).
     */
    static void values(int games, long seed, Path out, String budget) throws Exception {
        String[] b = budget.split(",");
        int samples = Integer.parseInt(b[2]);
        Tuning big = Tuning.DEFAULT.withBudget(Integer.parseInt(b[0]), Integer.parseInt(b[1]));
        runGames(games, Tuning.DEFAULT, i -> {
            Game game = newGame(seed, i);
            Autopilot player = new Autopilot();
            BeamSearch search = new BeamSearch(big);
            CommandValues commandValues = new CommandValues();
            double[] sums = new double[CommandCodes.COUNT];
            int[] seen = new int[CommandCodes.COUNT];
            int[] future = new int[big.depth];
            List<LabRow> rows = new ArrayList<>();
            FeatureReader reader = new FeatureReader();
            int[] robots = new int[64];
            while (!game.isOver() && game.turn() < TURN_LIMIT) {
                Situation situation = Situation.of(game);
                Board board = situation.board();
                LabRow row = reader.read(i, situation);
                Arena arena = reader.arena;
                int count = 0;
                for (int y = 0; y < arena.height; y++) {
                    for (int x = 0; x < arena.width; x++) {
                        if (board.hasRobot(arena.originX + x, arena.originY + y)) {
                            robots[count++] = y * arena.width + x;
                        }
                    }
                }
                int playerCell = (board.playerY() - arena.originY) * arena.width + board.playerX() - arena.originX;
                int charges = situation.chargesLeft().orElse(BeamSearch.UNLIMITED);
                RandomSource random = RandomSource.seeded(
                        SampledSearch.positionSeed(playerCell, robots, count, charges, situation.turn()));
                java.util.Arrays.fill(sums, 0);
                java.util.Arrays.fill(seen, 0);
                for (int sample = 0; sample < samples; sample++) {
                    for (int ply = 0; ply < future.length; ply++) {
                        future[ply] = random.nextInt(1 << 30);
                    }
                    search.searchSample(arena, playerCell, robots, count, charges, situation.parameters().robots(),
                            situation.turn(), future, commandValues);
                    commandValues.addTo(sums, seen);
                }
                float[] values = new float[1 + CommandCodes.COUNT];
                float best = Float.NEGATIVE_INFINITY;
                for (int c = 0; c < CommandCodes.COUNT; c++) {
                    values[1 + c] = seen[c] > 0 ? (float) (sums[c] / seen[c]) : Float.NaN;
                    if (seen[c] > 0) {
                        best = Math.max(best, values[1 + c]);
                    }
                }
                values[0] = best;
                rows.add(row.withValues(values));
                game.play(player.choose(situation));
            }
            boolean won = game.outcome().map(o -> o instanceof TurnResult.Won).orElse(false);
            return rows.stream().map(r -> r.withOutcome(won)).toList();
        }, out);
    }

    /** Reads the features of the situations of one game, keeping the arena and its tables. */
    static final class FeatureReader {
        Arena arena;
        private final Evaluation evaluation = new Evaluation(Tuning.DEFAULT);
        private final SearchRules rules = new SearchRules();

        LabRow read(int game, Situation situation) {
            Board board = situation.board();
            Arena next = Arena.around(board.field(), board.playerX(), board.playerY(), arena);
            if (next != arena) {
                arena = next;
                evaluation.use(arena);
                rules.use(arena);
            }
            return features(game, situation, arena, evaluation.exitChebyshev(), rules);
        }
    }

    /** The features of {@link Evaluation#score} in this situation (the arena the whole field). */
    static LabRow features(int game, Situation situation, Arena arena, int[] exitChebyshev, SearchRules rules) {
        Board board = situation.board();
        int px = board.playerX() - arena.originX;
        int py = board.playerY() - arena.originY;
        int player = py * arena.width + px;
        int x0 = Math.max(0, px - 3);
        int y0 = Math.max(0, py - 3);
        int x1 = Math.min(arena.width, px + 4);
        int y1 = Math.min(arena.height, py + 4);
        int pits = 0;
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                pits += arena.pit[y * arena.width + x] ? 1 : 0;
            }
        }
        boolean wall = py == 0 || py == arena.height - 1 || px == arena.width - 1;
        List<Byte> robots = new ArrayList<>();
        int fatal = rules.blockedMoves(player);
        int count = 0;
        for (int y = 0; y < arena.height; y++) {
            for (int x = 0; x < arena.width; x++) {
                if (!board.hasRobot(arena.originX + x, arena.originY + y)) {
                    continue;
                }
                count++;
                int cell = y * arena.width + x;
                int dx = x - px;
                int dy = y - py;
                int distance = Math.max(Math.abs(dx), Math.abs(dy));
                robots.add((byte) ((exitChebyshev[cell] <= exitChebyshev[player] ? 0 : 64) + Math.min(distance, 63)));
                if (distance <= 2) {
                    fatal |= CommandCodes.fatalMoves(dx, dy);
                }
            }
        }
        byte[] r = new byte[robots.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = robots.get(i);
        }
        int charges = Math.min(situation.chargesLeft().orElse(3), 3);
        return new LabRow(game, arena.exitDistance[player], Math.abs(py - arena.exitY), wall, pits,
                9 - Integer.bitCount(fatal & 511), charges, Math.max(0, situation.parameters().robots() - count), r,
                false);
    }

}
