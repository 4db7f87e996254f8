package dev.robots.core.guard;

/**
 * A game's guard and the two states of a turn its messages need: one thread at a time
 * ({@link OneThreadGuard}); the turn's listener being told its events (it may read the game, not
 * play, snapshot or restore it); and a turn cut short by an exception of the random source (the
 * position half-moved until a restore).
 */
public final class TurnGuard {
    private final OneThreadGuard guard = new OneThreadGuard("game");
    /** A turn's listener is being told its events: set while it runs, after the turn. */
    private boolean telling;
    /** A turn was cut short by an exception: the position is half-moved until a restore. */
    private boolean interrupted;

    /**
     * Takes the guard for {@code what}, which changes the game (now at {@code turn}): refused on
     * another thread, and on this one from inside the game's own call (a listener, a visitor).
     *
     * @throws IllegalStateException on this thread, from inside the game's own call
     * @throws java.util.ConcurrentModificationException if another thread holds the guard
     */
    public void enter(String what, int turn) {
        if (!guard.enter(what)) {
            throw new IllegalStateException(what + " called during turn " + turn + (telling
                    ? ": a listener may read the game, not play, snapshot or restore it"
                    : " from inside this game's own call: a visitor may read the game, not change it"));
        }
    }

    /** Takes the guard for a read: {@code false} when this thread holds it already (a listener reads). */
    public boolean enterRead(String what) {
        return guard.enter(what);
    }

    /** Gives the guard back. */
    public void leave() {
        guard.leave();
    }

    /**
     * Refuses to go on after a turn cut short (the game is at {@code turn}).
     *
     * @throws IllegalStateException if a turn was cut short and no restore came since
     */
    public void checkNotInterrupted(int turn) {
        if (interrupted) {
            throw new IllegalStateException("turn " + turn + " was cut short by an exception (from the"
                    + " random source) and left the position half-moved: restore a snapshot to go on");
        }
    }

    /** A turn ended, {@code finished} or cut short by an exception. */
    public void turnEnded(boolean finished) {
        interrupted = !finished;
    }

    /** The listener of a turn starts ({@code true}) or stops being told its events. */
    public void telling(boolean now) {
        telling = now;
    }

    /** A restore: the position is whole again; returns whether it was half-moved. */
    public boolean restored() {
        boolean was = interrupted;
        interrupted = false;
        return was;
    }
}
