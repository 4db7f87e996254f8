package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.check.model.Move;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.check.model.RulesModel;
import dev.robots.cli.conversation.Cell;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What kept {@code check} at a third of a turn a second and gigabytes on a 1000x1000 board (issue 29,
 * item 6), held without timing: how cells hash, and that the model does not copy the pits each turn.
 */
class LargeBoardCostTest {

    /** The bucket a hash map of 2^20 buckets puts a cell in (it spreads the hash as below). */
    private static int bucket(Cell c) {
        int h = c.hashCode();
        return (h ^ h >>> 16) & ((1 << 20) - 1);
    }

    @Test
    void theCellsOfALargeBoardSpreadOverTheBuckets() {
        BitSet used = new BitSet(1 << 20);
        for (int y = 0; y < 1000; y++) {
            for (int x = 0; x < 1000; x++) {
                used.set(bucket(new Cell(x, y)));
            }
        }
        // A record's own hash (31 * x + y) puts the million cells in about 32,000 buckets.
        assertTrue(used.cardinality() > 500_000, used.cardinality() + " buckets");
        BitSet row = new BitSet(1 << 20);
        for (int x = 0; x < 524_288; x++) {
            row.set(bucket(new Cell(x, 0)));
        }
        assertTrue(row.cardinality() > 250_000, row.cardinality() + " buckets for one row");
    }

    @Test
    void equalCellsHashAlike() {
        assertEquals(new Cell(7, 3), new Cell(7, 3));
        assertEquals(new Cell(7, 3).hashCode(), new Cell(7, 3).hashCode());
        assertTrue(!new Cell(7, 3).equals(new Cell(3, 7)));
    }

    @Test
    void aTurnSharesThePitsInsteadOfCopyingThem() {
        Set<Cell> pits = new LinkedHashSet<>();
        for (int x = 0; x < 50; x++) {
            pits.add(new Cell(x, 0));
        }
        State s = new State(60, 5, pits, Set.of(new Cell(5, 4)), new Cell(59, 2), new Cell(0, 2), 1);
        Continued next = (Continued) RulesModel.play(s, new Move(-1, 0, false));
        assertSame(s.pits(), next.state().pits());
        assertSame(s.pits(), s.withRobots(Set.of()).pits());
        assertEquals(List.copyOf(pits), List.copyOf(next.state().pits()));
    }
}
