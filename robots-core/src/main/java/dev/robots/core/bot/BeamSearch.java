package dev.robots.core.bot;

import dev.robots.core.InsufficientHeapException;
import dev.robots.core.memory.Heap;

/**
 * Beam search over the player's commands, on the autopilot's own copy of the rules
 * ({@link SearchRules}), scoring positions with {@link Evaluation}.
 *
 * <p>From the current position every command that does not lose at once is played; of all the
 * positions one turn ahead the best {@code beamWidth} (by evaluation, at most {@code cellCap} per
 * player cell) are kept and expanded in turn, {@code depth} turns deep. The command chosen is the
 * first command of the best line at the last turn reached. A line that reaches the exit ends the
 * search at once (the shortest such line is found first). When every line is lost before the
 * horizon, the best line of the last turn where some were alive is followed: it lives longest.
 *
 * <p>Robots move deterministically, so the only thing the search does not know is where
 * reinforcements will arrive. {@link #decide} plays them as {@link Ghosts} (with a
 * {@link Tuning#ghostRisk}; without one it leaves them out, and the evaluation's
 * {@code missingRobot} term counts the robots that died) and stops deepening at a fixed amount of
 * work ({@link WorkBudget}). {@link #searchSample} plays them in one sampled future, for
 * {@link SampledSearch}, to its full depth. {@link Beam} keeps each turn's candidates.
 *
 * <p>Allocation-free once its planes have grown to the robots in view. Not thread-safe: it owns
 * its scratch space.
 */
final class BeamSearch {
    /** Charges given as this or more count as unlimited. */
    static final int UNLIMITED = Integer.MAX_VALUE / 2;
    /** A line that reaches the exit with at least this chance of survival past its ghosts ends the search. */
    static final double SURE_ENOUGH = 0.9;
    private final Tuning tuning;
    private final int beamWidth;
    private final int depth;
    private final SearchRules rules = new SearchRules();
    private final Ghosts ghosts = new Ghosts();
    private final ExitStep exitStep = new ExitStep();
    /** Whether the search under way plays the reinforcements as ghosts (no sampled future, a field with corners). */
    private boolean withGhosts;
    /** The first command of the surest line that reached the exit past ghosts, and its chance; -1: none. */
    private int riskyWin;
    private double riskyWinChance;
    private final Evaluation evaluation;
    private Arena arena;

    /** The generation being read and the one being written, swapped every turn of look-ahead. */
    private Generation from;
    private Generation into;
    /** Room per slot for robots in {@link Generation#robots}. */
    private int stride;

    /** Free slots, candidates and the selection of each turn; its selected slots are {@link #from}'s. */
    private final Beam beam;
    private final PositionSet seen;

    /** The sampled future of the search under way (a draw per turn of look-ahead), or null: none. */
    private int[] future;
    /** Where the search under way records each first command's value, or null. */
    private CommandValues values;
    private int robotTarget;
    private int ply;
    /** The ghost search's budget; the sampled futures' search counts its work too but keeps its depth. */
    private final WorkBudget budget;

    BeamSearch(Tuning tuning) {
        this.tuning = tuning;
        this.beamWidth = tuning.beamWidth;
        this.depth = tuning.depth;
        this.budget = new WorkBudget(beamWidth, depth);
        this.evaluation = new Evaluation(tuning);
        this.beam = new Beam(beamWidth, tuning.cellCap);
        this.from = new Generation(beam.slots());
        this.into = new Generation(beam.slots());
        this.seen = new PositionSet(beamWidth * CommandCodes.COUNT);
    }

    /**
     * The command to play (a {@link CommandCodes} code). Its move stays in the arena, and it fires
     * a charge only if {@code chargesLeft > 0}.
     *
     * @param robotCells the robots' cells, {@code robotCount} of them
     * @param chargesLeft charges in hand, {@link #UNLIMITED} or more for no limit
     * @param robotTarget the reinforcement target {@code R}
     * @param turn turns played so far
     */
    int decide(Arena arena, int playerCell, int[] robotCells, int robotCount, int chargesLeft, int robotTarget,
            int turn) {
        this.future = null;
        this.values = null;
        return search(arena, playerCell, robotCells, robotCount, chargesLeft, robotTarget, turn);
    }

