package dev.robots.core;

import dev.robots.core.memory.Heap;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A game in progress: the turn loop of the rules. Each {@link #play} runs one turn, in this order:
 * <ol>
 *   <li>refuse the command, changing nothing, if its move leaves the field or it asks for a charge
 *       when none is left;</li>
 *   <li>charge: every robot on the 8 cells around the player is removed;</li>
 *   <li>the player moves; a robot there loses the game ({@code LOST BY HIT}), then a pit
 *       ({@code LOST BY FALL}), then the exit wins it;</li>
 *   <li>every robot steps toward the player at once ({@link Resolver}); one arriving on the player
 *       loses the game ({@code LOST BY CAPTURE});</li>
 *   <li>if fewer robots remain than the target {@code R}, one new robot arrives on a free corner
 *       chosen with {@code random.nextInt(freeCorners)}.</li>
 * </ol>
 *
 * <p>A game is not thread-safe. Its state is private; {@link #board()} gives an immutable copy.
 * A turn played without a listener allocates nothing once the game runs: a turn the game
 * survives returns {@link TurnResult#CONTINUES}.
 *
 * <p>A listener is told of events while the turn is under way: it may read the game, but the
 * position it sees is the turn's work in progress (during the robots' step some robots are not
 * on the board at all; the events carry the cells), and it may not {@link #play},
 * {@link #snapshot} or {@link #restore} (those throw {@link IllegalStateException}). A turn cut
 * short by an exception (from the listener, or from the random source) leaves the position
 * half-moved: the game then refuses to play or to be saved until a {@link #restore}.
 */
public final class Game implements BoardView {
    /** The charge limit that means "no limit". */
    public static final int UNLIMITED = -1;

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
     * Starts configuring a game with these parameters.
     *
     * @throws NullPointerException if {@code parameters} is null
     */
    public static Builder builder(GameParameters parameters) {
        return new Builder(parameters);
    }

    /**
     * A new random game with unlimited charges: {@code builder(parameters).random(random).build()},
     * with the same exceptions.
     */
    public static Game start(GameParameters parameters, RandomSource random) {
        return builder(parameters).random(random).build();
    }

    /**
     * Configures a {@link Game}. Not thread-safe. {@link #build()} may be called again: each game
     * it builds has its own position (starting from the start board, or drawn afresh), but they
     * all draw from the one random source given, so give each game its own source when they must
     * be reproducible or played on different threads.
     */
    public static final class Builder {
        private final GameParameters parameters;
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
         * How many charges the player has; {@link #UNLIMITED} (the default) for no limit.
         *
         * @throws IllegalArgumentException if {@code charges} is below {@link #UNLIMITED}
         */
        public Builder charges(int charges) {
            if (charges < UNLIMITED) {
                throw new IllegalArgumentException("charges: " + charges + " (expected: >= 0, or -1 for unlimited)");
            }
            this.charges = charges;
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
         * @throws IllegalArgumentException if the board would not fit in the memory this JVM has left
         * @throws IllegalStateException if no random source was given
         */
        public Game build() {
            if (random == null) {
                throw new IllegalStateException("random source not set: call random(...) first");
            }
            checkMemory(parameters);
            Board board = start != null ? start : FieldGenerator.generate(parameters, random);
            return new Game(this, board);
        }
    }

    /**
     * Refuses, before allocating, a game that would not fit in the heap: 5 bits per cell, nothing
     * per robot (robots are bits). The generator makes 2 bit sets (pits and robots); the game keeps
     * the pits and takes the generated robots as its current plane, adds a second plane and the
     * robot lists (a quarter bit per cell each): 3.5 bits. The rest covers the collector's reserve
     * and whole heap regions for such large arrays, which must each be in one piece (measured with
     * a generated game, 5 turns and a snapshot: 2^30 cells run in -Xmx660m, 2^32 in -Xmx2600m).
     */
    static void checkMemory(GameParameters p) {
        Heap.checkBoard(p.width(), p.height(), BITS_PER_CELL);
    }

    /** The heap a game takes per cell, in bits (see checkMemory). */
    private static final int BITS_PER_CELL = 5;

    /** Why a game of {@code p} does not fit in {@code free} bytes of heap, or {@code null} if it does. */
    static String memoryProblem(GameParameters p, long free) {
        return Heap.boardProblem(p.width(), p.height(), BITS_PER_CELL, free);
    }

    /**
     * The heap a game of {@code p} needs, in bytes: 5 bits per cell, nothing per robot (see the
     * reasons in the comment on {@code checkMemory}). A caller running several games at once checks
     * its heap against this before starting them ({@code Autopilot.memoryNeeded} for a player).
     */
    public static long memoryNeeded(GameParameters p) {
        return Heap.needed(p.width(), p.height(), BITS_PER_CELL);
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
     * left half-played: see the class description.
     *
     * @throws IllegalStateException if the game is already over, if called from a listener of
     *     this game's turn, if an earlier turn was cut short and no snapshot was restored since,
     *     if {@link Integer#MAX_VALUE} turns have been played, or if the random source answers
     *     outside the bound it was given
     */
    public TurnResult play(Command command, Consumer<? super Event> events) {
        Objects.requireNonNull(command, "command");
        checkSettled("play");
        if (outcome != null) {
            throw new IllegalStateException("game is over: " + outcome.line());
        }
        int width = field.width();
        int height = field.height();
        int x = playerX + command.dx();
        int y = playerY + command.dy();
        if (x < 0 || x >= width || y < 0 || y >= height) {
            return new TurnResult.Refused(offFieldReason(command, width, height));
        }
        if (command.charge() && chargesLeft == 0) {
            return new TurnResult.Refused("no charges left (" + chargeLimit + " per game)");
        }
        if (turn == Integer.MAX_VALUE) {
            // A game with no robots can be waited through for ever; the count must not wrap.
            throw new IllegalStateException(
                    "turn limit: " + turn + " turns played (a game counts its turns in an int)");
        }
        playing = true;
        boolean finished = false;
        try {
            TurnResult result = playTurn(command, x, y, events);
            finished = true;
            return result;
        } finally {
            playing = false;
            interrupted = !finished;
        }
    }

    /** Refuses {@code what} from inside a turn: from a listener. */
    private void checkNotInTurn(String what) {
        if (playing) {
            throw new IllegalStateException(what + " called during turn " + turn
                    + ": a listener may read the game, not play, snapshot or restore it");
        }
    }

    /** Refuses {@code what} from inside a turn (a listener) or after a turn cut short. */
    private void checkSettled(String what) {
        checkNotInTurn(what);
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
            events.accept(new Event.ChargeFired(playerX, playerY, chargesLeft));
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
     * Saves this moment of the game, to come back to with {@link #restore}: for undo, or to try
     * moves and return. It copies the robots (about one bit per cell, or 8 bytes per robot when
     * they are few for the board), the player, the turn count, the charges left and the outcome,
     * and the random source's state when it is a {@link RandomSource.Restorable} (the seeded one
     * is): then a restore replays the same draws, so the same commands after it give the same
     * reinforcements. Any other random source is not saved: after a restore its next draws are not
     * replayed.
     *
     * @throws IllegalStateException if called from a listener of this game's turn or after a turn
     *     cut short, or if the copy does not fit in the heap this JVM has left (a snapshot of a
     *     dense board of 2^32 cells takes 512 MiB in one piece)
     */
    public Snapshot snapshot() {
        checkSettled("snapshot");
        return new Snapshot(this);
    }

    /**
     * Returns this game to a moment saved by {@link #snapshot()}. Costs time in proportion to the
     * robots on the board now and then (a dense board is copied whole, which is faster there).
     * After a turn cut short by an exception this is the way to go on: the board is copied whole.
     *
     * @throws IllegalArgumentException if the snapshot was taken of another game
     * @throws IllegalStateException if called from a listener of this game's turn
     */
    public void restore(Snapshot snapshot) {
        Objects.requireNonNull(snapshot, "snapshot");
        if (snapshot.game != this) {
            throw new IllegalArgumentException(
                    "snapshot of another game (a snapshot restores only the game it was taken of)");
        }
        checkNotInTurn("restore");
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

    /** A saved moment of one {@link Game}; see {@link Game#snapshot()}. Immutable. */
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
    }

    /**
     * An immutable copy of the current position (it copies the robots: a bit per cell).
     *
     * @throws IllegalStateException if the copy does not fit in the heap this JVM has left (512 MiB
     *     in one piece on a board of 2^32 cells)
     */
    public Board board() {
        long[] copy = Heap.longs(robots.words, "board of a " + field.width() + " x " + field.height() + " game");
        robots.copyBitsInto(copy);
        return Board.adopt(field, copy, playerX, playerY);
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

    /** Charges left, or {@link #UNLIMITED}. */
    public int chargesLeft() {
        return chargesLeft;
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
}
