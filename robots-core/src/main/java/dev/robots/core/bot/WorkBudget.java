package dev.robots.core.bot;

/**
 * The work one decision of the ghost search may do, counted in work units, not time, so that a
 * decision is the same on any machine.
 *
 * <p>The budget is {@link #WORK_PER_POSITION} units per kept position per turn of look-ahead: the
 * search stops deepening once it has done {@code WORK_PER_POSITION * beamWidth * depth}. A unit is
 * about 5 ns on the VM of docs/autopilot.md: a position offered costs {@link #OFFER_WORK}, each
 * robot it steps 4 more and each ghost 1 more. At the default it shortens about half of the
 * decisions (the first turns, full of robots, and lines thick with ghosts) by a few turns, for a
 * p99 under 1 ms. It is sized for {@link #BUDGET_ROBOTS} robots: a game of {@code R} robots, more
 * of them, gets {@code R / BUDGET_ROBOTS} times as much, as its robots make every position dearer
 * (else a crowded board's search would be cut to a few turns).
 *
 * <p>Not thread-safe: one per {@link BeamSearch}.
 */
final class WorkBudget {
    /** The work units per kept position per turn of look-ahead. */
    static final int WORK_PER_POSITION = 160;
    /** The robots (the statement's {@code R}) {@link #WORK_PER_POSITION} is sized for. */
    static final int BUDGET_ROBOTS = 20;
    /** The work units of offering one position, apart from its robots and ghosts. */
    static final int OFFER_WORK = 7;

    /** The work of a decision at {@link #BUDGET_ROBOTS} robots or fewer. */
    private final long perDecision;
    private long work;
    private long limit;

    WorkBudget(int beamWidth, int depth) {
        this.perDecision = (long) WORK_PER_POSITION * beamWidth * depth;
    }

    /** Starts a decision in a game whose reinforcement target is {@code robotTarget}. */
    void start(int robotTarget) {
        work = 0;
        limit = perDecision * Math.max(BUDGET_ROBOTS, robotTarget) / BUDGET_ROBOTS;
    }

    /** Counts one position offered from a parent of {@code robots} robots and {@code ghosts} ghosts. */
    void offer(int robots, int ghosts) {
        work += OFFER_WORK + 4 * robots + ghosts;
    }

    /** Whether the decision has done more than its budget: the ghost search deepens no further. */
    boolean spent() {
        return work > limit;
    }

    /** The work done since {@link #start}. */
    long work() {
        return work;
    }

    /** The work this decision may do before it stops deepening. */
    long limit() {
        return limit;
    }
}
