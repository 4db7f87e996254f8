package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.JarRun;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code robots check} and {@code robots bot} against the project's own CLI jar as a child process:
 * the checker and the protocol mode ({@code robots} with no subcommand, seeded so that a failure
 * repeats) must agree over hundreds of games.
 */
class OwnCliIT {
    private static final Duration LIMIT = Duration.ofMinutes(5);

    private static List<String> against(String... options) {
        List<String> args = new ArrayList<>(List.of(options));
        args.add("--");
        args.addAll(JarRun.javaJar());
        args.addAll(List.of("--seed", "424242"));
        return args;
    }

    @Test
    void passesSeveralHundredGames() throws Exception {
        JarRun r = JarRun.run(LIMIT, against("check", "--games", "400", "--seed", "20240601"));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("robots check: PASSED: 400 games"), r.out());
    }

    @Test
    void passesStrictly() throws Exception {
        JarRun r = JarRun.run(LIMIT, against("check", "--strict", "--games", "100", "--seed", "11"));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("robots check: PASSED: 100 games"), r.out());
        // INIT over several lines, spaces and tabs in commands, CRLF: protocol mode reads them all.
        assertTrue(LuaExampleIT.STRICT_PROBES_SENT.matcher(r.out()).find(), r.out());
    }

    /**
     * The same {@code --seed} sends the same commands in another JVM: the report (turns, longest
     * game, probe counts) is the same. Seed 18 picked between equally near robots or pits, which
     * once went by the iteration order of {@code Set.copyOf}, different in every JVM run.
     */
    @Test
    void theSameSeedRepeatsTheRunInAnotherJvm() throws Exception {
        List<String> reports = new ArrayList<>();
        for (int run = 0; run < 3; run++) {
            JarRun r = JarRun.run(LIMIT, against("check", "--games", "60", "--seed", "18"));
            assertEquals(0, r.status(), r.out() + r.err());
            reports.add(r.out());
        }
        assertEquals(reports.get(0), reports.get(1));
        assertEquals(reports.get(0), reports.get(2));
    }

    @Test
    void theBotPlaysEveryGameToItsEnd() throws Exception {
        JarRun r = JarRun.run(LIMIT, against("bot", "--games", "20", "--seed", "5", "--size", "30,17,20,40",
                "--size", "12,7,6,10"));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("wins/games: ") && r.out().contains("/20 ("), r.out());
        assertFalse(r.out().contains("robots bot: stopped"), r.out());
    }
}
