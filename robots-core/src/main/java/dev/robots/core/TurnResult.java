package dev.robots.core;

import dev.robots.core.check.Arguments;

/**
 * What one call to {@link Game#play} did.
 *
 * <p>A turn the game survives returns the one {@link #CONTINUES} instance, so playing a game
 * allocates nothing per turn (as {@code CoderResult.UNDERFLOW} does for a charset decoder); the
 * turn number is {@link Game#turn()}. The ends carry their turn because a finished game is what
 * callers keep.
 */
public sealed interface TurnResult {

    /** The result of every turn after which the game goes on. */
    Continues CONTINUES = new Continues();

    /**
     * Whether the game is over after this turn.
     *
     * @return whether the game is over after this turn
     */
    default boolean gameOver() {
        return this instanceof Ended;
    }

    /**
     * The turn was played and the game goes on ({@link Game#turn()} counts played turns from 1).
     * {@link #CONTINUES} is its only instance, so {@code result == TurnResult.CONTINUES} and
     * {@code result instanceof TurnResult.Continues} say the same.
     */
    final class Continues implements TurnResult {
        private Continues() {
        }

        /** {@code Continues[]}, as the other results print themselves. */
        @Override
        public String toString() {
            return "Continues[]";
        }
    }

    /**
     * The command was refused: nothing changed and no turn passed. Why is {@link #kind()}, for code;
     * {@link #message()} says it to a person. (A {@link Lost} game's {@code reason()} is a
     * {@link LossReason}, for code too: the two are not one idea.)
     *
     * @param kind why, for code: the move leaves the field, no charge is left, or the game is over
     * @param message one line for a person, e.g. {@code "U leaves the field: the player is on the top row"}
     */
    record Refused(Kind kind, String message) implements TurnResult {
        /**
         * @throws NullPointerException if {@code kind} or {@code message} is null
         * @param kind why, for code
         * @param message one line for a person
         */
        public Refused {
            java.util.Objects.requireNonNull(kind, "kind");
            java.util.Objects.requireNonNull(message, "message");
        }

        /** Why a command was refused. More kinds may be added in a minor version: keep a default branch. */
        public enum Kind {
            /** The move would take the player off the field. */
            LEAVES_FIELD,
            /** The command fires a charge ({@code K}) and the game has none left. */
            NO_CHARGES_LEFT,
            /** The game has already ended (won or lost): no command is played any more. */
            GAME_OVER
        }
    }

    /** The game ended on this turn. */
    sealed interface Ended extends TurnResult {
        /**
         * The turn on which it ended, counted from 1.
         *
         * @return the turn on which it ended, counted from 1
         */
        int turn();

        /**
         * The protocol's end line: {@code WIN} or {@code LOST BY ...}.
         *
         * @return the protocol's end line: {@code WIN} or {@code LOST BY ...}
         */
        String line();
    }

    /**
     * The player reached the exit.
     *
     * @param turn the turn it reached it on, from 1
     */
    record Won(int turn) implements Ended {
        /**
         * @throws IllegalArgumentException if {@code turn < 1}
         * @param turn the turn, counted from 1 (0 before the first)
         */
        public Won {
            Arguments.atLeast("turn", turn, 1);
        }

        @Override
        public String line() {
            return "WIN";
        }
    }

    /**
     * The player was lost, for {@code reason}.
     *
     * @param reason why: hit, fall or capture
     * @param turn the turn it was lost on, from 1
     */
    record Lost(LossReason reason, int turn) implements Ended {
        /**
         * @param reason why: hit, fall or capture
         * @param turn the turn, counted from 1 (0 before the first)
         * @throws NullPointerException if {@code reason} is null
         * @throws IllegalArgumentException if {@code turn < 1}
         */
        public Lost {
            java.util.Objects.requireNonNull(reason, "reason");
            Arguments.atLeast("turn", turn, 1);
        }

        @Override
        public String line() {
            return reason.line();
        }
    }
}
