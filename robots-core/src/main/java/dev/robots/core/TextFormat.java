package dev.robots.core;

import dev.robots.core.check.Expected;
import dev.robots.core.engine.Bits;
import dev.robots.core.memory.Heap;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;

/**
 * The field as text, as the protocol prints it: one line per row, top row first, the cells of a
 * row joined by single spaces, each line ending in {@code \n}. Cells: {@code .} empty, {@code 0}
 * pit, {@code X} robot, {@code @} player, {@code <} exit. A robot on the exit shows as {@code X};
 * the player is shown over anything else on its cell (that only happens once a game is over).
 *
 * <p>{@link #parse} reads that text back: {@code parse(render(b)).equals(b)} for every board
 * whose player is not on a robot or a pit.
 *
 * <p>Stateless: safe to call from any thread, as long as the game rendered is not played at the
 * same time.
 */
public final class TextFormat {
    private TextFormat() {
    }

    /**
     * The number of characters {@link #render} produces for a field: {@code height * 2 * width}.
     *
     * @param field the field: its size and pits
     * @return the number of characters {@link #render} produces for a field: {@code height * 2 * width}
     */
    public static long renderedLength(Field field) {
        Objects.requireNonNull(field, "field");
        return 2L * field.width() * field.height();
    }

    /**
     * The board as one string.
     *
     * @param board the position
     * @return the board as one string
     * @throws IllegalArgumentException if the text would be longer than a Java string can be; use
     *     {@link #render(BoardView, Appendable)} for such boards
     * @throws InsufficientHeapException if it would not fit in the heap left (a byte per character
     *     for the text and one for the copy the string makes)
     * @throws java.util.ConcurrentModificationException if {@code board} is a game another thread
     *     is using
     */
    public static String render(BoardView board) {
        Objects.requireNonNull(board, "board");
        long length = renderedLength(board.field());
        if (length > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException(Expected.of("rendered board: " + length + " characters",
                    "at most " + (Integer.MAX_VALUE - 16) + " in one string"));
        }
        long free = Heap.freeFor(2 * length);
        if (2 * length > free) {
            throw new InsufficientHeapException("rendered board: " + length + " characters need about "
                    + Math.max(1, 2 * length >> 20) + " MiB, " + (Math.max(0, free) >> 20)
                    + " MiB free (raise -Xmx, or render to an Appendable)");
        }
        StringBuilder sb = new StringBuilder((int) length);
        render(board, sb);
        return sb.toString();
    }

    /**
     * Characters written to an {@link Appendable} at a time. Bounds the buffer {@link #render(BoardView,
     * Appendable)} needs whatever the board's width: a row of 2^30 cells is 2^31 characters, more
     * than a Java array can hold. Even, so a cell and its separator always go out together.
     */
    private static final int CHUNK = 8192;

    /**
     * Appends the board's text to {@code out}, a bounded chunk at a time (so huge boards need only
     * a few kilobytes of memory).
     *
     * @param board the position
     * @param out where the text goes
     * @throws UncheckedIOException if {@code out} throws
     * @throws java.util.ConcurrentModificationException if {@code board} is a game another thread
     *     is using
     */
    public static void render(BoardView board, Appendable out) {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(out, "out");
        if (board instanceof Game game) {
            game.read("render", () -> render(game, game.robotBits(), out));
        } else {
            render(board, ((Board) board).robotBits(), out);
        }
    }

