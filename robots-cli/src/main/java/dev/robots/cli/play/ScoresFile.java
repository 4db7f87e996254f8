package dev.robots.cli.play;

import dev.robots.cli.text.Texts;
import dev.robots.cli.io.BoundedFile;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.io.OutputFile;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where {@link Scores} live: {@code $XDG_DATA_HOME/robots/scores}, or
 * {@code ~/.local/share/robots/scores} when {@code XDG_DATA_HOME} is unset or not absolute (as the
 * XDG base directory specification says). A file that cannot be read or parsed, or written, costs one
 * warning line and never a game: a corrupt file is left as it is (not overwritten) and the session
 * keeps its scores in memory.
 */
public final class ScoresFile {
    /** Larger than any honest scores file: a bigger one is refused rather than read. */
    static final int MAX_BYTES = 1 << 20;

    private final Path path;

    public ScoresFile(Path path) {
        this.path = path;
    }

    /** The file for this environment and home directory. */
    public static ScoresFile locate(Map<String, String> environment, String userHome) {
        String dataHome = environment.get("XDG_DATA_HOME");
        Path base = dataHome != null && !dataHome.isEmpty() && Path.of(dataHome).isAbsolute()
                ? Path.of(dataHome)
                : Path.of(userHome, ".local", "share");
        return new ScoresFile(base.resolve("robots").resolve("scores"));
    }

    public Path path() {
        return path;
    }

    /** What reading the file gave: the scores (empty if none), or a warning for a person. */
    public record Loaded(Scores scores, String warning, boolean writable) {
    }

    /** Reads the scores; a missing file is no scores, without a warning. */
    public Loaded load() {
        try {
            if (Files.exists(path) && !Files.isRegularFile(path) && !Files.isDirectory(path)) {
                // A FIFO would block the game's start; a device is no scores file.
                return new Loaded(Scores.empty(), "scores file " + Texts.path(path) + " is not a regular file; not"
                        + " using it", false);
            }
            // Bounded whatever its size says: a file that grows meanwhile is never read past it.
            byte[] bytes = BoundedFile.read(path, MAX_BYTES);
            if (bytes == null) {
                return new Loaded(Scores.empty(), "scores file " + Texts.path(path) + " is larger than " + MAX_BYTES
                        + " bytes; not using it", false);
            }
            return new Loaded(Scores.parse(bytes), null, true);
        } catch (NoSuchFileException e) {
            return new Loaded(Scores.empty(), null, true);
        } catch (IOException e) {
            return new Loaded(Scores.empty(), "cannot read the scores file " + Texts.path(path) + " ("
                    + IoReason.of(e) + "); scores are not kept", false);
        } catch (IllegalArgumentException e) {
            return new Loaded(Scores.empty(), "the scores file " + Texts.path(path) + " is damaged (" + e.getMessage()
                    + "); it is left alone and scores are not kept", false);
        }
    }

    /**
     * Writes the scores by the write rule ({@link OutputFile}: through {@code scores.partial} renamed
     * into place, so a crash leaves the old file or the new one); {@code null}, or a warning line if
     * it could not.
     */
    public String save(Scores scores) {
        try {
            Path absolute = path.toAbsolutePath();
            Path directory = absolute.getParent();
            if (directory != null) {
                try {
                    Files.createDirectories(directory);
                } catch (FileAlreadyExistsException e) {
                    // Its message is only the path: something that is not a directory is where one should be.
                    throw new FileSystemException(directory.toString(), null, "Not a directory");
                }
            }
            OutputFile.write(absolute, scores.text());
            return null;
        } catch (IOException e) {
            return "cannot write the scores file " + Texts.path(path) + " (" + IoReason.of(e) + ")";
        }
    }
}
