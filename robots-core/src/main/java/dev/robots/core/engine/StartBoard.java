package dev.robots.core.engine;

import dev.robots.core.Board;
import dev.robots.core.Field;
import dev.robots.core.GameParameters;
import dev.robots.core.check.Expected;

/** Whether a given board can start a game of given parameters: {@code Game.Builder.start}'s checks. */
public final class StartBoard {
    private StartBoard() {
    }

    /**
     * Refuses {@code start} for a game of {@code parameters}: another size or pit count, or a player
     * on a robot or a pit (the rules end the game there; a live game in that position would let the
     * player walk out of the pit, or leave the robot it stands on behind).
     *
     * @throws IllegalArgumentException naming what does not fit
     */
    public static void check(GameParameters parameters, Board start) {
        Field f = start.field();
        if (f.width() != parameters.width() || f.height() != parameters.height()) {
            throw new IllegalArgumentException(Expected.of("start board: " + f.width() + " x " + f.height(),
                    parameters.width() + " x " + parameters.height() + " as the parameters"));
        }
        if (f.pitCount() != parameters.pits()) {
            throw new IllegalArgumentException(Expected.of("start board pits: " + f.pitCount(),
                    parameters.pits() + " as the parameters"));
        }
        String under = Legality.underPlayer(start);
        if (under != null) {
            throw new IllegalArgumentException(Expected.of("start board: the player is on " + under + " at ("
                    + start.playerX() + ", " + start.playerY() + ")", "a position the game goes on from"));
        }
    }
}
