package dev.robots.bench.baseline;

import dev.robots.core.Board;
import dev.robots.core.Field;

/**
 * Baseline: the arena scan of classic Robots games. The board is one byte per cell; a step
 * starts the next arena from the fixed layout (the pits), then scans every cell of the current
 * one and moves each robot it finds into the next: onto a pit it is gone, onto a robot it merges.
 * The cost is O(cells) whatever the number of robots.
 */
public final class ArenaResolver {
    public static final byte EMPTY = 0;
    public static final byte PIT = 1;
    public static final byte ROBOT = 2;

    private final int width;
    private final int height;
    /** The pits alone: what every next arena starts from. */
    private final byte[] layout;

    /** A resolver for the pits of {@code field}. */
    public ArenaResolver(Field field) {
        this.width = field.width();
        this.height = field.height();
        this.layout = new byte[width * height];
        for (int y = 0, c = 0; y < height; y++) {
            for (int x = 0; x < width; x++, c++) {
                if (field.isPit(x, y)) {
                    layout[c] = PIT;
                }
            }
        }
    }

    /** A resolver for pits on the given cells ({@code y * width + x}). */
    public ArenaResolver(int width, int height, int[] pitCells) {
        this.width = width;
        this.height = height;
        this.layout = new byte[width * height];
        for (int c : pitCells) {
            layout[c] = PIT;
        }
    }

    /** A new arena holding the pits and robots on the given cells. */
    public byte[] arena(int[] robotCells) {
        byte[] arena = layout.clone();
        for (int c : robotCells) {
            arena[c] = ROBOT;
        }
        return arena;
    }

    /** A new arena holding the pits and robots of {@code board}. */
    public byte[] arena(Board board) {
        byte[] arena = layout.clone();
        for (int y = 0, c = 0; y < height; y++) {
            for (int x = 0; x < width; x++, c++) {
                if (board.hasRobot(x, y)) {
                    arena[c] = ROBOT;
                }
            }
        }
        return arena;
    }

    /**
     * Moves every robot of {@code from} toward {@code (px, py)} into {@code to} (overwritten;
     * {@code from} is not changed).
     *
     * @return the robots left, negated minus one if one reached the player
     */
    public int step(byte[] from, byte[] to, int px, int py) {
        System.arraycopy(layout, 0, to, 0, layout.length);
        int robots = 0;
        for (int y = 0, c = 0; y < height; y++) {
            int dy = Integer.signum(py - y) * width;
            for (int x = 0; x < width; x++, c++) {
                if (from[c] == ROBOT) {
                    int t = c + dy + Integer.signum(px - x);
                    byte there = to[t];
                    if (there == EMPTY) {
                        to[t] = ROBOT;
                        robots++;
                    }
                }
            }
        }
        return to[py * width + px] == ROBOT ? -1 - robots : robots;
    }

    /** The position {@code arena} and the player make on {@code field}. */
    public static Board board(Field field, byte[] arena, int px, int py) {
        Board.Builder b = Board.builder(field).player(px, py);
        for (int y = 0, c = 0; y < field.height(); y++) {
            for (int x = 0; x < field.width(); x++, c++) {
                if (arena[c] == ROBOT) {
                    b.robot(x, y);
                }
            }
        }
        return b.build();
    }
}
