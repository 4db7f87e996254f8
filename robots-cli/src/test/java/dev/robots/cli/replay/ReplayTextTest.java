package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code robots replay FILE} without a terminal (tests run in-process, so never on one): the games as text. */
class ReplayTextTest {
    /** Two games of one turn each, as {@code ./robots --seed 4 --record r.txt} records them. */
    private static Path record(Path dir) {
        Path record = dir.resolve("r.txt");
        Sessions.Run run = Sessions.run("5 3 2 1\nL\n8 4 3 2\nUL\n", "--seed", "4", "--record", record.toString());
        assertEquals(0, run.status(), run.toString());
        return record;
    }

    @Test
    void eachGamesLastPositionAsPlainText(@TempDir Path dir) {
        Path record = record(dir);
        Sessions.Run run = Sessions.run("", "replay", record.toString());
        assertEquals(0, run.status(), run.toString());
        String out = run.stdout();
        assertTrue(out.contains("2 games (standard output is no terminal: as text, each game's last position)"), out);
        assertTrue(out.contains("game 1 of 2 (session 1, game 1): seed 4, 5x3, R 2, P 1, charges unlimited, field"
                + " random; recorded: LOST BY CAPTURE on turn 1"), out);
        assertTrue(out.contains("after turn 1 of 1 (L): 1 collision (two robots became one). LOST BY CAPTURE\n"
                + ". . . . .\n< 0 . @ .\n. . . . .\n"), out);
        assertTrue(out.contains("game 2 of 2 (session 1, game 2): seed 7958955049054603978, 8x4"), out);
        assertFalse(out.contains("start of the game"), "only the last positions:\n" + out);
        assertFalse(out.contains("\u001b"), "no escape codes:\n" + out);
        assertEquals("", run.stderr());
    }

    @Test
    void gameAndTurnPickWhatIsPrinted(@TempDir Path dir) {
        Path record = record(dir);
        Sessions.Run run = Sessions.run("", "replay", record.toString(), "--game", "2", "--turn", "0");
        assertEquals(0, run.status(), run.toString());
        String out = run.stdout();
        assertFalse(out.contains("game 1 of 2"), out);
        assertTrue(out.contains("game 2 of 2"), out);
        int start = out.indexOf("start of the game\n");
        int after = out.indexOf("after turn 1 of 1 (UL): LOST BY CAPTURE\n");
        assertTrue(start > 0 && after > start, "every position from turn 0 on, in order:\n" + out);
    }

    @Test
    void aGameCutShortIsShownToItsLastWholeTurn(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("cut.txt");
        Sessions.run("9 3 0 0\nW\nW\n", "--seed", "3", "--record", record.toString());
        // A write cut short in the middle of the next line, too.
        Files.writeString(record, Files.readString(record, StandardCharsets.UTF_8) + "game 2 se",
                StandardCharsets.UTF_8);
        Sessions.Run run = Sessions.run("", "replay", record.toString());
        assertEquals(0, run.status(), run.toString());
        assertTrue(run.stdout().contains("after turn 2 of 2 (W)\n"), run.stdout());
        assertTrue(run.stdout().contains("the record stops here: the game was cut short after turn 2 (no end line)"),
                run.stdout());
        assertTrue(run.stdout().contains("has no line end (a write cut short): left out"), run.stdout());
    }

    @Test
    void badInputIsOneLineWithTheReplayStatusRule(@TempDir Path dir) throws Exception {
        Path record = record(dir);
        Sessions.Run noGame = Sessions.run("", "replay", record.toString(), "--game", "3");
        assertEquals(2, noGame.status(), noGame.toString());
        assertTrue(noGame.stderr().contains("--game: 3 (expected: 1 to 2: the games in "), noGame.stderr());
        Sessions.Run noTurn = Sessions.run("", "replay", record.toString(), "--turn", "2");
        assertEquals(2, noTurn.status(), noTurn.toString());
        assertTrue(noTurn.stderr().contains("--turn: 2 (expected: 0 to 1: the turns of game 1 in "), noTurn.stderr());
        Sessions.Run speed = Sessions.run("", "replay", record.toString(), "--speed", "0");
        assertEquals(2, speed.status(), speed.toString());
        assertTrue(speed.stderr().contains("--speed: 0.0 (expected: 0.25 to 1000 turns a second)"), speed.stderr());
        Sessions.Run mixed = Sessions.run("", "replay", "--verify", record.toString(), "--game", "1");
        assertEquals(2, mixed.status(), mixed.toString());

        Sessions.Run missing = Sessions.run("", "replay", dir.resolve("none.txt").toString());
        assertEquals(2, missing.status(), missing.toString());
        assertEquals(1, missing.errLines().size(), missing.toString());
        assertTrue(missing.stderr().endsWith("none.txt: no such file\n"), missing.stderr());

        Files.writeString(record, Files.readString(record, StandardCharsets.UTF_8)
                .replace("end turns=1 result=LOST BY CAPTURE", "end turns=1 result=WIN"), StandardCharsets.UTF_8);
        Sessions.Run tampered = Sessions.run("", "replay", record.toString());
        assertEquals(1, tampered.status(), tampered.toString());
        assertTrue(tampered.stdout().contains("FAILED: the record does not replay as written"), tampered.stdout());
        assertFalse(tampered.stdout().contains(". . ."), "no board of a tampered record:\n" + tampered.stdout());
    }

    /**
     * A file the replay cannot read or write is one line: the path and the reason in words, as the
     * CLI's other file errors ({@code io.IoReason}); it printed the exception's message, which for
     * a missing directory is the path again and for a directory starts with the path.
     */
    @Test
    void fileErrorsNameThePathAndTheReasonInWords(@TempDir Path dir) throws Exception {
        Path record = record(dir);
        Sessions.Run directory = Sessions.run("", "replay", "--verify", dir.toString());
        assertEquals(2, directory.status(), directory.toString());
        assertEquals("robots replay: " + Texts.path(dir) + ": cannot read (Is a directory)\n", directory.stderr());
        Path missing = dir.resolve("none.txt");
        Sessions.Run absent = Sessions.run("", "replay", "--verify", missing.toString());
        assertEquals(2, absent.status(), absent.toString());
        assertEquals("robots replay: " + Texts.path(missing) + ": no such file\n", absent.stderr());

        Path nowhere = dir.resolve("no-such-directory").resolve("page.html");
        Sessions.Run noDirectory = Sessions.run("", "replay", "--html", nowhere.toString(), record.toString());
        assertEquals(2, noDirectory.status(), noDirectory.toString());
        // refused by the write rule before the replay (issue 29)
        assertEquals("robots replay: --html " + Texts.path(nowhere) + ": no such directory: " + Texts.path(nowhere.getParent()) + "\n",
                noDirectory.stderr());
        assertFalse(noDirectory.stdout().contains("page written"), noDirectory.toString());
        Sessions.Run ontoDirectory = Sessions.run("", "replay", "--html", dir.toString(), record.toString());
        assertEquals(2, ontoDirectory.status(), ontoDirectory.toString());
        assertEquals("robots replay: --html " + Texts.path(dir) + ": is a directory\n", ontoDirectory.stderr());
    }
}
