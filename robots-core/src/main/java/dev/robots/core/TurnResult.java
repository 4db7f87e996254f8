package dev.robots.core;

/** What one call to {@link Game#play} did. */
public sealed interface TurnResult {

    /** Whether the game is over after this turn. */
    default boolean gameOver() {
        return this instanceof Ended;
    }

    /** The turn was played and the game goes on; {@code turn} counts played turns from 1. */
    record Continues(int turn) implements TurnResult {
    }

    /**
     * The command was refused: nothing changed and no turn passed.
     *
     * @param reason one line for a person, e.g. {@code "U leaves the field: the player is on the top row"}
     */
    record Refused(String reason) implements TurnResult {
    }

    /** The game ended on this turn. */
    sealed interface Ended extends TurnResult {
        /** The turn on which it ended, counted from 1. */
        int turn();

        /** The protocol's end line: {@code WIN} or {@code LOST BY ...}. */
        String line();
    }

    /** The player reached the exit. */
    record Won(int turn) implements Ended {
        @Override
        public String line() {
            return "WIN";
        }
    }

    /** The player was lost, for {@code reason}. */
    record Lost(LossReason reason, int turn) implements Ended {
        @Override
        public String line() {
            return reason.line();
        }
    }
}
