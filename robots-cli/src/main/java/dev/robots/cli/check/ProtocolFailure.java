package dev.robots.cli.check;

import java.util.List;

/**
 * The program under test broke the protocol or the rules: a one-line {@link #getMessage() reason}
 * and the lines that show it (fields side by side, the lines received).
 */
public final class ProtocolFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final List<String> details;

    public ProtocolFailure(String reason) {
        this(reason, List.of());
    }

    public ProtocolFailure(String reason, List<String> details) {
        super(reason);
        this.details = List.copyOf(details);
    }

    /** The same failure with {@code note} added to the reason in parentheses, such as what a probe sent. */
    ProtocolFailure withNote(String note) {
        return new ProtocolFailure(getMessage() + " (" + note + ")", details);
    }

    public List<String> details() {
        return details;
    }
}