    /**
     * The search of {@link #decide} in one sampled future: after each turn of look-ahead {@code
     * ply} a reinforcement arrives while fewer than {@code robotTarget} robots remain, on the free
     * corner {@code future[ply]} picks ({@link SearchRules#reinforce}); every first command's
     * value is recorded in {@code into}.
     *
     * @param future at least {@code depth} draws in {@code [0, 2^30)}
     */
    void searchSample(Arena arena, int playerCell, int[] robotCells, int robotCount, int chargesLeft,
            int robotTarget, int turn, int[] future, CommandValues into) {
        this.future = future;
        this.values = into;
        into.start();
        search(arena, playerCell, robotCells, robotCount, chargesLeft, robotTarget, turn);
    }

    private int search(Arena arena, int playerCell, int[] robotCells, int robotCount, int chargesLeft,
            int robotTarget, int turn) {
        this.robotTarget = robotTarget;
        evaluation.startDecision(robotTarget, turn);
        // reinforcements fill the field up to R robots: room for them (never more than its cells)
        prepare(arena, future == null ? robotCount : Math.max(robotCount, Math.min(robotTarget, arena.cells)));
        System.arraycopy(robotCells, 0, from.robots, 0, robotCount);
        from.player[0] = playerCell;
        from.charges[0] = chargesLeft;
        from.robotCount[0] = robotCount;
        from.firstCommand[0] = -1;
        from.ghostCount[0] = 0;
        from.settledChance[0] = 0;
        from.settledValue[0] = 0;
        from.lnSurvival[0] = 0;
        withGhosts = future == null && tuning.ghosts() && rules.corners().length > 0;
        riskyWin = -1;
        riskyWinChance = 0;
        budget.start(robotTarget);
        int[] selected = beam.selected();
        selected[0] = 0;
        int size = 1;
        int best = -1;
        for (ply = 0; ply < depth; ply++) {
            beam.startTurn();
            seen.clear();
            for (int k = 0; k < size; k++) {
                int won = expand(selected[k], ply == 0);
                if (won >= 0) {
                    if (values != null) {
                        values.won(won, ply);
                    }
                    return won;
                }
            }
            if (riskyWin >= 0 && riskyWinChance >= SURE_ENOUGH) {
                return riskyWin;
            }
            if (beam.candidates() == 0) {
                break; // every line is lost within this turn: follow the one that lasts longest
            }
            size = beam.select(into.score, into.player);
            Generation read = from;
            from = into;
            into = read;
            best = from.firstCommand[selected[0]];
            if (values != null) {
                values.record(ply, from, selected, size);
            }
            // the ghost search stops at its budget (a sampled future's search keeps its depth)
            if (withGhosts && budget.spent()) {
                break;
            }
        }
        if (riskyWin >= 0 && (best < 0 || riskyWinChance >= 0.8 * SURE_ENOUGH)) {
            return riskyWin;
        }
        // when every command loses at once, stay: always on the field and never a charge
        return best >= 0 ? best : CommandCodes.STAY;
    }

    /** The last search's work budget, for tests. */
    WorkBudget lastBudget() {
        return budget;
    }

    /** The turns of look-ahead the last search completed; for tests. */
    int lastDepth() {
        return ply;
    }

    private void prepare(Arena next, int robotCount) {
        arena = next;
        rules.use(arena);
        evaluation.use(arena);
        rules.scoreRobotsWith(evaluation.exitChebyshev(), evaluation.robotValues());
        beam.use(arena.cells);
        ghosts.use(arena.cells);
        if (stride < robotCount) {
            int newStride = Math.max(robotCount, 24);
            String problem = SearchSpace.problem(robotCount, beamWidth, beam.slots(), newStride, Heap.free());
            if (problem != null) {
                throw new InsufficientHeapException(problem);
            }
            stride = newStride;
            from.robots = new int[beam.slots() * stride];
            into.robots = new int[beam.slots() * stride];
        }
    }

