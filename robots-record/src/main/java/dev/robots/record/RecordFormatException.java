package dev.robots.record;

/**
 * A record file that cannot be read as one: the message is one line naming the line number and
 * what was wrong. {@link #isRecord()} tells a corrupt record (it began with a {@code session}
 * line) from input that is no record at all.
 */
public final class RecordFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final boolean record;

    RecordFormatException(int line, boolean record, String message) {
        super("line " + line + ": " + message, null, false, false);
        this.line = line;
        this.record = record;
    }

    /** The line (from 1) where reading failed. */
    public int line() {
        return line;
    }

    /** Whether a {@code session} line came before the failure: a corrupt record, not some other file. */
    public boolean isRecord() {
        return record;
    }
}
