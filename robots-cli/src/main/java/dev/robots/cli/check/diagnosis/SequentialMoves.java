package dev.robots.cli.check.diagnosis;

import dev.robots.cli.check.model.Move;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.Cell;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A hint for a field that does not follow from the rules: whether the received robots are the previous
 * ones moved <em>one after another</em> rather than simultaneously, the commonest slip in step 4 of a turn
 * ({@code docs/rules.md}, "A turn"). The checker's own sequential variants of its model, never the
 * engine: the robots taken in scan order (rows top to bottom, each left to right) or its reverse, and
 * either each robot moved once, a robot stepping onto one that has not moved yet being lost, or the
 * field updated in place as the scan goes, so that a robot moved down or right is moved again when the
 * scan reaches it.
 */
public final class SequentialMoves {
    private SequentialMoves() {
    }

    /** One way of moving the robots one after another, and how a report words it. */
    private enum Variant {
        ONCE_SCAN(false, false, "in scan order (rows top to bottom, each left to right), each robot once"),
        ONCE_REVERSE(true, false, "in reverse scan order (rows bottom to top, each right to left), each robot once"),
        IN_PLACE_SCAN(false, true, "in scan order on the field as it changed (rows top to bottom, each left to"
                + " right): a robot that stepped down or right was moved again when the scan reached its new cell"),
        IN_PLACE_REVERSE(true, true, "in reverse scan order on the field as it changed: a robot that stepped up or"
                + " left was moved again when the scan reached its new cell");

        final boolean reverse;
        final boolean inPlace;
        final String words;

        Variant(boolean reverse, boolean inPlace, String words) {
            this.reverse = reverse;
            this.inPlace = inPlace;
            this.words = words;
        }
    }

    /**
     * The hint's lines, or none: when {@code received} (the robots printed after {@code move} from
     * {@code before}) are what a sequential variant gives, and the rules give something else.
     */
    public static List<String> hint(State before, Move move, Set<Cell> received, Set<Cell> simultaneous) {
        Set<Cell> robots = new LinkedHashSet<>(before.robots());
        if (move.charge()) {
            robots.removeIf(r -> r.distance(before.player()) == 1);
        }
        Cell player = before.player().plus(move.dx(), move.dy());
        for (Variant v : Variant.values()) {
            Set<Cell> moved = v.inPlace ? inPlace(before, robots, player, v.reverse)
                    : onceEach(before, robots, player, v.reverse);
            if (moved != null && !moved.equals(simultaneous) && explains(before, moved, player, received)) {
                return List.of("  hint: the robots look moved one after another, " + v.words + ": robots must move"
                        + " simultaneously, each deciding from the positions before any of them moved (statement:"
                        + " 'It is important to move robots simultaneously!'; docs/rules.md, A turn, 4)");
            }
        }
        return List.of();
    }

    /** Whether {@code received} is {@code moved}, or {@code moved} and one new robot on a free corner. */
    private static boolean explains(State before, Set<Cell> moved, Cell player, Set<Cell> received) {
        if (received.equals(moved)) {
            return true;
        }
        if (received.size() != moved.size() + 1 || !received.containsAll(moved) || moved.size() >= before.robotTarget()) {
            return false;
        }
        Set<Cell> extra = new LinkedHashSet<>(received);
        extra.removeAll(moved);
        Cell c = extra.iterator().next();
        return before.corners().contains(c) && !before.pits().contains(c) && !c.equals(player);
    }

    private static Comparator<Cell> scan(boolean reverse) {
        Comparator<Cell> order = Comparator.comparingInt(Cell::y).thenComparingInt(Cell::x);
        return reverse ? order.reversed() : order;
    }

    private static Cell step(Cell r, Cell player) {
        return r.plus(Integer.signum(player.x() - r.x()), Integer.signum(player.y() - r.y()));
    }

    /** Each robot once, in order, from where the others are by then; {@code null} on a capture. */
    private static Set<Cell> onceEach(State s, Set<Cell> robots, Cell player, boolean reverse) {
        List<Cell> order = new ArrayList<>(robots);
        order.sort(scan(reverse));
        Set<Cell> now = new LinkedHashSet<>(robots);
        for (Cell r : order) {
            now.remove(r);
            Cell to = step(r, player);
            if (to.equals(player)) {
                return null;
            }
            if (!s.pits().contains(to)) {
                now.add(to);
            }
        }
        return now;
    }

    /** The cells scanned in order, each robot found moved at once; {@code null} on a capture. */
    private static Set<Cell> inPlace(State s, Set<Cell> robots, Cell player, boolean reverse) {
        Set<Cell> now = new LinkedHashSet<>(robots);
        int cells = s.width() * s.height();
        for (int i = 0; i < cells; i++) {
            int index = reverse ? cells - 1 - i : i;
            Cell c = new Cell(index % s.width(), index / s.width());
            if (!now.remove(c)) {
                continue;
            }
            Cell to = step(c, player);
            if (to.equals(player)) {
                return null;
            }
            if (!s.pits().contains(to)) {
                now.add(to);
            }
        }
        return now;
    }
}
