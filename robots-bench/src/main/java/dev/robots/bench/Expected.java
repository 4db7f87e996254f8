package dev.robots.bench;

/**
 * The one wording of a refusal in this module, as JCTools' {@code RangeUtil} has one: what was
 * refused, then what was expected, {@code subject (expected: expectation)}, such as
 * {@code width: 0 (expected: >= 2)}. Every message of the form is made here (public for the
 * module's other packages); a test
 * ({@code ArgumentMessagesTest} in robots-cli) refuses the literal {@code "(expected: "} anywhere else.
 */
public final class Expected {
    private Expected() {
    }

    /**
     * {@code subject (expected: expectation)}.
     *
     * @param subject what was refused, usually {@code name: value}
     * @param expectation what would have been taken
     * @return the message
     */
    public static String of(Object subject, Object expectation) {
        return subject + " (expected: " + expectation + ")";
    }
}
