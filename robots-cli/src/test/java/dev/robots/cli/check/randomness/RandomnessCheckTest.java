package dev.robots.cli.check.randomness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.CheckOptions;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.GameSize;
import dev.robots.core.RandomSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The statistics of {@link RandomnessCheck}, fed with simulated programs: correct ones (uniform fields
 * and corners from a seeded {@link RandomSource}) must essentially never fail, biased ones must fail
 * with the test that names their bias. The number of simulated correct runs is
 * {@code -Drobots.randomness.runs=N} (default 200, for CI; the measurement in docs/checker-tests.md used 2000).
 */
class RandomnessCheckTest {
    private static final int RUNS = Integer.getInteger("robots.randomness.runs", 200);
    private static final int GAMES = 100;
    /** Reinforcements a simulated game makes: about what a default run of the Lua example has. */
    private static final int CHOICES_PER_GAME = 6;

    /** A program's corner choice: from the free corners (a bit set of CornerChoices.NAMES) and a random int. */
    private static final IntBinaryOperator UNIFORM = (free, random) -> nth(free, random % Integer.bitCount(free));
    private static final IntBinaryOperator FIRST_FREE = (free, random) -> nth(free, 0);

    @Test
    void correctProgramsEssentiallyNeverFail() {
        double smallest = 1;
        int failures = 0;
        int[] below = new int[3]; // runs whose smallest p is below 0.001, 0.01, 0.1
        for (int run = 0; run < RUNS; run++) {
            RandomSource random = RandomSource.seeded(1000L + run);
            RandomnessCheck check = simulate(random, UNIFORM, false, false);
            RandomnessCheck.Verdict verdict = check.verdict();
            if (verdict.failure() != null) {
                failures++;
                System.err.println("false failure in simulated run " + run + ": " + verdict.failure().getMessage());
            } else {
                String text = verdict.summary().replaceAll(".*smallest p (= )?", "");
                double p = text.startsWith("<") ? 0 : Double.parseDouble(text);
                smallest = Math.min(smallest, p);
                below[0] += p < 0.001 ? 1 : 0;
                below[1] += p < 0.01 ? 1 : 0;
                below[2] += p < 0.1 ? 1 : 0;
            }
        }
        System.out.println("simulated correct runs: " + RUNS + ", failed " + failures + "; smallest p per run below"
                + " 0.001 in " + below[0] + ", below 0.01 in " + below[1] + ", below 0.1 in " + below[2]
                + "; least " + smallest);
        assertEquals(0, failures, "false failures in " + RUNS + " simulated correct runs");
        assertTrue(smallest > 1e-8, "smallest p " + smallest);
    }

    @Test
    void alwaysTheFirstFreeCornerFails() {
        RandomnessCheck.Verdict verdict = simulate(RandomSource.seeded(7), FIRST_FREE, false, false).verdict();
        assertNotNull(verdict.failure());
        String problem = verdict.failure().getMessage();
        assertTrue(problem.startsWith("the new robot's corner is not random: the new robot went to the first free corner"
                + " in the order top-left, top-right, bottom-left, bottom-right in 600 of 600 choices with 2 or more"
                + " free corners; expected about 1/k of them for k free ("), problem);
        assertTrue(problem.endsWith("exact test (sum of binomials), one-sided, p = 9.9e-236, threshold 1.2e-8"), problem);
    }

    @Test
    void aSkewedCornerChoiceFails() {
        // Top-left whenever it is free in half of the choices, else uniform: no fixed order.
        IntBinaryOperator skewed = (free, random) -> (free & 1) != 0 && random % 2 == 0 ? 0
                : nth(free, (random / 2) % Integer.bitCount(free));
        RandomnessCheck.Verdict verdict = simulate(RandomSource.seeded(8), skewed, false, false).verdict();
        assertNotNull(verdict.failure());
        assertTrue(verdict.failure().getMessage().startsWith("the new robot's corner is not random: the new robot went"
                + " to the "), verdict.failure().getMessage());
    }

    @Test
    void pitsInScanOrderFail() {
        RandomnessCheck.Verdict verdict = simulate(RandomSource.seeded(9), UNIFORM, true, false).verdict();
        assertNotNull(verdict.failure());
        String problem = verdict.failure().getMessage();
        assertTrue(problem.startsWith("the field is not random: "), problem);
        assertTrue(verdict.failure().details().stream().anyMatch(l -> l.contains("'Generate the field randomly'")),
                () -> String.join("\n", verdict.failure().details()));
    }

