package dev.robots.cli.check;

import dev.robots.cli.check.model.FieldReport.Panel;
import dev.robots.cli.check.model.FieldReport;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.conversation.ReceivedRows;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * The evidence an {@link AnswerJudge} report shows for a wrong answer: the previous field (the
 * position before the command), fields side by side as {@link FieldReport} draws them, received
 * rows as they are shown, and the notes that explain a mismatch.
 */
final class FieldEvidence {
    private GameSize size;
    private List<String> previous = List.of();
    /** The player's cell in {@link #previous}: what a window on a large field shows when no cell differs. */
    private Cell playerBefore = new Cell(0, 0);

    /** Starts a game of {@code gameSize}: no previous field. */
    void newGame(GameSize gameSize) {
        size = gameSize;
        previous = List.of();
    }

    /** Forgets the previous field once a game has ended. */
    void gameEnded() {
        previous = List.of();
    }

    /** Notes the position before a command: the field a report shows as "previous". */
    void before(State state) {
        previous = FieldReport.lines(FieldReport.cells(state));
        playerBefore = state.player();
    }

    /** The player's cell before the command. */
    Cell playerBefore() {
        return playerBefore;
    }

    /** The previous field as a report's panel, nothing marked. */
    Panel previousPanel() {
        return new Panel("previous", FieldReport.marked(previous, Set.of()));
    }

    /** {@code panels} side by side, a window on a large field around {@code focus}. */
    List<String> show(List<Panel> panels, Collection<Cell> focus) {
        return FieldReport.show(panels, size.width(), size.height(), focus);
    }

    /** Received lines that look like rows, as a report shows them ({@link Texts#shown}). */
    List<String> shownRows(String first, List<String> more) {
        List<String> rows = new ArrayList<>(more.size() + 1);
        rows.add(Texts.shown(first, ReceivedRows.rowShown(size)));
        more.forEach(r -> rows.add(Texts.shown(r, ReceivedRows.rowShown(size))));
        return rows;
    }

    /** A note for a field that is the previous one unchanged: a common slip with empty lines. */
    List<String> unchangedNote(List<String> rows) {
        if (!rows.equals(previous)) {
            return List.of();
        }
        return List.of("  note: the received field is the previous one, unchanged: was the command ignored, or was"
                + " the field printed again for an earlier empty line (such as the rest of the INIT line)? An empty"
                + " line must be skipped silently.");
    }

    /**
     * The details of a received field that fits no position: the previous, expected and received
     * fields side by side with the differing cells marked, the first differences named, the robot
     * count and whether a reinforcement was due.
     */
    List<String> mismatch(Continued expected, char[][] expectedCells, PrintedField received, Set<Cell> diff) {
        List<String> expectedLines = FieldReport.lines(expectedCells);
        List<String> details = new ArrayList<>(show(List.of(previousPanel(),
                new Panel("expected", FieldReport.marked(expectedLines, diff)),
                new Panel("received", FieldReport.marked(received.lines(), diff))), diff));
        boolean maybe = expectedLines.stream().anyMatch(l -> l.indexOf(FieldReport.MAYBE_ROBOT) >= 0);
        details.add("  (* marks a differing cell, just left of it" + (maybe
                ? "; ? is a free corner: exactly one of them gets the new robot)" : ")"));
        int shown = 0;
        for (Cell c : diff) {
            if (shown++ == 8) {
                details.add("  ... " + (diff.size() - 8) + " more differences");
                break;
            }
            char e = expectedCells[c.y()][c.x()];
            details.add("  " + c + ": expected " + (e == FieldReport.MAYBE_ROBOT ? "'X' on one free corner"
                    : Texts.describe(e)) + ", received " + Texts.describe(received.at(c)));
        }
        details.addAll(unchangedNote(received.lines()));
        State after = expected.state();
        int receivedRobots = received.cellsShowing('X').size();
        details.add("  robots: " + after.robots().size() + " after the robots moved"
                + (expected.newRobotExpected() ? " + 1 new one on a free corner" : "") + ", received "
                + receivedRobots + "; R=" + after.robotTarget());
        if (expected.reinforcementDue()) {
            details.add("  reinforcement: due (fewer than R robots left); free corners: "
                    + (expected.freeCorners().isEmpty() ? "none, so no new robot" : expected.freeCorners()));
        } else {
            details.add("  reinforcement: not due (" + Texts.count(after.robots().size(), "robot") + " left, R="
                    + after.robotTarget() + ")");
        }
        return details;
    }
}
