package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.core.GameParameters;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Shards and their merge: the shards of a run, merged through their JSON reports, give the
 * unsharded run's report exactly (but for timing); reports of other runs, twice or missing are
 * refused with one line naming the file or shard.
 */
@Timeout(300)
class ShardMergeTest {
    private static final GameParameters SMALL = GameParameters.of(15, 9, 5, 11);

    private static RunSettings settings(int games, long seed, int threads) {
        return RunSettings.of(SMALL, seed, games).withThreads(threads).withAutopilot(32, 10);
    }

    private static List<ShardMerge.Named> shards(RunSettings settings, int count) throws Exception {
        List<ShardMerge.Named> reports = new ArrayList<>();
        for (int k = 1; k <= count; k++) {
            Summary shard = Autoplay.run(settings, new Shard(k, count), done -> { });
            // through the JSON text, as a job runner would hand it over
            reports.add(new ShardMerge.Named("shard" + k + ".json", ShardReport.read(ShardReport.of(shard).write())));
        }
        return reports;
    }

    @Test
    void mergedShardsGiveTheUnshardedReport() throws Exception {
        RunSettings settings = settings(23, 2026, 2);
        String whole = Autoplay.run(settings, done -> { }).report(false);
        for (int count : new int[] {1, 3, 23}) {
            List<ShardMerge.Named> reports = shards(settings, count);
            java.util.Collections.reverse(reports); // any order
            Summary merged = ShardMerge.merge(reports);
            assertEquals(whole, merged.report(false), count + " shards");
            assertTrue(merged.report(true).contains("; " + count + " shards, "), merged.report(true));
            long decisions = 0;
            for (ShardMerge.Named r : reports) {
                decisions += r.report().times().count();
            }
            assertEquals(decisions, merged.times.count(), "every decision time kept");
        }
        // a merged report merges again (as shard 1/1) to itself
        Summary merged = ShardMerge.merge(shards(settings, 3));
        ShardReport again = ShardReport.read(ShardReport.of(merged).write());
        assertEquals(whole, ShardMerge.merge(List.of(new ShardMerge.Named("all.json", again))).report(false));
    }

    @Test
    void aShardsReportSaysWhichShardItIs() throws Exception {
        String report = Autoplay.run(settings(10, 1, 1), new Shard(2, 3), done -> { }).report(false);
        assertTrue(report.startsWith("robots autoplay: 3 games (shard 2/3 of 10), 15x9 with 5 robots and 11 pits,"),
                report);
    }

    @Test
    void reportsOfAnotherRunAreRefusedNamingTheDifference() throws Exception {
        List<ShardMerge.Named> run = shards(settings(6, 1, 1), 2);
        ShardMerge.Named otherSeed = shards(settings(6, 2, 1), 2).get(1);
        assertEquals("b.json is from another run than shard1.json: seed 2, not 1", refusal(List.of(run.get(0),
                new ShardMerge.Named("b.json", otherSeed.report()))));
        ShardMerge.Named otherGames = shards(settings(7, 1, 1), 2).get(1);
        assertEquals("c.json is from another run than shard1.json: 7 games, not 6", refusal(List.of(run.get(0),
                new ShardMerge.Named("c.json", otherGames.report()))));
        ShardMerge.Named thirds = shards(settings(6, 1, 1), 3).get(1);
        assertEquals("d.json is from another run than shard1.json: cut into 3 shards, not 2",
                refusal(List.of(run.get(0), new ShardMerge.Named("d.json", thirds.report()))));
        assertEquals("shard 1/2 given twice: shard1.json and again.json", refusal(List.of(run.get(0),
                new ShardMerge.Named("again.json", run.get(0).report()), run.get(1))));
        assertEquals("missing shard 2/2 (have 1 of 2)", refusal(List.of(run.get(0))));
        assertEquals("no report to merge", refusal(List.of()));
    }

    private static String refusal(List<ShardMerge.Named> reports) {
        return assertThrows(ShardMerge.Refused.class, () -> ShardMerge.merge(reports)).getMessage();
    }

