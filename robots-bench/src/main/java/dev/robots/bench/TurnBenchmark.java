package dev.robots.bench;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import dev.robots.core.Resolver;
import dev.robots.core.TurnResult;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * (b) One full game turn through the public API: {@code Game.play(command)} with a command that
 * charges and moves (or, where none keeps the game going, the first that does), so the turn
 * parses nothing but does everything else: refusal checks, the charge, the player's move and
 * outcome, the resolver step, and a reinforcement (the target {@code R} is the scenario's robot
 * count, so after merges and falls a robot arrives on a corner). Every invocation first returns
 * the game to the start ({@code Game.restore}); the random source is not rewound, which changes
 * only which corner a reinforcement takes.
 *
 * <pre>
 * HOW TO RUN:
 *   java -jar robots-bench/target/benchmarks.jar TurnBenchmark
 *   java -jar robots-bench/target/benchmarks.jar TurnBenchmark -p scenario=B4096_1M -p impl=CORE -prof gc
 * </pre>
 */
public class TurnBenchmark extends BenchmarkDefaults {
    /** Charge-and-move commands tried in this order; the first that keeps the game going is used. */
    static final List<String> CANDIDATES = List.of("ULK", "URK", "DLK", "DRK", "UK", "DK", "LK", "RK", "K", "W");

    @Param({"STATEMENT_30X17", "B1000_100K", "B4096_1M", "B16384_4M"})
    Scenario scenario;

    @Param({"CORE", "PARALLEL"})
    Impl impl;

    Game game;
    Game.Snapshot start;
    Command command;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        game = game(scenario.position(), resolver(impl));
        start = game.snapshot();
        command = chooseCommand(game, start);
    }

    /** The engine's resolver that {@code impl} names: {@code Resolver.parallel(2)} or the sequential one. */
    static Resolver resolver(Impl impl) {
        return impl == Impl.PARALLEL ? Resolver.parallel(2) : Resolver.sequential();
    }

    /** The benchmark's game: {@code position}, reinforced up to its own robot count by {@code resolver}'s turns. */
    static Game game(Position position, Resolver resolver) {
        Board board = position.board();
        GameParameters p = GameParameters.of(board.width(), board.height(), board.robotCount(),
                board.field().pitCount());
        return Game.builder(p).start(board).random(RandomSource.seeded(Boards.SEED)).resolver(resolver).build();
    }

    static Command chooseCommand(Game game, Game.Snapshot start) throws InvalidInputException {
        for (String text : CANDIDATES) {
            Command c = Command.parse(text);
            TurnResult r = game.play(c);
            game.restore(start);
            if (r instanceof TurnResult.Continues) {
                return c;
            }
        }
        throw new IllegalStateException("every candidate command ends the game at once");
    }

    @Benchmark
    public TurnResult turn() {
        game.restore(start);
        return game.play(command);
    }
}
