package dev.robots.cli.check.model;

import dev.robots.cli.conversation.Cell;

/**
 * The rules {@link RulesModel#play(RulesModel.State, Move, TurnRules)} plays a turn by: the statement's
 * ({@link #STATEMENT}), or one step of them changed, a common slip ({@link Slip}). Only the statement's
 * decide a verdict; a slip only names what a program did when its answer fits the slip.
 *
 * @param chargeRadius how far a charge clears (1: the 8 cells around the player)
 * @param chargeAfterMove whether the charge clears around the player's new cell, after its move
 * @param robotsFirst whether the robots step (toward the player's cell before its move) before the player moves
 * @param step how a robot steps toward the player
 * @param collidersVanish whether robots arriving on one cell all vanish (the statement: one remains)
 */
record TurnRules(int chargeRadius, boolean chargeAfterMove, boolean robotsFirst, RobotStep step,
        boolean collidersVanish) {
    /** The rules of docs/rules.md, "A turn". */
    static final TurnRules STATEMENT = new TurnRules(1, false, false, RobotStep.STRAIGHT, false);

    /** How a robot steps toward the player. */
    enum RobotStep {
        /** Straight toward it: one cell in each axis where it differs (the rules). */
        STRAIGHT,
        /** Along the row first: only horizontally while not in the player's column. */
        ROW_FIRST,
        /** Along the column first: only vertically while not in the player's row. */
        COLUMN_FIRST,
        /** Along the axis of the longer distance only (never diagonally; horizontally on a tie). */
        LONGER_AXIS,
        /**
         * To the neighbour nearest the straight line to the player (the line of sight): one cell along an
         * axis only where the distance along it is at least half the longer one.
         */
        LINE_OF_SIGHT,
        /** {@link #LINE_OF_SIGHT} with the half itself rounded down: more than half the longer distance. */
        LINE_OF_SIGHT_STRICT;

        /** The cell a robot at {@code r} steps to, toward {@code target}. */
        Cell of(Cell r, Cell target) {
            int dx = Integer.signum(target.x() - r.x());
            int dy = Integer.signum(target.y() - r.y());
            return switch (this) {
                case STRAIGHT -> r.plus(dx, dy);
                case ROW_FIRST -> dx != 0 ? r.plus(dx, 0) : r.plus(0, dy);
                case COLUMN_FIRST -> dy != 0 ? r.plus(0, dy) : r.plus(dx, 0);
                case LONGER_AXIS -> Math.abs(target.x() - r.x()) >= Math.abs(target.y() - r.y()) ? r.plus(dx, 0)
                        : r.plus(0, dy);
                case LINE_OF_SIGHT, LINE_OF_SIGHT_STRICT -> {
                    long ax = Math.abs((long) target.x() - r.x());
                    long ay = Math.abs((long) target.y() - r.y());
                    long longer = Math.max(ax, ay);
                    boolean strict = this == LINE_OF_SIGHT_STRICT;
                    yield r.plus(alongLine(ax, longer, strict) ? dx : 0, alongLine(ay, longer, strict) ? dy : 0);
                }
            };
        }

        /** Whether a step along an axis of distance {@code d} stays nearest the line: {@code d} at least (or more than) half. */
        private static boolean alongLine(long d, long longer, boolean strict) {
            return strict ? 2 * d > longer : 2 * d >= longer;
        }
    }

    TurnRules withChargeRadius(int radius) {
        return new TurnRules(radius, chargeAfterMove, robotsFirst, step, collidersVanish);
    }

    TurnRules withChargeAfterMove() {
        return new TurnRules(chargeRadius, true, robotsFirst, step, collidersVanish);
    }

    TurnRules withRobotsFirst() {
        return new TurnRules(chargeRadius, chargeAfterMove, true, step, collidersVanish);
    }

    TurnRules withStep(RobotStep newStep) {
        return new TurnRules(chargeRadius, chargeAfterMove, robotsFirst, newStep, collidersVanish);
    }

    TurnRules withCollidersVanishing() {
        return new TurnRules(chargeRadius, chargeAfterMove, robotsFirst, step, true);
    }
}
