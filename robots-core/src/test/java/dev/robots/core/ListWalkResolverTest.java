package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.engine.ForcedWalk;
import dev.robots.core.engine.RobotsInspection;
import dev.robots.core.engine.SequentialResolver.Walk;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The resolver contract for the list walk ({@code engine.ListWalk}), forced on every board; and the
 * differential games against {@link ReferenceModel} with it: on small fields forced every step,
 * and on medium fields by the default resolver, whose robots go from the list to the planes and
 * back as reinforcements, charges, falls and merges cross the thresholds.
 */
class ListWalkResolverTest extends ResolverContractTest {

    @Override
    protected Resolver resolver() {
        return new Resolver(new ForcedWalk(Walk.LIST));
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
            int robots = random.nextInt(RobotsInspection.listCapacity(words) * 2);
            GameParameters p = GameParameters.of(width, height, robots, pits);
            Board board = FieldGenerator.generate(GameParameters.of(width, height, random.nextInt(robots + 1), pits),
                    RandomSource.seeded(seed));
            Scenarios.Start start = new Scenarios.Start(p, board, Scenarios.charges(random), "switching");
            DifferentialTest.playFrom(start, seed, random, Resolver.sequential(), new DifferentialTest.Tally());
            seen[RobotsInspection.startsListed(width, height, board.robotBits()) ? 1 : 0] = true;
        }
        assertTrue(seen[0] && seen[1], "the starts were all of one representation");
    }
}
