package dev.robots.cli.check.play;

import dev.robots.cli.check.model.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * What the checker sends for a turn: some empty lines, then one command line, exactly as sent
 * ({@code text} holds the spaces, tabs or trailing {@code \r} of a strict probe).
 *
 * @param emptyLinesBefore the empty lines sent before the command (a probe: they must be skipped)
 * @param text the command line as sent
 * @param move the move the command makes, or {@code null} if the rules refuse it
 * @param refusalReason why the rules refuse it, or {@code null}
 * @param lowerCase whether some letter is in lower case (a strict probe)
 * @param shuffled whether the letters are out of the statement's order, {@code ULK} (a strict probe)
 * @param spaced whether spaces or tabs were put in the command (a strict probe)
 * @param carriageReturn whether the command ends with {@code \r} (a strict probe)
 */
public record SentCommand(int emptyLinesBefore, String text, Move move, String refusalReason, boolean lowerCase,
        boolean shuffled, boolean spaced, boolean carriageReturn) {

    /** Whether the rules refuse this command: then {@link #move} is null. */
    public boolean mustBeRefused() {
        return move == null;
    }

    /**
     * The strict probe this command carries, in words ("a space and a tab in it", "a trailing
     * \r as in CRLF input", "lower case letters", "letters out of the statement's order"), or
     * {@code null}: what the project's rules accept but the default check never sends (a refusal
     * probe is one as a whole: {@link dev.robots.cli.check.report.SentDescription} says so).
     */
    public String strictProbe() {
        List<String> parts = new ArrayList<>(4);
        if (spaced) {
            parts.add(whitespaceWords(text) + " in it");
        }
        if (carriageReturn) {
            parts.add("a trailing \\r as in CRLF input");
        }
        if (lowerCase && !mustBeRefused()) {
            parts.add("lower case letters");
        }
        if (shuffled && !mustBeRefused()) {
            parts.add("letters out of the statement's order");
        }
        return parts.isEmpty() ? null : String.join(" and ", parts);
    }

    /** "a space", "spaces", "a tab", "tabs", "a space and a tab", ...: the blanks in {@code text}. */
    static String whitespaceWords(String text) {
        long spaces = text.chars().filter(c -> c == ' ').count();
        long tabs = text.chars().filter(c -> c == '\t').count();
        String s = spaces == 0 ? "" : spaces == 1 ? "a space" : "spaces";
        String t = tabs == 0 ? "" : tabs == 1 ? "a tab" : "tabs";
        return s.isEmpty() ? t : t.isEmpty() ? s : s + " and " + t;
    }
}
