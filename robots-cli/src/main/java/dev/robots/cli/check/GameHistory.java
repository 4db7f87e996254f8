package dev.robots.cli.check;

import dev.robots.cli.check.diagnosis.SlipCause;
import dev.robots.cli.check.play.SentCommand;

/**
 * What an {@link AnswerJudge} remembers of the game so far beyond the positions, for the words of a
 * failure: the empty lines sent and whether the answer to them is still due, the commands answered with a
 * field, the charges sent, and the last command answered.
 */
final class GameHistory {
    /** Whether empty lines were sent since the last field was read: a stray "MOVE:" may answer them. */
    private boolean emptyLinesPending;
    /** The first turn of the game whose command had empty lines before it, or 0. */
    private int firstEmptyLineTurn;
    /** Commands of this game answered with a field. */
    private int fieldsAnswered;
    /** Commands with {@code K} sent in this game, the one being judged included. */
    private int chargesSent;
    /** The last command answered with a field, or {@code null}. */
    private SentCommand previous;

    /** A new game: nothing sent yet. */
    void newGame() {
        emptyLinesPending = false;
        firstEmptyLineTurn = 0;
        fieldsAnswered = 0;
        chargesSent = 0;
        previous = null;
    }

    /** Empty lines were sent before the next command. */
    void emptyLinesSent() {
        emptyLinesPending = true;
        if (firstEmptyLineTurn == 0) {
            firstEmptyLineTurn = fieldsAnswered + 1;
        }
    }

    /** A command was sent, its answer not judged yet. */
    void commandSent(SentCommand action) {
        chargesSent += action.move() != null && action.move().charge() ? 1 : 0;
    }

    /** A field came after {@code action}: the empty lines before it were skipped, or answered by it. */
    void fieldRead() {
        emptyLinesPending = false;
    }

    /** The field after {@code action} fits the rules. */
    void answered(SentCommand action) {
        fieldsAnswered++;
        previous = action;
    }

    boolean emptyLinesPending() {
        return emptyLinesPending;
    }

    /** Whether the command being judged is the game's first. */
    boolean firstCommand() {
        return fieldsAnswered == 0;
    }

    /** What {@link SlipCause} knows of {@code action}, the command being judged. */
    SlipCause.Context context(SentCommand action) {
        int turn = fieldsAnswered + 1;
        return new SlipCause.Context(action.text(), emptyLinesPending, turn, chargesSent,
                firstEmptyLineTurn < turn ? firstEmptyLineTurn : 0, previous == null ? null : previous.text(),
                previous == null ? null : previous.move());
    }
}
