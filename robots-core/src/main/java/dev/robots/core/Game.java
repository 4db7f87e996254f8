package dev.robots.core;

import dev.robots.core.check.Expected;
import dev.robots.core.engine.GameMemory;
import dev.robots.core.engine.Legality;
import dev.robots.core.engine.LivePosition;
import dev.robots.core.engine.SavedPosition;
import dev.robots.core.engine.StartBoard;
import dev.robots.core.guard.TurnGuard;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * A game in progress: the turn loop of the rules. Each {@link #play} runs one turn in the order the
 * module's overview gives ("The rules"): it refuses a command that leaves the field, fires a charge
 * when none is left, or comes after the end ({@link TurnResult.Refused#kind()} tells which), and
 * changes nothing then; otherwise the charge, the player's move and its outcome, the robots' step
 * ({@link Resolver}) and the reinforcement ({@code random.nextInt(freeCorners)}) follow in that order.
 *
 * <p>The game never ends by itself on a turn count: it ends when the player reaches the exit or
 * is lost. A game with no robots left, or one the player walks back and forth in, runs for ever,
 * so a loop that plays it needs a cap of its own: {@link dev.robots.core.bot.Player#playOut} takes
 * one.
 *
 * <p>A game is for one thread at a time. A call that plays, saves or restores the position, or
 * walks or copies its robots (rendering it included), takes a guard with one atomic operation: a
 * call that overlaps another thread's call on the same game throws
 * {@link java.util.ConcurrentModificationException} naming both threads and changes nothing, so an
 * overlap never loses a turn or leaves the position torn. (A game may move from thread to thread:
 * what one call did is seen by the next call on any thread.) A read of a number or two (the turn,
 * the outcome, a cell, the player, the charges, whether a command is legal) is not guarded, since
 * guarding it would cost more than the read: from another thread during a turn it may see the turn
 * half done, and no overlap with it is detected. What never changes (the field, the parameters,
 * the resolver) needs no guard.
 *
 * <p>Its state is private; {@link #board()} gives an immutable copy. A turn played without a
 * listener allocates nothing once the game runs: a turn the game survives returns
 * {@link TurnResult#CONTINUES}.
 *
 * <p>A turn is atomic for its listener: the turn is played whole first, then the listener is told
 * its events, in order. It may read the game, which it sees as after the turn, and it may not
 * {@link #play}, {@link #snapshot} or {@link #restore} (those throw {@link IllegalStateException}, on
 * the same thread; on another thread, the guard's exception). A listener that throws leaves the
 * game as after the turn, whole: its exception goes on to the caller, the events after it are not
 * told, and the game plays on. Only a random source that throws (one that answers outside its
 * bound, or one of the caller's own) cuts a turn short: that leaves the position half-moved, and
 * the game then refuses to play or to be saved until a {@link #restore}.
 */
public final class Game implements BoardView {
    /** The position and the turn that changes it; this class guards it and speaks for it. */
    private final LivePosition position;
    /** The resolver the game was built with (its step is the position's). */
    private final Resolver resolver;
    /** One thread at a time; the holder's own listener may read, not play (see {@link #play}). */
    private final TurnGuard guard = new TurnGuard();

    private Game(Builder b, Board start) {
        // A generated start is this game's alone: its plane becomes the game's, not copied.
        this.resolver = b.resolver;
        this.position = new LivePosition(b.parameters, start.field(), start.field().bits(), start.robotBits(),
                start.playerX(), start.playerY(), b.start == null, b.random, b.resolver.step(), b.charges);
    }

    /**
     * Starts configuring a game with these parameters: a start position drawn from the random
     * source, unless {@link Builder#start(Board)} gives one.
     *
     * @param parameters the game's size and counts
     * @return a builder of the game
     * @throws NullPointerException if {@code parameters} is null
     */
    public static Builder builder(GameParameters parameters) {
        return new Builder(parameters);
    }

    /**
     * Starts configuring a game from this position: its width, height and pits are the game's,
     * and so is its robot count as the reinforcement target {@code R} unless
     * {@link Builder#robots(int)} sets another. The same as
     * {@code builder(GameParameters.of(W, H, start.robotCount(), P)).start(start)}.
     *
     * @param start the start position
     * @return a builder of the game
     * @throws NullPointerException if {@code start} is null
     * @throws IllegalArgumentException if its player stands on a robot or a pit (see
     *     {@link Builder#start(Board)}), or the board's numbers break a limit of
     *     {@link GameParameters}
     */
    public static Builder builder(Board start) {
        Objects.requireNonNull(start, "start");
        Field f = start.field();
        return new Builder(GameParameters.of(f.width(), f.height(), start.robotCount(), f.pitCount())).start(start);
    }

    /**
     * Configures a {@link Game}: a random source (required: {@link #random} or {@link #seed}), the
     * charges (unlimited unless {@link #charges(int)} sets a number), the resolver and the start
     * position. Not thread-safe. {@link #build()} may be called again: each game it builds has its
     * own position (starting from the start board, or drawn afresh), but they all draw from the one
     * random source given, so give each game its own source when they must be reproducible or
     * played on different threads.
     *
     * <p>Charges are unlimited by default because the statement's protocol gives the player no
     * number of them (its story says "a few"): set one with {@link #charges(int)}.
     */
    public static final class Builder {
        private GameParameters parameters;
        private RandomSource random;
        private Resolver resolver = Resolver.sequential();
        private int charges = LivePosition.UNLIMITED;
        private Board start;

        private Builder(GameParameters parameters) {
            this.parameters = Objects.requireNonNull(parameters, "parameters");
        }

        /**
         * Where every random choice comes from (required): the start position and reinforcements.
         *
         * @param random the random source every random choice draws from
         * @return this builder
         * @throws NullPointerException if {@code random} is null
         */
        public Builder random(RandomSource random) {
            this.random = Objects.requireNonNull(random, "random");
            return this;
        }

        /**
         * The seeded random source: {@code random(RandomSource.seeded(seed))}. Every game built with
         * the same seed, parameters and commands is the same game.
         *
         * @param seed the seed of the game's random source
         * @return this builder
         */
        public Builder seed(long seed) {
            return random(RandomSource.seeded(seed));
        }

        /**
         * The reinforcement target {@code R}: after each turn, while fewer robots than this stand on
         * the field, one arrives on a free corner. It is also how many robots a generated start
         * position has.
         *
         * @param robots R: the robots the game keeps on the field
         * @return this builder
         * @throws IllegalArgumentException if it breaks a limit of {@link GameParameters} with the
         *     width, height and pits
         */
        public Builder robots(int robots) {
            this.parameters = GameParameters.of(parameters.width(), parameters.height(), robots, parameters.pits());
            return this;
        }

        /**
         * How many charges the player has: a number, 0 or more. Without this call (or after
         * {@link #unlimitedCharges()}) there is no limit.
         *
         * @param charges the charges a game starts with
         * @return this builder
         * @throws IllegalArgumentException if {@code charges} is negative
         */
        public Builder charges(int charges) {
            if (charges < 0) {
                throw new IllegalArgumentException(Expected.of("charges: " + charges,
                        ">= 0; unlimitedCharges() for no limit"));
            }
            this.charges = charges;
            return this;
        }

        /**
         * How many charges the player has: a count, 0 or more, or empty for no limit. The same as
         * {@link #charges(int)} with the count, or {@link #unlimitedCharges()} when empty: for a
         * caller that holds charges as {@link Game#chargesLeft()} says them.
         *
         * @param charges the charges a game starts with
         * @return this builder
         * @throws NullPointerException if {@code charges} is null
         * @throws IllegalArgumentException if the count is negative
         */
        public Builder charges(OptionalInt charges) {
            Objects.requireNonNull(charges, "charges");
            return charges.isPresent() ? charges(charges.getAsInt()) : unlimitedCharges();
        }

        /**
         * No limit on charges: the default.
         *
         * @return this builder
         */
        public Builder unlimitedCharges() {
            this.charges = LivePosition.UNLIMITED;
            return this;
        }

        /**
         * Which resolver moves the robots; {@link Resolver#sequential()} by default.
         *
         * @param resolver the resolver
         * @return this builder
         * @throws NullPointerException if {@code resolver} is null
         */
        public Builder resolver(Resolver resolver) {
            this.resolver = Objects.requireNonNull(resolver, "resolver");
            return this;
        }

        /**
         * Starts from this position instead of a generated one. Its width, height and pit count must
         * equal the parameters'; its robot count may differ (the parameters' {@code robots} stays the
         * reinforcement target). The player may stand on any cell but a robot's or a pit's: a
         * {@link Board} may show a game lost there, a game cannot start from one. (On the exit it
         * may stand: then a turn that stays there wins.)
         *
         * @param start the start position
         * @return this builder
         * @throws NullPointerException if {@code start} is null
         * @throws IllegalArgumentException if the board does not match the parameters, or its player
         *     stands on a robot or a pit
         */
        public Builder start(Board start) {
            Objects.requireNonNull(start, "start");
            StartBoard.check(parameters, start);
            this.start = start;
            return this;
        }

        /**
         * Builds the game, generating the start position unless one was given.
         *
         * @return the game, at turn 0
         * @throws InsufficientHeapException if the game would not fit in the heap this JVM has left
         * @throws IllegalStateException if no random source was given, or it answers outside its
         *     bound, or it is so far from uniform (a constant, a short cycle) that the start position
         *     cannot be drawn from it ({@link FieldGenerator#generate}): never a hang
         */
        public Game build() {
            if (random == null) {
                throw new IllegalStateException("random source not set: call random(...) or seed(...) first");
            }
            GameMemory.check(parameters);
            Board board = start != null ? start : FieldGenerator.generate(parameters, random);
            return new Game(this, board);
        }
    }

    /**
     * The heap a game of {@code parameters} needs, in bytes: 5 bits per cell (the pits, two planes
     * of robots, their lists and the collector's reserve), nothing per robot. A caller running
     * several games at once checks its heap against this before starting them
     * ({@link dev.robots.core.bot.Autopilot#memoryNeeded} for a player).
     *
     * @param parameters the game's size and counts
     * @return the heap the game needs, in bytes
     * @throws NullPointerException if {@code parameters} is null
     */
    public static long memoryNeeded(GameParameters parameters) {
        return GameMemory.needed(parameters);
    }

    /**
     * Plays one turn; see the class description for the order of events. The same as
     * {@code play(command, null)}, with the same exceptions.
     *
     * @param command the command
     * @return what the turn did: {@link TurnResult#CONTINUES}, the end
     *     ({@link TurnResult.Ended}), or a {@link TurnResult.Refused} when no turn passed
     */
    public TurnResult play(Command command) {
        return play(command, null);
    }

    /**
     * Plays one turn, then tells {@code events} (if not {@code null}) what happened, in order: the
     * turn is whole before the listener runs, and stays whole if it throws (the exception goes on
     * to the caller); see the class description. A command the game refuses (the game is over,
     * the move leaves the field, no charge is left) is a {@link TurnResult.Refused}: no turn passes.
     *
     * @param command the command
     * @param events told the turn's events after it, in order, or null for none
     * @return what the turn did, as {@link #play(Command)} says
     * @throws NullPointerException if {@code command} is null
     * @throws IllegalStateException if called from inside this game's own call on this thread (a
     *     listener of its turn, a visitor of {@link #forEachRobot}), if an earlier turn was cut
     *     short and no snapshot was restored since, if {@link Integer#MAX_VALUE} turns have been
     *     played, or if the random source answers outside the bound it was given
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    public TurnResult play(Command command, Consumer<? super Event> events) {
        Objects.requireNonNull(command, "command");
        guard.enter("play", position.turn());
        try {
            guard.checkNotInterrupted(position.turn());
            TurnResult refused = position.refusal(command);
            if (refused != null) {
                return refused;
            }
            if (position.turn() == Integer.MAX_VALUE) {
                // A game with no robots can be waited through for ever; the count must not wrap.
                throw new IllegalStateException(
                        "turn limit: " + position.turn() + " turns played (a game counts its turns in an int)");
            }
            // Events are gathered while the turn runs and told after it, so a listener sees (and
            // its exception leaves) a whole turn, never one half-played.
            List<Event> told = events == null ? null : new ArrayList<>();
            boolean finished = false;
            TurnResult result;
            try {
                result = position.playTurn(command, position.playerX() + command.dx(),
                        position.playerY() + command.dy(), told == null ? null : told::add);
                finished = true;
            } finally {
                guard.turnEnded(finished);
            }
            if (told != null) {
                guard.telling(true);
                try {
                    told.forEach(events);
                } finally {
                    guard.telling(false);
                }
            }
            return result;
        } finally {
            guard.leave();
        }
    }

    /**
     * Whether {@link #play} would play {@code command} now rather than refuse it: the game is not
     * over, the move stays on the field, and a charge ({@code K}) is fired only when one is left.
     * Exactly when this is {@code false}, {@code play(command)} returns a {@link TurnResult.Refused}
     * and changes nothing. Whether the command is a good one (onto a robot, into a pit) is not
     * asked: those are played, and lose. Allocates nothing; one of the unguarded one-number reads
     * (see the class description).
     *
     * @param command the command
     * @return whether {@link #play} would play {@code command} now rather than refuse it
     * @throws NullPointerException if {@code command} is null
     */
    public boolean isLegal(Command command) {
        Objects.requireNonNull(command, "command");
        return position.refusalKind(command) == null;
    }

    /**
     * The commands {@link #play} would play now, in the order of {@link Command#all()}: the
     * {@link #isLegal} ones of the 18, none once the game is over. An unguarded read, like
     * {@link #isLegal}.
     *
     * @return an immutable list, 1 to 18 commands while the game goes on ({@code W} is always
     *     legal then), empty once it is over
     */
    public List<Command> legalCommands() {
        return Legality.accepted(command -> position.refusalKind(command) == null);
    }

    /** Runs {@code read} under the guard, as {@link #board()} does: for the text renderer. */
    void read(String what, Runnable read) {
        boolean entered = guard.enterRead(what);
        try {
            read.run();
        } finally {
            if (entered) {
                guard.leave();
            }
        }
    }

    /**
     * Saves this moment of the game, to come back to with {@link #restore} as many times as wanted
     * (a snapshot is never used up): for undo, or to try moves and return. It copies the robots
     * (about one bit per cell, or 8 bytes per robot when they are few for the board), the player,
     * the turn count, the charges left and the outcome, and the random source's state when it is a
     * {@link RandomSource.Restorable} (the seeded one is): then a restore replays the same draws, so
     * the same commands after it give the same reinforcements. Any other random source is not saved:
     * after a restore its next draws are not replayed.
     *
     * @return the saved moment
     * @throws IllegalStateException if called from inside this game's own call on this thread (a
     *     listener of its turn, a visitor of {@link #forEachRobot}) or after a turn cut short
     * @throws InsufficientHeapException if the copy does not fit in the heap this JVM has left (a
     *     snapshot of a dense board of 2^32 cells takes 512 MiB in one piece)
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    public Snapshot snapshot() {
        guard.enter("snapshot", position.turn());
        try {
            guard.checkNotInterrupted(position.turn());
            return new Snapshot(this);
        } finally {
            guard.leave();
        }
    }

    /**
     * Returns this game to a moment saved by {@link #snapshot()}. Costs time in proportion to the
     * robots on the board now and then (a dense board is copied whole, which is faster there).
     * After a turn cut short by an exception this is the way to go on: the board is copied whole.
     *
     * @param snapshot a moment saved by snapshot() of this game
     * @throws NullPointerException if {@code snapshot} is null
     * @throws IllegalArgumentException if the snapshot was taken of another game
     * @throws IllegalStateException if called from inside this game's own call on this thread (a
     *     listener of its turn, a visitor of {@link #forEachRobot})
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    public void restore(Snapshot snapshot) {
        Objects.requireNonNull(snapshot, "snapshot");
        if (snapshot.game != this) {
            throw new IllegalArgumentException(
                    "snapshot of another game (a snapshot restores only the game it was taken of)");
        }
        guard.enter("restore", position.turn());
        try {
            restoreFrom(snapshot);
        } finally {
            guard.leave();
        }
    }

    private void restoreFrom(Snapshot snapshot) {
        position.restore(snapshot.saved, guard.restored());
    }

    /**
     * A saved moment of one {@link Game}; see {@link Game#snapshot()}. Immutable, and restores its
     * game as many times as wanted.
     */
    public static final class Snapshot {
        private final Game game;
        private final SavedPosition saved;

        private Snapshot(Game game) {
            this.game = game;
            this.saved = game.position.save();
        }

        /**
         * The turns played when the snapshot was taken.
         *
         * @return the turns played when the snapshot was taken
         */
        public int turn() {
            return saved.turn();
        }

        /**
         * The robots on the board when the snapshot was taken.
         *
         * @return the robots on the board when the snapshot was taken
         */
        public int robotCount() {
            return saved.robotCount();
        }

        /**
         * A line for a person, e.g. {@code Game.Snapshot[turn 12, 18 robots, player (25, 8)]}; its
         * form may change between versions.
         */
        @Override
        public String toString() {
            return "Game.Snapshot[turn " + saved.turn() + ", " + saved.robotCount() + " robots, player ("
                    + saved.playerX() + ", " + saved.playerY() + ")"
                    + (saved.outcome() == null ? "" : ", " + saved.outcome().line()) + "]";
        }
    }

    /**
     * An immutable copy of the current position (it copies the robots: a bit per cell).
     *
     * @return an immutable copy of the current position (it copies the robots: a bit per cell)
     * @throws InsufficientHeapException if the copy does not fit in the heap this JVM has left
     *     (512 MiB in one piece on a board of 2^32 cells)
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    public Board board() {
        boolean entered = guard.enterRead("board");
        try {
            return Board.adopt(position.field(), position.copyRobotBits(), position.playerX(), position.playerY());
        } finally {
            if (entered) {
                guard.leave();
            }
        }
    }

    /**
     * {@inheritDoc} A live game reads only the parts of the board that hold robots: O(robots).
     *
     * @throws NullPointerException if {@code visitor} is null
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    @Override
    public void forEachRobot(CellVisitor visitor) {
        Objects.requireNonNull(visitor, "visitor");
        boolean entered = guard.enterRead("forEachRobot");
        try {
            position.forEachRobot(visitor);
        } finally {
            if (entered) {
                guard.leave();
            }
        }
    }

    @Override
    public Field field() {
        return position.field();
    }

    @Override
    public boolean hasRobot(int x, int y) {
        Field field = position.field();
        Field.checkCell(field.width(), field.height(), x, y);
        return position.hasRobot((long) y * field.width() + x);
    }

    long[] robotBits() {
        return position.robotBits();
    }

    @Override
    public int robotCount() {
        return position.robotCount();
    }

    @Override
    public int playerX() {
        return position.playerX();
    }

    @Override
    public int playerY() {
        return position.playerY();
    }

    /**
     * The parameters the game was built with; {@code robots()} is the reinforcement target.
     *
     * @return the parameters the game was built with; {@code robots()} is the reinforcement target
     */
    public GameParameters parameters() {
        return position.parameters();
    }

    /**
     * Charges left, 0 or more; empty when the game has no limit on charges.
     *
     * @return the charges left, 0 or more; empty when the game has no limit on charges
     */
    public OptionalInt chargesLeft() {
        return position.charges();
    }

    /**
     * Turns played so far.
     *
     * @return the turns played so far
     */
    public int turn() {
        return position.turn();
    }

    /**
     * Whether the game has ended (won or lost); then {@link #play} refuses every command ({@code GAME_OVER}).
     *
     * @return whether the game has ended (won or lost); then {@link #play} refuses every command ({@code GAME_OVER})
     */
    public boolean isOver() {
        return position.outcome() != null;
    }

    /**
     * How the game ended, or empty while it runs.
     *
     * @return how the game ended, or empty while it runs
     */
    public Optional<TurnResult.Ended> outcome() {
        return Optional.ofNullable(position.outcome());
    }

    /**
     * The resolver that moves the robots.
     *
     * @return the resolver that moves the robots
     */
    public Resolver resolver() {
        return resolver;
    }

    /**
     * A line for a person, e.g. {@code Game[30x17, turn 12, 18 robots (R 20), 40 pits, player (25, 8),
     * charges 2 of 3]} (or {@code charges unlimited}, and the end line once over); its form may
     * change between versions.
     */
    @Override
    public String toString() {
        return position.toString();
    }
}
