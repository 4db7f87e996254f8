package dev.robots.core;

import java.util.OptionalInt;

/**
 * The campaign's levels ({@link Variant#campaign()}): the statement's board, pits and charges
 * throughout (30 x 17, 40 pits, 3 charges), and more robots at each level, from 2 to the statement's
 * 20 at level 11 and on to 32. The robots' count is what makes this game hard: the board keeps that
 * many robots (reinforcements replace the lost ones), and a larger board with the same count is
 * easier, not harder. {@code CampaignTest} holds the levels to a careful beginner's play: it wins most
 * games of level 1 and fewer at each level after.
 */
final class Campaign {
    /** Robots at each level, from level 1; level 11 is the statement's game. */
    private static final int[] ROBOTS = {2, 3, 4, 5, 6, 8, 10, 12, 14, 17, 20, 24, 28, 32};

    static final Variant VARIANT = build();

    private Campaign() {
    }

    private static Variant build() {
        Variant.Builder builder = Variant.builder("campaign").opening(Variant.Opening.SAFE_START)
                .progression(Variant.Progression.RETRY_ON_LOSS);
        for (int robots : ROBOTS) {
            builder.level(GameParameters.of(30, 17, robots, 40), OptionalInt.of(3));
        }
        return builder.build();
    }
}
