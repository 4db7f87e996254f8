package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.fixture.FixtureGame.Bug;
import dev.robots.cli.conversation.GameSize;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The two shapes of program between games: one that prints the next INIT prompt itself, and one
 * that plays one game per run and ends with status 0, which the checker and the bot start again.
 */
@Timeout(120)
class ProgramShapesTest {
    private static final long SEED = 31L;
    private static final GameSize SMALL = new GameSize(8, 5, 4, 6);

    @Test
    void aProgramThatPlaysOneGamePerRunPassesAndIsStartedAgainForEachGame() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(8, SEED),
                Fixtures.fixture("--seed", "3", "--one-game", "0")).run();
        assertTrue(result.passed(), result::report);
        assertEquals(8, result.stats().games);
        assertEquals(7, result.stats().reruns);
        assertTrue(result.report().contains("\n  one game per run: restarted 7 times\n"), result::report);
    }

    @Test
    void aProgramThatPlaysEveryGameIsNeverRestarted() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(8, SEED), Fixtures.fixture("--seed", "3")).run();
        assertTrue(result.passed(), result::report);
        assertEquals(0, result.stats().reruns);
        assertFalse(result.report().contains("one game per run"), result::report);
    }

    @Test
    void anErrorStatusAfterTheGameIsAFailureWithTheGameAndTheStatus() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(8, SEED),
                Fixtures.fixture("--seed", "3", "--one-game", "2")).run();
        assertFalse(result.passed(), result::report);
        assertTrue(result.report().contains("\ngame 1 of 8 (2x1 R=0 P=0), after its end line\n"), result::report);
        assertTrue(Fixtures.problem(result.report()).startsWith("problem: the program halted with an error after the"
                + " game (it exited with status 2), which the statement forbids"), result::report);
    }

    @Test
    void anErrorStatusAfterTheLastGameIsAFailureToo() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(1, SEED),
                Fixtures.fixture("--seed", "3", "--one-game", "1")).run();
        assertFalse(result.passed(), result::report);
        assertTrue(Fixtures.problem(result.report()).contains("halted with an error after the game (it exited with"
                + " status 1)"), result::report);
    }

    @Test
    void aBrokenOneGameProgramIsStillCaughtInALaterGame() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(60, SEED).withSizes(List.of(SMALL)),
                Fixtures.fixture("--seed", "3", "--one-game", "0", "--bug", Bug.NO_REINFORCEMENT.option())).run();
        assertFalse(result.passed(), result::report);
        assertTrue(Fixtures.problem(result.report()).contains("does not follow"), result::report);
    }

    /**
     * {@code --only-game G} plays game G as the whole run plays it: for a program that answers the
     * same input the same way (one game per run, with a fixed seed), the game has the same turns.
     */
    @Test
    void onlyGamePlaysTheSameGameAsTheWholeRun() throws Exception {
        CheckOptions options = CheckOptions.defaults(12, SEED);
        List<String> program = Fixtures.fixture("--seed", "3", "--one-game", "0");
        Checker.Result whole = new Checker(options, program).run();
        assertTrue(whole.passed(), whole::report);
        for (int game : List.of(1, 5, 12)) {
            Checker.Result one = new Checker(options.withOnlyGame(game), program).run();
            assertTrue(one.passed(), one::report);
            assertEquals(List.of(whole.stats().gameTurns.get(game - 1)), one.stats().gameTurns,
                    () -> "game " + game + " (seed " + SEED + "): " + whole.stats().gameTurns);
        }
    }

    @Test
    void onlyGameIsInTheReproduceLineOfAFailure() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(30, SEED).withSizes(List.of(SMALL)),
                Fixtures.fixture("--seed", "3", "--one-game", "0", "--bug", Bug.NO_REINFORCEMENT.option())).run();
        assertFalse(result.passed(), result::report);
        String game = result.report().lines().filter(l -> l.startsWith("game ")).findFirst().orElseThrow();
        int number = Integer.parseInt(game.split(" ")[1]);
        assertTrue(result.report().contains("\nreproduce this game: robots check --seed " + SEED + " --games 30 --size"
                + " 8,5,4,6 --only-game " + number + " -- "), result::report);
        assertTrue(result.report().contains("\nreproduce the run: robots check --seed " + SEED + " --games 30 --size"
                + " 8,5,4,6 -- "), result::report);
        Checker.Result again = new Checker(CheckOptions.defaults(30, SEED).withSizes(List.of(SMALL))
                .withOnlyGame(number), Fixtures.fixture("--seed", "3", "--one-game", "0", "--bug",
                Bug.NO_REINFORCEMENT.option())).run();
        assertFalse(again.passed(), again::report);
        assertEquals(Fixtures.problem(result.report()), Fixtures.problem(again.report()));
        assertTrue(again.report().contains("\n" + game + "\n"), again::report);
        assertFalse(again.report().contains("reproduce the run"), again::report);
    }
}
