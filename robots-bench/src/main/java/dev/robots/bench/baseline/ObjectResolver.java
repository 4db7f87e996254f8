package dev.robots.bench.baseline;

import dev.robots.core.Board;
import dev.robots.core.Field;
import java.util.HashSet;
import java.util.Set;

/**
 * Baseline: the resolver a first implementation writes. A robot is a {@link Pos} record, the
 * robots are a {@code HashSet} of them and so are the pits; a step builds the next set by
 * moving each robot and adding it, so robots meeting on a cell merge by set semantics.
 *
 * <p>The one kindness it gets: the next set is presized, so rehashing does not count against it.
 */
public final class ObjectResolver {
    /** A cell; a robot is one of these. */
    public record Pos(int x, int y) {
    }

    /** The robots after a step, and whether one reached the player. */
    public record Step(Set<Pos> robots, boolean captured) {
    }

    private final Set<Pos> pits;

    /** A resolver for the pits of {@code field}. */
    public ObjectResolver(Field field) {
        this.pits = new HashSet<>();
        for (int y = 0; y < field.height(); y++) {
            for (int x = 0; x < field.width(); x++) {
                if (field.isPit(x, y)) {
                    pits.add(new Pos(x, y));
                }
            }
        }
    }

    /** A resolver for pits on the given cells ({@code y * width + x}). */
    public ObjectResolver(int width, int[] pitCells) {
        this.pits = cells(width, pitCells);
    }

    /** Cells {@code y * width + x} as a set of positions. */
    public static Set<Pos> cells(int width, int[] cells) {
        Set<Pos> set = new HashSet<>((int) (cells.length / 0.75f) + 1);
        for (int c : cells) {
            set.add(new Pos(c % width, c / width));
        }
        return set;
    }

    /** The robots of {@code board} as a set. */
    public static Set<Pos> robots(Board board) {
        Set<Pos> robots = new HashSet<>();
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                if (board.hasRobot(x, y)) {
                    robots.add(new Pos(x, y));
                }
            }
        }
        return robots;
    }

    /** Every robot steps toward {@code (px, py)} at once; {@code robots} is not changed. */
    public Step step(Set<Pos> robots, int px, int py) {
        Set<Pos> next = new HashSet<>(Math.max(16, (int) (robots.size() / 0.75f) + 1));
        for (Pos r : robots) {
            Pos target = new Pos(r.x() + Integer.signum(px - r.x()), r.y() + Integer.signum(py - r.y()));
            if (!pits.contains(target)) {
                next.add(target);
            }
        }
        return new Step(next, next.contains(new Pos(px, py)));
    }

    /** The position {@code robots} and the player make on {@code field}. */
    public static Board board(Field field, Set<Pos> robots, int px, int py) {
        Board.Builder b = Board.builder(field).player(px, py);
        for (Pos r : robots) {
            b.robot(r.x(), r.y());
        }
        return b.build();
    }
}
