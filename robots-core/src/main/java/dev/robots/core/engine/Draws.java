package dev.robots.core.engine;

import dev.robots.core.RandomSource;
import dev.robots.core.check.Expected;

/** The engine's draws from a {@link RandomSource}: checked, and for bounds beyond an {@code int}. */
public final class Draws {
    /**
     * Draws in a row that a loop of the engine may discard before it gives up on the source: each
     * discard happens with probability at most 1/2 for a uniform source, so {@value} in a row
     * happen with probability at most 2^-128, never in practice; a constant or a short cycle
     * (a scripted source, a stub) gets there at once instead of looping forever.
     */
    public static final int MAX_DISCARDED = 128;

    private Draws() {
    }

    /**
     * The source broke the engine's bound on discarded draws ({@link #MAX_DISCARDED} in a row, in
     * {@code what}): thrown rather than looping forever on a source that is not uniform.
     */
    public static IllegalStateException degenerate(RandomSource random, String what) {
        return new IllegalStateException("random source: " + MAX_DISCARDED + " draws in a row were discarded while "
                + what + " (a uniform source does that with a probability below 2^-128): " + random
                + " is not uniform (a constant, or a short cycle?)");
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
        for (int discarded = 0; discarded < MAX_DISCARDED; discarded++) {
            long value = ((long) draw(random, highBound) << 16) | draw(random, 1 << 16);
            if (value < bound) {
                return value;
            }
        }
        throw degenerate(random, "drawing a cell of " + bound);
    }

    /**
     * {@code random.nextInt(bound)}, checked: a source that answers outside {@code [0, bound)}
     * (any caller may implement {@link RandomSource}) would put a pit or robot off the board, or
     * index past the corners, without a word.
     */
    public static int draw(RandomSource random, int bound) {
        int value = random.nextInt(bound);
        if (value < 0 || value >= bound) {
            throw new IllegalStateException(Expected.of("random source: nextInt(" + bound + ") returned " + value,
                    "0 to " + (bound - 1)));
        }
        return value;
    }
}
