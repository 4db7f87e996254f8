package dev.robots.cli.check.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.cli.check.model.FieldReport.Panel;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.PrintedField;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FieldReportTest {

    private static PrintedField field(String... rows) throws PrintedField.FormatException {
        return PrintedField.parse(List.of(rows), (rows[0].length() + 1) / 2, rows.length, true);
    }

    private static char[][] cells(String... rows) {
        char[][] cells = new char[rows.length][];
        for (int y = 0; y < rows.length; y++) {
            cells[y] = rows[y].replace(" ", "").toCharArray();
        }
        return cells;
    }

    @Test
    void exactlyOneFreeCornerMustGetTheNewRobot() throws Exception {
        char[][] expected = cells("? . ?", "< . @");
        assertEquals(Set.of(), FieldReport.differences(expected, field("X . .", "< . @")));
        assertEquals(Set.of(), FieldReport.differences(expected, field(". . X", "< . @")));
        assertEquals(Set.of(new Cell(0, 0), new Cell(2, 0)),
                FieldReport.differences(expected, field(". . .", "< . @")), "none appeared: both corners marked");
        assertEquals(Set.of(new Cell(0, 0), new Cell(2, 0)),
                FieldReport.differences(expected, field("X . X", "< . @")), "two appeared: both marked");
        assertEquals(Set.of(new Cell(0, 0), new Cell(2, 0)),
                FieldReport.differences(expected, field("0 . .", "< . @")), "a pit is not a robot");
    }

    @Test
    void everyOtherCellMustMatch() throws Exception {
        char[][] expected = cells(". X .", "< . @");
        assertEquals(Set.of(new Cell(1, 0), new Cell(2, 0)),
                FieldReport.differences(expected, field(". . X", "< . @")));
    }

    @Test
    void marksDifferingCellsJustLeftOfThem() {
        assertEquals(List.of("*X . .", " < .*@"),
                FieldReport.marked(List.of("X . .", "< . @"), Set.of(new Cell(0, 0), new Cell(2, 1))));
    }

    @Test
    void putsPanelsSideBySideUnderTheirTitles() {
        assertEquals(List.of("  previous    received", "  a           b", "  aa          bb"),
                FieldReport.sideBySide(List.of(new Panel("previous", List.of("a", "aa")),
                        new Panel("received", List.of("b", "bb")))));
    }
}
