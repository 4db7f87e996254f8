package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * No input the API accepts hangs the engine: a {@link RandomSource} that answers a constant (the
 * CHANGELOG recommends lambdas for scripted tests; {@code bound -> 0} made {@code build()} loop
 * forever), a short cycle, or an adversary that answers the worst value it can, fed to every public
 * entry point that draws: {@code Game.Builder.build}, {@code FieldGenerator.generate}, the turns (the
 * reinforcements' corners) and the autopilot. Each either works or throws the documented
 * {@link IllegalStateException}; none draws more than a budget, so a hang fails the test (the budget
 * counts draws, not time).
 */
class DegenerateRandomTest {
    /** Far more draws than any entry point here needs from a uniform source. */
    private static final long BUDGET = 2_000_000;

    /** A source answering {@code answer(bound)}, which stops the test once it was asked {@link #BUDGET} times. */
    private static final class Budgeted implements RandomSource {
        private final String name;
        private final IntUnaryOperator answer;
        long draws;

        Budgeted(String name, IntUnaryOperator answer) {
            this.name = name;
            this.answer = answer;
        }

        @Override
        public int nextInt(int bound) {
            if (++draws > BUDGET) {
                throw new AssertionError(name + ": more than " + BUDGET + " draws: the engine would loop forever");
            }
            return answer.applyAsInt(bound);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static List<Budgeted> sources(long seed) {
        int[] cycle = {0};
        SplittableRandom random = new SplittableRandom(seed);
        return List.of(
                new Budgeted("constant 0", bound -> 0),
                new Budgeted("constant bound - 1", bound -> bound - 1),
                new Budgeted("constant 1 or 0", bound -> Math.min(1, bound - 1)),
                new Budgeted("cycle 0, 1, 2", bound -> cycle[0]++ % 3 % bound),
                new Budgeted("the middle", bound -> bound / 2),
                new Budgeted("seeded, then stuck", bound -> random.nextInt(20) == 0 ? 0 : random.nextInt(bound)));
    }

    @Test
    void noDegenerateSourceHangsAnEntryPoint() {
        List<GameParameters> sizes = List.of(GameParameters.of(30, 17, 20, 40), GameParameters.of(5, 3, 2, 1),
                GameParameters.of(2, 1, 0, 0), GameParameters.of(60, 33, 119, 158), GameParameters.of(8, 5, 4, 6));
        int built = 0;
        int refused = 0;
        int turns = 0;
        List<String> failures = new ArrayList<>();
        for (long seed = 1; seed <= 3; seed++) {
            for (GameParameters parameters : sizes) {
                for (Budgeted source : sources(seed)) {
                    try {
                        FieldGenerator.generate(parameters, source);
                        Game game = Game.builder(parameters).random(source).charges(3).build();
                        built++;
                        Autopilot autopilot = new Autopilot();
                        for (int t = 0; t < 30 && !game.isOver(); t++) {
                            game.play(autopilot.choose(Situation.of(game)));
                            turns++;
                        }
                    } catch (IllegalStateException expected) {
                        assertTrue(expected.getMessage().startsWith("random source: "), expected.getMessage());
                        refused++;
                    } catch (AssertionError hang) {
                        failures.add(parameters + ", " + source + ": " + hang.getMessage());
                    }
                }
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
        // Both ways were met: sources that work anyway, and ones the generator refuses by name.
        assertTrue(built > 20 && refused > 5 && turns > 100, "built " + built + ", refused " + refused + ", turns " + turns);
    }

    /** {@code bound -> 0}, as the CHANGELOG's scripted tests write it, on the statement's game: refused, not a hang. */
    @Test
    void aConstantSourceIsNamedNotLoopedOn() {
        RandomSource zero = bound -> 0;
        IllegalStateException refused = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> Game.builder(GameParameters.of(30, 17, 20, 40)).random(zero).build());
        assertTrue(refused.getMessage().startsWith("random source: 128 draws in a row were discarded while choosing a"
                + " free cell"), refused.getMessage());
        assertTrue(refused.getMessage().contains("is not uniform (a constant, or a short cycle?)"), refused.getMessage());
    }
}
