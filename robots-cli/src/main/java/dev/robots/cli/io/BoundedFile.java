package dev.robots.cli.io;

import dev.robots.cli.text.Expected;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file read whole, but never more than a bound: a field file may be a pipe or a device
 * ({@code /dev/zero}), whose size says nothing, so the read stops one byte past the bound. A field's
 * text is also read byte by byte against the characters a field holds, so a file that is not one
 * ({@code /dev/zero}, a binary) is refused at its first wrong byte, before the bound is reached.
 */
public final class BoundedFile {
    /** The bytes a field's text holds: cells, the spaces between them and line ends. */
    private static final String FIELD_BYTES = ".0X@< \r\n";
    private static final int CHUNK = 1 << 16;

    /** A byte no field's text holds, at {@code offset} (0-based) of the file. */
    public static final class NotAField extends IOException {
        private static final long serialVersionUID = 1L;

        NotAField(long offset, int b) {
            super(Expected.of("byte " + (offset + 1) + " is " + describe(b),
                    "a field's text, the cells . 0 X @ <" + " joined by spaces, one row a line"), null);
        }
    }

    private BoundedFile() {
    }

    /** The bytes of {@code file}, or null when it holds more than {@code maxBytes} ({@code < 2^31 - 1}). */
    public static byte[] read(Path file, long maxBytes) throws IOException {
        checkBound(maxBytes);
        byte[] content;
        try (InputStream in = Files.newInputStream(file)) {
            content = in.readNBytes((int) maxBytes + 1);
        }
        return content.length > maxBytes ? null : content;
    }

    /**
     * The bytes of the field file {@code file}, or null when it holds more than {@code maxBytes}:
     * read in chunks, each byte checked, so memory grows only with text that could be a field.
     *
     * @throws NotAField at the first byte no field holds
     */
    public static byte[] readField(Path file, long maxBytes) throws IOException {
        checkBound(maxBytes);
        ByteArrayOutputStream content = new ByteArrayOutputStream((int) Math.min(maxBytes + 1, CHUNK));
        byte[] chunk = new byte[(int) Math.min(maxBytes + 1, CHUNK)];
        long offset = 0;
        try (InputStream in = Files.newInputStream(file)) {
            for (int n; offset <= maxBytes && (n = in.read(chunk, 0, (int) Math.min(chunk.length, maxBytes + 1 - offset)))
                    >= 0; offset += n) {
                for (int i = 0; i < n; i++) {
                    if (FIELD_BYTES.indexOf(chunk[i] & 0xFF) < 0) {
                        throw new NotAField(offset + i, chunk[i] & 0xFF);
                    }
                }
                content.write(chunk, 0, n);
            }
        }
        return offset > maxBytes ? null : content.toByteArray();
    }

    private static void checkBound(long maxBytes) {
        if (maxBytes < 0 || maxBytes >= Integer.MAX_VALUE) {
            throw new IllegalArgumentException(Expected.of("maxBytes: " + maxBytes, "0 to " + (Integer.MAX_VALUE - 1)));
        }
    }

    private static String describe(int b) {
        if (b >= 0x21 && b < 0x7F) {
            return "'" + (char) b + "'";
        }
        return b == 0 ? "NUL" : String.format(java.util.Locale.ROOT, "0x%02X", b);
    }
}
