package dev.robots.cli.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.Fixtures;
import dev.robots.cli.ToolCheck;
import dev.robots.cli.check.LuaSolutions;
import dev.robots.cli.check.fixture.FixtureGame.Variant;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.process.LuaHarness;
import dev.robots.cli.process.ProgramLaunch;
import dev.robots.core.Command;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Player;
import dev.robots.core.bot.Situation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(120)
class BotRunnerTest {

    private static BotRunner.Options options(int games, GameSize size, int maxTurns) {
        return new BotRunner.Options(games, 4, List.of(size), OptionalInt.of(3), Duration.ofSeconds(20), maxTurns);
    }

    private static int finished(BotRunner.Tally t) {
        return t.outcomes.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Issue 29, item 13: a program that dies at once was said to fail "after the last game", 0 games played. */
    @Test
    void aProgramThatDiesAtOnceFailsBeforeTheFirstGame() throws Exception {
        BotRunner.Result r = new BotRunner(options(3, GameSize.STATEMENT, 1000), ProgramLaunch.of(List.of("true")),
                Autopilot::new).run();
        assertEquals(0, r.tally().games);
        assertTrue(r.error().startsWith("before the first game (0 games played): "), r.error());
        assertFalse(r.error().contains("after the last game"), r.error());
    }

    @Test
    void theAutopilotFinishesEveryGame() throws Exception {
        BotRunner.Result r = new BotRunner(options(8, GameSize.STATEMENT, 1000), Fixtures.fixture("--seed", "8"),
                Autopilot::new).run();
        assertNull(r.error());
        assertEquals(8, r.tally().games);
        assertEquals(8, finished(r.tally()));
        assertEquals(0, r.tally().botMistakes);
    }

    @Test
    void anExitOnTheUpperMiddleRowIsShownToThePlayerMirrored() throws Exception {
        // Even height: the program puts the player and the exit on row H/2 - 1 = 2.
        List<Situation> seen = new ArrayList<>();
        Player recording = s -> {
            seen.add(s);
            return new Autopilot().choose(s);
        };
        BotRunner.Result r = new BotRunner(options(4, new GameSize(10, 6, 3, 5), 1000),
                Fixtures.fixture("--variant", Variant.UPPER_MIDDLE.option(), "--seed", "8"), () -> recording).run();
        assertNull(r.error());
        assertEquals(4, finished(r.tally()));
        Situation first = seen.get(0);
        assertEquals(3, first.board().playerY(), "row 2 mirrored in 6 rows is row 3 = H/2");
        assertEquals(9, first.board().playerX());
        assertEquals(0, r.tally().botMistakes, "mirrored commands never leave the field");
    }

    @Test
    void invalidCommandsOfAPlayerAreCorrectedAndLongGamesEnd() throws Exception {
        // A player that always steps right, off the field, and charges without end; no robots.
        Player bad = s -> new Command(1, 0, true);
        BotRunner.Result r = new BotRunner(options(3, new GameSize(6, 3, 0, 2), 10), Fixtures.fixture("--seed", "8"),
                () -> bad).run();
        assertNull(r.error());
        assertEquals(3, finished(r.tally()));
        assertEquals(3, r.tally().overTurnLimit, "every game went past the turn limit");
        assertTrue(r.tally().botMistakes > 0);
        assertTrue(r.tally().charges <= 3 * 3, "never more charges than allowed: " + r.tally().charges);
    }

    @Test
    void theBotPlaysBothShapes() throws Exception {
        BotRunner.Options options = new BotRunner.Options(4, 4, List.of(new GameSize(10, 6, 3, 5)), OptionalInt.of(3),
                Duration.ofSeconds(20), 1000);
        BotRunner.Result oneGame = new BotRunner(options, Fixtures.fixture("--seed", "8", "--one-game", "0"),
                Autopilot::new).run();
        assertNull(oneGame.error());
        assertEquals(4, oneGame.tally().games);
        assertEquals(3, oneGame.reruns());
        BotRunner.Result failing = new BotRunner(options, Fixtures.fixture("--seed", "8", "--one-game", "3"),
                Autopilot::new).run();
        assertTrue(failing.error() != null && failing.error().startsWith("game 1, after its end line: the program"
                + " halted with an error after the game (it exited with status 3)"), failing::error);
    }

    @Test
    void theBotPlaysTheLuaExampleUnderTheHarness() throws Exception {
        ToolCheck.lua();
        BotRunner.Options options = new BotRunner.Options(4, 4, List.of(GameSize.STATEMENT), OptionalInt.of(3),
                Duration.ofSeconds(20), 1000);
        try (LuaHarness harness = LuaHarness.prepare(LuaHarness.DEFAULT_LUA_COMMAND, LuaSolutions.example())) {
            BotRunner.Result r = new BotRunner(options, ProgramLaunch.lua(harness), Autopilot::new).run();
            assertNull(r.error());
            assertEquals(4, r.tally().games);
            assertEquals(3, r.reruns());
        }
    }
}
