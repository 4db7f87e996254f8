package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Forged shard reports (issue 29, item 9): every number is checked for range and against the others
 * and the run, and the merge's sums cannot overflow; inputs are read up to a bound.
 */
class ForgedShardTest {
    /** A well-formed report of shard 1/2 of a 4-game run: games 0 and 2, game 2 lost to a capture. */
    private static final String REPORT = """
            {"format": "robots-autoplay-report/3",
             "run": {"width": 15, "height": 9, "robots": 5, "pits": 11, "charges": 3, "maxTurns": 1000,\
             "beam": 32, "depth": 10, "seed": "1", "games": 4},
             "shard": {"index": 1, "count": 2},
             "games": 2, "outcomes": {"WIN": 1, "CAPTURE": 1, "HIT": 0, "FALL": 0, "CUT_OFF": 0},
             "turnsInWins": 30, "chargesUsed": 2,
             "notWon": [[2, "CAPTURE", 12, 1]],
             "decisionTimes": {"count": 42, "maxNanos": 3500, "micros": [[3, 42]]},
             "threads": 1, "wallNanos": 1000}
            """;

    private static final Gson JSON = new GsonBuilder().serializeNulls().create();

    /**
     * Every field of a good report, and the report itself, replaced by each other kind of value or
     * removed: the reader returns a report or refuses it in one line, never anything else. A report
     * without {@code "format"} (or {@code {}}) was an internal error (a NullPointerException).
     */
    @Test
    void everyFieldOfEveryKindIsReadOrRefusedInOneLine() throws Exception {
        Object good = ReportJson.parse(REPORT);
        List<Object> kinds = Arrays.asList(null, "x", "", List.of(), new LinkedHashMap<>(), true,
                -1L, 0L, Long.MAX_VALUE, Long.MIN_VALUE);
        List<String> variants = new ArrayList<>();
        for (Object kind : kinds) {
            variants.add(json(kind));
        }
        mutate(good, kinds, good, variants);
        assertEquals(true, variants.size() > 300, "variants: " + variants.size());
        int refused = 0;
        for (String variant : variants) {
            try {
                ShardReport.read(variant);
            } catch (ShardReport.Unusable e) {
                refused++;
                assertEquals(false, e.getMessage().isBlank() || e.getMessage().contains("\n"), variant);
            } catch (RuntimeException e) {
                throw new AssertionError(variant + ": " + e, e);
            }
        }
        assertEquals(true, refused > variants.size() / 2, refused + " of " + variants.size());
        assertEquals("not an autoplay report: \"format\" is null (expected: \"" + ShardReport.FORMAT + "\")",
                ShardMergeTest.unusable("{}"));
    }

    /** Into {@code out}: {@code root} with the value at each path below {@code node} replaced or removed. */
    @SuppressWarnings("unchecked")
    private static void mutate(Object node, List<Object> kinds, Object root, List<String> out) {
        if (node instanceof Map<?, ?> map) {
            for (Object key : List.copyOf(map.keySet())) {
                Map<Object, Object> m = (Map<Object, Object>) map;
                Object kept = m.get(key);
                m.remove(key);
                out.add(json(root));
                for (Object kind : kinds) {
                    m.put(key, kind);
                    out.add(json(root));
                }
                m.put(key, kept);
                mutate(kept, kinds, root, out);
            }
        } else if (node instanceof List<?> list) {
            List<Object> l = (List<Object>) list;
            for (int i = 0; i < l.size(); i++) {
                Object kept = l.get(i);
                for (Object kind : kinds) {
                    l.set(i, kind);
                    out.add(json(root));
                }
                l.set(i, kept);
                mutate(kept, kinds, root, out);
            }
        }
    }

    /** The value as JSON text, null map values kept. */
    private static String json(Object value) {
        return JSON.toJson(value);
    }

    @Test
    void theTemplateIsAGoodReport() throws Exception {
        ShardReport r = ShardReport.read(REPORT);
        assertEquals(2, r.tally().games);
        assertEquals(1, r.tally().notWon.size());
    }

    @Test
    void sumsBeyondWhatTheGamesAllowAreRefused() {
        long max = Long.MAX_VALUE;
        assertEquals("turnsInWins: " + max + " (expected: at most 1000, the wins, 1, times run.maxTurns, 1000)",
                ShardMergeTest.unusable(REPORT.replace("\"turnsInWins\": 30", "\"turnsInWins\": " + max)));
        assertEquals("chargesUsed: 7 (expected: at most 6, games, 2, times run.charges, 3)",
                ShardMergeTest.unusable(REPORT.replace("\"chargesUsed\": 2", "\"chargesUsed\": 7")));
        assertEquals("decisionTimes.count: " + max + " (expected: at most 2000, games, 2, times run.maxTurns, 1000)",
                ShardMergeTest.unusable(REPORT.replace("\"count\": 42", "\"count\": " + max)
                        .replace("[[3, 42]]", "[[3, " + max + "]]")));
    }

