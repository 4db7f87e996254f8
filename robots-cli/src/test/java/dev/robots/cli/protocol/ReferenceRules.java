package dev.robots.cli.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A second, deliberately naive implementation of the rules ({@code docs/rules.md}, "A turn" and "Commands"), written
 * from the text of the rules and sharing no code with robots-core: plain boolean grids, one robot
 * list, no bit sets. Tests use it as the independent reason behind expected output.
 */
public final class ReferenceRules {
    private ReferenceRules() {
    }

    /** A position: size, pits, robots, the player. The exit is always at (0, h/2). */
    public static final class Position {
        final int w;
        final int h;
        final boolean[][] pit;
        final boolean[][] robot;
        int px;
        int py;

        Position(int w, int h) {
            this.w = w;
            this.h = h;
            this.pit = new boolean[h][w];
            this.robot = new boolean[h][w];
        }

        Position copy() {
            Position c = new Position(w, h);
            for (int y = 0; y < h; y++) {
                c.pit[y] = pit[y].clone();
                c.robot[y] = robot[y].clone();
            }
            c.px = px;
            c.py = py;
            return c;
        }

        int robots() {
            int n = 0;
            for (boolean[] row : robot) {
                for (boolean r : row) {
                    n += r ? 1 : 0;
                }
            }
            return n;
        }

        boolean isExit(int x, int y) {
            return x == 0 && y == h / 2;
        }

        /** The protocol's text: rows of cells joined by single spaces, each ending in a newline. */
        String render() {
            StringBuilder sb = new StringBuilder();
            for (int y = 0; y < h; y++) {
                for (int x = 0; x < w; x++) {
                    if (x > 0) {
                        sb.append(' ');
                    }
                    char c;
                    if (x == px && y == py) {
                        c = '@';
                    } else if (robot[y][x]) {
                        c = 'X';
                    } else if (pit[y][x]) {
                        c = '0';
                    } else if (isExit(x, y)) {
                        c = '<';
                    } else {
                        c = '.';
                    }
                    sb.append(c);
                }
                sb.append('\n');
            }
            return sb.toString();
        }

        /** The distinct corners of the field. */
        List<int[]> corners() {
            List<int[]> corners = new ArrayList<>();
            for (int[] c : new int[][] {{0, 0}, {w - 1, 0}, {0, h - 1}, {w - 1, h - 1}}) {
                boolean seen = false;
                for (int[] d : corners) {
                    seen |= Arrays.equals(c, d);
                }
                if (!seen) {
                    corners.add(c);
                }
            }
            return corners;
        }
    }

    /** Reads a position from field lines ("c c c"), failing the test on anything malformed. */
    public static Position parse(List<String> lines) {
        int h = lines.size();
        int w = (lines.get(0).length() + 1) / 2;
        Position p = new Position(w, h);
        int players = 0;
        for (int y = 0; y < h; y++) {
            String line = lines.get(y);
            if (line.length() != 2 * w - 1) {
                throw new AssertionError("row " + y + " has length " + line.length() + ", expected " + (2 * w - 1));
            }
            for (int x = 0; x < w; x++) {
                if (x > 0 && line.charAt(2 * x - 1) != ' ') {
                    throw new AssertionError("row " + y + ": no single space before cell " + x);
                }
                char c = line.charAt(2 * x);
                switch (c) {
                    case '.' -> { }
                    case '0' -> p.pit[y][x] = true;
                    case 'X' -> p.robot[y][x] = true;
                    case '@' -> {
                        p.px = x;
                        p.py = y;
                        players++;
                    }
                    case '<' -> {
                        if (!p.isExit(x, y)) {
                            throw new AssertionError("exit at (" + x + ", " + y + "), expected (0, " + h / 2 + ")");
                        }
                    }
                    default -> throw new AssertionError("row " + y + ": bad cell '" + c + "'");
                }
            }
        }
        if (players != 1) {
            throw new AssertionError(players + " players on the field");
        }
        return p;
    }

    /** A command of {@code docs/rules.md} "Commands": {dx, dy, charge 0/1}, or {@code null} if the line is not one. */
    public static int[] command(String line) {
        String s = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        s = s.replace(" ", "").replace("\t", "").toUpperCase(java.util.Locale.ROOT);
        if (s.isEmpty()) {
            return null;
        }
        int u = count(s, 'U');
        int d = count(s, 'D');
        int l = count(s, 'L');
        int r = count(s, 'R');
        int k = count(s, 'K');
        int wait = count(s, 'W');
        if (u + d + l + r + k + wait != s.length() || u + d > 1 || l + r > 1 || k > 1 || wait > 1
                || (wait == 1 && u + d + l + r > 0)) {
            return null;
        }
        return new int[] {r - l, d - u, k};
    }

