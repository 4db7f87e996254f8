package dev.robots.cli.terminal;

import dev.robots.core.Event;
import dev.robots.core.bot.MoveSafety;
import java.util.ArrayList;
import java.util.List;

/**
 * The terminal's words for the engine's {@link MoveSafety} verdicts: why a move loses, and cells
 * as the message line writes them.
 */
public final class MoveWords {
    private MoveWords() {
    }

    /** One line for the message line, e.g. "a robot at 12,3 would catch you". */
    public static String why(MoveSafety.Verdict.Loses loses) {
        return switch (loses.reason()) {
            case HIT -> "a robot is there";
            case FALL -> "that is a pit";
            case CAPTURE -> {
                List<Integer> from = new ArrayList<>();
                for (Event.RobotMoved step : loses.catchers()) {
                    from.add(step.fromX());
                    from.add(step.fromY());
                }
                yield (from.size() > 2 ? "robots at " : "a robot at ") + cells(from) + " would catch you";
            }
        };
    }

    /** Cells as {@code "x,y"}, joined by {@code " and "}: (x, y) pairs, x then y. */
    public static String cells(List<Integer> pairs) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i + 1 < pairs.size(); i += 2) {
            if (i > 0) {
                text.append(" and ");
            }
            text.append(pairs.get(i)).append(',').append(pairs.get(i + 1));
        }
        return text.toString();
    }
}
