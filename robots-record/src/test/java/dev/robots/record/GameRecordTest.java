package dev.robots.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The record's escaping of outside text and its lock (issue 13, item 4). */
class GameRecordTest {
    @TempDir
    Path dir;

    /** An undo cut a line another program appended after the session's lines (play's undo): only its own now. */
    @Test
    void takingBackNeverCutsWhatAnotherProgramWrote() throws IOException {
        Path file = dir.resolve("games.rec");
        try (GameRecord record = GameRecord.append(file)) {
            record.line("session one");
            long before = record.length();
            record.line("turn 1 W");
            record.takeBack(before);
            assertEquals("session one\n", Files.readString(file));
            record.line("turn 1 L");
            Files.writeString(file, "another program's line\n", java.nio.file.StandardOpenOption.APPEND);
            IOException refused = assertThrows(IOException.class, () -> record.takeBack(before));
            assertEquals(true, refused.getMessage().startsWith("another program wrote to the record"), refused.getMessage());
            assertEquals("session one\nturn 1 L\nanother program's line\n", Files.readString(file));
            // its own later lines: still never cut, the other program's line lies before them
            long after = record.length();
            record.line("turn 2 W");
            assertThrows(IOException.class, () -> record.takeBack(after));
            assertEquals("session one\nturn 1 L\nanother program's line\nturn 2 W\n", Files.readString(file));
        }
    }

    @Test
    void escapesAreTheDocumentedOnes() {
        assertEquals("a\\\\b\\nc\\rd\\te\\u0000f\\u007F\\u2028 é",
                GameRecord.escape("a\\b\nc\rd\te\0f\u007f\u2028 é"));
        assertEquals("plain/path with spaces.txt", GameRecord.escape("plain/path with spaces.txt"));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.unescape("bad\\q"));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.unescape("short\\u12"));
        assertThrows(IllegalArgumentException.class, () -> GameRecord.unescape("trailing\\"));
    }

    /** Property: any text escapes to one line and comes back exactly (seeded; the seed is in every message). */
    @Test
    void anyTextEscapesToOneLineAndBack() {
        for (long seed = 0; seed < 2000; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(30);
            for (int i = 0; i < length; i++) {
                int pick = random.nextInt(4);
                String awkward = "\\u\n\r\t \u2028\u0085";
                char c = pick == 0 ? (char) random.nextInt(0x20)
                        : pick == 1 ? awkward.charAt(random.nextInt(awkward.length()))
                        : pick == 2 ? (char) random.nextInt(0x10000) : (char) ('a' + random.nextInt(26));
                text.append(c);
            }
            String escaped = GameRecord.escape(text.toString());
            String message = "seed " + seed + ": " + escaped;
            assertFalse(escaped.chars().anyMatch(c -> c < 0x20 || c == 0x7f || c == 0x2028 || c == 0x2029
                    || c >= 0x80 && c <= 0x9f), message);
            assertEquals(text.toString(), GameRecord.unescape(escaped), message);
        }
    }

    @Test
    void aSecondSessionOnTheSameFileIsRefusedUntilTheFirstEnds() throws IOException {
        Path file = dir.resolve("games.rec");
        try (GameRecord first = GameRecord.append(file)) {
            first.line("one");
            GameRecord.InUse e = assertThrows(GameRecord.InUse.class, () -> GameRecord.append(file));
            assertEquals("in use by another robots session (it holds the file's lock until it ends; use another file)",
                    e.getMessage());
            first.line("two");
        }
        try (GameRecord second = GameRecord.append(file)) {
            second.line("three");
        }
        assertEquals("one\ntwo\nthree\n", Files.readString(file));
    }
}
