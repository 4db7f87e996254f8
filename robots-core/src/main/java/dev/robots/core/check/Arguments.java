package dev.robots.core.check;

/**
 * The module's argument checks, in one wording (as JCTools' {@code RangeUtil}): a value out of
 * range is an {@link IllegalArgumentException} whose message is {@code name: value (expected: ...)},
 * such as {@code turn: -7 (expected: >= 1)}.
 */
public final class Arguments {
    private Arguments() {
    }

    /** {@code value}, when it is at least {@code min}. */
    public static int atLeast(String name, int value, int min) {
        if (value < min) {
            throw new IllegalArgumentException(Expected.of(name + ": " + value, ">= " + min));
        }
        return value;
    }

    /** {@code value}, when it is from {@code min} to {@code max}. */
    public static int between(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(Expected.of(name + ": " + value, min + " to " + max));
        }
        return value;
    }
}
