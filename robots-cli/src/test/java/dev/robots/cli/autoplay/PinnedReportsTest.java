package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.core.GameParameters;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The reports of fixed seeded runs, byte for byte, as files under {@code pinned/} beside this test:
 * the text report, the {@code --json} shard report (its timing fields set, as the clock would not)
 * and the oracle's {@code --json}. A change in how reports are written must not move a byte of
 * them; a change of the games themselves (their seeds, the autopilot) moves them on purpose, and
 * the new bytes are then in {@code target/pinned/} to review and copy over.
 */
@Timeout(300)
class PinnedReportsTest {
    /** 15x9 with 8 robots loses some games, so the report lists games not won. */
    private static final GameParameters SIZE = GameParameters.of(15, 9, 8, 10);

    @Test
    void theTextReportOfASeededRun() throws IOException {
        AutoplayCommandTest.Run run = AutoplayCommandTest.run("--games", "24", "--seed", "7", "--size", "15,9,8,10",
                "--charges", "2", "--threads", "2", "--no-timing");
        assertEquals(0, run.status(), run.err());
        assertPinned("autoplay-seed-7.txt", run.out());
    }

    @Test
    void theJsonReportOfAShardOfASeededRun() throws Exception {
        RunSettings settings = RunSettings.of(SIZE, -9_000_000_000_000_000_007L, 24).withCharges(OptionalInt.of(2)).withThreads(2);
        Summary played = Autoplay.run(settings, new Shard(2, 3), done -> { });
        DecisionTimes times = new DecisionTimes();
        times.add(95, 3);
        times.add(96, 11);
        times.add(DecisionTimes.LIMIT_MICROS, 1);
        times.addMax(812_345_678L);
        ShardReport report = new ShardReport(settings, new Shard(2, 3), ShardReport.of(played).tally(), times,
                2_412_345_678L);
        assertPinned("autoplay-shard-2-of-3.json", report.write());
    }

    @Test
    void theOraclesJsonReportOfASeededRun() throws IOException {
        AutoplayCommandTest.Run run = AutoplayCommandTest.run("--oracle", "--games", "4", "--seed", "3", "--size",
                "15,9,5,11", "--nodes", "20000", "--threads", "1", "--beam", "8", "--depth", "4", "--shard", "2/2",
                "--json", "-");
        assertEquals(0, run.status(), run.err());
        assertPinned("oracle-seed-3.json", run.out());
    }

    @Test
    void theOraclesTextAndJsonReportsOfARunWithProvedLostGames() throws IOException {
        AutoplayCommandTest.Run text = AutoplayCommandTest.run(OracleRunTest.UNDECIDED);
        assertEquals(0, text.status(), text.err());
        assertPinned("oracle-seed-2.txt", text.out());
        String[] withJson = java.util.Arrays.copyOf(OracleRunTest.UNDECIDED, OracleRunTest.UNDECIDED.length + 2);
        withJson[withJson.length - 2] = "--json";
        withJson[withJson.length - 1] = "-";
        AutoplayCommandTest.Run json = AutoplayCommandTest.run(withJson);
        assertEquals(0, json.status(), json.err());
        assertPinned("oracle-seed-2.json", json.out());
    }

    private static void assertPinned(String name, String actual) throws IOException {
        String expected;
        try (InputStream in = PinnedReportsTest.class.getResourceAsStream("pinned/" + name)) {
            expected = in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (!actual.equals(expected)) {
            Path written = Path.of("target", "pinned", name);
            Files.createDirectories(written.getParent());
            Files.writeString(written, actual);
        }
        assertEquals(expected, actual, name + " (this run's bytes are in target/pinned/" + name + ")");
    }
}
