package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.fixture.FixtureGame.Bug;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code --lua}: a Lua solution run the way the statement's checker runs it, loaded once and run
 * once per game in one Lua state. The clean one-game example passes both ways; the forms the
 * statement forbids (leaked state, {@code os.exit}, an error at the end) fail under {@code --lua}
 * with their cause named; Lua forms of the catalogue of broken implementations are caught too.
 */
@Timeout(120)
class LuaHarnessTest {
    private static final long SEED = 20240601L;
    private static final int GAMES = 60;

    @TempDir
    Path dir;


    private static Checker.Result checkFresh(Path file, CheckOptions options) throws IOException,
            InterruptedException {
        return new Checker(options, LuaSolutions.freshProcess(file)).run();
    }

    @Test
    void theOneGameExamplePassesBothWays() throws Exception {
        Path example = LuaSolutions.example();
        Checker.Result lua = LuaSolutions.check(example, CheckOptions.defaults(GAMES, SEED));
        assertTrue(lua.passed(), lua::report);
        assertTrue(lua.report().contains("\n  one game per run: the chunk ran 60 times in one Lua state\n"),
                lua::report);
        Checker.Result fresh = checkFresh(example, CheckOptions.defaults(GAMES, SEED));
        assertTrue(fresh.passed(), fresh::report);
        assertTrue(fresh.report().contains("\n  one game per run: restarted 59 times\n"), fresh::report);
    }

    @Test
    void aLoopingSolutionPassesBothWays() throws Exception {
        Path looping = LuaSolutions.write(dir, "looping", LuaSolutions.looping());
        Checker.Result lua = LuaSolutions.check(looping, CheckOptions.defaults(GAMES, SEED));
        assertTrue(lua.passed(), lua::report);
        assertEquals(0, lua.stats().reruns, lua::report);
        Checker.Result fresh = checkFresh(looping, CheckOptions.defaults(GAMES, SEED));
        assertTrue(fresh.passed(), fresh::report);
        assertEquals(0, fresh.stats().reruns, fresh::report);
    }

    @Test
    void leakedStateFailsUnderLuaInALaterGameSaysSoAndPassesAFreshProcessPerGame() throws Exception {
        Path leaky = LuaSolutions.write(dir, "leaky", LuaSolutions.leakedPits());
        Checker.Result lua = LuaSolutions.check(leaky, CheckOptions.defaults(GAMES, SEED));
        assertFalse(lua.passed(), lua::report);
        String game = lua.report().lines().filter(l -> l.startsWith("game ")).findFirst().orElseThrow();
        assertFalse(game.startsWith("game 1 "), lua::report);
        assertTrue(lua.report().contains("\nnote: leaked state: confirmed: "), lua::report);
        Checker.Result fresh = checkFresh(leaky, CheckOptions.defaults(GAMES, SEED));
        assertTrue(fresh.passed(), fresh::report);
    }

    @Test
    void osExitFailsUnderLuaWithWhereItWasCalled() throws Exception {
        Path exiting = LuaSolutions.write(dir, "exiting", LuaSolutions.source() + "os.exit(0)\n");
        Checker.Result lua = LuaSolutions.check(exiting, CheckOptions.defaults(GAMES, SEED));
        assertFalse(lua.passed(), lua::report);
        assertTrue(Fixtures.problem(lua.report()).startsWith("problem: after the game's end line the Lua chunk called"
                + " os.exit, which the statement forbids"), lua::report);
        assertTrue(lua.report().contains("\n  | os.exit(0) called\n"), lua::report);
        assertTrue(Pattern.compile("\n  \\|   [^\n]*exiting\\.lua:\\d+: in main chunk\n").matcher(lua.report()).find(),
                lua::report);
        // A fresh process per game cannot tell os.exit(0) from falling through the end.
        assertTrue(checkFresh(exiting, CheckOptions.defaults(GAMES, SEED)).passed());
    }

    @Test
    void anErrorAtTheEndFailsBothWaysWithTheTracebackUnderLua() throws Exception {
        Path failing = LuaSolutions.write(dir, "failing", LuaSolutions.source()
                + "io.stderr:write(\"turns played: \" .. turns_played .. \"\\n\")\n");
        Checker.Result lua = LuaSolutions.check(failing, CheckOptions.defaults(GAMES, SEED));
        assertFalse(lua.passed(), lua::report);
        assertTrue(Fixtures.problem(lua.report()).startsWith("problem: after the game's end line the Lua chunk halted"
                + " with an error, which the statement forbids: 'failing.lua:"), lua::report);
        assertTrue(lua.report().contains("attempt to concatenate a nil value (global 'turns_played')\n  | stack"
                + " traceback:\n"), lua::report);
        Checker.Result fresh = checkFresh(failing, CheckOptions.defaults(GAMES, SEED));
        assertFalse(fresh.passed(), fresh::report);
        assertTrue(Fixtures.problem(fresh.report()).contains("halted with an error after the game (it exited with"
                + " status 1)"), fresh::report);
    }

