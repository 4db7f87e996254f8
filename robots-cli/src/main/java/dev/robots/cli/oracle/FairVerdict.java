package dev.robots.cli.oracle;

/** What the fair bound ({@link FairBound}) found for one game, where an adversary places the reinforcements. */
public enum FairVerdict {
    /** A strategy wins whatever corners the reinforcements arrive on: a player without foresight wins for sure. */
    FORCED_WIN,
    /**
     * Against every strategy some choice of corners wins for the adversary (a loss, or alive at the turn
     * limit). Random corners are not an adversary: a player may still win such a game with luck.
     */
    NO_FORCED_WIN,
    /** Neither, within the node budget. */
    OPEN
}
