package dev.robots.cli.autoplay;

import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.oracle.FairBound;
import dev.robots.cli.oracle.FairVerdict;
import dev.robots.cli.oracle.Oracle;
import dev.robots.cli.oracle.Verdict;
import dev.robots.core.Command;
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

    /** One game's result: its number, its seed, what the oracle found and the fair bound (or {@code null}). */
    record GameVerdict(int game, long seed, Oracle.Result result, FairBound.Result fair) {
    }

    /**
     * The verdict counts of a run, the nodes searched and the turns of the winning lines, and every
     * game's result in the order of the games (a winning line is a list of shared commands: about 8
     * bytes a turn).
     */
    static final class Counts {
        final long[] verdicts = new long[Verdict.values().length];
        /** With {@code --fair}: the fair bound's verdicts and nodes. */
        final long[] fairVerdicts = new long[FairVerdict.values().length];
        long fairNodes;
        /** The games, in the order of their numbers; filled by {@link #run}. */
        List<GameVerdict> games = List.of();
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
            for (int i = 0; i < fairVerdicts.length; i++) {
                fairVerdicts[i] += other.fairVerdicts[i];
            }
            fairNodes += other.fairNodes;
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
        return run(settings, shard, nodeBudget, false);
    }

    /** {@link #run(RunSettings, Shard, long)}, with the fair bound of each game too when {@code fair}. */
    static Counts run(RunSettings settings, Shard shard, long nodeBudget, boolean fair) throws InterruptedException {
        int games = shard.gamesIn(settings.games());
        int workers = Math.max(1, Math.min(settings.threads(), games));
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "oracle");
            t.setDaemon(true);
            return t;
        });
        AtomicInteger next = new AtomicInteger();
        GameVerdict[] byGame = new GameVerdict[games];
        List<Callable<Counts>> jobs = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            jobs.add(() -> {
                Oracle oracle = new Oracle(settings.size(), settings.charges(), settings.maxTurns(), nodeBudget,
                        settings.beamWidth(), settings.depth(), settings.samples());
                FairBound bound = fair ? new FairBound(settings.size(), settings.charges(), settings.maxTurns(),
                        nodeBudget) : null;
                Counts counts = new Counts();
                for (int k = next.getAndIncrement(); k < games; k = next.getAndIncrement()) {
                    int game = settings.firstGame() + shard.gameIndex(k);
                    long seed = Autoplay.gameSeed(settings.seed(), game);
                    Oracle.Result result = oracle.solve(seed);
                    counts.add(result);
                    // a game no line wins is no forced win: no need to search it again
                    FairBound.Result fairResult = bound == null ? null : result.verdict() == Verdict.PROVED_LOST
                            ? new FairBound.Result(FairVerdict.NO_FORCED_WIN, 0) : bound.solve(seed);
                    if (fairResult != null) {
                        counts.fairVerdicts[fairResult.verdict().ordinal()]++;
                        counts.fairNodes += fairResult.nodes();
                    }
                    byGame[k] = new GameVerdict(game, seed, result, fairResult);
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
        all.games = List.of(byGame);
        return all;
    }

    /** The {@code --json} form of an oracle run's report; {@code autoplay merge} refuses it (another format). */
    static final String FORMAT = "robots-autoplay-oracle/3";

    /**
     * The report as JSON, ending with a line break: the run's settings (as in an autopilot report), the
     * node budget, the shard, the exact count of each verdict, the turns of the winning lines and the
     * nodes searched (the sum and the most in one game), then every game on a line of its own, in the
     * order of their numbers: its number and seed (a string of its digits, as the run's), the verdict, the
     * turns of the winning line (0 when not won), the nodes searched, whether the autopilot won it and the
     * turns its game lasted, and for a win the winning line's commands.
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
            if (!c.games.isEmpty() && c.games.get(0).fair() != null) {
                json.onNewLine("fairVerdicts").beginObject();
                for (FairVerdict v : FairVerdict.values()) {
                    json.name(v.name()).value(c.fairVerdicts[v.ordinal()]);
                }
                json.endObject().name("fairNodes").value(c.fairNodes);
            }
            json.onNewLine("byGame").beginArray();
            for (GameVerdict g : c.games) {
                Oracle.Result r = g.result();
                json.elementOnNewLine().beginObject().name("game").value(g.game()).name("seed")
                        .value(Long.toString(g.seed())).name("verdict").value(r.verdict().name()).name("turns")
                        .value(r.turns()).name("nodes").value(r.nodes()).name("autopilotWon").value(r.autopilotWon())
                        .name("autopilotTurns").value(r.autopilotTurns());
                if (g.fair() != null) {
                    json.name("fair").value(g.fair().verdict().name()).name("fairNodes").value(g.fair().nodes());
                }
                if (r.verdict() == Verdict.WON) {
                    json.name("line").beginArray();
                    for (Command command : r.line()) {
                        json.value(command.text());
                    }
                    json.endArray();
                }
                json.endObject();
            }
            json.endArray();
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
                "robots autoplay --oracle: %s, budget %d nodes per game, the autopilot (beam %d, depth %d%s) first%n",
                settings.stated(games, shard), nodeBudget, settings.beamWidth(), settings.depth(),
                settings.samples() > 0 ? ", samples " + settings.samples() : ""));
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
        if (!c.games.isEmpty() && c.games.get(0).fair() != null) {
            appendFair(sb, c);
        }
        appendUndecided(sb, settings, c, Verdict.PROVED_LOST, "proved lost");
        appendUndecided(sb, settings, c, Verdict.OPEN, "open");
        return sb.toString();
    }

    /**
     * With {@code --fair}: the fair bound's verdicts, and "oracle - bot" (the games the oracle won and the
     * autopilot lost) split by the fair bound into forced wins (a player who does not know the future wins
     * them for sure: the price of playing worse), games with no forced win (an adversary placing the
     * reinforcements beats every strategy: won only by knowing the future, or by luck), and undecided.
     */
    private static void appendFair(StringBuilder sb, Counts c) {
        long games = c.games();
        String[] labels = {"forced win", "no forced win", "undecided"};
        sb.append("fair bound (the reinforcement corners chosen by an adversary, the same budget):");
        for (FairVerdict v : FairVerdict.values()) {
            long n = c.fairVerdicts[v.ordinal()];
            sb.append(v.ordinal() == 0 ? " " : ", ").append(labels[v.ordinal()]).append(' ')
                    .append(String.format(Locale.ROOT, "%.2f%% (%d)", 100.0 * n / games, n));
        }
        sb.append(String.format(Locale.ROOT, "; nodes mean %.0f per game%n", (double) c.fairNodes / games));
        long bot = 0;
        long[] split = new long[FairVerdict.values().length];
        for (GameVerdict g : c.games) {
            bot += g.result().autopilotWon() ? 1 : 0;
            if (g.result().verdict() == Verdict.WON && !g.result().autopilotWon()) {
                split[g.fair().verdict().ordinal()]++;
            }
        }
        long forcedLost = 0;
        for (GameVerdict g : c.games) {
            forcedLost += g.fair().verdict() == FairVerdict.FORCED_WIN && !g.result().autopilotWon() ? 1 : 0;
        }
        sb.append(String.format(Locale.ROOT, "the autopilot won %d of %d; forced wins it lost: %d; oracle - bot: %d"
                + " games, of which %d forced wins (the price of playing worse), %d with no forced win (the price of not"
                + " knowing the future), %d undecided%n", bot, games, forcedLost,
                split[0] + split[1] + split[2], split[0], split[1], split[2]));
    }

    /**
     * The games of {@code verdict} (the first {@link Tally#LISTED}), each with the command that plays it
     * alone with the autopilot and records it, as the autopilot's report lists the games it did not win.
     */
    private static void appendUndecided(StringBuilder sb, RunSettings settings, Counts c, Verdict verdict,
            String label) {
        long total = c.verdicts[verdict.ordinal()];
        if (total == 0) {
            return;
        }
        sb.append("games ").append(label).append(total > Tally.LISTED ? " (the first " + Tally.LISTED + " of "
                + total + ")" : "").append(", each with the command that plays it alone with the autopilot and"
                + " records it (then: ").append(Invocation.commandLine("replay", "FILE", "--html", "OUT.html"))
                .append("):\n");
        int listed = 0;
        for (GameVerdict g : c.games) {
            if (g.result().verdict() == verdict && listed++ < Tally.LISTED) {
                sb.append("  game ").append(g.game()).append(", seed ").append(g.seed()).append(": the autopilot's"
                        + " game lasted ").append(g.result().autopilotTurns()).append(" turns: ")
                        .append(settings.commandPlayingAlone(g.game())).append('\n');
            }
        }
    }
}