    @Test
    void anErrorInTheMiddleOfAGameNamesWhatTheCheckerAwaited() throws Exception {
        Path failing = LuaSolutions.write(dir, "midgame", LuaSolutions.atTurnFive("error(\"oops\")"));
        Checker.Result lua = LuaSolutions.check(failing, CheckOptions.defaults(3, SEED));
        assertFalse(lua.passed(), lua::report);
        assertTrue(Pattern.compile("problem: the Lua chunk halted with an error while the checker waited for .*oops")
                .matcher(Fixtures.problem(lua.report())).find(), lua::report);
    }

    @Test
    void aFileThatDoesNotLoadIsReported() throws Exception {
        Path broken = LuaSolutions.write(dir, "broken", "print(\n");
        Checker.Result lua = LuaSolutions.check(broken, CheckOptions.defaults(3, SEED));
        assertFalse(lua.passed(), lua::report);
        assertTrue(Fixtures.problem(lua.report()).startsWith("problem: the Lua file does not load: 'broken.lua:2:"
                + " unexpected symbol"), lua::report);
    }

    /** Issue 29, item 11: a file starting with a UTF-8 byte order mark "did not load", though lua5.4 runs it. */
    @Test
    void aFileStartingWithAByteOrderMarkLoadsAsLuaLoadsIt() throws Exception {
        Path withMark = LuaSolutions.write(dir, "bom", "\ufeff" + LuaSolutions.source());
        Checker.Result lua = LuaSolutions.check(withMark, CheckOptions.defaults(3, SEED));
        assertTrue(lua.passed(), lua::report);
    }

    /**
     * Issue 29, item 11: an error message over 1 MiB was reported as "a line longer than 1048576
     * characters", showing the harness's internal marker; now it is the error, cut short.
     */
    @Test
    void anErrorMessageOverAMebibyteIsReportedCutShortWithoutTheMarker() throws Exception {
        Path failing = LuaSolutions.write(dir, "huge", LuaSolutions.source()
                + "error(string.rep(\"x\", 2 * 1024 * 1024))\n");
        Checker.Result lua = LuaSolutions.check(failing, CheckOptions.defaults(3, SEED));
        assertFalse(lua.passed(), lua::report);
        String problem = Fixtures.problem(lua.report());
        assertTrue(problem.startsWith("problem: after the game's end line the Lua chunk halted with an error, which"
                + " the statement forbids: 'huge.lua:"), lua::report);
        assertFalse(lua.report().contains("robots-harness"), lua::report);
        assertFalse(lua.report().contains("longer than"), lua::report);
        assertTrue(lua.report().length() < 200_000, "report of " + lua.report().length() + " characters");
    }

