package dev.robots.cli.check;

import java.util.List;

/** Small text helpers for reports: quoting untrusted output, joining cells, shell quoting. */
public final class Text {
    private Text() {
    }

    /**
     * {@code s} in double quotes with control and non-ASCII characters escaped, cut to {@code max}
     * characters, so a program's garbage never garbles a report.
     */
    static String quote(String s, int max) {
        StringBuilder sb = new StringBuilder("\"");
        int n = Math.min(s.length(), max);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c < 0x20 || c >= 0x7F) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        sb.append('"');
        if (s.length() > max) {
            sb.append("... (").append(s.length()).append(" characters)");
        }
        return sb.toString();
    }

    /**
     * A line a program printed, as a report shows it unquoted: control characters (but tab) and
     * invisible format characters escaped (a CR as backslash-r, ESC as backslash-u001b, ...), so that no terminal
     * code in it can act on the reader's screen, and cut after {@code max} characters.
     */
    static String shown(String s, int max) {
        StringBuilder sb = new StringBuilder(Math.min(s.length(), max) + 16);
        int n = Math.min(s.length(), max);
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '\r') {
                sb.append("\\r");
            } else if (c != '\t' && (Character.isISOControl(c) || Character.isSurrogate(c)
                    || Character.getType(c) == Character.FORMAT || Character.getType(c) == Character.LINE_SEPARATOR
                    || Character.getType(c) == Character.PARAGRAPH_SEPARATOR)) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        if (s.length() > max) {
            sb.append("... (").append(s.length()).append(" characters)");
        }
        return sb.toString();
    }

    /**
     * The lines of a program's standard error tail, as {@link #shown} (one {@code \r} before each
     * line end dropped), each prefixed with {@code "  | "} and ended with a line end.
     */
    public static String stderrLines(String tail) {
        StringBuilder sb = new StringBuilder();
        for (String line : tail.split("\n")) {
            String l = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
            sb.append("  | ").append(shown(l, STDERR_LINE_SHOWN)).append('\n');
        }
        return sb.toString();
    }

    /** How much of one line of a program's standard error a report shows. */
    static final int STDERR_LINE_SHOWN = 300;

    /** {@code n} and the word, plural unless {@code n} is 1: "1 game", "2 games". */
    public static String count(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    /** A character as a person can read it: {@code 'x'} or {@code U+0000}. */
    static String describe(char c) {
        return c >= 0x21 && c < 0x7F ? "'" + c + "'" : String.format("U+%04X", (int) c);
    }

    static String joinCells(char[] row) {
        StringBuilder sb = new StringBuilder(2 * row.length);
        for (int x = 0; x < row.length; x++) {
            if (x > 0) {
                sb.append(' ');
            }
            sb.append(row[x]);
        }
        return sb.toString();
    }

    /** A command line a POSIX shell reads back as the same words. */
    static String shellLine(List<String> words) {
        StringBuilder sb = new StringBuilder();
        for (String w : words) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(shellWord(w));
        }
        return sb.toString();
    }

    static String shellWord(String w) {
        if (!w.isEmpty() && w.chars().allMatch(c -> Character.isLetterOrDigit(c) || "-_./=,:+@%".indexOf(c) >= 0)) {
            return w;
        }
        return "'" + w.replace("'", "'\\''") + "'";
    }
}
