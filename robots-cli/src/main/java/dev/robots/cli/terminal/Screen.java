package dev.robots.cli.terminal;

/** Where a {@code play.GameSession} shows its frames and reads its keys: a terminal, or a script in tests. */
public interface Screen {
    /** Shows {@code frame}, replacing what was shown. */
    public void show(Frame frame);

    /**
     * Whether the last frame shown is on the screen whole (a terminal too small shows a notice
     * instead); a screen that always shows it says {@code true}.
     */
    default boolean showsBoard() {
        return true;
    }

    /** Waits for the next key; {@link Action.Simple#QUIT_NOW} at the end of input. */
    public Action next();

    /**
     * The next key if one comes within {@code millis} milliseconds, else {@code null}: the pace of
     * an animation that a key stops (a test's screen answers at once).
     */
    public Action next(long millis);
}
