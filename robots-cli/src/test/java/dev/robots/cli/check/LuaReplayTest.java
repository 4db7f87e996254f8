package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.robots.cli.invocation.Invocation;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Failures that replay exactly: under {@code --lua} the harness seeds {@code math.random} from the run's
 * seed and the game before each run of the chunk, so a run, a game alone and games 1 to G play the same
 * every time; a program after {@code --} gets the same seed through {@code LUA_INIT}. A chunk that seeds
 * itself is told so, and a run that does not replay although seeded is named too.
 */
@Timeout(180)
class LuaReplayTest {
    private static final long SEED = 20240601L;
    private static final int GAMES = 40;

    @TempDir
    Path dir;

    @Test
    void aRunAGameAloneAndGamesOneToGReplayByteForByte() throws Exception {
        Path example = LuaSolutions.example();
        Checker.Result run = LuaSolutions.check(example, CheckOptions.defaults(GAMES, SEED));
        assertTrue(run.passed(), run::report);
        Checker.Result again = LuaSolutions.check(example, CheckOptions.defaults(GAMES, SEED));
        assertEquals(run.report(), again.report());
        assertEquals(run.stats().gameTurns, again.stats().gameTurns);
        // A game alone plays as in the run (the example plays one game per run of the chunk), each time.
        for (int game : new int[] {7, 23}) {
            Checker.Result alone = LuaSolutions.check(example, CheckOptions.defaults(GAMES, SEED).withOnlyGame(game));
            Checker.Result aloneAgain = LuaSolutions.check(example, CheckOptions.defaults(GAMES, SEED).withOnlyGame(game));
            assertEquals(alone.report(), aloneAgain.report());
            assertEquals(List.of(run.stats().gameTurns.get(game - 1)), alone.stats().gameTurns, "game " + game);
        }
        Checker.Result through = LuaSolutions.check(example, CheckOptions.defaults(12, SEED));
        assertEquals(run.stats().gameTurns.subList(0, 12), through.stats().gameTurns);
    }

    /** The same program seeds reach a fresh Lua process per game through LUA_INIT: the same games. */
    @Test
    void aFreshProcessPerGamePlaysTheGamesTheHarnessPlays() throws Exception {
        assumeTrue(System.getenv().keySet().stream().noneMatch(name -> name.startsWith("LUA_INIT")),
                "the environment sets LUA_INIT: the checker leaves it alone");
        Path example = LuaSolutions.example();
        Checker.Result lua = LuaSolutions.check(example, CheckOptions.defaults(GAMES, SEED));
        Checker.Result fresh = new Checker(CheckOptions.defaults(GAMES, SEED), LuaSolutions.freshProcess(example)).run();
        Checker.Result freshAgain = new Checker(CheckOptions.defaults(GAMES, SEED), LuaSolutions.freshProcess(example))
                .run();
        assertTrue(fresh.passed(), fresh::report);
        assertEquals(lua.stats().gameTurns, fresh.stats().gameTurns);
        assertEquals(fresh.report(), freshAgain.report());
    }

    /**
     * A chunk that plays every game in one run draws game G's numbers after the games before it: its
     * report reproduces game G by games 1 to G, which fails the same every time.
     */
    @Test
    void aLoopingChunksFailureIsReproducedByGamesOneToG() throws Exception {
        // The player on the top row, only on fields 4 wide: the run's first is its game 4.
        String looping = LuaSolutions.looping();
        String slip = looping.replace("local px, py = W - 1, H // 2", "local px, py = W - 1, W == 4 and 0 or H // 2");
        assertFalse(slip.equals(looping), "the example changed");
        Path file = LuaSolutions.write(dir, "loopslip", slip);
        Checker.Result run = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertFalse(run.passed(), run::report);
        assertNotNull(run.failure(), run::report);
        int g = run.failure().game();
        assertTrue(g > 1, run::report);
        assertEquals(0, run.stats().reruns, run::report);
        assertTrue(run.report().contains(" --games " + g + " --lua " + Invocation.shellWord(file.toString()) + "   # games 1 to "
                + g + ": the program played games 1 to " + g + " in one run, so game " + g + " follows from the games"
                + " before it\n"), run::report);
        assertFalse(run.report().contains("leaked state"), run::report);
        for (int i = 0; i < 3; i++) {
            Checker.Result replay = LuaSolutions.check(file, CheckOptions.defaults(g, SEED));
            assertEquals(run.failure(), replay.failure(), replay::report);
        }
    }

