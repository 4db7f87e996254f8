package dev.robots.cli;

import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions.Run;
import dev.robots.cli.WritingOptions.Writer;
import dev.robots.cli.io.OutputFile;
import dev.robots.cli.play.Scores;
import dev.robots.cli.play.ScoresFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 29, items 1 to 4: the write rule for every file the command line writes, across every
 * writing option, in process. An output is never an input of the run nor another output (whatever
 * the path's spelling), a directory is refused before anything runs, a symbolic link is written
 * through (the link stays), a FIFO and a character device are written in place, and no
 * {@code .partial} is ever left. The disk-full case through the jar: {@code HardeningIT}.
 */
class WriteRuleTest {
    @TempDir
    static Path shared;

    @TempDir
    Path dir;

    private static Path record;
    private static Path shard;

    static Stream<Writer> writers() {
        return WritingOptions.writers(new WritingOptions.Inputs(record, shard)).stream();
    }

    @BeforeAll
    static void inputs() {
        WritingOptions.Inputs inputs = WritingOptions.Inputs.in(shared);
        record = inputs.record();
        shard = inputs.shard();
    }

    private void assertNoPartial() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> partials = files.filter(f -> f.toString().endsWith(OutputFile.PARTIAL)).toList();
            assertEquals(List.of(), partials);
        }
    }

    /** A symbolic link is written through: its regular target gets the output, the link stays a link. */
    @ParameterizedTest
    @MethodSource("writers")
    void aSymbolicLinkIsWrittenThroughAndStaysALink(Writer writer) throws IOException {
        Path target = dir.resolve("target");
        Files.writeString(target, writer.appends() ? "" : "old\n");
        Path link = dir.resolve("link");
        Files.createSymbolicLink(link, target);
        Run r = writer.run(link);
        assertEquals(writer.ok(), r.status(), r.toString());
        assertTrue(Files.isSymbolicLink(link), "the link was replaced");
        String written = Files.readString(target);
        assertFalse(written.isEmpty() || written.equals("old\n"), writer + " wrote: " + written);
        assertNoPartial();
    }

    /** A directory is refused before anything runs: one line naming the option, the path and why; status 1. */
    @ParameterizedTest
    @MethodSource("writers")
    void aDirectoryIsRefusedBeforeTheRun(Writer writer) throws IOException {
        Path directory = Files.createDirectory(dir.resolve("out"));
        Run r = writer.run(directory);
        // replay's own rule: 2 for anything it cannot read or write (1 is a tampered record)
        assertEquals(writer.name().startsWith("replay") ? 2 : 1, r.status(), r.toString());
        assertEquals("", r.stdout());
        String option = writer.name().substring(writer.name().lastIndexOf(' ') + 1);
        assertEquals(1, r.errLines().size(), r.toString());
        assertTrue(r.stderr().contains(": " + option + " " + Texts.path(directory) + ": is a directory"), r.toString());
        try (Stream<Path> inside = Files.list(directory)) {
            assertEquals(0, inside.count());
        }
    }

    /**
     * A FIFO is written in place: opened for writing, never replaced by a regular file. Its reader is
     * a {@code cat} process, so that nothing in this JVM blocks on the FIFO whatever the command does.
     */
    @ParameterizedTest
    @MethodSource("writers")
    void aFifoIsWrittenInPlace(Writer writer) throws Exception {
        Path fifo = Sessions.fifo(dir.resolve("fifo"));
        Path received = dir.resolve("received");
        Process reader = new ProcessBuilder("cat", fifo.toString()).redirectOutput(received.toFile()).start();
        Run r;
        try {
            r = writer.run(fifo);
            assertTrue(reader.waitFor(60, TimeUnit.SECONDS), writer + " never opened or never closed the FIFO");
        } finally {
            reader.destroyForcibly();
        }
        assertEquals(writer.ok(), r.status(), r.toString());
        assertEquals(OutputFile.Kind.FIFO, OutputFile.kind(fifo));
        assertTrue(Files.size(received) > 0, writer + ": nothing came through the FIFO");
        assertNoPartial();
    }

    /**
     * A character device is written in place. As root a copy of the null device made in the test's
     * own directory (so that a broken rule replaces nothing of the system's), else {@code /dev/null}.
     */
    @ParameterizedTest
    @MethodSource("writers")
    void aCharacterDeviceIsWrittenInPlace(Writer writer) throws Exception {
        Path device = Path.of("/dev/null");
        if ("root".equals(System.getProperty("user.name"))) {
            device = dir.resolve("null");
            Process mknod = new ProcessBuilder("mknod", device.toString(), "c", "1", "3").start();
            Assumptions.assumeTrue(mknod.waitFor(60, TimeUnit.SECONDS) && mknod.exitValue() == 0, "no mknod");
        } else {
            Assumptions.assumeFalse(Files.isWritable(device.getParent()), "/dev is writable: not risking it");
        }
        Run r = writer.run(device);
        assertEquals(writer.ok(), r.status(), r.toString());
        assertEquals(OutputFile.Kind.CHARACTER_DEVICE, OutputFile.kind(device));
        assertNoPartial();
    }

    /** Item 1: replay --html onto the record, through every spelling, overwrote it and said "page written". */
    @Test
    void replayNeverWritesItsPageOverTheRecord() throws IOException {
        Path copy = Files.copy(record, dir.resolve("r.rec"));
        byte[] before = Files.readAllBytes(copy);
        Path symlink = Files.createSymbolicLink(dir.resolve("sym.rec"), copy);
        Path hardLink = Files.createLink(dir.resolve("hard.rec"), copy);
        Path dotted = dir.resolve(".").resolve("r.rec");
        Path relative = Path.of("").toAbsolutePath().relativize(copy);
        for (Path page : List.of(copy, symlink, hardLink, dotted, relative)) {
            Run r = run("", "replay", copy.toString(), "--html", page.toString());
            assertEquals(2, r.status(), r.toString());
            assertEquals(List.of("robots replay: --html " + Texts.path(page) + ": is the record " + Texts.path(copy) + " (the same file;"
                    + " writing it would destroy the record)"), r.errLines());
            assertArrayEquals(before, Files.readAllBytes(copy), "the record was changed through " + page);
            assertTrue(Files.isSymbolicLink(symlink));
        }
        // nor its .partial: the page's temporary file would be the record
        Path partialRecord = Files.copy(record, OutputFile.partialOf(dir.resolve("x.html")));
        Run r = run("", "replay", partialRecord.toString(), "--html", dir.resolve("x.html").toString());
        assertEquals(2, r.status(), r.toString());
        assertTrue(r.stderr().contains(": its temporary file " + Texts.path(partialRecord) + " is the record "), r.toString());
        assertArrayEquals(before, Files.readAllBytes(partialRecord));
    }

    /** Item 1: onto the session's field file, named in the record (found while replaying) or by --field. */
    @Test
    void replayNeverWritesItsPageOverAFieldFile() throws IOException {
        Path field = Sessions.field(dir, "f.txt", "< . . . @");
        String before = Files.readString(field);
        Path withField = dir.resolve("field.rec");
        assertEquals(0, run("5 1 0 0\nW\n", "--seed=1", "--field=" + field, "--record=" + withField).status());
        for (List<String> args : List.of(List.of("replay", withField.toString(), "--html", field.toString()),
                List.of("replay", withField.toString(), "--field", field.toString(), "--html", field.toString()))) {
            Run r = run("", args.toArray(new String[0]));
            assertEquals(2, r.status(), r.toString());
            assertTrue(r.stderr().startsWith("robots replay: --html " + Texts.path(field) + ": is the "), r.toString());
            assertEquals(before, Files.readString(field));
            assertNoPartial();
        }
    }

    /** Item 2: check and bot --html replaced the solution under test with the failure page. */
    @Test
    void checkAndBotNeverWriteTheirPageOverTheProgram() throws IOException {
        Path lua = Files.writeString(dir.resolve("victim.lua"), "print('not the protocol')\n");
        Path script = Files.writeString(dir.resolve("prog.sh"), "#!/bin/sh\necho nonsense\n");
        assertTrue(script.toFile().setExecutable(true));
        for (String command : List.of("check", "bot")) {
            List<List<String>> cases = List.of(
                    List.of(command, "--lua", lua.toString(), "--html", lua.toString()),
                    List.of(command, "--html", script.toString(), "--", script.toString()),
                    List.of(command, "--html", script.toString(), "--", "sh", script.toString()));
            List<String> what = List.of("the --lua file", "the program under test",
                    "an argument of the program under test");
            for (int i = 0; i < cases.size(); i++) {
                Run r = run("", cases.get(i).toArray(new String[0]));
                assertEquals(2, r.status(), r.toString());
                assertEquals("", r.stdout());
                Path victim = i == 0 ? lua : script;
                assertEquals(List.of("robots " + command + ": --html " + Texts.path(victim) + ": is " + what.get(i) + " " + Texts.path(victim)
                        + " (the same file; writing it would destroy " + what.get(i) + ")"), r.errLines());
            }
        }
        assertEquals("print('not the protocol')\n", Files.readString(lua));
        assertEquals("#!/bin/sh\necho nonsense\n", Files.readString(script));
    }

    /** Item 4: autoplay --json same.out --record same.out let the JSON replace the record. */
    @Test
    void twoOutputsOfOneRunNeverShareAFile() throws IOException {
        Path same = dir.resolve("same.out");
        Path link = Files.createSymbolicLink(dir.resolve("link.out"), same);
        for (String recordOption : List.of("--record", "--record-losses")) {
            for (Path json : List.of(same, link)) {
                Run r = run("", WritingOptions.autoplay(recordOption, same.toString(), "--json", json.toString())
                        .toArray(new String[0]));
                assertEquals(2, r.status(), r.toString());
                assertEquals(List.of("robots autoplay: --json " + Texts.path(json) + ": is also the " + recordOption + " file "
                        + Texts.path(same) + " (the same file; two outputs of one run cannot share one)"), r.errLines());
                assertFalse(Files.exists(same), "something was written");
            }
        }
    }

    /** Item 3: autoplay merge --json could replace one of its own input shards. */
    @Test
    void mergeNeverWritesOverAShard() throws IOException {
        Path copy = Files.copy(shard, dir.resolve("s1.json"));
        byte[] before = Files.readAllBytes(copy);
        Run r = run("", "autoplay", "merge", "--json", copy.toString(), copy.toString());
        assertEquals(2, r.status(), r.toString());
        assertEquals(List.of("robots autoplay merge: --json " + Texts.path(copy) + ": is the shard report " + Texts.path(copy)
                + " (the same file; writing it would destroy the shard report)"), r.errLines());
        assertArrayEquals(before, Files.readAllBytes(copy));
    }

    /** The protocol's --record onto the --field file: refused as a usage error now (it was status 1). */
    @Test
    void theProtocolRecordIsNeverTheFieldFile() throws IOException {
        Path field = Sessions.field(dir, "f.txt", "< . . . @");
        Run r = run("5 1 0 0\nW\n", "--seed=1", "--field=" + field, "--record=" + dir.resolve(".").resolve("f.txt"));
        assertEquals(2, r.status(), r.toString());
        assertEquals("< . . . @\n", Files.readString(field));
    }

    /** Item 12: play --record DIR gave 2; a file unusable at start is 1, as in every command. */
    @Test
    void playWithARecordThatIsADirectoryIsStatus1() {
        Run r = run("q\n", "play", "--seed=1", "--record=" + dir);
        assertEquals(1, r.status(), r.toString());
        assertEquals(List.of("robots play: --record " + Texts.path(dir) + ": is a directory"), r.errLines());
        assertEquals("", r.stdout());
    }

    /** {@code /dev/null} takes any number of a run's outputs (two of them were refused as one file). */
    @Test
    void devNullTakesEveryOutputOfARun() {
        Run r = run("", WritingOptions.autoplay("--json", "/dev/null", "--record", "/dev/null").toArray(new String[0]));
        assertEquals(0, r.status(), r.toString());
        Run losses = run("", WritingOptions.autoplay("--json", "/dev/null", "--record-losses", "/dev/null")
                .toArray(new String[0]));
        assertEquals(0, losses.status(), losses.toString());
        assertEquals(OutputFile.Kind.CHARACTER_DEVICE, OutputFile.kind(Path.of("/dev/null")), "the node was replaced");
    }

    /** A regular file is replaced whole; a stale .partial of a killed run is not written through. */
    @Test
    void aStalePartialThatIsALinkIsNeverWrittenThrough() throws IOException {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "mine\n");
        Path json = dir.resolve("report.json");
        Path partial = OutputFile.partialOf(json);
        Files.createSymbolicLink(partial, victim);
        Run r = run("", WritingOptions.autoplay("--json", json.toString()).toArray(new String[0]));
        assertEquals(1, r.status(), r.toString());
        assertTrue(r.stderr().contains("is in the way and not a regular file"), r.toString());
        assertEquals("mine\n", Files.readString(victim));
        assertTrue(Files.isSymbolicLink(partial));
    }

    /**
     * play's scores file (written by the full-screen game only, so not in {@link #writers}): the
     * same rule through {@code ScoresFile}: a link written through, a directory said in the warning,
     * nothing left beside it.
     */
    @Test
    void theScoresFileIsWrittenByTheSameRule() throws IOException {
        Path target = Files.writeString(dir.resolve("real-scores"), "");
        Path link = Files.createSymbolicLink(dir.resolve("scores"), target);
        assertEquals(null, new ScoresFile(link).save(Scores.empty()));
        assertTrue(Files.isSymbolicLink(link));
        assertTrue(Files.size(target) > 0);
        Path directory = Files.createDirectory(dir.resolve("scores-dir"));
        String warning = new ScoresFile(directory).save(Scores.empty());
        assertEquals("cannot write the scores file " + Texts.path(directory) + " (is a directory)", warning);
        assertNoPartial();
    }
}
