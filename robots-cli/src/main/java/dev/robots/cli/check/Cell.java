package dev.robots.cli.check;

/** A cell of a printed field: {@code x} from 0 (left), {@code y} from 0 (top row). */
public record Cell(int x, int y) {

    /** The cell one step of {@code (dx, dy)} away. */
    Cell plus(int dx, int dy) {
        return new Cell(x + dx, y + dy);
    }

    /** Chebyshev distance: the number of king moves from here to {@code other}. */
    int distance(Cell other) {
        return Math.max(Math.abs(x - other.x), Math.abs(y - other.y));
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}
