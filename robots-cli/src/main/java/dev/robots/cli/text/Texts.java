package dev.robots.cli.text;

/** Helpers for putting untrusted input into one-line messages. */
public final class Texts {
    /** How many characters of a bad token a message shows. */
    static final int SHOWN = 24;

    private Texts() {
    }

    /**
     * The token quoted for a message: at most {@link #SHOWN} characters, then {@code ...}; any
     * character outside printable ASCII is shown as {@code U+XXXX}, so the message stays one line
     * of plain text whatever the input held (NUL, escape sequences, invalid UTF-8).
     */
    public static String quote(CharSequence token) {
        StringBuilder sb = new StringBuilder(SHOWN + 8).append('\'');
        int shown = Math.min(token.length(), SHOWN);
        for (int i = 0; i < shown; i++) {
            char c = token.charAt(i);
            if (c >= 0x20 && c < 0x7F) {
                sb.append(c);
            } else {
                sb.append(String.format("U+%04X", (int) c));
            }
        }
        if (token.length() > SHOWN) {
            sb.append("...");
        }
        return sb.append('\'').toString();
    }

    /** Whether {@code c} separates INIT numbers, and may fill a line the protocol skips: ASCII white space. */
    public static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\u000B';
    }

    /** Whether the line holds only {@link #isSpace} characters (or none). */
    public static boolean isBlank(CharSequence line) {
        for (int i = 0; i < line.length(); i++) {
            if (!isSpace(line.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
