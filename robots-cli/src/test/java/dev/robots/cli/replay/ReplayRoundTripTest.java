package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Round trips: what {@code robots --record} writes, {@code robots replay --verify} accepts, on
 * many seeded random sessions, whole, appended to each other, and cut at any byte.
 */
class ReplayRoundTripTest {
    @TempDir
    Path dir;

    @Test
    void everyRecordedSessionVerifies() throws IOException {
        for (long seed = 1; seed <= 200; seed++) {
            Path record = RecordedSessions.play(dir, seed);
            String text = RecordedSessions.text(record);
            long games = text.lines().filter(l -> l.startsWith("game ")).count();
            long turns = text.lines().filter(l -> l.startsWith("turn ")).count();
            String result = RecordedSessions.replay(record);
            String context = "seed " + seed + "\n--- record\n" + text;
            // The input may end in a game: the stop line says so, and the replay calls that game cut short.
            String stop = text.lines().filter(l -> l.startsWith("stop ")).findFirst().orElseThrow();
            String notes = stop.contains(" game=") ? "[session 1, game " + games + " was cut short ('stop"
                    + " end-of-input'): verified up to its last whole turn, "
                    + stop.substring(stop.indexOf("turns=") + 6)
                    + "]" : "[]";
            assertEquals("OK 1 " + games + " " + turns + " " + notes, result, context);
        }
    }

    @Test
    void theCommandSaysWhatItReplayed() throws IOException {
        Path record = RecordedSessions.play(dir, 7);
        String text = RecordedSessions.text(record);
        long games = text.lines().filter(l -> l.startsWith("game ")).count();
        long turns = text.lines().filter(l -> l.startsWith("turn ")).count();
        Sessions.Run run = RecordedSessions.verify(record);
        assertEquals(0, run.status(), run.toString());
        assertTrue(run.stdout().contains("robots replay: " + Texts.path(record) + ": 1 session, " + games
                + (games == 1 ? " game, " : " games, ") + turns + (turns == 1 ? " turn" : " turns")
                + " replayed: every recorded outcome and turn count follows"), text + run);
        assertEquals("", run.stderr());
    }

    @Test
    void sessionsAppendedToOneFileVerifyTogether() throws IOException {
        Path all = dir.resolve("all.rec");
        int sessions = 0;
        for (long seed = 300; seed < 320; seed++) {
            Files.writeString(all, RecordedSessions.text(RecordedSessions.play(dir, seed)), StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
            sessions++;
        }
        Sessions.Run run = RecordedSessions.verify(all);
        assertEquals(0, run.status(), run.toString());
        assertTrue(run.stdout().contains(sessions + " sessions, "), run.toString());
    }

    /** A killed session leaves a prefix of its record, maybe cut inside a line: verified up to its last whole turn. */
    @Test
    void aRecordCutAtAnyByteAfterItsFirstLineVerifiesUpToItsLastWholeTurn() throws IOException {
        for (long seed = 1; seed <= 100; seed++) {
            byte[] whole = Files.readAllBytes(RecordedSessions.play(dir, 1000 + seed));
            Random random = new Random(seed);
            int firstLine = indexOf(whole, (byte) '\n') + 1;
            for (int i = 0; i < 5; i++) {
                int cut = firstLine + random.nextInt(whole.length - firstLine + 1);
                Path file = dir.resolve("cut.rec");
                Files.write(file, java.util.Arrays.copyOf(whole, cut));
                String text = new String(whole, 0, cut, StandardCharsets.UTF_8);
                String run = RecordedSessions.replay(file);
                String context = "seed " + (1000 + seed) + ", cut at byte " + cut + "\n--- record\n" + text + run;
                assertTrue(run.startsWith("OK "), context);
                if (cut > 0 && whole[cut - 1] != '\n') {
                    int line = (int) text.chars().filter(c -> c == '\n').count() + 1;
                    assertTrue(run.contains("line " + line + " has no line end (a write cut short): left out"),
                            context);
                }
                String kept = text.substring(0, text.lastIndexOf('\n') + 1);
                String lastLine = kept.lines().reduce((a, b) -> b).orElse("");
                if (lastLine.startsWith("turn ") || lastLine.startsWith("game ")) {
                    assertTrue(run.contains("was cut short (no 'end' line): verified up to its last whole"
                            + " turn, " + (lastLine.startsWith("game ") ? "0" : lastLine.split(" ")[1])), context);
                }
            }
        }
    }

    @Test
    void theDoneWhenExampleOfTheIssue() throws IOException {
        // ./robots --seed 4 --record r.txt, a game and a half; then its outcome edited.
        Path record = dir.resolve("r.txt");
        Sessions.Run session = Sessions.run("30 17 20 40\nL\n10 5 3 6\nL\nL\n", "--seed=4", "--record=" + record);
        assertEquals(0, session.status(), session.toString());
        Sessions.Run run = RecordedSessions.verify(record);
        assertEquals(0, run.status(), run.toString());
        String text = RecordedSessions.text(record);
        assertTrue(text.contains("end turns=1 result=LOST BY CAPTURE\n"), text);
        Files.writeString(record, text.replace("result=LOST BY CAPTURE", "result=WIN"), StandardCharsets.UTF_8);
        run = RecordedSessions.verify(record);
        assertEquals(1, run.status(), run.toString());
        assertEquals("robots replay: " + Texts.path(record) + ": line 4 (session 1, game 1, end): 'end turns=1 result=WIN',"
                + " but the game ended on turn 1 with LOST BY CAPTURE\n"
                + "FAILED: the record does not replay as written (tampered or corrupt)\n", run.stdout());
    }

    private static int indexOf(byte[] bytes, byte value) {
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == value) {
                return i;
            }
        }
        return -1;
    }
}
