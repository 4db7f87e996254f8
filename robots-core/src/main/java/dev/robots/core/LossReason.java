package dev.robots.core;

/** Why a game was lost, with the line the text protocol prints for it. */
public enum LossReason {
    /** The player stepped onto a robot. */
    HIT("LOST BY HIT"),
    /** The player stepped into a pit. */
    FALL("LOST BY FALL"),
    /** A robot stepped onto the player. */
    CAPTURE("LOST BY CAPTURE");

    private final String line;

    LossReason(String line) {
        this.line = line;
    }

    /**
     * The protocol's end line, e.g. {@code LOST BY CAPTURE}.
     *
     * @return the protocol's end line, such as {@code LOST BY FALL}
     */
    public String line() {
        return line;
    }
}