    /**
     * Plays every command that does not lose at once from {@code slot} of {@link #from}, offering
     * the results to the candidates of {@link #into}. Returns the first command of a line that
     * reaches the exit, or -1.
     *
     * @param atRoot whether {@code slot} is the current position: its commands are the lines' first
     */
    private int expand(int slot, boolean atRoot) {
        Arena arena = this.arena;
        int[] robots = from.robots;
        int base = slot * stride;
        int count = from.robotCount[slot];
        int player = from.player[slot];
        int px = arena.xOf[player];
        int py = arena.yOf[player];
        int fatal = 0;
        int fatalAfterCharge = 0; // from robots two cells away: what is left after a charge
        boolean adjacent = false;
        for (int i = 0; i < count; i++) {
            int robot = robots[base + i];
            int dx = arena.xOf[robot] - px;
            int dy = arena.yOf[robot] - py;
            if (dx >= -2 && dx <= 2 && dy >= -2 && dy <= 2) {
                int kills = CommandCodes.fatalMoves(dx, dy);
                fatal |= kills;
                if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1) {
                    adjacent = true;
                } else {
                    fatalAfterCharge |= kills;
                }
            }
        }
        int ghostBase = slot * Ghosts.CAP;
        int ghostCount = from.ghostCount[slot];
        for (int i = 0; i < ghostCount; i++) {
            int ghost = from.ghostCell[ghostBase + i];
            adjacent |= Math.abs(arena.xOf[ghost] - px) <= 1 && Math.abs(arena.yOf[ghost] - py) <= 1;
        }
        int first = from.firstCommand[slot];
        if (exitStep.from(arena, from, slot, stride, atRoot)) {
            if (exitStep.chance >= 0.999) {
                return exitStep.command;
            }
            if (exitStep.chance > riskyWinChance) {
                riskyWinChance = exitStep.chance;
                riskyWin = exitStep.command;
            }
        }
        int blocked = rules.blockedMoves(player);
        fatal |= blocked;
        for (int move = 0; move < CommandCodes.CHARGE; move++) {
            if ((fatal & (1 << move)) == 0) {
                offer(slot, move, false, atRoot ? move : first);
            }
        }
        // a charge is only worth trying when it removes something
        if (adjacent && from.charges[slot] > 0) {
            int fatalCharged = fatalAfterCharge | blocked;
            for (int move = 0; move < CommandCodes.CHARGE; move++) {
                if ((fatalCharged & (1 << move)) == 0) {
                    offer(slot, move, true, atRoot ? move + CommandCodes.CHARGE : first);
                }
            }
        }
        return -1;
    }

    /**
     * Plays {@code move} (after a charge if {@code charge}) from {@code slot} of {@link #from} into
     * a free slot of {@link #into}, and keeps it if it is new and ranks among the candidates.
     */
    private void offer(int slot, int move, boolean charge, int firstCommand) {
        int child = beam.takeSlot();
        budget.offer(from.robotCount[slot], from.ghostCount[slot]);
        int chargesBefore = from.charges[slot];
        int chargesLeft = charge && chargesBefore < UNLIMITED ? chargesBefore - 1 : chargesBefore;
        int player = rules.target(from.player[slot], move);
        int kept = rules.robotsTurn(from.robots, slot * stride, from.robotCount[slot], from.player[slot], move,
                charge, chargesLeft, into.robots, child * stride);
        if (future != null && kept < robotTarget) {
            kept = rules.reinforce(into.robots, child * stride, kept, future[ply]);
        }
        // Positions that differ only in their ghosts count as one: the first line to reach it,
        // from the best-ranked parent, keeps it (and the ghosts of the others are never stepped).
        if (!seen.add(rules.lastKey())) {
            beam.giveBack(child); // the same position by another line
            return;
        }
        double robotsValue = rules.lastRobotsValue();
        double robots = kept;
        double risk = 0;
        if (withGhosts) {
            ghosts.step(arena, rules, from, slot, into, child, from.player[slot], player, charge, kept, robotTarget,
                    evaluation.exitChebyshev(), evaluation.robotValues());
            robotsValue += ghosts.lastValue();
            robots += ghosts.lastChance();
            risk = tuning.ghostRisk * ghosts.lastLnSurvival();
        } else {
            into.ghostCount[child] = 0;
            into.lnSurvival[child] = 0;
        }
        into.player[child] = player;
        into.charges[child] = chargesLeft;
        into.robotCount[child] = kept;
        into.firstCommand[child] = firstCommand;
        into.score[child] = evaluation.score(player, rules.blockedMoves(player), chargesLeft,
                robotsValue, rules.lastFatal(), robots) + risk;
        beam.offer(child, into.score);
    }
}
