package dev.robots.cli.protocol;

import dev.robots.cli.text.Texts;
import dev.robots.cli.io.BoundedFile;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.text.Expected;
import dev.robots.core.Board;
import dev.robots.core.GameParameters;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.InvalidInputException;
import dev.robots.core.TextFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Protocol mode's {@code --field FILE}: the field every game starts from, read within a cell limit
 * ({@code --max-cells}) and checked to be a field some game can start from, before any game.
 */
public final class FieldFile {
    /** Why the file cannot be used, as the one line a person reads (it names the option and the file). */
    public static final class Unusable extends Exception {
        private static final long serialVersionUID = 1L;

        Unusable(String message) {
            super(message);
        }
    }

    private FieldFile() {
    }

    /**
     * The board in {@code file}, of at most {@code limit} cells; never reads more than such a field
     * can take (a pipe or {@code /dev/zero} included).
     */
    public static Board read(Path file, long limit) throws Unusable {
        String text;
        try {
            // A cell takes 2 characters, 3 at most with CRLF line ends: bound the read before making it.
            // (And a String holds at most about 2^31 characters, whatever --max-cells says.)
            long max = Math.min(3 * limit + 2, Integer.MAX_VALUE - 16);
            long bytes = Files.size(file);
            if (bytes > max) {
                throw new Unusable("--field " + Texts.path(file) + ": " + bytes + " bytes is larger than any field of at most "
                        + limit + " cells (see --max-cells)");
            }
            // The size of a pipe or a device (/dev/zero) says nothing: never read more than the bound.
            byte[] content = BoundedFile.readField(file, max);
            if (content == null) {
                throw new Unusable("--field " + Texts.path(file) + ": more than " + max
                        + " bytes, larger than any field of at most " + limit + " cells (see --max-cells)");
            }
            text = new String(content, StandardCharsets.ISO_8859_1);
        } catch (NoSuchFileException e) {
            throw new Unusable("--field " + Texts.path(file) + ": no such file");
        } catch (BoundedFile.NotAField e) {
            throw new Unusable("--field " + Texts.path(file) + ": " + e.getMessage());
        } catch (IOException e) {
            throw new Unusable("--field " + Texts.path(file) + ": cannot read (" + IoReason.of(e) + ")");
        }
        Board board;
        try {
            board = TextFormat.parse(text);
        } catch (InvalidInputException | InsufficientHeapException e) {
            throw new Unusable("--field " + Texts.path(file) + ": " + e.getMessage());
        }
        long cells = (long) board.width() * board.height();
        if (cells > limit) {
            throw new Unusable(Expected.of("--field " + Texts.path(file) + ": " + board.width() + " x "
                    + board.height() + " = " + cells + " cells", "at most " + limit + ", see --max-cells"));
        }
        // Every INIT would be refused for this; say so now, naming the file.
        String problem = GameParameters.problem(board.width(), board.height(), 0, board.field().pitCount());
        if (problem != null) {
            throw new Unusable("--field " + Texts.path(file) + ": no game can start from it: " + problem);
        }
        return board;
    }
}
