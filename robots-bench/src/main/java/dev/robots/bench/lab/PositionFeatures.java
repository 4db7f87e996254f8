package dev.robots.bench.lab;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.bot.Situation;
import java.util.ArrayList;
import java.util.List;

/**
 * The features of a position for a learned evaluation, data set version {@value #VERSION}: what the
 * 17 linear weights of the hand-made evaluation see and more. In order ({@link #names()}):
 * <ul>
 *   <li>the game: the turn, the charges left (3 or more: 3; unlimited: 3), the robots on the
 *       board and the target {@code R}, the field's size;</li>
 *   <li>the player's place: its cell, the steps to the exit in columns and rows (signed);</li>
 *   <li>a window of {@value #WINDOW} x {@value #WINDOW} cells around the player, row by row: 0 an
 *       empty cell, 1 a robot, 2 a pit, 3 off the field (the exit's cell is empty);</li>
 *   <li>the robots by direction and distance: for each of the 8 directions from the player (the
 *       octant of the robot's offset, counter-clockwise from the right) and each king-move distance
 *       band (1, 2, 3 to 4, 5 to 8, 9 and more), how many robots;</li>
 *   <li>the ghosts: the free corners a new robot may take (not the player's, not the exit, not a
 *       pit, not a robot's), and how many robots the board lacks to {@code R};</li>
 *   <li>which of the 18 commands the rules accept ({@link #COMMANDS} order), 0 or 1.</li>
 * </ul>
 * Integers only: the same features on every JVM. Changing anything here is a new {@link #VERSION}.
 */
public final class PositionFeatures {
    /** The data set's version, written in every shard's header. */
    public static final String VERSION = "robots-positions/1";
    /** The window's side: the player and 4 cells each way. */
    public static final int WINDOW = 9;
    /** The upper ends of the distance bands; the last band is open. */
    private static final int[] BAND_ENDS = {1, 2, 4, 8};
    private static final int BANDS = BAND_ENDS.length + 1;
    /** The commands in the order of the legal mask and the labels: the 9 moves, then each charged. */
    public static final List<Command> COMMANDS = commands();

    private PositionFeatures() {
    }

    private static List<Command> commands() {
        List<Command> all = new ArrayList<>();
        for (int charge = 0; charge < 2; charge++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    all.add(new Command(dx, dy, charge == 1));
                }
            }
        }
        return List.copyOf(all);
    }

    /** The features' names, in the order of {@link #of}. */
    public static List<String> names() {
        List<String> names = new ArrayList<>(List.of("turn", "charges", "robots", "target", "width", "height",
                "x", "y", "exit_dx", "exit_dy"));
        for (int y = 0; y < WINDOW; y++) {
            for (int x = 0; x < WINDOW; x++) {
                names.add("cell_" + (x - WINDOW / 2) + "_" + (y - WINDOW / 2));
            }
        }
        for (int octant = 0; octant < 8; octant++) {
            for (int band = 0; band < BANDS; band++) {
                names.add("robots_o" + octant + "_b" + band);
            }
        }
        names.add("free_corners");
        names.add("short_of_target");
        for (Command command : COMMANDS) {
            names.add("legal_" + command.text());
        }
        return List.copyOf(names);
    }

    /** The features of {@code situation}, in the order of {@link #names}. */
    public static int[] of(Situation situation) {
        Board board = situation.board();
        Field field = board.field();
        int px = board.playerX();
        int py = board.playerY();
        int[] f = new int[names().size()];
        int i = 0;
        f[i++] = situation.turn();
        f[i++] = Math.min(3, situation.chargesLeft().orElse(3));
        f[i++] = board.robotCount();
        f[i++] = situation.parameters().robots();
        f[i++] = field.width();
        f[i++] = field.height();
        f[i++] = px;
        f[i++] = py;
        f[i++] = field.exitX() - px;
        f[i++] = field.exitY() - py;
        for (int dy = -WINDOW / 2; dy <= WINDOW / 2; dy++) {
            for (int dx = -WINDOW / 2; dx <= WINDOW / 2; dx++) {
                f[i++] = cell(board, px + dx, py + dy);
            }
        }
        int directions = i;
        board.forEachRobot((x, y) -> f[directions + octant(x - px, y - py) * BANDS + band(x - px, y - py)]++);
        i += 8 * BANDS;
        int free = 0;
        int[][] corners = {{0, 0}, {field.width() - 1, 0}, {0, field.height() - 1},
            {field.width() - 1, field.height() - 1}};
        for (int[] c : corners) {
            boolean exit = c[0] == field.exitX() && c[1] == field.exitY();
            boolean player = c[0] == px && c[1] == py;
            if (!exit && !player && !field.isPit(c[0], c[1]) && !board.hasRobot(c[0], c[1])) {
                free++;
            }
        }
        f[i++] = free;
        f[i++] = Math.max(0, situation.parameters().robots() - board.robotCount());
        for (Command command : COMMANDS) {
            f[i++] = situation.isLegal(command) ? 1 : 0;
        }
        return f;
    }

    /** A window cell's code: 0 empty, 1 robot, 2 pit, 3 off the field. */
    static int cell(Board board, int x, int y) {
        Field field = board.field();
        if (!field.contains(x, y)) {
            return 3;
        }
        return board.hasRobot(x, y) ? 1 : field.isPit(x, y) ? 2 : 0;
    }

    /**
     * The octant of offset {@code (dx, dy)} (not both 0), counter-clockwise from the right with
     * rows growing downward: 0 right (up to the diagonal, exclusive above), 1 up-right, ... 7
     * down-right; a diagonal belongs to the octant it begins.
     */
    static int octant(int dx, int dy) {
        int up = -dy;
        if (up >= 0 && dx > 0) {
            return up < dx ? 0 : 1;
        }
        if (dx <= 0 && up > 0) {
            return -dx < up ? 2 : 3;
        }
        if (up <= 0 && dx < 0) {
            return -up < -dx ? 4 : 5;
        }
        return dx < -up ? 6 : 7;
    }

    /** The distance band of offset {@code (dx, dy)}: the king-move distance's, 0 to 4. */
    static int band(int dx, int dy) {
        int d = Math.max(Math.abs(dx), Math.abs(dy));
        int band = 0;
        while (band < BAND_ENDS.length && d > BAND_ENDS[band]) {
            band++;
        }
        return band;
    }
}
