package dev.robots.bench;

import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.TextFormat;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * (c) Rendering the statement's 30x17 field to the protocol's text (17 lines of 59 characters
 * and a line end): as a new {@code String}, and appended to a reused {@code StringBuilder}.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar RenderBenchmark -prof gc
 * </pre>
 */
public class RenderBenchmark extends BenchmarkDefaults {

    Game game;
    StringBuilder out;

    @Setup(Level.Trial)
    public void setUp() {
        Scenario s = Scenario.STATEMENT_30X17;
        game = Game.builder(GameParameters.of(s.width, s.height, s.robots, s.pits)).start(s.position().board())
                .random(dev.robots.core.RandomSource.seeded(Boards.SEED)).build();
        out = new StringBuilder((int) TextFormat.renderedLength(game.field()));
    }

    @Benchmark
    public String render() {
        return TextFormat.render(game);
    }

    @Benchmark
    public int renderInto() {
        out.setLength(0);
        TextFormat.render(game, out);
        return out.length();
    }
}
