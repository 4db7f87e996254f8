package dev.robots.cli.oracle;

/** What the oracle found for one game. */
public enum Verdict {
    /** A line of commands that wins, within the turn limit. */
    WON,
    /** Every line of commands loses, before the turn limit. */
    PROVED_LOST,
    /** Neither, within the node budget (or lines still alive at the turn limit). */
    OPEN
}
