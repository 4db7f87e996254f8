package dev.robots.core.bot;

/**
 * The search's commands as small ints: a move {@code (dy + 1) * 3 + (dx + 1)}, 0 to 8 ({@link #STAY}
 * is 4), plus {@link #CHARGE} when a charge is fired first; 18 codes in all. Also which moves a
 * robot near the player makes fatal, as a 9-bit mask over the moves.
 */
final class CommandCodes {
    /** The move that stays where it is. */
    static final int STAY = 4;
    /** Added to a move when the command fires a charge first; also the number of moves. */
    static final int CHARGE = 9;
    /** The number of codes: every move, without and with a charge. */
    static final int COUNT = 2 * CHARGE;

    /** {@code FATAL[(dy + 2) * 5 + dx + 2]}: the moves that a robot at offset (dx, dy) makes fatal. */
    private static final int[] FATAL = new int[25];

    static {
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int mask = 0;
                for (int move = 0; move < CHARGE; move++) {
                    if (Math.abs(dx - dx(move)) <= 1 && Math.abs(dy - dy(move)) <= 1) {
                        mask |= 1 << move;
                    }
                }
                FATAL[(dy + 2) * 5 + dx + 2] = mask;
            }
        }
    }

    private CommandCodes() {
    }

    /** The move of {@code (dx, dy)}, each -1 to 1. */
    static int move(int dx, int dy) {
        return (dy + 1) * 3 + dx + 1;
    }

    /** The column step of {@code move}: -1, 0 or 1. */
    static int dx(int move) {
        return move % 3 - 1;
    }

    /** The row step of {@code move}: -1, 0 or 1. */
    static int dy(int move) {
        return move / 3 - 1;
    }

    /**
     * The moves (bit {@code m} for move {@code m}) that end on or next to a robot at offset
     * {@code (dx, dy)} from the player, each -2 to 2: the moves it makes fatal this turn.
     */
    static int fatalMoves(int dx, int dy) {
        return FATAL[(dy + 2) * 5 + dx + 2];
    }
}
