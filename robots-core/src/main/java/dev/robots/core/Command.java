package dev.robots.core;

import dev.robots.core.check.Expected;

/**
 * One player command: an optional charge, then a step of at most one cell in each axis.
 *
 * <p>In code, use the constants ({@link #UP_LEFT}, {@link #WAIT}, ...), {@link #charged()} for the same
 * move with a charge, or {@link #of}{@code ("ULK")}; text from a person goes through {@link #parse},
 * whose checked exception makes the caller decide what to tell them.
 *
 * <p>Text form (see {@link #parse}): the letters {@code U D L R K W} in any order, any case;
 * spaces, tabs and a trailing {@code \r} are ignored. {@code U}/{@code D} move up/down the screen,
 * {@code L}/{@code R} left/right, {@code K} fires a charge before the move, {@code W} waits.
 *
 * @param dx -1 (left), 0 or +1 (right)
 * @param dy -1 (up), 0 or +1 (down)
 * @param charge whether a charge clears the 8 cells around the player before the move
 */
public record Command(int dx, int dy, boolean charge) {

    /** Stay in place, no charge: {@code W}. */
    public static final Command WAIT = new Command(0, 0, false);
    /** One cell up, no charge: {@code U}. */
    public static final Command UP = new Command(0, -1, false);
    /** One cell down, no charge: {@code D}. */
    public static final Command DOWN = new Command(0, 1, false);
    /** One cell left, no charge: {@code L}. */
    public static final Command LEFT = new Command(-1, 0, false);
    /** One cell right, no charge: {@code R}. */
    public static final Command RIGHT = new Command(1, 0, false);
    /** One cell up and left, no charge: {@code UL}. */
    public static final Command UP_LEFT = new Command(-1, -1, false);
    /** One cell up and right, no charge: {@code UR}. */
    public static final Command UP_RIGHT = new Command(1, -1, false);
    /** One cell down and left, no charge: {@code DL}. */
    public static final Command DOWN_LEFT = new Command(-1, 1, false);
    /** One cell down and right, no charge: {@code DR}. */
    public static final Command DOWN_RIGHT = new Command(1, 1, false);

    /**
     * Checks the step.
     *
     * @param dx -1 (left), 0 or 1 (right)
     * @param dy -1 (up), 0 or 1 (down)
     * @param charge whether a charge (K) is fired first
     * @throws IllegalArgumentException if {@code dx} or {@code dy} is not -1, 0 or 1
     */
    public Command {
        if (dx < -1 || dx > 1) {
            throw new IllegalArgumentException(Expected.of("dx: " + dx, "-1, 0 or 1"));
        }
        if (dy < -1 || dy > 1) {
            throw new IllegalArgumentException(Expected.of("dy: " + dy, "-1, 0 or 1"));
        }
    }

