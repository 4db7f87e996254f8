package dev.robots.cli.io;

import dev.robots.cli.text.Expected;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * Reads lines of at most a fixed length, refusing longer ones without ever holding them: memory
 * use is bounded by the limit whatever the input. A line ends at {@code \n}; one {@code \r} just
 * before it is dropped too (CRLF input). The last line may lack its terminator.
 *
 * <p>Reusable by any driver of the text protocol, e.g. a checker reading a program's output.
 * Not thread-safe.
 */
public final class BoundedLineReader implements Closeable {
    /** The protocol's line bound, in characters (without the terminator). */
    public static final int DEFAULT_MAX_LINE_LENGTH = 4096;

    private static final InputLine END = new InputLine.End();

    private final Reader in;
    private final int maxLength;
    private final char[] chunk = new char[8192];
    private int chunkPos;
    private int chunkEnd;
    // Room for the limit plus a trailing '\r' that is dropped with the '\n'.
    private final char[] line;
    private boolean ended;

    /**
     * Reads lines from {@code in}.
     *
     * @param maxLength the longest line accepted, at least 1
     */
    public BoundedLineReader(Reader in, int maxLength) {
        this.in = Objects.requireNonNull(in, "in");
        if (maxLength < 1 || maxLength > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException(Expected.of("maxLength: " + maxLength,
                    "1 to " + (Integer.MAX_VALUE - 16)));
        }
        this.maxLength = maxLength;
        this.line = new char[maxLength + 1];
    }

    /**
     * Reads UTF-8 text from {@code in}; malformed bytes become U+FFFD (never an error), NUL and
     * other control characters are passed on as they are.
     */
    public static BoundedLineReader utf8(InputStream in, int maxLength) {
        return new BoundedLineReader(new InputStreamReader(in, StandardCharsets.UTF_8), maxLength);
    }

    /** The longest line accepted. */
    public int maxLength() {
        return maxLength;
    }

    /**
     * The next line, or {@link InputLine.TooLong} for a line over the limit (its rest is read and
     * dropped), or {@link InputLine.End} once the input is exhausted (and on every later call).
     *
     * @throws IOException if the underlying reader fails
     */
    public InputLine read() throws IOException {
        if (ended) {
            return END;
        }
        int length = 0;
        long seen = 0;
        char last = 0;
        while (true) {
            if (chunkPos == chunkEnd && !fill()) {
                ended = true;
                return seen == 0 ? END : finish(seen, last);
            }
            char c = chunk[chunkPos++];
            if (c == '\n') {
                return finish(seen, last);
            }
            if (length < line.length) {
                line[length++] = c;
            }
            seen++;
            last = c;
        }
    }

    private InputLine finish(long seen, char last) {
        long size = last == '\r' ? seen - 1 : seen;
        if (size > maxLength) {
            return new InputLine.TooLong(size, maxLength);
        }
        return new InputLine.Text(new String(line, 0, (int) size));
    }

    private boolean fill() throws IOException {
        int n;
        do {
            n = in.read(chunk, 0, chunk.length);
        } while (n == 0);
        if (n < 0) {
            return false;
        }
        chunkPos = 0;
        chunkEnd = n;
        return true;
    }

    /** The characters this reader can hold, for tests of its memory bound. */
    int capacity() {
        return line.length + chunk.length;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
