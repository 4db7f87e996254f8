package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.invocation.Invocation;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Lua solutions that leak state from one run of the chunk to the next, each a kind of its own
 * ({@link #leaks}, copies of {@code lua/statement.lua}): a global robot table never emptied, a counter
 * that grows (charges counted across games), and state that bites only on some random fields (robots
 * falling into the pits of earlier games). On every seed tried each gets the leak note, its "reproduce this game"
 * command replays games 1 to G and fails the same way 3 times out of 3, and game G alone passes.
 */
@Timeout(300)
class LeakingSolutionsTest {
    private static final int GAMES = 60;

    @TempDir
    Path dir;

    /**
     * The leaks, each {@code lua/statement.lua} with lines replaced: a global robot table that each run
     * adds its R robots to, still holding the robots the previous game ended with (their keys y*W+x of the
     * old field land anywhere on the new one, or below it); a counter that grows (3 charges, counted in a
     * global set only in the first run, so that from some game on K does nothing from the start); and a
     * global table of the pits of every game so far, which the robots fall into although the field printed
     * shows only this game's: a robot vanishes on a plain cell only when it steps onto a cell that was a pit
     * in an earlier game, which depends on the random fields. Every game alone is played correctly.
     */
    static Map<String, String[]> leaks() {
        return Map.of(
                "leak-robots", new String[] {
                    "  local pits, robots = {}, {}\n", "  local pits = {}\n  robots = robots or {} -- a global\n",
                    "    robots = moved\n", "    for k in pairs(robots) do robots[k] = nil end\n"
                            + "    for k in pairs(moved) do robots[k] = true end\n"},
                "leak-counter", new String[] {
                    "print(\"INIT W H R P:\")", "charges_used = charges_used or 0 -- a global\nprint(\"INIT W H R P:\")",
                    "    if charge then\n", "    if charge and charges_used < 3 then\n"
                            + "      charges_used = charges_used + 1\n"},
                "leak-sometimes", new String[] {
                    "  take(R, function(k) return not pits[k] end, robots)\n",
                    "  take(R, function(k) return not pits[k] end, robots)\n  fallen = fallen or {} -- a global\n"
                            + "  for k in pairs(pits) do fallen[k] = true end\n",
                    "elseif not pits[to] and not moved[to] then", "elseif not fallen[to] and not moved[to] then"});
    }

    static Stream<Arguments> leaksAndSeeds() {
        Stream.Builder<Arguments> all = Stream.builder();
        for (String leak : new TreeSet<>(leaks().keySet())) {
            for (long seed : new long[] {1, 2, 3, 20240601L}) {
                all.add(Arguments.of(leak, seed));
            }
        }
        return all.build();
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("leaksAndSeeds")
    void theLeakIsNamedAndItsReproduceCommandFailsEveryTime(String leak, long seed) throws Exception {
        Path file = LuaSolutions.write(dir, leak, LuaSolutions.statement(leaks().get(leak)));
        Checker.Result run = LuaSolutions.check(file, CheckOptions.defaults(GAMES, seed));
        assertFalse(run.passed(), run::report);
        assertNotNull(run.failure(), run::report);
        int g = run.failure().game();
        assertTrue(g > 1, run::report);
        assertTrue(run.report().contains("\nnote: leaked state: confirmed: game " + g + " passes alone, in a fresh Lua"
                + " state, and fails again (" + run.failure().turn() + ", the same problem) when "), run::report);
        String reproduce = "robots check --seed " + seed + " --games " + g + " --lua "
                + Invocation.shellWord(file.toString());
        assertEquals(reproduce, run.reproduce());
        assertTrue(run.report().contains("\nreproduce this game: " + reproduce + "   # games 1 to " + g + " in one Lua"
                + " state: game " + g + " alone passes\n"), run::report);
        // The line pastes into a shell as printed: its reason is a comment.
        String line = run.report().lines().filter(l -> l.startsWith("reproduce this game: ")).findFirst().orElseThrow()
                .substring("reproduce this game: ".length());
        Process shell = new ProcessBuilder("sh", "-n", "-c", line).redirectErrorStream(true).start();
        String said = new String(shell.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(0, shell.waitFor(), line + "\n" + said);
        for (int i = 0; i < 3; i++) {
            Checker.Result replay = LuaSolutions.check(file, CheckOptions.defaults(g, seed));
            assertEquals(run.failure(), replay.failure(), replay::report);
        }
        assertTrue(LuaSolutions.check(file, CheckOptions.defaults(GAMES, seed).withOnlyGame(g)).passed());
        // A fresh process per game leaks nothing.
        assertTrue(new Checker(CheckOptions.defaults(g, seed), LuaSolutions.freshProcess(file)).run().passed());
    }
}
