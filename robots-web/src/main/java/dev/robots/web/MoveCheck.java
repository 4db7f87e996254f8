package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.bot.MoveSafety.Verdict;
import dev.robots.core.bot.MoveSafety;

/**
 * The page's letters for the engine's {@link MoveSafety} verdicts: the page's script reads one
 * letter per move. What a move would do is the engine's answer, as in the terminal game; this class
 * only spells it.
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
     * each charged when {@code charged}; nine {@link #REFUSED} once the game is over.
     */
    public static String of(Game game, boolean charged) {
        StringBuilder verdicts = new StringBuilder(9);
        for (Verdict verdict : MoveSafety.around(game, charged)) {
            verdicts.append(letter(verdict));
        }
        return verdicts.toString();
    }

    /** What {@code command} would do, as a letter. */
    public static char of(Game game, Command command) {
        return letter(MoveSafety.of(game, command));
    }

    /**
     * The end line {@code command} would give this turn ({@code LOST BY HIT}, {@code LOST BY
     * FALL}, {@code LOST BY CAPTURE}), or {@code ""} when it does not lose: why a losing move loses.
     */
    public static String lossLine(Game game, Command command) {
        return MoveSafety.of(game, command) instanceof Verdict.Loses loses ? loses.reason().line() : "";
    }

    private static char letter(Verdict verdict) {
        if (verdict instanceof Verdict.Refused) {
            return REFUSED;
        }
        if (verdict instanceof Verdict.Safe safe) {
            return safe.wins() ? WINS : SAFE;
        }
        return LOSES;
    }
}
