package dev.robots.bench.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of a JMH results JSON file: benchmark name, parameters and the primary score. Reads
 * the JSON JMH writes (objects, arrays, strings, numbers, booleans, null) with a small parser;
 * anything else is an {@link IllegalArgumentException} naming the offset.
 */
final class JmhResults {
    /** One benchmark result: {@code score} in {@code unit} (e.g. ns/op). */
    record Row(String benchmark, Map<String, String> params, double score, String unit) {
    }

    private final String text;
    private int at;

    private JmhResults(String text) {
        this.text = text;
    }

    static List<Row> parse(String json) {
        JmhResults reader = new JmhResults(json);
        Object value = reader.value();
        reader.space();
        if (reader.at != json.length()) {
            throw reader.error("text after the JSON value");
        }
        if (!(value instanceof List<?> list)) {
            throw new IllegalArgumentException("expected: a JSON array of JMH results");
        }
        List<Row> rows = new ArrayList<>();
        for (Object item : list) {
            Map<?, ?> result = (Map<?, ?>) item;
            Map<String, String> params = new LinkedHashMap<>();
            if (result.get("params") instanceof Map<?, ?> p) {
                p.forEach((k, v) -> params.put(String.valueOf(k), String.valueOf(v)));
            }
            Map<?, ?> metric = (Map<?, ?>) result.get("primaryMetric");
            rows.add(new Row(String.valueOf(result.get("benchmark")), params,
                    ((Number) metric.get("score")).doubleValue(), String.valueOf(metric.get("scoreUnit"))));
        }
        return rows;
    }

    private Object value() {
        space();
        if (at >= text.length()) {
            throw error("unexpected end");
        }
        char c = text.charAt(at);
        if (c == '{') {
            Map<String, Object> map = new LinkedHashMap<>();
            at++;
            space();
            if (peek('}')) {
                return map;
            }
            do {
                space();
                String key = string();
                space();
                expect(':');
                map.put(key, value());
                space();
            } while (take(','));
            expect('}');
            return map;
        }
        if (c == '[') {
            List<Object> list = new ArrayList<>();
            at++;
            space();
            if (peek(']')) {
                return list;
            }
            do {
                list.add(value());
                space();
            } while (take(','));
            expect(']');
            return list;
        }
        if (c == '"') {
            return string();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (text.startsWith(word, at)) {
                at += word.length();
                return word.equals("null") ? null : Boolean.valueOf(word);
            }
        }
        int start = at;
        while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        if (start == at) {
            throw error("unexpected '" + c + "'");
        }
        String number = text.substring(start, at);
        try {
            return Double.parseDouble(number);
        } catch (NumberFormatException e) {
            throw error("bad number " + number);
        }
    }

    private String string() {
        expect('"');
        StringBuilder sb = new StringBuilder();
        while (at < text.length() && text.charAt(at) != '"') {
            char c = text.charAt(at++);
            if (c == '\\' && at < text.length()) {
                char e = text.charAt(at++);
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'r' -> sb.append('\r');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'u' -> {
                        if (at + 4 > text.length()) {
                            throw error("bad \\u escape");
                        }
                        sb.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> sb.append(e);
                }
            } else {
                sb.append(c);
            }
        }
        expect('"');
        return sb.toString();
    }

    private void space() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private boolean peek(char c) {
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private boolean take(char c) {
        return peek(c);
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("expected '" + c + "'");
        }
    }

    private IllegalArgumentException error(String what) {
        return new IllegalArgumentException("JSON at offset " + at + ": " + what);
    }
}