    private static void render(BoardView board, long[] robots, Appendable out) {
        Field field = board.field();
        int width = field.width();
        int height = field.height();
        long[] pits = field.bits().pitBits();
        long player = (long) board.playerY() * width + board.playerX();
        long exit = field.bits().exitCell();
        char[] chunk = new char[(int) Math.min(renderedLength(field), CHUNK)];
        int used = 0;
        try {
            long cell = 0;
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < width; x++, cell++) {
                    char c;
                    long bit = 1L << cell;
                    int word = (int) (cell >>> 6);
                    if (cell == player) {
                        c = '@';
                    } else if ((robots[word] & bit) != 0) {
                        c = 'X';
                    } else if ((pits[word] & bit) != 0) {
                        c = '0';
                    } else if (cell == exit) {
                        c = '<';
                    } else {
                        c = '.';
                    }
                    chunk[used++] = c;
                    chunk[used++] = x == width - 1 ? '\n' : ' ';
                    if (used == chunk.length) {
                        write(out, chunk, used);
                        used = 0;
                    }
                }
            }
            write(out, chunk, used);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Appendable out, char[] chunk, int length) throws IOException {
        if (length == 0) {
            return;
        }
        if (out instanceof StringBuilder sb) {
            sb.append(chunk, 0, length);
        } else {
            out.append(new String(chunk, 0, length));
        }
    }

    /**
     * Reads a board from its text. Lines may end in {@code \n} or {@code \r\n}; a final line end is
     * optional. The exit must be at {@code (0, height/2)} (shown as {@code <}, or {@code X} when a
     * robot stands on it), and there must be exactly one player.
     *
     * @param text the text
     * @return the board the text shows
     * @throws InvalidInputException naming the line and column of the first problem
     * @throws InsufficientHeapException if the field's pits and robots (a bit per cell each) would
     *     not fit in the heap left
     */
    public static Board parse(CharSequence text) throws InvalidInputException {
        Objects.requireNonNull(text, "text");
        int length = text.length();
        if (length > 0 && text.charAt(length - 1) == '\n') {
            length--;
            if (length > 0 && text.charAt(length - 1) == '\r') {
                length--;
            }
        }
        if (length == 0) {
            throw new InvalidInputException("empty field: no rows");
        }
        // First pass: the shape (line lengths), so the bit sets can be sized once.
        int width = -1;
        int height = 0;
        for (int start = 0; ; ) {
            int end = lineEnd(text, start, length);
            int contentEnd = end > start && text.charAt(end - 1) == '\r' ? end - 1 : end;
            int chars = contentEnd - start;
            height++;
            if (chars % 2 == 0) {
                throw new InvalidInputException(Expected.of("line " + height + ": " + chars + " characters",
                        "an odd number, cells joined by single spaces"));
            }
            int w = chars / 2 + 1; // chars is odd; (chars + 1) / 2 overflows for Integer.MAX_VALUE
            if (width == -1) {
                width = w;
                if (width < 2) {
                    throw new InvalidInputException(Expected.of("line 1: " + width + " cell", "width >= 2"));
                }
            } else if (w != width) {
                throw new InvalidInputException(Expected.of("line " + height + ": " + w + " cells",
                        width + " like line 1"));
            }
            if (end == length) {
                break; // the last line (end + 1 overflows for a text of Integer.MAX_VALUE characters)
            }
            start = end + 1;
        }
        if ((long) width * height > GameParameters.MAX_CELLS) {
            throw new InvalidInputException(Expected.of("field too large: " + width + " x " + height,
                    "at most " + GameParameters.MAX_CELLS + " cells"));
        }
        String tooLarge = Heap.boardProblem(width, height, 2, Heap.freeFor(Heap.needed(width, height, 2)));
        if (tooLarge != null) {
            throw new InsufficientHeapException(tooLarge);
        }
        long[] pits = Bits.forCells((long) width * height);
        long[] robots = Bits.forCells((long) width * height);
        int exitX = 0;
        int exitY = height / 2;
        int playerX = -1;
        int playerY = -1;
        int y = 0;
        for (int start = 0; ; y++) {
            int end = lineEnd(text, start, length);
            for (int x = 0; x < width; x++) {
                int pos = start + 2 * x;
                if (x > 0 && text.charAt(pos - 1) != ' ') {
                    throw new InvalidInputException(Expected.of(at(y,
                            pos - start) + Command.describe(text.charAt(pos - 1)) + " between cells", "one space"));
                }
                char c = text.charAt(pos);
                long cell = (long) y * width + x;
                boolean isExit = x == exitX && y == exitY;
                switch (c) {
                    case '.' -> {
                        if (isExit) {
                            throw new InvalidInputException(Expected.of(at(y,
                                    2 * x + 1) + "'.' where the exit must be",
                                    "'<', or 'X' for a robot on it, at column 0, row " + exitY));
                        }
                    }
                    case '0' -> {
                        if (isExit) {
                            throw new InvalidInputException(at(y, 2 * x + 1) + "a pit on the exit");
                        }
                        Bits.set(pits, cell);
                    }
                    case 'X' -> Bits.set(robots, cell);
                    case '@' -> {
                        if (playerX >= 0) {
                            throw new InvalidInputException(at(y, 2 * x + 1) + "a second player (the first is at ("
                                    + playerX + ", " + playerY + "))");
                        }
                        playerX = x;
                        playerY = y;
                    }
                    case '<' -> {
                        if (!isExit) {
                            throw new InvalidInputException(Expected.of(at(y, 2 * x + 1) + "'<' away from the exit",
                                    "the exit at column 0, row " + exitY));
                        }
                    }
                    default -> throw new InvalidInputException(at(y, 2 * x + 1) + Command.describe(c)
                            + " is not a cell (expected one of . 0 X @ <)");
                }
            }
            if (end == length) {
                break;
            }
            start = end + 1;
        }
        if (playerX < 0) {
            throw new InvalidInputException("no player: no '@' on the field");
        }
        Field field = Field.adopt(width, height, pits);
        return Board.adopt(field, robots, playerX, playerY);
    }

    private static String at(int y, int column) {
        return "line " + (y + 1) + ", column " + column + ": ";
    }

    private static int lineEnd(CharSequence text, int start, int length) {
        int i = start;
        while (i < length && text.charAt(i) != '\n') {
            i++;
        }
        return i;
    }
}
