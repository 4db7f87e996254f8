package dev.robots.cli.record;

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
public final class GameRecord implements Closeable {
    /** The version written in each {@code session} line. */
    public static final int FORMAT = 2;

    private static final GameRecord NONE = new GameRecord(null, null);

    private final OutputStream out;
    private final Path path;

    private GameRecord(OutputStream out, Path path) {
        this.out = out;
        this.path = path;
    }

    /** A record that writes nothing. */
    public static GameRecord none() {
        return NONE;
    }

    /** Opens {@code path} for appending, creating it if needed. */
    public static GameRecord append(Path path) throws IOException {
        return new GameRecord(new FileOutputStream(path.toFile(), true), path);
    }

    public boolean enabled() {
        return out != null;
    }

    public Path path() {
        return path;
    }

    /** Appends one line (a {@code \n} is added) in a single write. */
    public void line(String text) throws IOException {
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
