package dev.robots.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A naive model of the rules (docs/rules.md, "The field" and "A turn"), written to be obviously
 * right, not fast: positions are records, robots and pits are sets, and a turn spells out the
 * steps of "A turn" in their order. It shares no code with the engine; it reads and builds engine boards only through
 * the public API ({@link Field#isPit}, {@link BoardView#hasRobot}, the builders).
 *
 * <p>The one place it must agree with the engine beyond the rules is the reinforcement draw, which
 * the statement leaves to the implementation and docs/rules.md ("Randomness and
 * reproducibility") documents: the free corners, in the order
 * (0,0), (W-1,0), (0,H-1), (W-1,H-1) with duplicates dropped, and one {@code nextInt(free)} when at
 * least one is free. So the model and the engine given equally seeded random sources from the same
 * start play identical games.
 */
final class ReferenceModel {
    private ReferenceModel() {
    }

    /** A cell. Ordered by row, then column, so sets print and iterate the same way on every run. */
    record Pos(int x, int y) implements Comparable<Pos> {
        @Override
        public int compareTo(Pos o) {
            return y != o.y ? Integer.compare(y, o.y) : Integer.compare(x, o.x);
        }

        Pos plus(int dx, int dy) {
            return new Pos(x + dx, y + dy);
        }

        @Override
        public String toString() {
            return "(" + x + "," + y + ")";
        }
    }

    /**
     * One moment of a game: the field, the robots, the player and the charges left
     * ({@link TestCharges#UNLIMITED} for no limit).
     */
    record State(int width, int height, Set<Pos> pits, Set<Pos> robots, Pos player, int chargesLeft) {
        State {
            pits = Collections.unmodifiableSet(new TreeSet<>(pits));
            robots = Collections.unmodifiableSet(new TreeSet<>(robots));
        }

        Pos exit() {
            return new Pos(0, height / 2);
        }

        Pos start() {
            return new Pos(width - 1, height / 2);
        }

        boolean inside(Pos p) {
            return p.x() >= 0 && p.x() < width && p.y() >= 0 && p.y() < height;
        }

        State withRobots(Set<Pos> newRobots, Pos newPlayer, int newCharges) {
            return new State(width, height, pits, newRobots, newPlayer, newCharges);
        }
    }

    /** How a turn ended, one kind per possible result (the three losses told apart). */
    enum Kind { REFUSED, CONTINUES, WON, LOST_BY_HIT, LOST_BY_FALL, LOST_BY_CAPTURE }

    /**
     * What a turn did: its kind, the state after it (the same state when refused), and the events:
     * the robots the charge killed, the pit of every robot that fell (one entry per robot), the cell
     * of every robot lost in a collision (n robots meeting give n - 1 entries), the corner of
     * the reinforcement or {@code null}, and the step of every robot on the field (in the order of
     * the cells they stood on; none when the turn ended before the robots moved).
     */
    record Turn(Kind kind, State after, List<Pos> chargeKills, List<Pos> pitFalls, List<Pos> merges,
            Pos reinforcement, List<Move> robotMoves) {
    }

    /** A robot's step of a turn: from its cell to the one it arrives on (pit and player included). */
    record Move(Pos from, Pos to) {
        @Override
        public String toString() {
            return from + "->" + to;
        }
    }

    /** The corners of a field: (0,0), (W-1,0), (0,H-1), (W-1,H-1), duplicates dropped, in that order. */
    static List<Pos> corners(int width, int height) {
        Set<Pos> corners = new LinkedHashSet<>();
        corners.add(new Pos(0, 0));
        corners.add(new Pos(width - 1, 0));
        corners.add(new Pos(0, height - 1));
        corners.add(new Pos(width - 1, height - 1));
        return List.copyOf(corners);
    }

    /** Where a robot at {@code robot} steps when the player is at {@code player}: docs/rules.md, "A turn", step 4. */
    static Pos signMove(Pos robot, Pos player) {
        return robot.plus(Integer.signum(player.x() - robot.x()), Integer.signum(player.y() - robot.y()));
    }

    /** Whether {@code a} is one of the 8 cells around {@code b}. */
    static boolean isNeighbour(Pos a, Pos b) {
        return Math.max(Math.abs(a.x() - b.x()), Math.abs(a.y() - b.y())) == 1;
    }

    /**
     * Whether the rules play {@code command} from {@code s} (a game that goes on) rather than refuse
     * it (docs/rules.md, "A turn"): the move stays on the field, and a charge is fired only when one
     * is left. A refused command changes nothing.
     */
    static boolean legal(State s, Command command) {
        Pos to = s.player().plus(command.dx(), command.dy());
        return s.inside(to) && !(command.charge() && s.chargesLeft() == 0);
    }

    /**
     * Plays one turn of docs/rules.md, "A turn", from {@code s}; {@code robotTarget} is the game's R, and
     * {@code random} is asked for the reinforcement corner only.
     */
    static Turn turn(State s, int robotTarget, Command command, RandomSource random) {
        List<Pos> none = List.of();
        Pos to = s.player().plus(command.dx(), command.dy());
        // A move off the field, or a charge with none left, is refused as a whole.
        if (!legal(s, command)) {
            return new Turn(Kind.REFUSED, s, none, none, none, null, List.of());
        }

        // 1. Charge: robots on the 8 cells around the player's current cell are removed.
        Set<Pos> robots = new TreeSet<>(s.robots());
        List<Pos> killed = new ArrayList<>();
        int charges = s.chargesLeft();
        if (command.charge()) {
            if (charges > 0) {
                charges--;
            }
            for (Pos r : s.robots()) {
                if (isNeighbour(r, s.player())) {
                    robots.remove(r);
                    killed.add(r);
                }
            }
        }

        // 2. The player moves.
        Pos player = to;

        // 3. The player's outcome: robot, then pit, then exit.
        if (robots.contains(player)) {
            return new Turn(Kind.LOST_BY_HIT, s.withRobots(robots, player, charges), killed, none, none, null,
                    List.of());
        }
        if (s.pits().contains(player)) {
            return new Turn(Kind.LOST_BY_FALL, s.withRobots(robots, player, charges), killed, none, none, null,
                    List.of());
        }
        if (player.equals(s.exit())) {
            return new Turn(Kind.WON, s.withRobots(robots, player, charges), killed, none, none, null,
                    List.of());
        }

        // 4. Every robot steps toward the player, all deciding from the positions before the step.
        List<Pos> fell = new ArrayList<>();
        List<Move> steps = new ArrayList<>();
        Map<Pos, Integer> arrivals = new TreeMap<>();
        for (Pos r : robots) {
            Pos target = signMove(r, player);
            steps.add(new Move(r, target));
            if (s.pits().contains(target)) {
                fell.add(target);
            } else {
                arrivals.merge(target, 1, Integer::sum);
            }
        }
        List<Pos> merged = new ArrayList<>();
        arrivals.forEach((cell, n) -> {
            for (int i = 1; i < n; i++) {
                merged.add(cell);
            }
        });
        Set<Pos> moved = new TreeSet<>(arrivals.keySet());
        if (moved.contains(player)) {
            return new Turn(Kind.LOST_BY_CAPTURE, s.withRobots(moved, player, charges), killed, fell, merged, null,
                    steps);
        }

        // 5. Reinforcement: one robot on a free corner while fewer than R remain.
        Pos reinforcement = null;
        if (moved.size() < robotTarget) {
            List<Pos> free = new ArrayList<>();
            for (Pos corner : corners(s.width(), s.height())) {
                if (!moved.contains(corner) && !s.pits().contains(corner) && !corner.equals(player)
                        && !corner.equals(s.exit())) {
                    free.add(corner);
                }
            }
            if (!free.isEmpty()) {
                reinforcement = free.get(random.nextInt(free.size()));
                moved.add(reinforcement);
            }
        }
        return new Turn(Kind.CONTINUES, s.withRobots(moved, player, charges), killed, fell, merged, reinforcement,
                steps);
    }

    // ---------------------------------------------------------------- generation (docs/rules.md, "Starting position")

    /** Cells a pit may take: all but the exit, the player's start and the corners, row by row. */
    static List<Pos> pitCandidates(int width, int height) {
        Pos exit = new Pos(0, height / 2);
        Pos start = new Pos(width - 1, height / 2);
        List<Pos> corners = corners(width, height);
        List<Pos> cells = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                Pos p = new Pos(x, y);
                if (!p.equals(exit) && !p.equals(start) && !corners.contains(p)) {
                    cells.add(p);
                }
            }
        }
        return cells;
    }

    /** Cells a robot may take once the pits are placed: all but the exit, the start and the pits. */
    static List<Pos> robotCandidates(int width, int height, Set<Pos> pits) {
        Pos exit = new Pos(0, height / 2);
        Pos start = new Pos(width - 1, height / 2);
        List<Pos> cells = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                Pos p = new Pos(x, y);
                if (!p.equals(exit) && !p.equals(start) && !pits.contains(p)) {
                    cells.add(p);
                }
            }
        }
        return cells;
    }

    /**
     * A uniformly random start: the first P of the shuffled pit candidates are pits, then the
     * first R of the shuffled remaining cells are robots. (Fisher-Yates makes every order equally
     * likely, so every P-set, and then every R-set, is.)
     */
    static State generate(int width, int height, int robotCount, int pitCount, int charges, SplittableRandom random) {
        List<Pos> pitCells = pitCandidates(width, height);
        shuffle(pitCells, random);
        Set<Pos> pits = new TreeSet<>(pitCells.subList(0, pitCount));
        List<Pos> robotCells = robotCandidates(width, height, pits);
        shuffle(robotCells, random);
        Set<Pos> robots = new TreeSet<>(robotCells.subList(0, robotCount));
        return new State(width, height, pits, robots, new Pos(width - 1, height / 2), charges);
    }

    private static void shuffle(List<Pos> cells, SplittableRandom random) {
        for (int i = cells.size() - 1; i > 0; i--) {
            Collections.swap(cells, i, random.nextInt(i + 1));
        }
    }

    /** A start as the pair it is drawn as: the pit set and the robot set. */
    record Layout(Set<Pos> pits, Set<Pos> robots) {
        Layout {
            pits = Set.copyOf(pits);
            robots = Set.copyOf(robots);
        }
    }

    /**
     * Every start docs/rules.md ("Starting position") allows for these numbers; a uniform generator
     * hits each equally often.
     */
    static List<Layout> allLayouts(int width, int height, int robotCount, int pitCount) {
        List<Layout> all = new ArrayList<>();
        for (List<Pos> pits : subsets(pitCandidates(width, height), pitCount)) {
            Set<Pos> pitSet = Set.copyOf(pits);
            for (List<Pos> robots : subsets(robotCandidates(width, height, pitSet), robotCount)) {
                all.add(new Layout(pitSet, Set.copyOf(robots)));
            }
        }
        return all;
    }

    private static List<List<Pos>> subsets(List<Pos> from, int k) {
        List<List<Pos>> out = new ArrayList<>();
        subsets(from, k, 0, new ArrayList<>(), out);
        return out;
    }

    private static void subsets(List<Pos> from, int k, int next, List<Pos> taken, List<List<Pos>> out) {
        if (taken.size() == k) {
            out.add(List.copyOf(taken));
            return;
        }
        for (int i = next; i < from.size(); i++) {
            taken.add(from.get(i));
            subsets(from, k, i + 1, taken, out);
            taken.remove(taken.size() - 1);
        }
    }

    // ---------------------------------------------------------------- engine boards and text

    /** The model's view of an engine position (scans every cell: for small boards). */
    static State of(BoardView board, int chargesLeft) {
        Field field = board.field();
        Set<Pos> pits = new TreeSet<>();
        Set<Pos> robots = new TreeSet<>();
        for (int y = 0; y < field.height(); y++) {
            for (int x = 0; x < field.width(); x++) {
                if (field.isPit(x, y)) {
                    pits.add(new Pos(x, y));
                }
                if (board.hasRobot(x, y)) {
                    robots.add(new Pos(x, y));
                }
            }
        }
        return new State(field.width(), field.height(), pits, robots,
                new Pos(board.playerX(), board.playerY()), chargesLeft);
    }

    /**
     * Reads a well-formed field in the text of docs/rules.md, "The field" (no error handling: test fixtures
     * only): rows split at line feeds, cells at single spaces.
     */
    static State parse(String text, int chargesLeft) {
        String[] rows = text.split("\n");
        Set<Pos> pits = new TreeSet<>();
        Set<Pos> robots = new TreeSet<>();
        Pos player = null;
        int width = 0;
        for (int y = 0; y < rows.length; y++) {
            String[] cells = rows[y].split(" ");
            width = cells.length;
            for (int x = 0; x < cells.length; x++) {
                switch (cells[x]) {
                    case "0" -> pits.add(new Pos(x, y));
                    case "X" -> robots.add(new Pos(x, y));
                    case "@" -> player = new Pos(x, y);
                    default -> {
                        // '.' and '<' hold nothing
                    }
                }
            }
        }
        return new State(width, rows.length, pits, robots, player, chargesLeft);
    }

    /** The layout of an engine board: its pit set and robot set. */
    static Layout layout(Board board) {
        State s = of(board, TestCharges.UNLIMITED);
        return new Layout(s.pits(), s.robots());
    }

    /** The engine board for a model state (built through the public builders). */
    static Board toBoard(State s) {
        Field.Builder field = Field.builder(s.width(), s.height());
        for (Pos p : s.pits()) {
            field.pit(p.x(), p.y());
        }
        Board.Builder board = Board.builder(field.build());
        for (Pos r : s.robots()) {
            board.robot(r.x(), r.y());
        }
        return board.player(s.player().x(), s.player().y()).build();
    }

    /**
     * The text of docs/rules.md ("The field", "The text protocol") built one cell at a time: the
     * player over anything, then a robot (also on the exit), a pit, the exit, else empty; cells
     * joined by single spaces, rows ended by a line feed.
     */
    static String render(State s) {
        String text = "";
        for (int y = 0; y < s.height(); y++) {
            for (int x = 0; x < s.width(); x++) {
                Pos p = new Pos(x, y);
                if (x > 0) {
                    text += " ";
                }
                if (p.equals(s.player())) {
                    text += "@";
                } else if (s.robots().contains(p)) {
                    text += "X";
                } else if (s.pits().contains(p)) {
                    text += "0";
                } else if (p.equals(s.exit())) {
                    text += "<";
                } else {
                    text += ".";
                }
            }
            text += "\n";
        }
        return text;
    }
}
