package dev.robots.core;

import java.util.Arrays;
import java.util.Objects;

/**
 * A random source that answers from a script, for tests that must force a particular choice
 * (which corner a reinforcement takes, which cells the generator picks). A test tool of the core's
 * tests, no longer in the API (issue 46): an embedder scripts draws with a lambda,
 * {@code bound -> ...}, or a {@link RandomSource.Restorable} of their own.
 *
 * <p>Each call to {@link #nextInt(int)} returns the next scripted value. A value outside
 * {@code [0, bound)} or a call after the script is used up throws {@link IllegalStateException}:
 * a test that scripts the wrong number of choices fails loudly instead of silently drifting.
 * Not thread-safe.
 */
public final class ScriptedRandom implements RandomSource.Restorable {
    private final int[] script;
    private int next;

    private ScriptedRandom(int[] script) {
        this.script = script;
    }

    /**
     * A source that returns {@code values} in order (a copy: later changes to the array do not count).
     *
     * @throws NullPointerException if {@code values} is null
     */
    public static ScriptedRandom of(int... values) {
        return new ScriptedRandom(Objects.requireNonNull(values, "values").clone());
    }

    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound: " + bound + " (expected: > 0)");
        }
        if (next >= script.length) {
            throw new IllegalStateException(
                    "script used up: " + script.length + " values given, call " + (next + 1)
                            + " asked for one below " + bound);
        }
        int value = script[next++];
        if (value < 0 || value >= bound) {
            throw new IllegalStateException(
                    "scripted value " + value + " (call " + next + ") is out of range [0, " + bound + ")");
        }
        return value;
    }

    /** The state now: how many scripted values have been used. */
    @Override
    public long state() {
        return next;
    }

    /**
     * Goes back (or forward) to having used {@code state} values.
     *
     * @throws IllegalArgumentException if {@code state} is outside {@code [0, script length]}
     */
    @Override
    public void restoreState(long state) {
        if (state < 0 || state > script.length) {
            throw new IllegalArgumentException("state: " + state + " (expected: 0 to " + script.length + ")");
        }
        next = (int) state;
    }

    /** How many scripted values have not been used yet. */
    public int remaining() {
        return script.length - next;
    }

    @Override
    public String toString() {
        return "ScriptedRandom" + Arrays.toString(script) + " at " + next;
    }
}
