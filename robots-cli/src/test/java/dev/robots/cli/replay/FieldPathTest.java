package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record's {@code field=} must name a regular file beside or below the record (issue 29, item 8):
 * anything else is refused with one line that tells nothing about the file named, and is not opened.
 */
class FieldPathTest {
    /** A field of the record's one game (2x1, no pits), and a file of another shape with a secret in it. */
    private static final String FIELD = "< @\n";
    private static final String SECRET = "root:x:0:0:secret\nline two\n";

    @TempDir
    Path dir;

    private Path record(Path recordDir, String fieldName) throws IOException {
        Files.createDirectories(recordDir);
        Path record = recordDir.resolve("r.rec");
        Files.writeString(record, "session format=1 seed=1 charges=0 max-cells=9 field=" + fieldName + "\n"
                + "game 1 seed=1 w=2 h=1 r=0 p=0\nturn 1 L\nend turns=1 result=WIN\n", StandardCharsets.UTF_8);
        return record;
    }

    private void assertOutside(Path record, String fieldName) {
        Sessions.Run run = RecordedSessions.verify(record);
        assertEquals(2, run.status(), run.toString());
        assertEquals("robots replay: " + Texts.path(record) + ": line 1: the field file " + Texts.quote(fieldName, 200)
                + " is outside the"
                + " record's directory (a record's field= must name a regular file beside or below the record; give"
                + " it with --field FILE)\n", run.stderr());
        assertEquals("", run.stdout());
    }

    @Test
    void aFieldBesideOrBelowTheRecordIsRead() throws IOException {
        Path records = dir.resolve("records");
        Files.createDirectories(records.resolve("fields"));
        Files.writeString(records.resolve("fields").resolve("f.txt"), FIELD);
        Sessions.Run below = RecordedSessions.verify(record(records, "fields/f.txt"));
        assertEquals(0, below.status(), below.toString());
        Sessions.Run absolute = RecordedSessions.verify(record(records, records.resolve("fields/f.txt").toString()));
        assertEquals(0, absolute.status(), absolute.toString());
    }

    @Test
    void dotDotAndAbsolutePathsOutsideAreRefusedUnread() throws IOException {
        Files.writeString(dir.resolve("secret.txt"), SECRET);
        assertOutside(record(dir.resolve("records"), "../secret.txt"), "../secret.txt");
        assertOutside(record(dir.resolve("records"), dir.resolve("secret.txt").toString()),
                dir.resolve("secret.txt").toString());
        assertOutside(record(dir.resolve("records"), "/etc/passwd"), "/etc/passwd");
        assertOutside(record(dir.resolve("records"), "../../../../../../../../etc/passwd"),
                "../../../../../../../../etc/passwd");
        assertOutside(record(dir.resolve("records"), "/dev/stdin"), "/dev/stdin");
        assertOutside(record(dir.resolve("records"), "/dev/tty"), "/dev/tty");
    }

    @Test
    void aSymbolicLinkLeadingOutIsRefused() throws IOException {
        Files.writeString(dir.resolve("secret.txt"), SECRET);
        Path records = dir.resolve("records");
        Files.createDirectories(records);
        Files.createSymbolicLink(records.resolve("link.txt"), dir.resolve("secret.txt"));
        assertOutside(record(records, "link.txt"), "link.txt");
        Files.createSymbolicLink(records.resolve("up"), dir);
        assertOutside(record(records, "up/secret.txt"), "up/secret.txt");
    }

    @Test
    void aFifoBesideTheRecordIsRefusedWithoutOpeningIt() throws Exception {
        Path records = dir.resolve("records");
        Files.createDirectories(records);
        Path fifo = records.resolve("fifo.txt");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start();
        assertEquals(0, mkfifo.waitFor());
        Path record = record(records, "fifo.txt");
        // Opening the FIFO would wait for a writer forever: the refusal comes first.
        Sessions.Run run = RecordedSessions.verify(record);
        assertEquals(2, run.status(), run.toString());
        assertEquals("robots replay: " + Texts.path(record) + ": line 1: the field file 'fifo.txt' is not a regular file (a"
                + " record's field= must name one beside or below the record; give it with --field FILE)\n",
                run.stderr());
    }

    @Test
    void theMessageTellsNothingOfTheFileNamed() throws IOException {
        Files.writeString(dir.resolve("secret.txt"), SECRET);
        Sessions.Run run = RecordedSessions.verify(record(dir.resolve("records"), "../secret.txt"));
        // The secret's own text, never pieces a checkout's path may hold ("root", "2 ": /root, "c2 ü").
        assertFalse(run.stderr().contains("root:x:0:0") || run.stderr().contains("secret\n")
                || run.stderr().contains("line two"), run.stderr());
        assertTrue(run.stderr().contains("outside the record's directory"), run.stderr());
    }
}
