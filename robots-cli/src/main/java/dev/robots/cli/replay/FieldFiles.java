package dev.robots.cli.replay;

import dev.robots.cli.io.BoundedFile;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.text.Texts;
import dev.robots.core.Board;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.InvalidInputException;
import dev.robots.core.TextFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The start fields a record names ({@code field=PATH} in a {@code session} line), read once each.
 * A path is tried as given (from the current directory, as the session that wrote it saw it),
 * then beside the record file; {@code --field} replaces every one of them.
 */
final class FieldFiles {
    /** The largest field file read, in bytes (a cell takes at most 3 bytes of text). */
    private static final long MAX_BYTES = 3L * (1 << 26);

    private final Path recordDirectory;
    private final Path override;
    private final Map<String, Board> read = new HashMap<>();

    /**
     * @param recordFile the record, whose directory is the second place a path is looked for
     * @param override the field every session starts from instead, or {@code null}
     */
    FieldFiles(Path recordFile, Path override) {
        Path parent = recordFile.toAbsolutePath().getParent();
        this.recordDirectory = parent == null ? Path.of(".") : parent;
        this.override = override;
    }

    /** The board of the session's {@code field=} name. */
    Board board(String name) throws ReplayProblem {
        String key = override != null ? override.toString() : name;
        Board board = read.get(key);
        if (board == null) {
            board = load(key);
            read.put(key, board);
        }
        return board;
    }

    private Board load(String name) throws ReplayProblem {
        Path file;
        try {
            file = Path.of(name);
            if (override == null && !Files.exists(file) && !file.isAbsolute()) {
                file = recordDirectory.resolve(name);
            }
        } catch (InvalidPathException e) {
            throw new ReplayProblem("the field file " + Texts.quote(name) + " is not a path here", false);
        }
        byte[] bytes;
        try {
            bytes = BoundedFile.read(file, MAX_BYTES);
        } catch (NoSuchFileException e) {
            throw new ReplayProblem("the field file " + name + " is not found as given nor beside the record"
                    + " (give it with --field FILE)", false);
        } catch (IOException e) {
            throw new ReplayProblem("cannot read the field file " + name + " (" + IoReason.of(e)
                    + "; give it with --field FILE)", false);
        }
        if (bytes == null) {
            throw new ReplayProblem("the field file " + name + " is larger than any field", false);
        }
        try {
            return TextFormat.parse(new String(bytes, StandardCharsets.ISO_8859_1));
        } catch (InvalidInputException | InsufficientHeapException e) {
            throw new ReplayProblem("the field file " + name + ": " + e.getMessage(), false);
        }
    }
}
