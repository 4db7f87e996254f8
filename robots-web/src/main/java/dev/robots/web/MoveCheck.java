package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;

/**
 * What each of the player's nine moves would do this turn, found by playing it on the game itself
 * and restoring the game (as the terminal game's {@code MoveSafety}): the engine's own rules, never
 * a second model. A snapshot restores the random source too, so a try draws nothing from the game's
 * future.
 */
public final class MoveCheck {
    /** The move survives the turn. */
    public static final char SAFE = 's';
    /** The move reaches the exit. */
    public static final char WINS = 'w';
    /** The move loses at once: onto a robot, into a pit, or where a robot arrives this turn. */
    public static final char LOSES = 'l';
    /** The game refuses the move (off the field, or a charge with none left). */
    public static final char REFUSED = 'r';

    private MoveCheck() {
    }

    /**
     * The verdicts of the nine moves, row by row from the top left ({@code dy, dx} from -1 to 1),
     * each charged when {@code charged}; nine {@link #REFUSED} once the game is over. One snapshot
     * serves the nine tries (a snapshot restores as often as wanted): on a large board the copy
     * is most of a try's cost.
     */
    public static String of(Game game, boolean charged) {
        if (game.isOver()) {
            return String.valueOf(REFUSED).repeat(9);
        }
        Game.Snapshot before = game.snapshot();
        StringBuilder verdicts = new StringBuilder(9);
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                verdicts.append(verdict(tryOn(game, before, new Command(dx, dy, charged))));
            }
        }
        return verdicts.toString();
    }

    /** What {@code command} would do, played on {@code game} and undone. */
    public static char of(Game game, Command command) {
        return verdict(tryOn(game, game.snapshot(), command));
    }

    /**
     * The end line {@code command} would give this turn ({@code LOST BY HIT}, {@code LOST BY
     * FALL}, {@code LOST BY CAPTURE}), or {@code ""} when it does not lose: why a losing move loses.
     */
    public static String lossLine(Game game, Command command) {
        TurnResult result = tryOn(game, game.snapshot(), command);
        return result instanceof TurnResult.Lost lost ? lost.line() : "";
    }

    private static char verdict(TurnResult result) {
        if (result instanceof TurnResult.Refused) {
            return REFUSED;
        }
        if (result instanceof TurnResult.Won) {
            return WINS;
        }
        return result instanceof TurnResult.Lost ? LOSES : SAFE;
    }

    /** Plays {@code command} and restores {@code before}, taken of the position it was played in. */
    private static TurnResult tryOn(Game game, Game.Snapshot before, Command command) {
        TurnResult result = null;
        try {
            result = game.play(command);
            return result;
        } finally {
            if (!(result instanceof TurnResult.Refused)) {
                game.restore(before); // a refused command changed nothing; a thrown one may have
            }
        }
    }
}
