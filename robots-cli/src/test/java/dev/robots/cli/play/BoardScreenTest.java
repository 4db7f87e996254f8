package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.terminal.BoardScreen;
import dev.robots.cli.terminal.Frame;
import dev.robots.cli.terminal.KeyDecoderTest;
import dev.robots.cli.terminal.ScreenBlocks;
import dev.robots.core.Board;
import dev.robots.core.Field;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.junit.jupiter.api.Test;

/** {@link BoardScreen}: layout, marks, colour, and a screen too small. */
public class BoardScreenTest {
    /** 5 x 3: exit at (0, 1), player at (4, 1), a robot at (2, 0), a pit at (1, 2). */
    public static final Board BOARD = Board.builder(Field.of(5, 3, new int[] {1, 2})).robot(2, 0).build();

    private static List<String> plain(List<AttributedString> lines) {
        return lines.stream().map(AttributedString::toString).toList();
    }

    @Test
    void theBoardIsCentredWithThePanelBesideItAndTheMessageAtTheBottom() {
        // Centred with room kept for a panel line as long as BoardScreen.PANEL_RESERVE: here all 21 columns.
        Frame frame = new Frame("title", BOARD, List.of(), List.of("Turn 1", "Robots 1"), "hello",
                Map.of(3 + 5, Frame.Mark.SAFE, 2, Frame.Mark.CHANGED));
        List<String> lines = plain(new BoardScreen(false).render(frame, 21, 7));
        assertEquals(List.of(
                "        title",
                "",
                ". . X . .  Turn 1",
                "< . . + @  Robots 1",
                ". 0 . . .",
                "",
                "hello"), lines.stream().map(String::stripTrailing).toList());
    }

    @Test
    void aNarrowScreenPutsThePanelUnderTheBoard() {
        Frame frame = Frame.of("t", BOARD, List.of("Turn 1"), "m");
        List<String> lines = plain(new BoardScreen(false).render(frame, 10, 8)).stream().map(String::stripTrailing)
                .toList();
        assertEquals(List.of("    t", ". . X . .", "< . . . @", ". 0 . . .", "", "Turn 1", "", "m"), lines);
    }

    @Test
    void aScreenTooSmallSaysWhatEachLayoutNeedsInLinesBrokenAtSpaces() {
        // 12 x 6: too small even for the board drawn dense (13 x 5 with the panel beside it).
        List<AttributedString> lines = new BoardScreen(true)
                .render(Frame.of("t", BOARD, List.of("Turn 1"), "m"), 12, 6);
        assertEquals(6, lines.size());
        List<String> text = plain(lines).stream().filter(line -> !line.isEmpty()).toList();
        assertEquals(List.of("Terminal too", "small for", "the 5 x 3", "board: it", "needs 17 x", "5, or 9 x 7"), text,
                "cut at the screen's last row, every break at a space");
    }

    @Test
    void theDefaultBoardAt70x30HasItsPanelFoldedUnderIt() {
        // 30 x 17 needs 59 + 2 + 23 columns beside; under it, its two parts side by side: 17 + 1 + 7 rows.
        Board board = dev.robots.core.Game.builder(dev.robots.core.GameParameters.of(30, 17, 20, 40)).seed(1).build()
                .board();
        List<String> panel = new java.util.ArrayList<>(List.of("Turn    1", "Robots  20", "Charges 3",
                "Safe: y k u h . l b j n", ""));
        panel.addAll(SessionView.LEGEND);
        List<String> lines = plain(new BoardScreen(false).render(Frame.of("title", board, panel, "m"), 70, 30));
        assertEquals(30, lines.size());
        assertTrue(lines.stream().noneMatch(line -> line.contains("too small")), String.join("\n", lines));
        int turn = lines.stream().filter(line -> line.contains("Turn    1")).findFirst().map(lines::indexOf)
                .orElseThrow();
        assertTrue(lines.get(turn).contains(SessionView.LEGEND.get(0)), "the legend beside the state: " + lines);
        assertTrue(lines.get(turn - 2).contains("@") || lines.get(turn - 2).contains("."), "under the board");
        assertEquals(2 + 17 + 1, turn, "the board from row 2: 25 rows centred in the 28 between title and message");
    }

