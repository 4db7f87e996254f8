package dev.robots.cli.check;

import dev.robots.core.RandomSource;
import dev.robots.cli.check.RulesModel.Continued;
import dev.robots.cli.check.RulesModel.Outcome;
import dev.robots.cli.check.RulesModel.State;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How the checker plays the human. Most turns it survives (it avoids moves that end the game at
 * once, and moves after which every reply is captured), so games get long; it probes refusals,
 * empty lines, lower case and shuffled letters; and after a number of turns drawn per game it heads
 * for an end on purpose (the exit, a robot, a pit, or waiting for a capture), so that every end line
 * gets exercised. It never sends a move off the field, and a charge at most {@code maxCharges}
 * times a game.
 *
 * <p>With {@code strictProbes} ({@code robots check --strict}) it also sends what the project's rules
 * accept but the statement leaves open: the INIT numbers over several lines or with tabs and runs
 * of spaces between them, and commands with spaces or tabs in them or a trailing {@code \r}. The
 * INIT and the first two accepted commands of a run's first game always carry one (so that a short
 * run exercises each kind); after that {@value #INIT_PROBE_PERCENT}% of the INITs, and
 * {@value #COMMAND_PROBE_PERCENT}% of the accepted commands for each of the two kinds. These draws come
 * from the same seeded random source and happen only with {@code strictProbes}, so without it a seed
 * sends exactly what it sent before the probes existed.
 */
final class MovePolicy {

    /**
     * What to send: some empty lines, then one command line, exactly as sent ({@code text} holds the
     * spaces, tabs or trailing {@code \r} of a strict probe).
     *
     * @param spaced whether spaces or tabs were put in the command (a strict probe)
     * @param carriageReturn whether the command ends with {@code \r} (a strict probe)
     */
    record Action(int emptyLinesBefore, String text, Move move, String refusalReason, boolean lowerCase,
            boolean shuffled, boolean spaced, boolean carriageReturn) {

        /** Whether the rules refuse this command: then {@link #move} is null. */
        boolean mustBeRefused() {
            return move == null;
        }

        /**
         * The strict probe this command carries, in words ("a space and a tab in it", "a trailing
         * \r as in CRLF input"), or {@code null}.
         */
        String strictProbe() {
            List<String> parts = new ArrayList<>(2);
            if (spaced) {
                parts.add(whitespaceWords(text) + " in it");
            }
            if (carriageReturn) {
                parts.add("a trailing \\r as in CRLF input");
            }
            return parts.isEmpty() ? null : String.join(" and ", parts);
        }
    }

    /**
     * The lines that carry a game's INIT numbers, and the strict probe they make in words ("over 2
     * lines", "on one line with tabs between them"), or {@code null} for the plain one line.
     */
    record InitLines(List<String> lines, String probe) {
        InitLines {
            lines = List.copyOf(lines);
        }
    }

    private enum Plan { SURVIVE, WIN, HIT, FALL, CAPTURE, EXIT_WALK }

    /** Commands the rules refuse whatever the position, with why; none has a K. */
    private static final String[][] REFUSED = {
        {"X", "unknown letter X"}, {"Q", "unknown letter Q"}, {"UX", "unknown letter X"},
        {"?", "unknown letter ?"}, {"1", "unknown letter 1"}, {"UD", "U and D together"},
        {"DU", "D and U together"}, {"LR", "L and R together"}, {"RL", "R and L together"},
        {"UU", "U twice"}, {"LL", "L twice"}, {"WL", "W with a direction"}, {"DW", "W with a direction"},
        {"WW", "W twice"}, {"LUD", "U and D together"},
    };

    /** Turns ahead (ignoring reinforcements) a move must be survivable for to count as safe. */
    private static final int SAFE_DEPTH = 3;
    /** How far {@link #mostPatient} looks ahead. */
    private static final int PATIENCE_TURNS = 20;
    /** Percent of INITs after the first that a strict run sends over several lines or oddly spaced. */
    static final int INIT_PROBE_PERCENT = 30;
    /** Percent of accepted commands after the first two that get spaces or tabs, and (apart) a trailing \r. */
    static final int COMMAND_PROBE_PERCENT = 8;
    /** White space between INIT numbers on one line, in a strict probe: never a single space. */
    private static final String[] INIT_SEPARATORS = {"\t", "  ", " \t", "\t\t", "   "};
    /** White space put into a command, in a strict probe. */
    private static final String[] COMMAND_BLANKS = {" ", "\t", "  "};

    private RandomSource random;
    private final int maxCharges;
    private final int maxTurns;
    private final boolean strictProbes;
    private int initsSent;
    private int spacedSent;
    private int carriageReturnsSent;
    private Plan plan;
    private int turn;
    private int chargesUsed;
    private int survivalTurns;
    private int finishBy;

    MovePolicy(RandomSource random, int maxCharges, int maxTurns) {
        this(random, maxCharges, maxTurns, false);
    }

    MovePolicy(RandomSource random, int maxCharges, int maxTurns, boolean strictProbes) {
        this.random = random;
        this.maxCharges = maxCharges;
        this.maxTurns = maxTurns;
        this.strictProbes = strictProbes;
    }

    /**
     * The lines to send for the INIT numbers of a game of {@code size}: one line with single spaces,
     * or with strict probes now and then (always for the first game) the numbers over several lines
     * or with tabs and runs of spaces between them. Without strict probes it draws nothing.
     */
    InitLines init(GameSize size) {
        if (!strictProbes || (initsSent++ > 0 && !chance(INIT_PROBE_PERCENT))) {
            return new InitLines(List.of(size.initLine()), null);
        }
        String[] numbers = size.initLine().split(" ");
        // Two in three: over several lines (bit i of breaks: a line break after number i); else one
        // line whose every gap is a tab or a run of spaces.
        boolean split = random.nextInt(3) < 2;
        int breaks = split ? 1 + random.nextInt(7) : 0;
        List<String> lines = new ArrayList<>(4);
        StringBuilder line = new StringBuilder(numbers[0]);
        for (int i = 1; i < numbers.length; i++) {
            if ((breaks >> (i - 1) & 1) != 0) {
                lines.add(line.toString());
                line.setLength(0);
            } else {
                line.append(split && chance(50) ? " " : INIT_SEPARATORS[random.nextInt(INIT_SEPARATORS.length)]);
            }
            line.append(numbers[i]);
        }
        lines.add(line.toString());
        String joined = String.join("", lines);
        boolean tabs = joined.indexOf('\t') >= 0;
        boolean runs = joined.contains("  ");
        String spacing = tabs && runs ? "tabs and runs of spaces" : tabs ? "tabs" : runs ? "runs of spaces" : "";
        String probe = lines.size() > 1
                ? "over " + lines.size() + " lines" + (spacing.isEmpty() ? "" : ", with " + spacing + " between them")
                : "on one line with " + spacing + " between them";
        return new InitLines(lines, probe);
    }

    /**
     * Draws the next game's choices from {@code gameRandom}. Only the run's first game gets the
     * probes that are always sent (its INIT, its first two accepted commands), so that a game
     * plays the same whether the games before it were played or not ({@code --only-game}).
     */
    void useForGame(RandomSource gameRandom, boolean firstGameOfRun) {
        random = gameRandom;
        if (!firstGameOfRun) {
            initsSent = Math.max(initsSent, 1);
            spacedSent = Math.max(spacedSent, 1);
            carriageReturnsSent = Math.max(carriageReturnsSent, 1);
        }
    }

    /** Starts a game: draws how long to survive and which end to head for then. */
    void newGame(State s) {
        turn = 0;
        chargesUsed = 0;
        plan = Plan.SURVIVE;
        int r = random.nextInt(100);
        int drawn = r < 35 ? 1 + random.nextInt(20) : r < 70 ? 20 + random.nextInt(60)
                : 80 + random.nextInt(Math.max(1, maxTurns - 79));
        survivalTurns = Math.min(drawn, maxTurns);
        finishBy = survivalTurns + 3 * (s.width() + s.height()) + 10;
    }

    /** The turns accepted so far in this game. */
    int turn() {
        return turn;
    }

    /** What to send next in position {@code s}. */
    Action next(State s) {
        int empty = chance(4) ? 1 + random.nextInt(2) : 0;
        if (chance(5)) {
            String[] refused = REFUSED[random.nextInt(REFUSED.length)];
            boolean lower = chance(30);
            return new Action(empty, lower ? refused[0].toLowerCase(Locale.ROOT) : refused[0], null,
                    refused[1], lower, false, false, false);
        }
        Move move = choose(s);
        turn++;
        if (move.charge()) {
            chargesUsed++;
        }
        return format(empty, move);
    }

    private Move choose(State s) {
        if (plan == Plan.SURVIVE && turn >= survivalTurns) {
            plan = switch (random.nextInt(4)) {
                case 0 -> Plan.WIN;
                case 1 -> Plan.HIT;
                case 2 -> Plan.FALL;
                default -> Plan.CAPTURE;
            };
        }
        if (plan != Plan.SURVIVE && turn >= finishBy) {
            plan = Plan.EXIT_WALK;
        }
        return switch (plan) {
            case SURVIVE -> survive(s);
            case WIN -> towardExit(s);
            case HIT -> intoRobot(s);
            case FALL -> intoPit(s);
            case CAPTURE -> s.robots().isEmpty() ? towardExit(s) : new Move(0, 0, false);
            case EXIT_WALK -> stepToward(s.player(), s.exit());
        };
    }

    private Move survive(State s) {
        List<Move> valid = validMoves(s, chargesUsed < maxCharges);
        if (chance(1)) {
            return valid.get(random.nextInt(valid.size())); // now and then a careless move
        }
        List<List<Move>> byClass = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        // classes: 0 safe, 1 safe with a charge, 2 lost within SAFE_DEPTH turns whatever, 3 ends at once
        for (Move m : valid) {
            int safety = safety(s, m);
            byClass.get(safety == 2 ? (m.charge() ? 1 : 0) : safety == 1 ? 2 : 3).add(m);
        }
        boolean robotAdjacent = s.robots().stream().anyMatch(r -> r.distance(s.player()) == 1);
        if (robotAdjacent && !byClass.get(1).isEmpty() && chargesUsed + 1 < maxCharges && chance(25)) {
            // Charge on purpose now and then, mostly with a step, so the order "charge, then move" is tested.
            List<Move> moving = byClass.get(1).stream().filter(m -> !m.stays()).toList();
            List<Move> pool = !moving.isEmpty() && chance(75) ? moving : byClass.get(1);
            return pool.get(random.nextInt(pool.size()));
        }
        for (List<Move> pool : byClass) {
            if (!pool.isEmpty()) {
                return chance(85) ? mostPatient(s, pool) : pool.get(random.nextInt(pool.size()));
            }
        }
        throw new IllegalStateException("no valid move"); // staying is always valid
    }

    /**
     * The move after which the player, standing still, is captured latest (robots walking into pits
     * and into each other on the way), ties broken at random: a cheap way to lure robots away.
     */
    private Move mostPatient(State s, List<Move> pool) {
        List<Move> best = new ArrayList<>();
        int bestScore = Integer.MIN_VALUE;
        for (Move m : pool) {
            int score = patience(s, m);
            if (score > bestScore) {
                best.clear();
                bestScore = score;
            }
            if (score == bestScore) {
                best.add(m);
            }
        }
        return best.get(random.nextInt(best.size()));
    }

    private static int patience(State s, Move m) {
        Outcome o = RulesModel.play(s, m);
        int turns = 0;
        while (o instanceof Continued c && turns < PATIENCE_TURNS) {
            turns++;
            o = RulesModel.play(c.state(), new Move(0, 0, false));
        }
        int left = o instanceof Continued c ? c.state().robots().size() : 0;
        return turns * 100 - left;
    }

    /** 2: the game goes on and can go on {@value #SAFE_DEPTH} more turns; 1: it goes on only for now; 0: it ends. */
    private static int safety(State s, Move m) {
        Outcome o = RulesModel.play(s, m);
        if (!(o instanceof Continued c)) {
            return 0;
        }
        return survives(c.state(), SAFE_DEPTH) ? 2 : 1;
    }

    /** Whether some sequence of {@code turns} moves without a charge keeps the game going. */
    private static boolean survives(State s, int turns) {
        if (turns == 0) {
            return true;
        }
        // Staying never ends a game except by a capture: robots farther than the horizon cannot capture.
        if (s.robots().stream().noneMatch(r -> r.distance(s.player()) <= turns)) {
            return true;
        }
        for (Move reply : validMoves(s, false)) {
            if (RulesModel.play(s, reply) instanceof Continued c && survives(c.state(), turns - 1)) {
                return true;
            }
        }
        return false;
    }

    /** Every command whose move stays on the field, with charges if {@code charges}. */
    static List<Move> validMoves(State s, boolean charges) {
        List<Move> moves = new ArrayList<>(18);
        for (int charge = 0; charge < (charges ? 2 : 1); charge++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (s.inside(s.player().plus(dx, dy))) {
                        moves.add(new Move(dx, dy, charge == 1));
                    }
                }
            }
        }
        return moves;
    }

    /** The first step of a shortest path to the exit around pits and robots, or straight at it. */
    private Move towardExit(State s) {
        Map<Cell, Cell> cameFrom = new HashMap<>();
        ArrayDeque<Cell> queue = new ArrayDeque<>();
        queue.add(s.player());
        cameFrom.put(s.player(), s.player());
        while (!queue.isEmpty()) {
            Cell c = queue.poll();
            if (c.equals(s.exit())) {
                Cell step = c;
                while (!cameFrom.get(step).equals(s.player())) {
                    step = cameFrom.get(step);
                }
                return new Move(step.x() - s.player().x(), step.y() - s.player().y(), false);
            }
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    Cell n = c.plus(dx, dy);
                    if (s.inside(n) && !cameFrom.containsKey(n) && !s.pits().contains(n) && !s.robots().contains(n)) {
                        cameFrom.put(n, c);
                        queue.add(n);
                    }
                }
            }
        }
        return stepToward(s.player(), s.exit());
    }

    private Move intoRobot(State s) {
        Cell nearest = nearest(s.player(), s.robots());
        if (nearest == null) {
            return towardExit(s);
        }
        // At distance 2 the robot comes next to the player by itself; stepping in would be a capture.
        return nearest.distance(s.player()) == 2 ? new Move(0, 0, false) : stepToward(s.player(), nearest);
    }

    private Move intoPit(State s) {
        Cell nearest = nearest(s.player(), s.pits());
        return nearest == null ? towardExit(s) : stepToward(s.player(), nearest);
    }

    /**
     * The cell nearest to {@code from}; of equally near ones the topmost, then the leftmost, so the
     * choice never depends on the order a set iterates in (which may change from one JVM to the
     * next, and {@code --seed} must repeat a run anywhere).
     */
    private static Cell nearest(Cell from, Iterable<Cell> cells) {
        Cell best = null;
        for (Cell c : cells) {
            if (best == null || c.distance(from) < best.distance(from)
                    || c.distance(from) == best.distance(from) && (c.y() < best.y() || c.y() == best.y() && c.x() < best.x())) {
                best = c;
            }
        }
        return best;
    }

    private static Move stepToward(Cell from, Cell to) {
        return new Move(Integer.signum(to.x() - from.x()), Integer.signum(to.y() - from.y()), false);
    }

    private Action format(int empty, Move move) {
        List<Character> letters = new ArrayList<>(4);
        if (move.dy() != 0) {
            letters.add(move.dy() < 0 ? 'U' : 'D');
        }
        if (move.dx() != 0) {
            letters.add(move.dx() < 0 ? 'L' : 'R');
        }
        if (move.charge()) {
            letters.add('K');
        }
        if (move.stays() && (!move.charge() || chance(50))) {
            letters.add('W');
        }
        String canonical = chars(letters);
        if (letters.size() > 1 && chance(30)) {
            for (int i = letters.size() - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                Character t = letters.get(i);
                letters.set(i, letters.get(j));
                letters.set(j, t);
            }
        }
        int caseDraw = random.nextInt(100);
        StringBuilder text = new StringBuilder();
        for (char c : letters) {
            boolean lower = caseDraw < 20 || (caseDraw < 25 && random.nextInt(2) == 0);
            text.append(lower ? Character.toLowerCase(c) : c);
        }
        String sent = text.toString();
        boolean lowerCase = !sent.equals(sent.toUpperCase(Locale.ROOT));
        boolean shuffled = !sent.equalsIgnoreCase(canonical);
        boolean spaced = false;
        boolean carriageReturn = false;
        if (strictProbes) {
            // The first accepted command gets blanks, the second a \r, each alone so that a failure
            // names one cause; then each kind now and then, both together sometimes.
            if (spacedSent == 0) {
                spaced = true;
            } else if (carriageReturnsSent == 0) {
                carriageReturn = true;
            } else {
                spaced = chance(COMMAND_PROBE_PERCENT);
                carriageReturn = chance(COMMAND_PROBE_PERCENT);
            }
            if (spaced) {
                spacedSent++;
                sent = withBlanks(sent);
            }
            if (carriageReturn) {
                carriageReturnsSent++;
                sent += "\r";
            }
        }
        return new Action(empty, sent, move, null, lowerCase, shuffled, spaced, carriageReturn);
    }

    /** {@code letters} with one or two runs of spaces or tabs put in at random places (the ends too). */
    private String withBlanks(String letters) {
        StringBuilder sb = new StringBuilder(letters);
        int runs = 1 + random.nextInt(2);
        for (int i = 0; i < runs; i++) {
            sb.insert(random.nextInt(sb.length() + 1), COMMAND_BLANKS[random.nextInt(COMMAND_BLANKS.length)]);
        }
        return sb.toString();
    }

    /** "a space", "spaces", "a tab", "tabs", "a space and a tab", ...: the blanks in {@code text}. */
    static String whitespaceWords(String text) {
        long spaces = text.chars().filter(c -> c == ' ').count();
        long tabs = text.chars().filter(c -> c == '\t').count();
        String s = spaces == 0 ? "" : spaces == 1 ? "a space" : "spaces";
        String t = tabs == 0 ? "" : tabs == 1 ? "a tab" : "tabs";
        return s.isEmpty() ? t : t.isEmpty() ? s : s + " and " + t;
    }

    private static String chars(List<Character> letters) {
        StringBuilder sb = new StringBuilder();
        letters.forEach(sb::append);
        return sb.toString();
    }

    private boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }
}
