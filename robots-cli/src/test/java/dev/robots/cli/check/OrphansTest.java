package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.check.fixture.FixtureGame.Bug;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13, item 2: a program under check that leaves a background process behind (its parent
 * exits, so it is no longer a descendant) must not outlive the run, whether it passed or failed.
 * The program runs in a session of its own, and the checker ends the whole session.
 */
@Timeout(120)
class OrphansTest {

    @TempDir
    Path dir;

    /** The fixture, started by a shell that first puts {@code background} (it writes a pid file) in the background. */
    private static List<String> behind(String background, String... fixtureArgs) {
        List<String> command = new ArrayList<>(List.of("sh", "-c", background + "; exec \"$@\"", "sh"));
        command.addAll(Fixtures.fixture(fixtureArgs));
        return command;
    }

    private static void assertEnds(Path pidFile) throws Exception {
        assertTrue(Files.exists(pidFile), "the background process never started");
        long pid = Long.parseLong(Files.readString(pidFile).strip());
        Optional<ProcessHandle> left = ProcessHandle.of(pid);
        if (left.isPresent()) {
            try {
                left.get().onExit().get(20, TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                left.get().destroyForcibly();
            }
            assertFalse(left.get().isAlive(), "the background process " + pid + " outlived the run");
        }
    }

    @Test
    void aBackgroundChildDoesNotOutliveAPassedRun() throws Exception {
        Path pidFile = dir.resolve("child.pid");
        Checker.Result result = new Checker(CheckOptions.defaults(3, 5),
                behind("sleep 600 & echo $! > " + Sessions.shQuoted(pidFile), "--seed", "3")).run();
        assertTrue(result.passed(), result::report);
        assertEnds(pidFile);
    }

    @Test
    void aBackgroundChildOfEachOneGameRunDoesNotOutliveIt() throws Exception {
        Path pidFile = dir.resolve("child.pid");
        // Each run starts a new one and overwrites the file: the last one is checked, and none piles up.
        Checker.Result result = new Checker(CheckOptions.defaults(3, 5),
                behind("sleep 600 & echo $! > " + Sessions.shQuoted(pidFile), "--seed", "3", "--one-game", "0")).run();
        assertTrue(result.passed(), result::report);
        assertEnds(pidFile);
    }

    @Test
    void anAlreadyOrphanedProcessDoesNotOutliveAFailedRun() throws Exception {
        Path pidFile = dir.resolve("orphan.pid");
        // The subshell exits at once: its sleep is an orphan from the start, reparented away.
        Checker.Result result = new Checker(CheckOptions.defaults(3, 5),
                behind("(sleep 600 & echo $! > " + Sessions.shQuoted(pidFile) + ")", "--seed", "3", "--bug", Bug.GARBAGE.option()))
                .run();
        assertFalse(result.passed(), result::report);
        assertEnds(pidFile);
    }
}