    @Test
    void wrappedBreaksAtSpacesAndCutsOnlyAWordLongerThanALine() {
        assertEquals(List.of("it needs", "80 x 19"), ScreenBlocks.wrapped("it needs 80 x 19", 8));
        assertEquals(List.of("abcde", "fgh", "ij"), ScreenBlocks.wrapped("abcdefgh ij", 5));
    }

    @Test
    void colourOnlyWhenAskedFor() throws IOException {
        Frame frame = new Frame("t", BOARD, List.of(), List.of(), "m", Map.of(4 + 5, Frame.Mark.DANGER));
        try (Terminal terminal = KeyDecoderTest.terminal("", new ByteArrayOutputStream())) {
            String coloured = String.join("\n", new BoardScreen(true).render(frame, 20, 6).stream()
                    .map(line -> line.toAnsi(terminal)).toList());
            assertTrue(coloured.contains("31"), "red robots: " + coloured);
            assertTrue(coloured.contains("41") || coloured.contains("48;5;1"), "the player's cell on red: " + coloured);
            String plain = String.join("\n", new BoardScreen(false).render(frame, 20, 6).stream()
                    .map(line -> line.toAnsi(terminal)).toList());
            assertFalse(COLOUR.matcher(plain).find(), "no colour escapes: " + plain);
        }
    }

    /** A colour escape: a foreground or background (30-49, 90-107) in an SGR sequence. */
    private static final java.util.regex.Pattern COLOUR =
            java.util.regex.Pattern.compile("\u001b\\[([0-9]+;)*(3[0-9]|4[0-9]|9[0-7]|10[0-7])(;[0-9]+)*m");

    @Test
    void pitsAreBoldAndTheFloorFaintWithColourAndWithout() {
        Frame frame = new Frame("t", BOARD, List.of(), List.of(), "m", Map.of());
        for (boolean colour : new boolean[] {true, false}) {
            List<AttributedString> lines = new BoardScreen(colour).boardLines(frame);
            AttributedString bottom = lines.get(2); // ". 0 . . ."
            assertEquals('0', bottom.charAt(2));
            assertTrue(bottom.styleAt(2).equals(bottom.styleAt(2).bold()), "the pit bold, colour " + colour);
            assertTrue(bottom.styleAt(0).equals(bottom.styleAt(0).faint()), "the floor faint, colour " + colour);
            assertFalse(bottom.styleAt(0).equals(bottom.styleAt(0).bold()), "the floor not bold, colour " + colour);
        }
    }

    @Test
    void theBoardStaysPutWhenAPanelLineGrows() {
        Frame shortSafe = Frame.of("t", BOARD, List.of("Safe: l"), "m");
        Frame longSafe = Frame.of("t", BOARD, List.of("Safe: y k u h . l b j n"), "m");
        for (int columns : new int[] {40, 60, 100}) {
            assertEquals(plain(new BoardScreen(false).render(shortSafe, columns, 8)).get(3).indexOf('@'),
                    plain(new BoardScreen(false).render(longSafe, columns, 8)).get(3).indexOf('@'), "" + columns);
        }
    }

    @Test
    void everyLineFitsTheScreen() {
        Frame frame = Frame.of("a title much longer than the screen is wide", BOARD, List.of("Turn 1"),
                "a message much longer than the screen is wide, too");
        for (int columns = 1; columns < 30; columns++) {
            for (int rows = 1; rows < 12; rows++) {
                List<AttributedString> lines = new BoardScreen(true).render(frame, columns, rows);
                assertEquals(rows, lines.size(), columns + " x " + rows);
                for (AttributedString line : lines) {
                    assertTrue(line.length() <= columns, columns + " x " + rows + ": " + line);
                }
            }
        }
    }

    /** {@code showsFrame} is exactly the sizes {@code render} draws the frame at, not the too-small notice. */
    @Test
    void showsFrameIsWhereRenderShowsTheFrame() {
        Frame frame = Frame.of("robots", BOARD, List.of("Turn    1", "Robots  3", "Charges 3"), "a message");
        int fit = 0;
        int notice = 0;
        // From 20 columns the notice's first line reads "Terminal too small" whole.
        for (int columns = 20; columns < 60; columns++) {
            for (int rows = 1; rows < 20; rows++) {
                BoardScreen screen = new BoardScreen(false);
                BoardScreen.Screenful shown = screen.screenful(frame, columns, rows);
                boolean tooSmall = shown.lines().stream()
                        .anyMatch(line -> line.toString().contains("Terminal too small"));
                assertEquals(!tooSmall, shown.showsFrame(), columns + " x " + rows);
                if (tooSmall) {
                    notice++;
                } else {
                    fit++;
                }
            }
        }
        assertTrue(fit > 100 && notice > 100, fit + " fit, " + notice + " too small");
    }

