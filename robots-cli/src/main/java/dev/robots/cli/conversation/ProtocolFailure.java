package dev.robots.cli.conversation;

import java.util.List;

/**
 * The program under test broke the protocol or the rules: a one-line {@link #getMessage() reason},
 * the lines that show it (fields side by side, the lines received), and the section of
 * {@code docs/rules.md} it rests on (the text protocol unless another is named).
 */
public final class ProtocolFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final List<String> details;
    private final RulesSection section;
    /** Whether the reason names a decision of this project that the program read otherwise (--strict). */
    private final boolean decision;

    public ProtocolFailure(String reason) {
        this(reason, List.of());
    }

    public ProtocolFailure(String reason, List<String> details) {
        this(reason, details, RulesSection.PROTOCOL);
    }

    public ProtocolFailure(String reason, List<String> details, RulesSection section) {
        this(reason, details, section, false);
    }

    private ProtocolFailure(String reason, List<String> details, RulesSection section, boolean decision) {
        super(reason);
        this.details = List.copyOf(details);
        this.section = section;
        this.decision = decision;
    }

    /** The same failure with {@code note} added to the reason in parentheses, such as what a probe sent. */
    public ProtocolFailure withNote(String note) {
        return new ProtocolFailure(getMessage() + " (" + note + ")", details, section, decision);
    }

    /** The same failure resting on {@code rules} instead. */
    public ProtocolFailure citing(RulesSection rules) {
        return new ProtocolFailure(getMessage(), details, rules, decision);
    }

    /** The same failure with {@code note} naming the project's decision the program read otherwise. */
    public ProtocolFailure withDecision(String note, RulesSection rules) {
        return new ProtocolFailure(getMessage() + " (" + note + ")", details, rules, true);
    }

    /** Whether the reason names a decision of this project (then a probe's note would only distract). */
    public boolean namesDecision() {
        return decision;
    }

    public List<String> details() {
        return details;
    }

    /** The section of {@code docs/rules.md} this failure rests on. */
    public RulesSection section() {
        return section;
    }
}
