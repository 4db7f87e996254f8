package dev.robots.cli.autoplay;

import dev.robots.cli.options.SearchBudget;
import dev.robots.cli.text.Expected;
import dev.robots.core.GameParameters;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Adds up the shard reports of one run into the report of the whole run: the same counts, and so
 * the same report but for timing, as the run played unsharded. Refuses reports of different runs
 * (another size, seed, game count, autopilot setting or number of shards), a shard given twice and
 * a shard missing, naming which.
 */
final class ShardMerge {

    /** Shard reports that do not make one run: the message says why, in one line. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message, null, false, false);
        }
    }

    /** A report and the name it was read from (a file name, for messages). */
    record Named(String name, ShardReport report) {
        Named {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(report, "report");
        }
    }

    private ShardMerge() {
    }

    /**
     * The whole run's summary; {@code mergedShards} says how many reports went into it, and
     * {@code wallNanos} is the sum of theirs.
     */
    static Summary merge(List<Named> reports) throws Refused {
        if (reports.isEmpty()) {
            throw new Refused("no report to merge");
        }
        Named first = reports.get(0);
        RunSettings run = first.report().settings();
        int count = first.report().shard().count();
        TreeMap<Integer, Named> byIndex = new TreeMap<>();
        Tally all = new Tally();
        DecisionTimes times = new DecisionTimes();
        long wallNanos = 0;
        long threads = 0;
        for (Named named : reports) {
            ShardReport report = named.report();
            String difference = difference(run, count, report);
            if (difference != null) {
                throw new Refused(named.name() + " is from another run than " + first.name() + ": " + difference);
            }
            Named earlier = byIndex.put(report.shard().index(), named);
            if (earlier != null) {
                throw new Refused("shard " + report.shard() + " given twice: " + earlier.name() + " and "
                        + named.name());
            }
            all.add(report.tally());
            for (int us = 0; us <= DecisionTimes.LIMIT_MICROS; us++) {
                long n = report.times().bucket(us);
                if (n != 0) {
                    times.add(us, n);
                }
            }
            times.addMax(report.times().maxNanos());
            threads += report.settings().threads();
            if (threads > ReportBounds.MAX_THREADS) {
                throw new Refused(Expected.of(named.name() + ": threads: the shards' add up to " + threads,
                        "at most " + ReportBounds.MAX_THREADS));
            }
            try {
                wallNanos = Math.addExact(wallNanos, report.wallNanos());
            } catch (ArithmeticException e) {
                throw new Refused(named.name() + ": wallNanos: the shards' add up past " + Long.MAX_VALUE);
            }
        }
        if (byIndex.size() < count) {
            List<String> missing = new ArrayList<>();
            for (int k = 1; k <= count && missing.size() < 10; k++) {
                if (!byIndex.containsKey(k)) {
                    missing.add(k + "/" + count);
                }
            }
            int absent = count - byIndex.size();
            throw new Refused("missing " + (absent == 1 ? "shard " : absent + " shards: ") + String.join(", ", missing)
                    + (absent > missing.size() ? ", ..." : "") + " (have " + byIndex.size() + " of " + count + ")");
        }
        Summary summary = Summary.of(run.withThreads((int) threads), all, times);
        summary.wallNanos = wallNanos;
        summary.mergedShards = reports.size();
        return summary;
    }

    /** What differs between the run {@code report} is a shard of and the expected one; null if nothing. */
    private static String difference(RunSettings run, int count, ShardReport report) {
        RunSettings reported = report.settings();
        if (!reported.size().equals(run.size())) {
            return "size " + size(reported) + ", not " + size(run);
        }
        if (reported.seed() != run.seed()) {
            return "seed " + reported.seed() + ", not " + run.seed();
        }
        if (reported.games() != run.games()) {
            return reported.games() + " games, not " + run.games();
        }
        if (!reported.charges().equals(run.charges())) {
            return "charges " + ShardReport.jsonCharges(reported.charges()) + ", not "
                    + ShardReport.jsonCharges(run.charges());
        }
        if (reported.maxTurns() != run.maxTurns()) {
            return "turn limit " + reported.maxTurns() + ", not " + run.maxTurns();
        }
        if (reported.beamWidth() != run.beamWidth() || reported.depth() != run.depth()
                || reported.samples() != run.samples()) {
            return "autopilot " + SearchBudget.describe(reported.beamWidth(), reported.depth(), reported.samples())
                    + ", not " + SearchBudget.describe(run.beamWidth(), run.depth(), run.samples());
        }
        if (report.shard().count() != count) {
            return "cut into " + report.shard().count() + " shards, not " + count;
        }
        return null;
    }

    private static String size(RunSettings settings) {
        GameParameters size = settings.size();
        return size.width() + "," + size.height() + "," + size.robots() + "," + size.pits();
    }
}
