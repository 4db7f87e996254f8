package dev.robots.cli.check.play;

import dev.robots.cli.check.model.Move;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.Cell;
import java.util.Arrays;

/**
 * Where the checker's human steps to reach a goal: the first step of a shortest path to the exit, a
 * step straight toward a cell, the nearest of some cells. Deterministic, with no random draws: the
 * same position gives the same step on every JVM ({@code --seed} repeats a run anywhere).
 */
final class Routes {
    private Routes() {
    }

    /**
     * The first step of a shortest path to the exit around pits and robots, or straight at it. A
     * breadth-first search over arrays indexed by cell ({@code y * width + x}): linear in the board,
     * a few bytes a cell, whatever the size (a map of cells cost gigabytes on a 1000x1000 board). The
     * neighbours are visited in a fixed order, so the step is the same on every JVM.
     */
    static Move towardExit(State position) {
        int width = position.width();
        int cells = Math.multiplyExact(width, position.height());
        int[] cameFrom = new int[cells];
        Arrays.fill(cameFrom, -1);
        for (Cell blocked : position.pits()) {
            cameFrom[blocked.y() * width + blocked.x()] = cells; // never entered
        }
        for (Cell blocked : position.robots()) {
            cameFrom[blocked.y() * width + blocked.x()] = cells;
        }
        int start = position.player().y() * width + position.player().x();
        int exit = position.exit().y() * width + position.exit().x();
        int[] queue = new int[cells];
        int head = 0;
        int tail = 0;
        queue[tail++] = start;
        cameFrom[start] = start;
        while (head < tail) {
            int c = queue[head++];
            if (c == exit) {
                int step = c;
                while (cameFrom[step] != start) {
                    step = cameFrom[step];
                }
                return new Move(step % width - position.player().x(), step / width - position.player().y(), false);
            }
            int cx = c % width;
            int cy = c / width;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = cx + dx;
                    int ny = cy + dy;
                    if (nx >= 0 && ny >= 0 && nx < width && ny < position.height() && cameFrom[ny * width + nx] == -1) {
                        cameFrom[ny * width + nx] = c;
                        queue[tail++] = ny * width + nx;
                    }
                }
            }
        }
        return stepToward(position.player(), position.exit());
    }

    /**
     * The cell nearest to {@code from}; of equally near ones the topmost, then the leftmost, so the
     * choice never depends on the order a set iterates in (which may change from one JVM to the
     * next, and {@code --seed} must repeat a run anywhere).
     */
    static Cell nearest(Cell from, Iterable<Cell> cells) {
        Cell best = null;
        for (Cell c : cells) {
            boolean nearer = best == null || c.distance(from) < best.distance(from);
            boolean asNearAndFirst = best != null && c.distance(from) == best.distance(from)
                    && (c.y() < best.y() || c.y() == best.y() && c.x() < best.x());
            if (nearer || asNearAndFirst) {
                best = c;
            }
        }
        return best;
    }

    static Move stepToward(Cell from, Cell to) {
        return new Move(Integer.signum(to.x() - from.x()), Integer.signum(to.y() - from.y()), false);
    }
}
