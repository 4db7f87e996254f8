package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.core.GameParameters;
import dev.robots.core.LossReason;
import dev.robots.core.Score;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Scores} and {@link ScoresFile}: ranking, help apart, the text form, old scores kept, and files that go wrong. */
class ScoresTest {
    private static final GameParameters STATEMENT = GameParameters.of(30, 17, 20, 40);
    private static final LocalDate DAY = LocalDate.of(2026, 12, 5);

    private static ScoredGame game(String variant, int level, GameParameters p, boolean won, int turns, int lost,
            String help) {
        TurnResult.Ended end = won ? new TurnResult.Won(turns) : new TurnResult.Lost(LossReason.CAPTURE, turns);
        return new ScoredGame(DAY, turns * 7L, variant, level, p, OptionalInt.of(3), won, turns, lost, won ? 1 : 0, help,
                Score.points(end, p.width(), lost, won ? 1 : 0));
    }

    @Test
    void gamesOfOneKindRankByPointsAndHelpedGamesCountApart() {
        ScoredGame slow = game("single", 1, STATEMENT, true, 60, 4, "none");
        ScoredGame fast = game("single", 1, STATEMENT, true, 31, 2, "none");
        ScoredGame lost = game("single", 1, STATEMENT, false, 80, 9, "none");
        ScoredGame helped = game("single", 1, STATEMENT, true, 29, 20, "autopilot");
        ScoredGame campaign = game("campaign", 11, STATEMENT, true, 29, 0, "none");
        Scores scores = Scores.empty().with(slow, false).with(lost, false).with(fast, false).with(helped, false)
                .with(campaign, false);
        ScoredGame.Key statement = slow.key();
        assertEquals(new Scores.Standing(4, 2, 1, fast.points()), scores.standing(statement));
        assertEquals(List.of(fast, slow, lost), scores.top(statement), "by points; the helped game not ranked");
        assertEquals(1, scores.rank(fast));
        assertEquals(0, scores.rank(helped));
        assertEquals(List.of(campaign), scores.top(campaign.key()), "the campaign's level 11 is a kind of its own");
        String text = scores.text();
        assertTrue(text.startsWith(Scores.HEADER + "\ngame date=2026-12-05 seed=420 variant=single level=1 w=30 h=17"
                + " r=20 p=40 charges=3 result=WIN turns=60 lost=4 kept=1 help=none points="), text);
        assertEquals(text, Scores.parse(text.getBytes(StandardCharsets.UTF_8)).text());
        List<String> described = scores.describe();
        assertEquals("campaign 30x17 R 20 P 40 charges 3: 1 game, 1 won, 0 won with help", described.get(0));
        assertEquals("single 30x17 R 20 P 40 charges 3: 4 games, 2 won, 1 won with help", described.get(2));
        assertEquals(String.format("   1. %5d points  2026-12-05  seed 217  level 1  won in 31 turns", fast.points()),
                described.get(3));
    }

    @Test
    void anEndTakenBackReplacesTheGameAndOnlyTheNewestGamesAreKept() {
        ScoredGame lost = game("single", 1, STATEMENT, false, 40, 1, "none");
        ScoredGame wonAfterUndo = game("single", 1, STATEMENT, true, 45, 1, "undo");
        Scores scores = Scores.empty().with(lost, false).with(wonAfterUndo, true);
        assertEquals(List.of(wonAfterUndo), scores.games(), "the game as it ended last");
        Scores many = Scores.empty();
        for (int i = 0; i < Scores.MAX_GAMES + 5; i++) {
            many = many.with(game("single", 1, STATEMENT, false, 30 + i, 0, "none"), false);
        }
        assertEquals(Scores.MAX_GAMES, many.games().size());
        assertEquals(35, many.games().get(0).turns(), "the oldest went first");
    }

