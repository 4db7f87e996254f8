package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions.Run;
import dev.robots.record.RecordReader;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reader is bounded before it parses, and what is not a record or a report is said so: a
 * device or an endless stream given as a record is cut at the bound with one line, an empty file is
 * no record, a shard larger than any report is refused unparsed, and an option that only applies
 * with another is refused without it.
 */
class BoundedReadsTest {
    @TempDir
    Path dir;

    /** replay --verify /dev/zero read forever (283 MB and growing): now one line at the byte bound, status 2. */
    @Test
    void aDeviceAsTheRecordIsCutAtTheBound() {
        Run r = Sessions.run("", "replay", "--verify", "/dev/zero");
        assertEquals(2, r.status(), r.toString());
        assertEquals("robots replay: /dev/zero: cannot read (larger than " + (RecordReader.MAX_BYTES >> 20)
                + " MiB, more than any record holds)", String.join("\n", r.errLines()));
        assertEquals("", r.stdout());
    }

    /** Endless empty lines (a pipe from {@code yes ''}): cut at the line bound. */
    @Test
    void anEndlessStreamOfEmptyLinesIsCutAtTheBound() throws Exception {
        Path fifo = Sessions.fifo(dir.resolve("fifo"));
        Process yes = new ProcessBuilder("sh", "-c", "yes '' > " + Sessions.shQuoted(fifo)).start();
        try {
            Run r = Sessions.run("", "replay", "--verify", fifo.toString());
            assertEquals(2, r.status(), r.toString());
            assertEquals(1, r.errLines().size(), r.toString());
            assertTrue(r.stderr().contains("more than " + RecordReader.MAX_LINES + " lines"), r.toString());
        } finally {
            yes.destroyForcibly();
        }
    }

    /** An empty file said rc 0 ("no games"): it is no record. */
    @Test
    void anEmptyFileIsNoRecord() throws IOException {
        Path empty = Files.createFile(dir.resolve("empty.rec"));
        for (String mode : new String[] {"--verify", "--html"}) {
            Run r = mode.equals("--html") ? Sessions.run("", "replay", empty.toString(), mode,
                    dir.resolve("p.html").toString()) : Sessions.run("", "replay", mode, empty.toString());
            assertEquals(2, r.status(), r.toString());
            assertEquals("robots replay: " + Texts.path(empty) + ": not a record: line 1: the file is empty (expected:"
                    + " a record, which starts with a 'session format=...' line)", String.join("\n", r.errLines()));
        }
        assertFalse(Files.exists(dir.resolve("p.html")));
    }

    /** With every game won, --record-losses made an empty file, which is no record: now it makes none. */
    @Test
    void noLossesNoLossesFile() throws IOException {
        Path losses = dir.resolve("losses.rec");
        Run r = Sessions.run("", "autoplay", "--games", "3", "--seed", "1", "--size", "8,5,1,2", "--threads", "1",
                "--no-timing", "--record-losses", losses.toString());
        assertEquals(0, r.status(), r.toString());
        assertTrue(r.stdout().contains("3 of 3"), r.toString());
        assertFalse(Files.exists(losses), "an empty losses file was left");
        assertTrue(r.stderr().contains("--record-losses " + Texts.path(losses) + ": every game was won; no record"
                + " written"), r.toString());
        // A file that was there already is appended to, and stays, empty or not.
        Files.createFile(losses);
        assertEquals(0, Sessions.run("", "autoplay", "--games", "3", "--seed", "1", "--size", "8,5,1,2",
                "--threads", "1", "--no-timing", "--record-losses", losses.toString()).status());
        assertTrue(Files.exists(losses));
    }

    /** A 10 MB shard took 15 s and 1.29 GB before it was refused: refused by its size, unparsed. */
    @Test
    void aShardLargerThanAnyReportIsRefusedUnparsed() throws IOException {
        Path big = dir.resolve("big.json");
        byte[] spaces = new byte[1 << 20];
        java.util.Arrays.fill(spaces, (byte) ' ');
        try (var out = Files.newOutputStream(big)) {
            for (int i = 0; i < 10; i++) {
                out.write(spaces);
            }
        }
        Run r = Sessions.run("", "autoplay", "merge", big.toString());
        assertEquals(2, r.status(), r.toString());
        assertTrue(r.stderr().contains("refused unparsed"), r.toString());
    }

    /** Under the size bound, a report of nothing but empty arrays is refused by its count of values. */
    @Test
    void aShardOfTooManyValuesIsRefusedAtTheBound() throws IOException {
        Path many = dir.resolve("many.json");
        StringBuilder json = new StringBuilder("{\"format\": \"x\", \"a\": [");
        while (json.length() < (3 << 20)) {
            json.append("[],");
        }
        json.append("[]]}");
        Files.writeString(many, json, StandardCharsets.US_ASCII);
        Run r = Sessions.run("", "autoplay", "merge", many.toString());
        assertEquals(2, r.status(), r.toString());
        assertTrue(r.stderr().contains("values (expected: an autoplay report, which holds fewer)"), r.toString());
    }

    /** --nodes without --oracle was silently ignored (--fair was refused): both are refused now. */
    @Test
    void anOptionOfTheOracleIsRefusedWithoutIt() {
        for (String option : new String[] {"--nodes=5", "--fair"}) {
            Run r = Sessions.run("", "autoplay", "--games", "1", "--size", "8,5,1,2", option);
            assertEquals(2, r.status(), r.toString());
            assertEquals(1, r.errLines().size(), r.toString());
            assertTrue(r.stderr().contains(option.replace("=5", "") + ": only with --oracle"), r.toString());
        }
    }
}
