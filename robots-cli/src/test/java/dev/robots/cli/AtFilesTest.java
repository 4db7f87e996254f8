package dev.robots.cli;

import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions.Run;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code @FILE} arguments: expanded as picocli does, but only from small regular files (issue 29, item 10). */
class AtFilesTest {
    @TempDir
    Path dir;

    @Test
    void aDirectoryIsAUsageErrorNamingIt() {
        Run r = run("", "@" + dir);
        assertEquals(2, r.status(), r.toString());
        assertEquals("robots: " + Texts.quote("@" + dir, 4096) + ": not a regular file (a directory)\n", r.stderr());
        assertEquals("", r.stdout());
    }

    @Test
    void aRefusalAfterASubcommandNamesTheSubcommand() {
        Run r = run("", "autoplay", "@/dev/zero");
        assertEquals(2, r.status(), r.toString());
        assertEquals("robots autoplay: '@/dev/zero': not a regular file (a device, FIFO or socket)\n", r.stderr());
        // a word that only looks like a subcommand's name further on does not
        Run later = run("", "--seed", "check", "@/dev/zero");
        assertEquals("robots: '@/dev/zero': not a regular file (a device, FIFO or socket)\n", later.stderr());
    }

    @Test
    void aDeviceIsRefusedWithoutReadingIt() {
        Run r = run("", "@/dev/zero");
        assertEquals(2, r.status(), r.toString());
        assertEquals("robots: '@/dev/zero': not a regular file (a device, FIFO or socket)\n", r.stderr());
    }

    @Test
    void tooManyWordsAreRefused() throws IOException {
        Path words = dir.resolve("words.txt");
        Files.writeString(words, "x ".repeat(AtFiles.MAX_WORDS + 1));
        Run r = run("", "@" + words);
        assertEquals(2, r.status(), r.toString());
        assertEquals("robots: " + Texts.quote("@" + words, 4096) + ": too many words: the @files of a command line hold at most "
                + AtFiles.MAX_WORDS + " words\n", r.stderr());
    }

    @Test
    void tooManyBytesAreRefusedAcrossFiles() throws IOException {
        Path first = dir.resolve("first.txt");
        Path second = dir.resolve("second.txt");
        // Each alone is within the bound, together they are not; few words, so the byte bound decides.
        // Quoted as an @file quotes a word: the checkout's path may hold a space.
        Files.writeString(first, "--seed " + "9".repeat(AtFiles.MAX_BYTES / 2) + " \"@" + second + "\"");
        Files.writeString(second, "#" + "c".repeat(AtFiles.MAX_BYTES / 2));
        Run r = run("", "@" + first);
        assertEquals(2, r.status(), r.toString());
        assertEquals("robots: " + Texts.quote("@" + second, 4096) + ": too large: the @files of a command line hold at most "
                + AtFiles.MAX_BYTES + " bytes\n", r.stderr());
    }

    @Test
    void aSmallFileExpandsAsPicocliDoes() throws IOException {
        Path inner = dir.resolve("inner.txt");
        Files.writeString(inner, "--version # the rest is a comment\n");
        Path outer = dir.resolve("outer.txt");
        // Nested, quoted, commented, and the same file twice (read once, as picocli does).
        Files.writeString(outer, "# robots options\n\"@" + inner + "\" \"@" + inner + "\"\n");
        Run r = run("", "@" + outer);
        assertEquals(0, r.status(), r.toString());
        assertEquals(BuildVersion.line() + "\n", r.stdout());
    }

    @Test
    void anEscapedOrMissingFileIsALiteralArgument() {
        Run escaped = run("", "@@x");
        assertEquals(2, escaped.status(), escaped.toString());
        assertTrue(escaped.stderr().contains("'@x'"), escaped.stderr());
        Run missing = run("", "@" + dir.resolve("missing"));
        assertEquals(2, missing.status(), missing.toString());
        // picocli's own message, which names the argument as given, escaped as every message is
        // (a checkout path with an accent)
        assertTrue(missing.stderr().contains(Texts.shown("'@" + dir.resolve("missing") + "'", 1000)),
                missing.stderr());
    }
}
