package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import dev.robots.core.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * A game as the page's address names it, after the {@code #}:
 * {@code seed=S&size=W,H,R,P&moves=M1,M2,...&auto=1}, or with {@code level=L} in place of the size
 * (a game of the campaign, {@code Variant.campaign()}), every part optional. {@code S} is a signed
 * 64-bit decimal, parsed here in Java (a JavaScript number holds integers exactly only up to
 * 2^53); the size defaults to the statement's {@code 30,17,20,40}; the moves are protocol
 * commands ({@code UL}, {@code K}, {@code W}, ...); {@code auto=1} lets the autopilot play on.
 *
 * @param seed the game's seed, or {@code null} when the address names none (a new random game)
 * @param parameters W, H, R, P
 * @param moves the commands to play first, as given
 * @param auto whether the autopilot plays the game out
 * @param level the campaign's level, or 0 for the statement's game on {@code parameters}
 */
public record Link(Long seed, GameParameters parameters, List<Command> moves, boolean auto, int level) {
    /** The statement's setup: 30 x 17, 20 robots, 40 pits. */
    public static final GameParameters STATEMENT = GameParameters.of(30, 17, 20, 40);
    /**
     * The most cells a board in the page may have (200 x 200): a bound on the engine's work each turn
     * asks for in the page (the nine moves tried, the protocol's text of the field).
     */
    public static final long MAX_CELLS = 40_000;
    /** The most moves a link may carry: far beyond any game, and a bound on the work a link asks for. */
    public static final int MAX_MOVES = 100_000;

    /** Copies the moves. */
    public Link {
        moves = List.copyOf(moves);
    }

    /**
     * The link in {@code fragment} (the address after {@code #}, without it).
     *
     * @throws InvalidInputException naming the first bad part, in one line
     */
    public static Link parse(String fragment) throws InvalidInputException {
        Long seed = null;
        GameParameters parameters = STATEMENT;
        List<Command> moves = List.of();
        boolean auto = false;
        int level = 0;
        boolean sized = false;
        for (String part : fragment.isEmpty() ? new String[0] : fragment.split("&", -1)) {
            int equals = part.indexOf('=');
            String name = equals < 0 ? part : part.substring(0, equals);
            String value = equals < 0 ? "" : part.substring(equals + 1);
            switch (name) {
                case "seed" -> seed = seed(value);
                case "size" -> {
                    parameters = size(value);
                    sized = true;
                }
                case "level" -> level = level(value);
                case "moves" -> moves = moves(value);
                case "auto" -> auto = flag(value);
                case "" -> {
                }
                default -> throw new InvalidInputException(Expected.of("unknown part '" + shorten(name) + "'",
                        "seed, size, level, moves, auto"));
            }
        }
        if (level > 0 && sized) {
            throw new InvalidInputException("level: the campaign's level sets the size: leave out size");
        }
        return new Link(seed, level > 0 ? Variant.campaign().parameters(level) : parameters, moves, auto, level);
    }

    /**
     * The link's text, {@code seed=S&size=W,H,R,P&moves=...}, or {@code seed=S&level=L&moves=...} for
     * a game of the campaign's level {@code level} (moves only when there are some).
     */
    public static String format(long seed, int level, GameParameters p, List<Command> moves) {
        StringBuilder text = new StringBuilder("seed=").append(seed);
        if (level > 0) {
            text.append("&level=").append(level);
        } else {
            text.append("&size=").append(p.width()).append(',').append(p.height()).append(',').append(p.robots())
                    .append(',').append(p.pits());
        }
        for (int i = 0; i < moves.size(); i++) {
            text.append(i == 0 ? "&moves=" : ",").append(moves.get(i).text());
        }
        return text.toString();
    }

    private static long seed(String value) throws InvalidInputException {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new InvalidInputException(Expected.of("seed: '" + shorten(value) + "'",
                    "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE));
        }
    }

    private static GameParameters size(String value) throws InvalidInputException {
        String[] parts = value.split(",", -1);
        if (parts.length != 4) {
            throw new InvalidInputException(Expected.of("size: '" + shorten(value) + "'", "W,H,R,P"));
        }
        long[] numbers = new long[4];
        for (int i = 0; i < 4; i++) {
            try {
                numbers[i] = Long.parseLong(parts[i]);
            } catch (NumberFormatException e) {
                throw new InvalidInputException(Expected.of("size: '" + shorten(parts[i]) + "' in '" + shorten(value)
                        + "'", "W,H,R,P, four whole numbers"));
            }
        }
        String problem = GameParameters.problem(numbers[0], numbers[1], numbers[2], numbers[3]);
        if (problem != null) {
            throw new InvalidInputException("size: " + problem);
        }
        if (numbers[0] * numbers[1] > MAX_CELLS) {
            throw new InvalidInputException(Expected.of("size: " + numbers[0] + " x " + numbers[1] + " = "
                    + numbers[0] * numbers[1] + " cells", "at most " + MAX_CELLS + " in the page"));
        }
        return GameParameters.of((int) numbers[0], (int) numbers[1], (int) numbers[2], (int) numbers[3]);
    }

    private static List<Command> moves(String value) throws InvalidInputException {
        List<Command> moves = new ArrayList<>();
        if (value.isEmpty()) {
            return moves;
        }
        String[] parts = value.split(",", -1);
        if (parts.length > MAX_MOVES) {
            throw new InvalidInputException(Expected.of("moves: " + parts.length, "at most " + MAX_MOVES));
        }
        for (int i = 0; i < parts.length; i++) {
            try {
                moves.add(Command.parse(parts[i]));
            } catch (InvalidInputException e) {
                throw new InvalidInputException("moves: '" + shorten(parts[i]) + "', move " + (i + 1) + ": "
                        + e.getMessage());
            }
        }
        return moves;
    }

    private static int level(String value) throws InvalidInputException {
        int levels = Variant.campaign().levels();
        try {
            int level = Integer.parseInt(value);
            if (level >= 1 && level <= levels) {
                return level;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new InvalidInputException(Expected.of("level: '" + shorten(value) + "'", "1 to " + levels));
    }

    private static boolean flag(String value) throws InvalidInputException {
        return switch (value) {
            case "1", "" -> true;
            case "0" -> false;
            default -> throw new InvalidInputException(Expected.of("auto: '" + shorten(value) + "'", "1 or 0"));
        };
    }

    /** A token as quoted in a message: at most 40 characters of it. */
    private static String shorten(String token) {
        return token.length() <= 40 ? token : token.substring(0, 40) + "...";
    }
}
