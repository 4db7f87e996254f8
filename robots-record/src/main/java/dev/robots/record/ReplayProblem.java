package dev.robots.record;

/**
 * Why a recorded game does not replay: the message names the place (session, game, turn and
 * line) and what differed. {@link #playable()} is false when the record may be fine but this
 * machine cannot replay it (its field file is missing, the board does not fit in memory).
 */
public final class ReplayProblem extends Exception {
    private static final long serialVersionUID = 1L;

    private final boolean playable;

    /**
     * @param message the place and what differed, one line
     * @param playable whether the record itself is at fault ({@link #playable()})
     */
    public ReplayProblem(String message, boolean playable) {
        super(message, null, false, false);
        this.playable = playable;
    }

    /** Whether the record itself is at fault (a tampered or corrupt record), not the replay's surroundings. */
    public boolean playable() {
        return playable;
    }
}
