package dev.robots.cli.check.play;

import dev.robots.cli.check.model.Move;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.check.model.RulesModel;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.GameSize;
import dev.robots.core.RandomSource;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * How the checker plays the human. Most turns it survives (it avoids moves that end the game at
 * once, and moves after which every reply is captured: {@link Safety}), so games get long; it probes
 * refusals, empty lines, lower case and shuffled letters; and after a number of turns drawn per game
 * it heads for an end on purpose (the exit, a robot, a pit, or waiting for a capture), so that every
 * end line gets exercised. Before a game's first command it always sends an empty line. It never sends a
 * move off the field, and a charge at most
 * {@code maxCharges} times a game. Without {@code strict} it sends only what the statement defines
 * (docs/rules.md, "What the checker sends"): each move in the statement's form ({@link Move#letters},
 * upper case, {@code ULK}), and empty lines, which the statement says how to treat. With {@code strict}
 * ({@code robots check --strict}) it also probes this project's protocol: refusals, lower case and
 * shuffled letters ({@link CommandSpelling}), and the lines {@link StrictProbes} dresses; all draw from
 * the same seeded random source, in a fixed order.
 */
public final class MovePolicy {

    private enum Plan { SURVIVE, WIN, HIT, FALL, CAPTURE, EXIT_WALK }

    /** The order in which surviving picks from the valid moves: from the first of these that has any. */
    private enum Preference {
        SAFE, SAFE_WITH_A_CHARGE, GOES_ON_FOR_NOW, ENDS_AT_ONCE;

        static Preference of(Safety safety, Move move) {
            return switch (safety) {
                case SAFE -> move.charge() ? SAFE_WITH_A_CHARGE : SAFE;
                case GOES_ON_FOR_NOW -> GOES_ON_FOR_NOW;
                case ENDS_AT_ONCE -> ENDS_AT_ONCE;
            };
        }
    }

    /** How far {@link #mostPatient} looks ahead. */
    private static final int PATIENCE_TURNS = 20;

    private RandomSource random;
    private final OptionalInt maxCharges;
    private final int maxTurns;
    private final StrictProbes probes;
    /** Whether to probe the project's own protocol too ({@code --strict}). */
    private final boolean strict;
    private Plan plan;
    private int turn;
    private int chargesUsed;
    private int survivalTurns;
    private int finishBy;

    public MovePolicy(RandomSource random, OptionalInt maxCharges, int maxTurns) {
        this(random, maxCharges, maxTurns, false);
    }

    public MovePolicy(RandomSource random, OptionalInt maxCharges, int maxTurns, boolean strict) {
        this.random = random;
        this.maxCharges = maxCharges;
        this.maxTurns = maxTurns;
        this.strict = strict;
        this.probes = new StrictProbes(strict);
    }

    /** The lines to send for the INIT numbers of a game of {@code size} ({@link StrictProbes#init}). */
    public InitLines init(GameSize size) {
        return probes.init(size, random);
    }

    /**
     * Draws the next game's choices from {@code gameRandom}. Only the run's first game gets the
     * probes that are always sent (its INIT, its first two accepted commands), so that a game
     * plays the same whether the games before it were played or not ({@code --only-game}).
     */
    public void useForGame(RandomSource gameRandom, boolean firstGameOfRun) {
        random = gameRandom;
        probes.useForGame(firstGameOfRun);
    }

    /** Starts a game: draws how long to survive and which end to head for then. */
    public void newGame(State position) {
        turn = 0;
        chargesUsed = 0;
        plan = Plan.SURVIVE;
        int r = random.nextInt(100);
        int drawn = r < 35 ? 1 + random.nextInt(20) : r < 70 ? 20 + random.nextInt(60)
                : 80 + random.nextInt(Math.max(1, maxTurns - 79));
        survivalTurns = Math.min(drawn, maxTurns);
        finishBy = survivalTurns + 3 * (position.width() + position.height()) + 10;
    }

    /** The turns accepted so far in this game. */
    public int turn() {
        return turn;
    }

    /**
     * What to send next in {@code position}: a move in the statement's form, after an empty line
     * now and then; under {@code strict} now and then a refusal probe instead, and the move spelled
     * with the project's liberties.
     */
    public SentCommand next(State position) {
        int drawn = chance(4) ? 1 + random.nextInt(2) : 0;
        // An empty line before a game's first command always (the statement: "after reading initial parameters
        // one empty read follows"), so that a program taking it for a command shows it at once.
        int empty = turn == 0 ? Math.max(1, drawn) : drawn;
        if (strict && chance(5)) {
            return CommandSpelling.refused(empty, random);
        }
        Move move = choose(position);
        turn++;
        if (move.charge()) {
            chargesUsed++;
        }
        if (!strict) {
            return CommandSpelling.plain(empty, move);
        }
        return probes.dress(CommandSpelling.spell(empty, move, random), random);
    }

