package dev.robots.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link OutputFile} and {@link OutputFiles}: the write rule for one file and for a run's files
 * (issue 29; every command's options through the command line: {@code WriteRuleTest}).
 */
class OutputFileTest {
    @TempDir
    Path dir;

    private List<Path> listing() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().toList();
        }
    }

    /** Item 15: a failed write (a full disk) left FILE.partial behind; the old file stays whole now. */
    @Test
    void aFailedWriteLeavesTheOldFileAndNoPartial() throws IOException {
        Path file = Files.writeString(dir.resolve("report.json"), "old\n");
        IOException full = assertThrows(IOException.class, () -> OutputFile.write(file, out -> {
            out.write("half a rep".getBytes(StandardCharsets.US_ASCII));
            throw new IOException("No space left on device");
        }));
        assertEquals("No space left on device", full.getMessage());
        assertEquals("old\n", Files.readString(file));
        assertEquals(List.of(file), listing());
        // a new file: nothing at all
        Path fresh = dir.resolve("fresh.json");
        assertThrows(IOException.class, () -> OutputFile.write(fresh, out -> {
            throw new IOException("No space left on device");
        }));
        assertEquals(List.of(file), listing());
    }

    @Test
    void aRegularFileIsReplacedWholeKeepingItsPermissions() throws IOException {
        Path file = Files.writeString(dir.resolve("page.html"), "old\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        OutputFile.write(file, "new\n");
        assertEquals("new\n", Files.readString(file));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals(List.of(file), listing());
    }

    /** A leftover of an earlier process of this id, marked by it: removed, never written through. */
    @Test
    void aMarkedPartialOfThisProcessIdIsReplacedNotWrittenThrough() throws IOException {
        Path out = dir.resolve("out");
        Path partial = Files.writeString(OutputFile.partialOf(out), "half a report");
        PartialFilesTest.mark(partial, ProcessHandle.current().pid());
        OutputFile.write(out, "report\n");
        assertEquals("report\n", Files.readString(out));
        assertFalse(Files.exists(partial));
        assertEquals(null, PartialFiles.markOf(out), "the finished file carries the mark");
    }

    /** A file at this process's .partial name that robots did not mark (a hard link here) is refused, untouched. */
    @Test
    void anUnmarkedFileAtThisProcesssPartialIsRefusedNotRemoved() throws IOException {
        Path other = Files.writeString(dir.resolve("other"), "mine\n");
        Path out = dir.resolve("out");
        Path partial = Files.createLink(OutputFile.partialOf(out), other);
        IOException refused = assertThrows(IOException.class, () -> OutputFile.write(out, "report\n"));
        assertEquals("is in the way and not a temporary file robots left (move it away)", IoReason.of(refused));
        assertEquals("mine\n", Files.readString(other), "a hard link in the way was written through");
        assertEquals("mine\n", Files.readString(partial));
        assertFalse(Files.exists(out));
    }

    @Test
    void kindsAreToldApart() throws IOException {
        assertEquals(OutputFile.Kind.MISSING, OutputFile.kind(dir.resolve("none")));
        assertEquals(OutputFile.Kind.DIRECTORY, OutputFile.kind(dir));
        assertEquals(OutputFile.Kind.REGULAR, OutputFile.kind(Files.writeString(dir.resolve("f"), "")));
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("none"));
        assertEquals(OutputFile.Kind.DANGLING_LINK, OutputFile.kind(dangling));
        assertEquals(OutputFile.Kind.CHARACTER_DEVICE, OutputFile.kind(Path.of("/dev/null")));
        assertEquals("is a directory", OutputFile.unusable(dir));
        assertTrue(OutputFile.unusable(dir.resolve("no/such/file")).startsWith("no such directory: "));
        assertNull(OutputFile.unusable(dir.resolve("new")));
        assertThrows(IOException.class, () -> OutputFile.write(dir, "x"));
    }

    @Test
    void outputsAreComparedByIdentityNotSpelling() throws IOException {
        Path record = Files.writeString(dir.resolve("r.rec"), "session\n");
        Path hard = Files.createLink(dir.resolve("hard"), record);
        Path dotted = dir.resolve("sub").resolve("..").resolve("r.rec");
        Files.createDirectory(dir.resolve("sub"));
        for (Path page : List.of(record, hard, dotted)) {
            OutputFiles.Refused refused = assertThrows(OutputFiles.Refused.class,
                    () -> OutputFiles.of().input("the record", record).replaced("--html", page).check());
            assertTrue(refused.collision());
        }
        // two new files, spelt differently
        Path missing = dir.resolve("new.out");
        OutputFiles.Refused twice = assertThrows(OutputFiles.Refused.class, () -> OutputFiles.of()
                .appended("--record", missing).replaced("--json", dir.resolve(".").resolve("new.out")).check());
        assertTrue(twice.getMessage().contains("is also the --record file"), twice.getMessage());
        // different files pass, and a missing input is no collision
        OutputFiles.of().input("the record", dir.resolve("gone")).replaced("--html", dir.resolve("gone")).check();
        OutputFiles.of().input("the record", record).replaced("--html", dir.resolve("page.html")).check();
    }
}
