package dev.robots.core.bot;

import dev.robots.core.Field;
import java.util.Arrays;

/**
 * The fixed part of the world as the planner sees it: a rectangular window of the field (the whole
 * field unless it is very large) with its pits, the exit, and each cell's walking distance to the
 * exit. Cells are local indices {@code y * width + x}.
 */
final class Arena {
    /** Fields up to this many columns and rows are seen whole; larger ones through a window. */
    static final int MAX_SPAN = 160;
    /** The window's reach on each side of the player on a larger field. */
    static final int WINDOW_RADIUS = 40;
    /** A window is kept while the player stays at least this far from its inner edges. */
    static final int WINDOW_MARGIN = 16;
    /** The exit distance of a cell from which the exit cannot be reached. */
    static final int UNREACHABLE = 1 << 20;

    final Field field;
    final int originX;
    final int originY;
    final int width;
    final int height;
    final int cells;
    final boolean[] pit;
    /** The exit in local coordinates; it may lie outside a window. */
    final int exitX;
    final int exitY;
    /** The exit's local cell, or -1 outside the window. */
    final int exitCell;
    /** King-move distance to the exit around pits (or Chebyshev distance when the exit is outside). */
    final int[] exitDistance;
    final int[] xOf;
    final int[] yOf;

    private Arena(Field field, int originX, int originY, int width, int height) {
        this.field = field;
        this.originX = originX;
        this.originY = originY;
        this.width = width;
        this.height = height;
        this.cells = width * height;
        this.pit = new boolean[cells];
        this.xOf = new int[cells];
        this.yOf = new int[cells];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int cell = y * width + x;
                xOf[cell] = x;
                yOf[cell] = y;
                pit[cell] = field.isPit(originX + x, originY + y);
            }
        }
        this.exitX = field.exitX() - originX;
        this.exitY = field.exitY() - originY;
        this.exitCell = inside(exitX, exitY) ? exitY * width + exitX : -1;
        this.exitDistance = new int[cells];
        if (exitCell >= 0) {
            walkingDistances();
        } else {
            for (int cell = 0; cell < cells; cell++) {
                exitDistance[cell] = Math.max(Math.abs(xOf[cell] - exitX), Math.abs(yOf[cell] - exitY));
            }
        }
    }

    /** The arena for a player at field cell {@code (px, py)}, reusing {@code previous} when it still fits. */
    static Arena around(Field field, int px, int py, Arena previous) {
        int w = field.width();
        int h = field.height();
        if (previous != null && (previous.width < w || previous.height < h)
                && (previous.field == field || previous.field.equals(field))
                && keeps(previous.originX, previous.width, w, px) && keeps(previous.originY, previous.height, h, py)) {
            return previous; // recentring costs a pass over the window: only near its edge
        }
        int ox = 0;
        int oy = 0;
        int ww = w;
        int wh = h;
        if (w > MAX_SPAN) {
            ww = 2 * WINDOW_RADIUS + 1;
            ox = Math.max(0, Math.min(px - WINDOW_RADIUS, w - ww));
        }
        if (h > MAX_SPAN) {
            wh = 2 * WINDOW_RADIUS + 1;
            oy = Math.max(0, Math.min(py - WINDOW_RADIUS, h - wh));
        }
        if (previous != null && previous.originX == ox && previous.originY == oy
                && previous.width == ww && previous.height == wh
                && (previous.field == field || previous.field.equals(field))) {
            return previous;
        }
        return new Arena(field, ox, oy, ww, wh);
    }

    /** Whether a window span keeps {@code p} far enough from its edges that are not the field's. */
    private static boolean keeps(int origin, int span, int size, int p) {
        boolean lowOk = origin == 0 || p - origin >= WINDOW_MARGIN;
        boolean highOk = origin + span == size || origin + span - 1 - p >= WINDOW_MARGIN;
        return p >= origin && p < origin + span && lowOk && highOk;
    }

    boolean inside(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    private void walkingDistances() {
        Arrays.fill(exitDistance, UNREACHABLE);
        // breadth-first from the exit; each cell enters the queue once (an int array, no boxing:
        // this runs at the first decision of every game)
        int[] queue = new int[cells];
        int head = 0;
        int tail = 0;
        exitDistance[exitCell] = 0;
        queue[tail++] = exitCell;
        while (head < tail) {
            int cell = queue[head++];
            int x = xOf[cell];
            int y = yOf[cell];
            int next = exitDistance[cell] + 1;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx;
                    int ny = y + dy;
                    if (!inside(nx, ny)) {
                        continue;
                    }
                    int n = ny * width + nx;
                    if (!pit[n] && exitDistance[n] > next) {
                        exitDistance[n] = next;
                        queue[tail++] = n;
                    }
                }
            }
        }
    }
}
