package dev.robots.bench.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.core.Board;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import dev.robots.core.TextFormat;
import dev.robots.core.bot.Situation;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class PositionFeaturesTest {

    @Test
    void octantsGoCounterClockwiseFromTheRightWithRowsDownward() {
        // {dx, dy, octant}: each axis and diagonal, and a cell inside each octant.
        int[][] table = {
            {1, 0, 0}, {2, -1, 0}, {1, -1, 1}, {1, -2, 1}, {0, -1, 2}, {-1, -2, 2}, {-1, -1, 3}, {-2, -1, 3},
            {-1, 0, 4}, {-2, 1, 4}, {-1, 1, 5}, {-1, 2, 5}, {0, 1, 6}, {1, 2, 6}, {1, 1, 7}, {2, 1, 7},
        };
        for (int[] row : table) {
            assertEquals(row[2], PositionFeatures.octant(row[0], row[1]), "octant of (" + row[0] + ", " + row[1] + ")");
        }
    }

    @Test
    void bandsAreKingMoveDistances() {
        int[][] table = {{1, 0, 0}, {1, 1, 0}, {2, -1, 1}, {-3, 0, 2}, {4, 4, 2}, {5, 0, 3}, {8, -8, 3}, {9, 0, 4}};
        for (int[] row : table) {
            assertEquals(row[2], PositionFeatures.band(row[0], row[1]), "band of (" + row[0] + ", " + row[1] + ")");
        }
    }

    @Test
    void aHandMadePositionGivesItsFeatures() throws InvalidInputException {
        Board board = TextFormat.parse("""
                . . . . . . .
                . 0 . . . . .
                < . X . . @ .
                . . . . . . X
                . . . . . . .
                """);
        Situation situation = new Situation(board, GameParameters.of(7, 5, 3, 1), OptionalInt.of(2), 4);
        int[] f = PositionFeatures.of(situation);
        List<String> names = PositionFeatures.names();
        assertEquals(names.size(), f.length);
        int[] game = {4, 2, 2, 3, 7, 5, 5, 2, -5, 0};
        for (int i = 0; i < game.length; i++) {
            assertEquals(game[i], f[i], names.get(i));
        }
        assertEquals(1, f[names.indexOf("cell_-3_0")], "the robot 3 left");
        assertEquals(2, f[names.indexOf("cell_-4_-1")], "the pit");
        assertEquals(1, f[names.indexOf("cell_1_1")], "the robot down-right");
        assertEquals(3, f[names.indexOf("cell_2_0")], "off the field");
        assertEquals(0, f[names.indexOf("cell_-4_0")], "an empty cell");
        assertEquals(1, f[names.indexOf("robots_o4_b2")], "left, 3 away");
        assertEquals(1, f[names.indexOf("robots_o7_b0")], "down-right, next to the player");
        int robots = 0;
        for (int i = names.indexOf("robots_o0_b0"); i <= names.indexOf("robots_o7_b4"); i++) {
            robots += f[i];
        }
        assertEquals(2, robots);
        assertEquals(4, f[names.indexOf("free_corners")], "no corner is the exit, a pit, a robot's or the player's");
        assertEquals(1, f[names.indexOf("short_of_target")]);
        int legal = 0;
        for (int i = names.indexOf("legal_" + PositionFeatures.COMMANDS.get(0).text()); i < f.length; i++) {
            legal += f[i];
        }
        assertEquals(18, legal, "every move stays on the field and 2 charges are left");
    }

    @Test
    void theLegalMaskFollowsTheRules() throws InvalidInputException {
        Board board = TextFormat.parse("""
                . . .
                < . @
                . . .
                """);
        Situation situation = new Situation(board, GameParameters.of(3, 3, 1, 0), OptionalInt.of(0), 0);
        int[] f = PositionFeatures.of(situation);
        List<String> names = PositionFeatures.names();
        for (int c = 0; c < PositionFeatures.COMMANDS.size(); c++) {
            var command = PositionFeatures.COMMANDS.get(c);
            int expected = command.charge() || command.dx() > 0 ? 0 : 1;
            assertEquals(expected, f[names.indexOf("legal_" + command.text())], command.text());
        }
    }
}
