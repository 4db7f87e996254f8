package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code robots autoplay --oracle}: the report, its independence of threads, its usage errors. */
@Timeout(300)
class OracleRunTest {

    @Test
    void theOracleReportsWonProvedLostAndOpenAddingUpToTheGames() {
        AutoplayCommandTest.Run one = AutoplayCommandTest.run("--oracle", "--games", "6", "--seed", "3", "--size",
                "15,9,5,11", "--nodes", "30000", "--threads", "1");
        assertEquals(0, one.status(), one.err());
        String[] lines = one.out().split("\n");
        assertEquals("robots autoplay --oracle: 6 games, 15x9 with 5 robots and 11 pits, 3 charges, seed 3,"
                + " turn limit 1000, budget 30000 nodes per game", lines[0]);
        int sum = 0;
        String[] labels = {"won", "proved lost", "open"};
        for (int i = 0; i < 3; i++) {
            Matcher m = Pattern.compile(labels[i] + ": \\d+\\.\\d\\d% \\((\\d+) of 6\\), 95% confidence interval"
                    + " \\d+\\.\\d\\d% to \\d+\\.\\d\\d%").matcher(lines[i + 1]);
            assertTrue(m.matches(), lines[i + 1]);
            sum += Integer.parseInt(m.group(1));
        }
        assertEquals(6, sum);
        AutoplayCommandTest.Run two = AutoplayCommandTest.run("--oracle", "--games", "6", "--seed", "3", "--size",
                "15,9,5,11", "--nodes", "30000", "--threads", "2");
        assertEquals(one.out(), two.out(), "the same verdicts on any number of threads");
    }

    @Test
    void badOracleOptionsAreUsageErrors() {
        AutoplayCommandTest.Run nodes = AutoplayCommandTest.run("--oracle", "--games", "2", "--seed", "1", "--nodes",
                "0");
        assertEquals(2, nodes.status());
        assertTrue(nodes.err().startsWith("robots autoplay: --nodes: 0 (expected: >= 1)"), nodes.err());
        AutoplayCommandTest.Run json = AutoplayCommandTest.run("--oracle", "--games", "2", "--seed", "1", "--json",
                "x.json");
        assertEquals(2, json.status());
        assertTrue(json.err().startsWith("robots autoplay: --json: not with --oracle"), json.err());
    }
}