    @Test
    void gamesNotWonMustBeTheShardsAndAgreeWithTheOutcomes() {
        assertEquals("notWon: game 2000000000 (expected: a game of shard 1/2, below run.games, 4, and 0 modulo 2)",
                ShardMergeTest.unusable(REPORT.replace("[[2, \"CAPTURE\"", "[[2000000000, \"CAPTURE\"")));
        assertEquals("notWon: game 1 (expected: a game of shard 1/2, below run.games, 4, and 0 modulo 2)",
                ShardMergeTest.unusable(REPORT.replace("[[2, \"CAPTURE\"", "[[1, \"CAPTURE\"")));
        assertEquals("notWon: 1 game HIT (expected: at most outcomes.HIT, 0)",
                ShardMergeTest.unusable(REPORT.replace("[[2, \"CAPTURE\"", "[[2, \"HIT\"")));
        assertEquals("notWon: 0 distinct games (expected: 1, the games not won up to 20)",
                ShardMergeTest.unusable(REPORT.replace("[[2, \"CAPTURE\", 12, 1]]", "[]")));
        assertEquals("notWon: game 2 took 1001 turns (expected: at most run.maxTurns, 1000)",
                ShardMergeTest.unusable(REPORT.replace("\"CAPTURE\", 12, 1]", "\"CAPTURE\", 1001, 1]")));
        assertEquals("notWon: game 2 used 4 charges (expected: at most run.charges, 3)",
                ShardMergeTest.unusable(REPORT.replace("\"CAPTURE\", 12, 1]", "\"CAPTURE\", 12, 4]")));
    }

    /**
     * A figure derived from others must agree with them, not only stay in range: turnsInWins changed
     * from 29 to 1 merged. Each forged figure below, alone (the histogram kept consistent with a forged
     * count), is refused naming the figure it disagrees with.
     */
    @Test
    void derivedFiguresMustAgreeWithWhatTheyDeriveFrom() {
        assertEquals("turnsInWins: 1 (expected: at least the wins, 1, times the walk to the exit, 14 turns)",
                ShardMergeTest.unusable(REPORT.replace("\"turnsInWins\": 30", "\"turnsInWins\": 1")));
        for (String turnsInWins : List.of("29", "31")) {
            assertEquals("decisionTimes.count: 42 (expected: " + (12 + Integer.parseInt(turnsInWins)) + ", one a turn:"
                    + " turnsInWins, " + turnsInWins + ", and the turns of the 1 game not won)",
                    ShardMergeTest.unusable(REPORT.replace("\"turnsInWins\": 30", "\"turnsInWins\": " + turnsInWins)));
        }
        for (int count : new int[] {41, 43}) {
            assertEquals("decisionTimes.count: " + count + " (expected: 42, one a turn: turnsInWins, 30, and the turns of"
                    + " the 1 game not won)", ShardMergeTest.unusable(REPORT.replace("\"count\": 42", "\"count\": " + count)
                    .replace("[[3, 42]]", "[[3, " + count + "]]")));
        }
        assertEquals("decisionTimes.count: 42 (expected: 41, one a turn: turnsInWins, 30, and the turns of the 1 game"
                + " not won)", ShardMergeTest.unusable(REPORT.replace("\"CAPTURE\", 12, 1]", "\"CAPTURE\", 11, 1]")));
        assertEquals("decisionTimes.maxNanos: 9000 (expected: in the slowest bucket, 3 microseconds)",
                ShardMergeTest.unusable(REPORT.replace("\"maxNanos\": 3500", "\"maxNanos\": 9000")));
        assertEquals("chargesUsed: 0 (expected: at least the listed games' charges, 1)",
                ShardMergeTest.unusable(REPORT.replace("\"chargesUsed\": 2", "\"chargesUsed\": 0")));
        assertEquals("notWon: game 2 used 3 charges in 2 turns (expected: at most one a turn)",
                ShardMergeTest.unusable(REPORT.replace("\"CAPTURE\", 12, 1]", "\"CAPTURE\", 2, 3]")
                        .replace("\"chargesUsed\": 2", "\"chargesUsed\": 3")));
        assertEquals("notWon: game 2 CUT_OFF in 12 turns (expected: run.maxTurns, 1000)",
                ShardMergeTest.unusable(REPORT.replace("\"CAPTURE\": 1", "\"CAPTURE\": 0").replace("\"CUT_OFF\": 0", "\"CUT_OFF\": 1")
                        .replace("[[2, \"CAPTURE\"", "[[2, \"CUT_OFF\"")));
    }

