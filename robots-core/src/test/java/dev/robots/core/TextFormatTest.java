package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The field's text (docs/rules.md, "The field" and "The text protocol"): rendering, parsing, and every
 * parse error with its place.
 */
class TextFormatTest {

    @Test
    void rendersCellsJoinedBySingleSpaces() {
        Field field = Field.of(4, 3, new int[] {2, 0}, new int[] {1, 2});
        Board board = Board.builder(field).robot(0, 0).robot(0, 1).robot(3, 2).build();
        // a robot on the exit (0, 1) shows as X; the player at its start (3, 1)
        assertEquals("X . 0 .\nX . . @\n. 0 . X\n", TextFormat.render(board));
        assertEquals(24, TextFormat.renderedLength(field));
    }

    @Test
    void thePlayerIsShownOverWhateverItStandsOn() {
        Field field = Field.of(3, 1, new int[] {1, 0});
        assertEquals("< @ .\n", TextFormat.render(Board.builder(field).player(1, 0).build()), "on a pit");
        assertEquals("@ 0 .\n", TextFormat.render(Board.builder(field).player(0, 0).build()), "on the exit");
        assertEquals("< 0 @\n", TextFormat.render(Board.builder(field).robot(2, 0).build()), "on a robot");
    }

    @Test
    void parsesWhatItRenders() throws InvalidInputException {
        Board board = TextFormat.parse(". . 0 .\nX . . @\n. 0 . X\n");
        assertEquals(4, board.width());
        assertEquals(3, board.height());
        assertTrue(board.hasRobot(0, 1) && board.hasRobot(0, 0) == false && board.hasRobot(3, 2));
        assertTrue(board.field().isPit(2, 0) && board.field().isPit(1, 2));
        assertEquals(2, board.robotCount());
        assertEquals(2, board.field().pitCount());
        assertEquals(3, board.playerX());
        assertEquals(1, board.playerY());
        // line ends: LF, CRLF, a missing final one
        assertEquals(board, TextFormat.parse(". . 0 .\r\nX . . @\r\n. 0 . X\r\n"));
        assertEquals(board, TextFormat.parse(". . 0 .\nX . . @\n. 0 . X"));
        assertEquals(board, TextFormat.parse(". . 0 .\r\nX . . @\n. 0 . X\r"));
        // the player anywhere, also on the exit (a won game's last position)
        Board won = TextFormat.parse(". .\n@ .\n");
        assertEquals(0, won.playerX());
        assertEquals(1, won.playerY());
        assertEquals(". .\n@ .\n", TextFormat.render(won));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "\"\" | empty field: no rows",
        "\"\n\" | empty field: no rows",
        "\"\r\n\" | empty field: no rows",
        "\"\n\n\" | line 1: 0 characters (expected: an odd number, cells joined by single spaces)",
        "\"< . @ \n\" | line 1: 6 characters (expected: an odd number, cells joined by single spaces)",
        "\"< @\n\n\" | line 2: 0 characters (expected: an odd number, cells joined by single spaces)",
        "\"@\n\" | line 1: 1 cell (expected: width >= 2)",
        "\". . .\n< . @\n. .\n\" | line 3: 2 cells (expected: 3 like line 1)",
        "\". . .\n< . @ . .\n\" | line 2: 5 cells (expected: 3 like line 1)",
        "\"<\t@\" | line 1, column 2: U+0009 between cells (expected: one space)",
        "\". . .\n<.. @\n\" | line 2, column 2: '.' between cells (expected: one space)",
        "\". . .\n< x @\n. . .\n\" | line 2, column 3: 'x' is not a cell (expected one of . 0 X @ <)",
        "\". . .\r\n< . @\r\n. o .\r\n\" | line 3, column 3: 'o' is not a cell (expected one of . 0 X @ <)",
        "\"< . @\n. . x\n\" | line 1, column 1: '<' away from the exit (expected: the exit at column 0, row 1)",
        "\". . .\n. . @\n\" | line 2, column 1: '.' where the exit must be"
            + " (expected: '<', or 'X' for a robot on it, at column 0, row 1)",
        "\"0 @\" | line 1, column 1: a pit on the exit",
        "\"< @ @\" | line 1, column 5: a second player (the first is at (1, 0))",
        "\"< < @\" | line 1, column 3: '<' away from the exit (expected: the exit at column 0, row 0)",
        "\"< . .\n\" | no player: no '@' on the field",
        "\"< x\r@\" | line 1, column 3: 'x' is not a cell (expected one of . 0 X @ <)",
    })
    void parseErrorsNameLineAndColumn(String text, String message) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> TextFormat.parse(text));
        assertEquals(message, e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    /** What the protocol prints is exactly what the statement shows (cells and single spaces). */
    @Test
    void theStatementsFieldRoundTripsByteForByte() throws Exception {
        String text = StatementExampleTest.statementField();
        assertEquals(text, TextFormat.render(TextFormat.parse(text)));
        for (String line : text.split("\n")) {
            assertEquals(2 * 30 - 1, line.length());
        }
    }

    @Test
    void renderingToAWriterThatFailsThrowsUnchecked() {
        Writer broken = new Writer() {
            @Override
            public void write(char[] cbuf, int off, int len) throws IOException {
                throw new IOException("disk full");
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Board b = Board.builder(Field.of(3, 3)).build();
        UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> TextFormat.render(b, broken));
        assertEquals("disk full", e.getCause().getMessage());
    }

    /**
     * A board of 2^30 cells on one row: too long for one String (refused with the reason),
     * and streamed to an Appendable without a row-sized buffer (2^31 characters would not fit in a
     * Java array). The stream is stopped after its first megabyte.
     */
    @Test
    void theLargestRowStreamsAndIsRefusedAsOneString() {
        int width = 1 << 30;
        Board board = Board.builder(Field.builder(width, 1).build()).build();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TextFormat.render(board));
        assertEquals("rendered board: 2147483648 characters (expected: at most 2147483631 in one string)",
                e.getMessage());

        StringBuilder head = new StringBuilder();
        class Enough extends RuntimeException {
            Enough() {
                super(null, null, false, false);
            }
        }
        Appendable firstMegabyte = new Appendable() {
            @Override
            public Appendable append(CharSequence csq) {
                head.append(csq);
                if (head.length() >= 1 << 20) {
                    throw new Enough();
                }
                return this;
            }

            @Override
            public Appendable append(CharSequence csq, int start, int end) {
                return append(csq.subSequence(start, end));
            }

            @Override
            public Appendable append(char c) {
                return append(String.valueOf(c));
            }
        };
        assertThrows(Enough.class, () -> TextFormat.render(board, firstMegabyte));
        assertTrue(head.length() >= 1 << 20);
        assertTrue(head.toString().startsWith("< . . . "));
        assertFalse(head.toString().contains("\n"), "still on the first row");
        assertFalse(head.toString().contains(".."), "single spaces between cells");
    }

    /**
     * The largest board's text read back: one row of 2^30 cells is {@code Integer.MAX_VALUE}
     * characters without its final line end, the longest a CharSequence can be. Computing its
     * width as {@code (chars + 1) / 2} overflowed: it was refused as
     * "line 1: -1073741824 cell (expected: width >= 2)". Takes a few seconds and 256 MiB.
     */
    @Test
    void theLargestRowParses() throws InvalidInputException {
        CharSequence row = HeapLimitsChild.largestRow();
        Board board = TextFormat.parse(row);
        assertEquals(1 << 30, board.width());
        assertEquals(1, board.height());
        assertEquals((1 << 30) - 1, board.playerX());
        assertEquals(0, board.robotCount());
        assertEquals(0, board.field().pitCount());
    }
}
