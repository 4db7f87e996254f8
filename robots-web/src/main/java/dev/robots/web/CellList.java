package dev.robots.web;

import java.util.Arrays;

/** A growing list of cells, two ints (x, y) a cell, handed to the page's script as one int array. */
final class CellList {
    private int[] values = new int[8];
    private int size;

    void add(int x, int y) {
        if (size + 2 > values.length) {
            values = Arrays.copyOf(values, values.length * 2);
        }
        values[size++] = x;
        values[size++] = y;
    }

    int[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
