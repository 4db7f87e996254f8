package dev.robots.cli.autoplay;

import dev.robots.cli.autoplay.ShardReport.Unusable;
import dev.robots.cli.text.Expected;
import dev.robots.core.GameParameters;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Reads a {@link ShardReport} from its JSON ({@link ReportJson}): every field of the right type and in
 * range, the counts adding up, and then {@link ReportBounds}. A refusal is one {@link Unusable} line
 * naming the field ({@code run.seed}, {@code outcomes.WIN}) and what it should be.
 */
final class ShardReportReader {

    private ShardReportReader() {
    }

    /**
     * Reads a report written by {@link ShardReport#write}; every count is checked against the others and
     * against the run ({@link ReportBounds}). A report of an older format is refused, saying why.
     */
    static ShardReport read(String text) throws Unusable {
        Object root;
        try {
            root = ReportJson.parse(text);
        } catch (ReportJson.Malformed e) {
            throw new Unusable("not JSON: " + e.getMessage());
        }
        Map<?, ?> top = object(root, "the report");
        Object format = top.get("format");
        // (Set.of's contains throws on null: a report without "format" was an internal error)
        if (format instanceof String named && ShardReport.OLDER_FORMATS.contains(named)) {
            throw new Unusable(Expected.of("made by an older robots: \"format\" is \"" + format
                    + "\", whose games came" + " from other seeds; run that shard again",
                    "\"" + ShardReport.FORMAT + "\""));
        }
        if (!ShardReport.FORMAT.equals(format)) {
            throw new Unusable(Expected.of("not an autoplay report: \"format\" is "
                    + (format instanceof String f ? ReportJson.quote(f) : String.valueOf(format)),
                    "\"" + ShardReport.FORMAT + "\""));
        }
        Map<?, ?> run = object(top.get("run"), "run");
        GameParameters size = size(run);
        int threads = (int) number(top, "threads", 1, ReportBounds.MAX_THREADS);
        int games = (int) number(run, "run.games", 1, Integer.MAX_VALUE);
        long seed = seed(run.get("seed"));
        long chargesJson = number(run, "run.charges", -1, Integer.MAX_VALUE);
        // -1 is no limit, the format's number for it (ShardReport.jsonCharges).
        OptionalInt charges = chargesJson < 0 ? OptionalInt.empty() : OptionalInt.of((int) chargesJson);
        int maxTurns = (int) number(run, "run.maxTurns", 1, Integer.MAX_VALUE);
        int beamWidth = (int) number(run, "run.beam", 1, Integer.MAX_VALUE);
        int depth = (int) number(run, "run.depth", 1, Integer.MAX_VALUE);
        int samples = run.containsKey("samples") ? (int) number(run, "run.samples", 0, Integer.MAX_VALUE) : 0;
        RunSettings settings;
        try {
            settings = RunSettings.of(size, seed, games).withCharges(charges).withMaxTurns(maxTurns)
                    .withThreads(threads).withAutopilot(beamWidth, depth, samples);
        } catch (IllegalArgumentException e) {
            throw new Unusable("run: " + e.getMessage());
        }
        Map<?, ?> shardObject = object(top.get("shard"), "shard");
        int count = (int) number(shardObject, "shard.count", 1, Shard.MAX_COUNT);
        Shard shard = new Shard((int) number(shardObject, "shard.index", 1, count), count);
        Tally tally = new Tally();
        tally.games = number(top, "games", 0, Integer.MAX_VALUE);
        if (tally.games != shard.gamesIn(settings.games())) {
            throw new Unusable(Expected.of("games: " + tally.games,
                    shard.gamesIn(settings.games()) + ", shard " + shard + "'s share of " + settings.games()));
        }
        Map<?, ?> outcomes = object(top.get("outcomes"), "outcomes");
        long sum = 0;
        for (Autoplay.Outcome o : Autoplay.Outcome.values()) {
            long n = number(outcomes, "outcomes." + o.name(), 0, tally.games);
            tally.outcomes[o.ordinal()] = n;
            sum += n;
        }
        if (outcomes.size() != Autoplay.Outcome.values().length) {
            throw new Unusable(Expected.of("outcomes: " + outcomes.size() + " keys", Autoplay.Outcome.values().length));
        }
        if (sum != tally.games) {
            throw new Unusable(Expected.of("outcomes: they add up to " + sum, "games, " + tally.games));
        }
        tally.turnsInWins = number(top, "turnsInWins", 0, Long.MAX_VALUE);
        tally.chargesUsed = number(top, "chargesUsed", 0, Long.MAX_VALUE);
        notWon(top.get("notWon"), tally);
        DecisionTimes times = times(object(top.get("decisionTimes"), "decisionTimes"));
        long wallNanos = number(top, "wallNanos", 0, Long.MAX_VALUE);
        ShardReport report = new ShardReport(settings, shard, tally, times, wallNanos);
        ReportBounds.check(report);
        ReportFigures.check(report);
        return report;
    }

