package dev.robots.cli.play;

import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions.Run;
import dev.robots.cli.io.StreamFailure;
import dev.robots.record.GameSeeds;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code robots play}: the interactive game, driven with strings. */
class PlayCommandTest {

    @Test
    void showsTheLegendAndLimitsChargesToThreeByDefault() {
        Run r = run("K\nK\nK\nK\nq\n", "play", "--seed=3", "-W", "12", "-H", "5", "-R", "0", "-P", "0");
        assertEquals(0, r.status(), r.toString());
        assertTrue(r.stdout().startsWith(LineGame.LEGEND + "\n"), r.stdout());
        // The replay command carries the board's size: "robots play --seed 3" alone plays 30 x 17.
        assertTrue(r.stdout().contains("Game seed 3 (replay it with: robots play --seed 3 -W 12 -H 5 -R 0 -P 0)"),
                r.stdout());
        assertTrue(r.stdout().contains("charges 3 left"), r.stdout());
        assertTrue(r.stdout().contains("Charge fired (0 left)."), r.stdout());
        assertTrue(r.stdout().contains("Not possible: no charges left (3 per game)."), r.stdout());
        assertTrue(r.stdout().endsWith("Bye.\n"), r.stdout());
    }

    @Test
    void playsToTheEndAndAsksForAnotherGame() {
        // 2 x 1: the exit is one step left.
        Run r = run("zz\nL\ny\nL\nn\n", "play", "--seed=1", "-W", "2", "-H", "1", "-R", "0", "-P", "0");
        assertEquals(0, r.status(), r.toString());
        assertTrue(r.stdout().contains("Not a move: unknown letter 'z' at position 1"), r.stdout());
        assertEquals(2, r.stdout().split("You escaped in 1 turn. WIN", -1).length - 1, r.stdout());
        assertTrue(r.stdout().contains("Game seed " + GameSeeds.of(1, 1)), r.stdout());
    }

    /** The replay command printed for a game is one that replays it: same seed, size and charges. */
    @Test
    void theReplayCommandPlaysTheSameGame() {
        Run r = run("W\nq\n", "play", "--seed=8", "-W", "9", "-H", "4", "-R", "3", "-P", "5", "--charges", "1");
        String replay = r.stdout().lines().filter(l -> l.startsWith("Game seed "))
                .map(l -> l.substring(l.indexOf("robots play ") + "robots play ".length(), l.length() - 1))
                .findFirst().orElseThrow();
        assertEquals("--seed 8 -W 9 -H 4 -R 3 -P 5 --charges 1", replay);
        assertEquals(r.stdout(), run("W\nq\n", ("play " + replay).split(" ")).stdout());
        Run defaults = run("q\n", "play", "--seed=8");
        assertTrue(defaults.stdout().contains("Game seed 8 (replay it with: robots play --seed 8)"), defaults.stdout());
    }

    /** The reason, not the path again (a NoSuchFileException's message is only the path). */
    @Test
    void aRecordInADirectoryThatIsNotThereSaysWhy(@TempDir Path dir) {
        Path record = dir.resolve("no-such-dir").resolve("play.rec");
        Run r = run("q\n", "play", "--seed=3", "--record", record.toString());
        // a file unusable at start: the run fails, 1 (issue 29, item 12: it was 2, a usage error)
        assertEquals(1, r.status(), r.toString());
        assertEquals("robots play: --record " + Texts.path(record) + ": no such directory: " + Texts.path(record.getParent()) + "\n",
                r.stderr());
        assertEquals("", r.stdout());
    }

    /** A record file or standard input failing says why, not the path the exception carries. */
    @Test
    void streamFailuresSayTheReason() {
        assertEquals("cannot write the record file /gone/play.rec (no such file or directory); stopping",
                StreamFailure.recordFile("/gone/play.rec", new NoSuchFileException("/gone/play.rec")).getMessage());
        assertEquals("cannot read standard input (permission denied); stopping",
                StreamFailure.input(new AccessDeniedException("/dev/stdin")).getMessage());
    }

    @Test
    void endOfInputQuitsCleanly() {
        Run r = run("", "play", "--seed=1");
        assertEquals(0, r.status());
        assertTrue(r.stdout().endsWith("move> \nBye.\n"), r.stdout());
        assertEquals("", r.stderr());
    }

    @Test
    void badParametersAreUsageErrors() {
        Run r = run("", "play", "-W", "1");
        assertEquals(2, r.status());
        assertEquals("robots play: width: 1 (expected: >= 2) (see 'robots play --help')\n", r.stderr());
        Run big = run("", "play", "-W", "1000", "-H", "1000");
        assertEquals(2, big.status());
        assertTrue(big.stderr().contains("board too large to play on a terminal"), big.stderr());
        // issue 13, item 6: beyond 2^30 cells this named the engine's limit (1073741824), not play's 20000
        Run huge = run("", "play", "-W", "100000", "-H", "100000");
        assertEquals(2, huge.status());
        assertEquals("robots play: board too large to play on a terminal: 100000 x 100000 = 10000000000 cells"
                + " (expected: at most 20000 cells) (see 'robots play --help')\n", huge.stderr());
    }

    // --- failures of the streams ------------------------------------------------------------

    /**
     * Standard output closed (the terminal or the pipe went away): the game stops at once with one
     * line and status 1, instead of reading and playing the rest of its input into the void (with
     * {@code yes W | robots play | head -1} that input never ends).
     */
    @Test
    void closedStdoutStopsAtOnceWithOneLineAndStatus1() {
        CountingInput in = new CountingInput("W\n".repeat(10_000));
        Sessions.Run r = Sessions.runWithStdout(Sessions.failingOutput("Broken pipe"), in,
                "play", "--seed=1", "-W", "4", "-H", "1", "-R", "0", "-P", "0");
        assertEquals(1, r.status());
        assertEquals("robots play: cannot write to standard output (Broken pipe); stopping\n", r.stderr());
        assertEquals(0, in.bytesRead, "read input after standard output was gone");
    }

    /** A failing standard input is not an internal error: one line naming it, status 1. */
    @Test
    void unreadableStdinStopsWithOneLineAndStatus1() {
        Sessions.Run r = Sessions.run(Sessions.failingInput("Is a directory"), "play", "--seed=1");
        assertEquals(1, r.status());
        assertEquals("robots play: cannot read standard input (Is a directory); stopping\n", r.stderr());
        assertTrue(r.stdout().endsWith("move> "), r.stdout());
    }

    /** Counts the bytes taken from it. */
    private static final class CountingInput extends InputStream {
        private final ByteArrayInputStream in;
        long bytesRead;

        CountingInput(String text) {
            this.in = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
        }

        @Override
        public int read() {
            int b = in.read();
            bytesRead += b < 0 ? 0 : 1;
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            int n = in.read(b, off, len);
            bytesRead += Math.max(0, n);
            return n;
        }
    }
}
