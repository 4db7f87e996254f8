package dev.robots.cli;

import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 29, item 14: text a program printed or a file held, quoted in a report or an error, is
 * printable ASCII (docs/reliability.md): U+FFFD, U+202E (right-to-left override) and ESC are
 * escaped, and a backslash the program printed is doubled, so that it cannot pass for an escape.
 */
class UntrustedTextTest {
    /** What the program prints and the shard holds: a replacement character, an override, ESC, a backslash-u. */
    private static final String HOSTILE = "\ufffd\u202e\u001b[31m\\u001b";

    @TempDir
    Path dir;

    private static void assertPrintableAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            assertTrue(c == '\n' || c == '\t' || (c >= 0x20 && c < 0x7f), "character " + i + " is U+"
                    + Integer.toHexString(c) + " in:\n" + text);
        }
    }

    @Test
    void checksReceivedBlockEscapesWhatTheProgramPrinted() throws IOException {
        Path program = dir.resolve("prog.sh");
        Files.write(program, ("#!/bin/sh\necho 'INIT W H R P:'\nread numbers\nprintf '%s\\n' '. X" + HOSTILE + "'\n"
                + "sleep 1\n").getBytes(StandardCharsets.UTF_8));
        assertTrue(program.toFile().setExecutable(true));
        Run r = run("", "check", "--games", "1", "--size", "3,1,0,0", "--seed", "1", "--", program.toString());
        assertEquals(1, r.status(), r.toString());
        assertTrue(r.stdout().contains("received:"), r.toString());
        assertTrue(r.stdout().contains("\\ufffd\\u202e\\u001b[31m\\\\u001b"), r.toString());
        assertPrintableAscii(r.stdout());
        assertPrintableAscii(r.stderr());
    }

    @Test
    void mergeErrorsEscapeWhatTheShardHeld() throws IOException {
        Path shard = dir.resolve("shard.json");
        Files.writeString(shard, "{\"format\": \"" + HOSTILE.replace("\\", "\\\\").replace("\u001b", "\\u001b")
                + "\"}\n", StandardCharsets.UTF_8);
        Run r = run("", "autoplay", "merge", shard.toString());
        assertEquals(2, r.status(), r.toString());
        assertTrue(r.stderr().contains("\"\\ufffd\\u202e\\u001b[31m\\\\u001b\""), r.toString());
        assertPrintableAscii(r.stderr());
    }
}
