package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.Score;
import dev.robots.core.TurnResult;
import dev.robots.core.Variant;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * One game in the page: the game of seed {@code S} as the CLI's protocol mode plays it first with
 * {@code --seed S --charges 3} (its random source {@code RandomSource.seeded(S)}, three charges),
 * the commands played so far, and a snapshot before each of them for an exact undo.
 *
 * <p>Invariant: {@code before.size() == moves.size()}, and restoring {@code before.get(i)} gives
 * the position in which {@code moves.get(i)} was played. Refused commands are not moves.
 */
public final class Session {
    /** The charges of every game in the page, as {@code robots play} and the link's CLI run give. */
    public static final int CHARGES = 3;

    private final long seed;
    private final GameParameters parameters;
    /** The campaign's level of this game, or 0 for the statement's game. */
    private final int level;
    private final Game game;
    private final List<Command> moves = new ArrayList<>();
    private final List<Game.Snapshot> before = new ArrayList<>();
    private Autopilot autopilot;
    private TurnMotion lastMotion;

    private Session(long seed, GameParameters parameters, int level) {
        this.seed = seed;
        this.parameters = parameters;
        this.level = level;
        this.game = start();
    }

    /** This session's game at its start: the statement's game of the seed, or the campaign's level's. */
    private Game start() {
        return level == 0 ? Variant.single(parameters, OptionalInt.of(CHARGES)).start(1, RandomSource.seeded(seed))
                : Variant.campaign().start(level, RandomSource.seeded(seed));
    }

    /**
     * The game of {@code seed} at {@code level} of the campaign ({@link Variant#campaign()}), at its
     * start: the game {@code robots play --campaign --level L --seed S} starts.
     *
     * @throws IllegalArgumentException if the campaign has no such level
     */
    public static Session campaign(long seed, int level) {
        return new Session(seed, Variant.campaign().parameters(level), level);
    }

    /**
     * The robots lost in pits and collisions in the moves played ({@link Score#losesARobot}): the
     * game replayed from its start, so an undone turn's robots are not counted.
     */
    public int robotsLost() {
        Game replayed = start();
        int[] lost = {0};
        for (Command move : moves) {
            replayed.play(move, event -> lost[0] += Score.losesARobot(event) ? 1 : 0);
        }
        return lost[0];
    }

    /** The game's points once it is over ({@link Score#points}), or -1 while it goes on. */
    public int points() {
        return game.outcome().map(end -> Score.points(end, parameters.width(), robotsLost(),
                game.chargesLeft().orElse(0))).orElse(-1);
    }

    /** The campaign's level of this game, or 0 for the statement's game. */
    public int level() {
        return level;
    }

    /** The level the campaign goes on at after this game's end, or 0 (the statement's game, or no end yet). */
    public int nextLevel() {
        return level == 0 ? 0 : game.outcome().map(end -> Variant.campaign().levelAfter(level, end)).orElse(0);
    }

    /**
     * The game of {@code seed} on {@code parameters}, at its start.
     *
     * @throws dev.robots.core.InsufficientHeapException if the board would not fit
     */
    public static Session start(long seed, GameParameters parameters) {
        return new Session(seed, parameters, 0);
    }

    /**
     * Plays {@code command} and returns what the core gave: a refused command changes nothing and is
     * not a move, as the protocol skips it.
     */
    public TurnResult play(Command command) {
        Game.Snapshot snapshot = game.snapshot();
        return keep(snapshot, command, game.play(command));
    }

    /**
     * Plays {@code command} as {@link #play} does, and keeps what the turn did for the page to
     * animate ({@link #lastMotion()}).
     */
    public TurnResult playShown(Command command) {
        Game.Snapshot snapshot = game.snapshot();
        lastMotion = TurnMotion.play(game, command);
        return keep(snapshot, command, lastMotion.result());
    }

    /** What the last move played by {@link #playShown} did; {@code null} before one, and after an undo. */
    public TurnMotion lastMotion() {
        return lastMotion;
    }

    private TurnResult keep(Game.Snapshot snapshot, Command command, TurnResult result) {
        if (!(result instanceof TurnResult.Refused)) {
            before.add(snapshot);
            moves.add(command);
        }
        return result;
    }

    /** Takes back the last move, the random source's draws included; {@code false} at the start. */
    public boolean undo() {
        if (moves.isEmpty()) {
            return false;
        }
        game.restore(before.remove(before.size() - 1));
        moves.remove(moves.size() - 1);
        lastMotion = null;
        return true;
    }

    /** The autopilot's move for this position (its default beam); {@code W} once the game is over. */
    public Command hint() {
        if (game.isOver()) {
            return Command.WAIT;
        }
        if (autopilot == null) {
            autopilot = new Autopilot();
        }
        return autopilot.choose(Situation.of(game));
    }

    /** The game as the page reads it ({@link GameView}). */
    public GameView view() {
        return new GameView(game);
    }

    /** The field in the protocol's text, or the end line once the game ended (as protocol mode prints). */
    public String fieldText() {
        return view().fieldText();
    }

    /** The end line, or {@code ""} while the game goes on. */
    public String outcome() {
        return view().getOutcome();
    }

    /** The link to this position: seed, size and the moves played. */
    public String link() {
        return Link.format(seed, level, parameters, moves);
    }

    /** The game itself, for reading (turn, charges, robots, the moves' verdicts). */
    public Game game() {
        return game;
    }

    /** The seed, exact, as decimal text. */
    public String seedText() {
        return Long.toString(seed);
    }

    /** The moves played so far. */
    public int moveCount() {
        return moves.size();
    }
}
