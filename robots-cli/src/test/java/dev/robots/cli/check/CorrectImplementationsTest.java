package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.fixture.FixtureGame.Variant;
import dev.robots.cli.check.report.RunStats;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.GameSize;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The checker accepts a correct program, and every reading of what the statement leaves open unless
 * --strict, which names the project's decision it refuses; a row with a trailing space breaks what
 * the statement does say, and fails both.
 */
class CorrectImplementationsTest {
    private static final long SEED = 77L;

    /** For each liberty, what the problem line of the --strict report must say. */
    private static final Map<Variant, String> STRICT_PROBLEM = new EnumMap<>(Variant.class);

    static {
        String decision = " \\(--strict: this project's decision, docs/rules.md#";
        STRICT_PROBLEM.put(Variant.UPPER_MIDDLE, "the initial field is wrong: the (player '@'|exit '<') is at .*"
                + decision + "the-field \\(\"The field\"\\): for an even H the player and the exit are on row H/2;");
        STRICT_PROBLEM.put(Variant.CORNER_PITS, "the initial field is wrong: a pit on the corner .*" + decision
                + "starting-position \\(\"Starting position\"\\): pits never go on a corner;");
        STRICT_PROBLEM.put(Variant.EXIT_OVER_ROBOT, "the field does not follow from the previous field and the"
                + " command" + decision + "the-field \\(\"The field\"\\): a robot standing on the exit is drawn 'X';");
        STRICT_PROBLEM.put(Variant.EXIT_CORNER_FREE, "the field does not follow from the previous field and the"
                + " command" + decision + "a-turn \\(\"A turn\"\\): the exit's cell is never a free corner");
        STRICT_PROBLEM.put(Variant.WIN_ON_EXIT_ROBOT, "expected the end line LOST BY HIT \\(the player steps onto the"
                + " robot at .*\\), received 'WIN'" + decision + "a-turn \\(\"A turn\"\\): stepping onto a robot that"
                + " stands on the exit is LOST BY HIT");
        STRICT_PROBLEM.put(Variant.YOU_WIN, "expected the end line WIN \\(the player reaches the exit at .*\\),"
                + " received 'YOU WIN!'" + decision + "the-text-protocol \\(\"The text protocol\"\\): the win line is"
                + " exactly WIN;");
        // The probes: the problem line names what was sent and the rule it follows.
        String accepts = ", which the project's rules \\(docs/rules.md#commands \\(\"Commands\"\\)\\) accept\\)";
        STRICT_PROBLEM.put(Variant.INIT_ONE_LINE, "received 'INIT W H R P:' \\(--strict probe: the INIT numbers"
                + " were sent over [234] lines(, with [a-z ]+ between them)?: '[^']+'( then '[^']+')+;"
                + " the project's rules \\(docs/rules.md#the-text-protocol \\(\"The text protocol\"\\)\\) take 4"
                + " integers separated by any white space, on one line or several\\)");
        STRICT_PROBLEM.put(Variant.SPACES_REFUSED, "the valid command '[^']*' was refused.* \\(--strict probe:"
                + " the command '[^']*' had (a space|spaces|a tab|tabs)( and (a tab|tabs))? in it( and [a-z\\\\' ]+)*"
                + accepts);
        STRICT_PROBLEM.put(Variant.CR_REFUSED, "the valid command '[^']*\\\\r' was refused.* \\(--strict probe:"
                + " the command '[^']*\\\\r' had (.* in it and )?a trailing \\\\r as in CRLF input( and [a-z' ]+)*"
                + accepts);
        STRICT_PROBLEM.put(Variant.TWO_CHARGES, decision + "commands \\(\"Commands\"\\): every K the checker sends"
                + " works");
    }

    @Test
    void everyLibertyHasAnExpectedStrictProblem() {
        for (Variant v : Variant.values()) {
            assertEquals(v != Variant.NONE && v != Variant.TRAILING_SPACE, STRICT_PROBLEM.containsKey(v), v.toString());
        }
    }

