package dev.robots.cli.autoplay;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The {@code --json} form of a run or a shard of one: the run's settings and seed, which shard, exact
 * counts of every outcome, the sums behind the means, and the decision-time histogram (bucket by
 * bucket, so that shards merge exactly). {@link #write} and {@link #read} are inverses. The seed is a
 * string of its decimal digits: it is any 64-bit value, and a JavaScript reader rounds a number above
 * 2^53. Formats 1 and 2 are refused: their games came from the seeds before issue 24 changed how a
 * run's seed makes its games' seeds, so they would not add up with this version's shards.
 *
 * <pre>{@code
 * {"format": "robots-autoplay-report/3",
 *  "run": {"width": 30, "height": 17, "robots": 20, "pits": 40, "charges": 3, "maxTurns": 1000,
 *          "beam": 32, "depth": 10, "seed": "42", "games": 2000},
 *  "shard": {"index": 2, "count": 8},
 *  "games": 250, "outcomes": {"WIN": 242, "CAPTURE": 8, "HIT": 0, "FALL": 0, "CUT_OFF": 0},
 *  "turnsInWins": 12190, "chargesUsed": 411,
 *  "decisionTimes": {"count": 12577, "maxNanos": 8112345, "micros": [[95, 3], [96, 11], ...]},
 *  "threads": 1, "wallNanos": 2412345678}
 * }</pre>
 *
 * @param settings the whole run's settings ({@code threads} is this shard's)
 * @param shard which slice of the run's games these are
 * @param tally the sums over the shard's games
 * @param times the shard's decision times
 * @param wallNanos the wall-clock time the shard took
 */
record ShardReport(RunSettings settings, Shard shard, Tally tally, DecisionTimes times,
        long wallNanos) {
    static final String FORMAT = "robots-autoplay-report/3";
    /** The formats whose games came from the seeds before issue 24 (format 1 also wrote the seed as a number). */
    static final java.util.Set<String> OLDER_FORMATS = java.util.Set.of("robots-autoplay-report/1",
            "robots-autoplay-report/2");

    /** A report that cannot be read: the message says what is wrong, in one line. */
    static final class Unusable extends Exception {
        private static final long serialVersionUID = 1L;

        Unusable(String message) {
            super(message, null, false, false);
        }
    }

    static ShardReport of(Summary summary) {
        Tally tally = new Tally();
        tally.games = summary.games;
        for (Autoplay.Outcome o : Autoplay.Outcome.values()) {
            tally.outcomes[o.ordinal()] = summary.outcomes.get(o);
        }
        tally.turnsInWins = summary.turnsInWins;
        tally.chargesUsed = summary.chargesUsed;
        tally.notWon.putAll(summary.notWon);
        return new ShardReport(summary.settings, summary.shard, tally, summary.times, summary.wallNanos);
    }

    /** The summary this report holds (its {@code wallNanos} included). */
    Summary summary() {
        Summary summary = Summary.of(settings, tally, times);
        summary.shard = shard;
        summary.wallNanos = wallNanos;
        return summary;
    }

    /**
     * The start every autoplay JSON report shares (this one and the oracle's): its format and the run's
     * settings.
     */
    static ReportJsonWriter begin(String format, RunSettings settings) throws IOException {
        ReportJsonWriter json = ReportJsonWriter.begin();
        json.name("format").value(format);
        json.onNewLine("run").beginObject();
        json.name("width").value(settings.size().width()).name("height").value(settings.size().height())
                .name("robots").value(settings.size().robots()).name("pits").value(settings.size().pits())
                .name("charges").value(jsonCharges(settings.charges())).name("maxTurns").value(settings.maxTurns())
                .name("beam").value(settings.beamWidth()).name("depth").value(settings.depth());
        if (settings.samples() > 0) {
            json.name("samples").value(settings.samples()); // left out at 0, as reports before it had it
        }
        json.name("seed").value(Long.toString(settings.seed())).name("games").value(settings.games());
        json.endObject();
        return json;
    }

    /** The shard's member of a report, on a line of its own. */
    static void writeShard(ReportJsonWriter json, Shard shard) throws IOException {
        json.onNewLine("shard").beginObject().name("index").value(shard.index()).name("count").value(shard.count())
                .endObject();
    }

    /** The report as JSON text, ending with a line break. */
    String write() {
        try {
            ReportJsonWriter json = begin(FORMAT, settings);
            writeShard(json, shard);
            json.onNewLine("games").value(tally.games);
            json.name("outcomes").beginObject();
            for (Autoplay.Outcome o : Autoplay.Outcome.values()) {
                json.name(o.name()).value(tally.outcomes[o.ordinal()]);
            }
            json.endObject();
            json.onNewLine("turnsInWins").value(tally.turnsInWins).name("chargesUsed").value(tally.chargesUsed);
            // The games not won that the report lists (the lowest numbers): [game, outcome, turns, charges used].
            json.onNewLine("notWon").beginArray();
            for (Map.Entry<Integer, Autoplay.GameResult> e : tally.notWon.entrySet()) {
                Autoplay.GameResult r = e.getValue();
                json.beginArray().value(e.getKey().longValue()).value(r.outcome().name()).value(r.turns())
                        .value(r.chargesUsed()).endArray();
            }
            json.endArray();
            json.onNewLine("decisionTimes").beginObject().name("count").value(times.count()).name("maxNanos")
                    .value(times.maxNanos()).name("micros").beginArray();
            for (int us = 0; us <= DecisionTimes.LIMIT_MICROS; us++) {
                long n = times.bucket(us);
                if (n != 0) {
                    json.beginArray().value(us).value(n).endArray();
                }
            }
            json.endArray().endObject();
            json.onNewLine("threads").value(settings.threads()).name("wallNanos").value(wallNanos);
            return json.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a report written by {@link #write} (or by format 1); every count is checked against the
     * others and against the run ({@link ShardReportReader}, {@link ReportBounds}).
     */
    static ShardReport read(String text) throws Unusable {
        return ShardReportReader.read(text);
    }

    /** {@code run.charges} as the report writes it: the count, or -1 for no limit (the format's number). */
    static long jsonCharges(OptionalInt charges) {
        return charges.orElse(-1);
    }
}
