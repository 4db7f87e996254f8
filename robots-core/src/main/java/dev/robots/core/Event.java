package dev.robots.core;

/**
 * Something that happened during a turn, in the order it happened, for a UI to animate or a log
 * to record. Events are only made when a turn is played with a listener
 * ({@link Game#play(Command, java.util.function.Consumer)}), so a game played without one
 * allocates nothing for them. Coordinates are cells {@code (x, y)}.
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
        /** @throws NullPointerException if {@code chargesLeft} is null */
        public ChargeFired {
            java.util.Objects.requireNonNull(chargesLeft, "chargesLeft");
        }
    }

    /** A robot next to the player was destroyed by the charge. */
    record ChargeKilled(int x, int y) implements Event {
    }

    /** The player stepped from one cell to another (or stayed: both cells equal). */
    record PlayerMoved(int fromX, int fromY, int toX, int toY) implements Event {
    }

    /** A robot stepped into the pit at {@code (x, y)} and is gone. */
    record FellIntoPit(int x, int y) implements Event {
    }

    /**
     * A robot arrived on {@code (x, y)} where another robot also arrived this turn; the two merged
     * into one. One event per robot lost, so {@code n} robots meeting give {@code n - 1} events.
     */
    record Merged(int x, int y) implements Event {
    }

    /** A new robot arrived on the corner {@code (x, y)}. */
    record Reinforced(int x, int y) implements Event {
    }
}
