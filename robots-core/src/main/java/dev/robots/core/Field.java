package dev.robots.core;

import dev.robots.core.check.Expected;
import dev.robots.core.engine.Bits;
import dev.robots.core.engine.FieldBits;
import dev.robots.core.memory.Heap;
import java.util.Arrays;
import java.util.Objects;

/**
 * The fixed part of a game: the size, the pits, the exit and the corners. Pits never change
 * during a game, so a field is immutable and shared by every state of a game (and safe to share
 * between threads). Value semantics: fields of the same size with the same pits are equal.
 *
 * <p>Cells are {@code (x, y)}, {@code x} from 0 (left) to {@code width-1}, {@code y} from 0
 * (top row, printed first) to {@code height-1}. The exit is at {@code (0, height/2)}, the player
 * starts at {@code (width-1, height/2)}. Pits are one bit per cell.
 */
public final class Field {
    private final int width;
    private final int height;
    /** The pits as the engine reads them: the plane, its summaries and the sorted list. */
    private final FieldBits bits;

    private Field(int width, int height, long[] pits, boolean withPitList) {
        this.width = width;
        this.height = height;
        this.bits = new FieldBits(width, height, pits, withPitList);
    }

    /**
     * A field with pits at the given cells, each given as {@code {x, y}}.
     * Public API for small fields written by hand: examples, an embedder's tests.
     *
     * @param width the width, in cells
     * @param height the height, in cells
     * @param pitCells the pits, each as {x, y}
     * @return a field with pits at the given cells, each given as {@code {x, y}}
     * @throws NullPointerException if {@code pitCells} or one of its cells is null
     * @throws IllegalArgumentException if the size is refused (see {@link #builder}), a cell is not
     *     two numbers, off the field, or the exit
     */
    public static Field of(int width, int height, int[]... pitCells) {
        Objects.requireNonNull(pitCells, "pitCells");
        Builder b = builder(width, height);
        for (int i = 0; i < pitCells.length; i++) {
            int[] c = Objects.requireNonNull(pitCells[i], "pitCells[" + i + "]");
            if (c.length != 2) {
                throw new IllegalArgumentException(Expected.of("pit cell: " + Arrays.toString(c), "{x, y}"));
            }
            b.pit(c[0], c[1]);
        }
        return b.build();
    }

    /**
     * Starts a field of the given size with no pits.
     *
     * @param width the width, in cells
     * @param height the height, in cells
     * @return a builder of a field of that size
     * @throws IllegalArgumentException if the size breaks a limit of {@link GameParameters} (width
     *     at least 2, height at least 1, at most {@link GameParameters#MAX_CELLS} cells)
     * @throws InsufficientHeapException if the builder's and the field's pits (a bit per cell each)
     *     would not fit in the heap left
     */
    public static Builder builder(int width, int height) {
        String problem = GameParameters.problem(width, height, 0, 0);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        Heap.checkBoard(width, height, 2);
        return new Builder(width, height);
    }

    /**
     * Adds pits to a field under construction. Not thread-safe; {@link #build()} may be called
     * again after more pits, and every field it returns is independent of the builder.
     */
    public static final class Builder {
        private final int width;
        private final int height;
        private final long[] pits;

        private Builder(int width, int height) {
            this.width = width;
            this.height = height;
            this.pits = Bits.forCells((long) width * height);
        }

        /**
         * Puts a pit at {@code (x, y)}: any cell but the exit (corners and the player's start
         * included, as a field read from text may have them; the generator avoids them).
         *
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         * @return this builder
         * @throws IllegalArgumentException if the cell is off the field or the exit
         */
        public Builder pit(int x, int y) {
            checkCell(width, height, x, y);
            if (x == 0 && y == height / 2) {
                throw new IllegalArgumentException(
                        Expected.of("pit: (" + x + ", " + y + ") is the exit", "any other cell"));
            }
            Bits.set(pits, (long) y * width + x);
            return this;
        }

        /**
         * The field with the pits put so far.
         *
         * @return the field with the pits put so far
         */
        public Field build() {
            return new Field(width, height, pits.clone(), true);
        }
    }

