package dev.robots.core.memory;

/**
 * Refusals, before allocating, of boards the heap cannot hold (docs/rules.md, "Starting position",
 * decision on size: a board that would not fit in the heap is refused before anything is allocated). Every public way
 * to make a board-sized bit set asks here first: the generator, the field and board builders,
 * the text parser, and a game (see {@code Game.checkMemory}).
 */
public final class Heap {
    private Heap() {
    }

    /** The heap this JVM can still give, in bytes: its maximum less what is in use now. */
    public static long free() {
        Runtime rt = Runtime.getRuntime();
        return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }

    /** The bytes {@code bitsPerCell} bits for each of {@code width * height} cells take. */
    public static long needed(int width, int height, int bitsPerCell) {
        return (long) bitsPerCell * width * height / 8;
    }

    /**
     * Why a {@code width x height} board needing {@code bitsPerCell} bits a cell does not fit in
     * {@code free} bytes, or {@code null} if it does.
     */
    public static String boardProblem(int width, int height, int bitsPerCell, long free) {
        long need = needed(width, height, bitsPerCell);
        if (need <= free) {
            return null;
        }
        return "board too large for this JVM: " + width + " x " + height + " needs about "
                + Math.max(1, need >> 20) + " MiB, " + (Math.max(0, free) >> 20)
                + " MiB free; the largest board that fits now has about " + Math.max(0, free) * 8 / bitsPerCell
                + " cells (raise -Xmx)";
    }

    /** Refuses a board that does not fit in the heap now, with {@link IllegalArgumentException}. */
    public static void checkBoard(int width, int height, int bitsPerCell) {
        String problem = boardProblem(width, height, bitsPerCell, free());
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }
}
