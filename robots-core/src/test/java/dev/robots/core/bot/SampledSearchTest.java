package dev.robots.core.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TestCharges;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search over sampled reinforcement futures ({@link SampledSearch}): its reinforcements are the
 * engine's, given the same draw; it is reproducible; its futures are seeded by the whole position;
 * it never chooses a command the game refuses.
 */
class SampledSearchTest {

    /** A seeded source that remembers its last draw and bound (the engine's corner choice). */
    private static final class Recording implements RandomSource {
        private final RandomSource source;
        int draws;
        int lastValue;
        int lastBound;

        Recording(long seed) {
            source = RandomSource.seeded(seed);
        }

        @Override
        public int nextInt(int bound) {
            draws++;
            lastBound = bound;
            lastValue = source.nextInt(bound);
            return lastValue;
        }
    }

    @Test
    void reinforcesTheCornerTheEngineDrawsGivenTheSameDraw() {
        int reinforced = 0;
        int none = 0;
        for (long seed = 0; seed < 4000; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            GameParameters p = SearchRulesTest.smallBoard(random);
            int width = p.width();
            Recording source = new Recording(seed);
            Game game = Game.builder(p).random(source).build();
            SearchRules search = new SearchRules();
            while (!game.isOver() && game.turn() < 60) {
                Board before = game.board();
                Arena arena = Arena.around(before.field(), before.playerX(), before.playerY(), null);
                Command c = SearchRulesTest.randomCommand(random, before);
                if (c == null) {
                    continue;
                }
                int[] robotsBefore = SearchRulesTest.robotCells(before);
                int[] predicted = search.play(arena, before.playerY() * width + before.playerX(), robotsBefore,
                        robotsBefore.length, SearchRulesTest.command(c));
                int drawsBefore = source.draws;
                TurnResult result = game.play(c);
                if (result != TurnResult.CONTINUES || predicted.length >= p.robots()) {
                    continue;
                }
                boolean drew = source.draws > drawsBefore;
                // the draw in [0, 2^30) that picks the engine's index among the same free corners
                int draw = drew ? (int) ((((long) source.lastValue << 30) + source.lastBound - 1) / source.lastBound)
                        : random.nextInt(1 << 30);
                int[] after = Arrays.copyOf(predicted, predicted.length + 1);
                int count = search.reinforce(after, 0, predicted.length, draw);
                int[] mine = Arrays.copyOf(after, count);
                Arrays.sort(mine);
                String where = "seed " + seed + ", " + p + ", turn " + game.turn();
                assertArrayEquals(SearchRulesTest.robotCells(game.board()), mine, where);
                if (drew) {
                    reinforced++;
                } else {
                    none++;
                }
            }
        }
        assertTrue(reinforced > 500 && none > 20, "too few turns of each kind: " + reinforced + " " + none);
    }

    /**
     * The commands an autopilot chooses in seeded games of the statement's setup (3 charges, at most
     * 300 turns each); also EvaluationTablesTest's.
     */
    static List<Command> commands(Autopilot autopilot, int games) {
        List<Command> commands = new ArrayList<>();
        for (long seed = 0; seed < games; seed++) {
            Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).random(RandomSource.seeded(seed)).charges(3)
                    .build();
            while (!game.isOver() && game.turn() < 300) {
                Command command = autopilot.choose(Situation.of(game));
                commands.add(command);
                game.play(command);
            }
        }
        return commands;
    }

    @Test
    void theSameSituationsGiveTheSameCommands() {
        Tuning tuning = Tuning.DEFAULT.withBudget(16, 6);
        List<Command> first = commands(new Autopilot(tuning, 4), 6);
        List<Command> again = commands(new Autopilot(tuning, 4), 6);
        assertEquals(first, again);
        // and one autopilot asked in another order (games backwards) agrees game by game
        Autopilot reused = new Autopilot(tuning, 4);
        commands(reused, 3);
        assertEquals(first, commands(reused, 6));
    }

    @Test
    void thePositionSeedDependsOnEveryPartOfThePosition() {
        int[] robots = {3, 40, 77};
        Set<Long> seeds = new HashSet<>();
        seeds.add(SampledSearch.positionSeed(10, robots, 3, 3, 5));
        seeds.add(SampledSearch.positionSeed(11, robots, 3, 3, 5));
        seeds.add(SampledSearch.positionSeed(10, robots, 2, 3, 5));
        seeds.add(SampledSearch.positionSeed(10, robots, 3, 2, 5));
        seeds.add(SampledSearch.positionSeed(10, robots, 3, 3, 6));
        seeds.add(SampledSearch.positionSeed(10, new int[] {3, 41, 77}, 3, 3, 5));
        assertEquals(6, seeds.size());
        assertEquals(SampledSearch.positionSeed(10, robots, 3, 3, 5), SampledSearch.positionSeed(10, robots, 3, 3, 5));
        assertEquals(SampledSearch.positionSeed(10, robots, 3, 3, 5), SampledSearch.positionSeed(10, robots, 3, 9, 5),
                "more than 3 charges count as 3, as in the search's position keys");
    }

    @Test
    void neverChoosesARefusedCommandOnAnySizeOrChargeLimit() {
        // including fields seen through a window (400x300), where the futures hold no reinforcement
        int games = 0;
        for (int i = 0; i < AutopilotTest.SIZES.size(); i++) {
            GameParameters p = AutopilotTest.SIZES.get(i);
            for (int charges : new int[] {0, 3, TestCharges.UNLIMITED}) {
                AutopilotTest.play(p, charges, 1000L * i + charges, 60, new Autopilot(8, 5, 3));
                games++;
            }
        }
        assertEquals(3 * AutopilotTest.SIZES.size(), games);
    }

    @Test
    void stepsOntoTheExitEvenWhenManyRobotsAreMissing() throws Exception {
        // 2 cells from the exit, one robot far away and R = 117 (the most 120 cells hold with a pit and
        // the player and the exit): 116 robots short, so every position
        // scores far above CommandValues.WIN; a win must still outrank them (60x33 games waited
        // two cells from the exit to the turn limit while robots fell into pits)
        Board board = TextFormat.parse("""
                . . . . . . . . . . . . . . X
                . . . . . . . . . . . . . . .
                . . . . . . . . . . . . . . .
                . . . . . 0 . . . . . . . . .
                < . . . . . . . . . . . . . .
                . . . . . . . . . . . . . . .
                . . @ . . . . . . . . . . . .
                . . . . . . . . . . . . . . .
                . . . . . . . . . . . . . . .
                """);
        Situation manyMissing = AutopilotTest.situation(board, OptionalInt.of(2), 117, 100);
        assertEquals(Command.UP_LEFT, new Autopilot(32, 20, 8).choose(manyMissing));
        assertEquals(Command.UP_LEFT, new Autopilot(32, 20, 0).choose(manyMissing), "as the plain search does");
    }

    @Test
    void theSampleCountIsBounded() {
        assertThrows(IllegalArgumentException.class, () -> new Autopilot(32, 10, -1));
        assertThrows(IllegalArgumentException.class, () -> new Autopilot(32, 10, Autopilot.MAX_SAMPLES + 1));
        new Autopilot(32, 10, Autopilot.MAX_SAMPLES);
    }
}
