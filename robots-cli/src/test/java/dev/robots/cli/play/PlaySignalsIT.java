package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The full-screen game stopped by a signal, in a real pseudo-terminal (tmux): {@code SIGTERM},
 * {@code SIGHUP} and {@code SIGINT} leave the main screen, the cursor shown and the modes restored,
 * with no stack trace, and the record keeps every turn played (as played: an undone one is not in
 * it) and replays; Ctrl-Z and {@code SIGTSTP} stop it with the terminal back, and {@code fg}
 * takes the screen again, raw (a key plays without Enter). The process is found by a seed no other
 * run uses.
 */
class PlaySignalsIT {
    private static long uniqueSeed() {
        return ThreadLocalRandom.current().nextLong(1L << 50, 1L << 60);
    }

    private static long stops(String screen) {
        return screen.lines().filter(l -> l.contains("Stopped")).count();
    }

    private static String play(Path data, long seed) {
        return "env XDG_DATA_HOME=" + Sessions.shQuoted(data) + " TERM=xterm-256color " + Tmux.robots() + " play --seed " + seed
                + " -R 0 -P 0";
    }

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({"TERM, 143", "HUP, 129", "INT, 130"})
    void aSignalPutsTheTerminalBackAndTheRecordKeepsTheTurnsPlayed(String signal, int status, @TempDir Path data)
            throws Exception {
        long seed = uniqueSeed();
        Path record = data.resolve("game.rec");
        try (Tmux tmux = Tmux.start()) {
            tmux.session("sig", 100, 30, play(data, seed) + " --record " + Sessions.shQuoted(record)
                    + "; echo EXIT=$?; stty -a | tr ' ' '\\n'"
                    + " | grep -x -e echo -e -echo -e icanon -e -icanon; echo MODES-END; sleep 600");
            tmux.await("sig", "the game", s -> s.contains("seed " + seed) && s.contains("Turn    1"));
            tmux.keys("sig", ".");
            tmux.await("sig", "turn 2, raw (no Enter)", s -> s.contains("Turn    2"));
            tmux.keys("sig", ".");
            tmux.await("sig", "turn 3", s -> s.contains("Turn    3"));
            tmux.keys("sig", ".");
            tmux.await("sig", "turn 4", s -> s.contains("Turn    4"));
            tmux.keys("sig", "z");
            tmux.await("sig", "turn 3 taken back", s -> s.contains("Took back turn 3") && s.contains("Turn    3"));
            assertEquals("1 0", tmux.modes("sig"), "alternate screen on, cursor hidden while playing");

            Tmux.signal(tmux.pid("--seed " + seed), signal);
            // Up to the line after the modes: stty prints icanon before echo.
            String end = tmux.await("sig", "the exit status and the modes", s -> s.contains("EXIT=")
                    && s.contains("MODES-END"));
            assertTrue(end.contains("EXIT=" + status), end);
            assertEquals("0 1", tmux.modes("sig"), "main screen, cursor shown:\n" + end);
            assertTrue(end.lines().anyMatch(l -> l.strip().equals("echo"))
                    && end.lines().anyMatch(l -> l.strip().equals("icanon")), "echo and icanon back on:\n" + end);
            assertFalse(end.contains("Exception") || end.contains("\tat "), "no stack trace:\n" + end);
            assertFalse(end.contains("Turn    2"), "the alternate screen is left:\n" + end);
        }
        // The turns played, as played (the third was taken back), and no stop line: the process was killed.
        List<String> lines = Sessions.withoutDigests(Files.readAllLines(record));
        assertEquals(List.of("game 1 seed=" + seed + " w=30 h=17 r=0 p=0", "turn 1 W", "turn 2 W"),
                lines.subList(1, lines.size()), String.join("\n", lines));
        Sessions.Run verify = Sessions.run("", "replay", "--verify", record.toString());
        assertEquals(0, verify.status(), verify.toString());
        assertTrue(verify.stdout().contains("game 1 was cut short (no 'end' line): verified up to its last whole turn, 2"),
                verify.toString());
        Sessions.Run shown = Sessions.run("", "replay", record.toString());
        assertEquals(0, shown.status(), shown.toString());
        assertTrue(shown.stdout().contains("after turn 2 of 2 (W)"), shown.toString());
    }

    @Test
    void ctrlZAndSigtstpSuspendAndFgRedrawsInRawMode(@TempDir Path data) throws Exception {
        long seed = uniqueSeed();
        try (Tmux tmux = Tmux.start()) {
            // An interactive shell, for job control (sh -c has none: nothing could continue the game).
            tmux.session("job", 100, 30, "env PS1='$ ' bash --norc --noprofile -i");
            tmux.await("job", "the prompt", s -> s.contains("$"));
            // Alone on its line: after "a; b", bash would go on to b as soon as a is stopped.
            tmux.keys("job", play(data, seed), "Enter");
            tmux.await("job", "the game", s -> s.contains("seed " + seed) && s.contains("Turn    1"));

            tmux.keys("job", "C-z");
            String stopped = tmux.await("job", "the job stopped", s -> s.contains("Stopped"));
            assertEquals("0 1", tmux.modes("job"), "main screen, cursor shown while stopped:\n" + stopped);
            tmux.keys("job", "fg", "Enter");
            tmux.await("job", "the board again", s -> s.contains("seed " + seed) && s.contains("Turn    1"));
            assertEquals("1 0", tmux.modes("job"), "the alternate screen again, the cursor hidden");
            tmux.keys("job", ".");
            tmux.await("job", "turn 2 from one key: raw mode again", s -> s.contains("Turn    2"));

            Tmux.signal(tmux.pid("--seed " + seed), "TSTP");
            String again = tmux.await("job", "stopped again, by SIGTSTP", s -> stops(s) == 2);
            assertEquals("0 1", tmux.modes("job"), "main screen, cursor shown:\n" + again);
            tmux.keys("job", "fg", "Enter");
            tmux.await("job", "the board at turn 2", s -> s.contains("seed " + seed) && s.contains("Turn    2"));
            tmux.keys("job", ".");
            tmux.await("job", "turn 3 from one key", s -> s.contains("Turn    3"));

            // Ctrl-C in the middle of a game asks as q does; a second one quits.
            tmux.keys("job", "C-c");
            tmux.await("job", "the question", s -> s.contains("Quit this game?") && s.contains("Turn    3"));
            tmux.keys("job", "C-c");
            tmux.await("job", "the prompt after the game", s -> !s.contains("Turn    3") && s.strip().endsWith("$"));
            tmux.keys("job", "echo EXIT=$?", "Enter");
            String end = tmux.await("job", "the exit status", s -> s.contains("EXIT="));
            assertTrue(end.contains("EXIT=0"), end);
            assertFalse(end.contains("Exception"), "no stack trace:\n" + end);
        }
    }
}
