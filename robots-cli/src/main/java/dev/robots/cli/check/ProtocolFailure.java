package dev.robots.cli.check;

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

    public ProtocolFailure(String reason) {
        this(reason, List.of());
    }

    public ProtocolFailure(String reason, List<String> details) {
        this(reason, details, RulesSection.PROTOCOL);
    }

    ProtocolFailure(String reason, List<String> details, RulesSection section) {
        super(reason);
        this.details = List.copyOf(details);
        this.section = section;
    }

    /** The same failure with {@code note} added to the reason in parentheses, such as what a probe sent. */
    ProtocolFailure withNote(String note) {
        return new ProtocolFailure(getMessage() + " (" + note + ")", details, section);
    }

    /** The same failure resting on {@code rules} instead. */
    ProtocolFailure citing(RulesSection rules) {
        return new ProtocolFailure(getMessage(), details, rules);
    }

    public List<String> details() {
        return details;
    }

    /** The section of {@code docs/rules.md} this failure rests on. */
    RulesSection section() {
        return section;
    }
}
