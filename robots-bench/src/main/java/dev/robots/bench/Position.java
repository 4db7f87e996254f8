package dev.robots.bench;

import dev.robots.core.Board;
import dev.robots.core.Field;
import java.util.SplittableRandom;

/**
 * A benchmark start position as plain cell lists, so that every resolver can be set up in
 * O(robots + pits) even on a 16384x16384 board. Cells are {@code y * width + x}, in increasing
 * order.
 *
 * @param pits the pit cells
 * @param robots the robot cells
 */
public record Position(int width, int height, int[] pits, int[] robots, int playerX, int playerY) {

    /**
     * A random position following the rules' generation constraints (pits never on a corner, the
     * exit, the player's start or the player; robots never on a pit, the exit or the player),
     * drawn from {@code seed} by rejection, so O(robots + pits) while the board is at most half
     * full. With {@code playerInMiddle} the player stands on the middle cell with no robot within
     * two cells (so no robot reaches it in the first two steps); otherwise on its start cell.
     */
    public static Position generate(int width, int height, int robots, int pits, boolean playerInMiddle, long seed) {
        long cells = (long) width * height;
        if (2L * (robots + pits + 30) > cells) {
            throw new IllegalArgumentException("robots + pits: " + (robots + pits) + " (expected: at most half of "
                    + cells + " cells, for rejection sampling)");
        }
        int px = playerInMiddle ? width / 2 : width - 1;
        int py = height / 2;
        long[] taken = new long[(int) ((cells + 63) >>> 6)];
        long[] noRobot = new long[taken.length];
        int exit = (height / 2) * width;
        int start = exit + width - 1;
        int player = py * width + px;
        int lastRow = (height - 1) * width;
        for (int c : new int[] {0, width - 1, lastRow, lastRow + width - 1, exit, start, player}) {
            set(taken, c);
        }
        SplittableRandom random = new SplittableRandom(seed);
        int[] pitCells = choose(random, (int) cells, pits, taken, null);
        // Corners and the start cell may hold robots; the exit and the player (and its surroundings) may not.
        taken = new long[taken.length];
        for (int c : pitCells) {
            set(taken, c);
        }
        set(taken, exit);
        set(taken, player);
        if (playerInMiddle) {
            for (int y = Math.max(0, py - 2); y <= Math.min(height - 1, py + 2); y++) {
                for (int x = Math.max(0, px - 2); x <= Math.min(width - 1, px + 2); x++) {
                    set(noRobot, y * width + x);
                }
            }
        }
        int[] robotCells = choose(random, (int) cells, robots, taken, noRobot);
        return new Position(width, height, pitCells, robotCells, px, py);
    }

    private static int[] choose(SplittableRandom random, int cells, int k, long[] taken, long[] forbidden) {
        int[] chosen = new int[k];
        long[] mine = new long[taken.length];
        for (int n = 0; n < k; ) {
            int c = random.nextInt(cells);
            if (!get(taken, c) && !get(mine, c) && (forbidden == null || !get(forbidden, c))) {
                set(mine, c);
                n++;
            }
        }
        int n = 0;
        for (int w = 0; w < mine.length; w++) {
            for (long bits = mine[w]; bits != 0; bits &= bits - 1) {
                chosen[n++] = (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return chosen;
    }

    private static boolean get(long[] bits, int c) {
        return (bits[c >>> 6] & (1L << c)) != 0;
    }

    private static void set(long[] bits, int c) {
        bits[c >>> 6] |= 1L << c;
    }

    public Field field() {
        Field.Builder f = Field.builder(width, height);
        for (int c : pits) {
            f.pit(c % width, c / width);
        }
        return f.build();
    }

    /** The engine's board for this position, on {@code field} (which must be {@link #field()}). */
    public Board board(Field field) {
        Board.Builder b = Board.builder(field).player(playerX, playerY);
        for (int c : robots) {
            b.robot(c % width, c / width);
        }
        return b.build();
    }

    public Board board() {
        return board(field());
    }
}
