package dev.robots.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The clean-up of {@code .partial} files left by killed runs removes only what robots provably made:
 * a regular file with one name, marked with the id of the gone process its name gives, and none of
 * the run's own files. Everything else named {@code OUT.PID.partial} stays byte for byte.
 */
class PartialFilesTest {
    /** A process id no process has (above Linux's largest pid_max). */
    static final long GONE = 999_999_999L;

    @TempDir
    Path dir;

    /** Marks {@code file} as a {@code .partial} of process {@code pid}, as {@link PartialFiles} does. */
    static void mark(Path file, long pid) throws IOException {
        Files.getFileAttributeView(file, UserDefinedFileAttributeView.class)
                .write(PartialFiles.MARK, StandardCharsets.US_ASCII.encode(String.valueOf(pid)));
    }

    private Path leftover(String content) throws IOException {
        return Files.writeString(dir.resolve("out.html." + GONE + OutputFile.PARTIAL), content);
    }

    @Test
    void aMarkedLeftoverOfAGoneProcessIsRemoved() throws IOException {
        Path leftover = leftover("half a page");
        mark(leftover, GONE);
        OutputFile.write(dir.resolve("out.html"), "page\n");
        assertFalse(Files.exists(leftover));
        assertEquals("page\n", Files.readString(dir.resolve("out.html")));
    }

    @Test
    void anUnmarkedFileNamedLikeALeftoverStays() throws IOException {
        Path record = leftover("session 1\n");
        OutputFile.write(dir.resolve("out.html"), "page\n");
        assertEquals("session 1\n", Files.readString(record));
    }

    @Test
    void aLeftoverMarkedForAnotherProcessStays() throws IOException {
        Path copied = leftover("half a page");
        mark(copied, GONE + 1);
        OutputFile.write(dir.resolve("out.html"), "page\n");
        assertEquals("half a page", Files.readString(copied));
    }

    @Test
    void aMarkedLeftoverWithAnotherNameStays() throws IOException {
        Path leftover = leftover("half a page");
        mark(leftover, GONE);
        Path kept = Files.createLink(dir.resolve("kept"), leftover);
        OutputFile.write(dir.resolve("out.html"), "page\n");
        assertTrue(Files.exists(leftover));
        assertEquals("half a page", Files.readString(kept));
    }

    @Test
    void aLinkNamedLikeALeftoverStaysAndSoDoesItsTarget() throws IOException {
        Path target = Files.writeString(dir.resolve("target"), "mine");
        mark(target, GONE);
        Path link = Files.createSymbolicLink(dir.resolve("out.html." + GONE + OutputFile.PARTIAL), target);
        OutputFile.write(dir.resolve("out.html"), "page\n");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("mine", Files.readString(target));
    }

    /** Even marked, a leftover that is one of the run's files (here the record it replays) stays. */
    @Test
    void aMarkedLeftoverThatIsAnInputOfTheRunStays() throws IOException {
        Path input = leftover("the run reads this\n");
        mark(input, GONE);
        Path page = dir.resolve("out.html");
        Supplier<Boolean> run = () -> {
            OutputFiles.of().input("the record", input).replaced("--html", page).check();
            try {
                OutputFile.write(page, "page\n");
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return true;
        };
        assertTrue(RunInputs.during(List::of, run));
        assertEquals("the run reads this\n", Files.readString(input));
        assertEquals("page\n", Files.readString(page));
        // once the run is over, the same leftover is one again
        OutputFile.write(page, "again\n");
        assertFalse(Files.exists(input));
    }

    @Test
    void aFinishedFileCarriesNoMarkAndAnInterruptedOneDoes() throws IOException {
        Path page = dir.resolve("out.html");
        OutputFile.write(page, "page\n");
        assertEquals(null, PartialFiles.markOf(page));
        Path partial = OutputFile.partialOf(dir.resolve("other.html"));
        IOException failed = org.junit.jupiter.api.Assertions.assertThrows(IOException.class,
                () -> OutputFile.write(dir.resolve("other.html"), out -> {
                    assertEquals(String.valueOf(ProcessHandle.current().pid()), PartialFiles.markOf(partial));
                    throw new IOException("stopped");
                }));
        assertEquals("stopped", failed.getMessage());
    }
}
