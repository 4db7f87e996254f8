package dev.robots.record;

/**
 * How a message puts untrusted text (a token of a record line, a name) for a person: quoted in
 * single quotes, printable ASCII as it is and backslash escapes for the rest ({@code \t},
 * {@code \r}, {@code \n}, {@code \\}, {@code \'}, else {@code \}{@code u001b}), so that it reads
 * back as the same text and no terminal code in it acts on the reader's screen; cut after a limit,
 * then {@code ... (N characters)}. The command line's messages follow the same convention
 * ({@code dev.robots.cli.text.Texts} is built on this class).
 */
public final class MessageText {
    /** How many characters of a bad token a one-line message shows. */
    public static final int SHOWN = 24;

    private MessageText() {
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
        int shown = Math.min(token.length(), max);
        StringBuilder sb = new StringBuilder(shown + 24).append('\'');
        for (int i = 0; i < shown; i++) {
            char c = token.charAt(i);
            switch (c) {
                case '\\', '\'' -> sb.append('\\').append(c);
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                case '\n' -> sb.append("\\n");
                default -> {
                    if (c >= 0x20 && c < 0x7F) {
                        sb.append(c);
                    } else {
                        appendUnicodeEscape(sb, c);
                    }
                }
            }
        }
        sb.append('\'');
        return token.length() > max ? cut(sb, token.length()) : sb.toString();
    }

    /** Whether {@code c} is ASCII white space a line may hold around its words. */
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

    /** {@code c} as {@code \}{@code uXXXX}, four lower-case hex digits. */
    public static void appendUnicodeEscape(StringBuilder sb, char c) {
        // By hand, not String.format: a Formatter spins method handles, milliseconds at a CLI's
        // start, and a path with an accent is escaped before the first prompt.
        String hex = Integer.toHexString(c);
        sb.append("\\u");
        for (int i = hex.length(); i < 4; i++) {
            sb.append('0');
        }
        sb.append(hex);
    }

    /** {@code shown}, then {@code ... (length characters)}: the text was longer than shown. */
    public static String cut(StringBuilder shown, int length) {
        return shown.append("... (").append(length).append(" characters)").toString();
    }
}
