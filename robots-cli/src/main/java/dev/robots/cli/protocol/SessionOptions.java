package dev.robots.cli.protocol;

import dev.robots.cli.options.ChargesOption;
import dev.robots.core.Board;
import dev.robots.core.GameParameters;

/**
 * What a protocol session is configured with.
 *
 * @param seed the session seed (see {@link dev.robots.cli.seeds.GameSeeds})
 * @param charges charges per game, or {@link ChargesOption#NO_LIMIT}
 * @param field the position every game starts from, or {@code null} for random fields
 * @param fieldName where {@code field} came from, for messages and the record ({@code null} without one)
 * @param maxCells the largest board accepted, in cells
 */
public record SessionOptions(long seed, int charges, Board field, String fieldName, long maxCells) {
    /** The default board bound: room for 1000 x 1000 and more. */
    public static final long DEFAULT_MAX_CELLS = 4_000_000;

    public SessionOptions {
        if (charges < ChargesOption.NO_LIMIT) {
            throw new IllegalArgumentException("charges: " + charges + " (expected: >= 0, or -1 for unlimited)");
        }
        if (!isAllowedMaxCells(maxCells)) {
            throw new IllegalArgumentException("maxCells: " + maxCells + " (expected: 2 to " + GameParameters.MAX_CELLS
                    + ")");
        }
        if ((field == null) != (fieldName == null)) {
            throw new IllegalArgumentException("field and fieldName: give both or neither");
        }
    }

    /** Whether {@code maxCells} is a board bound a session takes: 2 to {@link GameParameters#MAX_CELLS}. */
    public static boolean isAllowedMaxCells(long maxCells) {
        return maxCells >= 2 && maxCells <= GameParameters.MAX_CELLS;
    }

    /** Random fields, unlimited charges, the default board bound. */
    public static SessionOptions seeded(long seed) {
        return new SessionOptions(seed, ChargesOption.NO_LIMIT, null, null, DEFAULT_MAX_CELLS);
    }
}
