/**
 * The module's heap accounting, shared by its packages and not exported ({@code module-info} lists
 * only {@code dev.robots.core} and {@code dev.robots.core.bot}): how much heap this JVM can still
 * give, and the one-line refusal of a board-sized allocation that would not fit.
 *
 * <p>Invariants: every allocation that grows with the board or the search asks here before it
 * allocates, so a size too large for the heap is a refusal naming the size and the free heap, never
 * an {@link java.lang.OutOfMemoryError}. The byte counts are {@code long}: no input overflows them.
 * Stateless and thread-safe; the free heap is a snapshot that other threads may change at once.
 */
package dev.robots.core.memory;
