package dev.robots.core.bot;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.check.Expected;
import dev.robots.core.engine.Legality;
import dev.robots.core.engine.LivePosition;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a player can see before choosing a command: the position of a game that goes on, the
 * game's parameters, the charges left and the turns played.
 *
 * <p>Names follow the game's: {@code parameters().robots()} is {@code R}, the reinforcement target
 * (robots are topped up to it, one per turn, on a free corner), as {@link Game#parameters()} says
 * it, while {@code board().robotCount()} is how many robots stand on the field now.
 *
 * <p>A situation is always one a game goes on from: its player stands on no robot and no pit
 * (the constructor refuses one that does, and {@link #of} a game that is over), so a player always
 * has a command to choose: {@link #isLegal} says which ones the game accepts.
 *
 * @param board the current position
 * @param parameters the game's parameters: its width, height and pits are the board's; its
 *     {@code robots()} is {@code R}
 * @param chargesLeft charges left (0 or more), or empty when the game has no limit
 * @param turn turns played so far, 0 or more
 */
public record Situation(Board board, GameParameters parameters, OptionalInt chargesLeft, int turn) {
    /**
     * Checks the values.
     *
     * @param board the position
     * @param parameters the game's size and counts
     * @param chargesLeft the charges left, or empty when the game has no limit
     * @param turn turns played so far, 0 or more
     * @throws NullPointerException if {@code board}, {@code parameters} or {@code chargesLeft} is null
     * @throws IllegalArgumentException if a number is out of its range, the parameters do not
     *     describe the board's field, or the player stands on a robot or a pit
     */
    public Situation {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(parameters, "parameters");
        Objects.requireNonNull(chargesLeft, "chargesLeft");
        if (chargesLeft.isPresent() && chargesLeft.getAsInt() < 0) {
            throw new IllegalArgumentException(Expected.of("chargesLeft: " + chargesLeft.getAsInt(),
                    ">= 0, or empty for no limit"));
        }
        if (turn < 0) {
            throw new IllegalArgumentException(Expected.of("turn: " + turn, ">= 0"));
        }
        Field field = board.field();
        if (parameters.width() != field.width() || parameters.height() != field.height()
                || parameters.pits() != field.pitCount()) {
            throw new IllegalArgumentException(Expected.of("parameters: " + parameters,
                    "the board's " + field.width() + " x " + field.height() + " with " + field.pitCount() + " pits"));
        }
        String under = Legality.underPlayer(board);
        if (under != null) {
            throw new IllegalArgumentException(Expected.of("board: the player is on " + under + " at ("
                    + board.playerX() + ", " + board.playerY() + ")", "a position the game goes on from"));
        }
    }

    /**
     * The situation of a live game: a copy of its position ({@link Game#board()}), its parameters,
     * its charges left and its turn count.
     *
     * @param game the game, as it stands
     * @return the situation of the game as it stands
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalArgumentException if the game is over: no command is played any more, so
     *     there is nothing to choose
     * @throws java.util.ConcurrentModificationException if another thread is using the game
     */
    public static Situation of(Game game) {
        Objects.requireNonNull(game, "game");
        if (game.isOver()) {
            throw new IllegalArgumentException(Expected.of("game: over, " + game.outcome().orElseThrow().line()
                    + " on turn " + game.turn(), "a game that goes on"));
        }
        return new Situation(game.board(), game.parameters(), game.chargesLeft(), game.turn());
    }

    /**
     * A game in this situation's position, for a player to look ahead in: the same board, robots'
     * target {@code R} and charges left, reinforcements drawn from {@code random}; its turns count
     * from 0. Make one per decision and try each command from a snapshot of it
     * ({@code game.restore(start); game.play(command)}): a restore costs a few words per robot,
     * while a game made per command copies the whole board each time (robots-bench's
     * {@code LookAheadBenchmark} measures both).
     *
     * @param random the random source the look-ahead's reinforcements are drawn from; a seeded
     *     one ({@link RandomSource#seeded}) is saved by snapshots, so each restore replays its draws
     * @return a new game, independent of the one this situation was taken of
     * @throws NullPointerException if {@code random} is null
     * @throws dev.robots.core.InsufficientHeapException if the game would not fit in the heap
     */
    public Game game(RandomSource random) {
        Objects.requireNonNull(random, "random");
        return Game.builder(board).robots(parameters.robots()).charges(chargesLeft).random(random).build();
    }

    /**
     * Whether a charge ({@code K}) may be fired now: the game has no limit, or one is left.
     *
     * @return whether a charge ({@code K}) may be fired now: the game has no limit, or one is left
     */
    public boolean canCharge() {
        return chargesLeft.isEmpty() || chargesLeft.getAsInt() > 0;
    }

    /**
     * Whether the game accepts {@code command} here: its move stays on the field and it fires a
     * charge only if one is left. The same rule as {@link Game#isLegal}: a situation of a game
     * ({@link #of}) accepts exactly the commands the game does.
     *
     * @param command the command
     * @return whether the game accepts {@code command} here
     * @throws NullPointerException if {@code command} is null
     */
    public boolean isLegal(Command command) {
        Objects.requireNonNull(command, "command");
        return Legality.refusal(board.width(), board.height(), board.playerX(), board.playerY(), command,
                chargesLeft.orElse(LivePosition.UNLIMITED)) == null;
    }

    /**
     * The commands the game accepts here, in the order of {@link Command#all()}: the same list as
     * {@link Game#legalCommands()} of the game this situation is of.
     *
     * @return an immutable list of 1 to 18 commands ({@code W} is always one)
     */
    public List<Command> legalCommands() {
        return Legality.accepted(this::isLegal);
    }
}
