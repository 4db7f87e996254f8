package dev.robots.core.bot;

import dev.robots.core.Board;
import dev.robots.core.Game;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a player can see before choosing a command: the position, the charges left and the
 * reinforcement target (robots are topped up to it, one per turn, on a free corner).
 *
 * <p>Names follow the game's: {@code robots} is {@code R}, the target ({@link Game#parameters()}),
 * while {@code board().robotCount()} is how many robots stand on the field now.
 *
 * @param board the current position
 * @param chargesLeft charges left (0 or more), or empty when the game has no limit
 * @param robots the game's {@code R}, the reinforcement target, 0 or more
 * @param turn turns played so far, 0 or more
 */
public record Situation(Board board, OptionalInt chargesLeft, int robots, int turn) {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if {@code board} or {@code chargesLeft} is null
     * @throws IllegalArgumentException if a number is out of its range
     */
    public Situation {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(chargesLeft, "chargesLeft");
        if (chargesLeft.isPresent() && chargesLeft.getAsInt() < 0) {
            throw new IllegalArgumentException("chargesLeft: " + chargesLeft.getAsInt()
                    + " (expected: >= 0, or empty for no limit)");
        }
        if (robots < 0) {
            throw new IllegalArgumentException("robots: " + robots + " (expected: >= 0)");
        }
        if (turn < 0) {
            throw new IllegalArgumentException("turn: " + turn + " (expected: >= 0)");
        }
    }

    /**
     * The situation of a live game: a copy of its position ({@link Game#board()}), its charges
     * left, its {@code R} and its turn count.
     *
     * @throws java.util.ConcurrentModificationException if another thread is using the game
     */
    public static Situation of(Game game) {
        Objects.requireNonNull(game, "game");
        return new Situation(game.board(), game.chargesLeft(), game.parameters().robots(), game.turn());
    }

    /** Whether a charge ({@code K}) may be fired now: the game has no limit, or one is left. */
    public boolean canCharge() {
        return chargesLeft.isEmpty() || chargesLeft.getAsInt() > 0;
    }
}