    @Test
    void theJsonReportRoundTripsAndItsCountsAreChecked() throws Exception {
        Summary summary = Autoplay.run(settings(4, 9, 1), new Shard(1, 2), done -> { });
        summary.wallNanos = 123_456_789L;
        String json = ShardReport.of(summary).write();
        ShardReport back = ShardReport.read(json);
        assertEquals(json, back.write());
        assertEquals(summary.report(true), back.summary().report(true));
        assertEquals("games: 3 (expected: 2, shard 1/2's share of 4)",
                unusable(json.replace("\"games\": 2,", "\"games\": 3,")));
        assertEquals("not an autoplay report: \"format\" is \"x\" (expected: \"robots-autoplay-report/3\")",
                unusable(json.replace("robots-autoplay-report/3", "x")));
        assertEquals("run.seed: \"9x\" (expected: a 64-bit integer as a string of digits)",
                unusable(json.replace("\"seed\": \"9\"", "\"seed\": \"9x\"")));
        assertEquals("run.seed: \"9223372036854775808\" (expected: -9223372036854775808 to 9223372036854775807)",
                unusable(json.replace("\"seed\": \"9\"", "\"seed\": \"9223372036854775808\"")));
        assertEquals("run.seed: true (expected: a 64-bit integer as a string of digits)",
                unusable(json.replace("\"seed\": \"9\"", "\"seed\": true")));
        assertEquals("run.width: 0 (expected: 1 to 2147483647)", unusable(json.replace("\"width\": 15",
                "\"width\": 0")));
        assertTrue(unusable(json.replace("\"pits\": 11", "\"pits\": 999")).startsWith("run: "),
                "a size the game refuses");
        assertTrue(unusable(json.replace("\"WIN\": ", "\"WIN\": 1")).startsWith("outcomes"), "counts must add up");
        assertEquals("not JSON: End of input at line 1 column 13 path $.format", unusable("{\"format\": 1"));
        assertEquals("the report: an array (expected: an object)", unusable("[]"));
        assertTrue(unusable(json.replace("\"count\": " + summary.times.count(), "\"count\": 0"))
                .startsWith("decisionTimes.micros: "));
    }

    /**
     * Issue 23: a seed is any 64-bit value and a JavaScript reader rounds a number above 2^53, so format 2
     * writes the seed as a string of its digits; a format-1 report (the seed a number) is still read.
     */
    @Test
    void theSeedIsAStringOfItsExactDigitsAndOlderFormatsAreRefused() throws Exception {
        long seed = -4689498862643123097L;
        Summary summary = Autoplay.run(settings(2, seed, 1), done -> { });
        String json = ShardReport.of(summary).write();
        assertTrue(json.contains("\"seed\": \"-4689498862643123097\""), json);
        assertEquals(seed, ShardReport.read(json).settings().seed());
        // Shards made before issue 24 played other games for the same seeds: they must not merge in.
        for (String older : List.of("robots-autoplay-report/1", "robots-autoplay-report/2")) {
            assertEquals("made by an older robots: \"format\" is \"" + older + "\", whose games came from other"
                    + " seeds; run that shard again (expected: \"robots-autoplay-report/3\")",
                    unusable(json.replace("robots-autoplay-report/3", older)));
        }
    }

    /** The one line {@link ShardReport#read} refuses {@code json} with (it must refuse it). */
    static String unusable(String json) {
        return assertThrows(ShardReport.Unusable.class, () -> ShardReport.read(json)).getMessage();
    }

