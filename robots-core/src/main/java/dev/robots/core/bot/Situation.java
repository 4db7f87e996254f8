package dev.robots.core.bot;

import dev.robots.core.Board;
import java.util.Objects;

/**
 * What a player can see before choosing a command: the position, the charges left and the
 * reinforcement target (robots are topped up to it, one per turn, on a free corner).
 *
 * @param board the current position
 * @param chargesLeft charges left, or {@link dev.robots.core.Game#UNLIMITED}
 * @param robotTarget the game's {@code R}
 * @param turn turns played so far
 */
public record Situation(Board board, int chargesLeft, int robotTarget, int turn) {
    public Situation {
        Objects.requireNonNull(board, "board");
    }

    /** The situation of a live game. */
    public static Situation of(dev.robots.core.Game game) {
        return new Situation(game.board(), game.chargesLeft(), game.parameters().robots(), game.turn());
    }
}
