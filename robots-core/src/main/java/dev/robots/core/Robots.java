package dev.robots.core;

/**
 * The robots of a live game: their coordinates in two parallel {@code int} arrays (in no
 * particular order) plus one occupancy bit per cell, kept consistent. The spare pair of arrays is
 * where a resolver writes the next positions, so a turn allocates nothing.
 */
final class Robots {
    final int width;
    int[] xs;
    int[] ys;
    int[] nextXs;
    int[] nextYs;
    int count;
    final long[] occupied;

    Robots(int width, int cells, int capacity) {
        this.width = width;
        this.xs = new int[capacity];
        this.ys = new int[capacity];
        this.nextXs = new int[capacity];
        this.nextYs = new int[capacity];
        this.occupied = Bits.forCells(cells);
    }

    /** Adds a robot on a free cell; capacity is fixed at the game's start and never exceeded. */
    void add(int x, int y) {
        xs[count] = x;
        ys[count] = y;
        count++;
        Bits.set(occupied, y * width + x);
    }

    boolean at(int cell) {
        return Bits.get(occupied, cell);
    }

    /** Makes the next-position arrays current, holding {@code n} robots; the old ones become spare. */
    void swap(int n) {
        int[] t = xs;
        xs = nextXs;
        nextXs = t;
        t = ys;
        ys = nextYs;
        nextYs = t;
        count = n;
    }
}
