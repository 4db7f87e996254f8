package dev.robots.cli.autoplay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The little JSON that shard reports need: objects, arrays, strings, integers, booleans and null.
 * Objects read as {@link LinkedHashMap} (a key twice is an error), arrays as {@link List}, integers as
 * {@link Long}. Fractions and exponents are refused (a report holds only counts), and so is nesting
 * deeper than {@link #MAX_DEPTH}, so that no input can overflow the stack.
 */
final class Json {
    static final int MAX_DEPTH = 32;

    /** Malformed JSON: the message names the offset and what was expected. */
    static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    private final String text;
    private int pos;

    private Json(String text) {
        this.text = text;
    }

    /** Parses one JSON value, with nothing but white space after it. */
    static Object parse(String text) throws Malformed {
        Json json = new Json(text);
        Object value = json.value(0);
        json.skipSpace();
        if (json.pos < text.length()) {
            throw json.error("end of input");
        }
        return value;
    }

    private Object value(int depth) throws Malformed {
        if (depth > MAX_DEPTH) {
            throw new Malformed("nested deeper than " + MAX_DEPTH + " at offset " + pos);
        }
        skipSpace();
        if (pos >= text.length()) {
            throw error("a value");
        }
        char c = text.charAt(pos);
        if (c == '{') {
            return object(depth);
        }
        if (c == '[') {
            return array(depth);
        }
        if (c == '"') {
            return string();
        }
        if (c == '-' || (c >= '0' && c <= '9')) {
            return number();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (text.startsWith(word, pos)) {
                pos += word.length();
                return word.equals("null") ? null : Boolean.valueOf(word);
            }
        }
        throw error("a value");
    }

    private Map<String, Object> object(int depth) throws Malformed {
        Map<String, Object> map = new LinkedHashMap<>();
        pos++;
        skipSpace();
        if (peek() == '}') {
            pos++;
            return map;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw error("a key in quotes");
            }
            int keyAt = pos;
            String key = string();
            skipSpace();
            expect(':');
            if (map.containsKey(key)) {
                throw new Malformed("key \"" + key + "\" twice (offset " + keyAt + ")");
            }
            map.put(key, value(depth + 1));
            skipSpace();
            if (peek() == ',') {
                pos++;
            } else {
                expect('}');
                return map;
            }
        }
    }

    private List<Object> array(int depth) throws Malformed {
        List<Object> list = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek() == ']') {
            pos++;
            return list;
        }
        while (true) {
            list.add(value(depth + 1));
            skipSpace();
            if (peek() == ',') {
                pos++;
            } else {
                expect(']');
                return list;
            }
        }
    }

    private String string() throws Malformed {
        StringBuilder sb = new StringBuilder();
        pos++;
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return sb.toString();
            }
            if (c < 0x20) {
                pos--;
                throw error("no control character in a string");
            }
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            if (pos >= text.length()) {
                break;
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("four hex digits");
                    }
                    try {
                        sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                    } catch (NumberFormatException ex) {
                        throw error("four hex digits");
                    }
                    pos += 4;
                }
                default -> {
                    pos--;
                    throw error("an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
                }
            }
        }
        throw error("the closing quote");
    }

    private Long number() throws Malformed {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
            pos++;
        }
        if (pos < text.length() && (peek() == '.' || peek() == 'e' || peek() == 'E')) {
            throw error("an integer (no fraction or exponent)");
        }
        String digits = text.substring(start, pos);
        try {
            return Long.valueOf(digits);
        } catch (NumberFormatException e) {
            pos = start;
            throw error("an integer from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE);
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void expect(char c) throws Malformed {
        if (peek() != c) {
            throw error("'" + c + "'");
        }
        pos++;
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            pos++;
        }
    }

    private Malformed error(String expected) {
        String found = pos >= text.length() ? "the end" : "'" + printable(text.charAt(pos)) + "'";
        return new Malformed("expected " + expected + " at offset " + pos + ", found " + found);
    }

    private static String printable(char c) {
        return c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format(Locale.ROOT, "\\u%04x", (int) c);
    }

    /**
     * {@code text} as a JSON string, quotes included, in printable ASCII (anything else as a
     * {@code \}{@code uXXXX} escape): valid JSON that reads back the same, and safe in a message for
     * a person (a merge error quotes a shard's strings with it).
     */
    static String quote(String text) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20 || c >= 0x7f) {
                sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
