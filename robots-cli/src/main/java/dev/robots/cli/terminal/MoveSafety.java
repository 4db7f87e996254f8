package dev.robots.cli.terminal;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.LossReason;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Which of the player's nine moves (eight steps and the wait) lose at once, found by playing each
 * on the game itself and restoring it: the engine's own rules, never a second model. A move loses
 * at once when it steps onto a robot, into a pit, or onto a cell a robot reaches this turn.
 * Reinforcements come after the robots' step, so they cannot capture; the snapshot restores the
 * random source as well, so trying a move draws nothing from the game's future.
 */
public final class MoveSafety {
    private MoveSafety() {
    }

    /** What a move would do this turn. */
    public sealed interface Verdict {
        /** The player survives the turn (or reaches the exit). */
        record Safe(boolean wins) implements Verdict {
        }

        /** The game refuses the move (off the field, no charge left); its message as the game gives it. */
        record Refused(String message) implements Verdict {
        }

        /**
         * The move loses: {@code reason}, and for a capture the cells {@code (x, y)} of the robots
         * that would reach the player (each a pair in {@code catchers}, x then y).
         */
        record Loses(LossReason reason, List<Integer> catchers) implements Verdict {
            public Loses {
                catchers = List.copyOf(catchers);
            }

            /** One line for the message line, e.g. "a robot at 12,3 would catch you". */
            public String why() {
                return switch (reason) {
                    case HIT -> "a robot is there";
                    case FALL -> "that is a pit";
                    case CAPTURE -> (catchers.size() > 2 ? "robots at " : "a robot at ") + cells(catchers)
                            + " would catch you";
                };
            }
        }
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

    /**
     * What {@code command} would do, played on {@code game} and undone. The game must be running
     * and not inside a turn.
     */
    public static Verdict of(Game game, Command command) {
        Game.Snapshot before = game.snapshot();
        TurnReport report = new TurnReport(game);
        try {
            TurnResult result = game.play(command, report);
            if (result instanceof TurnResult.Refused refused) {
                return new Verdict.Refused(refused.message());
            }
            if (result instanceof TurnResult.Lost lost) {
                List<Integer> who = lost.reason() == LossReason.CAPTURE ? report.catchers() : List.of();
                return new Verdict.Loses(lost.reason(), who);
            }
            return new Verdict.Safe(result instanceof TurnResult.Won);
        } finally {
            game.restore(before);
        }
    }

    /**
     * The robots on the 8 cells around {@code (x, y)}, read from the game between the player's
     * move and the robots' step: each of them steps onto {@code (x, y)} (a robot steps one cell
     * straight toward the player), and no other robot can reach it this turn.
     */
    public static List<Integer> robotsAround(Game game, int x, int y) {
        List<Integer> robots = new ArrayList<>();
        int width = game.field().width();
        int height = game.field().height();
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int rx = x + dx;
                int ry = y + dy;
                if ((dx != 0 || dy != 0) && rx >= 0 && ry >= 0 && rx < width && ry < height && game.hasRobot(rx, ry)) {
                    robots.add(rx);
                    robots.add(ry);
                }
            }
        }
        return robots;
    }

    /**
     * The verdicts of the nine moves, {@code charge} fired first or not, indexed
     * {@code (dy + 1) * 3 + (dx + 1)}.
     */
    public static List<Verdict> around(Game game, boolean charge) {
        List<Verdict> verdicts = new ArrayList<>(9);
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                verdicts.add(of(game, new Command(dx, dy, charge)));
            }
        }
        return List.copyOf(verdicts);
    }

    /** The index of a step in {@link #around}'s list. */
    public static int index(int dx, int dy) {
        return (dy + 1) * 3 + dx + 1;
    }
}
