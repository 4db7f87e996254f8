package dev.robots.cli.check.randomness;

import dev.robots.cli.check.randomness.ExactTests.Pmf;
import dev.robots.cli.conversation.Cell;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The new robots' corners across a run, and the tests that they were picked at random among the free
 * ones (the statement: "add one new robot at one of the four corners (pick randomly just make sure it
 * is unoccupied)"). A choice counts when at least two corners were free; the exit's corner never counts
 * as free here (the statement leaves open whether it is), so a choice of it is left out, and given
 * that it was not chosen, a correct program's choice is still uniform among the others.
 *
 * <p>Under a correct program each choice is the first free corner of a fixed order, or the corner chosen
 * the last time the same corners were free, with probability {@code 1/k} for {@code k} free corners,
 * independently; so each count below is a sum of independent binomials, whose exact tail is the p-value.
 */
final class CornerChoices {
    /** Choices used at most: the first ones, so that the exact sums stay quick on any run. */
    static final int MAX_CHOICES = 20_000;
    static final List<String> NAMES = List.of("top-left", "top-right", "bottom-left", "bottom-right");
    /** The 24 orders of the four corners: a program taking "the first free one" follows one of them. */
    static final List<int[]> ORDERS = orders();

    /** One choice: the free corners as a bit set of {@link #NAMES} indexes, and the one chosen. */
    record Choice(int free, int chosen) {
        int k() {
            return Integer.bitCount(free);
        }
    }

    private final List<Choice> choices = new ArrayList<>();
    /** Choices that repeated the last choice for the same field size and free corners: {@code k} of each. */
    private final List<Integer> repeatTrialsK = new ArrayList<>();
    private int repeats;
    private final Map<String, Integer> lastChoice = new HashMap<>();

    /**
     * Records a reinforcement: {@code free} the corners it could take (as the checker's model has them),
     * {@code robotsAfter} the robots the program printed.
     */
    void record(int width, int height, Set<Cell> free, Cell exit, Set<Cell> robotsAfter) {
        int mask = 0;
        int chosen = -1;
        for (Cell c : free) {
            int index = index(c, width, height);
            if (c.equals(exit) || index < 0) {
                continue;
            }
            mask |= 1 << index;
            if (robotsAfter.contains(c)) {
                chosen = index;
            }
        }
        if (chosen < 0 || Integer.bitCount(mask) < 2 || choices.size() >= MAX_CHOICES) {
            return;
        }
        choices.add(new Choice(mask, chosen));
        String context = width + "x" + height + ":" + mask;
        Integer last = lastChoice.put(context, chosen);
        if (last != null) {
            repeatTrialsK.add(Integer.bitCount(mask));
            repeats += last == chosen ? 1 : 0;
        }
    }

    /** The corner's index in {@link #NAMES}, or -1 if it is none (a one-row field's corners are the top ones). */
    static int index(Cell c, int width, int height) {
        boolean left = c.x() == 0;
        boolean right = c.x() == width - 1;
        boolean top = c.y() == 0;
        boolean bottom = c.y() == height - 1;
        if (top && left) {
            return 0;
        }
        if (top && right) {
            return 1;
        }
        if (bottom && left) {
            return 2;
        }
        return bottom && right ? 3 : -1;
    }

    int count() {
        return choices.size();
    }

    /** The number of tests {@link #tests} runs, for the Bonferroni correction. */
    static int testCount() {
        return ORDERS.size() + 1 + NAMES.size();
    }

    /** Each test's p-value and what it found, in words. */
    List<RandomnessCheck.TestResult> tests() {
        List<RandomnessCheck.TestResult> results = new ArrayList<>();
        int[] byK = new int[5];
        choices.forEach(c -> byK[c.k()]++);
        Pmf firstFree = sumOfBinomials(byK);
        for (int[] order : ORDERS) {
            int hits = 0;
            for (Choice c : choices) {
                hits += first(order, c.free()) == c.chosen() ? 1 : 0;
            }
            double p = firstFree.atLeast(hits);
            results.add(new RandomnessCheck.TestResult("the new robot went to the first free corner in the order "
                    + orderText(order) + " in " + hits + " of " + choices.size() + " choices with 2 or more free"
                    + " corners; expected about 1/k of them for k free (" + Math.round(firstFree.mean()) + ")",
                    "exact test (sum of binomials), one-sided", p));
        }
        int[] repeatK = new int[5];
        repeatTrialsK.forEach(k -> repeatK[k]++);
        Pmf same = sumOfBinomials(repeatK);
        results.add(new RandomnessCheck.TestResult("the new robot went to the same corner as the last time the same"
                + " corners were free on a field of the same size in " + repeats + " of " + repeatTrialsK.size()
                + " such choices; expected about 1/k of them (" + Math.round(same.mean()) + ")",
                "exact test (sum of binomials), one-sided", same.atLeast(repeats)));
        for (int corner = 0; corner < NAMES.size(); corner++) {
            int[] offered = new int[5];
            int taken = 0;
            for (Choice c : choices) {
                if ((c.free() & (1 << corner)) != 0) {
                    offered[c.k()]++;
                    taken += c.chosen() == corner ? 1 : 0;
                }
            }
            Pmf expected = sumOfBinomials(offered);
            results.add(new RandomnessCheck.TestResult("the new robot went to the " + NAMES.get(corner) + " corner in "
                    + taken + " of the " + (offered[2] + offered[3] + offered[4]) + " choices where it was free;"
                    + " expected about 1/k of them (" + Math.round(expected.mean()) + ")",
                    "exact test (sum of binomials), two-sided", expected.twoSided(taken)));
        }
        return results;
    }

    /** The sum of independent trials: {@code trials[k]} of them with probability {@code 1/k}. */
    private static Pmf sumOfBinomials(int[] trials) {
        Pmf sum = Pmf.ZERO;
        for (int k = 2; k < trials.length; k++) {
            if (trials[k] > 0) {
                sum = sum.plus(ExactTests.binomial(trials[k], 1.0 / k));
            }
        }
        return sum;
    }

    private static int first(int[] order, int free) {
        for (int corner : order) {
            if ((free & (1 << corner)) != 0) {
                return corner;
            }
        }
        return -1;
    }

    private static String orderText(int[] order) {
        List<String> names = new ArrayList<>();
        for (int corner : order) {
            names.add(NAMES.get(corner));
        }
        return String.join(", ", names);
    }

    private static List<int[]> orders() {
        List<int[]> all = new ArrayList<>();
        permute(new int[] {0, 1, 2, 3}, 0, all);
        return List.copyOf(all);
    }

    private static void permute(int[] a, int from, List<int[]> out) {
        if (from == a.length) {
            out.add(a.clone());
            return;
        }
        for (int i = from; i < a.length; i++) {
            int t = a[from];
            a[from] = a[i];
            a[i] = t;
            permute(a, from + 1, out);
            a[i] = a[from];
            a[from] = t;
        }
    }
}
