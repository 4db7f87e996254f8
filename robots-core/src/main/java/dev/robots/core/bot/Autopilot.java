package dev.robots.core.bot;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.GameParameters;
import dev.robots.core.check.Expected;
import dev.robots.core.guard.OneThreadGuard;
import java.util.Arrays;
import java.util.Objects;

/**
 * A player that looks ahead: it tries sequences of its own commands some turns deep, keeps the
 * most promising positions at each turn (a beam search) and scores them by the player's distance
 * to the exit and the danger near it, with a fast private copy of the rules. The reinforcements it
 * cannot foresee it plays as ghosts: a robot on every free corner, each with its chance, whose
 * reaching the player costs a line that chance of surviving. It never chooses a
 * command the game refuses: its move stays on the field and it fires a charge only when one is
 * left. On boards wider or taller than a few hundred cells it looks at a window around the player.
 *
 * <p>Deterministic: the same situation gives the same command. Not thread-safe (it keeps scratch
 * space between decisions): use one instance per thread. Two threads calling {@link #choose} on
 * one instance at once are refused with {@link java.util.ConcurrentModificationException} naming
 * both threads, never a wrong command.
 */
public final class Autopilot implements Player {
    /**
     * The default beam width: positions kept per turn of look-ahead. Fixed for all of 1.x: a
     * constant compiles into the caller's code, so it never changes within a major version (a
     * better default player comes as a new constructor or factory, not as a new value here).
     */
    public static final int DEFAULT_BEAM_WIDTH = 32;
    /** The default look-ahead, in turns. Fixed for all of 1.x, as {@link #DEFAULT_BEAM_WIDTH} is. */
    public static final int DEFAULT_DEPTH = 16;
    /**
     * The widest beam accepted. The search keeps about {@code 2 * beamWidth} positions, each with
     * room for every robot it sees: far wider beams only run out of memory. Fixed for all of 1.x.
     */
    public static final int MAX_BEAM_WIDTH = 4096;
    /** The deepest look-ahead accepted, in turns; a decision costs time in proportion to it. Fixed for all of 1.x. */
    public static final int MAX_DEPTH = 1000;
    /**
     * The most sampled futures of the reinforcements a decision may search (see
     * {@link #Autopilot(int, int, int)}). Fixed for all of 1.x.
     */
    public static final int MAX_SAMPLES = 256;

    /** The command of each {@link CommandCodes} code. */
    private static final Command[] COMMANDS = new Command[CommandCodes.COUNT];

    static {
        for (int code = 0; code < COMMANDS.length; code++) {
            int move = code % CommandCodes.CHARGE;
            COMMANDS[code] = new Command(CommandCodes.dx(move), CommandCodes.dy(move), code >= CommandCodes.CHARGE);
        }
    }

    private final BeamSearch search;
    /** The search over sampled futures of the reinforcements, or null: the plain beam. */
    private final SampledSearch sampled;
    private final OneThreadGuard guard = new OneThreadGuard("autopilot");
    private Arena arena;
    private int[] robots = new int[32];

    /** An autopilot with the default search budget. */
    public Autopilot() {
        this(Tuning.DEFAULT);
    }

    /**
     * An autopilot with another search budget: more is stronger and slower, roughly in proportion
     * to {@code beamWidth * depth}.
     *
     * @param beamWidth positions kept per turn of look-ahead, 1 to {@link #MAX_BEAM_WIDTH}
     * @param depth turns of look-ahead, 1 to {@link #MAX_DEPTH}
     * @throws IllegalArgumentException if either is out of its range
     */
    public Autopilot(int beamWidth, int depth) {
        this(Tuning.DEFAULT.withBudget(beamWidth, depth));
    }

    /**
     * An autopilot that weighs where reinforcements may land: it draws {@code samples} futures of
     * the reinforcements (for each turn of look-ahead, the free corner the next robot takes, drawn
     * as the rules draw it), runs the beam search in each as if it knew that future, and plays the
     * first command with the best mean value over them (perfect-information Monte Carlo). About
     * {@code samples} times the time of {@code new Autopilot(beamWidth, depth)} per decision. Still
     * deterministic: the futures are drawn from a seed made of the situation. {@code samples} 0 is
     * the search of {@code new Autopilot(beamWidth, depth)}, which plays the reinforcements as
     * ghosts. On a field seen through a window (wider or taller than 160 cells) neither the futures
     * nor the ghosts hold reinforcements.
     *
     * @param beamWidth positions kept per turn of look-ahead
     * @param depth turns of look-ahead
     * @param samples sampled futures per decision, 0 to {@link #MAX_SAMPLES}
     * @throws IllegalArgumentException if an argument is out of its range
     */
    public Autopilot(int beamWidth, int depth, int samples) {
        this(Tuning.DEFAULT.withBudget(beamWidth, depth), samples);
    }

