package dev.robots.cli.io;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A process for {@code RunFilesIT}: writes {@code args[0]} by {@link OutputFile}'s rule, one byte,
 * then waits (a minute at most) inside the write, so that a test can stop it by a signal while its
 * {@code .partial} is there.
 */
public final class SlowWriter {
    private SlowWriter() {
    }

    public static void main(String[] args) throws IOException {
        OutputFile.write(Path.of(args[0]), out -> {
            out.write('x');
            out.flush();
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }
}
