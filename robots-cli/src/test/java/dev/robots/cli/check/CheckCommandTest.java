package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.fixture.FixtureGame.Bug;
import dev.robots.cli.invocation.ShellWords;
import dev.robots.cli.Main;
import dev.robots.cli.bot.BotCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import picocli.CommandLine;

/** {@code robots check} and {@code robots bot} as commands: options, exit statuses, what they print. */
@Timeout(120)
class CheckCommandTest {

    record Run(int status, String out, String err) {
    }

    /**
     * Runs {@code robots check ...} or {@code robots bot ...} in process. The subcommand runs on its
     * own (the jar's {@code Main} wiring is covered by the {@code *IT} tests).
     */
    static Run run(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Object command = switch (args.get(0)) {
            case "check" -> new CheckCommand();
            case "bot" -> new BotCommand();
            default -> throw new IllegalArgumentException("subcommand: " + args.get(0));
        };
        CommandLine cmd = new CommandLine(command);
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        int status = cmd.execute(args.subList(1, args.size()).toArray(String[]::new));
        return new Run(status, out.toString(), err.toString());
    }

    static List<String> args(List<String> options, List<String> program) {
        List<String> all = new ArrayList<>(options);
        all.add("--");
        all.addAll(program);
        return all;
    }

    @Test
    void passesACorrectProgramWithStatus0() {
        Run r = run(args(List.of("check", "--games", "5", "--seed", "9"), Fixtures.fixture()));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().startsWith("robots check: 5 games, seed 9: "), r.out());
        assertTrue(r.out().contains("robots check: PASSED: 5 games"), r.out());
    }

    @Test
    void progressGoesToStandardErrorOnlyWhenAskedOrOnATerminal() {
        Run asked = run(args(List.of("check", "--games", "3", "--seed", "9", "--progress"), Fixtures.fixture()));
        assertEquals(0, asked.status(), asked.out() + asked.err());
        assertTrue(asked.err().matches("(?s)(robots check: [0-3] of 3 games done, \\d+ turns? checked\n)*"
                + "robots check: 3 of 3 games done, \\d+ turns? checked\n"), asked.err());
        assertFalse(asked.out().contains("games done"), asked.out());
        // The test's standard error is no terminal: without --progress, nothing.
        Run quiet = run(args(List.of("check", "--games", "3", "--seed", "9"), Fixtures.fixture()));
        assertEquals("", quiet.err());
    }

    @Test
    void failsABrokenProgramWithStatus1AndAReproducingCommandLine() {
        Run r = run(args(List.of("check", "--games", "30", "--seed", "9", "--size", "8,5,4,6", "--max-charges", "2"),
                Fixtures.fixture("--bug", Bug.NO_REINFORCEMENT.option())));
        assertEquals(1, r.status(), r.out() + r.err());
        String problem = Fixtures.problem(r.out());
        assertTrue(problem.contains("does not follow"), r.out());
        String prefix = "reproduce the run: robots ";
        String reproduce = r.out().lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow();
        assertTrue(reproduce.startsWith(prefix + "check --seed 9 --games 30 --size 8,5,4,6 --charges 2 -- "),
                reproduce);
        // The command line given runs the same games and fails in the same place.
        List<String> again = ShellWords.split(reproduce.substring(prefix.length()));
        Run second = run(again);
        assertEquals(1, second.status());
        assertEquals(problem, Fixtures.problem(second.out()));
        assertEquals(line(r.out(), "game "), line(second.out(), "game "));
    }

    private static String line(String text, String prefix) {
        return text.lines().filter(l -> l.startsWith(prefix)).findFirst().orElse("");
    }

    @Test
    void aProgramThatCannotStartIsStatus1() {
        // the run could not go on (issue 13, item 5: one rule; 2 is only for a wrong command line)
        Run r = run(List.of("check", "--", "/nonexistent/robots-solution"));
        assertEquals(1, r.status());
        assertTrue(r.err().contains("robots check: cannot start '/nonexistent/robots-solution'"), r.err());
    }

    @Test
    void badOptionsAreStatus2WithTheReason() {
        assertUsage(List.of("check"), "no program: give --lua FILE.lua, or a program after --");
        assertUsage(List.of("bot"), "no program: give --lua FILE.lua, or a program after --");
        assertUsage(List.of("check", "--lua", "x.lua", "--", "true"), "--lua x.lua and a program after --: give one");
        assertUsage(List.of("check", "--games", "5", "--only-game", "6", "--", "true"),
                "--only-game: 6 (expected: 1 to --games=5)");
        assertUsage(List.of("check", "--games", "5", "--only-game", "0", "--", "true"),
                "--only-game: 0 (expected: 1 to --games=5)");
        assertUsage(List.of("check", "--games", "0", "--", "true"), "--games: 0 (expected: >= 1)");
        assertUsage(List.of("check", "--size", "1,1,0,0", "--", "true"), "width: 1 (expected: >= 2)");
        assertUsage(List.of("check", "--timeout", "soon", "--", "true"), "expected: a duration");
        assertUsage(List.of("check", "--max-charges", "-1", "--", "true"),
                "--max-charges: -1 (expected: a count >= 0 or \"unlimited\")");
        assertUsage(List.of("bot", "--charges", "-2", "--", "true"), "--charges: -2 (expected: a count >= 0 or");
        assertUsage(List.of("bot", "--games", "0", "--", "true"), "--games: 0 (expected: >= 1)");
    }

    private static void assertUsage(List<String> args, String reason) {
        Run r = run(args);
        assertEquals(2, r.status(), args + ": " + r.out() + r.err());
        assertTrue(r.err().contains(reason), args + ": " + r.err());
    }

    @Test
    void botPlaysAProgramAndReportsTheOutcomes() {
        Run r = run(args(List.of("bot", "--games", "6", "--seed", "2", "--size", "12,7,5,8", "--size", "6,4,2,3"),
                Fixtures.fixture()));
        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("wins/games: "), r.out());
        int games = 0;
        for (String kind : List.of("WIN", "LOST BY CAPTURE", "LOST BY HIT", "LOST BY FALL")) {
            String row = line(r.out(), "  " + kind + " ");
            games += Integer.parseInt(row.substring(2 + kind.length()).trim().split("\\s+")[0]);
        }
        assertEquals(6, games, r.out());
    }

    @Test
    void botStopsOnAProgramThatBreaksTheProtocolWithStatus1() {
        Run r = run(args(List.of("bot", "--games", "5", "--seed", "2", "--size", "12,7,5,8"),
                Fixtures.fixture("--bug", Bug.GARBAGE.option())));
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("robots bot: stopped: game ") && r.out().contains("'Hello, world!'"), r.out());
        // The fixture answers its 5th command with garbage, in game 1: no game was played to its end, and
        // the sums count only the games that were (they said "turns: 5, 0.0 per game", charges 2).
        assertTrue(r.out().contains("  wins/games: 0/0 (0.0%); turns: 0, 0.0 per game, - per win; charges used: 0\n"),
                r.out());
        assertTrue(r.out().contains("robots bot: stopped: game 1, turn 5: the field: "), r.out());
    }

    /**
     * The bot trusts the fields it is shown, but a game must end once it walks straight to the exit:
     * a program whose field never follows the commands (here: it never reads them) used to keep the
     * bot playing forever, whatever --timeout, since every answer came at once.
     */
    @Test
    void botStopsAGameThatDoesNotEndWhenItWalksToTheExit() {
        Run r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(60),
                () -> run(args(List.of("bot", "--games", "1", "--seed", "1", "--size", "3,1,0,0", "--max-turns", "5"),
                        List.of("sh", "-c", "echo 'INIT W H R P:'; while :; do echo '< . @'; echo 'MOVE:'; done"))));
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("robots bot: stopped: game 1, turn 7: the game did not end although the bot walked"
                + " straight to the exit for 2 turns (after the turn limit of 5), which ends any game: the fields"
                + " do not follow the commands (robots check says where)"), r.out());
    }

    /**
     * A program that prints terminal control codes and endless lines, on its output and its standard
     * error: a report quotes them as text (\u001b, \r, \u0000) and cuts long lines, so it can
     * neither clear the person's screen nor bury the report.
     */
    private static final String GARBLING = "printf 'INIT W H R P:\\n'; read a;"
            // standard error first: the report is made as soon as the row comes, and the program killed
            + " printf '\\033[31mred\\000nul\\rback\\n' >&2; printf '%0900d\\n' 0 >&2;"
            + " printf '. \\033[2J%0600d\\n' 0; exit 1";

    @Test
    void checkReportsShowProgramOutputAsTextAndCutLongLines() {
        Run r = run(args(List.of("check", "--games", "1", "--seed", "1", "--size", "2,1,0,0"),
                List.of("sh", "-c", GARBLING)));
        assertEquals(1, r.status(), r.out() + r.err());
        assertReportIsPlainText(r.out());
        assertTrue(r.out().contains(". \\u001b[2J000"), r.out());
    }

    @Test
    void botReportsShowProgramOutputAsTextAndCutLongLines() {
        Run r = run(args(List.of("bot", "--games", "1", "--seed", "1", "--size", "2,1,0,0"),
                List.of("sh", "-c", GARBLING)));
        assertEquals(1, r.status(), r.out() + r.err());
        assertReportIsPlainText(r.out());
    }

    private static void assertReportIsPlainText(String report) {
        for (String line : report.split("\n", -1)) {
            assertTrue(line.chars().allMatch(c -> c >= 0x20 && c != 0x7F), () -> "a control character in: " + line);
            assertTrue(line.length() <= 400,
                    () -> "a line of " + line.length() + " characters: " + line.substring(0, 80));
        }
        assertTrue(report.contains("  | \\u001b[31mred\\u0000nul\\rback\n"), report);
        assertTrue(report.contains("  | 000000"), report);
        // a long line of standard error keeps its end: the middle is cut
        assertTrue(report.contains(" ... (600 characters cut) ... "), report);
    }
}
