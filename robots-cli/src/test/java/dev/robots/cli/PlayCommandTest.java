package dev.robots.cli;

import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions.Run;
import org.junit.jupiter.api.Test;

/** {@code robots play}: the interactive game, driven with strings. */
class PlayCommandTest {

    @Test
    void showsTheLegendAndLimitsChargesToThreeByDefault() {
        Run r = run("K\nK\nK\nK\nq\n", "play", "--seed=3", "-W", "12", "-H", "5", "-R", "0", "-P", "0");
        assertEquals(0, r.status(), r.toString());
        assertTrue(r.stdout().startsWith(PlayCommand.LEGEND + "\n"), r.stdout());
        assertTrue(r.stdout().contains("Game seed 3 (replay it with: robots play --seed 3)"), r.stdout());
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
        assertEquals(2, r.stdout().split("You escaped in 1 turns. WIN", -1).length - 1, r.stdout());
        assertTrue(r.stdout().contains("Game seed " + SessionSeeds.next(1)), r.stdout());
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
    }
}
