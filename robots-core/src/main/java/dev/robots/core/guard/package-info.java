/**
 * The module's guard against two threads using one object at once, shared by its packages and not
 * exported ({@code module-info} lists only {@code dev.robots.core} and {@code dev.robots.core.bot}):
 * {@link dev.robots.core.guard.OneThreadGuard}, and {@link dev.robots.core.guard.TurnGuard}, a game's
 * guard with the states of a turn its refusals name (a listener being told, a turn cut short).
 *
 * <p>Invariants: a guarded object is held by at most one thread at a time, taken and given back
 * with one atomic operation each, so an overlap is always detected (never a race that slips past a
 * check) and reported as a {@link java.util.ConcurrentModificationException} naming both threads.
 * Entering and leaving allocate nothing, so a guarded turn stays allocation-free. The release is
 * a volatile write and the next owner's entry a volatile read: what one thread did while holding
 * the guard is seen by the next thread that takes it.
 */
package dev.robots.core.guard;
