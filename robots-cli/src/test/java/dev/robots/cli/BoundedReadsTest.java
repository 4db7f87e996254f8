package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions.Run;
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
        // The number docs/reliability.md prints, pinned here: a change of the bound changes the page too.
        assertEquals("robots replay: /dev/zero: cannot read (larger than " + 256
                + " MiB, more than any record holds)", String.join("\n", r.errLines()));
        assertEquals("", r.stdout());
    }

    /**
     * {@code replay r.rec --field /dev/zero --verify} read 201 MB and peaked at 490 MB before refusing
     * (out of memory under {@code -Xmx48m}): a field file is read up to the text of the game's field
     * and no further, and refused at its first byte that no field holds.
     */
    @Test
    void aFieldFileForReplayIsReadOnlyUpToTheGamesField() throws IOException {
        Path field = Sessions.field(dir, "f.txt", "< . . . @");
        Path record = dir.resolve("r.rec");
        assertEquals(0, Sessions.run("5 1 0 0\nW\n", "--seed=1", "--field=" + field, "--record=" + record).status());
        Run zero = Sessions.run("", "replay", record.toString(), "--field", "/dev/zero", "--verify");
        assertEquals(2, zero.status(), zero.toString());
        assertEquals(1, zero.errLines().size(), zero.toString());
        assertTrue(zero.stderr().contains("the field file /dev/zero: byte 1 is NUL (expected: a field's text"),
                zero.toString());
        // Text that could be a field, but more of it than a 5 x 1 field has: cut at (2 x 5 + 1) x 1 bytes.
        Path dots = Files.writeString(dir.resolve("dots.txt"), ". ".repeat(1 << 20));
        Run big = Sessions.run("", "replay", record.toString(), "--field", dots.toString(), "--verify");
        assertEquals(2, big.status(), big.toString());
        assertTrue(big.stderr().contains("is larger than the game's field (more than 11 bytes)"), big.toString());
    }

    /** Protocol mode's --field /dev/zero: refused at its first byte, not after 12 MB. */
    @Test
    void aFieldFileThatIsNoTextIsRefusedAtItsFirstByte() {
        Run r = Sessions.run("", "--field", "/dev/zero");
        assertEquals(1, r.status(), r.toString());
        assertEquals("robots: --field /dev/zero: byte 1 is NUL (expected: a field's text, the cells . 0 X @ < joined"
                + " by spaces, one row a line)", String.join("\n", r.errLines()));
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
            assertTrue(r.stderr().contains("more than 16777216 lines"), r.toString()); // docs/reliability.md's
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
        // docs/reliability.md's number: the most a report can hold
        assertTrue(r.stderr().contains("more than 4065576 bytes"), r.toString());
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
