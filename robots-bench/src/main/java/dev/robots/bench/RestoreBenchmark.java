package dev.robots.bench;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The reset that {@link StepBenchmark} and {@link TurnBenchmark} include in every invocation of
 * the engine: {@code Game.restore(snapshot)} alone, from the position one step later (as in
 * those benchmarks). Subtract it from their times to see the step by itself.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar RestoreBenchmark
 * </pre>
 */
public class RestoreBenchmark extends BenchmarkDefaults {

    @Param({"STATEMENT_30X17", "B1000_100K", "B4096_1M", "B16384_4M"})
    Scenario scenario;

    Game game;
    Game.Snapshot start;
    Game.Snapshot stepped;

    @Setup(Level.Trial)
    public void setUp() {
        Board board = scenario.position().board();
        GameParameters p = GameParameters.of(board.width(), board.height(), 0, board.field().pitCount());
        game = Game.builder(p).start(board).random(RandomSource.seeded(Boards.SEED)).build();
        start = game.snapshot();
        game.play(Command.WAIT);
        stepped = game.snapshot();
    }

    /** Two restores per invocation (to the stepped position, then to the start); report half. */
    @Benchmark
    public int restoreTwice() {
        game.restore(stepped);
        game.restore(start);
        return game.robotCount();
    }
}
