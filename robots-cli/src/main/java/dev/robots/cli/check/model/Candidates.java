package dev.robots.cli.check.model;

import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.Ended;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.conversation.PrintedField;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The positions a game may be in after the fields a program printed, under the readings of the
 * statement's silent points a check leaves open: usually one, two while a new robot may stand
 * unseen on the exit (drawn {@code <}) or while it is unknown whether the program's charges are spent
 * (a {@code K} that changed nothing). Every command is played from all of them ({@link #endings},
 * {@link #goingOn}); a field keeps those it fits ({@link #fitting}). The list stays small: a robot
 * on the exit steps off it the next turn, and positions that become equal are kept once.
 */
public final class Candidates {
    /**
     * What the program's {@code K} did so far in the game: the statement gives the player "few" charges,
     * so with {@link SilentPoint#CHARGE_LIMIT} open a program may stop honouring {@code K} after one or
     * more worked, and then never honour it again in that game.
     */
    public enum Charges {
        /** No {@code K} yet: the first must work (a limit of at least 1). */
        NONE_FIRED,
        /** Every {@code K} so far worked. */
        WORKING,
        /** A {@code K} did nothing: none works again in this game. */
        SPENT
    }

    /** A position, with what the program's charges are known to be there. */
    public record Position(State state, Charges charges) {
    }

    /** A turn that goes on from a position, and the charges after it. */
    public record Step(Continued continued, Charges charges) {
    }

    private List<Position> positions;
    /** The turn that led to the first position, or {@code null} at the start. */
    private Continued lastStep;

    public Candidates(State start) {
        positions = List.of(new Position(start, Charges.NONE_FIRED));
    }

    /** The first position: the project's reading where the readings differ. */
    public State first() {
        return positions.get(0).state();
    }

    /** Every position, the first one first. */
    public List<Position> positions() {
        return java.util.Collections.unmodifiableList(positions);
    }

    /** The turn that led to {@link #first}, as the model played it ({@code null} before the first turn). */
    public Continued lastStep() {
        return lastStep;
    }

    /** Keeps {@code fitting} (not empty, from {@link #fitting}) as the positions from now on. */
    public void keep(List<Fit> fitting) {
        positions = fitting.stream().map(Fit::position).toList();
        lastStep = fitting.get(0).step();
    }

    /** The ends {@code move} may give under {@code readings}, from any position. */
    public List<Ended> endings(Move move, Set<SilentPoint> readings) {
        return played(move, readings).stream().filter(o -> o.outcome() instanceof Ended)
                .map(o -> (Ended) o.outcome()).toList();
    }

    /** The turns {@code move} may go on with under {@code readings}, from any position; the project's reading first. */
    public List<Step> goingOn(Move move, Set<SilentPoint> readings) {
        return played(move, readings).stream().filter(o -> o.outcome() instanceof Continued)
                .map(o -> new Step((Continued) o.outcome(), o.charges())).toList();
    }

    private record Played(Outcome outcome, Charges charges) {
    }

    private List<Played> played(Move move, Set<SilentPoint> readings) {
        List<Played> all = new ArrayList<>();
        for (Position p : positions) {
            for (Charges after : transitions(p.charges(), move, readings)) {
                for (Outcome o : RulesModel.outcomes(p.state(), honoured(move, after), readings)) {
                    all.add(new Played(o, after));
                }
            }
        }
        return all;
    }

    /** The move as the program plays it: without its charge when that charge did nothing. */
    private static Move honoured(Move move, Charges after) {
        return move.charge() && after == Charges.SPENT ? move.withoutCharge() : move;
    }

    /** What the charges may be after {@code move}: a {@code K} works, or (the reading open) stops working. */
    private static List<Charges> transitions(Charges before, Move move, Set<SilentPoint> readings) {
        if (!move.charge()) {
            return List.of(before);
        }
        boolean mayStop = readings.contains(SilentPoint.CHARGE_LIMIT);
        return switch (before) {
            case NONE_FIRED -> List.of(Charges.WORKING);
            case WORKING -> mayStop ? List.of(Charges.WORKING, Charges.SPENT) : List.of(Charges.WORKING);
            case SPENT -> mayStop ? List.of(Charges.SPENT) : List.of();
        };
    }

    /** A position a field fits, and the turn that led to it. */
    public record Fit(Position position, Continued step) {
    }

    /** The positions after any of {@code steps} that {@code received} shows, under {@code readings}, in order. */
    public static List<Fit> fitting(List<Step> steps, PrintedField received, Set<SilentPoint> readings) {
        Set<Position> seen = new LinkedHashSet<>();
        List<Fit> fits = new ArrayList<>();
        for (Step step : steps) {
            for (State s : FieldMatch.shown(RulesModel.positions(step.continued(), readings), received, readings)) {
                if (seen.add(new Position(s, step.charges()))) {
                    fits.add(new Fit(new Position(s, step.charges()), step.continued()));
                }
            }
        }
        return fits;
    }
}
