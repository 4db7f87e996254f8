package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
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
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The start fields a record names ({@code field=PATH} in a {@code session} line), read once each.
 * A path must lead to a regular file beside or below the record ({@link #recorded});
 * {@code --field} replaces every one of them.
 */
final class FieldFiles {
    /** The largest field file read, in bytes (a cell takes at most 3 bytes of text). */
    private static final long MAX_BYTES = 3L * (1 << 26);
    /** The characters of a {@code field=} name a message shows. */
    private static final int NAME_SHOWN = 200;

    private final Path recordDirectory;
    private final Path override;
    private final Map<String, Board> read = new HashMap<>();
    private final Set<Path> files = new LinkedHashSet<>();

    /**
     * @param recordFile the record, whose directory is the second place a path is looked for
     * @param override the field every session starts from instead, or {@code null}
     */
    FieldFiles(Path recordFile, Path override) {
        Path parent = recordFile.toAbsolutePath().getParent();
        this.recordDirectory = parent == null ? recordFile.toAbsolutePath() : parent;
        this.override = override;
    }

    /**
     * The field files read so far and those the record names (from here and beside the record),
     * read or not: {@code --field} replacing them does not make them the page's to overwrite (the
     * write rule keeps {@code --html} off every one).
     */
    Set<Path> files() {
        return Collections.unmodifiableSet(files);
    }

    /** Every place a {@code field=} name may mean, as {@link #recorded} looks (a name that is no path: none). */
    private void named(String name) {
        files.addAll(placesIn(recordDirectory, List.of(name)));
    }

    /**
     * The files the {@code field=} names of a record in {@code recordFile} may mean, from here and
     * from the record's directory: read or not, none is the page's to overwrite.
     */
    static Set<Path> places(Path recordFile, List<String> names) {
        Path parent = recordFile.toAbsolutePath().getParent();
        return placesIn(parent == null ? recordFile.toAbsolutePath() : parent, names);
    }

    private static Set<Path> placesIn(Path directory, List<String> names) {
        Set<Path> places = new LinkedHashSet<>();
        for (String name : names) {
            try {
                Path given = Path.of(name);
                places.add(given);
                places.add(directory.resolve(given));
            } catch (InvalidPathException e) {
                // no file by that name, so none to keep the page off
            }
        }
        return places;
    }

    /**
     * Where a record's {@code field=} name leads: a regular file in the record's directory or below
     * it, also after following symbolic links. The name is tried from the current directory (as the
     * session that wrote it saw it), then from the record's directory; a name that leads anywhere
     * else (an absolute path elsewhere, {@code ..}, {@code /dev/stdin}, a link out) is refused
     * without being opened, and the message says nothing of what is there: the record is not the
     * user's own word, so it must not make replay read (or hang on) any file the user can read.
     */
    private Path recorded(String name) throws ReplayProblem {
        Path given = Path.of(name);
        Path directory = recordDirectory.normalize();
        Path fromHere = given.toAbsolutePath().normalize();
        Path fromRecord = directory.resolve(given).normalize();
        Path file = fromHere.startsWith(directory) && Files.exists(fromHere) ? fromHere : fromRecord;
        if (!file.startsWith(directory)) {
            throw outside(name);
        }
        Path real;
        try {
            real = file.toRealPath();
        } catch (IOException e) {
            return file; // not there: reading it says so
        }
        Path realDirectory;
        try {
            realDirectory = directory.toRealPath();
        } catch (IOException e) {
            throw outside(name);
        }
        if (!real.startsWith(realDirectory)) {
            throw outside(name);
        }
        if (!Files.isRegularFile(real)) {
            throw new ReplayProblem("the field file " + Texts.quote(name, NAME_SHOWN) + " is not a regular file (a record's"
                    + " field= must name one beside or below the record; give it with --field FILE)", false);
        }
        return real;
    }

    private ReplayProblem outside(String name) {
        return new ReplayProblem("the field file " + Texts.quote(name, NAME_SHOWN) + " is outside the record's directory (a"
                + " record's field= must name a regular file beside or below the record; give it with --field FILE)",
                false);
    }

    /**
     * The board of the session's {@code field=} name, for a game of {@code width} x {@code height}
     * cells: a file is read up to the text of such a field and no further.
     */
    Board board(String name, int width, int height) throws ReplayProblem {
        named(name);
        String key = override != null ? override.toString() : name;
        Board board = read.get(key);
        if (board == null) {
            // A row: 2 x width - 1 characters and its line end (\r\n at most).
            board = load(key, Math.min((2L * width + 1) * height, MAX_BYTES));
            read.put(key, board);
        }
        return board;
    }

    private Board load(String name, long maxBytes) throws ReplayProblem {
        Path file;
        try {
            file = override != null ? override : recorded(name);
        } catch (InvalidPathException e) {
            throw new ReplayProblem("the field file " + Texts.quote(name, NAME_SHOWN) + " is not a path here", false);
        }
        files.add(file);
        byte[] bytes;
        try {
            bytes = BoundedFile.readField(file, maxBytes);
        } catch (BoundedFile.NotAField e) {
            throw new ReplayProblem("the field file " + name + ": " + e.getMessage(), false);
        } catch (NoSuchFileException e) {
            throw new ReplayProblem("the field file " + Texts.quote(name, NAME_SHOWN) + " is not found beside or below the"
                    + " record (give it with --field FILE)", false);
        } catch (IOException e) {
            throw new ReplayProblem("cannot read the field file " + name + " (" + IoReason.of(e)
                    + "; give it with --field FILE)", false);
        }
        if (bytes == null) {
            throw new ReplayProblem("the field file " + name + " is larger than the game's field (more than " + maxBytes
                    + " bytes)", false);
        }
        try {
            return TextFormat.parse(new String(bytes, StandardCharsets.ISO_8859_1));
        } catch (InvalidInputException | InsufficientHeapException e) {
            throw new ReplayProblem("the field file " + name + ": " + e.getMessage(), false);
        }
    }
}