    private static GameParameters size(Map<?, ?> run) throws Unusable {
        long width = number(run, "run.width", 1, Integer.MAX_VALUE);
        long height = number(run, "run.height", 1, Integer.MAX_VALUE);
        long robots = number(run, "run.robots", 0, Integer.MAX_VALUE);
        long pits = number(run, "run.pits", 0, Integer.MAX_VALUE);
        String problem = GameParameters.problem(width, height, robots, pits);
        if (problem != null) {
            throw new Unusable("run: " + problem);
        }
        return GameParameters.of((int) width, (int) height, (int) robots, (int) pits);
    }

    /** The listed games not won, into {@code tally}: at most {@link Tally#LISTED}, none a win. */
    private static void notWon(Object value, Tally tally) throws Unusable {
        if (!(value instanceof List<?> games) || games.size() > Tally.LISTED) {
            throw new Unusable(Expected.of("notWon: " + describe(value),
                    "an array of at most " + Tally.LISTED + " games"));
        }
        for (Object game : games) {
            if (!(game instanceof List<?> entry) || entry.size() != 4 || !(entry.get(0) instanceof Long number)
                    || !(entry.get(1) instanceof String outcomeName) || !(entry.get(2) instanceof Long turns)
                    || !(entry.get(3) instanceof Long charges) || number < 0 || number > Integer.MAX_VALUE
                    || turns < 0 || turns > Integer.MAX_VALUE || charges < 0 || charges > Integer.MAX_VALUE) {
                throw new Unusable(Expected.of("notWon: " + describe(game),
                        "[game, outcome, turns, charges used], integers >= 0 and a name"));
            }
            Autoplay.Outcome outcome;
            try {
                outcome = Autoplay.Outcome.valueOf(outcomeName);
            } catch (IllegalArgumentException e) {
                outcome = Autoplay.Outcome.WIN;
            }
            if (outcome == Autoplay.Outcome.WIN) {
                throw new Unusable(Expected.of("notWon: " + ReportJson.quote(outcomeName),
                        "an outcome that is not WIN"));
            }
            tally.notWon.put((int) (long) number, new Autoplay.GameResult(outcome, (int) (long) turns,
                    (int) (long) charges));
        }
    }

    private static DecisionTimes times(Map<?, ?> object) throws Unusable {
        DecisionTimes times = new DecisionTimes();
        long count = number(object, "decisionTimes.count", 0, Long.MAX_VALUE);
        times.addMax(number(object, "decisionTimes.maxNanos", 0, Long.MAX_VALUE));
        Object micros = object.get("micros");
        if (!(micros instanceof List<?> buckets)) {
            throw new Unusable(Expected.of("decisionTimes.micros: " + describe(micros), "an array"));
        }
        long sum = 0;
        int previous = -1;
        for (Object bucket : buckets) {
            if (!(bucket instanceof List<?> pair) || pair.size() != 2 || !(pair.get(0) instanceof Long us)
                    || !(pair.get(1) instanceof Long n)) {
                throw new Unusable(Expected.of("decisionTimes.micros: " + describe(bucket),
                        "[microseconds, decisions], two integers"));
            }
            if (us <= previous || us > DecisionTimes.LIMIT_MICROS || n < 1 || n > count - sum) {
                throw new Unusable(Expected.of("decisionTimes.micros: [" + us + ", " + n + "]",
                        "microseconds rising, " + "up to " + DecisionTimes.LIMIT_MICROS
                        + "; decisions >= 1, adding up to count " + count));
            }
            previous = (int) (long) us;
            sum += n;
            times.add(previous, n);
        }
        if (sum != count) {
            throw new Unusable(Expected.of("decisionTimes: the buckets add up to " + sum, "count, " + count));
        }
        return times;
    }

    /** {@code run.seed}: a string of decimal digits (format 2) or an integer (format 1), any 64-bit value. */
    private static long seed(Object value) throws Unusable {
        if (value instanceof Long n) {
            return n;
        }
        if (value instanceof String digits && digits.matches("-?[0-9]{1,19}")) {
            try {
                return Long.parseLong(digits);
            } catch (NumberFormatException e) {
                throw new Unusable(Expected.of("run.seed: " + ReportJson.quote(digits),
                        Long.MIN_VALUE + " to " + Long.MAX_VALUE));
            }
        }
        throw new Unusable(Expected.of("run.seed: " + describe(value), "a 64-bit integer as a string of digits"));
    }

    private static Map<?, ?> object(Object value, String name) throws Unusable {
        if (value instanceof Map<?, ?> map) {
            return map;
        }
        throw new Unusable(Expected.of(name + ": " + describe(value), "an object"));
    }

    private static long number(Map<?, ?> object, String name, long min, long max) throws Unusable {
        Object value = object.get(name.substring(name.lastIndexOf('.') + 1));
        if (!(value instanceof Long n)) {
            throw new Unusable(Expected.of(name + ": " + describe(value), "an integer"));
        }
        if (n < min || n > max) {
            throw new Unusable(Expected.of(name + ": " + n, min + " to " + max));
        }
        return n;
    }

    private static String describe(Object value) {
        if (value == null) {
            return "missing or null";
        }
        if (value instanceof Map) {
            return "an object";
        }
        if (value instanceof List) {
            return "an array";
        }
        if (value instanceof String s) {
            return ReportJson.quote(s.length() > 40 ? s.substring(0, 40) + "..." : s);
        }
        return String.valueOf(value);
    }
}