    @Test
    void theSameFieldEveryGameOfASizeFails() {
        RandomnessCheck.Verdict verdict = simulate(RandomSource.seeded(10), UNIFORM, false, true).verdict();
        assertNotNull(verdict.failure());
        assertTrue(verdict.failure().getMessage().startsWith("the field is not random: "),
                verdict.failure().getMessage());
        // The repeat test alone: three games of the statement's size with one field.
        FieldLayouts layouts = new FieldLayouts();
        State field = field(GameSize.STATEMENT, RandomSource.seeded(12), false);
        for (int i = 0; i < 3; i++) {
            layouts.record(GameSize.STATEMENT, field.pits(), field.robots());
        }
        RandomnessCheck.TestResult repeats = layouts.tests().get(FieldLayouts.POSITION_TESTS);
        assertTrue(repeats.finding().startsWith("the same field as an earlier game in 2 of the 3 games of 30x17 R=20"
                + " P=40 (1 different fields on the open cells): a generator seeded with the same value for every game"
                + " draws the same field again"), repeats.finding());
        assertTrue(repeats.finding().contains("; with the counts of pits and robots on open cells seen, there are at"
                + " least 10^"), repeats.finding());
        assertTrue(repeats.p() < 1e-80, () -> "p " + repeats.p());
    }

    @Test
    void aShortRunNeverFailsEvenWhenBiased() {
        RandomnessCheck check = new RandomnessCheck();
        RandomSource random = RandomSource.seeded(11);
        for (int i = 0; i < 10; i++) {
            corner(check, random, FIRST_FREE);
        }
        RandomnessCheck.Verdict verdict = check.verdict();
        assertNull(verdict.failure());
        assertTrue(verdict.summary().startsWith("randomness: 10 corner choices with 2 or more free corners, 0 initial"
                + " fields; no test below its threshold"), verdict.summary());
    }

    /**
     * A run of {@link #GAMES} games over the default sizes: fields uniform (or in scan order, or the
     * same every game of a size), and {@link #CHOICES_PER_GAME} corner choices a game by {@code choice}.
     */
    private static RandomnessCheck simulate(RandomSource random, IntBinaryOperator choice, boolean scanOrder,
            boolean sameField) {
        RandomnessCheck check = new RandomnessCheck();
        List<GameSize> sizes = CheckOptions.DEFAULT_SPREAD;
        for (int game = 0; game < GAMES; game++) {
            GameSize size = sizes.get(game % sizes.size());
            check.field(size, field(size, sameField ? RandomSource.seeded(size.hashCode()) : random, scanOrder));
            for (int i = 0; i < CHOICES_PER_GAME; i++) {
                corner(check, random, choice);
            }
        }
        return check;
    }

    /** One reinforcement on a 30x17 field with 2 to 4 free corners, chosen by {@code choice}. */
    private static void corner(RandomnessCheck check, RandomSource random, IntBinaryOperator choice) {
        int w = 30;
        int h = 17;
        List<Cell> corners = List.of(new Cell(0, 0), new Cell(w - 1, 0), new Cell(0, h - 1), new Cell(w - 1, h - 1));
        int free = 0;
        while (Integer.bitCount(free) < 2) {
            free = random.nextInt(16);
        }
        Set<Cell> freeCorners = new LinkedHashSet<>();
        for (int i = 0; i < 4; i++) {
            if ((free & (1 << i)) != 0) {
                freeCorners.add(corners.get(i));
            }
        }
        State after = new State(w, h, Set.of(), Set.of(new Cell(5, 5)), new Cell(w - 1, 8), new Cell(0, 8), 2);
        int chosen = choice.applyAsInt(free, random.nextInt(1 << 20));
        check.turn(new Continued(after, true, freeCorners), after.withRobots(Set.of(new Cell(5, 5),
                corners.get(chosen))));
    }

    /** A uniform field as the Lua example draws it (pits off the corners), or pits then robots in scan order. */
    private static State field(GameSize size, RandomSource random, boolean scanOrder) {
        int w = size.width();
        int h = size.height();
        Cell player = new Cell(w - 1, h / 2);
        Cell exit = new Cell(0, h / 2);
        Set<Cell> corners = new LinkedHashSet<>(List.of(new Cell(0, 0), new Cell(w - 1, 0), new Cell(0, h - 1),
                new Cell(w - 1, h - 1)));
        List<Cell> cells = new ArrayList<>();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                Cell c = new Cell(x, y);
                if (!c.equals(player) && !c.equals(exit) && !corners.contains(c)) {
                    cells.add(c);
                }
            }
        }
        Set<Cell> pits = take(cells, size.pits(), random, scanOrder);
        cells.removeAll(pits);
        corners.stream().filter(c -> !c.equals(player) && !c.equals(exit) && !cells.contains(c)).forEach(cells::add);
        Set<Cell> robots = take(cells, size.robots(), random, scanOrder);
        return new State(w, h, pits, robots, player, exit, size.robots());
    }

    private static Set<Cell> take(List<Cell> cells, int count, RandomSource random, boolean scanOrder) {
        List<Cell> pool = new ArrayList<>(cells);
        Set<Cell> chosen = new LinkedHashSet<>();
        for (int i = 0; i < count; i++) {
            int j = scanOrder ? i : i + random.nextInt(pool.size() - i);
            Cell t = pool.get(i);
            pool.set(i, pool.get(j));
            pool.set(j, t);
            chosen.add(pool.get(i));
        }
        return chosen;
    }

    private static int nth(int free, int n) {
        for (int i = 0, seen = 0; i < 4; i++) {
            if ((free & (1 << i)) != 0 && seen++ == n) {
                return i;
            }
        }
        throw new AssertionError(free + " " + n);
    }
}