    /**
     * An upper bound of the heap, in bytes, that one autopilot holds while it plays a game of
     * {@code size} at beam width {@code beamWidth} (any depth: the search keeps two generations):
     * its search space for as many robots in view as the window can hold (at most
     * {@code size.robots()}, the most a game of {@code size} has at once), its window of the field,
     * and the situation's copy of the board. A caller running several games at once (one
     * autopilot each) checks its heap against this before starting them; the game itself is
     * {@link dev.robots.core.Game#memoryNeeded}.
     *
     * @param size the game's size and counts
     * @param beamWidth positions kept per turn of look-ahead
     * @return an upper bound of the heap one autopilot holds for such a game, in bytes
     * @throws IllegalArgumentException if {@code beamWidth} is outside 1 to {@link #MAX_BEAM_WIDTH}
     */
    public static long memoryNeeded(GameParameters size, int beamWidth) {
        Objects.requireNonNull(size, "size");
        if (beamWidth < 1 || beamWidth > MAX_BEAM_WIDTH) {
            throw new IllegalArgumentException(Expected.of("beamWidth: " + beamWidth, "1 to " + MAX_BEAM_WIDTH));
        }
        int windowWidth = size.width() <= Arena.MAX_SPAN ? size.width() : 2 * Arena.WINDOW_RADIUS + 1;
        int windowHeight = size.height() <= Arena.MAX_SPAN ? size.height() : 2 * Arena.WINDOW_RADIUS + 1;
        int windowCells = windowWidth * windowHeight;
        int robotsInView = Math.min(size.robots(), windowCells);
        long arena = (long) windowCells * (3 * Integer.BYTES + 1);
        long robotList = 2L * Integer.BYTES * Math.max(32, robotsInView);
        // one bit per cell for the situation's copy of the robots, and the previous one not yet collected
        long boardCopies = 2 * ((long) size.width() * size.height() / 8 + 1);
        return SearchSpace.bytesNeeded(beamWidth, windowCells, robotsInView) + arena + robotList + boardCopies;
    }

    Autopilot(Tuning tuning) {
        this(tuning, 0);
    }

    Autopilot(Tuning tuning, int samples) {
        if (samples < 0 || samples > MAX_SAMPLES) {
            throw new IllegalArgumentException(Expected.of("samples: " + samples, "0 to " + MAX_SAMPLES));
        }
        this.search = new BeamSearch(tuning);
        this.sampled = samples > 0 ? new SampledSearch(search, tuning.depth, samples) : null;
    }

    /**
     * {@inheritDoc} The autopilot's command is always {@link Situation#isLegal legal}; a situation
     * is always of a game that goes on (a finished game has none: {@link Situation#of} refuses it).
     *
     * @throws NullPointerException if {@code situation} is null
     * @throws IllegalStateException if called from inside {@code choose} on the same autopilot (no
     *     call of the engine does so)
     * @throws dev.robots.core.InsufficientHeapException if this situation's search space does not
     *     fit in the heap left (only a very wide beam on a crowded board: about 1.7 GB at
     *     {@link #MAX_BEAM_WIDTH}); the autopilot stays usable
     * @throws java.util.ConcurrentModificationException if another thread is in {@code choose} on
     *     this autopilot
     */
    @Override
    public Command choose(Situation situation) {
        Objects.requireNonNull(situation, "situation");
        // No call from inside choose reaches back here: held by this thread can only be the guard's.
        if (!guard.enter("choose")) {
            throw new IllegalStateException("choose called from inside choose on the same autopilot");
        }
        try {
            return decide(situation);
        } finally {
            guard.leave();
        }
    }

    private Command decide(Situation situation) {
        Board board = situation.board();
        Field field = board.field();
        int px = board.playerX();
        int py = board.playerY();
        arena = Arena.around(field, px, py, arena);
        Arena view = arena;
        int robotCount = 0;
        for (int y = 0; y < view.height; y++) {
            for (int x = 0; x < view.width; x++) {
                if (board.hasRobot(view.originX + x, view.originY + y)) {
                    if (robotCount == robots.length) {
                        robots = Arrays.copyOf(robots, 2 * robotCount);
                    }
                    robots[robotCount++] = y * view.width + x;
                }
            }
        }
        int player = (py - view.originY) * view.width + (px - view.originX);
        int charges = situation.chargesLeft().orElse(BeamSearch.UNLIMITED);
        int choice = sampled != null
                ? sampled.decide(view, player, robots, robotCount, charges, situation.parameters().robots(),
                        situation.turn())
                : search.decide(view, player, robots, robotCount, charges, situation.parameters().robots(),
                        situation.turn());
        Command command = COMMANDS[choice];
        // A last guard, by the game's own rule: W is always legal in a situation.
        return situation.isLegal(command) ? command : Command.WAIT;
    }
}
