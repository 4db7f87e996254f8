package dev.robots.core;

import java.util.OptionalInt;

/**
 * The tests' own encoding of a charge limit as one {@code int}, {@link #UNLIMITED} for none (the
 * reference model counts charges so), translated to and from the engine's {@link OptionalInt}.
 */
public final class TestCharges {
    /** No limit on charges. */
    public static final int UNLIMITED = -1;

    private TestCharges() {
    }

    /** {@code builder} with {@code charges} as its limit, or no limit for {@link #UNLIMITED}. */
    public static Game.Builder set(Game.Builder builder, int charges) {
        return charges == UNLIMITED ? builder.unlimitedCharges() : builder.charges(charges);
    }

    /** The game's charges left, or {@link #UNLIMITED}. */
    public static int left(Game game) {
        return game.chargesLeft().orElse(UNLIMITED);
    }

    /** {@code charges} as the API says it: empty for {@link #UNLIMITED}. */
    public static OptionalInt optional(int charges) {
        return charges == UNLIMITED ? OptionalInt.empty() : OptionalInt.of(charges);
    }
}
