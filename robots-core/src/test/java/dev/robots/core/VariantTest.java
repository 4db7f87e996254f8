package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Variant}: the statement's variant starts exactly the game the builder starts (so records
 * made before variants replay unchanged), the safe opening never opens next to a robot where a draw
 * can avoid it, and the progression rules.
 */
class VariantTest {

    @Test
    void theSingleVariantIsTheBuildersGameDrawForDraw() {
        SplittableRandom moves = new SplittableRandom(1);
        int turns = 0;
        for (long seed = 0; seed < 200; seed++) {
            GameParameters p = GameParameters.of(4 + (int) (seed % 9), 3 + (int) (seed % 5), (int) (seed % 7), (int) (seed % 4));
            OptionalInt charges = seed % 3 == 0 ? OptionalInt.empty() : OptionalInt.of((int) (seed % 4));
            Game.Builder builder = Game.builder(p).random(RandomSource.seeded(seed));
            Game expected = charges.isPresent() ? builder.charges(charges.getAsInt()).build()
                    : builder.unlimitedCharges().build();
            Game game = Variant.single(p, charges).start(1, RandomSource.seeded(seed));
            assertEquals(TextFormat.render(expected), TextFormat.render(game), "seed " + seed);
            assertEquals(expected.chargesLeft(), game.chargesLeft(), "seed " + seed);
            while (!game.isOver()) {
                Command c = new Command(moves.nextInt(3) - 1, moves.nextInt(3) - 1, moves.nextInt(6) == 0);
                assertEquals(expected.play(c), game.play(c), "seed " + seed);
                assertEquals(TextFormat.render(expected), TextFormat.render(game), "seed " + seed);
                turns++;
            }
        }
        assertTrue(turns > 500, turns + " turns compared");
    }

    @Test
    void theSafeOpeningNeverOpensNextToARobotAndIsSeeded() {
        GameParameters crowded = GameParameters.of(8, 5, 14, 4);
        Variant safe = Variant.builder("safe").level(crowded, OptionalInt.of(3))
                .opening(Variant.Opening.NO_ROBOT_NEXT_TO_PLAYER).build();
        Variant any = Variant.single(crowded, OptionalInt.of(3));
        int anyOpensNextToARobot = 0;
        for (long seed = 0; seed < 300; seed++) {
            Game game = safe.start(1, RandomSource.seeded(seed));
            assertFalse(robotNextToPlayer(game), "seed " + seed + "\n" + TextFormat.render(game));
            assertEquals(crowded.robots(), game.robotCount());
            assertEquals(TextFormat.render(game), TextFormat.render(safe.start(1, RandomSource.seeded(seed))),
                    "seed " + seed + ": not reproduced");
            if (robotNextToPlayer(any.start(1, RandomSource.seeded(seed)))) {
                anyOpensNextToARobot++;
            }
        }
        // The rule had work to do: the statement's opening often puts a robot there on this board.
        assertTrue(anyOpensNextToARobot > 50, anyOpensNextToARobot + " of 300");
    }

    @Test
    void aSafeOpeningThatCannotBeHadTakesTheLastDrawWithoutHanging() {
        // 3 x 3: the player's every neighbour but the exit's row is a robot or a pit, every draw.
        GameParameters full = GameParameters.of(3, 3, 6, 0);
        Variant safe = Variant.builder("full").level(full, OptionalInt.of(0))
                .opening(Variant.Opening.NO_ROBOT_NEXT_TO_PLAYER).build();
        Game game = safe.start(1, RandomSource.seeded(5));
        assertTrue(robotNextToPlayer(game));
        assertEquals(6, game.robotCount());
    }

    @Test
    void levelsProgressOnAWinAndBackToOneOnALoss() {
        Variant levels = Variant.builder("three").level(GameParameters.of(10, 5, 2, 1), OptionalInt.of(3))
                .level(GameParameters.of(10, 5, 4, 2), OptionalInt.of(2))
                .level(GameParameters.of(10, 5, 6, 3), OptionalInt.empty())
                .progression(Variant.Progression.NEXT_LEVEL_ON_WIN).build();
        TurnResult.Ended won = new TurnResult.Won(12);
        TurnResult.Ended lost = new TurnResult.Lost(LossReason.CAPTURE, 3);
        assertEquals(2, levels.levelAfter(1, won));
        assertEquals(3, levels.levelAfter(2, won));
        assertEquals(3, levels.levelAfter(3, won));
        assertEquals(1, levels.levelAfter(3, lost));
        assertEquals(OptionalInt.empty(), levels.charges(3));
        assertEquals(GameParameters.of(10, 5, 4, 2), levels.parameters(2));
        assertEquals(GameParameters.of(10, 5, 4, 2), levels.start(2, RandomSource.seeded(1)).parameters());
        Variant single = Variant.single(GameParameters.of(10, 5, 2, 1), OptionalInt.of(3));
        assertEquals(1, single.levelAfter(1, won));
        assertEquals(1, single.levelAfter(1, lost));
        assertEquals("single", single.name());
    }

    @Test
    void badArgumentsAreRefusedInOneLine() {
        Variant single = Variant.single(GameParameters.of(10, 5, 2, 1), OptionalInt.of(3));
        assertEquals("level: 2 (expected: 1 to 1)",
                assertThrows(IllegalArgumentException.class, () -> single.parameters(2)).getMessage());
        assertEquals("level: 0 (expected: 1 to 1)",
                assertThrows(IllegalArgumentException.class, () -> single.start(0, RandomSource.seeded(1))).getMessage());
        assertEquals("name: 'a b' (expected: 1 to 40 letters, digits or -)",
                assertThrows(IllegalArgumentException.class, () -> Variant.builder("a b")).getMessage());
        assertEquals("charges: -1 (expected: >= 0)", assertThrows(IllegalArgumentException.class,
                () -> Variant.builder("x").level(GameParameters.of(4, 3, 0, 0), OptionalInt.of(-1))).getMessage());
        assertEquals("variant x: no level (add one with level(...))",
                assertThrows(IllegalStateException.class, () -> Variant.builder("x").build()).getMessage());
    }

    private static boolean robotNextToPlayer(Game game) {
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int x = game.playerX() + dx;
                int y = game.playerY() + dy;
                if ((dx != 0 || dy != 0) && game.contains(x, y) && game.hasRobot(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }
}
