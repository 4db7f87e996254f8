package dev.robots.bench;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * The CPU time of the autopilot's decisions: how the table of {@code --think MS}
 * (robots-cli's {@code SearchBudget}) and issue 28's "p99 of at most 1 ms per decision" are measured.
 * It plays seeded games on one thread, as {@code robots autoplay --threads 1} does, and reads the
 * thread's CPU time ({@link ThreadMXBean#getCurrentThreadCpuTime}) around each decision
 * ({@code Situation.of(game)} and {@code choose}). CPU time, not wall time: on a machine shared
 * with other jobs the wall time's tail measures the scheduler, while a decision's CPU time is what
 * it takes on a free core. The warm-up games (the JIT's) are played first and not counted.
 *
 * <pre>
 * HOW TO RUN (the default search, 20 warm-up games, 40 measured):
 *   java -cp robots-bench/target/benchmarks.jar dev.robots.bench.DecisionTimes
 *   java -cp robots-bench/target/benchmarks.jar dev.robots.bench.DecisionTimes 32,20,2 40 20 30,17,20,40 7000
 * </pre>
 * Arguments, all optional: searches {@code B,D,K} (beam, depth, sampled futures) separated by
 * {@code /} (default {@code 32,10,0}), measured games (default 40), warm-up games (default 20),
 * size {@code W,H,R,P} (default the statement's), seed (default 7000): game {@code g} is
 * {@code RandomSource.seeded(seed + g)} with 3 charges, the warm-up's from {@code seed - 1000}.
 * Nothing here is a test: the games themselves are the autopilot's, checked by core's tests.
 */
public final class DecisionTimes {
    private static final int TURN_LIMIT = 1000;

    private DecisionTimes() {
    }

    /**
     * One search's decisions: CPU nanoseconds each, whether each was the first of its game, and the
     * games won.
     */
    record Run(long[] nanos, boolean[] firstOfGame, int games, int won) {
        /** The {@code q}-quantile of the decisions' CPU nanoseconds (as {@link RooflineRatio} takes its rounds'). */
        double quantile(double q) {
            return RooflineRatio.quantile(Arrays.stream(nanos).asDoubleStream().toArray(), q);
        }

        /**
         * The {@code q}-quantile of the first decisions of the games ({@code first}) or of the others:
         * a game's first decision also builds the search's tables for its field, once per game.
         */
        double quantile(double q, boolean first) {
            double[] some = IntStream.range(0, nanos.length).filter(i -> firstOfGame[i] == first)
                    .mapToDouble(i -> nanos[i]).toArray();
            return RooflineRatio.quantile(some, q);
        }
    }

    public static void main(String[] args) {
        String[] searches = (args.length > 0 ? args[0] : "32,10,0").split("/");
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 40;
        int warmUp = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        int[] size = parseInts(args.length > 3 ? args[3] : "30,17,20,40", 4);
        long seed = args.length > 4 ? Long.parseLong(args[4]) : 7000;
        GameParameters parameters = GameParameters.of(size[0], size[1], size[2], size[3]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        if (!threads.isCurrentThreadCpuTimeSupported()) {
            throw new IllegalStateException("this JVM does not measure a thread's CPU time");
        }
        threads.setThreadCpuTimeEnabled(true);
        System.out.println("DecisionTimes " + Instant.now() + ", " + size[0] + "x" + size[1] + " R " + size[2] + " P "
                + size[3] + ", 3 charges, " + games + " games from seed "
                + seed + " after " + warmUp + " warm-up games, load average " + MachineInfo.loadAverage());
        for (String search : searches) {
            int[] bdk = parseInts(search, 3);
            play(parameters, bdk, seed - 1000, warmUp, threads);
            Run run = play(parameters, bdk, seed, games, threads);
            System.out.println(String.format(Locale.ROOT,
                    "beam %4d depth %3d futures %3d: CPU per decision median %.3f ms, p90 %.3f, p99 %.3f, max %.3f"
                            + " (%d decisions; %d of %d games won)",
                    bdk[0], bdk[1], bdk[2], run.quantile(0.5) / 1e6, run.quantile(0.9) / 1e6,
                    run.quantile(0.99) / 1e6, run.quantile(1.0) / 1e6, run.nanos().length, run.won(), run.games()));
            System.out.println(String.format(Locale.ROOT,
                    "    a game's first decision: median %.3f ms, max %.3f; the others: median %.3f ms, p99 %.3f",
                    run.quantile(0.5, true) / 1e6, run.quantile(1.0, true) / 1e6, run.quantile(0.5, false) / 1e6,
                    run.quantile(0.99, false) / 1e6));
        }
        System.out.println("load average after " + MachineInfo.loadAverage());
    }

    /** Plays {@code games} games from {@code seed} with the search {@code bdk}, timing each decision. */
    static Run play(GameParameters parameters, int[] bdk, long seed, int games, ThreadMXBean threads) {
        long[] nanos = new long[1024];
        boolean[] firstOfGame = new boolean[nanos.length];
        int decisions = 0;
        int won = 0;
        for (int g = 0; g < games; g++) {
            Game game = Game.builder(parameters).random(RandomSource.seeded(seed + g)).charges(3).build();
            Autopilot autopilot = new Autopilot(bdk[0], bdk[1], bdk[2]);
            while (!game.isOver() && game.turn() < TURN_LIMIT) {
                long start = threads.getCurrentThreadCpuTime();
                Command command = autopilot.choose(Situation.of(game));
                long spent = threads.getCurrentThreadCpuTime() - start;
                if (decisions == nanos.length) {
                    nanos = Arrays.copyOf(nanos, 2 * decisions);
                    firstOfGame = Arrays.copyOf(firstOfGame, 2 * decisions);
                }
                firstOfGame[decisions] = game.turn() == 0;
                nanos[decisions++] = spent;
                game.play(command);
            }
            if (game.outcome().filter(end -> end instanceof TurnResult.Won).isPresent()) {
                won++;
            }
        }
        return new Run(Arrays.copyOf(nanos, decisions), Arrays.copyOf(firstOfGame, decisions), games, won);
    }

    private static int[] parseInts(String text, int count) {
        String[] parts = text.split(",");
        if (parts.length != count) {
            throw new IllegalArgumentException("'" + text + "': expected " + count + " integers separated by commas");
        }
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = Integer.parseInt(parts[i].trim());
        }
        return values;
    }
}
