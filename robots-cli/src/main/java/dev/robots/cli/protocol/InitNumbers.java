package dev.robots.cli.protocol;

import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.util.Arrays;

/**
 * Collects the four numbers that follow {@code INIT W H R P:}, over one line or several.
 *
 * <p>Rules (documented in {@code docs/cli.md}):
 * <ul>
 *   <li>tokens are runs of characters between ASCII white space; lines are read until four tokens
 *       have come; blank lines add none and are passed silently;</li>
 *   <li>each token is an integer: an optional {@code +} or {@code -}, then ASCII digits, in the
 *       range of a 32-bit {@code int}; anything else refuses the whole INIT at once;</li>
 *   <li>the line that brings the fourth number must end there: a fifth token on it refuses the
 *       INIT (the numbers already collected are dropped, and the person starts again).</li>
 * </ul>
 * Range checks against the rules are the caller's (they depend on options such as the board bound).
 */
final class InitNumbers {
    private static final String[] NAMES = {"width", "height", "robots", "pits"};
    private static final int[] MINIMUM = {2, 1, 0, 0};

    private final long maxCells;
    private final int[] values = new int[4];
    private int count;

    /** {@code maxCells} is only named in messages about numbers too large for an {@code int}. */
    InitNumbers(long maxCells) {
        this.maxCells = maxCells;
    }

    /** What one line did to the collection. */
    sealed interface Result {
    }

    /** More numbers are needed: read another line, without a new prompt. */
    record NeedMore(int have) implements Result {
    }

    /** All four, in the order W H R P; the collection is empty again. */
    record Complete(int width, int height, int robots, int pits) implements Result {
    }

    /** The INIT is refused; the collection is empty again. */
    record Refused(String reason) implements Result {
    }

    /** How many numbers have been collected so far. */
    int count() {
        return count;
    }

    /** Drops the numbers collected so far. */
    void clear() {
        count = 0;
        Arrays.fill(values, 0);
    }

    /** Takes the tokens of one input line. */
    Result accept(CharSequence line) {
        int n = line.length();
        int i = 0;
        while (true) {
            while (i < n && Texts.isSpace(line.charAt(i))) {
                i++;
            }
            if (i == n) {
                if (count < 4) {
                    return new NeedMore(count);
                }
                Complete complete = new Complete(values[0], values[1], values[2], values[3]);
                clear();
                return complete;
            }
            int start = i;
            while (i < n && !Texts.isSpace(line.charAt(i))) {
                i++;
            }
            CharSequence token = line.subSequence(start, i);
            if (count == 4) {
                clear();
                return new Refused(Expected.of("extra token " + Texts.quote(token) + " after the 4 numbers",
                        "exactly 4 integers W H R P"));
            }
            String problem = take(token);
            if (problem != null) {
                clear();
                return new Refused(problem);
            }
        }
    }

    /** Adds the token as the next number, or says why it cannot be one. */
    private String take(CharSequence token) {
        String name = NAMES[count];
        long value = parse(token);
        if (value == NOT_AN_INTEGER) {
            return Expected.of(name + " " + Texts.quote(token) + " is not an integer", "4 integers W H R P");
        }
        if (value < Integer.MIN_VALUE) {
            return Expected.of(name + ": " + Texts.quote(token), ">= " + MINIMUM[count]);
        }
        if (value > Integer.MAX_VALUE) {
            return Expected.of(name + ": " + Texts.quote(token) + " is too large",
                    count < 2 ? "width x height at most " + maxCells + " cells" : "robots + pits <= cells - 2");
        }
        values[count++] = (int) value;
        return null;
    }

    private static final long NOT_AN_INTEGER = Long.MIN_VALUE;
    private static final long TOO_LARGE = Long.MAX_VALUE;

    /**
     * The token's value; {@link #TOO_LARGE} (or its negation) when it has more digits than any
     * {@code int} needs, so no arithmetic overflows; {@link #NOT_AN_INTEGER} when it is not one.
     */
    private static long parse(CharSequence token) {
        int i = 0;
        boolean negative = false;
        char first = token.charAt(0);
        if (first == '+' || first == '-') {
            negative = first == '-';
            i = 1;
        }
        if (i == token.length()) {
            return NOT_AN_INTEGER;
        }
        long value = 0;
        for (; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c < '0' || c > '9') {
                return NOT_AN_INTEGER;
            }
            if (value > Integer.MAX_VALUE) {
                value = TOO_LARGE;
            } else {
                value = value * 10 + (c - '0');
            }
        }
        return negative ? -value : value;
    }
}
