package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.Main;
import dev.robots.core.GameParameters;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code robots autoplay} through {@link Main#run}: the report, its determinism, strength, errors. */
@Timeout(120)
class AutoplayCommandTest {

    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "autoplay";
        System.arraycopy(args, 0, all, 1, args.length);
        Sessions.Run r = Sessions.run(new byte[0], all);
        return new Run(r.status(), r.stdout(), r.stderr());
    }

    static String withoutTiming(String report) {
        return Arrays.stream(report.split("\n", -1))
                .filter(line -> !line.startsWith(Summary.TIMING_PREFIX))
                .collect(Collectors.joining("\n"));
    }

    static int wins(String report) {
        Matcher m = Pattern.compile("win rate: [0-9.]+% \\((\\d+) of (\\d+)\\)").matcher(report);
        assertTrue(m.find(), report);
        return Integer.parseInt(m.group(1));
    }

    @Test
    void oneOfAnythingIsSingular() {
        Run r = run("--games", "1", "--size", "4,1,1,1", "--charges", "1", "--seed", "3", "--no-timing");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("robots autoplay: 1 game, 4x1 with 1 robot and 1 pit, 1 charge, seed 3,"), r.out());
    }

    @Test
    void theSameSeedGivesTheSameReportWhateverTheThreads() {
        Run one = run("--games", "30", "--seed", "5", "--threads", "1");
        Run three = run("--games", "30", "--seed", "5", "--threads", "3");
        assertEquals(0, one.status(), one.err());
        assertEquals(0, three.status(), three.err());
        assertTrue(one.out().contains(Summary.TIMING_PREFIX), one.out());
        assertEquals(withoutTiming(one.out()), withoutTiming(three.out()));
        Run again = run("--games", "30", "--seed", "5", "--threads", "2", "--no-timing");
        assertEquals(withoutTiming(one.out()), again.out());
        assertFalse(again.out().contains(Summary.TIMING_PREFIX), again.out());
        Run other = run("--games", "30", "--seed", "6", "--no-timing");
        assertFalse(other.out().equals(again.out()), "another seed, other games");
    }

    @Test
    void theReportStatesTheRunAndItsOutcomes() {
        Run r = run("--games", "20", "--seed", "7", "--size", "20,9,8,15", "--charges", "2", "--threads", "2");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err(), "no progress bar without a terminal, no seed note with --seed");
        String[] lines = r.out().split("\n");
        assertEquals("robots autoplay: 20 games, 20x9 with 8 robots and 15 pits, 2 charges, seed 7,"
                + " turn limit 1000, autopilot beam 32 depth 16", lines[0]);
        assertTrue(lines[1].matches("win rate: \\d+\\.\\d\\d% \\(\\d+ of 20\\), 95% confidence interval"
                + " \\d+\\.\\d\\d% to \\d+\\.\\d\\d% \\(Wilson score\\)"), lines[1]);
        Matcher m = Pattern.compile("outcomes: WIN (\\d+), LOST BY CAPTURE (\\d+), LOST BY HIT (\\d+),"
                + " LOST BY FALL (\\d+), CUT OFF (\\d+)").matcher(lines[2]);
        assertTrue(m.matches(), lines[2]);
        int sum = 0;
        for (int g = 1; g <= 5; g++) {
            sum += Integer.parseInt(m.group(g));
        }
        assertEquals(20, sum, lines[2]);
        assertEquals(wins(r.out()), Integer.parseInt(m.group(1)));
        assertTrue(lines[3].matches("turns to win: (mean \\d+\\.\\d|-)"), lines[3]);
        assertTrue(lines[4].matches("charges used: mean \\d\\.\\d\\d per game"), lines[4]);
        assertTrue(lines[5].matches("time per decision: median \\S+ \\S+, p99 \\S+ \\S+, max \\S+ \\S+"
                + " \\(\\d+ decisions; 2 threads, \\d+\\.\\d s in all\\)"), lines[5]);
        // then, when some game was not won, the list of such games (AutoplayRecordTest)
        assertTrue(lines.length == 6 || lines[6].startsWith("games not won"), r.out());
    }

    @Test
    void gamesOverTheTurnLimitAreCutOffNotWon() {
        // the exit is 29 steps away: no game can be won in 5 turns
        Run r = run("--games", "12", "--seed", "3", "--max-turns", "5", "--charges", "unlimited", "--no-timing");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("unlimited charges"), r.out());
        assertEquals(0, wins(r.out()), r.out());
        assertTrue(r.out().matches("(?s).*outcomes: WIN 0, LOST BY CAPTURE \\d+, LOST BY HIT 0, LOST BY FALL 0,"
                + " CUT OFF \\d+\n.*"), r.out());
        assertTrue(r.out().contains("turns to win: -\n"), r.out());
        assertFalse(r.out().contains("charges used"), "no count of charges when they are unlimited");
    }

    /**
     * Strength regression guard: the default autopilot won 96 of these 100 seeded games of the
     * statement's setup when this number was last set (97.2% of 12,000 games of six held-out seeds;
     * the search before the ghosts won 97 of these 100 but 96.65% of those 12,000). Games are
     * deterministic, so a change that wins fewer here lost strength or at least changed its play;
     * re-measure over 2000 games before lowering this number.
     */
    @Test
    void winsAtLeastAsManyGamesOnAFixedSetOfSeedsAsMeasured() {
        Run r = run("--games", "100", "--seed", "2024", "--no-timing");
        assertEquals(0, r.status(), r.err());
        assertTrue(wins(r.out()) >= 96, r.out());
    }

    @Test
    void aProgressBarIsDrawnOnStandardErrorWhenAsked() {
        Run r = run("--games", "4", "--seed", "1", "--size", "10,5,3,4", "--progress", "--no-timing");
        assertEquals(0, r.status(), r.err());
        // The test's standard error is no terminal: plain lines (one at the end at least), no carriage return.
        assertTrue(r.err().endsWith("[" + "#".repeat(30) + "] 4/4 games\n"), r.err());
        assertFalse(r.err().contains("\r"), r.err());
        assertFalse(r.out().contains("4/4 games"), "nothing of it on standard output");
    }

    @Test
    void withoutASeedARandomOneIsPrintedToRepeatTheRun() {
        Run r = run("--games", "2", "--size", "8,5,2,3", "--no-timing");
        assertEquals(0, r.status(), r.err());
        // the whole command line, with this program as it was started ("robots" in tests; see Invocation)
        Matcher m = Pattern.compile("robots autoplay: seed (-?\\d+) \\(repeat this run with: robots autoplay"
                + " --games 2 --size 8,5,2,3 --no-timing --seed \\1\\)\n")
                .matcher(r.err());
        assertTrue(m.matches(), r.err());
        assertEquals(r.out(), run("--games", "2", "--size", "8,5,2,3", "--no-timing", "--seed", m.group(1)).out());
    }

    /**
     * A run holds nothing per game: {@code --games 2147483647} starts playing (it used to die at once
     * with "internal error: OutOfMemoryError: Requested array size exceeds VM limit", and a few
     * million games ran out of heap). The progress callback stops this one after 3 games.
     */
    @Test
    void theLargestNumberOfGamesStartsAndHoldsNothingPerGame() throws InterruptedException {
        RunSettings settings = RunSettings.of(GameParameters.of(2, 1, 0, 0), 1, Integer.MAX_VALUE).withMaxTurns(10)
                .withThreads(2).withAutopilot(4, 2);
        final class Enough extends RuntimeException {
            private static final long serialVersionUID = 1L;
        }
        int[] seen = new int[1];
        org.junit.jupiter.api.Assertions.assertThrows(Enough.class, () -> Autoplay.run(settings, finished -> {
            seen[0] = finished;
            if (finished == 3) {
                throw new Enough();
            }
        }));
        assertEquals(3, seen[0]);
    }

    /**
     * The command printed for a game not won runs as printed: with unlimited charges it said
     * {@code --charges -1}, which the option refuses (a usage error, exit 2).
     */
    @Test
    void theCommandPrintedForAGameNotWonRunsWithUnlimitedCharges() {
        Run r = run("--games", "3", "--seed", "5", "--charges", "unlimited", "--max-turns", "30", "--no-timing");
        assertEquals(0, r.status(), r.err());
        Matcher m = Pattern.compile("(?m)^  game (\\d+), seed -?\\d+: CUT OFF on turn 30: robots autoplay (.*)$")
                .matcher(r.out());
        assertTrue(m.find(), r.out());
        assertTrue(m.group(2).contains(" --charges unlimited "), m.group(2));
        Run again = run(m.group(2).replace(" --record game-" + m.group(1) + ".rec", "").split(" "));
        assertEquals(0, again.status(), again.err());
        assertTrue(again.out().contains("outcomes: WIN 0, LOST BY CAPTURE 0, LOST BY HIT 0, LOST BY FALL 0, CUT OFF 1"),
                again.out());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--games=0          | --games: 0 (expected: >= 1)",
        "--threads=0        | --threads: 0 (expected: 1 to 256)",
        "--threads=100000   | --threads: 100000 (expected: 1 to 256)",
        "--charges=-2       | --charges: -2 (expected: a count >= 0 or \"unlimited\")",
        "--max-turns=0      | --max-turns: 0 (expected: >= 1)",
        "--beam=0           | --beam: 0 (expected: 1 to 4096)",
        "--depth=1001       | --depth: 1001 (expected: 1 to 1000)",
        "--size=30,17,20    | --size: '30,17,20' (expected: W,H,R,P, four integers separated by commas)",
        "--size=30,17,x,40  | --size: robots 'x' is not an integer",
        "--size=1,17,20,40  | --size: width: 1 (expected: >= 2)",
        "--size=30,17,20,9999999999 | --size: pits 9999999999 (expected: at most 2147483647)",
        "--size=3,3,6,2     | --size: robots + pits: 8 (expected: <= 7 = cells - player - exit, on a 3 x 3 board)",
        "--size=2000,1000,1,1 | --size: board too large: 2000 x 1000 = 2000000 cells (expected: at most 1000000 cells)",
        // issue 13, item 6: beyond 2^30 cells this said "at most 1073741824 cells", the engine's limit, not autoplay's
        "--size=100000,100000,0,0 | --size: board too large: 100000 x 100000 = 10000000000 cells"
                + " (expected: at most 1000000 cells)",
    })
    void badOptionsAreOneLineUsageErrors(String arg, String reason) {
        Run r = run(arg);
        assertEquals(2, r.status(), r.toString());
        assertEquals("", r.out());
        assertEquals("robots autoplay: " + reason + " (see 'robots autoplay --help')\n", r.err());
    }

    // --- issue 13, item 8: what a run may allocate is bounded before it starts -----------------

    private static RunSettings settings(int threads, int beam, GameParameters size) {
        return RunSettings.of(size, 1, 100).withThreads(threads).withAutopilot(beam, 10);
    }

    private static final GameParameters ISSUE_SIZE = GameParameters.of(1000, 1000, 1000, 1000);

    @Test
    void aHeapThatHoldsEveryGameKeepsTheThreads() {
        RunSettings settings = settings(64, 4096, ISSUE_SIZE);
        java.io.StringWriter err = new java.io.StringWriter();
        long enough = HeapPlan.RESERVE + 64 * HeapPlan.memoryPerGame(settings);
        assertEquals(settings, HeapPlan.fitInHeap(settings, enough, new java.io.PrintWriter(err)));
        assertEquals("", err.toString());
    }

    /** The issue's run (-Xmx256m, 64 threads, beam 4096, 1000x1000 with 1000 robots) plays 3 at once. */
    @Test
    void aHeapThatHoldsFewerGamesPlaysFewerAtOnceAndSaysSo() {
        RunSettings settings = settings(64, 4096, ISSUE_SIZE);
        long perGame = HeapPlan.memoryPerGame(settings);
        java.io.StringWriter err = new java.io.StringWriter();
        RunSettings fitted = HeapPlan.fitInHeap(settings, HeapPlan.RESERVE + 3 * perGame + 5,
                new java.io.PrintWriter(err));
        assertEquals(3, fitted.threads());
        assertEquals(settings.seed(), fitted.seed());
        assertEquals(settings.beamWidth(), fitted.beamWidth());
        assertEquals("robots autoplay: each game at once needs up to " + ((perGame + (1 << 20) - 1) >> 20) + " MiB"
                + " (1000x1000 with 1000 robots, autopilot beam 4096), and the heap has "
                + ((3 * perGame + 5) >> 20) + " MiB to spare: playing 3 games at once, not 64 (the report is the same;"
                + " raise -Xmx for more)\n", err.toString());
    }

    @Test
    void aHeapThatHoldsNoGameRefusesWithOneLineNamingTheLimit() {
        RunSettings settings = settings(64, 4096, ISSUE_SIZE);
        long perGame = HeapPlan.memoryPerGame(settings);
        java.io.StringWriter err = new java.io.StringWriter();
        dev.robots.cli.command.RunFailure e = org.junit.jupiter.api.Assertions.assertThrows(
                dev.robots.cli.command.RunFailure.class,
                () -> HeapPlan.fitInHeap(settings, HeapPlan.RESERVE + perGame - 1,
                        new java.io.PrintWriter(err)));
        assertTrue(e.getMessage().startsWith("not enough memory: each game at once needs up to "), e.getMessage());
        assertTrue(e.getMessage().endsWith("lower --beam, or raise -Xmx)"), e.getMessage());
        assertEquals("", err.toString());
    }

    /** Fewer games than threads: only as many as there are games need to fit. */
    @Test
    void onlyTheGamesThatCanRunAtOnceNeedToFit() {
        RunSettings settings = RunSettings.of(ISSUE_SIZE, 1, 2).withThreads(64).withAutopilot(4096, 10);
        long twoGames = HeapPlan.RESERVE + 2 * HeapPlan.memoryPerGame(settings);
        java.io.StringWriter err = new java.io.StringWriter();
        assertEquals(settings, HeapPlan.fitInHeap(settings, twoGames, new java.io.PrintWriter(err)));
        assertEquals("", err.toString());
    }
}
