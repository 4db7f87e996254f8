package dev.robots.cli.invocation;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