    /**
     * Every distinct command: the 9 steps, each without and with a charge (18 in all).
     *
     * @return the 18 commands, an immutable list
     */
    public static java.util.List<Command> all() {
        java.util.List<Command> all = new java.util.ArrayList<>(18);
        for (int charge = 0; charge < 2; charge++) {
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    all.add(new Command(dx, dy, charge == 1));
                }
            }
        }
        return java.util.List.copyOf(all);
    }

    /**
     * The same move with a charge fired before it: {@code Command.UP_LEFT.charged()} is {@code ULK}.
     * A charged command gives itself.
     *
     * @return the same move with a charge fired before it: {@code Command.UP_LEFT.charged()} is {@code ULK}
     */
    public Command charged() {
        return charge ? this : new Command(dx, dy, true);
    }

    /**
     * A command written in code, such as {@code Command.of("ULK")}: {@link #parse} without the
     * checked exception, for text that is not from a person.
     *
     * @param text the text
     * @return the command {@code text} names
     * @throws IllegalArgumentException with the one-line reason {@link #parse} gives, e.g.
     *     {@code "U and D together: one vertical direction at most"}
     * @throws NullPointerException if {@code text} is null
     */
    public static Command of(String text) {
        java.util.Objects.requireNonNull(text, "text");
        try {
            return parse(text);
        } catch (InvalidInputException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /**
     * Parses one command line.
     *
     * @param line the line
     * @return the command the line says
     * @throws InvalidInputException with a one-line reason naming the bad letter or pair, e.g.
     *     {@code "U and D together: one vertical direction at most"}
     * @throws NullPointerException if {@code line} is null
     */
    public static Command parse(CharSequence line) throws InvalidInputException {
        java.util.Objects.requireNonNull(line, "line");
        int dx = 0;
        int dy = 0;
        boolean charge = false;
        boolean wait = false;
        char vertical = 0;
        char horizontal = 0;
        int letters = 0;
        int end = line.length();
        if (end > 0 && line.charAt(end - 1) == '\r') {
            end--;
        }
        for (int i = 0; i < end; i++) {
            char raw = line.charAt(i);
            if (raw == ' ' || raw == '\t') {
                continue;
            }
            char c = Character.toUpperCase(raw);
            letters++;
            switch (c) {
                case 'U', 'D' -> {
                    if (vertical != 0) {
                        throw new InvalidInputException(vertical == c
                                ? c + " twice: one vertical direction at most"
                                : vertical + " and " + c + " together: one vertical direction at most");
                    }
                    vertical = c;
                    dy = c == 'U' ? -1 : 1;
                }
                case 'L', 'R' -> {
                    if (horizontal != 0) {
                        throw new InvalidInputException(horizontal == c
                                ? c + " twice: one horizontal direction at most"
                                : horizontal + " and " + c + " together: one horizontal direction at most");
                    }
                    horizontal = c;
                    dx = c == 'L' ? -1 : 1;
                }
                case 'K' -> {
                    if (charge) {
                        throw new InvalidInputException("K twice: one charge per turn at most");
                    }
                    charge = true;
                }
                case 'W' -> {
                    if (wait) {
                        throw new InvalidInputException("W twice: W at most once");
                    }
                    wait = true;
                }
                default -> throw new InvalidInputException(
                        Expected.of("unknown letter " + describe(raw) + " at position " + (i + 1), "U D L R K W"));
            }
        }
        if (letters == 0) {
            throw new InvalidInputException(Expected.of("empty command", "letters U D L R K W"));
        }
        if (wait && (vertical != 0 || horizontal != 0)) {
            String direction = (vertical != 0 ? String.valueOf(vertical) : "")
                    + (horizontal != 0 ? String.valueOf(horizontal) : "");
            throw new InvalidInputException(
                    Expected.of("W with a direction (" + direction + "): W means stay in place", "W or KW"));
        }
        return new Command(dx, dy, charge);
    }

    /** A character as a person can read it in a message: {@code 'x'} or {@code U+0000}. */
    static String describe(char c) {
        if (c >= 0x21 && c < 0x7F) {
            return "'" + c + "'";
        }
        return String.format("U+%04X", (int) c);
    }

    /**
     * Whether the player stays in place.
     *
     * @return whether the player stays in place
     */
    public boolean stays() {
        return dx == 0 && dy == 0;
    }

    /**
     * The canonical text: the vertical letter, then the horizontal one, then {@code K};
     * {@code W} for staying without a charge. {@code parse(c.text())} equals {@code c}.
     *
     * @return the canonical text, such as {@code UL}, {@code DK} or {@code W}
     */
    public String text() {
        StringBuilder sb = new StringBuilder(3);
        if (dy != 0) {
            sb.append(dy < 0 ? 'U' : 'D');
        }
        if (dx != 0) {
            sb.append(dx < 0 ? 'L' : 'R');
        }
        if (charge) {
            sb.append('K');
        }
        return sb.length() == 0 ? "W" : sb.toString();
    }

    @Override
    public String toString() {
        return text();
    }
}
