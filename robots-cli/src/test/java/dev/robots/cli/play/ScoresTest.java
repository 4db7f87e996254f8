package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Scores} and {@link ScoresFile}: counting, the text form, and files that go wrong. */
class ScoresTest {
    private static final Scores.Size STATEMENT = new Scores.Size(30, 17);

    @Test
    void countsWinsLossesAndTheFewestTurnsToWin() {
        Scores scores = Scores.empty().with(STATEMENT, false, 3).with(STATEMENT, true, 40).with(STATEMENT, true, 31)
                .with(new Scores.Size(8, 5), false, 2).with(STATEMENT, true, 35);
        assertEquals(new Scores.Tally(3, 1, 31), scores.of(STATEMENT));
        assertEquals(List.of("8x5: 0 wins, 1 loss", "30x17: 3 wins, 1 loss, best win in 31 turns"), scores.describe());
        String text = scores.text();
        assertEquals(Scores.HEADER + "\n8x5 wins=0 losses=1 best=-\n30x17 wins=3 losses=1 best=31\n", text);
        assertEquals(text, Scores.parse(text.getBytes(StandardCharsets.UTF_8)).text());
    }

    /** A size no game has, or a win shorter than the walk to the exit, is a damaged file, not a score. */
    @Test
    void aSizeOrABestWinTheRulesDoNotAllowIsRefused() {
        assertEquals("line 2: size 0x0: width: 0 (expected: >= 2)", refused("#\n0x0 wins=1 losses=0 best=1\n"));
        assertEquals("line 1: size 5x0: height: 0 (expected: >= 1)", refused("5x0 wins=0 losses=1 best=-\n"));
        assertEquals("line 1: size 999999999x999999999: board too large: 999999999 x 999999999 = 999999998000000001"
                + " cells (expected: at most 4294967296 cells)", refused("999999999x999999999 wins=0 losses=1 best=-\n"));
        assertEquals("line 1: best=1 (expected: >= 29 on 30x17, the columns between the start and the exit)",
                refused("30x17 wins=1 losses=0 best=1\n"));
        Scores shortest = Scores.parse("2x1 wins=1 losses=0 best=1\n30x17 wins=1 losses=0 best=29\n"
                .getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("2x1: 1 win, 0 losses, best win in 1 turn", "30x17: 1 win, 0 losses, best win in 29 turns"),
                shortest.describe());
    }

    private static String refused(String text) {
        return assertThrows(IllegalArgumentException.class,
                () -> Scores.parse(text.getBytes(StandardCharsets.UTF_8))).getMessage();
    }

    @Test
    void aBadLineIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scores.parse("# x\n30x17 wins=1 losses=x best=3\n".getBytes(StandardCharsets.UTF_8)));
        assertEquals("line 2: 'x' is not a count (expected: WxH wins=N losses=N best=N|-)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Scores.parse("30x17 wins=0 losses=1 best=4\n".getBytes(StandardCharsets.UTF_8)));
        assertTrue(e.getMessage().startsWith("line 1: tally: wins=0 losses=1 best=4"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Scores.parse("9x9 wins=0 losses=1 best=-\n9x9 wins=0 losses=1 best=-\n"
                        .getBytes(StandardCharsets.UTF_8)));
        assertEquals("line 2: size 9x9 twice", e.getMessage());
    }

    @Test
    void theFileIsUnderXdgDataHomeOrTheHomeDirectory() {
        assertEquals(Path.of("/data/robots/scores"),
                ScoresFile.locate(Map.of("XDG_DATA_HOME", "/data"), "/home/p").path());
        assertEquals(Path.of("/home/p/.local/share/robots/scores"), ScoresFile.locate(Map.of(), "/home/p").path());
        // A relative XDG_DATA_HOME is ignored, as the specification says.
        assertEquals(Path.of("/home/p/.local/share/robots/scores"),
                ScoresFile.locate(Map.of("XDG_DATA_HOME", "rel"), "/home/p").path());
    }

    @Test
    void savesAndLoadsAcrossSessions(@TempDir Path dir) {
        ScoresFile file = new ScoresFile(dir.resolve("a/b/scores"));
        assertEquals(new ScoresFile.Loaded(Scores.empty(), null, true), file.load());
        assertNull(file.save(Scores.empty().with(STATEMENT, true, 32)));
        assertEquals(new Scores.Tally(1, 0, 32), file.load().scores().of(STATEMENT));
    }

    @Test
    void aDamagedFileIsOneWarningAndIsNotOverwritten(@TempDir Path dir) throws IOException {
        Path path = dir.resolve("scores");
        byte[] junk = "30x17 wins=lots\n".getBytes(StandardCharsets.UTF_8);
        Files.write(path, junk);
        ScoreKeeper keeper = new ScoreKeeper(new ScoresFile(path));
        String warning = keeper.warning();
        assertTrue(warning.startsWith("the scores file " + Texts.path(path) + " is damaged (line 1: "), warning);
        assertEquals(1, warning.lines().count());
        assertNull(keeper.warning(), "shown once");
        keeper.add(dev.robots.core.GameParameters.of(30, 17, 20, 40), new dev.robots.core.TurnResult.Won(9));
        assertArrayEquals(junk, Files.readAllBytes(path));
        assertEquals(List.of("Wins 1  Losses 0", "Best win 9 turns"),
                keeper.summary(dev.robots.core.GameParameters.of(30, 17, 1, 1)));
    }

    @Test
    void anUnwritableFileIsOneWarning(@TempDir Path dir) throws IOException {
        ScoreKeeper keeper = new ScoreKeeper(new ScoresFile(dir.resolve("robots/scores")));
        assertNull(keeper.warning(), "no file yet: no warning");
        // Where the directory should be there is now a file: the save fails (root ignores permissions).
        Files.writeString(dir.resolve("robots"), "x");
        keeper.add(dev.robots.core.GameParameters.of(30, 17, 20, 40), new dev.robots.core.TurnResult.Won(9));
        String warning = keeper.warning();
        assertEquals("cannot write the scores file " + Texts.path(dir.resolve("robots/scores")) + " (Not a directory)"
                + "; scores are not kept", warning);
        assertEquals(warning, keeper.problem());
        keeper.add(dev.robots.core.GameParameters.of(30, 17, 20, 40), new dev.robots.core.TurnResult.Won(9));
        assertNull(keeper.warning(), "one warning, not one per game");
    }

    @Test
    void anUnreadableFileIsOneWarning(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("scores"));
        String warning = new ScoreKeeper(new ScoresFile(dir.resolve("scores"))).warning();
        assertEquals("cannot read the scores file " + Texts.path(dir.resolve("scores")) + " (Is a directory); scores are not kept",
                warning);
    }

    /** A FIFO as the scores file would block the game's start: not read, one warning. */
    @Test
    void aFifoIsNotRead(@TempDir Path dir) throws Exception {
        Path fifo = dev.robots.cli.Sessions.fifo(dir.resolve("scores"));
        ScoresFile.Loaded loaded = new ScoresFile(fifo).load();
        assertEquals("scores file " + Texts.path(fifo) + " is not a regular file; not using it",
                loaded.warning());
    }
}
