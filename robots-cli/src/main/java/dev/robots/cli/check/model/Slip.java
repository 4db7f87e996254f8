package dev.robots.cli.check.model;

import dev.robots.cli.check.model.TurnRules.RobotStep;

/**
 * A common slip in the rules of a turn: the statement's rules ({@link TurnRules#STATEMENT}) with one step
 * changed, and what a report says when a wrong answer fits it
 * ({@link dev.robots.cli.check.diagnosis.SlipCause}). The slips never decide a verdict; the order is
 * the one a report tries them in.
 */
public enum Slip {
    CHARGE_AFTER_MOVE(TurnRules.STATEMENT.withChargeAfterMove(), "the charge was applied after the move",
            "the answer fits a K that cleared the cells around the player's new cell; the statement: 'if K is"
                    + " specified, charge is engaged before moving the player' (docs/rules.md, A turn, 1)"),
    CHARGE_RADIUS_2(TurnRules.STATEMENT.withChargeRadius(2), "K cleared radius 2",
            "the answer fits a charge that removed the robots up to 2 cells away; a charge clears the 8 cells"
                    + " around the player (docs/rules.md, A turn, 1)"),
    ROBOTS_FIRST(TurnRules.STATEMENT.withRobotsFirst(), "robots moved before the player",
            "the answer fits robots that stepped toward the player's cell before its move, and the player moving"
                    + " after them; the player moves first, then every robot steps toward its new cell (docs/rules.md,"
                    + " A turn, 2 and 4)"),
    COLLIDERS_VANISH(TurnRules.STATEMENT.withCollidersVanishing(), "colliding robots both vanished",
            "the answer fits robots that all vanished where two or more arrived on one cell; the statement: 'If two"
                    + " (or more) robots move into the same cell, they collide and only one of them remains active'"
                    + " (docs/rules.md, A turn, 4)"),
    ROW_FIRST(TurnRules.STATEMENT.withStep(RobotStep.ROW_FIRST), "robots did not move straight toward the player"
            + " (row first)", "the answer fits robots that moved along the row first, and vertically only once in the"
            + " player's column; " + Slip.STRAIGHT),
    COLUMN_FIRST(TurnRules.STATEMENT.withStep(RobotStep.COLUMN_FIRST), "robots did not move straight toward the"
            + " player (column first)", "the answer fits robots that moved along the column first, and horizontally"
            + " only once in the player's row; " + Slip.STRAIGHT),
    LONGER_AXIS(TurnRules.STATEMENT.withStep(RobotStep.LONGER_AXIS), "robots did not move straight toward the"
            + " player (never diagonally)", "the answer fits robots that never moved diagonally, only along the"
            + " longer distance to the player; " + Slip.STRAIGHT),
    LINE_OF_SIGHT(TurnRules.STATEMENT.withStep(RobotStep.LINE_OF_SIGHT), Slip.SIGHT, Slip.SIGHT_HOW),
    LINE_OF_SIGHT_STRICT(TurnRules.STATEMENT.withStep(RobotStep.LINE_OF_SIGHT_STRICT), Slip.SIGHT, Slip.SIGHT_HOW);

    /** The line-of-sight slip's words (two roundings of the half, one slip to a reader). */
    private static final String SIGHT = "robots did not move straight toward the player (along the line of sight)";
    private static final String SIGHT_HOW = "the answer fits robots that stepped to the neighbour nearest the straight"
            + " line to the player, diagonally only when the two distances are about equal; " + Slip.STRAIGHT;

    /** The rule the movement slips break. */
    private static final String STRAIGHT = "each robot steps one cell toward the player in each direction where their"
            + " cells differ, diagonally when both do (the statement: 'they move straight towards the explorer';"
            + " docs/rules.md, A turn, 4)";

    private final TurnRules rules;
    private final String what;
    private final String how;

    Slip(TurnRules rules, String what, String how) {
        this.rules = rules;
        this.what = what;
        this.how = how;
    }

    public TurnRules rules() {
        return rules;
    }

    /** Whether the slip can change the outcome of {@code move}: a charge slip needs a K. */
    public boolean applies(Move move) {
        return move.charge() || rules.chargeRadius() == TurnRules.STATEMENT.chargeRadius() && !rules.chargeAfterMove();
    }

    /** What the program did, in a few words: "robots moved before the player". */
    public String what() {
        return what;
    }

    /** How the answer shows it, and the rule. */
    public String how() {
        return how;
    }
}
