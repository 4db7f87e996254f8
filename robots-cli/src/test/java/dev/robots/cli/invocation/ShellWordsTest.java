package dev.robots.cli.invocation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ShellWords} reads back what {@link Invocation#shellLine} writes, word for word. */
class ShellWordsTest {
    @Test
    void readsBackEveryWordAsWritten() {
        List<String> words = List.of("/tmp/sp ace/robots co/robots", "check", "--lua", "it's a file.lua", "", "a'b",
                "--seed", "-42", "x=y");
        assertEquals(words, ShellWords.split(Invocation.shellLine(words)));
    }

    /** Words a person's paths and a hostile program's arguments hold: accents, tabs, escape codes. */
    private static final List<String> UNUSUAL = List.of("/tmp/odd dir \u00fc'x/r/robots.jar", "tab\there",
            "esc\u001b[31m", "back\\slash 'q'", "\u202eltr", "\u6f22\u5b57", "emoji \ud83d\ude00");

    @Test
    void wordsBeyondPrintableAsciiArePrintedAsPlainAsciiAndReadBack() {
        String line = Invocation.shellLine(UNUSUAL);
        assertTrue(line.chars().allMatch(c -> c >= 0x20 && c < 0x7F), line);
        assertEquals(UNUSUAL, ShellWords.split(line));
    }

    @Test
    void bashReadsThemBackAsTheSameBytes() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "no bash");
        String line = Invocation.shellLine(UNUSUAL);
        // printf writes each word and a NUL: the bytes bash made of the printed line
        Process bash = new ProcessBuilder("/bin/bash", "-c", "printf '%s\\0' " + line).redirectErrorStream(true).start();
        byte[] out = bash.getInputStream().readAllBytes();
        assertEquals(0, bash.waitFor());
        List<String> words = List.of(new String(out, StandardCharsets.UTF_8).split("\0", -1)).subList(0, UNUSUAL.size());
        assertEquals(UNUSUAL, words);
    }
}
