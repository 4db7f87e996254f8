package dev.robots.bench;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Situation;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * A player's look-ahead: every legal command of a situation tried once. The two ways a
 * {@link dev.robots.core.bot.Player} can do it: a scratch game made for each command from the
 * situation ({@code situation.game(random).play(command)}: the board copied each time), or one game
 * made per decision and a snapshot of it restored before each command. Both return the same sum
 * (robots left after each command, and the ends), which {@code LookAheadTest} checks.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar LookAheadBenchmark
 * </pre>
 */
public class LookAheadBenchmark extends BenchmarkDefaults {

    @Param({"STATEMENT_30X17", "B1000_100K"})
    Scenario scenario;

    Situation situation;
    List<Command> legal;
    Game game;
    Game.Snapshot start;

    @Setup(Level.Trial)
    public void setUp() {
        Board board = scenario.position().board();
        GameParameters p = GameParameters.of(board.width(), board.height(), board.robotCount(),
                board.field().pitCount());
        situation = new Situation(board, p, java.util.OptionalInt.of(3), 0);
        legal = situation.legalCommands();
        game = situation.game(RandomSource.seeded(Boards.SEED));
        start = game.snapshot();
    }

    /** A scratch game per command, made from the situation. */
    @Benchmark
    public long scratchGamePerCommand() {
        return scratchGamePerCommand(situation, legal);
    }

    /** One game per decision, restored before each command. */
    @Benchmark
    public long restoredGamePerCommand() {
        return restoredGamePerCommand(game, start, legal);
    }

    static long scratchGamePerCommand(Situation situation, List<Command> legal) {
        long sum = 0;
        for (Command command : legal) {
            Game scratch = situation.game(RandomSource.seeded(Boards.SEED));
            sum += score(scratch, scratch.play(command));
        }
        return sum;
    }

    static long restoredGamePerCommand(Game game, Game.Snapshot start, List<Command> legal) {
        long sum = 0;
        for (Command command : legal) {
            game.restore(start);
            sum += score(game, game.play(command));
        }
        return sum;
    }

    private static long score(Game game, TurnResult result) {
        return game.robotCount() * 4L + (result instanceof TurnResult.Ended ended ? 1 + ended.turn() : 0);
    }
}