    /** Lua forms of the catalogue's bugs (see {@link BrokenImplementationsTest}), each a slip in the example. */
    static Stream<Arguments> catalogue() throws IOException {
        return Stream.of(
                Arguments.of(Bug.WRONG_MOVEMENT, LuaSolutions.edited(Map.entry(
                        "      x, y = x + sign(px - x), y + sign(py - y)",
                        "      if x ~= px then x = x + sign(px - x) else y = y + sign(py - y) end"))),
                Arguments.of(Bug.CHARGE_AFTER_MOVE, LuaSolutions.chargeAfterMove()),
                Arguments.of(Bug.CHARGE_IGNORED, LuaSolutions.edited(Map.entry("    if charge then",
                        "    if false and charge then"))),
                Arguments.of(Bug.NO_REINFORCEMENT, LuaSolutions.edited(Map.entry("    if robot_count < R then",
                        "    if false then"))),
                Arguments.of(Bug.EXTRA_REINFORCEMENT, LuaSolutions.edited(Map.entry("    if robot_count < R then",
                        "    if robot_count <= R then"))),
                Arguments.of(Bug.REINFORCE_OCCUPIED, LuaSolutions.edited(Map.entry(
                        "if not robots[c] and not pits[c] and c ~= here and c ~= exit then free[#free + 1] = c end",
                        "free[#free + 1] = c"))),
                Arguments.of(Bug.REINFORCE_ANYWHERE, LuaSolutions.edited(Map.entry("      for c in pairs(corners) do",
                        "      for c = 0, W * H - 1 do"))),
                Arguments.of(Bug.ROBOTS_SKIP_PITS, LuaSolutions.edited(Map.entry(
                        "elseif not pits[to] and not moved[to] then", "elseif not moved[to] then"))),
                Arguments.of(Bug.PLAYER_SKIPS_PITS, LuaSolutions.edited(Map.entry(
                        "    if pits[here] then print(\"LOST BY FALL\") return true end\n", ""))),
                Arguments.of(Bug.CAPTURE_IGNORED, LuaSolutions.edited(Map.entry(
                        "    if captured then print(\"LOST BY CAPTURE\") return true end\n", ""))),
                Arguments.of(Bug.WRONG_END_MESSAGE, LuaSolutions.edited(Map.entry("print(\"LOST BY HIT\")",
                        "print(\"LOST BY CAPTURE\")"))),
                Arguments.of(Bug.WRONG_START, LuaSolutions.edited(Map.entry("local px, py = W - 1, H // 2",
                        "local px, py = W - 1, 0"))),
                Arguments.of(Bug.WRONG_PIT_COUNT, LuaSolutions.edited(Map.entry("local pits = pick(candidates, P)",
                        "local pits = pick(candidates, math.max(0, P - 1))"))),
                Arguments.of(Bug.REFUSAL_PASSES_TURN, LuaSolutions.edited(Map.entry(
                        "          complain(\"refused: \" .. reason)\n",
                        "          command = {dx = 0, dy = 0, charge = false}\n          break\n"))),
                Arguments.of(Bug.ACCEPTS_UD, LuaSolutions.edited(Map.entry(
                        "      if vertical then return nil, \"one of U and D at most\" end",
                        "      if vertical == c then return nil, \"U twice or D twice\" end"))),
                Arguments.of(Bug.CASE_SENSITIVE, LuaSolutions.edited(Map.entry("line:upper():gmatch(\"%S\")",
                        "line:gmatch(\"%S\")"))),
                Arguments.of(Bug.ORDER_SENSITIVE, LuaSolutions.edited(Map.entry(
                        "      if vertical then return nil, \"one of U and D at most\" end",
                        "      if vertical or horizontal then return nil, \"U or D first, once\" end"))),
                Arguments.of(Bug.EMPTY_LINE_REPROMPT, LuaSolutions.edited(Map.entry("      if line:match(\"%S\") then",
                        "      if true then"))),
                Arguments.of(Bug.HANG, LuaSolutions.atTurnFive("while true do end")),
                Arguments.of(Bug.FLOOD, LuaSolutions.atTurnFive("while true do print(\". . . . . . . .\") end")),
                Arguments.of(Bug.FLOOD_NO_NEWLINE, LuaSolutions.atTurnFive("while true do io.write(\"garbage \") end")),
                Arguments.of(Bug.GARBAGE, LuaSolutions.atTurnFive("print(\"Hello, world!\")")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void catchesTheCataloguesBugsUnderLua(Bug bug, String source) throws Exception {
        boolean processBug = bug.compareTo(Bug.HANG) >= 0;
        CheckOptions options = CheckOptions.defaults(processBug ? 3 : GAMES, SEED)
                .withTimeout(processBug ? Fixtures.PROCESS_TIMEOUT : Duration.ofSeconds(20))
                .withStrict(BrokenImplementationsTest.STRICT_ONLY.contains(bug));
        // The harness seeds math.random for each game from the run's seed: a run repeats.
        Path file = LuaSolutions.write(dir, bug.option(), source);
        Checker.Result result = LuaSolutions.check(file, options);
        assertFalse(result.passed(), () -> "bug " + bug.option() + " passed under --lua (seed " + SEED + ")");
        // A slip in the rules may first show as a wrong field or as a wrong (or missing) end, as
        // the example's own random choices fall; it must be one of those, never a harness failure.
        String expected = BrokenImplementationsTest.EXPECTED.get(bug) + (processBug ? ""
                : "|^problem: (the field does not follow|expected the end line|expected the field after the command,"
                + " received '(WIN|LOST BY))");
        assertTrue(Pattern.compile(expected).matcher(Fixtures.problem(result.report())).find(),
                () -> "bug " + bug.option() + ": unexpected reason under --lua (seed " + SEED + "):\n"
                        + result.report());
    }

    @Test
    void osExitInTheMiddleOfAGameIsTheLuaFormOfDie() throws Exception {
        Path file = LuaSolutions.write(dir, "die", LuaSolutions.atTurnFive("os.exit(3)"));
        Checker.Result result = LuaSolutions.check(file, CheckOptions.defaults(3, SEED).withTimeout(Fixtures.PROCESS_TIMEOUT));
        assertFalse(result.passed(), result::report);
        assertTrue(Fixtures.problem(result.report()).startsWith("problem: the Lua chunk called os.exit while the"
                + " checker waited for "), result::report);
    }
}
