package dev.robots.cli.check.model;

import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.text.Expected;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a game's initial field must show (docs/rules.md, "The field" and "Starting position"):
 * one player on the right wall's middle and one exit on the left's, R robots and P pits; with
 * the silent points open, either middle row for an even H, and pits on corners.
 */
public final class InitialField {
    private InitialField() {
    }

    /** What is wrong with {@code field}, the first of a game of {@code size}, under the readings left open. */
    public static List<String> problems(PrintedField field, GameSize size, Set<SilentPoint> readings) {
        int w = size.width();
        int h = size.height();
        List<Integer> middleRows = !readings.contains(SilentPoint.MIDDLE_ROW) || h % 2 != 0 ? List.of(h / 2)
                : List.of(h / 2 - 1, h / 2);
        String rowsText = middleRows.size() == 1 ? "row " + middleRows.get(0)
                : "row " + middleRows.get(0) + " or " + middleRows.get(1);
        Set<Cell> players = field.cellsShowing('@');
        Set<Cell> exits = field.cellsShowing('<');
        Set<Cell> pits = field.cellsShowing('0');
        Set<Cell> robots = field.cellsShowing('X');
        List<String> problems = new ArrayList<>();
        if (players.size() != 1) {
            problems.add(Expected.of(players.size() + " players '@'", "one"));
        } else {
            Cell p = players.iterator().next();
            if (p.x() != w - 1 || !middleRows.contains(p.y())) {
                problems.add(Expected.of("the player '@' is at " + p,
                        "column " + (w - 1) + ", " + rowsText + ": the middle of the right wall"));
            }
        }
        if (exits.size() != 1) {
            problems.add(Expected.of(exits.size() + " exits '<'", "one"));
        } else {
            Cell e = exits.iterator().next();
            if (e.x() != 0 || !middleRows.contains(e.y())) {
                problems.add(Expected.of("the exit '<' is at " + e,
                        "column 0, " + rowsText + ": the middle of the left wall"));
            }
        }
        if (robots.size() != size.robots()) {
            problems.add(Expected.of(robots.size() + " robots 'X'", "R=" + size.robots()));
        }
        if (pits.size() != size.pits()) {
            problems.add(Expected.of(pits.size() + " pits '0'", "P=" + size.pits()));
        }
        if (!readings.contains(SilentPoint.CORNER_PITS) && problems.isEmpty()) {
            State probe = new State(w, h, pits, robots, players.iterator().next(), exits.iterator().next(), 0);
            for (Cell c : probe.corners()) {
                if (pits.contains(c)) {
                    problems.add("a pit on the corner " + c);
                }
            }
        }
        return problems;
    }
}
