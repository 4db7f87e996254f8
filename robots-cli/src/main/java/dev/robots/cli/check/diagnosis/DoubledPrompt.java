package dev.robots.cli.check.diagnosis;

import dev.robots.cli.conversation.Conversation;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.text.Texts;

/**
 * Names a doubled prompt: a {@code MOVE:} received where the answer to a command was due, followed at
 * once by that answer (a field or an end line). The program printed the prompt twice, most often
 * because it took the empty rest of the INIT line (the statement: "after reading initial parameters one
 * empty read follows to devour line end") or an empty line for a command and prompted again; that is
 * not a refusal of the command, which a report would otherwise say.
 */
public final class DoubledPrompt {
    /** The most prompts read past before the answer: one per empty line the checker sends, and one more. */
    private static final int MAX_PROMPTS = 4;

    private DoubledPrompt() {
    }

    /**
     * What a report says was received, if the {@code MOVE:} just read is doubled; {@code null} if no
     * answer follows it within a second (then the command was refused).
     *
     * @param firstCommand whether the command was the game's first, sent after the INIT line
     * @param emptyLines whether empty lines were sent before the command
     */
    public static String received(Conversation talk, boolean firstCommand, boolean emptyLines) {
        String after = talk.lineSoon();
        int prompts = 1;
        while (Conversation.MOVE_PROMPT.equals(after) && prompts < MAX_PROMPTS) {
            prompts++;
            after = talk.lineSoon();
        }
        if (after == null || !(PrintedField.looksLikeRow(after) || EndLine.of(after, talk.strict()) != null)) {
            return null;
        }
        String cause = firstCommand
                ? "was the empty rest of the INIT line read as a command and answered with 'MOVE:'? The statement:"
                + " 'after reading initial parameters one empty read follows to devour line end'"
                : emptyLines ? "was an empty line sent before the command answered with 'MOVE:'?"
                : "the prompt was printed twice";
        return "'MOVE:' " + (prompts == 1 ? "twice: a second 'MOVE:'" : (prompts + 1) + " times: " + prompts
                + " more 'MOVE:'") + " came before the answer (" + Texts.quote(after, 40)
                + " followed it): a doubled prompt, not a refusal (" + cause + "; an empty line must be skipped silently,"
                + " without a new prompt)";
    }
}
