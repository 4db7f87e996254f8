package dev.robots.core.engine;

import dev.robots.core.CellVisitor;
import dev.robots.core.Command;
import dev.robots.core.Event;
import dev.robots.core.Field;
import dev.robots.core.GameParameters;
import dev.robots.core.LossReason;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import dev.robots.core.memory.Heap;
import java.util.OptionalInt;
import java.util.function.Consumer;

/**
 * The live position of one {@code Game} and the rules that change it: the robots, the player, the
 * turn count, the charges left and the outcome; one turn of the rules ({@link #refusal}, then
 * {@link #playTurn}), and the copy a snapshot saves and a restore puts back ({@link SavedPosition}).
 * {@code Game} holds one, guards it (one thread at a time, no turn from a listener, nothing after a
 * turn cut short) and is the only one that touches it; this class checks none of that.
 */
public final class LivePosition {
    /** The charges of a game with no limit, inside the engine only: the API says it with {@link OptionalInt}. */
    public static final int UNLIMITED = -1;

    private final GameParameters parameters;
    private final Field field;
    /** The field's pits as the walks read them. */
    private final FieldBits bits;
    private final Robots robots;
    private final long[] corners;
    private final long[] freeCorners;
    private final RandomSource random;
    private final RobotStep resolver;
    /** Charges per game, or {@link #UNLIMITED}. */
    private final int chargeLimit;
    private int chargesLeft;
    private int playerX;
    private int playerY;
    private int turn;
    private TurnResult.Ended outcome;

    /**
     * The position of a start on {@code field} ({@code bits} its pits) with the robots of
     * {@code startRobots} and the player on {@code (playerX, playerY)}; with {@code adopt} (a
     * generated start, this game's alone) the robots' plane becomes the game's, not copied.
     */
    public LivePosition(GameParameters parameters, Field field, FieldBits bits, long[] startRobots, int playerX,
            int playerY, boolean adopt, RandomSource random, RobotStep resolver, int charges) {
        this.parameters = parameters;
        this.field = field;
        this.bits = bits;
        this.random = random;
        this.resolver = resolver;
        this.chargeLimit = charges;
        this.chargesLeft = charges;
        this.corners = bits.cornerCells();
        this.freeCorners = new long[corners.length];
        this.robots = adopt ? Robots.adopting(field.width(), field.height(), startRobots)
                : new Robots(field.width(), field.height(), startRobots);
        this.playerX = playerX;
        this.playerY = playerY;
    }

    /** The parameters the game was built with. */
    public GameParameters parameters() {
        return parameters;
    }

    /** The fixed field. */
    public Field field() {
        return field;
    }

    /** The step that moves the robots. */
    public RobotStep resolver() {
        return resolver;
    }

    /** Turns played so far. */
    public int turn() {
        return turn;
    }

    /** The player's column. */
    public int playerX() {
        return playerX;
    }

    /** The player's row. */
    public int playerY() {
        return playerY;
    }

    /** How the game ended, or null while it runs. */
    public TurnResult.Ended outcome() {
        return outcome;
    }

    /** The robots on the board. */
    public int robotCount() {
        return robots.count;
    }

    /** Whether a robot stands on {@code cell}. */
    public boolean hasRobot(long cell) {
        return robots.at(cell);
    }

    /** Tells {@code visitor} where each robot is, in increasing cell order: O(robots). */
    public void forEachRobot(CellVisitor visitor) {
        robots.forEach(visitor);
    }

    /** The robots as a plane of bits, converting a list to the planes first (for the text renderer). */
    public long[] robotBits() {
        return robots.planeBits();
    }

    /** Charges left, 0 or more; empty when the game has no limit on charges. */
    public OptionalInt charges() {
        return chargesLeft == UNLIMITED ? OptionalInt.empty() : OptionalInt.of(chargesLeft);
    }

    /** Why {@code command} is refused now, or {@code null} when it is played; allocates nothing. */
    public TurnResult.Refused.Kind refusalKind(Command command) {
        if (outcome != null) {
            return TurnResult.Refused.Kind.GAME_OVER;
        }
        return Legality.refusal(field.width(), field.height(), playerX, playerY, command, chargesLeft);
    }

    /** Why {@code command} is refused now, with its message, or {@code null} when it is played. */
    public TurnResult refusal(Command command) {
        TurnResult.Refused.Kind kind = refusalKind(command);
        if (kind == null) {
            return null;
        }
        return new TurnResult.Refused(kind, switch (kind) {
            case GAME_OVER -> "game is over: " + outcome.line();
            case LEAVES_FIELD -> Legality.leavesField(command, playerX, playerY, field.height());
            case NO_CHARGES_LEFT -> "no charges left (" + chargeLimit + " per game)";
        });
    }

