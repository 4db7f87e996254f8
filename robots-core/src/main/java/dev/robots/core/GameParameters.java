package dev.robots.core;

/**
 * The four numbers a game starts from, as read after {@code INIT W H R P:}: width, height, the
 * robot count (also the reinforcement target) and the pit count.
 *
 * <p>Instances are always valid: {@link #of} checks every limit of the rules, and
 * {@link #problem} reports the first broken limit as a sentence, without throwing, for callers
 * that read the numbers from a person. Checks are done in {@code long} arithmetic, so no
 * combination of {@code int} values can overflow.
 *
 * @param width columns, at least 2
 * @param height rows, at least 1
 * @param robots robots on the field at the start, and the number reinforcements keep up to
 * @param pits pits on the field
 */
public record GameParameters(int width, int height, int robots, int pits) {

    /**
     * The largest board the engine accepts, in cells: 2^30. Its bit sets then take 128 MiB each;
     * the bound keeps every cell index an {@code int} and every rendered row within a Java array.
     */
    public static final long MAX_CELLS = 1L << 30;

    /**
     * Checks the numbers: see {@link #of}.
     *
     * @throws IllegalArgumentException naming the first broken limit
     */
    public GameParameters {
        String problem = problem(width, height, robots, pits);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /** Valid parameters, or {@link IllegalArgumentException} naming the first broken limit. */
    public static GameParameters of(int width, int height, int robots, int pits) {
        return new GameParameters(width, height, robots, pits);
    }

    /**
     * The first limit these numbers break, as a one-line message such as
     * {@code "width: 1 (expected: >= 2)"}, or {@code null} when they are valid.
     */
    public static String problem(long width, long height, long robots, long pits) {
        if (width < 2) {
            return "width: " + width + " (expected: >= 2)";
        }
        if (height < 1) {
            return "height: " + height + " (expected: >= 1)";
        }
        if (robots < 0) {
            return "robots: " + robots + " (expected: >= 0)";
        }
        if (pits < 0) {
            return "pits: " + pits + " (expected: >= 0)";
        }
        if (width > MAX_CELLS || height > MAX_CELLS || width * height > MAX_CELLS) {
            return "board too large: " + width + " x " + height
                    + (width > MAX_CELLS || height > MAX_CELLS ? "" : " = " + width * height + " cells")
                    + " (expected: at most " + MAX_CELLS + " cells)";
        }
        long cells = width * height;
        long pitRoom = cells - 2 - otherCorners(width, height);
        if (pits > pitRoom) {
            return "pits: " + pits + " (expected: <= " + pitRoom
                    + " = cells - player - exit - free corners, on a " + width + " x " + height + " board)";
        }
        // pits <= pitRoom < 2^30 here, so cells - 2 - pits cannot overflow, while robots + pits could
        // (robots up to Long.MAX_VALUE); the sum of two non-negative longs is exact as unsigned.
        if (robots > cells - 2 - pits) {
            return "robots + pits: " + Long.toUnsignedString(robots + pits) + " (expected: <= " + (cells - 2)
                    + " = cells - player - exit, on a " + width + " x " + height + " board)";
        }
        return null;
    }

    /** Corners other than the player's start and the exit: 2 on a one-row board, else 4 minus those. */
    static long otherCorners(long width, long height) {
        return height == 1 ? 0 : 4 - cornersOnMiddleRow(height);
    }

    private static long cornersOnMiddleRow(long height) {
        // the exit (0, H/2) and start (W-1, H/2) are corners when the middle row is the top or bottom row
        long mid = height / 2;
        return (mid == 0 || mid == height - 1) ? 2 : 0;
    }

    /** Number of cells, {@code width * height}. */
    public int cells() {
        return width * height;
    }
}
