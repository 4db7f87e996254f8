package dev.robots.cli.check.randomness;

import dev.robots.cli.check.randomness.ExactTests.Pmf;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The initial fields of a run, and the tests that their pits and robots were placed at random (the
 * statement: "Generate the field randomly").
 *
 * <p>What a correct program may do differently is confined to the <em>near</em> cells: the corners,
 * and the cells within 2 steps of the player's and the exit's (for an even {@code H}, on either middle row):
 * it may keep pits off the corners, or robots away from the player. Every other cell, an <em>open</em>
 * cell, it must treat alike. So, given how many pits fell on open cells, they are a uniform random set of
 * the open cells, and given the pits, so are the robots on the open ones. Hence, exactly:
 * <ul>
 *   <li>the number of pits on open cells of the top half (or the left half) is hypergeometric in each
 *       game, and their sum over the games a sum of independent hypergeometrics (likewise the robots,
 *       among the open cells without a pit);</li>
 *   <li>a field of {@code W x H} comes out the same as a given one with a probability of at most
 *       {@code 1/M} on the open cells, given how many pits and robots are on them, {@code M} the number of
 *       arrangements with those counts; so, given the counts, {@code r} repeats among {@code g} games of
 *       that size have a probability of at most {@code C(g, r) (g/M)^r}, {@code M} the fewest over the
 *       games.</li>
 * </ul>
 */
final class FieldLayouts {
    /** Games used at most by the position tests once their sums are this wide: the exact sums stay quick. */
    static final int MAX_WIDTH = 20_000;
    /** How far from the player and the exit a cell is near: a program may keep robots or pits off them. */
    static final int NEAR = 2;
    /** The number of position tests (pits and robots, top half and left half). */
    static final int POSITION_TESTS = 4;

    /** One position test's counts over the games: the sum of a hypergeometric per game. */
    private static final class Count {
        Pmf expected = Pmf.ZERO;
        int observed;
        int draws;
        int cells;
        int marked;
        int games;

        void add(int population, int markedCells, int drawn, int inMarked) {
            if (drawn == 0 || population == 0) {
                return;
            }
            Pmf game = ExactTests.hypergeometric(population, markedCells, drawn);
            if (expected.width() + game.width() > MAX_WIDTH) {
                return;
            }
            expected = expected.plus(game);
            observed += inMarked;
            draws += drawn;
            cells += population;
            marked += markedCells;
            games++;
        }
    }

    private final Count pitsTop = new Count();
    private final Count pitsLeft = new Count();
    private final Count robotsTop = new Count();
    private final Count robotsLeft = new Count();
    /** What a repeat test compares: the whole field, its pits alone, its robots alone. */
    private enum Part {
        FIELD("fields", "field"), PITS("sets of pits", "pits"), ROBOTS("sets of robots", "robots");

        final String plural;
        final String singular;

        Part(String plural, String singular) {
            this.plural = plural;
            this.singular = singular;
        }
    }

    /** Per part and size, the fingerprints seen on open cells. */
    private final Map<Part, Map<GameSize, Set<Long>>> layouts = new java.util.EnumMap<>(Part.class);
    /** Per part and size, the fewest equally likely arrangements of that part a game of that size had. */
    private final Map<Part, Map<GameSize, Double>> lnFewest = new java.util.EnumMap<>(Part.class);
    private final Map<GameSize, Integer> games = new LinkedHashMap<>();
    private int fields;