    /** When the session ends, the top list of each kind played, as BSD robots shows its list. */
    @Test
    void theSessionEndsWithTheTopListOfEachKindPlayed() {
        ScoreKeeper keeper = ScoreKeeper.inMemory();
        ScoredGame slow = game("single", 1, STATEMENT, true, 60, 4, "none");
        ScoredGame fast = game("single", 1, STATEMENT, true, 31, 2, "none");
        keeper.add(slow, false);
        keeper.add(fast, false);
        keeper.add(game("campaign", 2, GameParameters.of(30, 17, 3, 40), true, 40, 0, "autopilot"), false);
        List<String> tops = keeper.sessionTops();
        assertEquals("best games, single 30x17 R 20 P 40 charges 3:", tops.get(0));
        assertEquals(3, tops.size(), "the campaign game had help: no list for it; " + tops);
        assertTrue(tops.get(1).contains(fast.points() + " points") && tops.get(2).contains(slow.points() + " points"),
                tops.toString());
    }

    /** The scores of format 1 (a tally per board size) are kept as they are and shown apart: nothing is lost. */
    @Test
    void theScoresOfFormatOneAreKept() {
        String old = "# robots play scores, format 1\n8x5 wins=0 losses=1 best=-\n30x17 wins=3 losses=1 best=31\n";
        Scores scores = Scores.parse(old.getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("Before games had points:", "  8x5: 0 won, 1 lost", "  30x17: 3 won, 1 lost, best win in"
                + " 31 turns"), scores.describe());
        Scores more = scores.with(game("single", 1, STATEMENT, true, 40, 0, "none"), false);
        assertTrue(more.text().endsWith("\n8x5 wins=0 losses=1 best=-\n30x17 wins=3 losses=1 best=31\n"), more.text());
    }

    @Test
    void aBadLineIsNamed() {
        assertEquals("line 2: '30x17 wins=1 losses=x be'... (28 characters) (expected: game date=... or, from format 1, WxH wins=N"
                + " losses=N best=N|-)", refused("# x\n30x17 wins=1 losses=x best=3\n"));
        String line = game("single", 1, STATEMENT, true, 40, 0, "none").text();
        assertEquals("line 1: help='maybe' (expected: none, autopilot, undo)", refused(line.replace("help=none",
                "help=maybe")));
        assertEquals("line 1: turns='x' (expected: a count)", refused(line.replace("turns=40", "turns=x")));
        assertTrue(refused(line.replace("w=30", "w=1")).startsWith("line 1: width: 1"), refused(line.replace("w=30",
                "w=1")));
        assertTrue(refused(line.replaceFirst(" kept=[0-9]+", "")).startsWith("line 1: '"), "a missing field");
    }

    private static String refused(String text) {
        return assertThrows(IllegalArgumentException.class,
                () -> Scores.parse(text.getBytes(StandardCharsets.UTF_8))).getMessage();
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
        ScoredGame won = game("single", 1, STATEMENT, true, 32, 0, "none");
        assertNull(file.save(Scores.empty().with(won, false)));
        assertEquals(List.of(won), file.load().scores().games());
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
        ScoredGame won = game("single", 1, STATEMENT, true, 29, 0, "none");
        keeper.add(won, false);
        assertArrayEquals(junk, Files.readAllBytes(path));
        assertEquals(List.of("Points  1100", "Rank    1 of 10", "Best    1100  won 1/1"), keeper.summary(won));
    }

    @Test
    void anUnwritableFileIsOneWarning(@TempDir Path dir) throws IOException {
        ScoreKeeper keeper = new ScoreKeeper(new ScoresFile(dir.resolve("robots/scores")));
        assertNull(keeper.warning(), "no file yet: no warning");
        // Where the directory should be there is now a file: the save fails (root ignores permissions).
        Files.writeString(dir.resolve("robots"), "x");
        keeper.add(game("single", 1, STATEMENT, true, 29, 0, "none"), false);
        String warning = keeper.warning();
        assertEquals("cannot write the scores file " + Texts.path(dir.resolve("robots/scores")) + " (Not a directory)"
                + "; scores are not kept", warning);
        assertEquals(warning, keeper.problem());
        keeper.add(game("single", 1, STATEMENT, true, 29, 0, "none"), false);
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