    /** The turn after the refusals: charge, move, the player's outcome, the robots, reinforcement. */
    public TurnResult playTurn(Command command, int x, int y, Consumer<? super Event> events) {
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
            return end(new TurnResult.Lost(LossReason.HIT, turn), events);
        }
        if (bits.isPitCell(cell)) {
            return end(new TurnResult.Lost(LossReason.FALL, turn), events);
        }
        if (cell == bits.exitCell()) {
            return end(new TurnResult.Won(turn), events);
        }
        if (events != null) {
            tellRobotMoves(x, y, events);
        }
        if (resolver.step(bits, robots, x, y, events)) {
            return end(new TurnResult.Lost(LossReason.CAPTURE, turn), events);
        }
        if (robots.count < parameters.robots()) {
            reinforce(cell, events);
        }
        return TurnResult.CONTINUES;
    }

    private TurnResult end(TurnResult.Ended ended, Consumer<? super Event> events) {
        outcome = ended;
        if (events != null) {
            events.accept(new Event.GameEnded(ended, playerX, playerY));
        }
        return ended;
    }

    /**
     * Tells {@code events} where every robot steps toward the player on {@code (px, py)}, in
     * increasing order of the cells they stand on, before the step itself: the rule of docs/rules.md,
     * "A turn", step 4, for a listener only (a turn without one never comes here).
     */
    private void tellRobotMoves(int px, int py, Consumer<? super Event> events) {
        robots.forEach((x, y) -> events.accept(
                new Event.RobotMoved(x, y, x + Integer.signum(px - x), y + Integer.signum(py - y))));
    }

    private void fireCharge(Consumer<? super Event> events) {
        if (chargesLeft > 0) {
            chargesLeft--;
        }
        if (events != null) {
            events.accept(new Event.ChargeFired(playerX, playerY, charges()));
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
        long exit = bits.exitCell();
        int free = 0;
        long[] candidates = freeCorners;
        for (long corner : corners) {
            if (corner != playerCell && corner != exit && !robots.at(corner) && !bits.isPitCell(corner)) {
                candidates[free++] = corner;
            }
        }
        if (free == 0) {
            return;
        }
        long corner = candidates[Draws.draw(random, free)];
        int width = field.width();
        robots.add(corner);
        if (events != null) {
            events.accept(new Event.Reinforced((int) (corner % width), (int) (corner / width)));
        }
    }


    /** A copy of the position as it is now, for a {@code Game.Snapshot}. */
    public SavedPosition save() {
        long randomState = random instanceof RandomSource.Restorable restorable ? restorable.state() : 0;
        if (robots.listed) {
            return new SavedPosition(null, null, robots.copyList(), robots.count, playerX, playerY, turn, chargesLeft,
                    outcome, randomState);
        }
        long[] bits = Heap.longs(robots.planes.bits.length, "snapshot of a " + field.width() + " x " + field.height()
                + " board");
        long[] summary = new long[robots.planes.summary.length];
        robots.planes.saveTo(bits, summary);
        return new SavedPosition(bits, summary, null, robots.count, playerX, playerY, turn, chargesLeft, outcome,
                randomState);
    }

    /**
     * Puts a saved position back; {@code whole}: copy a saved plane of robots whole, as after a turn cut
     * short (a plane half-moved cannot be restored by its changes).
     */
    public void restore(SavedPosition saved, boolean whole) {
        if (saved.cells != null) {
            robots.restoreList(saved.cells);
        } else if (whole) {
            robots.restoreWhole(saved.bits, saved.summary, saved.robotCount);
        } else {
            robots.restore(saved.bits, saved.summary, saved.robotCount);
        }
        playerX = saved.playerX;
        playerY = saved.playerY;
        turn = saved.turn;
        chargesLeft = saved.chargesLeft;
        outcome = saved.outcome;
        if (random instanceof RandomSource.Restorable restorable) {
            restorable.restoreState(saved.randomState);
        }
    }

    /** A copy of the robots as a plane of bits the caller owns (a bit per cell), for an immutable board. */
    public long[] copyRobotBits() {
        long[] copy = Heap.longs(robots.words, "board of a " + field.width() + " x " + field.height() + " game");
        robots.copyBitsInto(copy);
        return copy;
    }

    /** The text of {@code Game.toString()}. */
    @Override
    public String toString() {
        return "Game[" + field.width() + "x" + field.height() + ", turn " + turn + ", " + robots.count + " robots (R "
                + parameters.robots() + "), " + field.pitCount() + " pits, player (" + playerX + ", " + playerY
                + "), charges " + (chargeLimit == UNLIMITED ? "unlimited" : chargesLeft + " of " + chargeLimit)
                + (outcome == null ? "" : ", " + outcome.line()) + "]";
    }
}
