package dev.robots.cli.conversation;

/** A cell of a printed field: {@code x} from 0 (left), {@code y} from 0 (top row). */
public record Cell(int x, int y) {

    /** The cell one step of {@code (dx, dy)} away. */
    public Cell plus(int dx, int dy) {
        return new Cell(x + dx, y + dy);
    }

    /** Chebyshev distance: the number of king moves from here to {@code other}. */
    public int distance(Cell other) {
        return Math.max(Math.abs(x - other.x), Math.abs(y - other.y));
    }

    /**
     * Both coordinates mixed into every bit (a record's own hash, {@code 31 * x + y}, sends the cells
     * of a wide board to a few buckets: (0, 31) and (1, 0) collide, and so on).
     */
    @Override
    public int hashCode() {
        long h = ((long) x << 32 | (y & 0xFFFF_FFFFL)) * 0x9E37_79B9_7F4A_7C15L;
        return (int) (h ^ h >>> 32);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Cell c && c.x == x && c.y == y;
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}
