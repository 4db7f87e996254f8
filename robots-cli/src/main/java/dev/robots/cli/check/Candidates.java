package dev.robots.cli.check;

import dev.robots.cli.check.RulesModel.Continued;
import dev.robots.cli.check.RulesModel.Ended;
import dev.robots.cli.check.RulesModel.Outcome;
import dev.robots.cli.check.RulesModel.State;
import dev.robots.cli.conversation.PrintedField;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The positions a game may be in after the fields a program printed, under the readings of the
 * statement's silent points a check leaves open: usually one, two while a new robot may stand
 * unseen on the exit (drawn {@code <}). Every command is played from all of them ({@link #endings},
 * {@link #goingOn}); a field keeps those it fits ({@link #fitting}). The list stays small: a robot
 * on the exit steps off it the next turn, and positions that become equal are kept once.
 */
final class Candidates {
    private List<State> positions;

    Candidates(State start) {
        positions = List.of(start);
    }

    /** The first position: the project's reading where the readings differ. */
    State first() {
        return positions.get(0);
    }

    /** Keeps {@code fitting} (not empty) as the positions from now on. */
    void keep(List<State> fitting) {
        positions = List.copyOf(fitting);
    }

    /** The ends {@code move} may give under {@code readings}, from any position. */
    List<Ended> endings(Move move, Set<SilentPoint> readings) {
        return outcomes(move, readings).stream().filter(Ended.class::isInstance).map(Ended.class::cast).toList();
    }

    /** The turns {@code move} may go on with under {@code readings}, from any position. */
    List<Continued> goingOn(Move move, Set<SilentPoint> readings) {
        return outcomes(move, readings).stream().filter(Continued.class::isInstance).map(Continued.class::cast)
                .toList();
    }

    private List<Outcome> outcomes(Move move, Set<SilentPoint> readings) {
        List<Outcome> all = new ArrayList<>();
        for (State p : positions) {
            all.addAll(RulesModel.outcomes(p, move, readings));
        }
        return all;
    }

    /** The positions after any of {@code goesOn} that {@code received} shows, under {@code readings}. */
    static List<State> fitting(List<Continued> goesOn, PrintedField received, Set<SilentPoint> readings) {
        List<State> after = new ArrayList<>();
        for (Continued c : goesOn) {
            after.addAll(RulesModel.positions(c, readings));
        }
        return FieldMatch.shown(after, received, readings);
    }
}
