package dev.robots.cli.terminal;

import dev.robots.core.Event;
import dev.robots.core.bot.MoveSafety;
import java.util.ArrayList;
import java.util.List;

/**
 * The terminal's words for the engine's {@link MoveSafety} verdicts: why a move loses, and where
 * robots are, as sides of a cell (the board on screen has no coordinates).
 */
public final class MoveWords {
    private MoveWords() {
    }

    private static final String[] SIDES = {"above-left", "above", "above-right", "the left", "", "the right",
        "below-left", "below", "below-right"};

    /**
     * One line for the message line, e.g. "a robot would step onto you from above-left": where the
     * robots stand is said as a side of the cell the move goes to, since the board on screen has no
     * coordinates.
     */
    public static String why(MoveSafety.Verdict.Loses loses) {
        return switch (loses.reason()) {
            case HIT -> "a robot is there";
            case FALL -> "that is a pit";
            case CAPTURE -> {
                Event.RobotMoved first = loses.catchers().get(0);
                List<Integer> from = new ArrayList<>();
                for (Event.RobotMoved step : loses.catchers()) {
                    from.add(step.fromX());
                    from.add(step.fromY());
                }
                yield (from.size() > 2 ? "robots would" : "a robot would") + " step onto you from "
                        + sides(first.toX(), first.toY(), from);
            }
        };
    }

    /**
     * The sides of cell {@code (x, y)} that the neighbouring cells lie on, joined by {@code " and "}:
     * "above-left", "the left and below". Cells as (x, y) pairs, each next to {@code (x, y)}.
     *
     * @throws IllegalArgumentException if a cell is not next to {@code (x, y)}
     */
    public static String sides(int x, int y, List<Integer> pairs) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i + 1 < pairs.size(); i += 2) {
            int dx = pairs.get(i) - x;
            int dy = pairs.get(i + 1) - y;
            if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || dx == 0 && dy == 0) {
                throw new IllegalArgumentException(pairs.get(i) + "," + pairs.get(i + 1) + " is not next to " + x + ","
                        + y);
            }
            text.append(i == 0 ? "" : " and ").append(SIDES[(dy + 1) * 3 + dx + 1]);
        }
        return text.toString();
    }
}
