package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.fixture.FixtureGame.Bug;
import dev.robots.cli.process.ProgramProcess;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The catalogue of broken implementations: the checker must reject every one, for the right
 * reason (the report's problem line, and a rules section named), and must accept the correct program
 * (see {@link CorrectImplementationsTest}). The default check rejects all but {@link #STRICT_ONLY},
 * which misread only what the project's protocol adds to the statement: those pass the default check
 * and {@code --strict} rejects them.
 */
class BrokenImplementationsTest {
    private static final long SEED = 20240601L;
    private static final int GAMES = 60;

    /** For each bug, what the report's problem line must say. */
    static final Map<Bug, String> EXPECTED = new EnumMap<>(Bug.class);
    /**
     * The bugs in reading what only this project's protocol defines (refusals, lower case, letters
     * in another order): the default check never sends such a command, so only --strict rejects them.
     */
    static final Set<Bug> STRICT_ONLY = EnumSet.of(Bug.REFUSAL_PASSES_TURN, Bug.ACCEPTS_UD, Bug.CASE_SENSITIVE,
            Bug.ORDER_SENSITIVE);

    /** For the bugs that are a slip the checker names ({@link SlipCause}), the words the problem line must hold. */
    static final Map<Bug, String> NAMED = Map.of(
            Bug.WRONG_MOVEMENT, "robots did not move straight toward the player (row first)",
            Bug.CHARGE_AFTER_MOVE, "the charge was applied after the move",
            Bug.CHARGE_IGNORED, "the charge did nothing",
            Bug.ROBOTS_FIRST, "robots moved before the player");

    static {
        String mismatch = "the field does not follow from the previous field and the command";
        EXPECTED.put(Bug.WRONG_MOVEMENT, mismatch);
        EXPECTED.put(Bug.SEQUENTIAL_MOVES, mismatch);
        EXPECTED.put(Bug.NO_MERGE, mismatch);
        EXPECTED.put(Bug.CHARGE_AFTER_MOVE, mismatch + "|expected the end line");
        EXPECTED.put(Bug.CHARGE_IGNORED, mismatch + "|expected the field after the command, received 'LOST BY");
        EXPECTED.put(Bug.ROBOTS_FIRST, mismatch + "|expected the end line|but the game goes on");
        EXPECTED.put(Bug.NO_REINFORCEMENT, mismatch);
        EXPECTED.put(Bug.EXTRA_REINFORCEMENT, mismatch);
        EXPECTED.put(Bug.REINFORCE_OCCUPIED, mismatch + "|, but the game goes on");
        EXPECTED.put(Bug.REINFORCE_ANYWHERE, mismatch);
        EXPECTED.put(Bug.ROBOTS_SKIP_PITS, mismatch);
        EXPECTED.put(Bug.PLAYER_SKIPS_PITS, "expected the end line LOST BY FALL");
        EXPECTED.put(Bug.CAPTURE_IGNORED, "expected the end line LOST BY CAPTURE");
        EXPECTED.put(Bug.WRONG_END_MESSAGE, "expected the end line LOST BY HIT .*received 'LOST BY CAPTURE'");
        EXPECTED.put(Bug.WRONG_START, "the initial field is wrong: the player '@' is at");
        EXPECTED.put(Bug.WRONG_PIT_COUNT, "the initial field is wrong: .*pits '0' \\(expected: P=");
        EXPECTED.put(Bug.REFUSAL_PASSES_TURN, "must be refused .*received a field");
        EXPECTED.put(Bug.ACCEPTS_UD, "'(UD|DU|UU|ud|du|uu|LUD|lud)' must be refused");
        EXPECTED.put(Bug.CASE_SENSITIVE, "was refused");
        EXPECTED.put(Bug.ORDER_SENSITIVE, "was refused");
        EXPECTED.put(Bug.EMPTY_LINE_REPROMPT, "empty line .*must be skipped silently");
        EXPECTED.put(Bug.EMPTY_LINE_REPRINTS_FIELD, mismatch + "|must be refused|received a field: the game must end");
        EXPECTED.put(Bug.HANG, "no answer within 10s while the checker waited for");
        EXPECTED.put(Bug.FLOOD, "the field after the command: row 0 .*cells|expected 'MOVE:'");
        EXPECTED.put(Bug.FLOOD_NO_NEWLINE, "a line longer than " + ProgramProcess.MAX_LINE + " characters");
        EXPECTED.put(Bug.GARBAGE, "received 'Hello, world!'");
        EXPECTED.put(Bug.DIE, "the program ended its output \\(it exited with status 3\\)");
        EXPECTED.put(Bug.IGNORE_EOF, "did not exit within 10s after end of input");
        EXPECTED.put(Bug.EXIT_STATUS, "exited with status 1 at end of input");
        EXPECTED.put(Bug.SPAWN_CHILD_AND_HANG, "no answer within 10s while the checker waited for the first prompt");
    }

    static Stream<Bug> bugs() {
        return Arrays.stream(Bug.values()).filter(b -> b != Bug.NONE);
    }

    @Test
    void everyBugHasAnExpectedReason() {
        assertEquals(bugs().toList(), bugs().filter(EXPECTED::containsKey).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bugs")
    @Timeout(120)
    void rejectsBrokenImplementation(Bug bug) throws Exception {
        // The process bugs strike after a few turns or at the end; few games suffice, and a short timeout.
        boolean processBug = bug.compareTo(Bug.HANG) >= 0;
        CheckOptions options = CheckOptions.defaults(processBug ? 3 : GAMES, SEED)
                .withTimeout(processBug ? Fixtures.PROCESS_TIMEOUT : Duration.ofSeconds(20));
        if (STRICT_ONLY.contains(bug)) {
            Checker.Result lenient = new Checker(options, Fixtures.fixture("--bug", bug.option(), "--seed", "5")).run();
            assertTrue(lenient.passed(), () -> "bug " + bug.option() + " failed the default check, which never sends"
                    + " what it misreads (seed " + SEED + "):\n" + lenient.report());
            options = options.withStrict(true);
        }
        Checker.Result result = new Checker(options, Fixtures.fixture("--bug", bug.option(), "--seed", "5")).run();
        String report = result.report();
        assertFalse(result.passed(), () -> "bug " + bug.option() + " passed the check (seed " + SEED + "):\n" + report);
        String problem = Fixtures.problem(report);
        assertTrue(Pattern.compile(EXPECTED.get(bug)).matcher(problem).find(),
                () -> "bug " + bug.option() + ": unexpected reason (seed " + SEED + "):\n" + report);
        assertTrue(report.contains("reproduce the run: robots check --seed " + SEED), report);
        assertTrue(Pattern.compile("\nrules: docs/rules\\.md#[a-z-]+ \\(\"[A-Za-z ]+\"\\)\n").matcher(report).find(),
                () -> "no rules section named:\n" + report);
        if (bug == Bug.EMPTY_LINE_REPRINTS_FIELD) {
            assertTrue(report.contains("printed again for an earlier empty line"), report);
        }
        if (NAMED.containsKey(bug)) {
            assertTrue(problem.contains(NAMED.get(bug)), () -> "bug " + bug.option() + ": not named:\n" + report);
        }
    }

    @Test
    @Timeout(60)
    void killsTheProgramAndTheProcessesItStarted() throws Exception {
        Checker.Result result = new Checker(CheckOptions.defaults(1, SEED).withTimeout(Fixtures.PROCESS_TIMEOUT),
                Fixtures.fixture("--bug", Bug.SPAWN_CHILD_AND_HANG.option())).run();
        assertFalse(result.passed());
        // The fixture told its child's pid on stderr, which the report's stderr tail shows.
        Matcher m = Pattern.compile("\\| child pid (\\d+)").matcher(result.report());
        assertTrue(m.find(), result.report());
        Optional<ProcessHandle> child = ProcessHandle.of(Long.parseLong(m.group(1)));
        if (child.isPresent()) {
            child.get().onExit().get(20, TimeUnit.SECONDS);
            assertFalse(child.get().isAlive(), "the program's child survived");
        }
    }
}
