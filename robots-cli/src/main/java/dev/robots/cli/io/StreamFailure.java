package dev.robots.cli.io;

import dev.robots.cli.text.Texts;
import java.io.IOException;

/**
 * A stream that a session or game depends on failed (standard input, standard output, the record
 * file), so it stops: the message is the one line for the person, and {@link #recordLine} what a
 * protocol session's record ends with. Checked, so that every place that reads or writes says it
 * can stop; no stack trace is kept.
 */
public final class StreamFailure extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient String recordLine;

    private StreamFailure(String message, String recordLine) {
        super(message, null, false, false);
        this.recordLine = recordLine;
    }

    /** Standard input could not be read. */
    public static StreamFailure input(IOException e) {
        return new StreamFailure("cannot read standard input (" + IoReason.of(e) + "); stopping",
                "stop input-error");
    }

    /** Standard output could not be written; {@code detail} is why, on one line. */
    public static StreamFailure output(String detail) {
        return new StreamFailure("cannot write to standard output (" + detail + "); stopping", "stop output-closed");
    }

    /** The record file at {@code path} could not be written; the record gets no line about it. */
    public static StreamFailure recordFile(Object path, IOException e) {
        return new StreamFailure("cannot write the record file " + Texts.path(path) + " (" + IoReason.of(e) + "); stopping", null);
    }

    /** The line a protocol session's record ends with ({@code stop input-error}), or {@code null}. */
    public String recordLine() {
        return recordLine;
    }
}
