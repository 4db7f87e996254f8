package dev.robots.core;

import dev.robots.core.guard.OneThreadGuard;
import dev.robots.core.memory.Heap;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * A game in progress: the turn loop of the rules. Each {@link #play} runs one turn, in this order:
 * <ol>
 *   <li>refuse the command, changing nothing, if the game is over, its move leaves the field or it
 *       asks for a charge when none is left ({@link TurnResult.Refused#kind()} tells which);</li>
 *   <li>charge: every robot on the 8 cells around the player is removed;</li>
 *   <li>the player moves; a robot there loses the game ({@code LOST BY HIT}), then a pit
 *       ({@code LOST BY FALL}), then the exit wins it;</li>
 *   <li>every robot steps toward the player at once ({@link Resolver}): robots that meet on a cell
 *       are destroyed, a robot that steps into a pit falls, and one arriving on the player loses
 *       the game ({@code LOST BY CAPTURE});</li>
 *   <li>if fewer robots remain than the target {@code R}, one new robot arrives on a free corner
 *       chosen with {@code random.nextInt(freeCorners)}.</li>
 * </ol>
 *
 * <p>The game never ends by itself on a turn count: it ends when the player reaches the exit or
 * is lost. A game with no robots left, or one the player walks back and forth in, runs for ever,
 * so a loop that plays it needs a cap of its own: {@link dev.robots.core.bot.Player#playOut} takes
 * one.
 *
 * <p>A game is for one thread at a time. {@link #play}, {@link #snapshot}, {@link #restore},
 * {@link #board}, {@link #forEachRobot} and {@link TextFormat#render(BoardView) rendering} take a
 * guard with one atomic operation: a call that overlaps another thread's call on the same game
 * throws {@link java.util.ConcurrentModificationException} naming both threads and changes
 * nothing, so an overlap never loses a turn or leaves the position torn. (A game may move from
 * thread to thread: what one call did is seen by the next call on any thread.) The one-number
 * queries ({@link #turn()}, {@link #robotCount()}, {@link #hasRobot}, ...) are not guarded: from
 * another thread during a turn they may see the turn half done.
 *
 * <p>Its state is private; {@link #board()} gives an immutable copy. A turn played without a
 * listener allocates nothing once the game runs: a turn the game survives returns
 * {@link TurnResult#CONTINUES}.
 *
 * <p>A listener is told of events while the turn is under way: it may read the game, but the
 * position it sees is the turn's work in progress (during the robots' step some robots are not
 * on the board at all; the events carry the cells), and it may not {@link #play},
 * {@link #snapshot} or {@link #restore} (those throw {@link IllegalStateException}, on the same
 * thread; on another thread, the guard's exception). A turn cut
 * short by an exception (from the listener, or from the random source) leaves the position
 * half-moved: the game then refuses to play or to be saved until a {@link #restore}.
 */
public final class Game implements BoardView {
    /** The charges of a game with no limit, inside the engine only: the API says it with {@link OptionalInt}. */
    private static final int UNLIMITED = -1;

    private final GameParameters parameters;
    private final Field field;
    private final Robots robots;
    private final long[] corners;
    private final long[] freeCorners;
    private final RandomSource random;
    private final Resolver resolver;
    private final int chargeLimit;
    private int chargesLeft;
    private int playerX;
    private int playerY;
    private int turn;
    private TurnResult.Ended outcome;
    /** One thread at a time; the holder's own listener may read, not play (see {@link #play}). */
    private final OneThreadGuard guard = new OneThreadGuard("game");
    /** A turn is under way: set while {@link #play} changes the state (listeners run inside). */
    private boolean playing;
    /** A turn was cut short by an exception: the position is half-moved until a restore. */
    private boolean interrupted;

    private Game(Builder b, Board start) {
        this.parameters = b.parameters;
        this.field = start.field();
        this.random = b.random;
        this.resolver = b.resolver;
        this.chargeLimit = b.charges;
        this.chargesLeft = b.charges;
        this.corners = field.cornerCells();
        this.freeCorners = new long[corners.length];
        // A generated start is this game's alone: its plane becomes the game's, not copied.
        this.robots = b.start == null ? Robots.adopting(field.width(), field.height(), start.robotBits())
                : new Robots(field.width(), field.height(), start.robotBits());
        this.playerX = start.playerX();
        this.playerY = start.playerY();
    }

    /**
     * Starts configuring a game with these parameters: a start position drawn from the random
     * source, unless {@link Builder#start(Board)} gives one.
     *
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
        private int charges = UNLIMITED;
        private Board start;

        private Builder(GameParameters parameters) {
            this.parameters = Objects.requireNonNull(parameters, "parameters");
        }

        /** Where every random choice comes from (required): the start position and reinforcements. */
        public Builder random(RandomSource random) {
            this.random = Objects.requireNonNull(random, "random");
            return this;
        }

        /**
         * The seeded random source: {@code random(RandomSource.seeded(seed))}. Every game built with
         * the same seed, parameters and commands is the same game.
         */
        public Builder seed(long seed) {
            return random(RandomSource.seeded(seed));
        }

        /**
         * The reinforcement target {@code R}: after each turn, while fewer robots than this stand on
         * the field, one arrives on a free corner. It is also how many robots a generated start
         * position has.
         *
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
         * @throws IllegalArgumentException if {@code charges} is negative
         */
        public Builder charges(int charges) {
            if (charges < 0) {
                throw new IllegalArgumentException("charges: " + charges
                        + " (expected: >= 0; unlimitedCharges() for no limit)");
            }
            this.charges = charges;
            return this;
        }

        /** No limit on charges: the default. */
        public Builder unlimitedCharges() {
            this.charges = UNLIMITED;
            return this;
        }

        /** Which resolver moves the robots; {@link Resolver#sequential()} by default. */
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
         * @throws NullPointerException if {@code start} is null
         * @throws IllegalArgumentException if the board does not match the parameters, or its player
         *     stands on a robot or a pit
         */
        public Builder start(Board start) {
            Objects.requireNonNull(start, "start");
            Field f = start.field();
            if (f.width() != parameters.width() || f.height() != parameters.height()) {
                throw new IllegalArgumentException("start board: " + f.width() + " x " + f.height()
                        + " (expected: " + parameters.width() + " x " + parameters.height() + " as the parameters)");
            }
            if (f.pitCount() != parameters.pits()) {
                throw new IllegalArgumentException("start board pits: " + f.pitCount()
                        + " (expected: " + parameters.pits() + " as the parameters)");
            }
            int x = start.playerX();
            int y = start.playerY();
            String under = start.hasRobot(x, y) ? "a robot" : f.isPit(x, y) ? "a pit" : null;
            if (under != null) {
                // The rules end the game there; a live game in that position would let the player
                // walk out of the pit, or leave the robot it stands on behind.
                throw new IllegalArgumentException("start board: the player is on " + under + " at (" + x + ", " + y
                        + ") (expected: a position the game goes on from)");
            }
            this.start = start;
            return this;
        }

        /**
         * Builds the game, generating the start position unless one was given.
         *
         * @throws InsufficientHeapException if the game would not fit in the heap this JVM has left
         * @throws IllegalStateException if no random source was given
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
     * @throws NullPointerException if {@code parameters} is null
     */
    public static long memoryNeeded(GameParameters parameters) {
        return GameMemory.needed(parameters);
    }

    /**
     * Plays one turn; see the class description for the order of events. The same as
     * {@code play(command, null)}, with the same exceptions.
     */
    public TurnResult play(Command command) {
        return play(command, null);
    }

    /**
     * Plays one turn, telling {@code events} (if not {@code null}) what happens in order. If the
     * listener (or the random source) throws, the exception goes on to the caller and the turn is
     * left half-played: see the class description. A command the game refuses (the game is over,
     * the move leaves the field, no charge is left) is a {@link TurnResult.Refused}: no turn passes.
     *
     * @throws IllegalStateException if called from a listener of this game's turn, if an earlier
     *     turn was cut short and no snapshot was restored since, if {@link Integer#MAX_VALUE} turns
     *     have been played, or if the random source answers outside the bound it was given
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    public TurnResult play(Command command, Consumer<? super Event> events) {
        Objects.requireNonNull(command, "command");
        enter("play");
        try {
            checkNotInterrupted();
            TurnResult refused = refusal(command);
            if (refused != null) {
                return refused;
            }
            if (turn == Integer.MAX_VALUE) {
                // A game with no robots can be waited through for ever; the count must not wrap.
                throw new IllegalStateException(
                        "turn limit: " + turn + " turns played (a game counts its turns in an int)");
            }
            playing = true;
            boolean finished = false;
            try {
                TurnResult result = playTurn(command, playerX + command.dx(), playerY + command.dy(), events);
                finished = true;
                return result;
            } finally {
                playing = false;
                interrupted = !finished;
            }
        } finally {
            guard.leave();
        }
    }

    /** Why {@code command} is refused now, or {@code null} when it is played. */
    private TurnResult refusal(Command command) {
        if (outcome != null) {
            return new TurnResult.Refused(TurnResult.Refused.Kind.GAME_OVER, "game is over: " + outcome.line());
        }
        int width = field.width();
        int height = field.height();
        int x = playerX + command.dx();
        int y = playerY + command.dy();
        if (x < 0 || x >= width || y < 0 || y >= height) {
            return new TurnResult.Refused(TurnResult.Refused.Kind.LEAVES_FIELD, offFieldReason(command, width, height));
        }
        if (command.charge() && chargesLeft == 0) {
            return new TurnResult.Refused(TurnResult.Refused.Kind.NO_CHARGES_LEFT,
                    "no charges left (" + chargeLimit + " per game)");
        }
        return null;
    }

    /**
     * Takes the guard for {@code what}, which changes the game: refused on another thread, and on
     * this one from inside this game's own call (a listener of its turn).
     */
    private void enter(String what) {
        if (!guard.enter(what)) {
            throw new IllegalStateException(what + " called during turn " + turn + (playing
                    ? ": a listener may read the game, not play, snapshot or restore it"
                    : " from inside this game's own call: a visitor may read the game, not change it"));
        }
    }

    /** Takes the guard for a read: {@code false} when this thread holds it already (a listener reads). */
    private boolean enterRead(String what) {
        return guard.enter(what);
    }

    /** Runs {@code read} under the guard, as {@link #board()} does: for the text renderer. */
    void read(String what, Runnable read) {
        boolean entered = enterRead(what);
        try {
            read.run();
        } finally {
            if (entered) {
                guard.leave();
            }
        }
    }

    /** Refuses to go on after a turn cut short. */
    private void checkNotInterrupted() {
        if (interrupted) {
            throw new IllegalStateException("turn " + turn + " was cut short by an exception (from a listener or the"
                    + " random source) and left the position half-moved: restore a snapshot to go on");
        }
    }

    /** The turn after the refusals: charge, move, the player's outcome, the robots, reinforcement. */
    private TurnResult playTurn(Command command, int x, int y, Consumer<? super Event> events) {
        int width = field.width();
        turn++;
        if (command.charge()) {
            fireCharge(events);
        }
        if (events != null) {
            events.accept(new Event.PlayerMoved(playerX, playerY, x, y));
        }
        playerX = x;
        playerY = y;
        long cell = (long) y * width + x;
        if (robots.at(cell)) {
            return end(new TurnResult.Lost(LossReason.HIT, turn));
        }
        if (field.isPitCell(cell)) {
            return end(new TurnResult.Lost(LossReason.FALL, turn));
        }
        if (cell == field.exitCell()) {
            return end(new TurnResult.Won(turn));
        }
        if (resolver.step(field, robots, x, y, events)) {
            return end(new TurnResult.Lost(LossReason.CAPTURE, turn));
        }
        if (robots.count < parameters.robots()) {
            reinforce(cell, events);
        }
        return TurnResult.CONTINUES;
    }

    private String offFieldReason(Command command, int width, int height) {
        StringBuilder why = new StringBuilder(command.text()).append(" leaves the field: the player is ");
        if (playerY + command.dy() < 0 || playerY + command.dy() >= height) {
            why.append(command.dy() < 0 ? "on the top row" : "on the bottom row");
        } else {
            why.append(command.dx() < 0 ? "in the leftmost column" : "in the rightmost column");
        }
        return why.toString();
    }

    private TurnResult end(TurnResult.Ended ended) {
        outcome = ended;
        return ended;
    }

    private void fireCharge(Consumer<? super Event> events) {
        if (chargesLeft > 0) {
            chargesLeft--;
        }
        if (events != null) {
            events.accept(new Event.ChargeFired(playerX, playerY, chargesLeft()));
        }
        // The 8 cells around the player, in increasing cell order; the player's own cell never
        // holds a robot while the game runs.
        int width = field.width();
        int height = field.height();
        for (int y = Math.max(0, playerY - 1); y <= Math.min(height - 1, playerY + 1); y++) {
            for (int x = Math.max(0, playerX - 1); x <= Math.min(width - 1, playerX + 1); x++) {
                long cell = (long) y * width + x;
                if ((x != playerX || y != playerY) && robots.at(cell)) {
                    robots.remove(cell);
                    if (events != null) {
                        events.accept(new Event.ChargeKilled(x, y));
                    }
                }
            }
        }
    }

    private void reinforce(long playerCell, Consumer<? super Event> events) {
        long exit = field.exitCell();
        int free = 0;
        long[] candidates = freeCorners;
        for (long corner : corners) {
            if (corner != playerCell && corner != exit && !robots.at(corner) && !field.isPitCell(corner)) {
                candidates[free++] = corner;
            }
        }
        if (free == 0) {
            return;
        }
        long corner = candidates[FieldGenerator.draw(random, free)];
        int width = field.width();
        robots.add(corner);
        if (events != null) {
            events.accept(new Event.Reinforced((int) (corner % width), (int) (corner / width)));
        }
    }

    /**
     * Saves this moment of the game, to come back to with {@link #restore} as many times as wanted
     * (a snapshot is never used up): for undo, or to try moves and return. It copies the robots (about one bit per cell, or 8 bytes per robot when
     * they are few for the board), the player, the turn count, the charges left and the outcome,
     * and the random source's state when it is a {@link RandomSource.Restorable} (the seeded one
     * is): then a restore replays the same draws, so the same commands after it give the same
     * reinforcements. Any other random source is not saved: after a restore its next draws are not
     * replayed.
     *
     * @throws IllegalStateException if called from a listener of this game's turn or after a turn
     *     cut short
     * @throws InsufficientHeapException if the copy does not fit in the heap this JVM has left (a
     *     snapshot of a dense board of 2^32 cells takes 512 MiB in one piece)
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    public Snapshot snapshot() {
        enter("snapshot");
        try {
            checkNotInterrupted();
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
     * @throws IllegalArgumentException if the snapshot was taken of another game
     * @throws IllegalStateException if called from a listener of this game's turn
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    public void restore(Snapshot snapshot) {
        Objects.requireNonNull(snapshot, "snapshot");
        if (snapshot.game != this) {
            throw new IllegalArgumentException(
                    "snapshot of another game (a snapshot restores only the game it was taken of)");
        }
        enter("restore");
        try {
            restoreFrom(snapshot);
        } finally {
            guard.leave();
        }
    }

    private void restoreFrom(Snapshot snapshot) {
        boolean wasInterrupted = interrupted;
        interrupted = false;
        if (snapshot.cells != null) {
            robots.restoreList(snapshot.cells);
        } else if (wasInterrupted) {
            robots.restoreWhole(snapshot.bits, snapshot.summary, snapshot.robotCount);
        } else {
            robots.restore(snapshot.bits, snapshot.summary, snapshot.robotCount);
        }
        playerX = snapshot.playerX;
        playerY = snapshot.playerY;
        turn = snapshot.turn;
        chargesLeft = snapshot.chargesLeft;
        outcome = snapshot.outcome;
        if (random instanceof RandomSource.Restorable restorable) {
            restorable.restoreState(snapshot.randomState);
        }
    }

    /**
     * A saved moment of one {@link Game}; see {@link Game#snapshot()}. Immutable, and restores its
     * game as many times as wanted.
     */
    public static final class Snapshot {
        private final Game game;
        /** The planes and their summary, or null when the robots were saved as a list. */
        private final long[] bits;
        private final long[] summary;
        /** The robots' cells when saved as a list (few robots: 8 bytes each), else null. */
        private final long[] cells;
        private final int robotCount;
        private final int playerX;
        private final int playerY;
        private final int turn;
        private final int chargesLeft;
        private final TurnResult.Ended outcome;
        /** The random source's state, if it is {@link RandomSource.Restorable} (else 0, unused). */
        private final long randomState;

        private Snapshot(Game game) {
            this.game = game;
            Robots robots = game.robots;
            if (robots.listed) {
                this.cells = robots.copyList();
                this.bits = null;
                this.summary = null;
            } else {
                this.cells = null;
                this.bits = Heap.longs(robots.bits.length, "snapshot of a " + game.field.width() + " x "
                        + game.field.height() + " board");
                this.summary = new long[robots.summary.length];
                robots.saveTo(bits, summary);
            }
            this.robotCount = robots.count;
            this.playerX = game.playerX;
            this.playerY = game.playerY;
            this.turn = game.turn;
            this.chargesLeft = game.chargesLeft;
            this.outcome = game.outcome;
            this.randomState = game.random instanceof RandomSource.Restorable restorable ? restorable.state() : 0;
        }

        /** The turns played when the snapshot was taken. */
        public int turn() {
            return turn;
        }

        /** The robots on the board when the snapshot was taken. */
        public int robotCount() {
            return robotCount;
        }

        /**
         * A line for a person, e.g. {@code Game.Snapshot[turn 12, 18 robots, player (25, 8)]}; its
         * form may change between versions.
         */
        @Override
        public String toString() {
            return "Game.Snapshot[turn " + turn + ", " + robotCount + " robots, player (" + playerX + ", " + playerY
                    + ")" + (outcome == null ? "" : ", " + outcome.line()) + "]";
        }
    }

    /**
     * An immutable copy of the current position (it copies the robots: a bit per cell).
     *
     * @throws InsufficientHeapException if the copy does not fit in the heap this JVM has left
     *     (512 MiB in one piece on a board of 2^32 cells)
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    public Board board() {
        boolean entered = enterRead("board");
        try {
            long[] copy = Heap.longs(robots.words, "board of a " + field.width() + " x " + field.height() + " game");
            robots.copyBitsInto(copy);
            return Board.adopt(field, copy, playerX, playerY);
        } finally {
            if (entered) {
                guard.leave();
            }
        }
    }

    /**
     * {@inheritDoc} A live game reads only the parts of the board that hold robots: O(robots).
     *
     * @throws java.util.ConcurrentModificationException if another thread is using this game
     */
    @Override
    public void forEachRobot(CellVisitor visitor) {
        Objects.requireNonNull(visitor, "visitor");
        boolean entered = enterRead("forEachRobot");
        try {
            robots.forEach(visitor);
        } finally {
            if (entered) {
                guard.leave();
            }
        }
    }

    @Override
    public Field field() {
        return field;
    }

    @Override
    public boolean hasRobot(int x, int y) {
        Field.checkCell(field.width(), field.height(), x, y);
        return robots.at((long) y * field.width() + x);
    }

    long[] robotBits() {
        return robots.planeBits();
    }

    @Override
    public int robotCount() {
        return robots.count;
    }

    @Override
    public int playerX() {
        return playerX;
    }

    @Override
    public int playerY() {
        return playerY;
    }

    /** The parameters the game was built with; {@code robots()} is the reinforcement target. */
    public GameParameters parameters() {
        return parameters;
    }

    /** Charges left, 0 or more; empty when the game has no limit on charges. */
    public OptionalInt chargesLeft() {
        return chargesLeft == UNLIMITED ? OptionalInt.empty() : OptionalInt.of(chargesLeft);
    }

    /** Turns played so far. */
    public int turn() {
        return turn;
    }

    /** Whether the game has ended (won or lost); then {@link #play} throws. */
    public boolean isOver() {
        return outcome != null;
    }

    /** How the game ended, or empty while it runs. */
    public Optional<TurnResult.Ended> outcome() {
        return Optional.ofNullable(outcome);
    }

    /** The resolver that moves the robots. */
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
        return "Game[" + field.width() + "x" + field.height() + ", turn " + turn + ", " + robots.count + " robots (R "
                + parameters.robots() + "), " + field.pitCount() + " pits, player (" + playerX + ", " + playerY
                + "), charges " + (chargeLimit == UNLIMITED ? "unlimited" : chargesLeft + " of " + chargeLimit)
                + (outcome == null ? "" : ", " + outcome.line()) + "]";
    }
}