    /** A board too wide for cells one space apart is drawn dense, one column a cell, the panel beside it. */
    @Test
    void aWideBoardIsDrawnDenseWhereThatFits() {
        Board board = dev.robots.core.Game.builder(dev.robots.core.GameParameters.of(40, 10, 12, 20)).seed(3).build()
                .board();
        BoardScreen.Screenful shown = new BoardScreen(false).screenful(Frame.of("t", board, List.of("Turn    1"),
                "m"), 70, 14);
        assertTrue(shown.showsFrame());
        List<String> lines = plain(shown.lines());
        for (String row : dev.robots.core.TextFormat.render(board).split("\n")) {
            String dense = row.replace(" ", "");
            assertTrue(lines.stream().anyMatch(line -> line.contains(dense)), dense + " in\n" + String.join("\n", lines));
        }
    }

    /**
     * A board larger than the screen even dense is shown as a window around the player, framed: ':'
     * where the board goes on, '<' on the frame toward an exit out of view and how far it is; the
     * window follows the player, and with the exit in view there is no pointer.
     */
    @Test
    void aBoardLargerThanTheScreenIsAWindowThatFollowsThePlayerAndPointsToTheExit() {
        Field field = Field.of(200, 100);
        for (int[] at : new int[][] {{199, 50}, {120, 10}, {60, 95}, {3, 50}}) {
            Board board = Board.builder(field).player(at[0], at[1]).robot(at[0] - 1, at[1] - 1).build();
            BoardScreen.Screenful shown = new BoardScreen(false).screenful(Frame.of("t", board,
                    List.of("Turn    1", "Robots  1"), "m"), 80, 24);
            String where = "player at " + at[0] + "," + at[1];
            assertTrue(shown.showsFrame(), where);
            List<String> lines = plain(shown.lines());
            assertEquals(24, lines.size());
            lines.forEach(line -> assertTrue(line.length() <= 80, where + ": " + line));
            String text = String.join("\n", lines);
            assertTrue(lines.stream().anyMatch(line -> line.contains("X@") || line.contains("@")), where + "\n" + text);
            int row = lines.indexOf(lines.stream().filter(line -> line.contains("@")).findFirst().orElseThrow());
            assertTrue(lines.get(row - 1).contains("X"), where + ": the robot above-left of the player\n" + text);
            // The window: 80 - 2 (frame) - 2 (gap) - 9 (panel) = 67 cells by 24 - 2 - 2 = 20 rows, around the player.
            if (at[0] > 33) {
                String top = lines.stream().filter(line -> line.contains(" exit ")).findFirst().orElseThrow();
                int x0 = Math.min(at[0] - 33, 200 - 67);
                int y0 = Math.max(0, Math.min(at[1] - 10, 100 - 20));
                String up = 50 < y0 ? ", " + (y0 - 50) + " up" : 50 >= y0 + 20 ? ", " + (50 - y0 - 19) + " down" : "";
                assertTrue(top.contains(" exit " + x0 + " left" + up + " "), where + ": " + top);
                assertTrue(top.contains(" exit ") && top.contains(" left"), where + ": " + top);
                assertTrue(lines.stream().anyMatch(line -> line.stripLeading().startsWith("<")), where
                        + ": the pointer on the left side\n" + text);
            } else {
                assertFalse(text.contains(" exit "), where + ": the exit in view\n" + text);
                assertTrue(text.contains("<"), where + ": the exit itself");
            }
        }
    }

    /** A message longer than the screen is wide takes the free row above it, broken at a space, not cut. */
    @Test
    void aLongMessageTakesTheRowAboveWhenItIsFree() {
        Frame frame = Frame.of("t", BOARD, List.of("Turn 1"), "h (left) loses: a robot would step onto you");
        List<String> lines = plain(new BoardScreen(false).render(frame, 30, 9));
        assertEquals(List.of("h (left) loses: a robot would", "step onto you"), lines.subList(7, 9));
    }
}
