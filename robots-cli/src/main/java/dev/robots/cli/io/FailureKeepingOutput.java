package dev.robots.cli.io;

import dev.robots.cli.text.Texts;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An output stream that keeps the first write error that passed through it. A
 * {@link java.io.PrintWriter} on top only says that one happened ({@code checkError()}); the
 * message for the person should say which.
 */
public final class FailureKeepingOutput extends FilterOutputStream {
    private IOException failure;

    public FailureKeepingOutput(OutputStream out) {
        super(out);
    }

    /** The first write or flush error, or {@code null}. */
    IOException failure() {
        return failure;
    }

    /** The first error's message on one line, for a message ending a run. */
    public String failureDetail() {
        return Texts.oneLine(failure == null ? null : failure.getMessage());
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        try {
            out.write(b, off, len);
        } catch (IOException e) {
            failure = failure == null ? e : failure;
            throw e;
        }
    }

    @Override
    public void flush() throws IOException {
        try {
            out.flush();
        } catch (IOException e) {
            failure = failure == null ? e : failure;
            throw e;
        }
    }
}