    @Test
    void theCommandLineShardsWritesJsonAndMerges(@TempDir Path dir) throws IOException {
        String[] base = {"--games", "9", "--seed", "4", "--size", "15,9,5,11", "--threads", "1"};
        AutoplayCommandTest.Run whole = AutoplayCommandTest.run(concat(base, "--no-timing"));
        assertEquals(0, whole.status(), whole.err());
        List<String> files = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            Path file = dir.resolve("shard-" + k + ".json");
            AutoplayCommandTest.Run shard = AutoplayCommandTest.run(concat(base, "--shard", k + "/3", "--json",
                    file.toString()));
            assertEquals(0, shard.status(), shard.err());
            assertTrue(shard.out().startsWith("robots autoplay: 3 games (shard " + k + "/3 of 9)"), shard.out());
            files.add(file.toString());
        }
        assertFalse(Files.exists(dir.resolve("shard-1.json.partial")), "no partial file left");
        AutoplayCommandTest.Run merged = AutoplayCommandTest.run("merge", "--no-timing", files.get(2), files.get(0),
                files.get(1));
        assertEquals(0, merged.status(), merged.err());
        assertEquals(whole.out(), merged.out());
        AutoplayCommandTest.Run withTiming = AutoplayCommandTest.run(concat(new String[] {"merge"},
                files.toArray(new String[0])));
        assertTrue(withTiming.out().contains(Summary.TIMING_PREFIX), withTiming.out());
        AutoplayCommandTest.Run json = AutoplayCommandTest.run(concat(new String[] {"merge", "--json", "-"},
                files.toArray(new String[0])));
        assertEquals(0, json.status(), json.err());
        assertTrue(json.out().startsWith("{\"format\": \"robots-autoplay-report/3\""), json.out());

        AutoplayCommandTest.Run missing = AutoplayCommandTest.run("merge", files.get(0), files.get(2));
        assertEquals(2, missing.status());
        assertEquals("robots autoplay merge: missing shard 2/3 (have 2 of 3)\n", missing.err());
        Path absent = dir.resolve("absent.json");
        AutoplayCommandTest.Run unreadable = AutoplayCommandTest.run("merge", files.get(0), absent.toString());
        assertEquals(2, unreadable.status());
        assertEquals("robots autoplay merge: cannot read " + Texts.path(absent) + ": no such file\n", unreadable.err());
        Path garbage = dir.resolve("garbage.json");
        Files.writeString(garbage, "WIN 3\n", StandardCharsets.UTF_8);
        AutoplayCommandTest.Run bad = AutoplayCommandTest.run("merge", garbage.toString());
        assertEquals(2, bad.status());
        assertEquals("robots autoplay merge: " + Texts.path(garbage) + ": not JSON: malformed JSON at line 1 column 1 path $\n",
                bad.err());
        AutoplayCommandTest.Run none = AutoplayCommandTest.run("merge");
        assertEquals(2, none.status());
        assertEquals("", none.out());

        AutoplayCommandTest.Run badShard = AutoplayCommandTest.run(concat(base, "--shard", "4/3"));
        assertEquals(2, badShard.status());
        assertTrue(badShard.err().startsWith("robots autoplay: --shard: K: 4 (expected: 1 to N = 3)"), badShard.err());
        AutoplayCommandTest.Run tooMany = AutoplayCommandTest.run(concat(base, "--shard", "1/10"));
        assertEquals(2, tooMany.status());
        assertTrue(tooMany.err().startsWith("robots autoplay: --shard: 10 shards of 9 games"), tooMany.err());
        AutoplayCommandTest.Run unwritable = AutoplayCommandTest.run(concat(base, "--shard", "1/3", "--json",
                dir.resolve("no-such-dir").resolve("x.json").toString()));
        assertEquals(1, unwritable.status());
        // refused by the write rule before the run (issue 29)
        assertEquals("robots autoplay: --json " + Texts.path(dir.resolve("no-such-dir").resolve("x.json"))
                + ": no such directory: " + Texts.path(dir.resolve("no-such-dir")) + "\n", unwritable.err());
        // Under a regular file: the reason once, not "PATH: PATH: Not a directory".
        Path underAFile = garbage.resolve("x.json");
        AutoplayCommandTest.Run notADirectory = AutoplayCommandTest.run("merge", underAFile.toString());
        assertEquals(2, notADirectory.status());
        assertEquals("robots autoplay merge: cannot read " + Texts.path(underAFile) + ": Not a directory\n",
                notADirectory.err());
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = new String[head.length + tail.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
