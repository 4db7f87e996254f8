package dev.robots.cli.options;

/**
 * The board bound every command starts from: protocol mode's {@code --max-cells} default, and the
 * largest board {@code replay} replays or draws. Room for 1000 x 1000 and more.
 */
public final class MaxCells {
    /** The default board bound, in cells. */
    public static final long DEFAULT = 4_000_000;

    private MaxCells() {
    }
}
