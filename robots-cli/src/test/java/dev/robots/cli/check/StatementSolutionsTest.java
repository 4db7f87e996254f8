package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.conversation.EndLine;
import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lua solutions written from the statement alone ({@code lua/statement.lua} beside this class): it
 * understands only the statement's commands (an unknown letter does nothing, nothing is refused) and
 * takes the other reading of every point the statement leaves open: a robot on the exit drawn
 * {@code <}, the exit corner free for a new robot, {@code WIN} for stepping onto a robot on the exit,
 * {@code YOU WIN!}, pits on corners. The default check passes it, and the project's readings too;
 * {@code --strict} refuses it, naming the project's rule; a trailing space after each row fails the
 * default check, naming the statement's words. (Each reading alone under {@code --strict}:
 * {@link CorrectImplementationsTest}.)
 */
@Timeout(180)
class StatementSolutionsTest {
    private static final long SEED = 20261201L;
    private static final int GAMES = 60;

    @TempDir
    Path dir;

    /** The solution, with each {@code from}, {@code to} pair of its lines replaced. */
    private Path solution(String name, String... replacements) throws IOException {
        // Not seeded: Lua 5.4 seeds each state at random. (A math.randomseed(1) at the top ran again at every
        // run of the chunk, so every game had the same field, and the randomness test rightly refused it.)
        return LuaSolutions.write(dir, name, LuaSolutions.statement(replacements));
    }

    @Test
    void theOtherReadingsPassTheDefaultCheckBothWays() throws Exception {
        Path file = solution("statement");
        Checker.Result lua = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertTrue(lua.passed(), lua::report);
        assertTrue(lua.stats().endLines.getOrDefault(EndLine.WIN, 0) > 0, lua::report); // as YOU WIN!
        Checker.Result fresh = new Checker(CheckOptions.defaults(GAMES, SEED), LuaSolutions.freshProcess(file)).run();
        assertTrue(fresh.passed(), fresh::report);
    }

    @Test
    void theProjectsReadingsPassTheDefaultCheckToo() throws Exception {
        Path file = solution("ours", "local EXIT_OVER_ROBOT = \"<\"", "local EXIT_OVER_ROBOT = \"X\"",
                "local EXIT_CORNER_FREE = true", "local EXIT_CORNER_FREE = false",
                "local WIN_BEFORE_HIT = true", "local WIN_BEFORE_HIT = false",
                "local WIN_LINE = \"YOU WIN!\"", "local WIN_LINE = \"WIN\"",
                "local PITS_ON_CORNERS = true", "local PITS_ON_CORNERS = false");
        Checker.Result lua = LuaSolutions.check(file, CheckOptions.defaults(GAMES, SEED));
        assertTrue(lua.passed(), lua::report);
    }

    @Test
    void strictRefusesItNamingTheProjectsRule() throws Exception {
        Checker.Result strict = LuaSolutions.check(solution("statement"), CheckOptions.defaults(GAMES, SEED).withStrict(true));
        assertFalse(strict.passed(), strict::report);
        String problem = Fixtures.problem(strict.report());
        assertTrue(Pattern.compile("\\(--strict( probe)?: .*(this project's decision|the project's rules).*docs/rules\\.md#")
                .matcher(problem).find(), strict::report);
        assertTrue(Pattern.compile("\nrules: docs/rules\\.md#[a-z-]+ ").matcher(strict.report()).find(),
                strict::report);
    }

    @Test
    void aTrailingSpaceAfterEachRowFailsTheDefaultCheckNamingTheCause() throws Exception {
        Checker.Result lua = LuaSolutions.check(solution("trailing", "local ROW_END = \"\"", "local ROW_END = \" \""),
                CheckOptions.defaults(GAMES, SEED));
        assertFalse(lua.passed(), lua::report);
        assertTrue(Fixtures.problem(lua.report()).matches("problem: the initial field: row 0 \\(of rows 0 to 0\\)"
                + " '< \\. @ ': a trailing space after the last cell: 6 characters \\(expected: 2W-1 = 5, W=3 cells"
                + " joined by single spaces, nothing after the last cell; the statement: \"so the line becomes 2\\*W-1"
                + " symbols long\"\\)|problem: the initial field: row 0 .*: a trailing space after the last cell: .*"),
                lua::report);
        assertTrue(lua.report().contains("\nrules: docs/rules.md#the-text-protocol (\"The text protocol\")\n"),
                lua::report);
    }
}
