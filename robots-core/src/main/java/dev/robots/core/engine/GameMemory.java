package dev.robots.core.engine;

import dev.robots.core.GameParameters;
import dev.robots.core.memory.Heap;
import java.util.Objects;

/**
 * How much heap a {@code Game} takes, and the check that refuses one that would not fit before
 * anything is allocated.
 */
public final class GameMemory {
    /** The heap a game takes per cell, in bits (see {@link #check}). */
    private static final int BITS_PER_CELL = 5;

    private GameMemory() {
    }

    /*
     * Refuses, before allocating, a game that would not fit in the heap: 5 bits per cell, nothing
     * per robot (robots are bits). The generator makes 2 bit sets (pits and robots); the game keeps
     * the pits and takes the generated robots as its current plane, adds a second plane and the
     * robot lists (an eighth of a bit per cell each, ints: 3.5 bits before they were): 3.25 bits.
     * The rest covers the collector's reserve
     * and whole heap regions for such large arrays, which must each be in one piece (measured with
     * a generated game, 5 turns and a snapshot: 2^30 cells run in -Xmx660m, 2^32 in -Xmx2600m).
     */
    public static void check(GameParameters p) {
        Heap.checkBoard(p.width(), p.height(), BITS_PER_CELL);
    }

    /** Why a game of {@code p} does not fit in {@code free} bytes of heap, or {@code null} if it does. */
    public static String problem(GameParameters p, long free) {
        return Heap.boardProblem(p.width(), p.height(), BITS_PER_CELL, free);
    }

    /** The heap a game of {@code parameters} needs, in bytes (see {@code Game.memoryNeeded}). */
    public static long needed(GameParameters parameters) {
        Objects.requireNonNull(parameters, "parameters");
        return Heap.needed(parameters.width(), parameters.height(), BITS_PER_CELL);
    }
}
