package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.invocation.Invocation;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Lua solutions that leak state from one run of the chunk to the next, each a kind of its own
 * ({@code lua/leak-*.lua} beside this class): a global robot table never emptied, a counter that grows
 * (charges counted across games), and state that bites only on some random fields (robots falling into
 * the pits of earlier games). On every seed tried each gets the leak note, its "reproduce this game"
 * command replays games 1 to G and fails the same way 3 times out of 3, and game G alone passes.
 */
@Timeout(300)
class LeakingSolutionsTest {
    private static final int GAMES = 60;

    @TempDir
    Path dir;

    static Stream<Arguments> leaksAndSeeds() {
        Stream.Builder<Arguments> all = Stream.builder();
        for (String leak : new String[] {"leak-robots", "leak-counter", "leak-sometimes"}) {
            for (long seed : new long[] {1, 2, 3, 20240601L}) {
                all.add(Arguments.of(leak, seed));
            }
        }
        return all.build();
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("leaksAndSeeds")
    void theLeakIsNamedAndItsReproduceCommandFailsEveryTime(String leak, long seed) throws Exception {
        Path file = LuaSolutions.write(dir, leak, resource(leak + ".lua"));
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
        assertTrue(run.report().contains("\nreproduce this game: " + reproduce + " (games 1 to " + g + " in one Lua"
                + " state: game " + g + " alone passes)\n"), run::report);
        for (int i = 0; i < 3; i++) {
            Checker.Result replay = LuaSolutions.check(file, CheckOptions.defaults(g, seed));
            assertEquals(run.failure(), replay.failure(), replay::report);
        }
        assertTrue(LuaSolutions.check(file, CheckOptions.defaults(GAMES, seed).withOnlyGame(g)).passed());
        // A fresh process per game leaks nothing.
        assertTrue(new Checker(CheckOptions.defaults(g, seed), LuaSolutions.freshProcess(file)).run().passed());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = LeakingSolutionsTest.class.getResourceAsStream("lua/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
