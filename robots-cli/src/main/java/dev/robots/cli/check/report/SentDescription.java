package dev.robots.cli.check.report;

import dev.robots.cli.check.play.InitLines;
import dev.robots.cli.check.play.SentCommand;
import dev.robots.cli.conversation.RulesSection;
import dev.robots.cli.text.Texts;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What the checker sent, in words for a failure report: the {@code sent:} line, and the note a
 * failure after a strict probe adds to its problem line (what was sent, and the rule that allows it).
 */
public final class SentDescription {
    private SentDescription() {
    }

    /** The INIT lines of a game, quoted, and the strict probe they make if any. */
    public static String of(InitLines init) {
        if (init.probe() == null) {
            return Texts.quote(init.lines().get(0), 40);
        }
        return quoteAll(init.lines()) + " (the INIT numbers " + init.probe() + ": a --strict probe)";
    }

    /** A command, quoted, with what it is (a move, or why it must be refused) and the empty lines before it. */
    public static String of(SentCommand action) {
        StringBuilder sb = new StringBuilder(Texts.quote(action.text(), 20));
        if (action.mustBeRefused()) {
            sb.append(" (must be refused: ").append(action.refusalReason()).append("; a --strict probe)");
        } else {
            sb.append(" (").append(action.move().describe());
            if (action.strictProbe() != null) {
                sb.append("; with ").append(action.strictProbe()).append(": a --strict probe");
            }
            sb.append(')');
        }
        if (action.emptyLinesBefore() > 0) {
            sb.append(", after ").append(action.emptyLinesBefore()).append(" empty line")
                    .append(action.emptyLinesBefore() > 1 ? "s" : "");
        }
        return sb.toString();
    }

    /** What a failure after a strict INIT probe adds to the problem line: what was sent, and the rule. */
    public static String initProbeNote(InitLines init) {
        return "--strict probe: the INIT numbers were sent " + init.probe() + ": " + quoteAll(init.lines())
                + "; the project's rules (" + RulesSection.PROTOCOL.cite() + ") take 4 integers separated by any"
                + " white space, on one line or several";
    }

    /** What a failure after a strict command probe adds to the problem line: what was sent, and the rule. */
    public static String commandProbeNote(SentCommand action) {
        return "--strict probe: the command " + Texts.quote(action.text(), 20) + " had " + action.strictProbe()
                + ", which the project's rules (" + RulesSection.COMMANDS.cite() + ") accept";
    }

    private static String quoteAll(List<String> lines) {
        return lines.stream().map(line -> Texts.quote(line, 40)).collect(Collectors.joining(" then "));
    }
}
