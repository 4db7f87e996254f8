package dev.robots.cli.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file read whole, but never more than a bound: a field file may be a pipe or a device
 * ({@code /dev/zero}), whose size says nothing, so the read stops one byte past the bound.
 */
public final class BoundedFile {
    private BoundedFile() {
    }

    /** The bytes of {@code file}, or null when it holds more than {@code maxBytes} ({@code < 2^31 - 1}). */
    public static byte[] read(Path file, long maxBytes) throws IOException {
        if (maxBytes < 0 || maxBytes >= Integer.MAX_VALUE) {
            throw new IllegalArgumentException("maxBytes: " + maxBytes + " (expected: 0 to " + (Integer.MAX_VALUE - 1)
                    + ")");
        }
        byte[] content;
        try (InputStream in = Files.newInputStream(file)) {
            content = in.readNBytes((int) maxBytes + 1);
        }
        return content.length > maxBytes ? null : content;
    }
}