    /**
     * A real run's report, every count derived from others nudged by one: each nudge is refused.
     * (chargesUsed is bounded only from below, by the listed games': the wins' charges are not listed.)
     */
    @Test
    void everyNudgedFigureOfARealReportIsRefused(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("r.json");
        AutoplayCommandTest.Run r = AutoplayCommandTest.run("--games", "40", "--seed", "5", "--size", "9,5,4,3",
                "--threads", "1", "--json", json.toString());
        assertEquals(0, r.status(), r.err());
        String report = Files.readString(json);
        ShardReport.read(report);
        java.util.regex.Matcher figure = java.util.regex.Pattern.compile(
                "\"(turnsInWins|count|WIN|CAPTURE|HIT|FALL|CUT_OFF)\": ([0-9]+)").matcher(report);
        int nudged = 0;
        while (figure.find()) {
            long value = Long.parseLong(figure.group(2));
            for (long forged : new long[] {value - 1, value + 1}) {
                if (forged < 0) {
                    continue;
                }
                String variant = report.substring(0, figure.start(2)) + forged + report.substring(figure.end(2));
                assertThrows(ShardReport.Unusable.class, () -> ShardReport.read(variant),
                        figure.group(1) + " " + value + " -> " + forged);
                nudged++;
            }
        }
        assertEquals(true, nudged >= 10, "nudged " + nudged);
    }

    @Test
    void threadsAreInRangeAndTheirSumIsChecked() throws Exception {
        assertEquals("threads: 2147483647 (expected: 1 to 256000000)",
                ShardMergeTest.unusable(REPORT.replace("\"threads\": 1,", "\"threads\": 2147483647,")));
        String second = REPORT.replace("\"index\": 1", "\"index\": 2").replace("[[2, \"CAPTURE\"", "[[3, \"CAPTURE\"");
        ShardReport a = ShardReport.read(REPORT.replace("\"threads\": 1,", "\"threads\": 200000000,"));
        ShardReport b = ShardReport.read(second.replace("\"threads\": 1,", "\"threads\": 200000000,"));
        assertEquals("b.json: threads: the shards' add up to 400000000 (expected: at most 256000000)",
                assertThrows(ShardMerge.Refused.class, () -> ShardMerge.merge(List.of(
                        new ShardMerge.Named("a.json", a), new ShardMerge.Named("b.json", b)))).getMessage());
        String slow = "\"wallNanos\": " + Long.MAX_VALUE + "}";
        ShardReport c = ShardReport.read(REPORT.replace("\"wallNanos\": 1000}", slow));
        ShardReport d = ShardReport.read(second.replace("\"wallNanos\": 1000}", slow));
        assertEquals("d.json: wallNanos: the shards' add up past " + Long.MAX_VALUE,
                assertThrows(ShardMerge.Refused.class, () -> ShardMerge.merge(List.of(
                        new ShardMerge.Named("c.json", c), new ShardMerge.Named("d.json", d)))).getMessage());
        // Within the bounds the two shards merge.
        ShardMerge.merge(List.of(new ShardMerge.Named("a", ShardReport.read(REPORT)),
                new ShardMerge.Named("b", ShardReport.read(second))));
    }

    @Test
    void aDeviceOrDirectoryIsRefusedUnread(@TempDir Path dir) {
        AutoplayCommandTest.Run zero = AutoplayCommandTest.run("merge", "/dev/zero");
        assertEquals(2, zero.status());
        assertEquals("robots autoplay merge: cannot read /dev/zero: a device or socket (expected: a shard report"
                + " file or a pipe)\n", zero.err());
        AutoplayCommandTest.Run directory = AutoplayCommandTest.run("merge", dir.toString());
        assertEquals(2, directory.status());
        assertEquals("robots autoplay merge: cannot read " + Texts.path(dir) + ": a directory (expected: a shard report file)\n",
                directory.err());
    }

    @Test
    void aLargeFileIsRefused(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("big.json");
        try (var file = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            file.setLength(MergeCommand.MAX_FILE_BYTES + 1L); // sparse: no disk, no memory
        }
        AutoplayCommandTest.Run r = AutoplayCommandTest.run("merge", big.toString());
        assertEquals(2, r.status());
        assertEquals("robots autoplay merge: cannot read " + Texts.path(big) + ": more than " + MergeCommand.MAX_FILE_BYTES
                + " bytes (expected: a shard report, a few kilobytes; refused unparsed)\n", r.err());
    }
}
