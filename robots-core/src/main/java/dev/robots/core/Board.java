package dev.robots.core;

import dev.robots.core.check.Expected;
import dev.robots.core.engine.Bits;
import dev.robots.core.memory.Heap;
import java.util.Arrays;
import java.util.Objects;

/**
 * An immutable game position: a field, the robots on it and the player. Value semantics
 * ({@code equals}/{@code hashCode}), so tests can compare positions and text can round-trip
 * through {@link TextFormat}. Robots are one bit per cell. Immutable, so safe to share between
 * threads.
 *
 * <p>The only invariants are those any moment of a game keeps: cells in range and no robot on a
 * pit. A finished game's position (player on a robot, a pit or the exit) is a valid board too,
 * though a {@link Game} cannot start from one where the player is on a robot or a pit.
 */
public final class Board implements BoardView {
    private final Field field;
    private final long[] robots;
    private final int robotCount;
    private final int playerX;
    private final int playerY;

    private Board(Field field, long[] robots, int playerX, int playerY) {
        this.field = field;
        this.robots = robots;
        this.robotCount = Bits.intCount(Bits.count(robots), "robots");
        this.playerX = playerX;
        this.playerY = playerY;
    }

    /** Adopts bits the caller hands over and never touches again (engine use only). */
    static Board adopt(Field field, long[] robots, int playerX, int playerY) {
        return new Board(field, robots, playerX, playerY);
    }

    /**
     * Starts a board on {@code field} with no robots and the player on its start cell.
     *
     * @param field the field: its size and pits
     * @return a builder of a board on {@code field}
     * @throws NullPointerException if {@code field} is null
     * @throws InsufficientHeapException if the builder's and the board's robots (a bit per cell
     *     each) would not fit in the heap left
     */
    public static Builder builder(Field field) {
        Objects.requireNonNull(field, "field");
        Heap.checkBoard(field.width(), field.height(), 2);
        return new Builder(field);
    }

    /**
     * Places robots and the player on a field. Not thread-safe; {@link #build()} may be called
     * again after more changes, and every board it returns is independent of the builder.
     */
    public static final class Builder {
        private final Field field;
        private final long[] robots;
        private int playerX;
        private int playerY;

        private Builder(Field field) {
            this.field = field;
            this.robots = Bits.forCells(field.cells());
            this.playerX = field.startX();
            this.playerY = field.startY();
        }

        /**
         * Puts a robot on {@code (x, y)}, which must not be a pit (a robot there already stays one).
         *
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         * @return this builder
         * @throws IllegalArgumentException if the cell is off the field or a pit
         */
        public Builder robot(int x, int y) {
            Field.checkCell(field.width(), field.height(), x, y);
            if (field.isPit(x, y)) {
                throw new IllegalArgumentException(
                        Expected.of("robot: (" + x + ", " + y + ") is a pit", "a cell without a pit"));
            }
            Bits.set(robots, (long) y * field.width() + x);
            return this;
        }

        /**
         * Puts the player on {@code (x, y)}; by default it is on the field's start cell.
         *
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         * @return this builder
         * @throws IllegalArgumentException if the cell is off the field
         */
        public Builder player(int x, int y) {
            Field.checkCell(field.width(), field.height(), x, y);
            playerX = x;
            playerY = y;
            return this;
        }

        /**
         * The board as placed so far.
         *
         * @return the board as placed so far
         */
        public Board build() {
            return new Board(field, robots.clone(), playerX, playerY);
        }
    }

    @Override
    public Field field() {
        return field;
    }

    @Override
    public boolean hasRobot(int x, int y) {
        Field.checkCell(field.width(), field.height(), x, y);
        return Bits.get(robots, (long) y * field.width() + x);
    }

    @Override
    public void forEachRobot(CellVisitor visitor) {
        java.util.Objects.requireNonNull(visitor, "visitor");
        Bits.forEachSet(robots, null, field.width(), visitor);
    }

    long[] robotBits() {
        return robots;
    }

    @Override
    public int robotCount() {
        return robotCount;
    }

    @Override
    public int playerX() {
        return playerX;
    }

    @Override
    public int playerY() {
        return playerY;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.playerX == playerX && b.playerY == playerY
                && b.field.equals(field) && Arrays.equals(b.robots, robots);
    }

    @Override
    public int hashCode() {
        return (field.hashCode() * 31 + Arrays.hashCode(robots)) * 31 + playerY * field.width() + playerX;
    }

    @Override
    public String toString() {
        return "Board[" + field.width() + "x" + field.height() + ", " + robotCount + " robots, "
                + field.pitCount() + " pits, player (" + playerX + ", " + playerY + ")]";
    }
}
