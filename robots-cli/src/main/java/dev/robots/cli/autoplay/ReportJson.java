package dev.robots.cli.autoplay;

import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the JSON of a report with Gson's {@link JsonReader} (strict RFC 8259) into plain values:
 * objects as {@link LinkedHashMap} (a key twice is refused), arrays as {@link List}, strings,
 * booleans, {@code null}, and integers as {@link Long}, read exactly from their digits (never through
 * a {@code double}: a format-1 seed is any 64-bit value). Fractions and exponents are refused (a
 * report holds only counts), and so is nesting deeper than {@link #MAX_DEPTH}, so that no input can
 * overflow the stack. Every refusal is one {@link Malformed} line of printable ASCII.
 */
final class ReportJson {
    static final int MAX_DEPTH = 32;
    /**
     * The most values read: a report holds at most {@link DecisionTimes#LIMIT_MICROS} + 1 histogram
     * buckets of three values each and a few hundred others; more is refused before it is held.
     */
    static final int MAX_VALUES = 3 * (DecisionTimes.LIMIT_MICROS + 1) + 10_000;
    /** How much of Gson's message (with its JSON path, which holds the input's keys) a refusal shows. */
    private static final int MESSAGE_SHOWN = 160;
    /** Gson's advice for malformed input speaks to a programmer; a person reads this instead. */
    private static final String GSON_STRICT_ADVICE = "Use JsonReader.setStrictness(Strictness.LENIENT) to accept"
            + " malformed JSON";

    /** Malformed JSON: the message says what, and where (line, column and JSON path). */
    static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    private final JsonReader reader;
    private int values;

    private ReportJson(String text) {
        reader = new JsonReader(new StringReader(text));
        reader.setStrictness(Strictness.STRICT);
        reader.setNestingLimit(MAX_DEPTH);
    }

    /** Parses one JSON value, with nothing but white space after it. */
    static Object parse(String text) throws Malformed {
        ReportJson json = new ReportJson(text);
        try {
            Object value = json.value();
            if (json.reader.peek() != JsonToken.END_DOCUMENT) {
                throw json.malformed("more after the value");
            }
            return value;
        } catch (IOException | RuntimeException e) {
            // MalformedJsonException, EOFException; Gson's message ends with a link for programmers.
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            int link = message.lastIndexOf("\nSee https://");
            message = (link < 0 ? message : message.substring(0, link)).replace(GSON_STRICT_ADVICE, "malformed JSON");
            throw new Malformed(Texts.shown(message, MESSAGE_SHOWN));
        }
    }

    private Object value() throws IOException, Malformed {
        if (++values > MAX_VALUES) {
            throw malformed(Expected.of("more than " + MAX_VALUES + " values",
                    "an autoplay report, which holds fewer"));
        }
        JsonToken token = reader.peek();
        return switch (token) {
            case BEGIN_OBJECT -> object();
            case BEGIN_ARRAY -> array();
            case STRING -> reader.nextString();
            case NUMBER -> integer();
            case BOOLEAN -> reader.nextBoolean();
            case NULL -> {
                reader.nextNull();
                yield null;
            }
            default -> throw malformed("a value, found " + token);
        };
    }

    private Map<String, Object> object() throws IOException, Malformed {
        Map<String, Object> map = new LinkedHashMap<>();
        reader.beginObject();
        while (reader.hasNext()) {
            String key = reader.nextName();
            if (map.containsKey(key)) {
                throw malformed("key " + quote(key.length() > 40 ? key.substring(0, 40) + "..." : key) + " twice");
            }
            map.put(key, value());
        }
        reader.endObject();
        return map;
    }

    private List<Object> array() throws IOException, Malformed {
        List<Object> list = new ArrayList<>();
        reader.beginArray();
        while (reader.hasNext()) {
            list.add(value());
        }
        reader.endArray();
        return list;
    }

    /** A number's own digits, read exactly; Gson checked its grammar. */
    private Long integer() throws IOException, Malformed {
        String digits = reader.nextString();
        if (!isInteger(digits)) {
            throw malformed(Expected.of(digits, "an integer, no fraction or exponent"));
        }
        try {
            return Long.valueOf(digits);
        } catch (NumberFormatException e) {
            throw malformed(Expected.of(digits, "an integer from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE));
        }
    }

    /** Whether {@code digits} is {@code -?[0-9]+} (by hand: a regular expression per number was most of the time). */
    private static boolean isInteger(String digits) {
        int start = digits.startsWith("-") ? 1 : 0;
        if (digits.length() == start) {
            return false;
        }
        for (int i = start; i < digits.length(); i++) {
            if (digits.charAt(i) < '0' || digits.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    private Malformed malformed(String what) {
        return new Malformed(Texts.shown(what, MESSAGE_SHOWN) + " at "
                + Texts.shown(reader.getPreviousPath(), MESSAGE_SHOWN));
    }

    /**
     * {@code text} as a JSON string, quotes included, in printable ASCII (anything else as a
     * {@code \}{@code uXXXX} escape): for a message that quotes a report's string to a person.
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
