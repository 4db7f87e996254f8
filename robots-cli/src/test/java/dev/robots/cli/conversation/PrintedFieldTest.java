package dev.robots.cli.conversation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PrintedFieldTest {

    private static PrintedField parse(boolean strict, int width, String... rows) throws PrintedField.FormatException {
        return PrintedField.parse(List.of(rows), width, rows.length, strict);
    }

    private static String problem(boolean strict, int width, String... rows) {
        return assertThrows(PrintedField.FormatException.class, () -> parse(strict, width, rows)).getMessage();
    }

    @Test
    void readsEveryKindOfCell() throws Exception {
        PrintedField f = parse(true, 4, "X . 0 .", "< . . @");
        assertEquals('X', f.at(new Cell(0, 0)));
        assertEquals(Set.of(new Cell(2, 0)), f.cellsShowing('0'));
        assertEquals(Set.of(new Cell(3, 1)), f.cellsShowing('@'));
        assertEquals(Set.of(new Cell(0, 1)), f.cellsShowing('<'));
        assertEquals(List.of("X . 0 .", "< . . @"), f.lines());
    }

    @Test
    void toleratesTrailingBlanksOnlyWhenNotExact() throws Exception {
        // The bot reads leniently; the checker (exact) holds each row to 2W-1 characters, as the statement.
        assertEquals(List.of("< . @"), parse(false, 3, "< . @ \r").lines());
        assertEquals("row 0 (of rows 0 to 0) '< . @ ': a trailing space after the last cell: 6 characters (expected:"
                + " 2W-1 = 5, W=3 cells joined by single spaces, nothing after the last cell; the statement: \"so the"
                + " line becomes 2*W-1 symbols long\")", problem(true, 3, "< . @ "));
        assertTrue(problem(true, 3, "< . @  \t\r").contains(": a trailing 2 spaces and tab and \\r after the last cell: "
                + "9 characters"), problem(true, 3, "< . @  \t\r"));
    }

    @Test
    void namesTheRowAndWhatIsWrongWithIt() {
        assertTrue(problem(true, 4, ". . . .", "< . @").contains("row 1 (of rows 0 to 1) '< . @': 3 cells"));
        assertTrue(problem(true, 3, "< . #").contains("'#' at column 5 is not a cell"));
        assertTrue(problem(true, 3, "<..@.").contains("'.' at column 2 between cells (expected: one space)"));
        assertTrue(problem(true, 2, "< @ .").contains("'< @ .': 5 characters (expected: 2W-1 = 3"),
                problem(true, 2, "< @ ."));
        assertTrue(problem(true, 3, "< \u0000 @").contains("U+0000"));
        assertEquals("1 rows (expected: H=2)",
                assertThrows(PrintedField.FormatException.class,
                        () -> PrintedField.parse(List.of("< @"), 2, 2, false)).getMessage());
    }

    @Test
    void tellsRowsFromOtherLines() {
        assertTrue(PrintedField.looksLikeRow(". . @"));
        assertTrue(PrintedField.looksLikeRow("X"));
        assertTrue(!PrintedField.looksLikeRow("MOVE:") && !PrintedField.looksLikeRow("")
                && !PrintedField.looksLikeRow("LOST BY HIT") && !PrintedField.looksLikeRow("WIN"));
    }
}
