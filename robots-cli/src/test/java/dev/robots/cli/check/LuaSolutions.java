package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
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

    static Path write(Path dir, String name, String source) throws IOException {
        Path file = dir.resolve(name + ".lua");
        Files.writeString(file, source, StandardCharsets.UTF_8);
        return file;
    }

    /** A plain command: lua5.4 and the file, a fresh Lua process per run. */
    static List<String> freshProcess(Path file) throws IOException, InterruptedException {
        return new ArrayList<>(List.of(JarRun.lua(), file.toString()));
    }
}
