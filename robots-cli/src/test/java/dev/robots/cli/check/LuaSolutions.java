package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.ToolCheck;
import dev.robots.cli.process.LuaHarness;
import dev.robots.cli.process.ProgramLaunch;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Lua solutions for the checker's tests: {@code examples/lua/robots.lua} (a correct solution that
 * plays one game per run) and copies of it with one deliberate slip, each made by replacing a piece
 * of its text (a test fails if the example changed so that a piece is no longer there).
 */
public final class LuaSolutions {
    private LuaSolutions() {
    }

    /** The repository's example; the tests run in {@code robots-cli}. */
    public static Path example() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path example = p.resolve("examples/lua/robots.lua");
            if (Files.isRegularFile(example)) {
                return example;
            }
        }
        throw new AssertionError("examples/lua/robots.lua not found above " + here);
    }

    static String source() throws IOException {
        return Files.readString(example(), StandardCharsets.UTF_8);
    }

    /**
     * The solution written from the statement alone ({@code lua/statement.lua} beside this class), with
     * each {@code from}, {@code to} pair of its lines replaced; every {@code from} must be there.
     */
    static String statement(String... replacements) throws IOException {
        String text;
        try (InputStream in = LuaSolutions.class.getResourceAsStream("lua/statement.lua")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (int i = 0; i < replacements.length; i += 2) {
            assertTrue(text.contains(replacements[i]), "statement.lua changed: no " + replacements[i]);
            text = text.replace(replacements[i], replacements[i + 1]);
        }
        return text;
    }

    /** The example with each key replaced by its value, in order; every key must be there. */
    static String edited(Map.Entry<String, String>... replacements) throws IOException {
        String text = source();
        for (Map.Entry<String, String> r : replacements) {
            assertTrue(text.contains(r.getKey()), () -> "the example changed: no " + r.getKey());
            String next = text.replace(r.getKey(), r.getValue());
            assertNotEquals(text, next);
            text = next;
        }
        return text;
    }

    /** The example moving its charge block after the player's move (a charge after the move). */
    static String chargeAfterMove() throws IOException {
        String text = source();
        int start = text.indexOf("    -- 1. The charge");
        int end = text.indexOf("    -- 2. The player moves");
        String move = "    px, py = px + dx, py + dy\n";
        assertTrue(start > 0 && end > start && text.contains(move), "the example changed: no charge block");
        String charge = text.substring(start, end);
        text = text.substring(0, start) + text.substring(end);
        return text.replace(move, move + charge);
    }

    /** The example moving the robots (toward the player's cell) before the player moves. */
    static String robotsFirst() throws IOException {
        String text = source();
        int start = text.indexOf("    -- 4. All robots step toward the player at once.\n");
        String endMark = "    robots, robot_count = moved, count\n";
        int end = text.indexOf(endMark) + endMark.length();
        int playerMove = text.indexOf("    -- 2. The player moves");
        assertTrue(start > 0 && end > start && playerMove > 0 && playerMove < start, "the example changed: no blocks");
        String robotsBlock = text.substring(start, end).replace("if to == here then", "if to == cell(px, py) then");
        assertNotEquals(text.substring(start, end), robotsBlock);
        text = text.substring(0, start) + text.substring(end);
        return text.substring(0, playerMove) + robotsBlock + text.substring(playerMove);
    }

    /** The example playing every game in one run, in a loop, as it did before it played one game. */
    static String looping() throws IOException {
        return edited(Map.entry("local w, h, r, p = read_parameters()\nif w ~= nil then\n  play(w, h, r, p)\nend\n",
                "local playing = true\nwhile playing do\n  local w, h, r, p = read_parameters()\n"
                        + "  if w == nil then\n    playing = false\n  else\n    playing = play(w, h, r, p)\n"
                        + "  end\nend\n"));
    }

    /** The example with {@code code} run on the 5th turn of a run (a process bug, as the Java fixture's). */
    static String atTurnFive(String code) throws IOException {
        return edited(Map.entry("    -- 1. The charge clears",
                "    turn_number = (turn_number or 0) + 1\n    if turn_number == 5 then " + code + " end\n"
                        + "    -- 1. The charge clears"));
    }

    /** The example always putting the new robot on the first free corner, in the order of the cells' numbers. */
    static String fixedCorner() throws IOException {
        return edited(Map.entry("robots[free[math.random(#free)]] = true", "robots[free[1]] = true"));
    }

    /** The example without randomness in its field: pits, then robots, on the first cells allowed, in scan order. */
    static String nonRandomField() throws IOException {
        return edited(Map.entry("    local j = math.random(i, #cells)\n", "    local j = i\n"));
    }

    /** The example moving the robots one after another, in scan order: a robot moving onto one not yet moved is lost. */
    static String sequentialMoves() throws IOException {
        return edited(Map.entry("    local moved, count, captured = {}, 0, false\n    for c in pairs(robots) do\n",
                "    local order = {}\n    for c in pairs(robots) do order[#order + 1] = c end\n"
                        + "    table.sort(order)\n    local moved, count, captured = {}, robot_count, false\n"
                        + "    for c in pairs(robots) do moved[c] = true end\n"
                        + "    for _, c in ipairs(order) do\n      moved[c] = nil\n      count = count - 1\n"));
    }

    /** The example keeping its pits in a global that is never emptied: leaked state from run to run. */
    static String leakedPits() throws IOException {
        return edited(Map.entry("  local pits = pick(candidates, P)\n",
                "  PITS = PITS or {} -- a global, never emptied\n"
                        + "  for c in pairs(pick(candidates, P)) do PITS[c] = true end\n  local pits = PITS\n"));
    }

    /**
     * The example reading the INIT numbers with {@code io.read("n")}, which leaves the rest of the line,
     * and answering an empty line with "MOVE:" again: its first prompt comes twice.
     */
    static String doubledPrompt() throws IOException {
        return edited(Map.entry("      local line = io.read(\"l\")\n      if line == nil then return nil end\n"
                + "      for token in line:gmatch(\"%S+\") do\n",
                "      local number = io.read(\"n\")\n      if number == nil then return nil end\n"
                        + "      for token in tostring(number):gmatch(\"%S+\") do\n"),
                Map.entry("      if line:match(\"%S\") then", "      if true then"));
    }

    static Path write(Path dir, String name, String source) throws IOException {
        Path file = dir.resolve(name + ".lua");
        Files.writeString(file, source, StandardCharsets.UTF_8);
        return file;
    }

    /** A plain command: lua5.4 and the file, a fresh Lua process per run. */
    static List<String> freshProcess(Path file) throws IOException, InterruptedException {
        return new ArrayList<>(List.of(ToolCheck.lua(), file.toString()));
    }

    /** Runs the checker on the Lua file {@code file} as {@code --lua} does: one Lua state, the chunk once per game. */
    static Checker.Result check(Path file, CheckOptions options) throws IOException, InterruptedException {
        ToolCheck.lua();
        try (LuaHarness harness = LuaHarness.prepare(LuaHarness.DEFAULT_LUA_COMMAND, file)) {
            return new Checker(options, ProgramLaunch.lua(harness), Checker.Progress.NONE).run();
        }
    }
}
