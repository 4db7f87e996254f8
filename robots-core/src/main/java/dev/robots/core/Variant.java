package dev.robots.core;

import dev.robots.core.check.Arguments;
import dev.robots.core.check.Expected;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A way to play the game, as one value: what changes from one variant to another, and nothing of the
 * rules of a turn, which every variant shares ({@link Game}). A variant says
 * <ul>
 *   <li>its levels: the size, robots, pits and charges of each ({@link #parameters}, {@link #charges});</li>
 *   <li>its opening rule: how a level's start position is drawn ({@link Opening});</li>
 *   <li>what an end leads to: the level of the next game ({@link #levelAfter}).</li>
 * </ul>
 * Surfaces that start games (the terminal game, the page, a record's replay) start them through a
 * variant ({@link #start}), so a new variant is a new value, not a change in each of them.
 * {@link #single} is the statement's game: one level, every start the statement allows, and the
 * same game again after an end; {@code single(p, c).start(1, random)} is exactly
 * {@code Game.builder(p).random(random)} with those charges, so records made before variants replay
 * unchanged.
 *
 * <p>Immutable; levels are numbered from 1.
 */
public final class Variant {
    /** How a level's start position is drawn. */
    public enum Opening {
        /** Every start the statement allows, each as likely ({@link FieldGenerator#generate}). */
        ANY,
        /**
         * As {@link #ANY}, drawn again (from the same random source, up to {@link #REDRAWS} times)
         * while a robot stands on one of the 8 cells around the player: no game opens lost whatever
         * the player does. Where that many draws all put a robot there, the last draw stands.
         */
        NO_ROBOT_NEXT_TO_PLAYER,
        /**
         * As {@link #ANY}, drawn again (as {@link #NO_ROBOT_NEXT_TO_PLAYER} is) while a robot stands
         * within two cells of the player: no robot can reach any cell the player can be on after its
         * first move, so whatever the player does first, no robot catches it (waiting is safe).
         */
        SAFE_START;

        /** The most draws {@link #NO_ROBOT_NEXT_TO_PLAYER} and {@link #SAFE_START} make. */
        public static final int REDRAWS = 64;
    }

    /** What ending a game leads to. */
    public enum Progression {
        /** The same level again, whatever the end. */
        SAME_LEVEL,
        /** A win leads to the next level (the last level stays the last); a loss back to level 1. */
        NEXT_LEVEL_ON_WIN,
        /** A win leads to the next level (the last level stays the last); a loss to the same level again. */
        RETRY_ON_LOSS
    }

    private final String name;
    private final List<GameParameters> parameters;
    private final List<OptionalInt> charges;
    private final Opening opening;
    private final Progression progression;

    private Variant(String name, List<GameParameters> parameters, List<OptionalInt> charges, Opening opening,
            Progression progression) {
        this.name = name;
        this.parameters = List.copyOf(parameters);
        this.charges = List.copyOf(charges);
        this.opening = opening;
        this.progression = progression;
    }

    /**
     * The statement's game on {@code parameters}: one level, {@link Opening#ANY}, the same game
     * again after an end.
     *
     * @param parameters the game's size and counts
     * @param charges charges per game, or empty for no limit
     * @return the variant named {@code "single"}
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code charges} is negative
     */
    public static Variant single(GameParameters parameters, OptionalInt charges) {
        return builder("single").level(parameters, charges).build();
    }

    /**
     * The campaign: 14 levels on the statement's board (30 x 17, 40 pits, 3 charges) with more robots
     * at each, 2 at level 1, the statement's 20 at level 11, 32 at level 14; each opened safe
     * ({@link Opening#SAFE_START}), a win leading to the next level and a loss to the same level
     * again ({@link Progression#RETRY_ON_LOSS}).
     *
     * @return the variant named {@code "campaign"}
     */
    public static Variant campaign() {
        return Campaign.VARIANT;
    }

    /**
     * A builder of a variant called {@code name}, with {@link Opening#ANY} and
     * {@link Progression#SAME_LEVEL} until told otherwise.
     *
     * @param name the variant's name, as records and scores key it: letters, digits and {@code -}
     * @return a builder without levels
     * @throws IllegalArgumentException if the name is empty or has another character
     */
    public static Builder builder(String name) {
        Objects.requireNonNull(name, "name");
        if (!name.matches("[A-Za-z0-9-]{1,40}")) {
            throw new IllegalArgumentException(Expected.of("name: '" + name + "'", "1 to 40 letters, digits or -"));
        }
        return new Builder(name);
    }

    /** Builds a {@link Variant}. */
    public static final class Builder {
        private final String name;
        private final List<GameParameters> parameters = new ArrayList<>();
        private final List<OptionalInt> charges = new ArrayList<>();
        private Opening opening = Opening.ANY;
        private Progression progression = Progression.SAME_LEVEL;

        private Builder(String name) {
            this.name = name;
        }

        /**
         * Adds the next level.
         *
         * @param levelParameters its size and counts
         * @param levelCharges its charges per game, or empty for no limit
         * @return this builder
         * @throws IllegalArgumentException if {@code levelCharges} is negative
         */
        public Builder level(GameParameters levelParameters, OptionalInt levelCharges) {
            Objects.requireNonNull(levelParameters, "levelParameters");
            Objects.requireNonNull(levelCharges, "levelCharges");
            if (levelCharges.isPresent()) {
                Arguments.atLeast("charges", levelCharges.getAsInt(), 0);
            }
            parameters.add(levelParameters);
            charges.add(levelCharges);
            return this;
        }

        /**
         * Sets the opening rule.
         *
         * @param rule how each level's start is drawn
         * @return this builder
         */
        public Builder opening(Opening rule) {
            this.opening = Objects.requireNonNull(rule, "rule");
            return this;
        }

        /**
         * Sets what an end leads to.
         *
         * @param rule the next game's level after an end
         * @return this builder
         */
        public Builder progression(Progression rule) {
            this.progression = Objects.requireNonNull(rule, "rule");
            return this;
        }

        /**
         * The variant.
         *
         * @return the variant
         * @throws IllegalStateException if no level was added
         */
        public Variant build() {
            if (parameters.isEmpty()) {
                throw new IllegalStateException("variant " + name + ": no level (add one with level(...))");
            }
            return new Variant(name, parameters, charges, opening, progression);
        }
    }

    /**
     * The variant's name, as records and scores key it.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * How many levels the variant has.
     *
     * @return 1 or more
     */
    public int levels() {
        return parameters.size();
    }

    /**
     * The size and counts of a level.
     *
     * @param level from 1 to {@link #levels()}
     * @return its parameters
     * @throws IllegalArgumentException if there is no such level
     */
    public GameParameters parameters(int level) {
        return parameters.get(index(level));
    }

    /**
     * The charges per game of a level.
     *
     * @param level from 1 to {@link #levels()}
     * @return the count, or empty for no limit
     * @throws IllegalArgumentException if there is no such level
     */
    public OptionalInt charges(int level) {
        return charges.get(index(level));
    }

    /**
     * The opening rule.
     *
     * @return how each level's start is drawn
     */
    public Opening opening() {
        return opening;
    }

    /**
     * What an end leads to.
     *
     * @return the progression rule
     */
    public Progression progression() {
        return progression;
    }

    /**
     * The level of the game after one at {@code level} ended in {@code end}.
     *
     * @param level the level just played, from 1 to {@link #levels()}
     * @param end how it ended
     * @return the next game's level
     * @throws IllegalArgumentException if there is no such level
     */
    public int levelAfter(int level, TurnResult.Ended end) {
        index(level);
        Objects.requireNonNull(end, "end");
        if (progression == Progression.SAME_LEVEL) {
            return level;
        }
        if (end instanceof TurnResult.Won) {
            return Math.min(level + 1, levels());
        }
        return progression == Progression.RETRY_ON_LOSS ? level : 1;
    }

    /**
     * A game at {@code level}, its start drawn from {@code random} by the opening rule; the game
     * then draws its reinforcements from the same source.
     *
     * @param level from 1 to {@link #levels()}
     * @param random the game's random source
     * @return the game, at turn 0
     * @throws IllegalArgumentException if there is no such level
     * @throws InsufficientHeapException if the game would not fit in the heap this JVM has left
     */
    public Game start(int level, RandomSource random) {
        Objects.requireNonNull(random, "random");
        GameParameters levelParameters = parameters(level);
        Game.Builder builder = Game.builder(levelParameters).random(random).charges(charges(level));
        if (opening != Opening.ANY) {
            int reach = opening == Opening.SAFE_START ? 2 : 1;
            Board board = FieldGenerator.generate(levelParameters, random);
            for (int draw = 1; draw < Opening.REDRAWS && robotNear(board, reach); draw++) {
                board = FieldGenerator.generate(levelParameters, random);
            }
            builder.start(board);
        }
        return builder.build();
    }

    /** Whether a robot stands within {@code reach} cells of the player (rows, columns or diagonals). */
    private static boolean robotNear(BoardView board, int reach) {
        int px = board.playerX();
        int py = board.playerY();
        for (int dy = -reach; dy <= reach; dy++) {
            for (int dx = -reach; dx <= reach; dx++) {
                int x = px + dx;
                int y = py + dy;
                if ((dx != 0 || dy != 0) && board.contains(x, y) && board.hasRobot(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    private int index(int level) {
        return Arguments.between("level", level, 1, levels()) - 1;
    }

    @Override
    public String toString() {
        return "Variant[" + name + ", " + levels() + (levels() == 1 ? " level" : " levels") + ", " + opening + ", "
                + progression + "]";
    }
}
