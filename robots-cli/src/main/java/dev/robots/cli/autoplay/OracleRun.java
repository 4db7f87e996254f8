package dev.robots.cli.autoplay;

import dev.robots.cli.oracle.Oracle;
import dev.robots.cli.oracle.Verdict;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code robots autoplay --oracle}: the {@link Oracle} searches the run's seeded games (the games the
 * autopilot would play with the same options) and the share it wins, proves lost and leaves open is
 * reported. Each worker has its own oracle; the counts do not depend on the number of threads.
 */
final class OracleRun {

    /** The verdict counts of a run, the nodes searched and the turns of the winning lines. */
    static final class Counts {
        final long[] verdicts = new long[Verdict.values().length];
        long nodes;
        long maxNodes;
        long turnsInWins;

        void add(Oracle.Result r) {
            verdicts[r.verdict().ordinal()]++;
            nodes += r.nodes();
            maxNodes = Math.max(maxNodes, r.nodes());
            turnsInWins += r.line().size();
        }

        void add(Counts other) {
            for (int i = 0; i < verdicts.length; i++) {
                verdicts[i] += other.verdicts[i];
            }
            nodes += other.nodes;
            maxNodes = Math.max(maxNodes, other.nodes > 0 ? other.maxNodes : 0);
            turnsInWins += other.turnsInWins;
        }

        long games() {
            long n = 0;
            for (long v : verdicts) {
                n += v;
            }
            return n;
        }
    }

    private OracleRun() {
    }

    /** Searches the shard's games on {@code settings.threads()} threads. */
    static Counts run(RunSettings settings, Shard shard, long nodeBudget) throws InterruptedException {
        int games = shard.gamesIn(settings.games());
        int workers = Math.max(1, Math.min(settings.threads(), games));
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "oracle");
            t.setDaemon(true);
            return t;
        });
        AtomicInteger next = new AtomicInteger();
        List<Callable<Counts>> jobs = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            jobs.add(() -> {
                Oracle oracle = new Oracle(settings.size(), settings.charges(), settings.maxTurns(), nodeBudget,
                        settings.beamWidth(), settings.depth());
                Counts counts = new Counts();
                for (int k = next.getAndIncrement(); k < games; k = next.getAndIncrement()) {
                    int game = settings.firstGame() + shard.gameIndex(k);
                    counts.add(oracle.solve(Autoplay.gameSeed(settings.seed(), game)));
                }
                return counts;
            });
        }
        Counts all = new Counts();
        try {
            for (Future<Counts> f : pool.invokeAll(jobs)) {
                all.add(f.get());
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException re ? re : new IllegalStateException(cause);
        } finally {
            pool.shutdownNow();
        }
        return all;
    }

    /** The {@code --json} form of an oracle run's report; {@code autoplay merge} refuses it (another format). */
    static final String FORMAT = "robots-autoplay-oracle/2";

    /**
     * The report as JSON, ending with a line break: the run's settings (as in an autopilot report), the
     * node budget, the shard, the exact count of each verdict, the turns of the winning lines and the
     * nodes searched (the sum and the most in one game).
     */
    static String json(RunSettings settings, Shard shard, long nodeBudget, Counts c) {
        try {
            ReportJsonWriter json = ShardReport.begin(FORMAT, settings);
            json.onNewLine("nodeBudget").value(nodeBudget);
            ShardReport.writeShard(json, shard);
            json.onNewLine("games").value(c.games());
            json.name("verdicts").beginObject();
            for (Verdict v : Verdict.values()) {
                json.name(v.name()).value(c.verdicts[v.ordinal()]);
            }
            json.endObject();
            json.onNewLine("turnsInWins").value(c.turnsInWins).name("nodes").value(c.nodes).name("maxNodes")
                    .value(c.maxNodes);
            return json.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The report: the settings, then one line per verdict with its share (and Wilson interval). */
    static String report(RunSettings settings, Shard shard, long nodeBudget, Counts c) {
        long games = c.games();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT,
                "robots autoplay --oracle: %s, budget %d nodes per game, the autopilot (beam %d, depth %d) first%n",
                settings.stated(games, shard), nodeBudget, settings.beamWidth(), settings.depth()));
        String[] labels = {"won", "proved lost", "open"};
        for (Verdict v : Verdict.values()) {
            long n = c.verdicts[v.ordinal()];
            double[] ci = Summary.wilson(n, games);
            sb.append(String.format(Locale.ROOT, "%s: %.2f%% (%d of %d), 95%% confidence interval %.2f%% to %.2f%%%n",
                    labels[v.ordinal()], 100.0 * n / games, n, games, 100 * ci[0], 100 * ci[1]));
        }
        long won = c.verdicts[Verdict.WON.ordinal()];
        sb.append("turns to win: ").append(won == 0 ? "-"
                : String.format(Locale.ROOT, "mean %.1f", (double) c.turnsInWins / won)).append('\n');
        sb.append(String.format(Locale.ROOT, "nodes searched: mean %.0f per game, max %d%n",
                (double) c.nodes / games, c.maxNodes));
        return sb.toString();
    }
}
