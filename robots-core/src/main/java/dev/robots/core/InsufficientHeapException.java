package dev.robots.core;

/**
 * An operation refused because what it would allocate does not fit in the heap this JVM has left:
 * a game, a generated or parsed board, a builder, a copy of a position, a rendered text or an
 * autopilot's search space. Every refusal for memory in the library is this one unchecked type,
 * thrown before the allocation (or in place of an {@link OutOfMemoryError} it caught), so one
 * {@code catch} covers them all.
 *
 * <p>The message is one line naming what was refused, how much it needs and how much is free, and
 * ends in the remedy, e.g. {@code "board too large for this JVM: 65536 x 65536 needs about 2560 MiB,
 * 410 MiB free; the largest board that fits now has about 687194767 cells (raise -Xmx)"}. Nothing
 * was changed: the game or builder that refused stays usable.
 *
 * <p>It stands on its own, a direct {@link RuntimeException}: the arguments were valid and the
 * object is in a state to do the work, the JVM's heap is what refused it, so neither an
 * {@code IllegalArgumentException} nor an {@code IllegalStateException} (whose {@code catch} would
 * take a refusal for memory for a misuse) says it.
 */
public final class InsufficientHeapException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * A refusal with this one-line message.
     *
     * @param message what was refused, its size, the free heap and the remedy
     */
    public InsufficientHeapException(String message) {
        super(message);
    }

    /**
     * A refusal with this one-line message, caused by an {@link OutOfMemoryError} caught on the way.
     *
     * @param message what was refused, its size, the free heap and the remedy
     * @param cause the error the allocation raised
     */
    public InsufficientHeapException(String message, Throwable cause) {
        super(message, cause);
    }
}
