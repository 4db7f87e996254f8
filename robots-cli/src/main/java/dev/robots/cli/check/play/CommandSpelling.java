package dev.robots.cli.check.play;

import static dev.robots.cli.check.play.MovePolicy.chance;

import dev.robots.cli.check.model.Move;
import dev.robots.core.RandomSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How the checker spells a command: in the statement's form ({@link #plain}: what the default mode
 * sends), or under {@code --strict} the letters of a move now and then shuffled or in lower case
 * (which the project's rules accept), and the commands the project's rules refuse whatever the
 * position. Strict probes (blanks, a trailing {@code \r}) are put on by {@link StrictProbes}.
 */
final class CommandSpelling {

    /** Commands the rules refuse whatever the position, with why; none has a K. */
    private static final String[][] REFUSED = {
        {"X", "unknown letter X"}, {"Q", "unknown letter Q"}, {"UX", "unknown letter X"},
        {"?", "unknown letter ?"}, {"1", "unknown letter 1"}, {"UD", "U and D together"},
        {"DU", "D and U together"}, {"LR", "L and R together"}, {"RL", "R and L together"},
        {"UU", "U twice"}, {"LL", "L twice"}, {"WL", "W with a direction"}, {"DW", "W with a direction"},
        {"WW", "W twice"}, {"LUD", "U and D together"},
    };

    private CommandSpelling() {
    }

    /**
     * {@code move} in the statement's own form, as the default mode sends it: upper case, the
     * vertical letter, the horizontal one, then {@code K} ({@code ULK}); {@code W} for a wait and
     * {@code K} alone for a charge without a move. Draws nothing.
     */
    static SentCommand plain(int emptyLinesBefore, Move move) {
        return new SentCommand(emptyLinesBefore, move.letters(), move, null, false, false, false, false);
    }

    /** A command the rules refuse, drawn from a fixed list, in lower case now and then. */
    static SentCommand refused(int emptyLinesBefore, RandomSource random) {
        String[] refused = REFUSED[random.nextInt(REFUSED.length)];
        boolean lower = chance(random, 30);
        return new SentCommand(emptyLinesBefore, lower ? refused[0].toLowerCase(Locale.ROOT) : refused[0], null,
                refused[1], lower, false, false, false);
    }

    /**
     * {@code move} spelled: the direction letters (U or D first, then L or R), K for a charge, W for
     * staying (with a charge only half the time); the letters shuffled now and then, and now and then
     * all or some in lower case.
     */
    static SentCommand spell(int emptyLinesBefore, Move move, RandomSource random) {
        List<Character> letters = new ArrayList<>(4);
        if (move.dy() != 0) {
            letters.add(move.dy() < 0 ? 'U' : 'D');
        }
        if (move.dx() != 0) {
            letters.add(move.dx() < 0 ? 'L' : 'R');
        }
        if (move.charge()) {
            letters.add('K');
        }
        if (move.stays() && (!move.charge() || chance(random, 50))) {
            letters.add('W');
        }
        String canonical = chars(letters);
        if (letters.size() > 1 && chance(random, 30)) {
            for (int i = letters.size() - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                Character t = letters.get(i);
                letters.set(i, letters.get(j));
                letters.set(j, t);
            }
        }
        int caseDraw = random.nextInt(100);
        StringBuilder text = new StringBuilder();
        for (char c : letters) {
            boolean lower = caseDraw < 20 || (caseDraw < 25 && random.nextInt(2) == 0);
            text.append(lower ? Character.toLowerCase(c) : c);
        }
        String sent = text.toString();
        boolean lowerCase = !sent.equals(sent.toUpperCase(Locale.ROOT));
        boolean shuffled = !sent.equalsIgnoreCase(canonical);
        return new SentCommand(emptyLinesBefore, sent, move, null, lowerCase, shuffled, false, false);
    }

    private static String chars(List<Character> letters) {
        StringBuilder sb = new StringBuilder();
        letters.forEach(sb::append);
        return sb.toString();
    }
}
