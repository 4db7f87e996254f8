package dev.robots.cli.check.model;

import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.EndLine;
import edu.umd.cs.findbugs.annotations.SuppressFBWarnings;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The checker's own model of a turn ({@code docs/rules.md}, "A turn"), written as plainly as possible with sets
 * of cells. It shares no code with the engine's resolver, so that one bug cannot hide in both. {@link #play}
 * gives the project's reading; {@link #outcomes} and {@link #positions} add the other readings of the
 * statement's silent points a check leaves open ({@link SilentPoint}), as sets of allowed results.
 */
public final class RulesModel {
    private RulesModel() {
    }

    /**
     * A position between turns, as printed.
     *
     * @param robotTarget the game's {@code R}: reinforcements keep the robots up to it
     */
    @SuppressFBWarnings(value = "EI_EXPOSE_REP",
            justification = "pits and robots are FrozenCells, read-only copies that states share on purpose")
    public record State(int width, int height, Set<Cell> pits, Set<Cell> robots, Cell player, Cell exit,
            int robotTarget) {
        public State {
            pits = FrozenCells.of(pits);
            robots = FrozenCells.of(robots);
        }

        public boolean inside(Cell c) {
            return c.x() >= 0 && c.y() >= 0 && c.x() < width && c.y() < height;
        }

        /** The distinct corner cells: four, or two on a one-row field. */
        public Set<Cell> corners() {
            Set<Cell> corners = new LinkedHashSet<>();
            corners.add(new Cell(0, 0));
            corners.add(new Cell(width - 1, 0));
            corners.add(new Cell(0, height - 1));
            corners.add(new Cell(width - 1, height - 1));
            return corners;
        }

        public State withRobots(Set<Cell> newRobots) {
            return new State(width, height, pits, newRobots, player, exit, robotTarget);
        }
    }

    /**
     * An unmodifiable copy of a set of cells, in its iteration order (not {@code Set.copyOf}: its
     * order changes from one JVM run to the next). A state made from another's sets shares them:
     * the model plays thousands of turns a move on the same pits, which must not be copied each time.
     */
    private static final class FrozenCells extends AbstractSet<Cell> {
        private final Set<Cell> cells;

        private FrozenCells(Set<Cell> cells) {
            this.cells = cells;
        }

        static Set<Cell> of(Set<Cell> cells) {
            return cells instanceof FrozenCells ? cells : new FrozenCells(new LinkedHashSet<>(cells));
        }

        @Override
        public boolean contains(Object o) {
            return cells.contains(o);
        }

        @Override
        public Iterator<Cell> iterator() {
            return Collections.unmodifiableSet(cells).iterator();
        }

        @Override
        public int size() {
            return cells.size();
        }
    }

    /** What a command leads to. */
    public sealed interface Outcome permits Ended, Continued {
    }

    /** The game ends with {@code line}; {@code why} says what happened, for reports. */
    public record Ended(EndLine line, String why) implements Outcome {
    }

    /**
     * The game goes on.
     *
     * @param state the position after the robots moved, before any reinforcement
     * @param reinforcementDue whether fewer than {@code R} robots remain
     * @param freeCorners where the one new robot may appear when it is due (empty: nowhere, so none
     *     appears)
     */
    public record Continued(State state, boolean reinforcementDue, Set<Cell> freeCorners) implements Outcome {
        public Continued {
            freeCorners = java.util.Collections.unmodifiableSet(new LinkedHashSet<>(freeCorners));
        }

        /** Whether exactly one new robot must appear on one of {@link #freeCorners}. */
        public boolean newRobotExpected() {
            return reinforcementDue && !freeCorners.isEmpty();
        }
    }

    /** Plays one turn of {@code move}, which must keep the player on the field. */
    public static Outcome play(State s, Move move) {
        return play(s, move, TurnRules.STATEMENT);
    }

