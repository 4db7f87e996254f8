package dev.robots.core;

import dev.robots.core.check.Expected;

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
     * The largest board the engine accepts, in cells: 2^32, a 65536 x 65536 board, whose bit sets
     * take 512 MiB each (what fits in the heap is checked too, before allocating). Cell indices are
     * {@code long}s; the bound keeps the word index of every bit set an {@code int} with room to
     * spare, and a cell times a width within a {@code long}. Fixed for all of 1.x (a constant
     * compiles into the caller's code).
     */
    public static final long MAX_CELLS = 1L << 32;

    /**
     * Checks the numbers: see {@link #of}.
     *
     * @param width the width, in cells
     * @param height the height, in cells
     * @param robots R: the robots the game keeps on the field
     * @param pits P: the pits
     * @throws IllegalArgumentException naming the first broken limit
     */
    public GameParameters {
        String problem = problem(width, height, robots, pits);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /**
     * Valid parameters, or {@link IllegalArgumentException} naming the first broken limit.
     *
     * @param width the width, in cells
     * @param height the height, in cells
     * @param robots R: the robots the game keeps on the field
     * @param pits P: the pits
     * @return the parameters
     */
    public static GameParameters of(int width, int height, int robots, int pits) {
        return new GameParameters(width, height, robots, pits);
    }

    /**
     * The first limit these numbers break, as a one-line message such as
     * {@code "width: 1 (expected: >= 2)"}, or {@code null} when they are valid.
     * Public API for a caller that checks input it did not write (the command line does) without an
     * exception: {@code null} means {@link #of} accepts the numbers.
     *
     * @param width the width, in cells
     * @param height the height, in cells
     * @param robots R: the robots the game keeps on the field
     * @param pits P: the pits
     * @return the first limit broken, as one line, or {@code null} when the numbers are valid
     */
    public static String problem(long width, long height, long robots, long pits) {
        if (width < 2) {
            return Expected.of("width: " + width, ">= 2");
        }
        if (height < 1) {
            return Expected.of("height: " + height, ">= 1");
        }
        if (robots < 0) {
            return Expected.of("robots: " + robots, ">= 0");
        }
        if (pits < 0) {
            return Expected.of("pits: " + pits, ">= 0");
        }
        // width > MAX_CELLS / height is width * height > MAX_CELLS, without the product's overflow.
        if (width > MAX_CELLS / height) {
            boolean exact = Math.multiplyHigh(width, height) == 0 && width * height > 0;
            return Expected.of("board too large: " + width + " x " + height + (exact ? " = " + width * height
                    + " cells" : ""), "at most " + MAX_CELLS + " cells");
        }
        // Only from 2^31 cells up can a side, or the room for robots or pits, pass what an int holds.
        if (width > Integer.MAX_VALUE) {
            return Expected.of("width: " + width, "<= " + Integer.MAX_VALUE);
        }
        if (height > Integer.MAX_VALUE) {
            return Expected.of("height: " + height, "<= " + Integer.MAX_VALUE);
        }
        long cells = width * height;
        long pitRoom = cells - 2 - otherCorners(width, height);
        if (pits > pitRoom) {
            return Expected.of("pits: " + pits, "<= " + pitRoom + " = cells - player - exit - free corners, on a "
                    + width + " x " + height + " board");
        }
        // pits <= pitRoom < 2^32 here, so cells - 2 - pits cannot overflow, while robots + pits could
        // (robots up to Long.MAX_VALUE); the sum of two non-negative longs is exact as unsigned.
        if (robots > cells - 2 - pits) {
            return Expected.of("robots + pits: " + Long.toUnsignedString(robots + pits),
                    "<= " + (cells - 2) + " = cells - player - exit, on a " + width + " x " + height + " board");
        }
        if (robots > Integer.MAX_VALUE) {
            return Expected.of("robots: " + robots, "<= " + Integer.MAX_VALUE);
        }
        if (pits > Integer.MAX_VALUE) {
            return Expected.of("pits: " + pits, "<= " + Integer.MAX_VALUE);
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

    /**
     * Number of cells, {@code width * height}: up to {@link #MAX_CELLS}, more than an {@code int} holds.
     *
     * @return the number of cells, {@code width * height}
     */
    public long cells() {
        return (long) width * height;
    }
}
