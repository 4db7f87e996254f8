package dev.robots.cli.protocol;

import static dev.robots.cli.Sessions.rows;
import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.Sessions.Run;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The protocol loop driven in-process with strings: prompts, end lines, refusals, end of input. */
class ProtocolSessionTest {
    static final String INIT = "INIT W H R P:\n";
    static final String MOVE = "MOVE:\n";

    @TempDir
    Path dir;

    // --- every end line, each forced by a one-row field -------------------------------------

    @Test
    void win() throws IOException {
        Path f = Sessions.field(dir, "win.txt", "< . @");
        Run r = run("3 1 0 0\nL\nL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< . @") + MOVE + rows("< @ .") + MOVE + "WIN\n" + INIT, r.stdout(), r.toString());
        assertEquals(0, r.status());
        assertEquals("", r.stderr());
    }

    @Test
    void lostByHit() throws IOException {
        // The player steps onto the robot before the robot moves.
        Path f = Sessions.field(dir, "hit.txt", "< . X @");
        Run r = run("4 1 1 0\nL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< . X @") + MOVE + "LOST BY HIT\n" + INIT, r.stdout(), r.toString());
        assertEquals(0, r.status());
    }

    @Test
    void lostByFall() throws IOException {
        Path f = Sessions.field(dir, "fall.txt", "< . 0 @");
        Run r = run("4 1 0 1\nL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< . 0 @") + MOVE + "LOST BY FALL\n" + INIT, r.stdout(), r.toString());
    }

    @Test
    void lostByCapture() throws IOException {
        // Waiting next to a robot: it steps onto the player.
        Path f = Sessions.field(dir, "capture.txt", "< . X . @");
        Run r = run("5 1 1 0\nW\nW\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< . X . @") + MOVE + rows("< . . X @") + MOVE + "LOST BY CAPTURE\n" + INIT,
                r.stdout(), r.toString());
    }

    @Test
    void chargeClearsTheNeighboursBeforeTheMove() throws IOException {
        // K then L: the robot next to the player is destroyed first, so the step is safe.
        Path f = Sessions.field(dir, "charge.txt", "< . . X @");
        Run r = run("5 1 0 0\nKL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< . . X @") + MOVE + rows("< . . @ .") + MOVE, r.stdout(), r.toString());
    }

    @Test
    void severalGamesInOneSession() throws IOException {
        Path f = Sessions.field(dir, "two.txt", "< @");
        Run r = run("2 1 0 0\nL\n2 1 0 0\nl\n2 1 0 0\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< @") + MOVE + "WIN\n" + INIT + rows("< @") + MOVE + "WIN\n"
                + INIT + rows("< @") + MOVE, r.stdout(), r.toString());
        assertEquals(0, r.status());
        assertEquals(List.of("robots: end of input during game 3 after 0 turns; exiting"), r.errLines());
    }

    // --- end of input at each point -----------------------------------------------------------

    @Test
    void endOfInputAtTheFirstPromptIsQuiet() {
        Run r = run("", "--seed=1");
        assertEquals(INIT, r.stdout());
        assertEquals(0, r.status());
        assertEquals("", r.stderr());
    }

    @Test
    void endOfInputInsideTheInitNumbersIsNoted() {
        Run r = run("30 17\n", "--seed=1");
        assertEquals(INIT, r.stdout());
        assertEquals(0, r.status());
        assertEquals(List.of("robots: end of input after 2 of the 4 INIT numbers; exiting"), r.errLines());
    }

    @Test
    void endOfInputBeforeTheFirstMoveIsNoted() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< . @");
        Run r = run("3 1 0 0\n\n\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< . @") + MOVE, r.stdout());
        assertEquals(0, r.status());
        assertEquals(List.of("robots: end of input during game 1 after 0 turns; exiting"), r.errLines());
    }

    @Test
    void endOfInputMidGameIsNoted() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< . . @");
        Run r = run("4 1 0 0\nL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< . . @") + MOVE + rows("< . @ .") + MOVE, r.stdout());
        assertEquals(0, r.status());
        assertEquals(List.of("robots: end of input during game 1 after 1 turn; exiting"), r.errLines());
    }

    @Test
    void endOfInputAfterAGameEndsIsQuiet() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< @");
        Run r = run("2 1 0 0\nL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< @") + MOVE + "WIN\n" + INIT, r.stdout());
        assertEquals("", r.stderr());
    }

    @Test
    void aLastLineWithoutLineEndStillCounts() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< @");
        Run r = run("2 1 0 0\nL", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< @") + MOVE + "WIN\n" + INIT, r.stdout());
        Run init = run("2 1 0 0", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< @") + MOVE, init.stdout());
    }

    // --- input forms ------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"2 1 0 0\r\nl\r\n", "2 1 0 0\nl\n", " 2\t1 0 0 \n  L  \n", "2\n1\n\n0\n0\n\n\nL\n",
        "\n\n2 1\r\n0 0\r\n\r\n \t \r\nl\r\n", "+2 1 +0 -0\nL\n", "0002 01 00 0\nL\n", "2\u000B1\f0\t0\nL\n"})
    void initNumbersOverLinesAndAnyCaseOrLineEnd(String input) throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< @");
        Run r = run(input, "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< @") + MOVE + "WIN\n" + INIT, r.stdout(), r.toString());
        assertEquals("", r.stderr());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ul", "LU", "u l", "\tU\tL\t", "uL\r", "Ul \r"})
    void commandsInAnyOrderAndCase(String command) throws IOException {
        Path f = Sessions.field(dir, "f.txt", ". . .", "< . @", ". . .");
        Run r = run("3 3 0 0\n" + command + "\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows(". . .", "< . @", ". . .") + MOVE + rows(". @ .", "< . .", ". . .") + MOVE,
                r.stdout(), r.toString());
        assertEquals(List.of("robots: end of input during game 1 after 1 turn; exiting"), r.errLines());
    }

    // --- refusals ---------------------------------------------------------------------------

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "X            | unknown letter 'X' at position 1",
        "UD           | U and D together",
        "du           | D and U together",
        "LL           | L twice",
        "RL           | R and L together",
        "WL           | W with a direction",
        "KK           | K twice",
        "WW           | W twice",
        "R            | R leaves the field: the player is in the rightmost column",
        "DR           | DR leaves the field",
        "U1           | unknown letter '1'",
        "up           | unknown letter 'p' at position 2",
    })
    void badCommandsAreRefusedAndNoTurnPasses(String command, String reason) throws IOException {
        // Player on the right edge: R leaves the field. After the refusal, W shows that nothing
        // moved: the robot takes its first step, (1,2) -> (2,1), only now.
        Path f = Sessions.field(dir, "f.txt", ". . . .", "< . . @", ". X . .");
        Run r = run("4 3 1 0\n" + command + "\nW\n", "--seed=1", "--field=" + f);
        String start = rows(". . . .", "< . . @", ". X . .");
        assertEquals(INIT + start + MOVE + MOVE + rows(". . . .", "< . X @", ". . . .") + MOVE, r.stdout(),
                r.toString());
        List<String> err = r.errLines();
        assertEquals(2, err.size(), r.toString());
        assertTrue(err.get(0).startsWith("robots: command refused: ") && err.get(0).contains(reason), err.get(0));
    }

    @Test
    void offFieldMovesNameTheEdge() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< @");
        Run r = run("2 1 0 0\nU\nD\nR\nUL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< @") + MOVE + MOVE + MOVE + MOVE + MOVE, r.stdout());
        assertEquals(List.of(
                "robots: command refused: U leaves the field: the player is on the top row",
                "robots: command refused: D leaves the field: the player is on the bottom row",
                "robots: command refused: R leaves the field: the player is in the rightmost column",
                "robots: command refused: UL leaves the field: the player is on the top row",
                "robots: end of input during game 1 after 0 turns; exiting"), r.errLines());
    }

    @Test
    void chargesRunOutPerGame() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< . . . @");
        Run r = run("5 1 0 0\nK\nk\nL\nL\nL\nL\n5 1 0 0\nK\n", "--seed=1", "--charges=1", "--field=" + f);
        String field = rows("< . . . @");
        assertEquals(INIT + field + MOVE + field + MOVE + MOVE + rows("< . . @ .") + MOVE + rows("< . @ . .") + MOVE
                + rows("< @ . . .") + MOVE + "WIN\n" + INIT + field + MOVE + field + MOVE, r.stdout(), r.toString());
        assertEquals("robots: command refused: no charges left (1 per game)", r.errLines().get(0));
        assertEquals(2, r.errLines().size(), r.toString());
    }

    @Test
    void blankLinesAtMoveAreSkippedSilently() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< . @");
        Run r = run("3 1 0 0\n\n \n\t\r\n\r\n\f\nL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + rows("< . @") + MOVE + rows("< @ .") + MOVE, r.stdout());
        assertEquals(1, r.errLines().size());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "abc                  | INIT refused: width 'abc' is not an integer",
        "30 17 20 x           | INIT refused: pits 'x' is not an integer",
        "30 17 20 40 1        | INIT refused: extra token '1' after the 4 numbers",
        "30 17 20 4O          | INIT refused: pits '4O' is not an integer",
        "1 1 0 0              | INIT refused: width: 1 (expected: >= 2)",
        "-2 1 0 0             | INIT refused: width: -2 (expected: >= 2)",
        "2 0 0 0              | INIT refused: height: 0 (expected: >= 1)",
        "2 1 -1 0             | INIT refused: robots: -1 (expected: >= 0)",
        "2 1 0 -1             | INIT refused: pits: -1 (expected: >= 0)",
        "2 1 1 0              | INIT refused: robots + pits: 1 (expected: <= 0",
        "5 3 0 10             | INIT refused: pits: 10 (expected: <= 9",
        "2147483648 1 0 0     | INIT refused: width: '2147483648' is too large (expected: width x height at most"
                + " 4000000 cells)",
        "999999999999999999999999999999 1 0 0 | INIT refused: width: '999999999999999999999999'..."
                + " (30 characters) is too large",
        "2 1 0 -2147483649    | INIT refused: pits: '-2147483649' (expected: >= 0)",
        "2 1 9999999999 0     | INIT refused: robots: '9999999999' is too large (expected: robots + pits <= cells - 2)",
        "2001 2000 0 0        | INIT refused: board too large: 2001 x 2000 = 4002000 cells (expected: at most"
                + " 4000000 cells, see --max-cells)",
        "65536 65536 0 0      | INIT refused: board too large: 65536 x 65536 = 4294967296 cells",
        "2147483647 2147483647 2147483647 2147483647 | INIT refused: board too large: 2147483647 x 2147483647",
        "- 1 0 0              | INIT refused: width '-' is not an integer",
        "0x10 1 0 0           | INIT refused: width '0x10' is not an integer",
        "１ 1 0 0             | INIT refused: width '\\uff11' is not an integer",
    })
    void badInitIsRefusedWithThePromptAgain(String init, String reason) {
        Run r = run(init + "\n", "--seed=1");
        assertEquals(INIT + INIT, r.stdout(), r.toString());
        assertEquals(1, r.errLines().size(), r.toString());
        assertTrue(r.errLines().get(0).startsWith("robots: " + reason), r.errLines().get(0));
        assertEquals(0, r.status());
    }

    @Test
    void extraTokensOnTheCompletingLineRefuseTheWholeInit() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< @");
        // "2 1" then "0 0 7": the line that completes the numbers has a fifth token. The numbers
        // gathered so far are dropped; the next INIT starts afresh.
        Run r = run("2 1\n0 0 7\n2 1 0 0\nL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + INIT + rows("< @") + MOVE + "WIN\n" + INIT, r.stdout(), r.toString());
        assertEquals(List.of(
                "robots: INIT refused: extra token '7' after the 4 numbers (expected: exactly 4 integers W H R P)"),
                r.errLines());
    }

    @Test
    void aBadTokenDropsTheNumbersGatheredSoFar() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< @");
        Run r = run("2 1\nzz\n0 0\n2 1 0 0\nL\n", "--seed=1", "--field=" + f);
        // "0 0" alone is now the first half of a new INIT, so "2 1 0 0" completes with extra tokens.
        assertEquals(INIT + INIT + INIT + INIT, r.stdout(), r.toString());
    }

    @Test
    void initNotMatchingTheFieldFileIsRefused() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< 0 @");
        Run r = run("4 1 0 1\n3 1 0 0\n3 1 7 1\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + INIT + INIT + INIT, r.stdout());
        assertEquals("robots: INIT refused: 4 1 0 1 does not match the --field file " + f
                + " (expected: 3 1 R 1, R from 0 to 0)", r.errLines().get(0));
        assertTrue(r.errLines().get(1).contains("3 1 0 0 does not match"), r.errLines().get(1));
        assertTrue(r.errLines().get(2).contains("robots + pits: 8 (expected: <= 1"), r.errLines().get(2));
    }

    @Test
    void maxCellsBoundsTheBoard() {
        Run r = run("11 10 0 0\n10 10 0 0\n", "--seed=1", "--max-cells=100");
        assertTrue(r.stdout().startsWith(INIT + INIT + ". . ."), r.toString());
        assertEquals("robots: INIT refused: board too large: 11 x 10 = 110 cells (expected: at most 100 cells,"
                + " see --max-cells)", r.errLines().get(0));
    }

    @Test
    void aThousandByAThousandBoardIsAcceptedByDefault() {
        Run r = run("1000 1000 10 10\n", "--seed=1");
        String[] lines = r.stdout().split("\n");
        assertEquals(1 + 1000 + 1, lines.length);
        assertEquals(1999, lines[1].length());
        assertEquals("MOVE:", lines[1001]);
    }

    @Test
    void overlongLinesAreRefusedAtBothPrompts() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< . @");
        String longLine = "7".repeat(1 << 20);
        Run r = run(longLine + "\n3 1 0 0\n" + "W".repeat(4097) + "\r\nL\n", "--seed=1", "--field=" + f);
        assertEquals(INIT + INIT + rows("< . @") + MOVE + MOVE + rows("< @ .") + MOVE, r.stdout());
        assertEquals("robots: INIT refused: line of 1048576 characters refused (expected: at most 4096)",
                r.errLines().get(0));
        assertEquals("robots: command refused: line of 4097 characters refused (expected: at most 4096)",
                r.errLines().get(1));
    }

    @Test
    void binaryGarbageIsRefusedReadably() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< . @");
        byte[] input = concat("3 1 0\u0000 0\n3 1 0 0\n".getBytes(StandardCharsets.UTF_8),
                new byte[] {(byte) 0xff, (byte) 0xc3, 0x28, '\n', 0x1b, '[', '2', 'J', '\n', 0, '\n', 'L', '\n'});
        Run r = Sessions.run(input, "--seed=1", "--field=" + f);
        assertEquals(INIT + INIT + rows("< . @") + MOVE + MOVE + MOVE + MOVE + rows("< @ .") + MOVE, r.stdout());
        assertEquals(List.of(
                "robots: INIT refused: robots '0\\u0000' is not an integer (expected: 4 integers W H R P)",
                "robots: command refused: unknown letter U+FFFD at position 1 (expected: U D L R K W)",
                "robots: command refused: unknown letter U+001B at position 1 (expected: U D L R K W)",
                "robots: command refused: unknown letter U+0000 at position 1 (expected: U D L R K W)",
                "robots: end of input during game 1 after 1 turn; exiting"), r.errLines());
    }

    // --- output discipline ------------------------------------------------------------------

    /** An input that records, at each read, what the output had received by then. */
    @Test
    void outputIsFlushedBeforeEveryReadInOneWritePerTurn() {
        List<String> seenAtRead = new ArrayList<>();
        CountingOutput out = new CountingOutput();
        byte[] input = "30 17 5 20\nW\n\nW\nX\nW\n".getBytes(StandardCharsets.UTF_8);
        InputStream in = new InputStream() {
            int pos;

            @Override
            public int read() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                // One line per read call, like a terminal or a checker writing a line at a time.
                seenAtRead.add(out.buffer.toString(StandardCharsets.UTF_8));
                if (pos == input.length) {
                    return -1;
                }
                int n = 0;
                while (n < len && pos < input.length) {
                    b[off + n++] = input[pos];
                    if (input[pos++] == '\n') {
                        break;
                    }
                }
                return n;
            }
        };
        int status = new ProtocolSession(SessionOptions.seeded(3)).run(in, out,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(0, status);
        // Every read happens with the whole output so far already written: it ends in a prompt.
        for (String seen : seenAtRead) {
            assertTrue(seen.endsWith(INIT) || seen.endsWith(MOVE), "unflushed output at a read: ..."
                    + seen.substring(Math.max(0, seen.length() - 40)));
        }
        // INIT, the start field, 3 turns' fields (W, W, W), 1 refusal: one write each.
        assertEquals(6, out.writes, "writes");
        // One flush before each of the 7 line reads: 6 lines and the read that meets the end.
        assertEquals(7, out.flushes, "flushes");
    }

    /** Counts the writes and flushes it is given. */
    static final class CountingOutput extends OutputStream {
        final ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        int writes;
        int flushes;

        @Override
        public void write(int b) {
            writes++;
            buffer.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            writes++;
            buffer.write(b, off, len);
        }

        @Override
        public void flush() {
            flushes++;
        }
    }

    @Test
    void stdoutHoldsOnlyProtocolLines() {
        // A mixed session: refusals of every kind land on stderr, never on stdout.
        Run r = run("x\n10 5 3 4\nQ\n\nUD\n" + "W\n".repeat(30) + "5 5 5 5\nL\n", "--seed=9");
        for (String line : r.stdout().split("\n")) {
            assertTrue(line.equals("INIT W H R P:") || line.equals("MOVE:") || line.equals("WIN")
                    || line.startsWith("LOST BY ") || line.matches("[.0X@<]( [.0X@<])+"),
                    "not a protocol line: " + line);
        }
        for (String line : r.errLines()) {
            assertTrue(line.startsWith("robots: "), line);
        }
    }

    // --- failures of the streams ------------------------------------------------------------

    @Test
    void closedStdoutStopsWithStatus1AndOneLine() {
        Run r = Sessions.runWithStdout(Sessions.failingOutput("Broken pipe"),
                new java.io.ByteArrayInputStream("2 1 0 0\n".getBytes(StandardCharsets.UTF_8)), "--seed=1");
        assertEquals(1, r.status());
        assertEquals("robots: cannot write to standard output (Broken pipe); stopping\n", r.stderr());
    }

    @Test
    void stdoutClosingMidGameStopsAtTheNextWrite() {
        OutputStream closesAfterTwoWrites = new OutputStream() {
            int writes;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (++writes > 2) {
                    throw new IOException("Broken pipe");
                }
            }
        };
        Run r = Sessions.runWithStdout(closesAfterTwoWrites, new java.io.ByteArrayInputStream(
                ("10 5 0 0\n" + "W\n".repeat(100)).getBytes(StandardCharsets.UTF_8)), "--seed=1");
        assertEquals(1, r.status());
        assertEquals("robots: cannot write to standard output (Broken pipe); stopping\n", r.stderr());
    }

    @Test
    void unreadableStdinStopsWithStatus1AndOneLine() {
        Run r = Sessions.run(Sessions.failingInput("Bad file descriptor"), "--seed=1");
        assertEquals(1, r.status());
        assertEquals(INIT, r.stdout());
        assertEquals("robots: cannot read standard input (Bad file descriptor); stopping\n", r.stderr());
    }

    @Test
    void anUnexpectedExceptionIsOneLineAndStatus1() {
        OutputStream buggy = new OutputStream() {
            @Override
            public void write(int b) {
                throw new IllegalStateException("boom\nsecond line");
            }
        };
        Run r = Sessions.runWithStdout(buggy, "--seed=1");
        assertEquals(1, r.status());
        assertEquals("robots: internal error: IllegalStateException: boom second line\n", r.stderr());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
