package dev.robots.core;

import dev.robots.core.memory.Heap;
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
 */
public final class FieldGenerator {
    private FieldGenerator() {
    }

    /**
     * The starting position for {@code params}, drawn from {@code random}.
     *
     * @throws IllegalArgumentException if the 4 bit sets it works with (a bit per cell each)
     *     would not fit in the heap this JVM has left
     * @throws IllegalStateException if {@code random} answers outside the bound it was given
     */
    public static Board generate(GameParameters params, RandomSource random) {
        Objects.requireNonNull(params, "params");
        Objects.requireNonNull(random, "random");
        Heap.checkBoard(params.width(), params.height(), 4);
        int width = params.width();
        int height = params.height();
        int cells = params.cells();
        int exit = (height / 2) * width;
        int start = exit + width - 1;

        long[] pitForbidden = Bits.forCells(cells);
        Bits.set(pitForbidden, exit);
        Bits.set(pitForbidden, start);
        int last = (height - 1) * width;
        for (int corner : new int[] {0, width - 1, last, last + width - 1}) {
            Bits.set(pitForbidden, corner);
        }
        long[] pits = Bits.forCells(cells);
        choose(random, cells, params.pits(), pitForbidden, Bits.count(pitForbidden), pits);

        long[] robotForbidden = pits.clone();
        Bits.set(robotForbidden, exit);
        Bits.set(robotForbidden, start);
        long[] robots = Bits.forCells(cells);
        choose(random, cells, params.robots(), robotForbidden, params.pits() + 2, robots);

        Field field = Field.adopt(width, height, pits);
        return Board.adopt(field, robots, width - 1, height / 2);
    }

    /**
     * Sets {@code k} bits of {@code chosen}, uniformly among the cells whose {@code forbidden} bit is
     * clear ({@code forbiddenCount} of them are set). {@code chosen} starts empty.
     */
    private static void choose(
            RandomSource random, int cells, int k, long[] forbidden, int forbiddenCount, long[] chosen) {
        if (k == 0) {
            return;
        }
        if (2L * (forbiddenCount + k) <= cells) {
            for (int picked = 0; picked < k; ) {
                int cell = draw(random, cells);
                if (!Bits.get(forbidden, cell) && !Bits.get(chosen, cell)) {
                    Bits.set(chosen, cell);
                    picked++;
                }
            }
            return;
        }
        int needed = k;
        int remaining = cells - forbiddenCount;
        for (int cell = 0; needed > 0; cell++) {
            if (Bits.get(forbidden, cell)) {
                continue;
            }
            if (needed == remaining || draw(random, remaining) < needed) {
                Bits.set(chosen, cell);
                needed--;
            }
            remaining--;
        }
    }

    /**
     * {@code random.nextInt(bound)}, checked: a source that answers outside {@code [0, bound)}
     * (any caller may implement {@link RandomSource}) would put a pit or robot off the board, or
     * index past the corners, without a word.
     */
    static int draw(RandomSource random, int bound) {
        int value = random.nextInt(bound);
        if (value < 0 || value >= bound) {
            throw new IllegalStateException("random source: nextInt(" + bound + ") returned " + value
                    + " (expected: 0 to " + (bound - 1) + ")");
        }
        return value;
    }
}
