package dev.robots.core.bot;

/**
 * The search's score of a position, in log-odds of winning: the {@link Tuning} weights applied to
 * the player's place (walking distance to the exit, row offset, a wall, pits nearby), each robot by
 * its distance band and whether it is ahead of the player, the charges in hand, the moves that would
 * not lose at once, and the robots short of the reinforcement target. Past turn {@link #HURRY_AFTER}
 * the exit weighs more and more. The tables that depend on the arena alone are built once per arena.
 *
 * <p>Not thread-safe: it keeps the decision under way.
 */
final class Evaluation {
    /** After this many turns the exit weighs more and more, so that no game stalls forever. */
    static final int HURRY_AFTER = 100;

    private final Tuning tuning;
    /** {@code robotValue[min(d, 63)]}: a robot ahead, {@code d} cells away; plus 64: one behind. */
    private final double[] robotValue = new double[128];
    /** {@code chargeValue[k]}: the value of {@code k} charges in hand (3 or more: 3). */
    private final double[] chargeValue = new double[4];
    /** {@code safeValue[k]}: {@code k} of the 9 moves would not lose at once. */
    private final double[] safeValue = new double[10];
    private final double missingRobot;
    /** The learned tables, or null: the tuning's linear weights. */
    private final EvaluationTables tables;

    private Arena arena;
    /** The part of the score that depends on the player's cell alone. */
    private double[] placeValue;
    /** King-move distance from each cell to the exit, pits ignored: "ahead" means no farther. */
    private int[] exitChebyshev;

    // the decision under way
    private int robotTarget;
    private double hurry;

    Evaluation(Tuning tuning) {
        this.tuning = tuning;
        this.tables = tuning.tables;
        // the weights' own tables when none are given: the same values (EvaluationTables.linear)
        EvaluationTables values = tables != null ? tables : EvaluationTables.linear(tuning);
        System.arraycopy(values.charge, 0, chargeValue, 0, chargeValue.length);
        System.arraycopy(values.safe, 0, safeValue, 0, safeValue.length);
        System.arraycopy(values.robot, 0, robotValue, 0, robotValue.length);
        missingRobot = values.missingRobot;
    }

    /** Builds the per-arena tables, unless {@code next} is the arena they were built for. */
    void use(Arena next) {
        if (next == arena) {
            return;
        }
        arena = next;
        placeValue = new double[next.cells];
        exitChebyshev = new int[next.cells];
        int[] pitSums = pitSums(next);
        for (int cell = 0; cell < next.cells; cell++) {
            int x = next.xOf[cell];
            int y = next.yOf[cell];
            exitChebyshev[cell] = Math.max(Math.abs(x - next.exitX), Math.abs(y - next.exitY));
            placeValue[cell] = placeValue(next, x, y, pitSums);
        }
    }

    /**
     * The pits of each rectangle of the arena in O(1) (a summed-area table): {@code sums[y * (w + 1)
     * + x]} counts the pits with column below {@code x} and row below {@code y}. Built at the first
     * decision of every game, where a count over the 7 x 7 square of each cell took about as long as a
     * whole later decision (docs/autopilot.md, "Where the 99th percentile comes from").
     */
    private static int[] pitSums(Arena on) {
        int stride = on.width + 1;
        int[] sums = new int[stride * (on.height + 1)];
        for (int y = 0; y < on.height; y++) {
            int row = 0;
            for (int x = 0; x < on.width; x++) {
                row += on.pit[y * on.width + x] ? 1 : 0;
                sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
            }
        }
        return sums;
    }

    /** Starts a decision: the game's {@code R} and the turns played so far. */
    void startDecision(int target, int turn) {
        this.robotTarget = target;
        this.hurry = tuning.exitStep * Math.max(0, turn - HURRY_AFTER) / HURRY_AFTER;
    }

    /** {@code exitChebyshev[cell]}: a cell's king-move distance to the exit, pits ignored. */
    int[] exitChebyshev() {
        return exitChebyshev;
    }

    /**
     * {@code robotValues()[min(d, 63)]}: the value of a robot {@code d} cells from the player and no
     * farther from the exit (ahead); plus 64: of one farther (behind). Shared, not to be changed.
     */
    double[] robotValues() {
        return robotValue;
    }

    /**
     * The score of the player on {@code playerCell} with {@code chargesLeft} in hand, facing
     * {@code count} robots (the ghosts' chances included) whose values (from {@link #robotValues},
     * by the robot's distance from the player and whether it is ahead) sum to {@code robotsValue}
     * and which make the moves {@code robotFatal} fatal. {@link SearchRules#robotsTurn} sums them as
     * the robots step.
     *
     * @param blockedMoves the moves from {@code playerCell} that leave the arena or step into a pit
     */
    double score(int playerCell, int blockedMoves, int chargesLeft, double robotsValue, int robotFatal, double count) {
        int fatal = blockedMoves | robotFatal;
        return placeValue[playerCell] + hurry * arena.exitDistance[playerCell] + robotsValue
                + chargeValue[Math.min(chargesLeft, 3)]
                + safeValue[9 - Integer.bitCount(fatal & 511)]
                + missingRobot * Math.max(0, robotTarget - count);
    }

    /** The part of the score that depends on the player's cell alone. */
    private double placeValue(Arena on, int x, int y, int[] pitSums) {
        // the pits within 3 cells (king moves), the square clipped to the arena
        int x0 = Math.max(0, x - 3);
        int y0 = Math.max(0, y - 3);
        int x1 = Math.min(on.width, x + 4);
        int y1 = Math.min(on.height, y + 4);
        int stride = on.width + 1;
        int pits = pitSums[y1 * stride + x1] - pitSums[y0 * stride + x1] - pitSums[y1 * stride + x0]
                + pitSums[y0 * stride + x0];
        boolean onWall = y == 0 || y == on.height - 1 || x == on.width - 1;
        if (tables != null) {
            return tables.place(on.exitDistance[y * on.width + x], Math.abs(y - on.exitY), onWall, pits);
        }
        return tuning.exitStep * on.exitDistance[y * on.width + x]
                + tuning.rowOffset * Math.abs(y - on.exitY)
                + (onWall ? tuning.wall : 0)
                + tuning.pitNearby * pits;
    }
}
