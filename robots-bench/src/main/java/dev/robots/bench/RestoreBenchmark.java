package dev.robots.bench;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

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
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
public class RestoreBenchmark {

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
