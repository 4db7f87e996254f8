package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.JarRun;
import dev.robots.cli.ToolCheck;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code robots check --lua my.lua} and {@code robots check -- lua5.4 my.lua} from the shaded jar, as
 * README and docs/checker.md show them: the example solution (one game per run) passes both ways,
 * and a copy with a typical slip fails with a report.
 */
class LuaExampleIT {
    private static final Duration LIMIT = Duration.ofMinutes(5);
    /** The summary line of a --strict run in which every kind of strict probe was sent and answered. */
    static final Pattern STRICT_PROBES_SENT = Pattern.compile("\n  --strict probes: [1-9]\\d* INITs? over several"
            + " lines or with tabs or runs of spaces, [1-9]\\d* commands? with spaces or tabs, [1-9]\\d* with a"
            + " trailing \\\\r\n");

    private static Path example() {
        return JarRun.root().resolve("examples/lua/robots.lua");
    }

    @Test
    void theExamplePasses() throws Exception {
        String lua = ToolCheck.lua();
        JarRun r = JarRun.run(LIMIT,
                List.of("check", "--games", "300", "--seed", "7", "--", lua, example().toString()));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("robots check: PASSED: 300 games"), r.out());
    }

    @Test
    void theExamplePassesUnderTheLuaHarnessAsTheStatementsCheckerRunsIt() throws Exception {
        ToolCheck.lua();
        JarRun r = JarRun.run(LIMIT, List.of("check", "--games", "300", "--seed", "7", "--lua",
                example().toString()));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("robots check: PASSED: 300 games"), r.out());
        assertTrue(r.out().contains("\n  one game per run: the chunk ran 300 times in one Lua state\n"), r.out());
    }

    @Test
    void theExamplePassesStrictlyUnderTheLuaHarness() throws Exception {
        ToolCheck.lua();
        JarRun r = JarRun.run(LIMIT, List.of("check", "--strict", "--games", "100", "--seed", "8", "--lua",
                example().toString()));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(STRICT_PROBES_SENT.matcher(r.out()).find(), r.out());
    }

    @Test
    void theBotPlaysTheExampleBothWays() throws Exception {
        String lua = ToolCheck.lua();
        for (List<String> program : List.of(List.of("--lua", example().toString()),
                List.of("--", lua, example().toString()))) {
            List<String> args = new java.util.ArrayList<>(List.of("bot", "--games", "5", "--seed", "3"));
            args.addAll(program);
            JarRun r = JarRun.run(LIMIT, args);
            assertEquals(0, r.status(), r.out() + r.err());
            assertTrue(r.out().contains("wins/games: ") && r.out().contains("  one game per run: "), r.out());
        }
    }

    /**
     * The example follows the project's rules, not only the statement: it reads the INIT numbers
     * over one line or several and ignores white space (a trailing {@code \r} too) in a command, so
     * it passes --strict with its probes.
     */
    @Test
    void theExamplePassesStrictly() throws Exception {
        String lua = ToolCheck.lua();
        JarRun r = JarRun.run(LIMIT, List.of("check", "--strict", "--games", "100", "--seed", "8", "--", lua,
                example().toString()));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("robots check: PASSED: 100 games"), r.out());
        assertTrue(STRICT_PROBES_SENT.matcher(r.out()).find(), r.out());
    }

    @Test
    void aCopyWithATypicalSlipFailsWithAReport(@TempDir Path dir) throws Exception {
        String lua = ToolCheck.lua();
        String source = Files.readString(example(), StandardCharsets.UTF_8);
        // A reinforcement also when exactly R robots are left.
        String broken = source.replace("if robot_count < R then", "if robot_count <= R then");
        assertNotEquals(source, broken, "the example changed: update the slip this test makes");
        Path program = dir.resolve("broken.lua");
        Files.writeString(program, broken, StandardCharsets.UTF_8);
        JarRun r = JarRun.run(LIMIT, List.of("check", "--games", "20", "--seed", "7", "--", lua, program.toString()));
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("problem: the field does not follow from the previous field and the command"),
                r.out());
        // The command that repeats the run starts the program as it was started here: java -jar, the jar's path.
        assertTrue(r.out().contains("reproduce the run: java -jar "), r.out());
        assertTrue(r.out().contains(" check --seed 7 --games 20 -- lua5.4 "), r.out());
    }
}
