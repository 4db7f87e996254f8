package dev.robots.cli.text;

/**
 * The one wording of a refusal in this module, and its argument checks, as JCTools' {@code RangeUtil}: what was
 * refused, then what was expected, {@code subject (expected: expectation)}, such as
 * {@code width: 0 (expected: >= 2)}. Every message of the form is made here; a test
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

    /**
     * {@code value}, when it is from {@code min} to {@code max}.
     *
     * @throws IllegalArgumentException {@code name: value (expected: min to max)} otherwise
     */
    public static int between(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(of(name + ": " + value, min + " to " + max));
        }
        return value;
    }

    /**
     * {@code value}, when it is at least {@code min}.
     *
     * @throws IllegalArgumentException {@code name: value (expected: >= min)} otherwise
     */
    public static long atLeast(String name, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(of(name + ": " + value, ">= " + min));
        }
        return value;
    }
}
