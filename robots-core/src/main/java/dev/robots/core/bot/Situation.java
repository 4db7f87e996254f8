package dev.robots.core.bot;

import dev.robots.core.Board;
import java.util.Objects;

/**
 * What a player can see before choosing a command: the position, the charges left and the
 * reinforcement target (robots are topped up to it, one per turn, on a free corner).
 *
 * @param board the current position
 * @param chargesLeft charges left (0 or more), or {@link dev.robots.core.Game#UNLIMITED}
 * @param robotTarget the game's {@code R}, 0 or more
 * @param turn turns played so far, 0 or more
 */
public record Situation(Board board, int chargesLeft, int robotTarget, int turn) {
    /**
     * Checks the values.
     *
     * @throws NullPointerException if {@code board} is null
     * @throws IllegalArgumentException if a number is out of its range
     */
    public Situation {
        Objects.requireNonNull(board, "board");
        if (chargesLeft < dev.robots.core.Game.UNLIMITED) {
            throw new IllegalArgumentException(
                    "chargesLeft: " + chargesLeft + " (expected: >= 0, or -1 for unlimited)");
        }
        if (robotTarget < 0) {
            throw new IllegalArgumentException("robotTarget: " + robotTarget + " (expected: >= 0)");
        }
        if (turn < 0) {
            throw new IllegalArgumentException("turn: " + turn + " (expected: >= 0)");
        }
    }

    /**
     * The situation of a live game: a copy of its position ({@link dev.robots.core.Game#board()}),
     * its charges left, its {@code R} and its turn count.
     */
    public static Situation of(dev.robots.core.Game game) {
        Objects.requireNonNull(game, "game");
        return new Situation(game.board(), game.chargesLeft(), game.parameters().robots(), game.turn());
    }
}
