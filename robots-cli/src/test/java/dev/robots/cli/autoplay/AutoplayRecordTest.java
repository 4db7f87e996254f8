package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code autoplay --record} and {@code --record-losses}, and the report's list of games not won. */
class AutoplayRecordTest {
    /** A small hard setup: some games are lost. */
    private static final String[] RUN = {"--games", "16", "--seed", "42", "--size", "15,9,8,10", "--threads", "2",
        "--no-timing", "--beam", "8", "--depth", "4"};

    @TempDir
    Path dir;

    private static AutoplayCommandTest.Run autoplay(Path record, String option) {
        String[] args = java.util.Arrays.copyOf(RUN, RUN.length + 2);
        args[RUN.length] = option;
        args[RUN.length + 1] = record.toString();
        AutoplayCommandTest.Run run = AutoplayCommandTest.run(args);
        assertEquals(0, run.status(), run.err());
        return run;
    }

    @Test
    void everyGameIsRecordedAndReplays() throws IOException {
        Path record = dir.resolve("all.rec");
        AutoplayCommandTest.Run run = autoplay(record, "--record");
        String text = Files.readString(record, StandardCharsets.UTF_8);
        assertEquals(16, text.lines().filter(l -> l.startsWith("game 1 seed=")).count(), text);
        Sessions.Run verify = Sessions.run("", "replay", "--verify", record.toString());
        assertEquals(0, verify.status(), verify.toString());
        assertTrue(verify.stdout().contains("16 sessions, 16 games, "), verify.stdout());
        long lost = text.lines().filter(l -> l.startsWith("end ") && !l.endsWith("WIN")).count();
        assertTrue(lost > 0, "the setup loses some games\n" + run.out());
        assertTrue(run.out().contains("games not won, each with the command that plays it alone"), run.out());
    }

    @Test
    void theReportsCommandPlaysTheLostGameAloneAndRecordsTheSameGame() throws IOException {
        Path record = dir.resolve("losses.rec");
        AutoplayCommandTest.Run run = autoplay(record, "--record-losses");
        String losses = Files.readString(record, StandardCharsets.UTF_8);
        Matcher listed = Pattern.compile("  game (\\d+), seed (-?\\d+): (LOST BY \\w+) on turn (\\d+): robots autoplay"
                + " (.*)\n").matcher(run.out());
        int count = 0;
        while (listed.find()) {
            count++;
            assertTrue(losses.contains("game 1 seed=" + listed.group(2) + " "), listed.group());
            assertTrue(losses.contains("end turns=" + listed.group(4) + " result=" + listed.group(3) + "\n"));
            if (count == 1) {
                // The printed command (--beam and --depth included), run as printed but for the record's place.
                List<String> args = new java.util.ArrayList<>(List.of(listed.group(5).split(" ")));
                Path alone = dir.resolve("alone.rec");
                args.set(args.size() - 1, alone.toString());
                AutoplayCommandTest.Run again = AutoplayCommandTest.run(args.toArray(String[]::new));
                assertEquals(0, again.status(), again.err());
                String game = Files.readString(alone, StandardCharsets.UTF_8);
                assertTrue(losses.contains(game), game);
            }
        }
        assertEquals(losses.lines().filter(l -> l.startsWith("session ")).count(), count, run.out());
        assertEquals(0, losses.lines().filter(l -> l.endsWith("result=WIN")).count(), losses);
    }

    @Test
    void recordAndRecordLossesTogetherAreAUsageError() {
        AutoplayCommandTest.Run run = AutoplayCommandTest.run("--games", "1", "--record", dir.resolve("a").toString(),
                "--record-losses", dir.resolve("b").toString());
        assertEquals(2, run.status());
        assertTrue(run.err().contains("--record and --record-losses: give one"), run.err());
    }

    /** The reason, not the path again (a NoSuchFileException's message is only the path). */
    @Test
    void aRecordInADirectoryThatIsNotThereSaysWhy() {
        Path record = dir.resolve("no-such-dir").resolve("losses.rec");
        AutoplayCommandTest.Run run = AutoplayCommandTest.run("--games", "1", "--seed", "1", "--no-timing",
                "--record-losses", record.toString());
        assertEquals(1, run.status(), run.err());
        // refused by the write rule before the run (issue 29)
        assertEquals("robots autoplay: --record-losses " + Texts.path(record) + ": no such directory: " + Texts.path(record.getParent())
                + "\n", run.err());
    }
}
