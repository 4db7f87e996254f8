package dev.robots.core;

import java.util.function.Consumer;

/**
 * The default resolver. Two passes over the robot arrays, O(robots) whatever the board's area:
 * first every robot's occupancy bit is cleared (so the step is simultaneous: a robot may move
 * onto a cell another robot is leaving), then each robot's target cell is tested against the pit
 * bits and the occupancy bits, and set. A set occupancy bit at the target means another robot got
 * there first this step: the two merge.
 */
final class SequentialResolver extends Resolver {
    static final SequentialResolver INSTANCE = new SequentialResolver();

    private SequentialResolver() {
    }

    @Override
    boolean step(Field field, Robots robots, int px, int py, Consumer<? super Event> events) {
        final int width = field.width();
        final long[] pits = field.pitBits();
        final long[] occupied = robots.occupied;
        final int n = robots.count;
        final int[] xs = robots.xs;
        final int[] ys = robots.ys;
        final int[] nextXs = robots.nextXs;
        final int[] nextYs = robots.nextYs;

        for (int i = 0; i < n; i++) {
            int cell = ys[i] * width + xs[i];
            occupied[cell >>> 6] &= ~(1L << cell);
        }
        int kept = 0;
        boolean captured = false;
        for (int i = 0; i < n; i++) {
            int x = xs[i] + Integer.signum(px - xs[i]);
            int y = ys[i] + Integer.signum(py - ys[i]);
            int cell = y * width + x;
            int word = cell >>> 6;
            long bit = 1L << cell;
            if ((pits[word] & bit) != 0) {
                if (events != null) {
                    events.accept(new Event.FellIntoPit(x, y));
                }
                continue;
            }
            long occ = occupied[word];
            if ((occ & bit) != 0) {
                if (events != null) {
                    events.accept(new Event.Merged(x, y));
                }
                continue;
            }
            occupied[word] = occ | bit;
            nextXs[kept] = x;
            nextYs[kept] = y;
            kept++;
            captured |= x == px && y == py;
        }
        robots.swap(kept);
        return captured;
    }

    @Override
    public String name() {
        return "sequential";
    }
}
