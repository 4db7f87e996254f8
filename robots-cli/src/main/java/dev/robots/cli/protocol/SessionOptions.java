package dev.robots.cli.protocol;

import dev.robots.cli.options.MaxCells;
import dev.robots.cli.text.Expected;
import dev.robots.core.Board;
import dev.robots.core.GameParameters;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a protocol session is configured with.
 *
 * @param seed the session seed (see {@link dev.robots.record.GameSeeds})
 * @param charges charges per game: a count, or empty for no limit
 * @param field the position every game starts from, or {@code null} for random fields
 * @param fieldName where {@code field} came from, for messages and the record ({@code null} without one)
 * @param maxCells the largest board accepted, in cells
 */
public record SessionOptions(long seed, OptionalInt charges, Board field, String fieldName, long maxCells) {
    /** The default board bound: room for 1000 x 1000 and more. */
    public static final long DEFAULT_MAX_CELLS = MaxCells.DEFAULT;

    public SessionOptions {
        Objects.requireNonNull(charges, "charges");
        if (charges.isPresent() && charges.getAsInt() < 0) {
            throw new IllegalArgumentException(Expected.of("charges: " + charges.getAsInt(), ">= 0, or empty"));
        }
        if (!isAllowedMaxCells(maxCells)) {
            throw new IllegalArgumentException(Expected.of("maxCells: " + maxCells,
                    "2 to " + GameParameters.MAX_CELLS));
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
        return new SessionOptions(seed, OptionalInt.empty(), null, null, DEFAULT_MAX_CELLS);
    }
}
