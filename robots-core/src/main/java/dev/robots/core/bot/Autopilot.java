package dev.robots.core.bot;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;

/**
 * A player that searches ahead: see {@code docs/autopilot.md}. Deterministic: the same situation
 * gives the same command. Not thread-safe (it keeps scratch space between decisions): one
 * instance per thread.
 */
public final class Autopilot implements Player {
    private static final Command[] MOVES = new Command[9];
    private static final Command[] CHARGED_MOVES = new Command[9];

    static {
        for (int m = 0; m < 9; m++) {
            MOVES[m] = new Command(m % 3 - 1, m / 3 - 1, false);
            CHARGED_MOVES[m] = new Command(m % 3 - 1, m / 3 - 1, true);
        }
    }

    private final Planner planner;
    private final Beam beam;
    private final boolean useBeam;
    private Arena arena;
    private int[] robots = new int[16];

    /** An autopilot with the default search budget. */
    public Autopilot() {
        this(Tuning.DEFAULT);
    }

    Autopilot(Tuning tuning) {
        this.planner = new Planner(tuning);
        this.beam = new Beam(tuning);
        this.useBeam = tuning.algo().equals("beam");
    }

    @Override
    public Command choose(Situation situation) {
        Board board = situation.board();
        Field field = board.field();
        int px = board.playerX();
        int py = board.playerY();
        arena = Arena.around(field, px, py, arena);
        int n = 0;
        for (int y = 0; y < arena.height; y++) {
            for (int x = 0; x < arena.width; x++) {
                if (board.hasRobot(arena.originX + x, arena.originY + y)) {
                    if (n == robots.length) {
                        robots = java.util.Arrays.copyOf(robots, 2 * n);
                    }
                    robots[n++] = y * arena.width + x;
                }
            }
        }
        int player = (py - arena.originY) * arena.width + (px - arena.originX);
        int charges = situation.chargesLeft() == Game.UNLIMITED ? Planner.UNLIMITED : situation.chargesLeft();
        int choice = useBeam ? beam.decide(arena, player, robots, n, charges, situation.robotTarget())
                : planner.decide(arena, player, robots, n, charges, situation.robotTarget());
        Command command = (choice >= 9 ? CHARGED_MOVES : MOVES)[choice % 9];
        return legal(command, situation) ? command : Command.WAIT;
    }

    /** A last guard: the command stays on the field and uses a charge only when one is left. */
    private static boolean legal(Command c, Situation s) {
        Board b = s.board();
        int x = b.playerX() + c.dx();
        int y = b.playerY() + c.dy();
        return x >= 0 && y >= 0 && x < b.width() && y < b.height() && (!c.charge() || s.chargesLeft() != 0);
    }
}
