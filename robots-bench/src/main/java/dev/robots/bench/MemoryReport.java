package dev.robots.bench;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.Resolver;
import dev.robots.core.TurnResult;
import java.util.Locale;

/**
 * How much heap a game takes: builds the 16384x16384 scenario (or the size given) step by step,
 * measuring the heap in use after a full GC at each step, then plays a few turns and prints the
 * bits per cell and bytes per robot of each part.
 *
 * <pre>
 * HOW TO RUN:
 *   java -Xmx2g -cp robots-bench/target/benchmarks.jar dev.robots.bench.MemoryReport
 *   java -Xmx2g -cp robots-bench/target/benchmarks.jar dev.robots.bench.MemoryReport 16384 16384 4000000 2700000
 * </pre>
 * The numbers come from {@code Runtime} after {@code System.gc()}, so they are estimates (a few
 * MB either way), not an object-by-object count.
 */
public final class MemoryReport {
    private MemoryReport() {
    }

    public static void main(String[] args) {
        int width = args.length > 0 ? Integer.parseInt(args[0]) : 16384;
        int height = args.length > 1 ? Integer.parseInt(args[1]) : 16384;
        int robots = args.length > 2 ? Integer.parseInt(args[2]) : 4_000_000;
        int pits = args.length > 3 ? Integer.parseInt(args[3]) : 2_700_000;
        long cells = (long) width * height;
        System.out.printf(Locale.ROOT, "%dx%d, %d robots, %d pits, max heap %d MiB%n", width, height, robots, pits,
                Runtime.getRuntime().maxMemory() >> 20);

        long empty = used();
        Position position = Position.generate(width, height, robots, pits, true, Boards.SEED);
        long withLists = used();
        Field field = position.field();
        long withField = used();
        Board board = position.board(field);
        long withBoard = used();
        GameParameters p = GameParameters.of(width, height, robots, pits);
        Game game = Game.builder(p).start(board).random(RandomSource.seeded(Boards.SEED))
                .resolver(Resolver.sequential()).build();
        long withGame = used();
        Game.Snapshot snapshot = game.snapshot();
        long withSnapshot = used();
        int played = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < 10; i++) {
            TurnResult r = game.play(Command.WAIT);
            played++;
            if (r.gameOver()) {
                break;
            }
        }
        long t1 = System.nanoTime();
        long afterTurns = used();

        report("cell lists (bench input only)", withLists - empty, cells, robots);
        report("Field (pits)", withField - withLists, cells, robots);
        report("Board (start position)", withBoard - withField, cells, robots);
        report("Game (robot planes, summaries)", withGame - withBoard, cells, robots);
        report("Game.Snapshot", withSnapshot - withGame, cells, robots);
        report("growth over " + played + " turns", afterTurns - withSnapshot, cells, robots);
        System.out.printf(Locale.ROOT,
                "heap in use with all of the above: %d MiB; %d turns took %.1f ms (%d robots left)%n",
                afterTurns >> 20, played, (t1 - t0) / 1e6, game.robotCount());
        if (snapshot.turn() != 0 || board.robotCount() != robots) {
            throw new AssertionError("unexpected state");
        }
    }

    private static void report(String what, long bytes, long cells, long robots) {
        System.out.printf(Locale.ROOT, "%-34s %8.1f MiB  %5.2f bits/cell  %6.2f bytes/robot%n",
                what, bytes / 1048576.0, 8.0 * bytes / cells, (double) bytes / robots);
    }

    private static long used() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}
