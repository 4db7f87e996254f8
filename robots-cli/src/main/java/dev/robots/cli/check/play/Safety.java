package dev.robots.cli.check.play;

import dev.robots.cli.check.model.Move;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.check.model.RulesModel;

/** How safe a move is for the human, as the checker's model sees it a few turns ahead. */
enum Safety {
    /** The move ends the game at once. */
    ENDS_AT_ONCE,
    /** The game goes on, but every way on without a charge ends within {@value #SAFE_DEPTH} turns. */
    GOES_ON_FOR_NOW,
    /** The game goes on and can go on {@value #SAFE_DEPTH} more turns without a charge. */
    SAFE;

    /** Turns ahead (ignoring reinforcements) a move must be survivable for to count as safe. */
    static final int SAFE_DEPTH = 3;

    /** The safety of {@code move} in position {@code state}. */
    static Safety of(State state, Move move) {
        Outcome outcome = RulesModel.play(state, move);
        if (!(outcome instanceof Continued c)) {
            return ENDS_AT_ONCE;
        }
        return survives(c.state(), SAFE_DEPTH) ? SAFE : GOES_ON_FOR_NOW;
    }

    /** Whether some sequence of {@code turns} moves without a charge keeps the game going. */
    private static boolean survives(State state, int turns) {
        if (turns == 0) {
            return true;
        }
        // Staying never ends a game except by a capture: robots farther than the horizon cannot capture.
        if (state.robots().stream().noneMatch(r -> r.distance(state.player()) <= turns)) {
            return true;
        }
        for (Move reply : MovePolicy.validMoves(state, false)) {
            if (RulesModel.play(state, reply) instanceof Continued c && survives(c.state(), turns - 1)) {
                return true;
            }
        }
        return false;
    }
}