    /** Records a game's initial field. */
    void record(GameSize size, Set<Cell> pits, Set<Cell> robots) {
        fields++;
        int w = size.width();
        int h = size.height();
        Set<Cell> near = near(w, h);
        int open = 0;
        int openTop = 0;
        int openLeft = 0;
        int pitsOpen = 0;
        int pitsOpenTop = 0;
        int pitsOpenLeft = 0;
        int freeTop = 0;
        int freeLeft = 0;
        int robotsOpen = 0;
        int robotsOpenTop = 0;
        int robotsOpenLeft = 0;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                Cell c = new Cell(x, y);
                if (near.contains(c)) {
                    continue;
                }
                boolean top = y < h / 2;
                boolean left = x < w / 2;
                open++;
                openTop += top ? 1 : 0;
                openLeft += left ? 1 : 0;
                if (pits.contains(c)) {
                    pitsOpen++;
                    pitsOpenTop += top ? 1 : 0;
                    pitsOpenLeft += left ? 1 : 0;
                    continue;
                }
                freeTop += top ? 1 : 0;
                freeLeft += left ? 1 : 0;
                if (robots.contains(c)) {
                    robotsOpen++;
                    robotsOpenTop += top ? 1 : 0;
                    robotsOpenLeft += left ? 1 : 0;
                }
            }
        }
        pitsTop.add(open, openTop, pitsOpen, pitsOpenTop);
        pitsLeft.add(open, openLeft, pitsOpen, pitsOpenLeft);
        robotsTop.add(open - pitsOpen, freeTop, robotsOpen, robotsOpenTop);
        robotsLeft.add(open - pitsOpen, freeLeft, robotsOpen, robotsOpenLeft);
        games.merge(size, 1, Integer::sum);
        Set<Cell> openPits = new HashSet<>(pits);
        openPits.removeAll(near);
        Set<Cell> openRobots = new HashSet<>(robots);
        openRobots.removeAll(near);
        openRobots.removeAll(pits);
        long pitsPrint = fingerprint(openPits, 1);
        long robotsPrint = fingerprint(openRobots, 2);
        double lnPits = ExactTests.lnChoose(open, pitsOpen);
        double lnRobots = ExactTests.lnChoose(open - pitsOpen, robotsOpen);
        seen(Part.FIELD, size, pitsPrint + robotsPrint, lnPits + lnRobots);
        seen(Part.PITS, size, pitsPrint, lnPits);
        // Given the pits, the robots are a uniform set of the open cells left: a repeat of the same
        // robots has a probability of at most 1 / C(open - pits, robots) whatever the pits were.
        seen(Part.ROBOTS, size, robotsPrint, lnRobots);
    }

    private void seen(Part part, GameSize size, long print, double lnArrangements) {
        layouts.computeIfAbsent(part, p -> new LinkedHashMap<>()).computeIfAbsent(size, s -> new HashSet<>()).add(print);
        lnFewest.computeIfAbsent(part, p -> new LinkedHashMap<>()).merge(size, lnArrangements, Math::min);
    }

    /**
     * 64 bits of a set of cells, whatever its order: a sum of the cells' SplitMix64 mixes. Two fields
     * that differ share it with a probability near {@code 2^-64}, far below any threshold here.
     */
    private static long fingerprint(Set<Cell> cells, long kind) {
        long sum = 0;
        for (Cell c : cells) {
            long z = (((long) c.x() << 32) ^ c.y()) * 0x9E3779B97F4A7C15L + kind;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            sum += z ^ (z >>> 31);
        }
        return sum;
    }

    /**
     * The cells where a correct program may differ: the corners, and the cells within {@link #NEAR} steps
     * of the player's and the exit's, for either middle row.
     */
    static Set<Cell> near(int w, int h) {
        Set<Cell> near = new HashSet<>();
        near.add(new Cell(0, 0));
        near.add(new Cell(w - 1, 0));
        near.add(new Cell(0, h - 1));
        near.add(new Cell(w - 1, h - 1));
        for (int row : new int[] {h / 2, (h - 1) / 2}) {
            for (int dy = -NEAR; dy <= NEAR; dy++) {
                for (int dx = 0; dx <= NEAR; dx++) {
                    if (row + dy >= 0 && row + dy < h) {
                        near.add(new Cell(dx, row + dy));
                        near.add(new Cell(w - 1 - dx, row + dy));
                    }
                }
            }
        }
        return near;
    }

    int count() {
        return fields;
    }

    /** How many tests {@link #tests} runs: the position tests, and three per size played (field, pits, robots). */
    int testCount() {
        return POSITION_TESTS + Part.values().length * games.size();
    }

    List<RandomnessCheck.TestResult> tests() {
        List<RandomnessCheck.TestResult> results = new ArrayList<>();
        results.add(position("pits", "top", pitsTop, "open cells"));
        results.add(position("pits", "left", pitsLeft, "open cells"));
        results.add(position("robots", "top", robotsTop, "open cells without a pit"));
        results.add(position("robots", "left", robotsLeft, "open cells without a pit"));
        for (Part part : Part.values()) {
            for (Map.Entry<GameSize, Integer> e : games.entrySet()) {
                results.add(repeats(part, e.getKey(), e.getValue()));
            }
        }
        return results;
    }

    /** The repeat test of one part of the fields of the {@code g} games of {@code size}. */
    private RandomnessCheck.TestResult repeats(Part part, GameSize size, int g) {
        int distinct = layouts.get(part).get(size).size();
        int repeats = g - distinct;
        double lnM = lnFewest.get(part).get(size);
        double lnP = repeats == 0 ? 0 : ExactTests.lnChoose(g, repeats) + repeats * (Math.log(g) - lnM);
        String counts = switch (part) {
            case FIELD -> "pits and robots";
            case PITS -> "pits";
            case ROBOTS -> "robots (given the pits)";
        };
        String finding = repeats == 0
                ? "the " + g + " games of " + size + " had " + g + " different " + part.plural + " on the open cells"
                : "the same " + part.singular + " as an earlier game in " + repeats + " of the " + g + " games of "
                        + size + " (" + distinct + " different " + part.plural + " on the open cells): a generator"
                        + " seeded with the same value for every game draws the same " + part.singular
                        + " again (under --lua every game runs in one Lua state: a math.randomseed with a fixed"
                        + " value, or os.time() within one second, before each game does it; seed once, or not at"
                        + " all: Lua 5.4 seeds itself)";
        return new RandomnessCheck.TestResult(finding + "; with the counts of " + counts + " on open cells seen, there"
                + " are at least " + power(lnM) + " equally likely arrangements of them", "bound C(g, r) (g/M)^r",
                Math.min(1, Math.exp(lnP)));
    }

    private static RandomnessCheck.TestResult position(String what, String half, Count count, String among) {
        double expected = count.expected.mean();
        return new RandomnessCheck.TestResult(count.observed + " of the " + count.draws + " " + what + " on open"
                + " cells (away from the corners, the player and the exit) are in the " + half + " half of the"
                + " field, which holds " + percent(count.marked, count.cells) + " of the " + among + " (over "
                + Texts.count(count.games, "game") + "); expected about " + Math.round(expected),
                "exact test (sum of hypergeometrics), two-sided", count.expected.twoSided(count.observed));
    }

    private static String percent(long part, long whole) {
        return whole == 0 ? "0%" : Math.round(100.0 * part / whole) + "%";
    }

    private static String power(double lnM) {
        double log10 = lnM / Math.log(10);
        return log10 < 6 ? Long.toString(Math.round(Math.exp(lnM))) : "10^" + (long) Math.floor(log10);
    }
}
