package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statement gives the player "few" charges: the default check accepts any limit of 1 or more a game
 * that a program keeps (once {@code K} does nothing in a game, it does nothing for the rest of it);
 * {@code --strict} requires every {@code K} it sends (3 a game) to work, and names that decision.
 */
@Timeout(180)
class ChargeLimitTest {
    private static final int GAMES = 60;

    @TempDir
    Path dir;

    /** The example with {@code limit} charges a game, counted in a local: K does nothing once they are spent. */
    static String withCharges(int limit) throws Exception {
        return LuaSolutions.edited(
                Map.entry("  local robot_count = R\n", "  local robot_count = R\n  local charges = " + limit + "\n"),
                Map.entry("    if charge then\n", "    if charge and charges > 0 then\n      charges = charges - 1\n"));
    }

    @Test
    void twoChargesAGamePassTheDefaultCheckAndFailStrictNamingTheDecision() throws Exception {
        Path file = LuaSolutions.write(dir, "two", withCharges(2));
        for (long seed : new long[] {1, 2, 3}) {
            Checker.Result lua = LuaSolutions.check(file, CheckOptions.defaults(GAMES, seed));
            assertTrue(lua.passed(), lua::report);
        }
        Checker.Result strict = LuaSolutions.check(file, CheckOptions.defaults(GAMES, 1).withStrict(true));
        assertFalse(strict.passed(), strict::report);
        String problem = Fixtures.problem(strict.report());
        assertTrue(problem.contains("(--strict: this project's decision, docs/rules.md#commands (\"Commands\"): every K"
                + " the checker sends works (it sends at most --charges, 3 by default, a game; the project's protocol"
                + " sets no limit); the statement leaves it open, and the default check accepts any limit of 1 or more"
                + " a game (the statement: \"few charges\"), kept: once K does nothing in a game, it does nothing for"
                + " the rest of that game)"), strict::report);
        assertTrue(strict.report().contains("\nrules: docs/rules.md#commands (\"Commands\")\n"), strict::report);
    }

    @Test
    void oneChargeAGamePassesTheDefaultCheck() throws Exception {
        Path file = LuaSolutions.write(dir, "one", withCharges(1));
        Checker.Result lua = LuaSolutions.check(file, CheckOptions.defaults(GAMES, 20240601L));
        assertTrue(lua.passed(), lua::report);
    }

    @Test
    void noChargeAtAllFailsTheDefaultCheck() throws Exception {
        Path file = LuaSolutions.write(dir, "none", withCharges(0));
        Checker.Result lua = LuaSolutions.check(file, CheckOptions.defaults(GAMES, 20240601L));
        assertFalse(lua.passed(), lua::report);
    }

    /** A K that works again after one did nothing is no limit: the default check fails it. */
    @Test
    void aChargeThatWorksAgainAfterItStoppedFailsTheDefaultCheck() throws Exception {
        Path file = LuaSolutions.write(dir, "flaky", LuaSolutions.edited(
                Map.entry("  local robot_count = R\n", "  local robot_count = R\n  local fired = 0\n"),
                Map.entry("    if charge then\n", "    if charge then fired = fired + 1 end\n"
                        + "    if charge and fired % 2 == 1 then\n")));
        Checker.Result lua = LuaSolutions.check(file, CheckOptions.defaults(GAMES, 20240601L).withMaxCharges(
                java.util.OptionalInt.of(6)));
        assertFalse(lua.passed(), lua::report);
    }
}
