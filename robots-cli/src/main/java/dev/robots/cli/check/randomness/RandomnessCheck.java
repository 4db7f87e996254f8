package dev.robots.cli.check.randomness;

import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.ProtocolFailure;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Whether the program's random choices look random across a whole run: the new robots' corners
 * ({@link CornerChoices}) and the initial fields ({@link FieldLayouts}). Each test gives an exact
 * p-value (or a bound on it) under the hypothesis that the program is correct; the run fails when one
 * is below {@link #FAMILY_ALPHA} divided by the number of tests (Bonferroni), so that a correct program
 * fails a run with a probability of at most {@code 1e-6}. With little data no p-value can get that
 * small, so a short run never fails for it; it only lacks the power to notice.
 */
public final class RandomnessCheck {
    /** The probability, at most, that a correct program fails a run on randomness. */
    static final double FAMILY_ALPHA = 1e-6;

    /**
     * One test: what it found, in words; how its p-value was computed; the p-value.
     */
    record TestResult(String finding, String method, double p) {
    }

    /**
     * The judgement of a run: {@code problem} null when no test fell below its threshold, else the
     * failure's line and its {@code details}; {@code summary} the line a passing report prints.
     */
    public record Verdict(String problem, List<String> details, String summary) {
        public Verdict {
            details = List.copyOf(details);
        }

        /** The run's failure (a new one each call), or null when it passed. */
        public ProtocolFailure failure() {
            return problem == null ? null : new ProtocolFailure(problem, details);
        }
    }

    private final CornerChoices corners = new CornerChoices();
    private final FieldLayouts fields = new FieldLayouts();

    /** Records a game's initial field as the program printed it. */
    public void field(GameSize size, State initial) {
        fields.record(size, initial.pits(), initial.robots());
    }

    /** Records the field after a turn that was due a new robot: where the program put it. */
    public void turn(Continued expected, State after) {
        if (expected.newRobotExpected()) {
            State s = expected.state();
            corners.record(s.width(), s.height(), expected.freeCorners(), s.exit(), after.robots());
        }
    }

    /** The line for a run that did not judge randomness, such as {@code --only-game}. */
    public static String notJudged(String why) {
        return "randomness: not judged (" + why + ")";
    }

    /** "p = 0.03", or "p < 1e-300" for one too small for a double. */
    static String pText(double p) {
        String text = ExactTests.format(p);
        return text.startsWith("<") ? "p " + text : "p = " + text;
    }

    /** Runs every test on what was recorded. */
    public Verdict verdict() {
        List<TestResult> cornerTests = corners.tests();
        List<TestResult> fieldTests = fields.tests();
        int tests = CornerChoices.testCount() + fields.testCount();
        double threshold = FAMILY_ALPHA / tests;
        String thresholdText = ExactTests.format(threshold) + " (" + ExactTests.format(FAMILY_ALPHA) + " over "
                + tests + " tests)";
        List<TestResult> all = new ArrayList<>(cornerTests);
        all.addAll(fieldTests);
        TestResult smallest = all.stream().min(Comparator.comparingDouble(TestResult::p)).orElseThrow();
        String counts = Texts.count(corners.count(), "corner choice") + " with 2 or more free corners, "
                + Texts.count(fields.count(), "initial field");
        if (smallest.p() >= threshold) {
            return new Verdict(null, List.of(), "randomness: " + counts + "; no test below its threshold " + thresholdText
                    + "; smallest " + pText(smallest.p()));
        }
        boolean corner = cornerTests.contains(smallest);
        List<String> details = new ArrayList<>();
        details.add("  threshold " + thresholdText + ": a correct program fails a run on randomness with a"
                + " probability of at most " + ExactTests.format(FAMILY_ALPHA));
        details.add(corner ? "  statement: 'add one new robot at one of the four corners (pick randomly just make sure"
                + " it is unoccupied)'; docs/rules.md, A turn, 5. Reinforcement"
                : "  statement: 'Generate the field randomly'; docs/rules.md, The field, Generation");
        details.add("  judged over the whole run: " + counts);
        // Other kinds of evidence only: the other orders of the corners say the same again.
        String kind = smallest.finding().substring(0, Math.min(40, smallest.finding().length()));
        all.stream().filter(t -> t.p() < threshold && !t.finding().startsWith(kind)).limit(3)
                .forEach(t -> details.add("  also: " + t.finding() + " (" + pText(t.p()) + ")"));
        String problem = (corner ? "the new robot's corner is not random: " : "the field is not random: ")
                + smallest.finding() + "; " + smallest.method() + ", " + pText(smallest.p()) + ", threshold "
                + ExactTests.format(threshold);
        return new Verdict(problem, details, null);
    }
}
