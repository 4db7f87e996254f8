package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.invocation.Invocation;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lua solutions that break what the statement says, each a slip in a copy of the example: the default
 * check fails each with a report that names the cause (random choices that are not random, robots moved
 * one after another, leaked state with a command that shows it, a doubled prompt).
 */
@Timeout(180)
class LuaDiagnosisTest {
    private static final long SEED = 20240601L;
    private static final int GAMES = 60;

    @TempDir
    Path dir;


    @Test
    void aFixedCornerChoiceFailsAcrossTheRun() throws Exception {
        Path file = LuaSolutions.write(dir, "corner", LuaSolutions.fixedCorner());
        Checker.Result result = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertFalse(result.passed(), result::report);
        assertTrue(result.report().contains("\nacross the run: 60 games passed one by one, but their random choices"
                + " together did not\n"), result::report);
        Matcher m = Pattern.compile("problem: the new robot's corner is not random: the new robot went to the first"
                + " free corner in the order top-left, top-right, bottom-left, bottom-right in (\\d+) of \\1 choices"
                + " with 2 or more free corners; expected about 1/k of them for k free \\(\\d+\\); exact test \\(sum of"
                + " binomials\\), one-sided, p [=<] [^,]+, threshold \\d.\\de-8\n").matcher(result.report());
        assertTrue(m.find(), result::report);
        assertTrue(Integer.parseInt(m.group(1)) > 100, result::report);
        assertTrue(result.report().contains("statement: 'add one new robot at one of the four corners (pick randomly"),
                result::report);
    }

    @Test
    void aFieldWithoutRandomnessFailsAcrossTheRun() throws Exception {
        Path file = LuaSolutions.write(dir, "field", LuaSolutions.nonRandomField());
        Checker.Result result = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertFalse(result.passed(), result::report);
        assertTrue(Fixtures.problem(result.report()).startsWith("problem: the field is not random: "), result::report);
        assertTrue(result.report().contains("statement: 'Generate the field randomly'"), result::report);
    }

    @Test
    void theExamplePassesAndSaysWhatItJudged() throws Exception {
        Checker.Result result = LuaSolutions.check(LuaSolutions.example(), CheckOptions.defaults(GAMES, SEED));
        assertTrue(result.passed(), result::report);
        assertTrue(Pattern.compile("\n  randomness: \\d+ corner choices with 2 or more free corners, 60 initial fields;"
                + " no test below its threshold \\d.\\de-8 \\(1.0e-6 over \\d+ tests\\); smallest p = ").matcher(
                result.report()).find(), result::report);
        Checker.Result one = LuaSolutions.check(LuaSolutions.example(), CheckOptions.defaults(GAMES, SEED).withOnlyGame(5));
        assertTrue(one.passed(), one::report);
        assertTrue(one.report().contains("\n  randomness: not judged (--only-game plays one game, too few to judge;"
                + " the whole run judges it)\n"), one::report);
    }

    @Test
    void robotsMovedOneAfterAnotherAreNamed() throws Exception {
        Path file = LuaSolutions.write(dir, "sequential", LuaSolutions.sequentialMoves());
        Checker.Result result = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertFalse(result.passed(), result::report);
        assertTrue(result.report().contains("\n  hint: the robots look moved one after another, in scan order (rows top"
                + " to bottom, each left to right), each robot once: robots must move simultaneously"), result::report);
        assertTrue(result.report().contains("'It is important to move robots simultaneously!'"), result::report);
    }

    @Test
    void leakedStateIsConfirmedAndItsReproduceCommandFails() throws Exception {
        Path leaky = LuaSolutions.write(dir, "leaky", LuaSolutions.leakedPits());
        Checker.Result result = LuaSolutions.check(leaky, CheckOptions.defaults(GAMES, SEED));
        assertFalse(result.passed(), result::report);
        Matcher game = Pattern.compile("\ngame (\\d+) of 60 ").matcher(result.report());
        assertTrue(game.find(), result::report);
        int g = Integer.parseInt(game.group(1));
        assertTrue(g > 1, result::report);
        assertTrue(result.report().contains("\nnote: leaked state: confirmed: game " + g + " passes alone, in a fresh"
                + " Lua state, and fails again ("), result::report);
        String reproduce = "robots check --seed " + SEED + " --games " + g + " --lua "
                + Invocation.shellWord(leaky.toString());
        assertTrue(result.report().contains("\nreproduce this game: " + reproduce + "   # games 1 to " + g + " in one Lua"
                + " state: game " + g + " alone passes\n"), result::report);
        assertEquals(reproduce, result.reproduce());
        // The command fails, as the note says; the game alone passes.
        Checker.Result replay = LuaSolutions.check(leaky, CheckOptions.defaults(g, SEED));
        assertFalse(replay.passed(), replay::report);
        assertTrue(LuaSolutions.check(leaky, CheckOptions.defaults(GAMES, SEED).withOnlyGame(g)).passed());
    }

    @Test
    void aFailureInALaterGameThatIsNotALeakHasNoNote() throws Exception {
        // A reinforcement also at exactly R robots: a slip of the rules, whichever game shows it first.
        Path file = LuaSolutions.write(dir, "extra", LuaSolutions.edited(java.util.Map.entry(
                "    if robot_count < R then", "    if robot_count <= R then")));
        Checker.Result result = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertFalse(result.passed(), result::report);
        assertFalse(result.report().contains("leaked state"), result::report);
        assertFalse(result.report().contains("state left over"), result::report);
    }

    @Test
    void aDoubledPromptIsNamed() throws Exception {
        Path file = LuaSolutions.write(dir, "doubled", LuaSolutions.doubledPrompt());
        // A run whose first command has no empty lines before it: with SEED the checker sends two, which this
        // program answers with 'MOVE:' too, and the report names those (a refused 'W', or the empty lines).
        Checker.Result result = LuaSolutions.check(file, CheckOptions.defaults(3, SEED + 1));
        assertFalse(result.passed(), result::report);
        String problem = Fixtures.problem(result.report());
        // The empty rest of the INIT line and the empty line the checker sends before a game's first command.
        assertTrue(problem.contains("received 'MOVE:' 3 times: 2 more 'MOVE:' came before the answer ("), problem);
        assertTrue(problem.contains("a doubled prompt, not a refusal (was the empty rest of the INIT line read as a"
                + " command and answered with 'MOVE:'?"), problem);
        assertFalse(problem.contains("was refused"), problem);
    }
}
