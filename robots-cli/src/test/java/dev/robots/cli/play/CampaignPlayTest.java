package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import dev.robots.core.Variant;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.MoveSafety;
import dev.robots.core.bot.Situation;
import dev.robots.record.GameSeeds;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code robots play --campaign}: a win leads to the next level and a loss to the same one again,
 * the record names each game's variant and level, and {@code robots replay --verify} replays them;
 * the campaign's board is its own.
 */
class CampaignPlayTest {
    private static final long SEED = 5;

    @Test
    void aWinLeadsToTheNextLevelALossRetriesItAndTheRecordReplays(@TempDir Path dir) throws IOException {
        Variant campaign = Variant.campaign();
        // Game 1, level 1: the autopilot's moves, a win. Game 2, level 2: a losing move. Game 3: level 2 again.
        List<String> first = moves(campaign.start(1, RandomSource.seeded(SEED)), true);
        List<String> second = moves(campaign.start(2, RandomSource.seeded(GameSeeds.of(SEED, 1))), false);
        String input = String.join("\n", first) + "\ny\n" + String.join("\n", second) + "\ny\nQ\n";
        Path record = dir.resolve("campaign.rec");
        Sessions.Run run = Sessions.run(input, "play", "--campaign", "--seed", Long.toString(SEED),
                "--record", record.toString());
        assertEquals(0, run.status(), run.toString());
        List<String> levels = run.stdout().lines().filter(line -> line.startsWith("Level ")).toList();
        assertEquals(List.of("Level 1 of 14: 2 robots", "Level 2 of 14: 3 robots", "Level 2 of 14: 3 robots"), levels,
                run.stdout());
        assertTrue(run.stdout().contains("--campaign --level 2"), "the replay command names the level");
        List<String> games = Files.readAllLines(record, StandardCharsets.UTF_8).stream()
                .filter(line -> line.startsWith("game ")).toList();
        assertEquals(3, games.size(), games.toString());
        assertTrue(games.get(0).endsWith(" variant=campaign level=1") && games.get(0).contains(" r=2 "), games.get(0));
        assertTrue(games.get(1).endsWith(" variant=campaign level=2") && games.get(1).contains(" r=3 "), games.get(1));
        assertTrue(games.get(2).endsWith(" variant=campaign level=2"), games.get(2));
        Sessions.Run replay = Sessions.run("", "replay", "--verify", record.toString());
        assertEquals(0, replay.status(), replay.toString());

        // An edited level no longer replays: the start is drawn by the level's rule and counts.
        Path edited = dir.resolve("edited.rec");
        Files.writeString(edited, Files.readString(record, StandardCharsets.UTF_8)
                .replaceFirst(" r=3 (.*) level=2", " r=4 $1 level=3"), StandardCharsets.UTF_8);
        Sessions.Run refused = Sessions.run("", "replay", "--verify", edited.toString());
        assertEquals(1, refused.status(), refused.toString());
        assertTrue(refused.stdout().contains("start position differs"), refused.toString());
    }

    @Test
    void theCampaignsBoardIsItsOwn() {
        assertRefused("--campaign sets the board and the charges of each level: leave out --robots",
                "play", "--campaign", "-R", "5");
        assertRefused("--campaign sets the board and the charges of each level: leave out --charges",
                "play", "--campaign", "--charges", "2");
        assertRefused("--level needs --campaign", "play", "--statement", "--level", "3");
        assertRefused("--level needs --campaign", "play", "--seed", "3", "--level", "3");
        assertRefused("--statement and --campaign: choose one", "play", "--statement", "--campaign");
        assertRefused("--level: 15 (expected: 1 to 14)", "play", "--campaign", "--level", "15");
    }

    /**
     * A bare {@code play} is the campaign from level 1 (a person's first game is one a careful beginner
     * wins); a seed or a board option without {@code --campaign} is the statement's game, as it always
     * was, so a printed replay command replays the same game; {@code --statement} asks for it.
     */
    @Test
    void aBarePlayIsTheCampaignAndASeedOrABoardTheStatementsGame() {
        assertTrue(Sessions.run("Q\n", "play").stdout().contains("Level 1 of 14: 2 robots"));
        assertTrue(Sessions.run("Q\n", "play", "--level", "4").stdout().contains("Level 4 of 14: 5 robots"));
        for (List<String> statement : List.of(List.of("play", "--seed", "5"), List.of("play", "-R", "20"),
                List.of("play", "--statement"))) {
            Sessions.Run run = Sessions.run("Q\n", statement.toArray(String[]::new));
            assertEquals(0, run.status(), run.toString());
            assertTrue(!run.stdout().contains("Level ") && run.stdout().contains("Game seed "), statement + ": "
                    + run.stdout());
        }
    }

    /** The daily game: the statement's game whose seed is the UTC date as YYYYMMDD, its own board and seed. */
    @Test
    void theDailyGameIsTodaysDateAsTheSeed() {
        assertEquals(20261205L, PlayCommand.dailySeed(java.time.LocalDate.of(2026, 12, 5)));
        assertEquals(20270101L, PlayCommand.dailySeed(java.time.LocalDate.of(2027, 1, 1)));
        java.time.LocalDate before = java.time.LocalDate.now(java.time.ZoneOffset.UTC);
        Sessions.Run run = Sessions.run("Q\n", "play", "--daily");
        java.time.LocalDate after = java.time.LocalDate.now(java.time.ZoneOffset.UTC);
        assertEquals(0, run.status(), run.toString());
        assertTrue(run.stdout().contains("Game seed " + PlayCommand.dailySeed(before) + " ")
                || run.stdout().contains("Game seed " + PlayCommand.dailySeed(after) + " "), run.stdout());
        assertRefused("--daily sets the seed and plays the statement's game: leave out --seed",
                "play", "--daily", "--seed", "4");
        assertRefused("--daily sets the seed and plays the statement's game: leave out --campaign",
                "play", "--daily", "--campaign");
        assertRefused("--daily plays the statement's game, the same for everyone: leave out --pits",
                "play", "--daily", "-P", "3");
    }

    private static void assertRefused(String message, String... args) {
        Sessions.Run run = Sessions.run("", args);
        assertEquals(2, run.status(), run.toString());
        assertTrue(run.stderr().contains(message), run.toString());
    }

    /** The autopilot's moves to the end of {@code game} when {@code win}, else one move that loses at once. */
    private static List<String> moves(Game game, boolean win) {
        List<String> moves = new ArrayList<>();
        if (!win) {
            for (int i = 0; i < 9; i++) {
                Command move = new Command(i % 3 - 1, i / 3 - 1, false);
                if (MoveSafety.of(game, move) instanceof MoveSafety.Verdict.Loses) {
                    return List.of(move.text());
                }
            }
            // No move loses at once: wait until one does (the robots come), then take it.
            while (true) {
                game.play(Command.WAIT);
                moves.add("W");
                for (int i = 0; i < 9; i++) {
                    Command move = new Command(i % 3 - 1, i / 3 - 1, false);
                    if (MoveSafety.of(game, move) instanceof MoveSafety.Verdict.Loses) {
                        moves.add(move.text());
                        return moves;
                    }
                }
            }
        }
        Autopilot autopilot = new Autopilot();
        while (!game.isOver()) {
            Command move = autopilot.choose(Situation.of(game));
            moves.add(move.text());
            game.play(move);
        }
        assertTrue(game.outcome().orElseThrow() instanceof TurnResult.Won, "pick a seed the autopilot wins");
        return moves;
    }
}
