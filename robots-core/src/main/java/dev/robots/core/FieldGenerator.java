package dev.robots.core;

import dev.robots.core.engine.Bits;
import dev.robots.core.engine.Draws;
import dev.robots.core.memory.Heap;
import java.util.Arrays;
import java.util.Objects;

/**
 * Makes the random starting position of a game: {@code P} pits and {@code R} robots on distinct
 * cells, uniformly at random, never on the player's start or the exit, and pits never on a corner
 * (so reinforcements can always arrive there).
 *
 * <p>Pits are chosen first, uniformly among the allowed cells; then robots, uniformly among the
 * cells left. Each set is chosen by one of two exactly uniform methods, picked so that the
 * expected work is {@code O(R + P)} however full the board is:
 * <ul>
 *   <li><b>sparse</b> (the cells to avoid, chosen ones included, are at most half the board):
 *       rejection — draw {@code nextInt(cells)} until the cell is allowed and not yet chosen.
 *       Every draw succeeds with probability at least 1/2.</li>
 *   <li><b>dense</b> (otherwise; then {@code cells < 2 (R + P + 6)}): selection sampling (Knuth's
 *       Algorithm S) over the allowed cells in index order — each is taken with probability
 *       {@code needed / remaining}, by {@code nextInt(remaining) < needed}; once every remaining
 *       cell is needed they are taken without a draw.</li>
 * </ul>
 * The sequence of {@code nextInt} calls is thereby fixed, so a seed reproduces the position.
 *
 * <p>Public API, not an internal: the statement's generation of a start position, for a caller
 * that wants one without a {@link Game} (an editor of levels, a test of its own); the draws it makes
 * for a seed, and so its positions, are fixed for all of 1.x.
 */
public final class FieldGenerator {
    private FieldGenerator() {
    }

    /**
     * The starting position for {@code params}, drawn from {@code random}.
     *
     * @param params the game's size and counts
     * @param random the random source every random choice draws from
     * @return the starting position for {@code params}, drawn from {@code random}
     * @throws InsufficientHeapException if the 2 bit sets it makes (a bit per cell each), and a
     *     third for headroom, would not fit in the heap this JVM has left
     * @throws IllegalStateException if {@code random} answers outside the bound it was given, or is
     *     so far from uniform (a constant, a short cycle) that 128 draws in a row miss every free
     *     cell, where a uniform source misses with a probability below 2^-128: never a hang
     */
    public static Board generate(GameParameters params, RandomSource random) {
        Objects.requireNonNull(params, "params");
        Objects.requireNonNull(random, "random");
        Heap.checkBoard(params.width(), params.height(), 3);
        int width = params.width();
        int height = params.height();
        long cells = params.cells();
        long exit = (long) (height / 2) * width;
        long start = exit + width - 1;

        // The cells to avoid are few, or the pits: no bit set of their own, so the largest boards
        // need two planes here, not four.
        long last = (long) (height - 1) * width;
        Forbidden pitForbidden = new Forbidden(null, exit, start, 0, width - 1, last, last + width - 1);
        long[] pits = Bits.forCells(cells);
        choose(random, cells, params.pits(), pitForbidden, pits);

        Forbidden robotForbidden = new Forbidden(pits, exit, start);
        long[] robots = Bits.forCells(cells);
        choose(random, cells, params.robots(), robotForbidden, robots);

        Field field = Field.adopt(width, height, pits);
        return Board.adopt(field, robots, width - 1, height / 2);
    }

    /**
     * The cells a choice must avoid: those set in {@code plane} (none if null) and a few more,
     * none of them in {@code plane}.
     */
    private static final class Forbidden {
        private final long[] plane;
        /** The few cells, sorted and distinct. */
        private final long[] cells;
        final long count;

        Forbidden(long[] plane, long... cells) {
            this.plane = plane;
            this.cells = Arrays.stream(cells).sorted().distinct().toArray();
            this.count = (plane == null ? 0 : Bits.count(plane)) + this.cells.length;
        }

        boolean has(long cell) {
            if (plane != null && Bits.get(plane, cell)) {
                return true;
            }
            for (long c : cells) {
                if (c == cell) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Sets {@code k} bits of {@code chosen}, uniformly among the cells not {@code forbidden}.
     * {@code chosen} starts empty.
     */
    private static void choose(RandomSource random, long cells, int k, Forbidden forbidden, long[] chosen) {
        if (k == 0) {
            return;
        }
        if (2L * (forbidden.count + k) <= cells) {
            for (int picked = 0, discarded = 0; picked < k; ) {
                long cell = Draws.drawCell(random, cells);
                if (!forbidden.has(cell) && !Bits.get(chosen, cell)) {
                    Bits.set(chosen, cell);
                    picked++;
                    discarded = 0;
                } else if (++discarded == Draws.MAX_DISCARDED) {
                    // Each draw succeeds with probability at least 1/2: only a source that is not
                    // uniform gets here, and would loop forever.
                    throw Draws.degenerate(random, "choosing a free cell");
                }
            }
            return;
        }
        int needed = k;
        long remaining = cells - forbidden.count;
        for (long cell = 0; needed > 0; cell++) {
            if (forbidden.has(cell)) {
                continue;
            }
            if (needed == remaining || Draws.drawCell(random, remaining) < needed) {
                Bits.set(chosen, cell);
                needed--;
            }
            remaining--;
        }
    }
}