    private static int count(String s, char c) {
        return (int) s.chars().filter(ch -> ch == c).count();
    }

    /** What one turn leads to. */
    public sealed interface Outcome {
    }

    /** The command's move leaves the field: refused, nothing changes. */
    record OffField() implements Outcome {
    }

    /** The game ended with this line. */
    record Ended(String line) implements Outcome {
    }

    /**
     * The game goes on. {@code next} is the position before reinforcement; if {@code corners} is
     * not empty, exactly one robot must appear on one of them.
     */
    public record Next(Position next, List<int[]> corners) implements Outcome {
    }

    /** Plays one turn by the rules: charge, move, player outcome, robots, reinforcement. */
    public static Outcome turn(Position before, int[] command, int target) {
        int nx = before.px + command[0];
        int ny = before.py + command[1];
        if (nx < 0 || nx >= before.w || ny < 0 || ny >= before.h) {
            return new OffField();
        }
        Position p = before.copy();
        if (command[2] == 1) {
            for (int y = p.py - 1; y <= p.py + 1; y++) {
                for (int x = p.px - 1; x <= p.px + 1; x++) {
                    if (y >= 0 && y < p.h && x >= 0 && x < p.w && !(x == p.px && y == p.py)) {
                        p.robot[y][x] = false;
                    }
                }
            }
        }
        p.px = nx;
        p.py = ny;
        if (p.robot[ny][nx]) {
            return new Ended("LOST BY HIT");
        }
        if (p.pit[ny][nx]) {
            return new Ended("LOST BY FALL");
        }
        if (p.isExit(nx, ny)) {
            return new Ended("WIN");
        }
        boolean[][] moved = new boolean[p.h][p.w];
        for (int y = 0; y < p.h; y++) {
            for (int x = 0; x < p.w; x++) {
                if (p.robot[y][x]) {
                    int tx = x + Integer.signum(nx - x);
                    int ty = y + Integer.signum(ny - y);
                    if (tx == nx && ty == ny) {
                        return new Ended("LOST BY CAPTURE");
                    }
                    if (!p.pit[ty][tx]) {
                        moved[ty][tx] = true;
                    }
                }
            }
        }
        for (int y = 0; y < p.h; y++) {
            p.robot[y] = moved[y];
        }
        List<int[]> free = new ArrayList<>();
        if (p.robots() < target) {
            for (int[] c : p.corners()) {
                int x = c[0];
                int y = c[1];
                if (!p.robot[y][x] && !p.pit[y][x] && !(x == nx && y == ny) && !p.isExit(x, y)) {
                    free.add(c);
                }
            }
        }
        return new Next(p, free);
    }

    /**
     * Plays a line of commands (protocol text, such as {@code "ULK"}) from {@code start}, charges in hand
     * {@code charges}, each reinforcement on the free corner at the index {@code draw} gives for their
     * number (the seeded draw, as a game makes it). Returns the end line ({@code WIN}, {@code LOST BY ...}),
     * {@code REFUSED} for a command off the field or a charge without one, or {@code null} if the game
     * goes on after the line.
     */
    public static String playLine(Position start, List<String> commands, int charges, int target,
            java.util.function.IntUnaryOperator draw) {
        Position p = start;
        int left = charges;
        for (String text : commands) {
            int[] command = command(text);
            if (command == null || command[2] == 1 && left-- == 0) {
                return "REFUSED";
            }
            Outcome outcome = turn(p, command, target);
            if (outcome instanceof OffField) {
                return "REFUSED";
            }
            if (outcome instanceof Ended ended) {
                return ended.line();
            }
            Next next = (Next) outcome;
            p = next.next();
            if (!next.corners().isEmpty()) {
                int[] corner = next.corners().get(draw.applyAsInt(next.corners().size()));
                p.robot[corner[1]][corner[0]] = true;
            }
        }
        return null;
    }

    /**
     * Checks that {@code actual} is {@code next} plus the reinforcement the rules allow: nothing
     * more when {@code corners} is empty, else exactly one robot on one of them.
     */
    public static void checkReinforced(Next next, Position actual, String where) {
        Position expected = next.next();
        String plain = expected.render();
        if (next.corners().isEmpty()) {
            if (!actual.render().equals(plain)) {
                throw new AssertionError(where + ": expected\n" + plain + "but got\n" + actual.render());
            }
            return;
        }
        for (int[] c : next.corners()) {
            Position with = expected.copy();
            with.robot[c[1]][c[0]] = true;
            if (with.render().equals(actual.render())) {
                return;
            }
        }
        throw new AssertionError(where + ": expected\n" + plain + "plus one robot on one of the corners "
                + next.corners().stream().map(Arrays::toString).toList() + ", but got\n" + actual.render());
    }
}
