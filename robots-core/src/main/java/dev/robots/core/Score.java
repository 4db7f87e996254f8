package dev.robots.core;

import dev.robots.core.check.Arguments;
import java.util.Objects;

/**
 * The points of a finished game, one rule for every surface that keeps scores (the terminal game and
 * the page): the game is about escaping, and about making the robots destroy themselves on the way.
 * <ul>
 *   <li>a win: {@value #WIN}, less {@value #PER_SLOW_TURN} for each turn beyond the shortest escape
 *       (one turn a column between the start and the exit), never below {@value #SLOWEST_WIN};</li>
 *   <li>each robot lost in a pit or in a collision: {@value #PER_ROBOT} (a robot the charge destroys
 *       earns nothing: the charge is the help, not the skill);</li>
 *   <li>each charge kept at a win: {@value #PER_CHARGE_KEPT}.</li>
 * </ul>
 * A loss keeps the robots' points, so a long fight that ends badly still ranks above a quick fall.
 */
public final class Score {
    /** A win's points, before the slow turns. */
    public static final int WIN = 1000;
    /** The least a win scores, before its robots and charges. */
    public static final int SLOWEST_WIN = 500;
    /** Taken from a win for each turn beyond the shortest escape. */
    public static final int PER_SLOW_TURN = 5;
    /** Each robot lost in a pit or a collision. */
    public static final int PER_ROBOT = 25;
    /** Each charge kept at a win. */
    public static final int PER_CHARGE_KEPT = 100;

    private Score() {
    }

    /**
     * Whether {@code event} is a robot lost in a pit or a collision: what {@code robotsLost} counts.
     *
     * @param event an event of a turn
     * @return true for {@link Event.FellIntoPit} and {@link Event.Merged}
     */
    public static boolean losesARobot(Event event) {
        return event instanceof Event.FellIntoPit || event instanceof Event.Merged;
    }

    /**
     * The points of a game that ended in {@code end}.
     *
     * @param end how the game ended
     * @param width the board's width: the shortest escape is {@code width - 1} turns
     * @param robotsLost the robots lost in pits and collisions during the game ({@link #losesARobot})
     * @param chargesKept the charges left at the end (0 for a game without a limit)
     * @return the points, 0 or more
     * @throws IllegalArgumentException if a count is negative or the width is under 2
     */
    public static int points(TurnResult.Ended end, int width, int robotsLost, int chargesKept) {
        Objects.requireNonNull(end, "end");
        Arguments.atLeast("width", width, 2);
        Arguments.atLeast("robotsLost", robotsLost, 0);
        Arguments.atLeast("chargesKept", chargesKept, 0);
        int robots = PER_ROBOT * robotsLost;
        if (!(end instanceof TurnResult.Won)) {
            return robots;
        }
        int slow = Math.max(0, end.turn() - (width - 1));
        return Math.max(SLOWEST_WIN, WIN - PER_SLOW_TURN * slow) + robots + PER_CHARGE_KEPT * chargesKept;
    }
}
