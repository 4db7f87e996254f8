package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.Game;

/**
 * The page's verdicts ({@link MoveVerdicts}) as one letter a move, the short form the browser tests
 * search: nine letters row by row from the top left, {@code dy} then {@code dx} from -1 to 1.
 */
final class MoveLetters {
    static final char SAFE = 's';
    static final char WINS = 'w';
    static final char LOSES = 'l';
    static final char REFUSED = 'r';

    private MoveLetters() {
    }

    /** The nine moves of {@code game}, each charged when {@code charged}. */
    static String of(Game game, boolean charged) {
        MoveVerdicts verdicts = MoveVerdicts.of(game, charged);
        StringBuilder letters = new StringBuilder(9);
        for (int i = 0; i < 9; i++) {
            letters.append(letter(verdicts.at(i % 3 - 1, i / 3 - 1)));
        }
        return letters.toString();
    }

    /** The letter of {@code command} on {@code game}. */
    static char of(Game game, Command command) {
        return letter(MoveVerdicts.of(game, command.charge()).at(command.dx(), command.dy()));
    }

    /** The end line {@code command} would give this turn, or {@code ""}. */
    static String lossLine(Game game, Command command) {
        return MoveVerdicts.of(game, command.charge()).at(command.dx(), command.dy()).getLine();
    }

    private static char letter(MoveVerdicts.Move move) {
        return switch (move.getKind()) {
            case "safe" -> SAFE;
            case "wins" -> WINS;
            case "loses" -> LOSES;
            default -> REFUSED;
        };
    }
}
