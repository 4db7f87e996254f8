package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real jar in a real pseudo-terminal (tmux): {@code robots play --seed 7} as a person plays
 * it, one key at a time, the screen read back. Failsafe runs it after the jar is built.
 */
class PlayScreenIT {
    /** A foreground colour (30-37, 90-97, or 38;...) in an SGR escape. */
    private static final Pattern COLOUR = Pattern.compile("\u001b\\[([0-9]+;)*(3[0-8]|9[0-7])(;[0-9]+)*m");

    private static String play(Path data, String environment) {
        return "env XDG_DATA_HOME=" + Sessions.shQuoted(data) + " " + environment + " " + Tmux.robots()
                + " play --seed 7; echo EXIT=$?; sleep 600";
    }

    /** The (row, column) of {@code @} on the screen, or null while it is not drawn (yet). */
    private static int[] drawnPlayer(String screen) {
        List<String> lines = screen.lines().toList();
        for (int row = 1; row < lines.size(); row++) {
            int column = lines.get(row).indexOf('@');
            if (column >= 0) {
                return new int[] {row, column};
            }
        }
        return null;
    }

    /** The (row, column) of {@code @} on the screen (the title row has none). */
    private static int[] player(String screen) {
        List<String> lines = screen.lines().toList();
        for (int row = 1; row < lines.size(); row++) {
            int column = lines.get(row).indexOf('@');
            if (column >= 0) {
                return new int[] {row, column};
            }
        }
        throw new AssertionError("no @ on the screen:\n" + screen);
    }

    @Test
    void oneKeyMovesInPlaceInColourAndQQuits(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            tmux.session("game", 100, 30, play(data, "TERM=xterm-256color"));
            // The message line is drawn last: the whole screen is there.
            String start = tmux.await("game", "the game", s -> s.contains("seed 7") && s.contains("Turn    1")
                    && s.contains("reach the exit") && drawnPlayer(s) != null);
            int history = tmux.history("game");
            int[] at = player(start);
            assertTrue(COLOUR.matcher(tmux.screen("game", true)).find(), "colour escapes: " + start);

            tmux.keys("game", "h");
            String moved = tmux.await("game", "turn 2 after h, @ drawn where it went", s -> s.contains("Turn    2")
                    && drawnPlayer(s) != null && !java.util.Arrays.equals(drawnPlayer(s), at));
            assertEquals(at[0] + "," + (at[1] - 2), player(moved)[0] + "," + player(moved)[1],
                    "h moves @ one cell (two columns) left, without Enter:\n" + start + "\n" + moved);
            tmux.keys("game", "Left");
            tmux.await("game", "turn 3 after Left", s -> s.contains("Turn    3"));
            assertEquals(history, tmux.history("game"), "the scrollback does not grow while playing");

            tmux.keys("game", "q");
            tmux.await("game", "the question", s -> s.contains("Quit this game?"));
            tmux.keys("game", "y");
            String end = tmux.await("game", "the exit status", s -> s.contains("EXIT="));
            assertTrue(end.contains("EXIT=0"), end);
            // The replay hint names the program as it was started here (java -jar, the jar's path); a
            // deep checkout makes it wrap at the 100 columns, and the screen comes with wrapped lines joined.
            assertTrue(end.contains("robots play: seed 7 (replay it with: java -jar "), end);
            assertTrue(end.contains(" play --seed 7)"), end);
            assertFalse(end.contains("Turn    3"), "the alternate screen is left:\n" + end);
        }
    }

    @Test
    void noColourWithNoColor(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            tmux.session("plain", 100, 30, play(data, "TERM=xterm-256color NO_COLOR=1"));
            tmux.await("plain", "the game", s -> s.contains("seed 7") && s.contains("Turn    1"));
            String escaped = tmux.screen("plain", true);
            assertFalse(COLOUR.matcher(escaped).find(), "no colour with NO_COLOR=1:\n" + escaped);
            tmux.keys("plain", "q");
            tmux.await("plain", "q at the start quits at once", s -> s.contains("EXIT=0"));
        }
    }

    @Test
    void pipedInputStillPlaysLineByLine(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            tmux.session("piped", 100, 30, "printf 'L\\nq\\n' | env XDG_DATA_HOME=" + Sessions.shQuoted(data) + " " + Tmux.robots()
                    + " play --seed 7 -W 12 -H 5 -R 0 -P 0; echo EXIT=$?; sleep 600");
            String end = tmux.await("piped", "the end", s -> s.contains("EXIT="));
            assertTrue(end.contains("move> ") && end.contains("Bye.") && end.contains("EXIT=0"), end);
        }
    }

    /**
     * Started in a window too small for the board, enlarged, quit: the shell is left clean (no board
     * row carried over from the game's screen) and the session's summary is there.
     */
    @Test
    void aWindowEnlargedDuringTheGameLeavesTheShellCleanWithTheSummary(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            tmux.session("grow", 40, 12, play(data, "TERM=xterm-256color"));
            tmux.await("grow", "the too-small notice", s -> s.contains("Enlarge it"));
            tmux.resize("grow", 100, 35);
            tmux.await("grow", "the board", s -> s.contains("Turn    1") && drawnPlayer(s) != null);
            tmux.keys("grow", "q");
            String shell = tmux.await("grow", "the shell", s -> s.contains("EXIT="));
            assertTrue(shell.contains("EXIT=0") && shell.contains("robots play: this session: no game played"), shell);
            Pattern boardRow = Pattern.compile("[.X0@<+] [.X0@<+] [.X0@<+] [.X0@<+]");
            assertFalse(boardRow.matcher(shell).find(), "a board row left on the shell:\n" + shell);
        }
    }
}
