package dev.robots.cli.protocol;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Objects;

/**
 * Protocol output: ASCII text gathered in a fixed buffer and written in one piece when flushed
 * (or when the buffer fills, for boards larger than it). The protocol flushes before each read,
 * so one turn's field and prompt reach the other side in one write. Write errors (a closed pipe)
 * surface as {@link IOException}, unlike {@link java.io.PrintStream}, which would hide them.
 */
final class ProtocolOutput implements Appendable {
    static final int BUFFER_SIZE = 1 << 16;

    private final OutputStream out;
    private final byte[] buffer;
    private int size;

    ProtocolOutput(OutputStream out) {
        this.out = Objects.requireNonNull(out, "out");
        this.buffer = new byte[BUFFER_SIZE];
    }

    @Override
    public ProtocolOutput append(char c) throws IOException {
        if (size == buffer.length) {
            drain();
        }
        // Protocol text is ASCII; anything else would be a bug, and shows as '?' rather than as mojibake.
        buffer[size++] = c < 0x80 ? (byte) c : (byte) '?';
        return this;
    }

    @Override
    public ProtocolOutput append(CharSequence text) throws IOException {
        return append(text, 0, text.length());
    }

    @Override
    public ProtocolOutput append(CharSequence text, int start, int end) throws IOException {
        for (int i = start; i < end; i++) {
            append(text.charAt(i));
        }
        return this;
    }

    /** Appends {@code text} and a line end. */
    ProtocolOutput line(String text) throws IOException {
        return append(text).append('\n');
    }

    /** Writes what is gathered and flushes the stream. */
    void flush() throws IOException {
        drain();
        out.flush();
    }

    private void drain() throws IOException {
        if (size > 0) {
            int n = size;
            size = 0;
            out.write(buffer, 0, n);
        }
    }
}
