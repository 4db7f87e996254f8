package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions.Run;
import dev.robots.cli.autoplay.AutoplayCommand;
import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.replay.ReplayCommand;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 29, item 12: the exit statuses that were off the rule. A file unusable at start is the run
 * failing (1) in every command, as the --field and --record files are; {@code replay} keeps its own
 * rule (1 is a tampered record), so a closed or full standard output and too little memory are its 2.
 */
class ExitStatusTest {
    @TempDir
    Path dir;

    @Test
    void replayVerifyWithStandardOutputClosedOrFullIsNotTheTamperedStatus() {
        Path record = dir.resolve("games.rec");
        assertEquals(0, Sessions.run("5 1 0 0\nW\n", "--seed=1", "--record=" + record).status());
        for (String why : new String[] {"Bad file descriptor", "No space left on device"}) {
            Run r = Sessions.runWithStdout(Sessions.failingOutput(why), "replay", "--verify", record.toString());
            assertEquals(2, r.status(), r.toString());
            assertEquals("robots: cannot write to standard output (" + why + ")\n", r.stderr());
        }
        // the other commands keep 1 for the same failure
        Run autoplay = Sessions.runWithStdout(Sessions.failingOutput("Bad file descriptor"), "autoplay", "--games", "1", "--seed", "1",
                "--size", "8,5,1,2", "--threads", "1");
        assertEquals(1, autoplay.status(), autoplay.toString());
    }

    /** The status Main gives a command that ran out of memory: replay's 2 ("does not fit"), 1 elsewhere. */
    @Test
    void outOfMemoryIsEachCommandsCannotFinishStatus() {
        assertEquals(2, ExitStatus.cannotFinish(new ReplayCommand()));
        assertEquals(1, ExitStatus.cannotFinish(new AutoplayCommand()));
        assertEquals(1, ExitStatus.cannotFinish(null));
    }

    @Test
    void anUnusableFileAtStartIsStatus1InEveryCommand() {
        String directory = dir.toString();
        String[][] cases = {
            {"--seed=1", "--record=" + directory},
            {"play", "--seed=1", "--record=" + directory},
            {"autoplay", "--games", "1", "--seed", "1", "--record", directory},
            {"autoplay", "--games", "1", "--seed", "1", "--json", directory},
            {"check", "--lua", dir.resolve("missing.lua").toString()},
            {"bot", "--lua", dir.resolve("missing.lua").toString()},
            {"check", "--html", directory, "--", "true"},
        };
        for (String[] args : cases) {
            Run r = Sessions.run("", args);
            assertEquals(1, r.status(), String.join(" ", args) + ": " + r);
            assertEquals(1, r.errLines().size(), r.toString());
            assertTrue(r.stderr().contains(Texts.path(directory)), r.toString());
        }
        for (String command : new String[] {"check", "bot"}) {
            Run r = Sessions.run("", command, "--lua", "/nonexistent/my.lua");
            assertEquals(1, r.status(), r.toString());
            assertEquals("robots " + command + ": --lua /nonexistent/my.lua: no such file\n", r.stderr());
            Run notAFile = Sessions.run("", command, "--lua", directory);
            assertEquals("robots " + command + ": --lua " + Texts.path(directory) + ": not a readable file\n", notAFile.stderr());
        }
    }
}
