package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.robots.core.Command;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The evaluation as tables (the form a learned evaluation takes): the default weights as tables
 * decide exactly as the weights do, the text form reads back to the same tables, and a wrong table
 * is refused naming it.
 */
class EvaluationTablesTest {
    private static List<Command> commands(Tuning tuning, int games) {
        return SampledSearchTest.commands(new Autopilot(tuning), games);
    }

    @Test
    void theDefaultWeightsAsTablesDecideAsTheWeights() {
        Tuning tables = Tuning.DEFAULT.withTables(EvaluationTables.linear(Tuning.DEFAULT));
        List<Command> expected = commands(Tuning.DEFAULT, 20);
        assertEquals(expected, commands(tables, 20));
    }

    @Test
    void otherTablesDecideOtherwise() {
        // the check above can fail: tables that ignore the exit play other commands
        EvaluationTables linear = EvaluationTables.linear(Tuning.DEFAULT);
        EvaluationTables noExit = new EvaluationTables(new double[EvaluationTables.EXIT_STEPS], 0, linear.row,
                linear.wall, linear.pits, linear.safe, linear.charge, linear.robot, linear.missingRobot);
        List<Command> expected = commands(Tuning.DEFAULT, 3);
        List<Command> actual = commands(Tuning.DEFAULT.withTables(noExit), 3);
        assertEquals(false, expected.equals(actual));
    }

    @Test
    void theTextReadsBackToTheSameTables() {
        EvaluationTables linear = EvaluationTables.linear(Tuning.DEFAULT);
        List<String> lines = new ArrayList<>(List.of("# a comment", ""));
        lines.addAll(linear.text().lines().toList());
        EvaluationTables back = EvaluationTables.parse(lines);
        assertEquals(linear.text(), back.text());
        assertArrayEquals(linear.robot, back.robot);
        assertEquals(linear.exitSlope, back.exitSlope);
    }

    @Test
    void aWrongTableIsRefusedByName() {
        List<String> lines = EvaluationTables.linear(Tuning.DEFAULT).text().lines().toList();
        List<String> shortRow = new ArrayList<>(lines);
        shortRow.replaceAll(line -> line.startsWith("row ") ? "row 0 1" : line);
        assertEquals("row: 2 values (expected: 16)",
                assertThrows(IllegalArgumentException.class, () -> EvaluationTables.parse(shortRow)).getMessage());
        List<String> noWall = new ArrayList<>(lines);
        noWall.removeIf(line -> line.startsWith("wall "));
        assertEquals("table wall: missing (expected: a line 'wall values')",
                assertThrows(IllegalArgumentException.class, () -> EvaluationTables.parse(noWall)).getMessage());
        List<String> word = new ArrayList<>(lines);
        word.replaceAll(line -> line.startsWith("wall ") ? "wall high" : line);
        assertEquals("wall: high (expected: a number)",
                assertThrows(IllegalArgumentException.class, () -> EvaluationTables.parse(word)).getMessage());
        List<String> infinite = new ArrayList<>(lines);
        infinite.replaceAll(line -> line.startsWith("wall ") ? "wall Infinity" : line);
        assertEquals("wall: Infinity (expected: a finite number)",
                assertThrows(IllegalArgumentException.class, () -> EvaluationTables.parse(infinite)).getMessage());
    }
}