    @Test
    @Timeout(120)
    void acceptsTheCorrectProgramAndExercisesEveryEndLineAndProbe() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(120, SEED),
                Fixtures.fixture("--seed", "3")).run();
        assertTrue(result.passed(), result::report);
        RunStats s = result.stats();
        assertEquals(120, s.games);
        for (EndLine e : EndLine.values()) {
            assertTrue(s.endLines.getOrDefault(e, 0) > 0, () -> e + " never seen (seed " + SEED + "): " + s.summary());
        }
        assertTrue(s.emptyLines > 0 && s.charges > 0, () -> "a probe never sent (seed " + SEED + "): " + s.summary());
        // The default mode sends only what the statement defines: no refusal, no lower case, no other order.
        assertTrue(s.refusals == 0 && s.lowerCase == 0 && s.shuffled == 0,
                () -> "a --strict probe sent by default (seed " + SEED + "): " + s.summary());
        assertTrue(s.longestGame >= 100, () -> "no long game (seed " + SEED + "): " + s.summary());
    }

    @Test
    @Timeout(120)
    void acceptsTheCorrectProgramStrictlyAndSendsEveryStrictProbe() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(40, SEED).withStrict(true),
                Fixtures.fixture("--seed", "4")).run();
        assertTrue(result.passed(), result::report);
        RunStats s = result.stats();
        assertTrue(s.initProbes > 1 && s.spacedCommands > 1 && s.carriageReturns > 1 && s.refusals > 1
                && s.lowerCase > 1 && s.shuffled > 1,
                () -> "a strict probe was (almost) never sent (seed " + SEED + "): " + s.summary());
        // A modest rate: most commands and most INITs are sent plainly.
        assertTrue(s.initProbes < s.games && s.spacedCommands + s.carriageReturns < s.turns / 3,
                () -> "strict probes too often (seed " + SEED + "): " + s.summary());
        assertTrue(result.report().contains("  --strict probes: " + s.initProbes + " INITs over several lines"),
                result::report);
    }

    @Test
    @Timeout(120)
    void aShortStrictRunSendsEachKindOfStrictProbe() throws Exception {
        // Three games on the smallest field, heading for an end after one turn: a handful of commands.
        CheckOptions options = CheckOptions.defaults(3, SEED).withSizes(List.of(new GameSize(2, 1, 0, 0)))
                .withMaxCharges(OptionalInt.of(3)).withMaxTurns(1).withStrict(true);
        Checker.Result result = new Checker(options, Fixtures.fixture("--seed", "4")).run();
        assertTrue(result.passed(), result::report);
        RunStats s = result.stats();
        assertTrue(s.turns < 20, () -> "not a short run: " + s.summary());
        assertTrue(s.initProbes >= 1 && s.spacedCommands >= 1 && s.carriageReturns >= 1,
                () -> "a kind of strict probe never sent (seed " + SEED + "): " + s.summary());
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(value = Variant.class, names = {"NONE", "TRAILING_SPACE"}, mode = EnumSource.Mode.EXCLUDE)
    @Timeout(120)
    void acceptsTheStatementsLibertiesButStrictDoesNot(Variant variant) throws Exception {
        // Stepping onto a robot that stands on the exit is rare: of seeds 1 to 6, only 6 meets it within 40 games
        // (with issue 24's game seeds; seed 1 met it in game 4 before).
        long seed = variant == Variant.WIN_ON_EXIT_ROBOT ? 6 : SEED;
        Checker.Result lenient = new Checker(CheckOptions.defaults(40, seed),
                Fixtures.fixture("--variant", variant.option(), "--seed", "6")).run();
        assertTrue(lenient.passed(), lenient::report);
        Checker.Result strict = new Checker(CheckOptions.defaults(40, seed).withStrict(true),
                Fixtures.fixture("--variant", variant.option(), "--seed", "6")).run();
        assertFalse(strict.passed(), () -> variant + " passed --strict (seed " + seed + ")");
        String problem = Fixtures.problem(strict.report());
        assertTrue(Pattern.compile(STRICT_PROBLEM.get(variant)).matcher(problem).find(),
                () -> variant + ": unexpected reason under --strict (seed " + seed + "):\n" + strict.report());
        assertTrue(strict.report().contains("reproduce the run: robots check --seed " + seed
                + " --games 40 --strict -- "),
                strict::report);
    }

    /** The statement: each row "becomes 2*W-1 symbols long". A trailing space fails the default check too. */
    @Test
    @Timeout(120)
    void aTrailingSpaceFailsTheDefaultCheckNamingTheCause() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(40, SEED),
                Fixtures.fixture("--variant", Variant.TRAILING_SPACE.option(), "--seed", "6")).run();
        assertFalse(result.passed(), result::report);
        assertTrue(Pattern.compile("^problem: the initial field: row 0 \\(of rows 0 to \\d+\\) '[^']* ': a trailing"
                + " space after the last cell: \\d+ characters \\(expected: 2W-1 = \\d+, .*the statement: \"so the line"
                + " becomes 2\\*W-1 symbols long\"\\)$").matcher(Fixtures.problem(result.report())).find(),
                result::report);
        assertTrue(result.report().contains("\nrules: docs/rules.md#the-text-protocol (\"The text protocol\")\n"),
                result::report);
    }
}