    private Move choose(State position) {
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
            case SURVIVE -> survive(position);
            case WIN -> Routes.towardExit(position);
            case HIT -> intoRobot(position);
            case FALL -> intoPit(position);
            case CAPTURE -> position.robots().isEmpty() ? Routes.towardExit(position) : new Move(0, 0, false);
            case EXIT_WALK -> Routes.stepToward(position.player(), position.exit());
        };
    }

    /** Whether the checker may still fire {@code count} charges this game (always, with no limit). */
    private boolean hasCharges(int count) {
        return maxCharges.isEmpty() || chargesUsed + count <= maxCharges.getAsInt();
    }

    private Move survive(State position) {
        List<Move> valid = validMoves(position, hasCharges(1));
        if (chance(1)) {
            return valid.get(random.nextInt(valid.size())); // now and then a careless move
        }
        Map<Preference, List<Move>> byPreference = new EnumMap<>(Preference.class);
        for (Preference preference : Preference.values()) {
            byPreference.put(preference, new ArrayList<>());
        }
        for (Move m : valid) {
            byPreference.get(Preference.of(Safety.of(position, m), m)).add(m);
        }
        List<Move> safeCharges = byPreference.get(Preference.SAFE_WITH_A_CHARGE);
        boolean robotAdjacent = position.robots().stream().anyMatch(r -> r.distance(position.player()) == 1);
        if (robotAdjacent && !safeCharges.isEmpty() && hasCharges(2) && chance(25)) {
            // Charge on purpose now and then, mostly with a step, so the order "charge, then move" is tested.
            List<Move> moving = safeCharges.stream().filter(m -> !m.stays()).toList();
            List<Move> pool = !moving.isEmpty() && chance(75) ? moving : safeCharges;
            return pool.get(random.nextInt(pool.size()));
        }
        for (List<Move> pool : byPreference.values()) {
            if (!pool.isEmpty()) {
                return chance(85) ? mostPatient(position, pool) : pool.get(random.nextInt(pool.size()));
            }
        }
        throw new IllegalStateException("no valid move"); // staying is always valid
    }

    /**
     * The move after which the player, standing still, is captured latest (robots walking into pits
     * and into each other on the way), ties broken at random: a cheap way to lure robots away.
     */
    private Move mostPatient(State position, List<Move> pool) {
        List<Move> best = new ArrayList<>();
        int bestScore = Integer.MIN_VALUE;
        for (Move m : pool) {
            int score = patience(position, m);
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

    private static int patience(State position, Move m) {
        Outcome o = RulesModel.play(position, m);
        int turns = 0;
        while (o instanceof Continued c && turns < PATIENCE_TURNS) {
            turns++;
            o = RulesModel.play(c.state(), new Move(0, 0, false));
        }
        int left = o instanceof Continued c ? c.state().robots().size() : 0;
        return turns * 100 - left;
    }

    /** Every command whose move stays on the field, with charges if {@code charges}. */
    public static List<Move> validMoves(State position, boolean charges) {
        List<Move> moves = new ArrayList<>(18);
        for (int charge = 0; charge < (charges ? 2 : 1); charge++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if (position.inside(position.player().plus(dx, dy))) {
                        moves.add(new Move(dx, dy, charge == 1));
                    }
                }
            }
        }
        return moves;
    }

    private Move intoRobot(State position) {
        Cell nearest = Routes.nearest(position.player(), position.robots());
        if (nearest == null) {
            return Routes.towardExit(position);
        }
        // At distance 2 the robot comes next to the player by itself; stepping in would be a capture.
        return nearest.distance(position.player()) == 2 ? new Move(0, 0, false)
                : Routes.stepToward(position.player(), nearest);
    }

    private Move intoPit(State position) {
        Cell nearest = Routes.nearest(position.player(), position.pits());
        return nearest == null ? Routes.towardExit(position) : Routes.stepToward(position.player(), nearest);
    }

    private boolean chance(int percent) {
        return chance(random, percent);
    }

    /** Whether a draw from {@code random} falls in the first {@code percent} of a hundred. */
    static boolean chance(RandomSource random, int percent) {
        return random.nextInt(100) < percent;
    }
}
