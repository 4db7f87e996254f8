package dev.robots.cli.check.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.CheckOptions;
import dev.robots.cli.check.Checker;
import dev.robots.cli.check.Fixtures;
import dev.robots.cli.check.fixture.FixtureGame.Bug;
import dev.robots.cli.check.model.FieldReport.Panel;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.conversation.ReceivedRows;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Reports on large fields show a window around the cells that matter, with coordinates, and stay small. */
class FieldWindowTest {

    @Test
    void aWindowHoldsItsFocusAndStaysOnTheField() {
        FieldWindow corner = FieldWindow.around(1000, 1000, List.of(new Cell(998, 1), new Cell(990, 5)));
        assertEquals(new FieldWindow(1000 - FieldWindow.COLUMNS, 0, FieldWindow.COLUMNS, FieldWindow.ROWS, 1000, 1000),
                corner);
        FieldWindow middle = FieldWindow.around(1000, 1000, List.of(new Cell(500, 400)));
        assertTrue(middle.x0() <= 500 && 500 < middle.x0() + middle.columns(), middle.toString());
        assertTrue(middle.y0() <= 400 && 400 < middle.y0() + middle.rows(), middle.toString());
        // Cells too far apart for one window: the first one is in it.
        FieldWindow apart = FieldWindow.around(1000, 1000, List.of(new Cell(10, 10), new Cell(900, 900)));
        assertTrue(apart.x0() <= 10 && apart.y0() <= 10, apart.toString());
        // A wide but low field keeps all its rows.
        FieldWindow wide = FieldWindow.around(100, 5, List.of(new Cell(60, 2)));
        assertEquals(5, wide.rows());
        assertEquals(0, wide.y0());
        assertFalse(FieldWindow.needed(40, 40));
        assertTrue(FieldWindow.needed(41, 3));
    }

    @Test
    void aWindowShowsRowAndColumnNumbersAndTheMarks() {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < 60; y++) {
            char[] cells = new char[60];
            java.util.Arrays.fill(cells, '.');
            rows.add(PrintedField.joinCells(cells));
        }
        rows.set(30, rows.get(30).substring(0, 2 * 45) + "X" + rows.get(30).substring(2 * 45 + 1));
        Set<Cell> diff = Set.of(new Cell(45, 30));
        List<String> shown = FieldReport.show(List.of(new Panel("received", FieldReport.marked(rows, diff))), 60, 60,
                diff);
        String text = String.join("\n", shown);
        assertTrue(text.contains("y=30 "), text);
        assertTrue(shown.get(1).contains("40") && shown.get(1).contains("45"), text);
        assertTrue(text.contains("*X"), text);
        assertTrue(shown.get(shown.size() - 1).startsWith("  (a window of the 60x60 field: columns "), text);
        assertTrue(shown.stream().allMatch(l -> l.length() < 120), text);
    }

    @Test
    void rawRowsOfALargeFieldAreCutButKeepTheLastLine() {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            lines.add(". ".repeat(999) + ".");
        }
        lines.add("MOVE:");
        List<String> shown = ReceivedRows.raw(lines, new GameSize(1000, 1000, 0, 0));
        assertEquals(ReceivedRows.RAW_ROWS + 1, shown.size());
        assertEquals("  MOVE:", shown.get(shown.size() - 1));
        assertTrue(shown.get(0).endsWith("... (1999 characters)"), shown.get(0));
        assertEquals(3, ReceivedRows.raw(List.of("a", "b", "c"), new GameSize(1000, 1000, 0, 0)).size());
    }

    /** Issue 13, item 7: a failure on a 1000x1000 field was a report of 6 MB. */
    @Test
    @Timeout(180)
    void aFailureReportOnA1000x1000FieldIsAFewKilobytes() throws Exception {
        CheckOptions options = CheckOptions.defaults(1, 5).withSizes(List.of(new GameSize(1000, 1000, 60, 100)))
                .withTimeout(Duration.ofSeconds(60));
        Checker.Result result = new Checker(options, Fixtures.fixture("--bug", Bug.WRONG_MOVEMENT.option(), "--seed",
                "5")).run();
        assertFalse(result.passed(), () -> result.report().substring(0, 2000));
        int bytes = result.report().getBytes(StandardCharsets.UTF_8).length;
        assertTrue(bytes < 8_000, () -> bytes + " bytes:\n" + result.report().substring(0, Math.min(20_000, bytes)));
        assertTrue(Fixtures.problem(result.report()).contains("does not follow"), result::report);
        assertTrue(result.report().contains("(a window of the 1000x1000 field: columns "), result::report);
    }
}
