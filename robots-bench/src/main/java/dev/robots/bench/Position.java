package dev.robots.bench;

import dev.robots.core.Board;
import dev.robots.core.Field;
import java.util.SplittableRandom;

/**
 * A benchmark start position as plain cell lists, so that every resolver can be set up in
 * O(robots + pits) even on a 65536x65536 board. Cells are {@code (long) y * width + x}, in
 * increasing order ({@code long}s: a board may have 2^32 cells).
 *
 * @param pits the pit cells
 * @param robots the robot cells
 */
public record Position(int width, int height, long[] pits, long[] robots, int playerX, int playerY) {

    /**
     * A random position following the rules' generation constraints (pits never on a corner, the
     * exit, the player's start or the player; robots never on a pit, the exit or the player),
     * drawn from {@code seed} by rejection, so O(robots + pits) while the board is at most half
     * full. With {@code playerInMiddle} the player stands on the middle cell with no robot within
     * two cells (so no robot reaches it in the first two steps); otherwise on its start cell.
     * Boards of fewer than 2^31 cells draw {@code nextInt(cells)}, as before boards could be larger,
     * so their positions are the same as in earlier runs.
     */
    public static Position generate(int width, int height, int robots, int pits, boolean playerInMiddle, long seed) {
        return generate(width, height, robots, pits, playerInMiddle ? 2 : -1, seed);
    }

    /**
     * As {@link #generate(int, int, int, int, boolean, long)}, the player in the middle with no robot
     * within {@code clear} cells (none reaches it in the first {@code clear} steps), or at its start
     * for {@code clear < 0}. The same position for {@code clear} 2 as with {@code playerInMiddle}.
     */
    public static Position generate(int width, int height, int robots, int pits, int clear, long seed) {
        boolean playerInMiddle = clear >= 0;
        long cells = (long) width * height;
        if (2L * (robots + pits + 30) > cells) {
            throw new IllegalArgumentException(Expected.of("robots + pits: " + (robots + pits),
                    "at most half of " + cells + " cells, for rejection sampling"));
        }
        int px = playerInMiddle ? width / 2 : width - 1;
        int py = height / 2;
        long[] taken = new long[(int) ((cells + 63) >>> 6)];
        long[] noRobot = new long[taken.length];
        long exit = (long) (height / 2) * width;
        long start = exit + width - 1;
        long player = (long) py * width + px;
        long lastRow = (long) (height - 1) * width;
        for (long c : new long[] {0, width - 1, lastRow, lastRow + width - 1, exit, start, player}) {
            set(taken, c);
        }
        SplittableRandom random = new SplittableRandom(seed);
        long[] pitCells = choose(random, cells, pits, taken, null);
        // Corners and the start cell may hold robots; the exit and the player (and its surroundings) may not.
        taken = new long[taken.length];
        for (long c : pitCells) {
            set(taken, c);
        }
        set(taken, exit);
        set(taken, player);
        if (playerInMiddle) {
            for (int y = Math.max(0, py - clear); y <= Math.min(height - 1, py + clear); y++) {
                for (int x = Math.max(0, px - clear); x <= Math.min(width - 1, px + clear); x++) {
                    set(noRobot, (long) y * width + x);
                }
            }
        }
        long[] robotCells = choose(random, cells, robots, taken, noRobot);
        return new Position(width, height, pitCells, robotCells, px, py);
    }

    private static long[] choose(SplittableRandom random, long cells, int k, long[] taken, long[] forbidden) {
        long[] chosen = new long[k];
        long[] mine = new long[taken.length];
        for (int n = 0; n < k; ) {
            long c = cells <= Integer.MAX_VALUE ? random.nextInt((int) cells) : random.nextLong(cells);
            if (!get(taken, c) && !get(mine, c) && (forbidden == null || !get(forbidden, c))) {
                set(mine, c);
                n++;
            }
        }
        int n = 0;
        for (int w = 0; w < mine.length; w++) {
            for (long bits = mine[w]; bits != 0; bits &= bits - 1) {
                chosen[n++] = ((long) w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return chosen;
    }

    private static boolean get(long[] bits, long c) {
        return (bits[(int) (c >>> 6)] & (1L << c)) != 0;
    }

    private static void set(long[] bits, long c) {
        bits[(int) (c >>> 6)] |= 1L << c;
    }

    /**
     * {@code cells} as {@code int}s, for the baselines, which index arrays by cell (a board of
     * 2^31 cells or more is refused: its byte arena alone would not fit a Java array).
     */
    static int[] ints(long[] cells, int width, int height) {
        if ((long) width * height > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(Expected.of("baseline board: " + width + " x " + height,
                    "fewer than 2^31 cells"));
        }
        int[] ints = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            ints[i] = (int) cells[i];
        }
        return ints;
    }

    /** The pit cells as {@code int}s: see {@link #ints}. */
    int[] pitInts() {
        return ints(pits, width, height);
    }

    /** The robot cells as {@code int}s: see {@link #ints}. */
    int[] robotInts() {
        return ints(robots, width, height);
    }

    public Field field() {
        Field.Builder f = Field.builder(width, height);
        for (long c : pits) {
            f.pit((int) (c % width), (int) (c / width));
        }
        return f.build();
    }

    /** The engine's board for this position, on {@code field} (which must be {@link #field()}). */
    public Board board(Field field) {
        Board.Builder b = Board.builder(field).player(playerX, playerY);
        for (long c : robots) {
            b.robot((int) (c % width), (int) (c / width));
        }
        return b.build();
    }

    public Board board() {
        return board(field());
    }
}
