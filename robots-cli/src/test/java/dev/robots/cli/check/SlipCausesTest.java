package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The common slips, each made once in a copy of the example (a mutant), are named in words in the
 * problem line, from the alternatives of the checker's own model ({@link SlipCause}, {@link Slip}), on
 * every seed tried, first: the run's other answers rank the alternatives ({@link SlipEvidence}), and
 * "or else" names only those tied with the first.
 */
@Timeout(240)
class SlipCausesTest {
    private static final int GAMES = 60;

    @TempDir
    Path dir;

    static Stream<Arguments> mutants() throws IOException {
        return Stream.of(
                Arguments.of("robots-first", LuaSolutions.robotsFirst(), "robots moved before the player"),
                Arguments.of("charge-after-move", LuaSolutions.chargeAfterMove(), "the charge was"
                        + " applied after the move"),
                Arguments.of("charge-radius-2", LuaSolutions.edited(
                        Map.entry("      for ny = py - 1, py + 1 do", "      for ny = py - 2, py + 2 do"),
                        Map.entry("        for nx = px - 1, px + 1 do", "        for nx = px - 2, px + 2 do")),
                        "K cleared radius 2"),
                Arguments.of("colliders-vanish", LuaSolutions.edited(
                        Map.entry("    local moved, count, captured = {}, 0, false\n",
                                "    local moved, count, captured, crowded = {}, 0, false, {}\n"),
                        Map.entry("elseif not pits[to] and not moved[to] then",
                                "elseif not pits[to] and moved[to] then crowded[to] = true\n"
                                        + "      elseif not pits[to] then"),
                        Map.entry("    if captured then print(\"LOST BY CAPTURE\") return true end\n",
                                "    if captured then print(\"LOST BY CAPTURE\") return true end\n"
                                        + "    for c in pairs(crowded) do moved[c] = nil count = count - 1 end\n")),
                        "colliding robots both vanished"),
                Arguments.of("empty-line-as-w", LuaSolutions.edited(Map.entry("      if line:match(\"%S\") then",
                        "      if not line:match(\"%S\") then line = \"W\" end\n      if true then")),
                        "an empty line was played as W at turn 1"),
                Arguments.of("row-first", LuaSolutions.edited(Map.entry(
                        "      x, y = x + sign(px - x), y + sign(py - y)",
                        "      if x ~= px then x = x + sign(px - x) else y = y + sign(py - y) end")),
                        "robots did not move straight toward the player (row first)"),
                Arguments.of("longer-axis", LuaSolutions.edited(Map.entry(
                        "      x, y = x + sign(px - x), y + sign(py - y)",
                        "      if math.abs(px - x) >= math.abs(py - y) then x = x + sign(px - x)"
                                + " else y = y + sign(py - y) end")),
                        "robots did not move straight toward the player (never diagonally)"),
                Arguments.of("charge-ignored", LuaSolutions.edited(Map.entry("    if charge then",
                        "    if false and charge then")), "the charge did nothing"),
                Arguments.of("line-of-sight", LuaSolutions.edited(Map.entry(
                        "      x, y = x + sign(px - x), y + sign(py - y)",
                        "      local ax, ay = math.abs(px - x), math.abs(py - y)\n"
                                + "      local m = math.max(ax, ay)\n"
                                + "      x, y = x + (2 * ax >= m and sign(px - x) or 0),"
                                + " y + (2 * ay >= m and sign(py - y) or 0)")),
                        "robots did not move straight toward the player (along the line of sight)"),
                Arguments.of("line-of-sight-strict", LuaSolutions.edited(Map.entry(
                        "      x, y = x + sign(px - x), y + sign(py - y)",
                        "      local ax, ay = math.abs(px - x), math.abs(py - y)\n"
                                + "      local m = math.max(ax, ay)\n"
                                + "      x, y = x + (2 * ax > m and sign(px - x) or 0),"
                                + " y + (2 * ay > m and sign(py - y) or 0)")),
                        "robots did not move straight toward the player (along the line of sight)"));
    }

    /**
     * The slips that can give one answer alike, so that a report may name one first and the other after
     * "or else" (a tie no earlier answer broke): the robots' steps among themselves (a robot one row off
     * steps along the row by all of them), and a charge of radius 2 with them.
     */
    private static final List<String> TIES = List.of("robots did not move straight toward the player",
            "K cleared radius 2");

    /**
     * Each slip is named in full, first (right after the problem's opening parenthesis), on every seed,
     * unless what is named first is one of its ties: the run's earlier answers rank the alternatives
     * ({@link SlipEvidence}); robots moving first and an empty line played as W are never tied.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("mutants")
    void eachSlipIsNamedFirstInWords(String name, String source, String words) throws Exception {
        Path file = LuaSolutions.write(dir, name, source);
        for (long seed : new long[] {1, 2, 20240601L, 7}) {
            Checker.Result result = LuaSolutions.check(file, CheckOptions.defaults(GAMES, seed));
            assertFalse(result.passed(), () -> name + " passed (seed " + seed + ")");
            String problem = Fixtures.problem(result.report());
            int named = problem.indexOf(words);
            assertTrue(named >= 0, () -> name + ", seed " + seed + ": not named:\n" + result.report());
            boolean first = problem.contains("(" + words);
            boolean tied = TIES.stream().anyMatch(words::startsWith)
                    && TIES.stream().anyMatch(tie -> problem.contains("(" + tie))
                    && problem.lastIndexOf("; or else ", named) >= 0;
            assertTrue(first || tied, () -> name + ", seed " + seed + ": named after another, not tied:\n"
                    + result.report());
        }
    }
}
