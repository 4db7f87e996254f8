package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code robots play} as a person meets it (issue 23), the built jar in a real pseudo-terminal
 * (tmux): a losing move needs Enter and a held key does not walk into the robot; pits bold and the
 * floor faint with colour and without; the board keeps its place; counts, {@code w} and the
 * autopilot playing on; the folded layout at 70 x 30; one end message and the session summary;
 * the undo rule of the scores. Ctrl-Z is {@link PlaySignalsIT}'s. Every wait is on the screen's
 * content, with {@link Tmux#DEADLINE}; nothing asserts on time.
 */
class PlayForAPersonIT {
    /** A row of the default 30 x 17 board: 30 cells one space apart. */
    private static final Pattern BOARD_ROW = Pattern.compile("([.0X@<+] ){29}[.0X@<+]");

    private static String play(Path data, String environment, String arguments) {
        return "env XDG_DATA_HOME=" + Sessions.shQuoted(data) + " TERM=xterm-256color " + environment + " " + Tmux.robots()
                + " play " + arguments + "; echo EXIT=$?; sleep 600";
    }

    /** Whether the screen shows the first turn of the game of {@code seed}: every test waits for it. */
    private static Predicate<String> firstTurn(long seed) {
        return s -> s.contains("seed " + seed) && s.contains("Turn    1");
    }

    /**
     * Whether the screen shows a whole frame of the 30 x 17 board: its 17 rows and the Safe: line
     * below them (a capture can land while a frame is half drawn).
     */
    private static boolean wholeBoard(String screen) {
        return boardRows(screen) == 17 && screen.lines().anyMatch(l -> l.contains("Safe:"));
    }

    private static long boardRows(String screen) {
        return screen.lines().filter(l -> BOARD_ROW.matcher(l).find()).count();
    }

    /** The column of {@code <} (the exit) on the screen's board. */
    private static int exitColumn(String screen) {
        return screen.lines().skip(1).filter(l -> l.contains("<")).findFirst().orElseThrow().indexOf('<');
    }

    @Test
    void aLosingMoveNeedsEnterAndAHeldKeyDoesNotPlayIt(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            tmux.session("lose", 100, 30, play(data, "", "--seed 1 -R 3 -P 5"));
            tmux.await("lose", "the game", firstTurn(1));
            tmux.keys("lose", ".");
            tmux.await("lose", "turn 2", s -> s.contains("Turn    2"));
            tmux.keys("lose", "h");
            // Longer than the screen is wide: on two rows, whole.
            tmux.await("lose", "the question", s -> s.replaceAll("\\s+", " ").contains("h (left) loses: a robot would"
                    + " step onto you from the left. Enter plays it anyway; any other key does not."));
            // h held: its repeats come at once; then s, to see that every h before it was read.
            tmux.keys("lose", "h", "h", "h", "h", "h", "s");
            String held = tmux.await("lose", "s after the held h", s -> s.contains("Safe cells hidden."));
            assertTrue(held.contains("Turn    2") && !held.contains("Game over") && !held.contains("Caught"),
                    "the held h did not play the losing move:\n" + held);
            tmux.keys("lose", "h");
            tmux.await("lose", "the question again", s -> s.contains("h (left) loses"));
            tmux.keys("lose", "Enter");
            String lost = tmux.await("lose", "the loss after Enter", s -> s.contains("Game over after 2 turns."));
            assertTrue(lost.contains("Caught by the robot from the left."), lost);
        }
    }

    /** Each board cell's attributes from {@code capture-pane -e}: bold and faint (dim), read from SGR escapes. */
    private static List<String> boardCellsWithAttributes(String escaped) {
        List<String> cells = new ArrayList<>();
        for (String line : escaped.split("\n")) {
            StringBuilder text = new StringBuilder();
            List<String> attributes = new ArrayList<>();
            boolean bold = false;
            boolean dim = false;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '\u001b' && i + 1 < line.length() && line.charAt(i + 1) == '[') {
                    int end = i + 2;
                    while (end < line.length() && !Character.isLetter(line.charAt(end))) {
                        end++;
                    }
                    if (end < line.length() && line.charAt(end) == 'm') {
                        for (String p : line.substring(i + 2, end).split(";", -1)) {
                            switch (p) {
                                case "", "0" -> {
                                    bold = false;
                                    dim = false;
                                }
                                case "1" -> bold = true;
                                case "2" -> dim = true;
                                case "22" -> {
                                    bold = false;
                                    dim = false;
                                }
                                default -> { }
                            }
                        }
                    }
                    i = end;
                    continue;
                }
                text.append(c);
                attributes.add((bold ? "bold" : "") + (dim ? "dim" : ""));
            }
            java.util.regex.Matcher row = BOARD_ROW.matcher(text);
            if (row.find()) {
                for (int i = row.start(); i < row.end(); i += 2) {
                    cells.add(text.charAt(i) + attributes.get(i));
                }
            }
        }
        return cells;
    }

    @Test
    void pitsStandOutAndTheFloorRecedesInColourAndWithout(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            for (String environment : new String[] {"", "NO_COLOR=1"}) {
                String name = environment.isEmpty() ? "colour" : "plain";
                tmux.session(name, 100, 30, play(data, environment, "--seed 7"));
                tmux.await(name, "the game", firstTurn(7).and(PlayForAPersonIT::wholeBoard));
                List<String> cells = boardCellsWithAttributes(tmux.screen(name, true));
                assertEquals(30 * 17, cells.size(), name + ": every cell of the board read: " + cells);
                assertTrue(cells.contains("0bold") && cells.stream().filter(c -> c.startsWith("0"))
                        .allMatch(c -> c.equals("0bold")), name + ": every pit bold, none faint: " + cells);
                assertTrue(cells.stream().filter(c -> c.startsWith(".")).allMatch(c -> c.equals(".dim")),
                        name + ": every floor dot faint, none bold: " + cells);
                tmux.keys(name, "q");
                tmux.await(name, "q at the start quits", s -> s.contains("EXIT=0"));
            }
        }
    }

    @Test
    void theBoardKeepsItsPlaceAsTheSafeLineChanges(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            tmux.session("stable", 100, 30, play(data, "", "--seed 1 -R 0 -P 0"));
            String start = tmux.await("stable", "the game", firstTurn(1).and(PlayForAPersonIT::wholeBoard));
            tmux.keys("stable", "h");
            String left = tmux.await("stable", "turn 2", s -> s.contains("Turn    2") && wholeBoard(s));
            tmux.keys("stable", "l");
            String right = tmux.await("stable", "turn 3", s -> s.contains("Turn    3") && wholeBoard(s));
            // The Safe: line is shorter by the right edge (no u, l, n) than one cell left of it.
            assertFalse(safeLine(start).equals(safeLine(left)), safeLine(start) + " / " + safeLine(left));
            assertEquals(exitColumn(start), exitColumn(left), "after h:\n" + start + "\n" + left);
            assertEquals(exitColumn(start), exitColumn(right), "after l:\n" + right);
        }
    }

    private static String safeLine(String screen) {
        return screen.lines().filter(l -> l.contains("Safe:")).findFirst().orElseThrow().strip();
    }

    @Test
    void countsWaitForARobotAndTheAutopilotPlaysToTheEnd(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            tmux.session("count", 100, 30, play(data, "", "--seed 7 -R 0 -P 0"));
            tmux.await("count", "the game", firstTurn(7));
            tmux.keys("count", "3", "h");
            tmux.await("count", "3h: turn 4", s -> s.contains("Turn    4") && s.contains("h (left) 3 times."));
            tmux.keys("count", "z");
            tmux.await("count", "z: turn 3", s -> s.contains("Turn    3") && s.contains("Took back turn 3."));
            tmux.keys("count", "1", "2", ".");
            tmux.await("count", "12.: turn 15", s -> s.contains("Turn    15") && s.contains(". (wait) 12 times."));

            tmux.session("turns", 100, 30, play(data, "", "--seed 7"));
            tmux.await("turns", "the game", firstTurn(7));
            tmux.keys("turns", "w");
            String waited = tmux.await("turns", "w", s -> s.contains("A robot is next to you")
                    || s.contains("Stopped after") || s.contains("Game over"));
            assertTrue(waited.contains("A robot is next to you after "), waited);
            tmux.keys("turns", "A");
            tmux.await("turns", "the autopilot playing", s -> s.contains("The autopilot plays: "));
            String end = tmux.await("turns", "the autopilot at the end", s -> s.contains("Again? y/n")
                    || s.contains("The autopilot stopped after"));
            assertTrue(end.contains("Again? y/n") || end.contains("its move"),
                    "the end, or a stop before a losing move (never a key: none was sent):\n" + end);
        }
    }

    @Test
    void anyKeyStopsTheAutopilot(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            // 60 x 30: at least 59 turns to the exit, 4 a second: it cannot end before the key comes.
            tmux.session("stop", 200, 50, play(data, "", "--seed 3 -W 60 -H 30 -R 20 -P 40"));
            tmux.await("stop", "the game", firstTurn(3));
            tmux.keys("stop", "A");
            tmux.await("stop", "the autopilot playing", s -> s.contains("The autopilot plays: "));
            tmux.keys("stop", "x");
            String stopped = tmux.await("stop", "stopped by x", s -> s.contains("The autopilot stopped after"));
            assertFalse(stopped.contains("That key does nothing"), "the key only stopped it:\n" + stopped);
        }
    }

    @Test
    void at70x30ThePanelFoldsAt50x20AWindowAndTooSmallBreaksAtSpaces(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            tmux.session("fold", 70, 30, play(data, "", "--seed 7"));
            String screen = tmux.await("fold", "the game", firstTurn(7)
                    .and(s -> boardRows(s) == 17 && s.contains("y k u   . wait")));
            List<String> lines = screen.lines().toList();
            int lastBoardRow = -1;
            for (int row = 0; row < lines.size(); row++) {
                if (BOARD_ROW.matcher(lines.get(row)).find()) {
                    lastBoardRow = row;
                }
            }
            int turn = lines.indexOf(lines.stream().filter(l -> l.contains("Turn    1")).findFirst().orElseThrow());
            assertTrue(lastBoardRow > 0 && turn > lastBoardRow, "the panel under the board:\n" + screen);
            assertTrue(lines.get(turn).contains("y k u   . wait"), "the legend beside the state:\n" + screen);
            assertFalse(screen.contains("too small"), screen);

            // 50 x 20: a window of the board around @, the exit pointed to.
            tmux.session("window", 50, 20, play(data, "", "--seed 7"));
            String window = tmux.await("window", "the window", s -> s.contains("Turn    1") && s.contains("@"));
            assertFalse(window.contains("too small"), window);
            tmux.keys("window", "q");
            tmux.await("window", "q quits", s -> s.contains("EXIT=0"));

            tmux.session("small", 30, 10, play(data, "", "--seed 7"));
            String small = tmux.await("small", "the too-small message", s -> s.contains("Enlarge it,"));
            String joined = String.join(" ", small.lines().map(String::strip).filter(l -> !l.isEmpty()).toList());
            assertTrue(joined.contains("Terminal too small for the 30 x 17 board: it needs ")
                    && joined.contains(" with the panel under the board; this one is 30 x 10. Enlarge it, or press q."),
                    "lines broken at spaces only:\n" + small);
            tmux.keys("small", "q");
            tmux.await("small", "q quits", s -> s.contains("EXIT=0"));
        }
    }

    @Test
    void oneEndMessageTheUndoRuleAndTheSessionSummary(@TempDir Path data) throws Exception {
        try (Tmux tmux = Tmux.start()) {
            // 3 x 1, nothing on it: two steps left win. Win, undo, win again, then a second game lost by quitting.
            tmux.session("end", 100, 30, play(data, "", "--seed 1 -W 3 -H 1 -R 0 -P 0")
                    .replace("; echo EXIT=$?", "; echo EXIT=$?; env XDG_DATA_HOME=" + Sessions.shQuoted(data) + " " + Tmux.robots()
                            + " play --scores"));
            tmux.await("end", "the game", firstTurn(1));
            tmux.keys("end", "h");
            tmux.await("end", "turn 2", s -> s.contains("Turn    2"));
            tmux.keys("end", "h");
            String won = tmux.await("end", "the win", s -> s.contains("You escaped in 2 turns!"));
            assertEquals(1, won.split("escaped", -1).length - 1, "one end message:\n" + won);
            assertFalse(won.contains("Game over"), won);
            tmux.keys("end", "z");
            tmux.await("end", "the undo", s -> s.contains("Took back turn 2."));
            tmux.keys("end", "h");
            tmux.await("end", "the second end, counted in the first's place", s -> s.contains("You escaped in 2"
                    + " turns! Again? y/n, g the campaign, z undoes  (counted as it ended now, with undo)"));
            tmux.keys("end", "Enter");
            tmux.await("end", "game 2", s -> s.contains("game 2") && s.contains("Turn    1"));
            tmux.keys("end", "h");
            tmux.await("end", "game 2, turn 2", s -> s.contains("Turn    2"));
            tmux.keys("end", "q");
            tmux.await("end", "the quit question", s -> s.contains("Quit this game?"));
            tmux.keys("end", "y");
            String end = tmux.await("end", "the summary and the scores", s -> s.contains("EXIT=")
                    && s.contains("3x1 R 0 P 0"));
            assertTrue(end.contains("EXIT=0"), end);
            assertTrue(end.contains("robots play: this session: 2 games: 1 won (best 2 turns), 1 unfinished"), end);
            assertTrue(end.contains("single 3x1 R 0 P 0 charges 3: 1 game, 0 won, 1 won with help"),
                    "counted once, as it ended last, with undo as its help:\n" + end);
            assertFalse(end.contains("Turn    "), "the summary after the alternate screen is left:\n" + end);
        }
    }
}