    /** Wraps pits the caller owns and will never change (engine use only). */
    static Field adopt(int width, int height, long[] pits) {
        return new Field(width, height, pits, true);
    }

    /** The same field without its sorted pit list (for tests: the pit test a field of many pits takes). */
    Field withoutPitList() {
        return new Field(width, height, bits.pitBits(), false);
    }

    /** The pits as the engine reads them (never to be written). */
    FieldBits bits() {
        return bits;
    }

    static void checkCell(int width, int height, int x, int y) {
        if (x < 0 || x >= width) {
            throw new IllegalArgumentException(Expected.of("x: " + x, "0 to " + (width - 1)));
        }
        if (y < 0 || y >= height) {
            throw new IllegalArgumentException(Expected.of("y: " + y, "0 to " + (height - 1)));
        }
    }

    /**
     * Columns, at least 2.
     *
     * @return the number of columns, at least 2
     */
    public int width() {
        return width;
    }

    /**
     * Rows, at least 1.
     *
     * @return the number of rows, at least 1
     */
    public int height() {
        return height;
    }

    /**
     * {@code width * height}; at most {@link GameParameters#MAX_CELLS}, which is more than an {@code int} holds.
     *
     * @return the number of cells, {@code width * height}
     */
    public long cells() {
        return (long) width * height;
    }

    /**
     * How many pits the field has.
     *
     * @return how many pits the field has
     */
    public int pitCount() {
        return bits.pitCount();
    }

    /**
     * Whether {@code (x, y)} is a pit.
     *
     * @param x the column, from 0 (left)
     * @param y the row, from 0 (top)
     * @return whether {@code (x, y)} is a pit
     * @throws IllegalArgumentException if the cell is off the field
     */
    public boolean isPit(int x, int y) {
        checkCell(width, height, x, y);
        return bits.isPitCell((long) y * width + x);
    }

    /**
     * Whether {@code (x, y)} is a cell of this field: {@code 0 <= x < width()}, {@code 0 <= y < height()}.
     *
     * @param x the column, from 0 (left)
     * @param y the row, from 0 (top)
     * @return whether {@code (x, y)} is a cell of this field: {@code 0 <= x < width()}, {@code 0 <= y < height()}
     */
    public boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /**
     * Tells {@code visitor} where each pit is, in increasing cell order (row by row from the top,
     * each row from the left), in time proportional to the pits plus a 64th of the cells.
     *
     * @param visitor told each cell in turn
     * @throws NullPointerException if {@code visitor} is null
     */
    public void forEachPit(CellVisitor visitor) {
        Objects.requireNonNull(visitor, "visitor");
        Bits.forEachSet(bits.pitBits(), bits.pitWords(), width, visitor);
    }

    /**
     * The exit's column: 0.
     *
     * @return the exit's column: 0
     */
    public int exitX() {
        return 0;
    }

    /**
     * The exit's row: {@code height / 2}.
     *
     * @return the exit's row: {@code height / 2}
     */
    public int exitY() {
        return height / 2;
    }

    /**
     * The column the player starts in: {@code width - 1}.
     *
     * @return the column the player starts in: {@code width - 1}
     */
    public int startX() {
        return width - 1;
    }

    /**
     * The row the player starts in: {@code height / 2}, the exit's.
     *
     * @return the row the player starts in: {@code height / 2}, the exit's
     */
    public int startY() {
        return height / 2;
    }

    /**
     * Whether {@code (x, y)} is a corner of this field; {@code false} for a cell off the field.
     *
     * @param x the column, from 0 (left)
     * @param y the row, from 0 (top)
     * @return whether {@code (x, y)} is a corner of this field; {@code false} for a cell off the field
     */
    public boolean isCorner(int x, int y) {
        return (x == 0 || x == width - 1) && (y == 0 || y == height - 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Field f && f.width == width && f.height == height
                && Arrays.equals(f.bits.pitBits(), bits.pitBits());
    }

    @Override
    public int hashCode() {
        return 31 * (31 * width + height) + Arrays.hashCode(bits.pitBits());
    }

    @Override
    public String toString() {
        return "Field[" + width + "x" + height + ", " + bits.pitCount() + " pits]";
    }
}
