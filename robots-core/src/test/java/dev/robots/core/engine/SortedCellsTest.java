package dev.robots.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link SortedCells}: cells up to 2^32 - 1 in ints, in cell order, on both sides of 2^31. */
class SortedCellsTest {
    private static final long LAST = (1L << 32) - 1;

    @Test
    void storedOrderIsCellOrderAcrossTheWholeRange() {
        long[] cells = {0, 1, (1L << 31) - 1, 1L << 31, (1L << 31) + 1, LAST - 1, LAST};
        for (int i = 0; i < cells.length; i++) {
            assertEquals(cells[i], SortedCells.decode(SortedCells.encode(cells[i])));
            for (int j = 0; j < cells.length; j++) {
                assertEquals(Long.compare(cells[i], cells[j]),
                        Integer.signum(Integer.compare(SortedCells.encode(cells[i]), SortedCells.encode(cells[j]))),
                        cells[i] + " vs " + cells[j]);
            }
        }
    }

    @Test
    void lowerBoundAndContainsAgreeWithASearchOfLongs() {
        SplittableRandom random = new SplittableRandom(20261202);
        for (int round = 0; round < 200; round++) {
            long[] cells = random.longs(1 + random.nextInt(50), 0, LAST + 1).sorted().distinct().toArray();
            int[] stored = Arrays.stream(cells).mapToInt(SortedCells::encode).toArray();
            long[] keys = {-5, 0, LAST, LAST + 1, (1L << 32) + 7, cells[0], cells[cells.length - 1] + 1,
                    random.nextLong(0, LAST + 1), 1L << 31};
            for (long key : keys) {
                int expected = 0;
                while (expected < cells.length && cells[expected] < key) {
                    expected++;
                }
                assertEquals(expected, SortedCells.lowerBound(stored, 0, stored.length, key), "key " + key);
                boolean present = Arrays.binarySearch(cells, key) >= 0;
                if (key >= 0 && key <= LAST) {
                    assertEquals(present, SortedCells.contains(stored, 0, stored.length, key), "key " + key);
                }
            }
        }
        assertTrue(SortedCells.contains(new int[] {SortedCells.encode(LAST)}, 0, 1, LAST));
        assertFalse(SortedCells.contains(new int[] {SortedCells.encode(0)}, 0, 1, 1L << 31));
    }
}
