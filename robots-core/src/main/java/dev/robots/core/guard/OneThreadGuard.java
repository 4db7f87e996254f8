package dev.robots.core.guard;

import java.util.ConcurrentModificationException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Lets one thread at a time into the methods of an object that is not thread-safe, and refuses
 * any other with a {@link ConcurrentModificationException} naming both threads. Not a lock: the
 * refused thread is not made to wait, because overlapping calls are a bug of the caller.
 */
public final class OneThreadGuard {
    private final AtomicReference<Thread> owner = new AtomicReference<>();
    private final String guarded;

    /**
     * A guard for one object.
     *
     * @param guarded what it guards, for messages: {@code "game"}, {@code "autopilot"}
     */
    public OneThreadGuard(String guarded) {
        this.guarded = guarded;
    }

    /**
     * Takes the guard for the current thread before {@code what}: {@code true} when taken (the
     * caller gives it back with {@link #leave()}), {@code false} when this thread holds it already
     * (a call from inside the caller's own call: the caller decides whether to allow it, and must
     * not leave).
     *
     * @throws ConcurrentModificationException if another thread holds it
     */
    public boolean enter(String what) {
        Thread me = Thread.currentThread();
        if (owner.compareAndSet(null, me)) {
            return true;
        }
        Thread other = owner.get();
        if (other == me) {
            return false;
        }
        throw new ConcurrentModificationException(what + " called on thread \"" + me.getName() + "\" while "
                + (other == null ? "another thread" : "thread \"" + other.getName() + "\"") + " was using this "
                + guarded + " (a " + guarded + " is not thread-safe: use it from one thread at a time)");
    }

    /** Gives the guard back: only after an {@link #enter} that returned {@code true}. */
    public void leave() {
        owner.set(null);
    }
}
