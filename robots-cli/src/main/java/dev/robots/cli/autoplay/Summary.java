package dev.robots.cli.autoplay;

import dev.robots.cli.options.SearchBudget;
import dev.robots.cli.invocation.Invocation;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * The sum of an autoplay run: outcomes, turns, charges and decision times. {@link #report} prints
 * it; every line but the one starting {@code time per decision:} depends only on the settings.
 */
final class Summary {
    /** The first words of the only report line that depends on timing. */
    static final String TIMING_PREFIX = "time per decision:";
    /** z for a two-sided 95% interval. */
    private static final double Z95 = 1.959963984540054;

    final RunSettings settings;
    final Map<Autoplay.Outcome, Long> outcomes = new EnumMap<>(Autoplay.Outcome.class);
    final long games;
    final long wins;
    final long turnsInWins;
    final long chargesUsed;
    final DecisionTimes times;
    /** The games not won with the lowest numbers (at most {@link Tally#LISTED}). */
    final Map<Integer, Autoplay.GameResult> notWon;
    long wallNanos;
    /** The slice of the run these games are; the whole run unless played with {@code --shard}. */
    Shard shard = Shard.WHOLE;
    /** How many shard reports were merged into this one; 0 for a run played here. */
    int mergedShards;

    private Summary(RunSettings settings, Tally tally, DecisionTimes times) {
        this.settings = settings;
        this.games = tally.games;
        this.times = times;
        for (Autoplay.Outcome o : Autoplay.Outcome.values()) {
            outcomes.put(o, tally.outcomes[o.ordinal()]);
        }
        this.wins = tally.outcomes[Autoplay.Outcome.WIN.ordinal()];
        this.turnsInWins = tally.turnsInWins;
        this.chargesUsed = tally.chargesUsed;
        this.notWon = new java.util.TreeMap<>(tally.notWon);
    }

    static Summary of(RunSettings settings, Tally tally, DecisionTimes times) {
        return new Summary(settings, tally, times);
    }

    /**
     * The Wilson score interval for {@code successes} out of {@code trials} at 95%: {@code {low,
     * high}} as fractions.
     */
    static double[] wilson(long successes, long trials) {
        if (trials == 0) {
            return new double[] {0, 1};
        }
        double n = trials;
        double p = successes / n;
        double z2 = Z95 * Z95;
        double center = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z95 / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
        return new double[] {Math.max(0, center - half), Math.min(1, center + half)};
    }

    /** The report, one fact per line; without the timing line when {@code timing} is false. */
    String report(boolean timing) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "robots autoplay: %s, autopilot %s%n", settings.stated(games, shard),
                SearchBudget.describe(settings.beamWidth(), settings.depth(), settings.samples())));
        double[] ci = wilson(wins, games);
        sb.append(String.format(Locale.ROOT,
                "win rate: %.2f%% (%d of %d), 95%% confidence interval %.2f%% to %.2f%% (Wilson score)%n",
                100.0 * wins / games, wins, games, 100 * ci[0], 100 * ci[1]));
        sb.append("outcomes:");
        String sep = " ";
        for (Map.Entry<Autoplay.Outcome, Long> e : outcomes.entrySet()) {
            sb.append(sep).append(e.getKey().label).append(' ').append(e.getValue());
            sep = ", ";
        }
        sb.append('\n');
        sb.append("turns to win: ").append(wins == 0 ? "-"
                : String.format(Locale.ROOT, "mean %.1f", (double) turnsInWins / wins)).append('\n');
        if (settings.charges().isPresent()) {
            sb.append(String.format(Locale.ROOT, "charges used: mean %.2f per game%n", (double) chargesUsed / games));
        }
        if (timing && mergedShards > 0) {
            sb.append(String.format(Locale.ROOT,
                    "%s median %s, p99 %s, max %s (%d decisions; %d shards, %.1f s summed over them)%n",
                    TIMING_PREFIX, percentile(times.percentileMicros(0.5)), percentile(times.percentileMicros(0.99)),
                    micros(times.maxNanos() / 1000), times.count(), mergedShards, wallNanos / 1e9));
        } else if (timing) {
            sb.append(String.format(Locale.ROOT,
                    "%s median %s, p99 %s, max %s (%d decisions; %d %s, %.1f s in all)%n",
                    TIMING_PREFIX, percentile(times.percentileMicros(0.5)), percentile(times.percentileMicros(0.99)),
                    micros(times.maxNanos() / 1000), times.count(), Math.min(settings.threads(), games),
                    Math.min(settings.threads(), games) == 1 ? "thread" : "threads", wallNanos / 1e9));
        }
        appendNotWon(sb);
        return sb.toString();
    }

    /**
     * The games not won, each with the command that plays it alone and records it for {@code replay}:
     * this program as it was started ({@link Invocation}), so that the line runs as printed.
     */
    private void appendNotWon(StringBuilder sb) {
        if (notWon.isEmpty()) {
            return;
        }
        long total = games - wins;
        sb.append("games not won").append(total > notWon.size() ? " (the first " + notWon.size() + " of " + total
                + ")" : "").append(", each with the command that plays it alone and records it (then: ")
                .append(Invocation.commandLine("replay", "FILE", "--html", "OUT.html")).append("):\n");
        for (Map.Entry<Integer, Autoplay.GameResult> e : notWon.entrySet()) {
            int game = e.getKey();
            Autoplay.GameResult result = e.getValue();
            sb.append("  game ").append(game).append(", seed ").append(Autoplay.gameSeed(settings.seed(), game))
                    .append(": ")
                    .append(result.outcome().label).append(" on turn ").append(result.turns()).append(": ")
                    .append(settings.commandPlayingAlone(game)).append('\n');
        }
    }

    /**
     * A percentile of the decision times; one in the histogram's last bucket says "at least", as the
     * times there are {@link DecisionTimes#LIMIT_MICROS} or more, not that.
     */
    static String percentile(long us) {
        return us >= DecisionTimes.LIMIT_MICROS ? "at least " + micros(DecisionTimes.LIMIT_MICROS) : micros(us);
    }

    private static String micros(long us) {
        return us < 10_000 ? us + " us" : String.format(Locale.ROOT, "%.1f ms", us / 1000.0);
    }
}
