package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A solution whose own generator starts from a fixed seed every game draws the same pits (or the same
 * field) in every game of a size. Default mode (the spread of sizes, about 6 games of each) passed
 * one that drew its pits so and its robots with {@code math.random} on 3 of 3 seeds: it is refused
 * now on every seed tried, and the problem says what it is, the same pits again.
 */
@Timeout(300)
class FixedSeedGeneratorsTest {
    private static final String PICK_PITS = "  local pits = pick(candidates, P)\n";
    /** A linear congruential generator of the solution's own, seeded 12345 at every game. */
    private static final String FIXED = "  local state = 12345\n  local saved = math.random\n"
            + "  math.random = function(a, b) state = (state * 1103515245 + 12345) % 2147483648"
            + " return a + state % (b - a + 1) end\n";

    @TempDir
    Path dir;

    static Stream<Arguments> solutions() throws Exception {
        return Stream.of(
                Arguments.of("fixed-seed-pits", LuaSolutions.edited(Map.entry(PICK_PITS,
                        FIXED + PICK_PITS + "  math.random = saved\n")), "the same pits as an earlier game"),
                Arguments.of("fixed-seed-field", LuaSolutions.edited(Map.entry(PICK_PITS,
                        "  math.randomseed(42)\n" + PICK_PITS)), "the same field as an earlier game"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("solutions")
    void theSameDrawEveryGameOfASizeIsNamedInDefaultMode(String name, String source, String words) throws Exception {
        Path file = LuaSolutions.write(dir, name, source);
        for (long seed : new long[] {1, 2, 3}) {
            Checker.Result result = LuaSolutions.check(file, CheckOptions.defaults(CheckOptions.DEFAULT_GAMES, seed));
            assertFalse(result.passed(), () -> name + " passed (seed " + seed + "):\n" + result.report());
            String problem = Fixtures.problem(result.report());
            assertTrue(problem.contains(words), () -> name + ", seed " + seed + ": not named:\n" + result.report());
        }
    }
}
