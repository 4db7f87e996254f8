package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.fixture.FixtureGame.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The checker accepts a correct program, and the statement's liberties unless --strict. */
class CorrectImplementationsTest {
    private static final long SEED = 77L;

    @Test
    @Timeout(120)
    void acceptsTheCorrectProgramAndExercisesEveryEndLineAndProbe() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(120, SEED),
                Fixtures.fixture("--seed", "3")).run();
        assertTrue(result.passed(), result::report);
        Checker.Stats s = result.stats();
        assertEquals(120, s.games);
        for (EndLine e : EndLine.values()) {
            assertTrue(s.endLines.getOrDefault(e, 0) > 0, () -> e + " never seen (seed " + SEED + "): " + s.summary());
        }
        assertTrue(s.refusals > 0 && s.emptyLines > 0 && s.lowerCase > 0 && s.shuffled > 0 && s.charges > 0,
                () -> "a probe never sent (seed " + SEED + "): " + s.summary());
        assertTrue(s.longestGame >= 100, () -> "no long game (seed " + SEED + "): " + s.summary());
    }

    @Test
    @Timeout(120)
    void acceptsTheCorrectProgramStrictly() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(40, SEED).withStrict(true),
                Fixtures.fixture("--seed", "4")).run();
        assertTrue(result.passed(), result::report);
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Variant.class, names = "NONE", mode = EnumSource.Mode.EXCLUDE)
    @Timeout(120)
    void acceptsTheStatementsLibertiesButStrictDoesNot(Variant variant) throws Exception {
        Checker.Result lenient = new Checker(CheckOptions.defaults(40, SEED),
                Fixtures.fixture("--variant", variant.option(), "--seed", "6")).run();
        assertTrue(lenient.passed(), lenient::report);
        Checker.Result strict = new Checker(CheckOptions.defaults(40, SEED).withStrict(true),
                Fixtures.fixture("--variant", variant.option(), "--seed", "6")).run();
        assertFalse(strict.passed(), () -> variant + " passed --strict (seed " + SEED + ")");
    }
}
