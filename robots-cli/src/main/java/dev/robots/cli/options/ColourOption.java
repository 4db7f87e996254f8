package dev.robots.cli.options;

import picocli.CommandLine.Option;

/**
 * {@code --no-color}: no colour on the full screen of {@code play} and {@code replay}; the
 * {@code NO_COLOR} variable (no-color.org) asks the same, whatever its value.
 */
public final class ColourOption {
    /** The option's name. */
    public static final String NAME = "--no-color";

    @Option(names = NAME, description = "No colour on the full screen (also: the NO_COLOR variable).")
    private boolean noColour;

    /** Whether to draw in colour: neither {@code --no-color} nor {@code NO_COLOR} asks otherwise. */
    public boolean colour() {
        return !noColour && System.getenv("NO_COLOR") == null;
    }
}
