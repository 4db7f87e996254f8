package dev.robots.cli.text;

import dev.robots.record.MessageText;

/**
 * How the command line puts untrusted text (a token of input, a line another program printed) into
 * a message for a person. One convention everywhere: quoted text stands in single quotes, with
 * printable ASCII as it is and backslash escapes for the rest ({@code \t}, {@code \r}, {@code \n},
 * {@code \\}, {@code \'}, else {@code \}{@code u001b}), so that it reads back as the same text (it is a
 * JavaScript or Python string literal); a line shown unquoted (a field row, a line of standard error)
 * keeps printable ASCII and tabs and escapes the rest (a backslash included) the same way; a single
 * character is named {@code 'x'} if visible ASCII, else by its code point {@code U+0000} (as the
 * engine's messages name it). Long text is cut after a limit, then {@code ... (N characters)}. So a
 * message stays plain ASCII text whatever the input held (NUL, terminal escape codes, invalid UTF-8).
 * Quoting is {@link MessageText}'s, which the record format's messages share.
 */
public final class Texts {
    /** How many characters of a bad token a one-line message shows. */
    static final int SHOWN = MessageText.SHOWN;
    /** How much of one line of a program's standard error a report shows. */
    public static final int STDERR_LINE_SHOWN = 300;

    private Texts() {
    }

    /** How many characters of a file's path a message shows. */
    public static final int PATH_SHOWN = 200;

    /**
     * A file's path as a message names it: unquoted, as {@link #shown} (printable ASCII as it is,
     * the rest escaped, so {@code ü} is {@code \}{@code u00fc}), cut after {@value #PATH_SHOWN}.
     */
    public static String path(Object path) {
        return shown(String.valueOf(path), PATH_SHOWN);
    }

    /** The token quoted for a one-line message, cut after {@value #SHOWN} characters. */
    public static String quote(CharSequence token) {
        return quote(token, SHOWN);
    }

    /**
     * The token in single quotes: printable ASCII as it is, the rest as backslash escapes
     * ({@code \t}, {@code \r}, {@code \n}, {@code \\}, {@code \'}, {@code \}{@code uXXXX}); if
     * longer than {@code max}, its first {@code max} characters so, then {@code ... (N characters)}.
     */
    public static String quote(CharSequence token, int max) {
        return MessageText.quote(token, max);
    }

    /**
     * A line another program printed, as a report shows it unquoted: printable ASCII and tabs as
     * they are, a backslash doubled ({@code \\}), a carriage return {@code \r}, anything else
     * escaped by its code ({@code \}{@code u001b}, {@code \}{@code ufffd}, {@code \}{@code u202e}), so
     * that no terminal code, replacement or reordering character in it acts on the reader's screen,
     * and an escape shown is never text the program printed; cut as {@link #quote(CharSequence, int)}.
     */
    public static String shown(CharSequence line, int max) {
        int shown = Math.min(line.length(), max);
        StringBuilder sb = new StringBuilder(shown + 16);
        for (int i = 0; i < shown; i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                sb.append("\\\\");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c != '\t' && (c < 0x20 || c >= 0x7F)) {
                MessageText.appendUnicodeEscape(sb, c);
            } else {
                sb.append(c);
            }
        }
        return line.length() > max ? MessageText.cut(sb, line.length()) : sb.toString();
    }

    /**
     * The lines of a program's standard error tail, as {@link #shown} (one {@code \r} before each
     * line end dropped), each prefixed with {@code "  | "} and ended with a line end. A line longer
     * than {@link #STDERR_LINE_SHOWN} loses its middle, not its end: the last words of a message
     * (where a Lua error says what went wrong) are the ones kept.
     */
    public static String stderrLines(String tail) {
        StringBuilder sb = new StringBuilder();
        for (String line : tail.split("\n")) {
            String l = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
            sb.append("  | ").append(ends(l, STDERR_LINE_SHOWN)).append('\n');
        }
        return sb.toString();
    }

    /**
     * {@code line} as {@link #shown}, or when longer than {@code max}: its first third and last two
     * thirds of {@code max} characters around {@code ... (N characters cut) ...}.
     */
    public static String ends(CharSequence line, int max) {
        if (line.length() <= max) {
            return shown(line, max);
        }
        int head = max / 3;
        int tail = max - head;
        int cut = line.length() - head - tail;
        return shown(line.subSequence(0, head), head) + " ... (" + cut + " characters cut) ... "
                + shown(line.subSequence(line.length() - tail, line.length()), tail);
    }

    /** A character as a person can read it: quoted if visible ASCII ({@code 'x'}), else {@code U+0000}. */
    public static String describe(char c) {
        return c > 0x20 && c < 0x7F ? quote(String.valueOf(c)) : String.format("U+%04X", (int) c);
    }

    /** {@code n} and the word, plural unless {@code n} is 1: "1 game", "2 games". */
    public static String count(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    /** How much of a message a library built around a user's raw token (picocli's) a line shows. */
    public static final int LIBRARY_MESSAGE_SHOWN = 300;

    /**
     * A message a library built around a user's raw token (picocli quotes the token as it came, a
     * terminal escape or a line end included), as one line: as {@link #shown}, so no code in the
     * token acts on the reader's screen and a line end in it is {@code \}{@code u000a}, cut after
     * {@value #LIBRARY_MESSAGE_SHOWN} characters; "no detail" without one.
     */
    public static String libraryMessage(String message) {
        return message == null ? "no detail" : shown(message.strip(), LIBRARY_MESSAGE_SHOWN);
    }

    /** An exception's message on one line, for the one line that ends a run; "no detail" without one. */
    public static String oneLine(String message) {
        return message == null ? "no detail" : message.strip().replace('\n', ' ').replace('\r', ' ');
    }

    /** Whether {@code c} separates INIT numbers, and may fill a line the protocol skips: ASCII white space. */
    public static boolean isSpace(char c) {
        return MessageText.isSpace(c);
    }

    /** Whether the line holds only {@link #isSpace} characters (or none). */
    public static boolean isBlank(CharSequence line) {
        return MessageText.isBlank(line);
    }
}
