package dev.robots.bench.charts;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of a JMH results JSON file (JMH's {@code -rf json}): benchmark name, parameters and the
 * primary score, read with Gson. A file that is not JSON, or not an array of results with a
 * {@code benchmark} and a numeric {@code primaryMetric.score}, is an {@link IllegalArgumentException}
 * saying what is wrong and where.
 */
final class JmhResults {
    /** One benchmark result: {@code score} in {@code unit} (e.g. ns/op). */
    record Row(String benchmark, Map<String, String> params, double score, String unit) {
    }

    private JmhResults() {
    }

    static List<Row> parse(String json) {
        JsonElement root;
        try {
            root = JsonParser.parseString(json);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("not JSON: " + e.getMessage(), e);
        }
        if (!root.isJsonArray()) {
            throw new IllegalArgumentException("expected: a JSON array of JMH results");
        }
        JsonArray results = root.getAsJsonArray();
        List<Row> rows = new ArrayList<>(results.size());
        for (int i = 0; i < results.size(); i++) {
            rows.add(row(results.get(i), i));
        }
        return rows;
    }

    private static Row row(JsonElement element, int index) {
        try {
            JsonObject result = element.getAsJsonObject();
            Map<String, String> params = new LinkedHashMap<>();
            JsonElement p = result.get("params");
            if (p != null && p.isJsonObject()) {
                p.getAsJsonObject().entrySet().forEach(e -> params.put(e.getKey(), e.getValue().getAsString()));
            }
            JsonObject metric = result.getAsJsonObject("primaryMetric");
            return new Row(result.get("benchmark").getAsString(), params, metric.get("score").getAsDouble(),
                    metric.get("scoreUnit").getAsString());
        } catch (RuntimeException e) {
            // Gson says ClassCastException, IllegalStateException or NullPointerException for a missing or
            // mistyped member; a person needs the result's index and what a result must have.
            throw new IllegalArgumentException("result " + index + ": expected an object with 'benchmark' and"
                    + " 'primaryMetric' {'score': number, 'scoreUnit': text}", e);
        }
    }
}
