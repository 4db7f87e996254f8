package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real jar in a real pseudo-terminal (tmux): {@code robots replay r.txt} on a record of
 * {@code robots --seed 4 --record r.txt} plays it back on the play screen, in place; space pauses,
 * the arrows step one turn, {@code q} quits and leaves the alternate screen, and so does Ctrl-C. Here,
 * not in {@code replay}, for the {@link Tmux} helper.
 */
class ReplayScreenIT {
    private static final Pattern TURN = Pattern.compile("Turn    (\\d+) of (\\d+)");
    private static final int TURNS = 40;

    private static int turn(String screen) {
        Matcher m = TURN.matcher(screen);
        assertTrue(m.find(), "no turn on the screen:\n" + screen);
        return Integer.parseInt(m.group(1));
    }

    @Test
    void playsInPlaceStepsAndQuitsWithQOrCtrlC(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("r.txt");
        // Forty turns of charges, each destroying the one robot when it comes next to the player: at
        // 0.25 turns a second the playback lasts minutes, so a loaded machine cannot reach its end first.
        Sessions.Run recorded = Sessions.run("20 5 1 0\n" + "K\n".repeat(TURNS), "--seed", "4", "--record",
                record.toString());
        assertEquals(0, recorded.status(), recorded.toString());
        try (Tmux tmux = Tmux.start()) {
            tmux.session("replay", 100, 30, "cd " + Sessions.shQuoted(dir) + " && TERM=xterm-256color " + Tmux.robots()
                    + " replay r.txt --speed 0.25; echo EXIT=$?; sleep 600");
            tmux.await("replay", "the board, playing", s -> s.contains("robots replay") && s.contains("PLAYING")
                    && TURN.matcher(s).find());
            int history = tmux.history("replay");

            tmux.keys("replay", "Space");
            String paused = tmux.await("replay", "paused after space", s -> s.contains("PAUSED"));
            int before = turn(paused);
            assertTrue(before < TURNS, paused);
            tmux.keys("replay", "Right");
            String stepped = tmux.await("replay", "turn " + (before + 1) + " after Right",
                    s -> TURN.matcher(s).find() && turn(s) == before + 1);
            assertTrue(stepped.contains("Turn    " + (before + 1) + " of " + TURNS) && stepped.contains("PAUSED"),
                    stepped);
            assertTrue(stepped.contains("@"), "the board is drawn:\n" + stepped);
            tmux.keys("replay", "Left");
            tmux.await("replay", "turn " + before + " after Left", s -> TURN.matcher(s).find() && turn(s) == before);
            assertEquals(history, tmux.history("replay"),
                    "the scrollback does not grow: the screen is redrawn in place");

            tmux.keys("replay", "q");
            String end = tmux.await("replay", "the exit status", s -> s.contains("EXIT="));
            // A deep checkout's long paths wrap at the pane's width: the screen comes with wrapped lines joined.
            assertTrue(end.contains("EXIT=0"), end);
            assertTrue(end.contains("was cut short"), "the note on the game cut short, after the screen:\n" + end);
            assertFalse(end.contains("Turn    "), "the alternate screen is left:\n" + end);

            // Ctrl-C, in a second session of the same tmux server (a new server on the same socket
            // right after the last one was killed can fail to start). stty then shows the modes.
            tmux.session("ctrlc", 100, 30, "cd " + Sessions.shQuoted(dir) + " && TERM=xterm-256color " + Tmux.robots()
                    + " replay r.txt --turn 3; echo EXIT=$?; stty -a | tr ' ' '\\n' | grep -x -e echo -e icanon;"
                    + " sleep 600");
            tmux.await("ctrlc", "the board, paused at turn 3", s -> s.contains("Turn    3 of " + TURNS)
                    && s.contains("PAUSED"));
            tmux.keys("ctrlc", "C-c");
            String stopped = tmux.await("ctrlc", "the exit status and the modes", s -> s.contains("EXIT=")
                    && s.contains("icanon"));
            assertTrue(stopped.contains("EXIT=0"), stopped);
            assertTrue(stopped.lines().anyMatch(l -> l.strip().equals("echo")), "echo is back on:\n" + stopped);
            assertFalse(stopped.contains("Turn    "), "the alternate screen is left:\n" + stopped);
        }
    }

}
