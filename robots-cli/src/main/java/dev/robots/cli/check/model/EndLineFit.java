package dev.robots.cli.check.model;

import dev.robots.cli.check.model.RulesModel.Ended;
import dev.robots.cli.conversation.Conversation;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.PrintedField;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which allowed end line a line the program printed is: the exact text, or at a win, with
 * {@link SilentPoint#WIN_LINE} open, any one line like it (the statement: "WIN or something like
 * this").
 */
public final class EndLineFit {
    private EndLineFit() {
    }

    /** "LOST BY HIT or WIN": the end lines allowed, as a report names them. */
    public static String names(List<Ended> endings, Set<SilentPoint> readings) {
        return endings.stream().map(e -> e.line() == EndLine.WIN && readings.contains(SilentPoint.WIN_LINE)
                ? "WIN (or any one line like it)" : e.line().text()).distinct().collect(Collectors.joining(" or "));
    }

    /**
     * The end line among {@code endings} that {@code line} is: its exact text, or at a win with
     * {@link SilentPoint#WIN_LINE} open any one line that is not a prompt, a row or another end line
     * (the statement: "WIN or something like this").
     */
    public static EndLine of(String line, List<Ended> endings, Set<SilentPoint> readings) {
        for (Ended e : endings) {
            boolean winLike = e.line() == EndLine.WIN && readings.contains(SilentPoint.WIN_LINE) && !line.isBlank()
                    && !PrintedField.looksLikeRow(line) && !line.equals(Conversation.MOVE_PROMPT)
                    && !line.equals(Conversation.INIT_PROMPT) && EndLine.of(line, true) == null;
            if (line.equals(e.line().text()) || winLike) {
                return e.line();
            }
        }
        return null;
    }
}
