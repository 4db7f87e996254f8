package dev.robots.core.engine;

import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;

/**
 * What a snapshot copies ({@link LivePosition#save}): the robots (their planes and summary, or a list
 * when they are few), the player, the turn count, the charges left, the outcome, and the random
 * source's state. Immutable: {@link LivePosition#restore} copies out of it, never into it.
 */
public final class SavedPosition {
    /** The planes and their summary, or null when the robots were saved as a list. */
    final long[] bits;
    final long[] summary;
    /** The robots' cells when saved as a list (few robots: 4 bytes each), else null. */
    final int[] cells;
    final int robotCount;
    final int playerX;
    final int playerY;
    final int turn;
    final int chargesLeft;
    final TurnResult.Ended outcome;
    /** The random source's state, if it is {@link RandomSource.Restorable} (else 0, unused). */
    final long randomState;

    SavedPosition(long[] bits, long[] summary, int[] cells, int robotCount, int playerX, int playerY, int turn,
            int chargesLeft, TurnResult.Ended outcome, long randomState) {
        this.bits = bits;
        this.summary = summary;
        this.cells = cells;
        this.robotCount = robotCount;
        this.playerX = playerX;
        this.playerY = playerY;
        this.turn = turn;
        this.chargesLeft = chargesLeft;
        this.outcome = outcome;
        this.randomState = randomState;
    }

    /** The turns played when it was saved. */
    public int turn() {
        return turn;
    }

    /** The robots on the board when it was saved. */
    public int robotCount() {
        return robotCount;
    }

    /** The player's column when it was saved. */
    public int playerX() {
        return playerX;
    }

    /** The player's row when it was saved. */
    public int playerY() {
        return playerY;
    }

    /** How the game had ended when it was saved, or null. */
    public TurnResult.Ended outcome() {
        return outcome;
    }
}
