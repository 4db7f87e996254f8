package dev.robots.core;

import dev.robots.core.check.Arguments;

/**
 * Something that happened during a turn, in the order it happened, for a UI to animate or a log
 * to record. Events are only made when a turn is played with a listener
 * ({@link Game#play(Command, java.util.function.Consumer)}), so a game played without one
 * allocates nothing for them. Coordinates are cells {@code (x, y)}.
 *
 * <p>They are enough to animate a turn from the position before it, without reading the game:
 * a turn that is played tells, in this order,
 * <ol>
 *   <li>with a charge, {@link ChargeFired}, then a {@link ChargeKilled} for each robot it destroys;</li>
 *   <li>{@link PlayerMoved} (also for a wait, from a cell to itself);</li>
 *   <li>if the player stepped onto a robot, into a pit or onto the exit: {@link GameEnded}, the
 *       turn's last event (the robots do not move);</li>
 *   <li>otherwise a {@link RobotMoved} for every robot on the field, in increasing order of the
 *       cells they stand on ({@code y}, then {@code x}), all at once: each from where it stood to
 *       where it arrives, pit or player included; then a {@link FellIntoPit} for each robot that
 *       arrived on a pit and a {@link Merged} for each robot lost to a merge, interleaved in the
 *       order the engine's walk meets them;</li>
 *   <li>if a robot arrived on the player: {@link GameEnded}, the last event; otherwise a
 *       {@link Reinforced} if a robot arrives on a corner.</li>
 * </ol>
 * A turn with a listener costs one event per robot more than one without: on a board of many
 * robots a listener is for a viewer, not a loop that plays fast. A refused command tells nothing.
 */
public sealed interface Event {

    /**
     * A charge was fired at the player's cell.
     *
     * @param x the player's column
     * @param y the player's row
     * @param chargesLeft the charges left after this one, or empty when the game has no limit
     */
    record ChargeFired(int x, int y, java.util.OptionalInt chargesLeft) implements Event {
        /**
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         * @param chargesLeft the charges left, or empty when the game has no limit
         * @throws NullPointerException if {@code chargesLeft} is null
         * @throws IllegalArgumentException if a coordinate or the charges left are negative
         */
        public ChargeFired {
            java.util.Objects.requireNonNull(chargesLeft, "chargesLeft");
            cell(x, y);
            if (chargesLeft.isPresent()) {
                Arguments.atLeast("chargesLeft", chargesLeft.getAsInt(), 0);
            }
        }
    }

    /** A robot next to the player was destroyed by the charge. */
    record ChargeKilled(int x, int y) implements Event {
        /**
         * @throws IllegalArgumentException if a coordinate is negative
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         */
        public ChargeKilled {
            cell(x, y);
        }
    }

    /** The player stepped from one cell to another (or stayed: both cells equal). */
    record PlayerMoved(int fromX, int fromY, int toX, int toY) implements Event {
        /**
         * @throws IllegalArgumentException if a coordinate is negative, or the cells are not neighbours (or one)
         * @param fromX the column it left
         * @param fromY the row it left
         * @param toX the column it arrived on
         * @param toY the row it arrived on
         */
        public PlayerMoved {
            step(fromX, fromY, toX, toY);
        }
    }

    /**
     * A robot stepped from {@code (fromX, fromY)} one cell toward the player to {@code (toX, toY)}:
     * {@code toX = fromX + sign(playerX - fromX)}, the same for {@code y}. One per robot, all told
     * before the step's falls and merges; the robots arriving on a pit, on one cell or on the player
     * are among them.
     */
    record RobotMoved(int fromX, int fromY, int toX, int toY) implements Event {
        /**
         * @throws IllegalArgumentException if a coordinate is negative, or the cells are not neighbours (or one)
         * @param fromX the column it left
         * @param fromY the row it left
         * @param toX the column it arrived on
         * @param toY the row it arrived on
         */
        public RobotMoved {
            step(fromX, fromY, toX, toY);
        }
    }

    /** A robot stepped into the pit at {@code (x, y)} and is gone. */
    record FellIntoPit(int x, int y) implements Event {
        /**
         * @throws IllegalArgumentException if a coordinate is negative
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         */
        public FellIntoPit {
            cell(x, y);
        }
    }

    /**
     * A robot arrived on {@code (x, y)} where another robot also arrived this turn; the two merged
     * into one. One event per robot lost, so {@code n} robots meeting give {@code n - 1} events.
     */
    record Merged(int x, int y) implements Event {
        /**
         * @throws IllegalArgumentException if a coordinate is negative
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         */
        public Merged {
            cell(x, y);
        }
    }

    /** A new robot arrived on the corner {@code (x, y)}. */
    record Reinforced(int x, int y) implements Event {
        /**
         * @throws IllegalArgumentException if a coordinate is negative
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         */
        public Reinforced {
            cell(x, y);
        }
    }

    /**
     * The game ended on this turn, with the player on {@code (x, y)}: the turn's last event. The
     * result is the one {@link Game#play} returns: {@link TurnResult.Won} (the exit), or
     * {@link TurnResult.Lost} for the hit (the player stepped onto a robot), the fall (into a pit)
     * or the capture (a robot arrived on the player; its {@link RobotMoved} ends there).
     *
     * @param result how the game ended
     * @param x the player's column
     * @param y the player's row
     */
    record GameEnded(TurnResult.Ended result, int x, int y) implements Event {
        /**
         * @param result how the game ended
         * @param x the column, from 0 (left)
         * @param y the row, from 0 (top)
         * @throws NullPointerException if {@code result} is null
         * @throws IllegalArgumentException if a coordinate is negative
         */
        public GameEnded {
            java.util.Objects.requireNonNull(result, "result");
            cell(x, y);
        }
    }

    /** A cell's coordinates: never negative. */
    private static void cell(int x, int y) {
        Arguments.atLeast("x", x, 0);
        Arguments.atLeast("y", y, 0);
    }

    /** A step: two cells, one the other's neighbour (or itself). */
    private static void step(int fromX, int fromY, int toX, int toY) {
        cell(fromX, fromY);
        cell(toX, toY);
        Arguments.between("toX - fromX", toX - fromX, -1, 1);
        Arguments.between("toY - fromY", toY - fromY, -1, 1);
    }
}
