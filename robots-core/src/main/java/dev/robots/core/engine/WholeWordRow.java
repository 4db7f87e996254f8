package dev.robots.core.engine;

import dev.robots.core.engine.vector.RowRuns;
import java.util.function.Supplier;

/**
 * One target row of a board whose rows are whole words ({@code width} a multiple of 64), pulled
 * from its one source row: the common case of a dense board ({@link WordSweep}), done without the
 * general path's per-row work (its funnels, cell masks and clean-up of the row's end words).
 * Shifting a word left brings a zero into column 0, and shifting the row's last word right a zero
 * into column {@code width - 1}: the cells no robot reaches from that side.
 */
final class WholeWordRow {
    /** The system property that turns the vector runs off ({@code -Ddev.robots.core.vector=false}). */
    static final String VECTOR_PROPERTY = "dev.robots.core.vector";
    /** Loaded by name: see {@link #vectorRuns()}. */
    private static final String VECTOR_LOADER_CLASS = "dev.robots.core.engine.vector.VectorLoader";

    /**
     * Whether the runs left and right of the player's column go several words an instruction
     * ({@code dev.robots.core.engine.vector.VectorRuns}): when the program was started with
     * {@code --add-modules jdk.incubator.vector} (the JDK's incubating Vector API), its preferred
     * vectors hold at least 4 longs (AVX2 and up: narrower ones gain little over the scalar loop), and the property
     * {@value #VECTOR_PROPERTY} is not {@code false}. Fixed at start-up; the result is the same
     * either way.
     */
    static final boolean VECTOR;
    /** The vector runs when {@link #VECTOR}, else null. */
    private static final RowRuns RUNS;

    static {
        RUNS = vectorRuns();
        VECTOR = RUNS != null;
    }

    private WholeWordRow() {
    }

    private static RowRuns vectorRuns() {
        if ("false".equalsIgnoreCase(System.getProperty(VECTOR_PROPERTY))) {
            return null;
        }
        try {
            // By name, so that a whole-program compiler (TeaVM, for robots-web) never reaches the
            // module API the loader uses: there the class is absent and the scalar loop runs.
            @SuppressWarnings("unchecked")
            Supplier<RowRuns> loader = (Supplier<RowRuns>) Class.forName(VECTOR_LOADER_CLASS)
                    .getConstructor().newInstance();
            return loader.get();
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            // A JDK whose Vector API does not link or start: the scalar loop, as without the module.
            return null;
        }
    }

    /** The vector runs' lanes (for tests); 0 when not {@link #VECTOR}. */
    static int vectorLanes() {
        return RUNS == null ? 0 : RUNS.lanes();
    }

    /**
     * As {@link #pull(long[], long[], long[], int, int, int, int)}, the runs either side of the
     * player's column by vectors when {@code vector} (which needs {@link #VECTOR}).
     */
    static long pull(long[] src, long[] dst, long[] pits, int first, int last, int offset, int px,
            boolean vector) {
        if (!vector) {
            return pull(src, dst, pits, first, last, offset, px);
        }
        final int column = first + (px >>> 6);
        long count = 0;
        long low = 0;
        if (column > first) {
            // The row's first word: column 0 takes nothing from the left.
            long v = (src[first + offset] << 1) & ~pits[first];
            dst[first] = v;
            count += Long.bitCount(v);
            low = src[column + offset - 1];
        }
        long here = src[column + offset];
        long next = column < last ? src[column + offset + 1] : 0;
        dst[column] = columnWord(low, here, next, px, pits[column]);
        count += Long.bitCount(dst[column]);
        if (column < last) {
            // The row's last word: column width - 1 takes nothing from the right.
            long v = (src[last + offset] >>> 1) & ~pits[last];
            dst[last] = v;
            count += Long.bitCount(v);
        }
        // The runs between (either may be empty).
        int leftFrom = Math.min(first + 1, column);
        int rightTo = Math.max(last, column + 1);
        return count + RUNS.runs(src, dst, pits, leftFrom, column, column + 1, rightTo, offset);
    }

    /**
     * The word of the player's column: from the left up to it, from the right from it, and the
     * robot straight across; {@code low}, {@code here} and {@code next} are its source word and
     * their neighbours (0 past the row's ends).
     */
    private static long columnWord(long low, long here, long next, int px, long pits) {
        long columnBit = 1L << px;
        return ((((low >>> 63) | (here << 1)) & (columnBit | (columnBit - 1)))
                | (((here >>> 1) | (next << 63)) & -columnBit)
                | (here & columnBit)) & ~pits;
    }

    /**
     * The scalar row: writes target words {@code [first, last]} of {@code dst} from the source row {@code offset}
     * words away in {@code src}, less {@code pits}, with the player in column {@code px}; returns
     * the robots placed.
     */
    static int pull(long[] src, long[] dst, long[] pits, int first, int last, int offset, int px) {
        final int column = first + (px >>> 6);
        int count = 0;
        // Left of the player's column: each cell takes the robot one cell to its left.
        long low = 0;
        for (int j = first; j < column; j++) {
            long high = src[j + offset];
            long v = ((low >>> 63) | (high << 1)) & ~pits[j];
            low = high;
            dst[j] = v;
            count += Long.bitCount(v);
        }
        long here = src[column + offset];
        long next = column < last ? src[column + offset + 1] : 0;
        long v = columnWord(low, here, next, px, pits[column]);
        dst[column] = v;
        count += Long.bitCount(v);
        // Right of it: each cell takes the robot one cell to its right.
        low = next;
        for (int j = column + 1; j < last; j++) {
            long high = src[j + offset + 1];
            v = ((low >>> 1) | (high << 63)) & ~pits[j];
            low = high;
            dst[j] = v;
            count += Long.bitCount(v);
        }
        if (column < last) {
            v = (low >>> 1) & ~pits[last];
            dst[last] = v;
            count += Long.bitCount(v);
        }
        return count;
    }
}
