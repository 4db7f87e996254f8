package dev.robots.record;

import dev.robots.core.Field;
import dev.robots.core.Game;

/**
 * A 64-bit digest of a position, written in records (format 2) so that a replay can tell that it
 * reached the very position the session did, not only the same outcome: an edited command, size,
 * seed or charge count changes some position, and so its digest.
 *
 * <p>Definition (so other tools can compute it): FNV-1a over 32-bit values ({@code h ^= v; h *=
 * 0x100000001b3}, from {@code 0xcbf29ce484222325}) of width, height, player column, player row,
 * charges left ({@code -1} unlimited), robot count, then the cell index {@code y * width + x} of
 * every robot in row-major order; {@link #start} then adds the pit count and every pit's index.
 * Written as 16 lower-case hex digits. Costs one pass over the board, like rendering it.
 */
public final class PositionDigest {
    private static final long OFFSET = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;

    private PositionDigest() {
    }

    /** The digest of a position during a game (pits are fixed, so left out). */
    public static long of(Game board) {
        int width = board.width();
        int height = board.height();
        long h = mix(mix(mix(mix(OFFSET, width), height), board.playerX()), board.playerY());
        h = mix(mix(h, board.chargesLeft().orElse(-1)), board.robotCount()); // -1: no limit (docs/cli.md)
        int found = 0;
        int robots = board.robotCount();
        for (int y = 0; y < height && found < robots; y++) {
            for (int x = 0; x < width && found < robots; x++) {
                if (board.hasRobot(x, y)) {
                    h = mix(h, y * width + x);
                    found++;
                }
            }
        }
        return h;
    }

    /** The digest of a game's start: {@link #of} and the pits. */
    public static long start(Game board) {
        Field field = board.field();
        long h = mix(of(board), field.pitCount());
        int width = field.width();
        for (int y = 0; y < field.height(); y++) {
            for (int x = 0; x < width; x++) {
                if (field.isPit(x, y)) {
                    h = mix(h, y * width + x);
                }
            }
        }
        return h;
    }

    /** As written in a record: 16 lower-case hex digits. */
    public static String text(long digest) {
        String hex = Long.toHexString(digest);
        return "0".repeat(16 - hex.length()) + hex;
    }

    private static long mix(long h, int value) {
        return (h ^ (value & 0xFFFFFFFFL)) * PRIME;
    }
}
