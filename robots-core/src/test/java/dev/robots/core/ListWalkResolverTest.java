package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.SequentialResolver.Walk;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The resolver contract for the list walk ({@link ListWalk}), forced on every board; and the
 * differential games against {@link ReferenceModel} with it: on small fields forced every step,
 * and on medium fields by the default resolver, whose robots go from the list to the planes and
 * back as reinforcements, charges, falls and merges cross the thresholds.
 */
class ListWalkResolverTest extends ResolverContractTest {

    @Override
    protected Resolver resolver() {
        return new ForcedWalkResolver(Walk.LIST);
    }

    @Test
    void differentialGamesOnSmallFields() {
        SplittableRandom sizes = new SplittableRandom(355);
        for (int i = 0; i < 1500; i++) {
            int width = 2 + sizes.nextInt(9);
            int height = 1 + sizes.nextInt(9);
            DifferentialTest.play(3_000_000L + i, width, height, resolver());
        }
    }

    /**
     * Boards of 79 to 200 words (list capacity 19 to 50 robots), robot targets around the
     * switching counts: the default resolver changes representation within games, and every
     * turn must still be the model's.
     */
    @Test
    void differentialGamesSwitchingRepresentation() {
        boolean[] seen = new boolean[2];
        for (int i = 0; i < 200; i++) {
            long seed = 4_000_000L + i;
            SplittableRandom random = new SplittableRandom(seed);
            int width = 64 + random.nextInt(60);
            int height = 70 + random.nextInt(40);
            int words = (width * height + 63) >>> 6;
            int pits = random.nextInt(width * height / 20);
            int robots = random.nextInt(Robots.listCapacity(words) * 2);
            GameParameters p = GameParameters.of(width, height, robots, pits);
            Board board = FieldGenerator.generate(GameParameters.of(width, height, random.nextInt(robots + 1), pits),
                    RandomSource.seeded(seed));
            Scenarios.Start start = new Scenarios.Start(p, board, Scenarios.charges(random), "switching");
            DifferentialTest.playFrom(start, seed, random, Resolver.sequential(), new DifferentialTest.Tally());
            Robots r = new Robots(width, height, board.robotBits());
            seen[r.listed ? 1 : 0] = true;
        }
        assertTrue(seen[0] && seen[1], "the starts were all of one representation");
    }

    @Test
    void theDefaultListsFewRobotsOnALargeBoardAndNotOnASmallOne() {
        long[] few = new long[(1000 * 1000 + 63) >>> 6];
        Bits.set(few, 12_345);
        Bits.set(few, 999_999);
        Robots large = new Robots(1000, 1000, few);
        assertTrue(large.listed, large::toString);
        long[] one = new long[1];
        Bits.set(one, 3);
        assertFalse(new Robots(8, 8, one).listed, "an 8x8 board is one word");
    }
}