    @Test
    void aChunkThatSeedsFromTheClockIsToldSoAndItsLeakIsStillJudged() throws Exception {
        Path file = LuaSolutions.write(dir, "clock", "math.randomseed(os.time())\n" + LuaSolutions.leakedPits());
        Checker.Result run = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertFalse(run.passed(), run::report);
        assertTrue(run.report().contains("\nnote: the chunk seeds math.random itself: math.randomseed("), run::report);
        assertTrue(run.report().contains(") with a value from the clock (os.time() or os.clock()) at clock.lua:1 (in runs"
                + " 1 to "), run::report);
        assertTrue(run.report().contains("its random numbers differ from one check to the next"), run::report);
        // Its numbers differ from run to run: the leak is confirmed by many runs instead of one replay.
        assertTrue(run.report().contains(" passes alone, in a fresh Lua state (10 times out of 10), and failed again"),
                run::report);
    }

    @Test
    void aChunkThatSeedsWithAConstantIsToldSo() throws Exception {
        Path file = LuaSolutions.write(dir, "constant", "math.randomseed(42)\n" + LuaSolutions.source());
        Checker.Result run = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertTrue(run.report().contains("\nnote: the chunk seeds math.random itself: math.randomseed(42) at"
                + " constant.lua:1 (in runs 1 to 40 of the chunk, 40 calls), which replaces the seed the harness gives"
                + " each run of the chunk (from --seed and the game): a run still replays exactly, but every run that"
                + " calls it starts from the same numbers whatever the game"), run::report);
        // The same field for every game of one size: the randomness test refuses it.
        assertFalse(run.passed(), run::report);
        assertTrue(Fixtures.problem(run.report()).startsWith("problem: the field is not random: "), run::report);
    }

    /**
     * A chunk whose choices depend on more than math.random (here: how many processes ran it before, kept
     * in a file) leaks in the run but not in the replay: the report says the run did not replay.
     */
    @Test
    void aRunThatDoesNotReplayIsNamed() throws Exception {
        Path counter = dir.resolve("processes");
        String count = "if PROCESS == nil then\n  local f = io.open(" + luaString(counter) + ")\n"
                + "  PROCESS = (f and tonumber(f:read(\"l\")) or 0) + 1\n  if f then f:close() end\n"
                + "  f = io.open(" + luaString(counter) + ", \"w\")\n  f:write(PROCESS, \"\\n\")\n  f:close()\nend\n";
        Path file = LuaSolutions.write(dir, "drifting", count + LuaSolutions.edited(Map.entry(
                "  local pits = pick(candidates, P)\n",
                "  local pits = pick(candidates, P)\n  RUNS = (RUNS or 0) + 1\n"
                        + "  if PROCESS == 1 and RUNS == 3 then pits = {} end -- only in the first process\n")));
        Checker.Result run = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertFalse(run.passed(), run::report);
        assertEquals(3, run.failure().game(), run::report);
        assertTrue(run.report().contains("\nnote: the run did not replay exactly: games 1 to 3 played again in one Lua"
                + " state (--games 3) passed, though each game's math.random was seeded the same; the program's choices"
                + " depend on more than math.random"), run::report);
        assertFalse(run.report().contains("leaked state"), run::report);
    }

    private static String luaString(Path path) {
        return "\"" + path.toString().replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
