package dev.robots.cli.check.model;

import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.PrintedField;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a received field shows a position the rules allow, under the readings a check leaves open
 * ({@link SilentPoint}): {@link #shown} picks the allowed positions a field shows (more than one
 * when a new robot may stand on the exit drawn {@code <}, where it cannot be seen), and
 * {@link #differences} marks, for a report, the cells that no allowed position explains.
 */
public final class FieldMatch {
    private FieldMatch() {
    }

    /**
     * The positions among {@code positions} that {@code received} shows, in order, without repeats:
     * every cell as {@link FieldReport#cells} draws it, except that with
     * {@link SilentPoint#ROBOT_ON_EXIT_DRAWN} open a robot on the exit may be drawn {@code <}.
     */
    public static List<State> shown(List<State> positions, PrintedField received, Set<SilentPoint> open) {
        Set<State> shown = new LinkedHashSet<>();
        for (State p : positions) {
            if (shows(p, received, open)) {
                shown.add(p);
            }
        }
        return new ArrayList<>(shown);
    }

    private static boolean shows(State p, PrintedField received, Set<SilentPoint> open) {
        char[][] cells = FieldReport.cells(p);
        for (int y = 0; y < cells.length; y++) {
            for (int x = 0; x < cells[y].length; x++) {
                Cell c = new Cell(x, y);
                char got = received.at(c);
                if (got != cells[y][x] && !exitShownBare(p, c, got, open)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether {@code got} is the exit drawn over a robot that stands on it, where that reading is open. */
    private static boolean exitShownBare(State p, Cell c, char got, Set<SilentPoint> open) {
        return got == '<' && c.equals(p.exit()) && p.robots().contains(c)
                && open.contains(SilentPoint.ROBOT_ON_EXIT_DRAWN);
    }

    /**
     * The field a report shows as expected after {@code c}: {@link FieldReport#expected}, with the exit's
     * cell a {@code ?} too when the readings let a new robot go there.
     */
    public static char[][] expected(Continued c, Set<SilentPoint> open) {
        char[][] rows = FieldReport.expected(c);
        if (exitMayGetTheNewRobot(c, open)) {
            rows[c.state().exit().y()][c.state().exit().x()] = FieldReport.MAYBE_ROBOT;
        }
        return rows;
    }

    private static boolean exitMayGetTheNewRobot(Continued c, Set<SilentPoint> open) {
        return c.reinforcementDue() && open.contains(SilentPoint.EXIT_CORNER) && RulesModel.exitIsFreeCorner(c.state());
    }

    /**
     * For a report: the cells of {@code received} that no position allowed after {@code c} explains.
     * Every cell must match {@link #expected}, but a robot on the exit may show {@code <} where that
     * reading is open; of the {@code ?} cells exactly one shows the new robot, or none when the
     * project's reading has no free corner, or when the exit (a {@code ?}) may hide it.
     */
    public static Set<Cell> differences(Continued c, PrintedField received, Set<SilentPoint> open) {
        char[][] expected = expected(c, open);
        State after = c.state();
        Set<Cell> diff = new LinkedHashSet<>();
        List<Cell> maybe = new ArrayList<>();
        List<Cell> maybeRobots = new ArrayList<>();
        boolean hidden = false;
        for (int y = 0; y < expected.length; y++) {
            for (int x = 0; x < expected[y].length; x++) {
                Cell cell = new Cell(x, y);
                char got = received.at(cell);
                boolean exit = cell.equals(after.exit());
                if (expected[y][x] == FieldReport.MAYBE_ROBOT) {
                    maybe.add(cell);
                    if (got == 'X') {
                        maybeRobots.add(cell);
                    } else if (got == (exit ? '<' : '.')) {
                        hidden |= exit && open.contains(SilentPoint.ROBOT_ON_EXIT_DRAWN);
                    } else {
                        diff.add(cell);
                    }
                } else if (got != expected[y][x] && !exitShownBare(after, cell, got, open)) {
                    diff.add(cell);
                }
            }
        }
        boolean noneAllowed = !c.newRobotExpected() || hidden;
        if (!maybe.isEmpty() && maybeRobots.size() != 1 && !(maybeRobots.isEmpty() && noneAllowed)) {
            diff.addAll(maybeRobots.isEmpty() ? maybe : maybeRobots);
        }
        return diff;
    }
}
