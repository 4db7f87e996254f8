package dev.robots.core.engine;

import dev.robots.core.RandomSource;

/** The engine's draws from a {@link RandomSource}: checked, and for bounds beyond an {@code int}. */
public final class Draws {
    private Draws() {
    }

    /**
     * A uniform draw from {@code [0, bound)}: {@code random.nextInt(bound)} (checked: see
     * {@link #draw(RandomSource, int)}) for a bound an {@code int} holds, which is every bound on a
     * board of fewer than 2^31 cells. A larger bound (up to 2^32) takes two draws,
     * {@code nextInt(ceil(bound / 2^16))} for the high part and {@code nextInt(2^16)} for the low 16
     * bits, drawn again while the value is not below {@code bound} (less than once in 2^15), so the
     * engine still only asks for {@code nextInt} (docs/rules.md, "Randomness and reproducibility").
     */
    public static long drawCell(RandomSource random, long bound) {
        if (bound <= Integer.MAX_VALUE) {
            return draw(random, (int) bound);
        }
        int highBound = (int) ((bound + 0xFFFF) >>> 16);
        while (true) {
            long value = ((long) draw(random, highBound) << 16) | draw(random, 1 << 16);
            if (value < bound) {
                return value;
            }
        }
    }

    /**
     * {@code random.nextInt(bound)}, checked: a source that answers outside {@code [0, bound)}
     * (any caller may implement {@link RandomSource}) would put a pit or robot off the board, or
     * index past the corners, without a word.
     */
    public static int draw(RandomSource random, int bound) {
        int value = random.nextInt(bound);
        if (value < 0 || value >= bound) {
            throw new IllegalStateException("random source: nextInt(" + bound + ") returned " + value
                    + " (expected: 0 to " + (bound - 1) + ")");
        }
        return value;
    }
}