    /**
     * Plays one turn of {@code move} by {@code rules}: the statement's ({@link TurnRules#STATEMENT}), or one
     * of its slips, which only name a program's mistake ({@link Slip}).
     */
    public static Outcome play(State s, Move move, TurnRules rules) {
        // 1. The charge clears the 8 cells around the player's current cell (no robot stands on that cell).
        Set<Cell> robots = new HashSet<>(s.robots());
        if (move.charge() && !rules.chargeAfterMove()) {
            robots.removeIf(r -> r.distance(s.player()) <= rules.chargeRadius());
        }
        // 2. The player moves.
        Cell player = s.player().plus(move.dx(), move.dy());
        if (!s.inside(player)) {
            throw new IllegalArgumentException("move " + move + " leaves the field from " + s.player());
        }
        if (rules.robotsFirst()) {
            Stepped first = stepRobots(s, robots, s.player(), rules);
            if (first.captor() != null) {
                return new Ended(EndLine.CAPTURE, "the robot at " + first.captor() + " steps onto the player at "
                        + s.player());
            }
            robots = first.robots();
        }
        if (move.charge() && rules.chargeAfterMove()) {
            // Its own cell too: a robot the player stepped onto goes with the others.
            robots.removeIf(r -> r.distance(player) <= rules.chargeRadius());
        }
        // 3. What the player stepped on: a robot, then a pit, then the exit.
        if (robots.contains(player)) {
            return new Ended(EndLine.HIT, "the player steps onto the robot at " + player);
        }
        if (s.pits().contains(player)) {
            return new Ended(EndLine.FALL, "the player steps into the pit at " + player);
        }
        if (player.equals(s.exit())) {
            return new Ended(EndLine.WIN, "the player reaches the exit at " + player);
        }
        // 4. Every robot steps toward the player, all decided from the old positions.
        Set<Cell> moved = robots;
        if (!rules.robotsFirst()) {
            Stepped step = stepRobots(s, robots, player, rules);
            if (step.captor() != null) {
                return new Ended(EndLine.CAPTURE, "the robot at " + step.captor() + " steps onto the player at "
                        + player);
            }
            moved = step.robots();
        }
        State after = new State(s.width(), s.height(), s.pits(), moved, player, s.exit(), s.robotTarget());
        // 5. One reinforcement on a free corner while fewer than R robots remain.
        boolean due = moved.size() < s.robotTarget();
        Set<Cell> free = new LinkedHashSet<>();
        if (due) {
            for (Cell c : s.corners()) {
                if (!moved.contains(c) && !s.pits().contains(c) && !c.equals(player) && !c.equals(s.exit())) {
                    free.add(c);
                }
            }
        }
        return new Continued(after, due, free);
    }

    /** The robots after their step toward {@code target}, or the first robot that reaches it. */
    private record Stepped(Set<Cell> robots, Cell captor) {
    }

    private static Stepped stepRobots(State s, Set<Cell> robots, Cell target, TurnRules rules) {
        Cell captor = null;
        Set<Cell> moved = new HashSet<>();
        Set<Cell> collided = new HashSet<>();
        for (Cell r : robots) {
            Cell to = rules.step().of(r, target);
            if (to.equals(target)) {
                captor = r;
            } else if (!s.pits().contains(to) && !moved.add(to)) {
                collided.add(to); // a set: robots arriving on one cell leave exactly one
            }
        }
        if (rules.collidersVanish()) {
            moved.removeAll(collided);
        }
        return new Stepped(moved, captor);
    }

    /**
     * Every outcome of {@code move} that the readings allow: {@link #play}'s, and with
     * {@link SilentPoint#HIT_ON_EXIT} open also {@code WIN} where the player steps onto a robot
     * standing on the exit.
     */
    public static List<Outcome> outcomes(State s, Move move, Set<SilentPoint> open) {
        Outcome ours = play(s, move);
        Cell to = s.player().plus(move.dx(), move.dy());
        if (ours instanceof Ended e && e.line() == EndLine.HIT && to.equals(s.exit())
                && open.contains(SilentPoint.HIT_ON_EXIT)) {
            return List.of(ours, new Ended(EndLine.WIN, "the player steps onto the robot standing on the exit at "
                    + to + ": LOST BY HIT or WIN, which the statement leaves open"));
        }
        return List.of(ours);
    }

    /**
     * The positions after a turn that goes on, as the readings allow them: without a new robot when
     * none is due or no corner is free, else with the new robot on each free corner in turn; with
     * {@link SilentPoint#EXIT_CORNER} open, also on the exit's cell when it is an unoccupied corner
     * (then "no corner free" is a reading too). The project's reading comes first.
     */
    public static List<State> positions(Continued c, Set<SilentPoint> open) {
        State after = c.state();
        List<Cell> corners = new ArrayList<>(c.newRobotExpected() ? c.freeCorners() : Set.of());
        List<State> positions = new ArrayList<>(corners.size() + 2);
        if (corners.isEmpty()) {
            positions.add(after);
        }
        if (c.reinforcementDue() && open.contains(SilentPoint.EXIT_CORNER) && exitIsFreeCorner(after)) {
            corners.add(after.exit());
        }
        for (Cell corner : corners) {
            Set<Cell> robots = new LinkedHashSet<>(after.robots());
            robots.add(corner);
            positions.add(after.withRobots(robots));
        }
        return positions;
    }

    /** Whether the exit's cell is a corner with nothing on it: free for a new robot in the other reading. */
    static boolean exitIsFreeCorner(State s) {
        return s.corners().contains(s.exit()) && !s.robots().contains(s.exit()) && !s.pits().contains(s.exit())
                && !s.player().equals(s.exit());
    }
}
