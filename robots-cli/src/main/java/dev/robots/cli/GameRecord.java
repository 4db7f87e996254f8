package dev.robots.cli;

import java.io.Closeable;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * The {@code --record} file: one line per event, appended with one unbuffered write each, so a
 * process killed at any moment leaves every line written so far (the last turn included). The
 * format is documented in {@code docs/cli.md}.
 */
final class GameRecord implements Closeable {
    /** The version written in each {@code session} line. */
    static final int FORMAT = 1;

    private static final GameRecord NONE = new GameRecord(null, null);

    private final OutputStream out;
    private final Path path;

    private GameRecord(OutputStream out, Path path) {
        this.out = out;
        this.path = path;
    }

    /** A record that writes nothing. */
    static GameRecord none() {
        return NONE;
    }

    /** Opens {@code path} for appending, creating it if needed. */
    static GameRecord append(Path path) throws IOException {
        return new GameRecord(new FileOutputStream(path.toFile(), true), path);
    }

    boolean enabled() {
        return out != null;
    }

    Path path() {
        return path;
    }

    /** Appends one line (a {@code \n} is added) in a single write. */
    void line(String text) throws IOException {
        if (out == null) {
            return;
        }
        byte[] bytes = (text + "\n").getBytes(StandardCharsets.UTF_8);
        out.write(bytes);
    }

    @Override
    public void close() throws IOException {
        if (out != null) {
            out.close();
        }
    }
}
