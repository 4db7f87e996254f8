package dev.robots.core.memory;

import dev.robots.core.InsufficientHeapException;
import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;

/**
 * Refusals, before allocating, of boards the heap cannot hold (docs/rules.md, "Starting position",
 * decision on size: a board that would not fit in the heap is refused before anything is allocated). Every public way
 * to make a board-sized bit set asks here first: the generator, the field and board builders,
 * the text parser, and a game (see {@code GameMemory.check}).
 */
public final class Heap {
    private Heap() {
    }

    /** The heap this JVM can still give, in bytes: its maximum less what is in use now. */
    public static long free() {
        Runtime rt = Runtime.getRuntime();
        return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }

    /**
     * The heap free for an allocation of {@code need} bytes: {@link #free()}, and when that falls
     * short, {@link #free()} again after a collection. Garbage counts as in use until collected, so
     * without it a large board built after another one was dropped is refused while the old one
     * still sits in the heap. The collection runs only on the way to a refusal.
     */
    @SuppressFBWarnings(value = "DM_GC", justification = "one collection, only before refusing a board for the heap")
    public static long freeFor(long need) {
        long free = free();
        if (free < need) {
            System.gc();
            free = free();
        }
        return free;
    }

    /**
     * A new zeroed array of {@code length} longs, or {@link InsufficientHeapException} saying that
     * {@code what} does not fit (and the size) when the heap cannot give it. A check of
     * {@link #free()} cannot promise this: an array of hundreds of MiB needs them in one piece,
     * and the free heap may be in smaller ones. For the copies a game makes on request (a
     * snapshot, a board) of planes up to 512 MiB.
     */
    public static long[] longs(int length, String what) {
        try {
            return new long[length];
        } catch (OutOfMemoryError e) {
            throw new InsufficientHeapException(what + " needs " + Math.max(1, (long) length >> 17)
                    + " MiB in one piece, more than this JVM's heap can give now (raise -Xmx)", e);
        }
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

    /**
     * Refuses a board that does not fit in the heap now, even after a collection ({@link #freeFor}),
     * with {@link InsufficientHeapException}.
     */
    public static void checkBoard(int width, int height, int bitsPerCell) {
        String problem = boardProblem(width, height, bitsPerCell, freeFor(needed(width, height, bitsPerCell)));
        if (problem != null) {
            throw new InsufficientHeapException(problem);
        }
    }
}
