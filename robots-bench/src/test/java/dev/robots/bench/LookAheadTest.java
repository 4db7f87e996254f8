package dev.robots.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.bot.Situation;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The two look-aheads {@link LookAheadBenchmark} times give the same results: a snapshot restored
 * before each command plays it exactly as a scratch game made for it (the same board after it, the
 * same reinforcements from the same seed), on every scenario the benchmark runs.
 */
class LookAheadTest {
    @Test
    void aRestoredGamePlaysEachCommandAsAScratchGameDoes() {
        int compared = 0;
        for (Scenario scenario : List.of(Scenario.STATEMENT_30X17, Scenario.B1000_100K)) {
            Board board = scenario.position().board();
            GameParameters p = GameParameters.of(board.width(), board.height(), board.robotCount(),
                    board.field().pitCount());
            Situation situation = new Situation(board, p, OptionalInt.of(3), 0);
            List<Command> legal = situation.legalCommands();
            Game game = situation.game(RandomSource.seeded(Boards.SEED));
            Game.Snapshot start = game.snapshot();
            for (Command command : legal) {
                Game scratch = situation.game(RandomSource.seeded(Boards.SEED));
                scratch.play(command);
                game.restore(start);
                game.play(command);
                assertEquals(scratch.board(), game.board(), scenario + " " + command);
                compared++;
            }
            assertEquals(LookAheadBenchmark.scratchGamePerCommand(situation, legal),
                    LookAheadBenchmark.restoredGamePerCommand(game, start, legal), scenario.toString());
        }
        assertTrue(compared >= 20, "compared " + compared);
    }
}
