package dev.robots.record;


/** Reads a line's space-separated tokens left to right. */
final class LineTokens {
    private final int number;
    private final String text;
    private final boolean isRecord;
    private int at;

    LineTokens(int number, String text, boolean isRecord) {
        this.number = number;
        this.text = text;
        this.isRecord = isRecord;
    }

    RecordFormatException error(String message) {
        return new RecordFormatException(number, isRecord, message);
    }

    boolean atEnd() {
        return at >= text.length();
    }

    /** The next token, up to a space or the end; one space separates tokens. */
    String word(String what) throws RecordFormatException {
        if (atEnd()) {
            throw error("missing " + what);
        }
        int space = text.indexOf(' ', at);
        int stop = space < 0 ? text.length() : space;
        String token = text.substring(at, stop);
        if (token.isEmpty()) {
            throw error("two spaces before " + what);
        }
        at = space < 0 ? text.length() : space + 1;
        return token;
    }

    /** The value of the next token, which must be {@code name=VALUE}. */
    String value(String name) throws RecordFormatException {
        String token = word(name + "=");
        if (!token.startsWith(name + "=")) {
            throw error(MessageText.quote(token) + " where " + name + "= belongs");
        }
        return token.substring(name.length() + 1);
    }

    /** The rest of the line after {@code name=}: a value that may hold spaces. */
    String rest(String name) throws RecordFormatException {
        String prefix = name + "=";
        if (!text.startsWith(prefix, at)) {
            throw error((atEnd() ? "missing " + prefix : MessageText.quote(text.substring(at)) + " where "
                    + prefix + " belongs"));
        }
        String value = text.substring(at + prefix.length());
        at = text.length();
        if (value.isEmpty()) {
            throw error("empty " + prefix);
        }
        return value;
    }

    /** A {@link PositionDigest}'s text: {@code name=} and 16 lower-case hex digits. */
    String digest(String name) throws RecordFormatException {
        String value = value(name);
        if (!value.matches("[0-9a-f]{16}")) {
            throw error(Expected.of(name + "=" + MessageText.quote(value), "16 hex digits 0-9 a-f"));
        }
        return value;
    }

    long number(String name, long min, long max) throws RecordFormatException {
        return parse(name, value(name), min, max);
    }

    long bare(String what, long min, long max) throws RecordFormatException {
        return parse(what, word(what), min, max);
    }

    long parse(String name, String digits, long min, long max) throws RecordFormatException {
        long value;
        try {
            value = Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw error(name + " " + MessageText.quote(digits) + " is not an integer");
        }
        if (value < min || value > max) {
            throw error(Expected.of(name + " " + value, min + " to " + max));
        }
        return value;
    }

    void end() throws RecordFormatException {
        if (!atEnd()) {
            throw error("extra text " + MessageText.quote(text.substring(at)) + " at the end of the line");
        }
    }
}
