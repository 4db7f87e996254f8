package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link Json}: the values a report holds, and one-line errors for everything else. */
class JsonTest {

    @Test
    void readsObjectsArraysStringsIntegersAndLiterals() throws Exception {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("a", List.of(1L, -2L, Long.MAX_VALUE));
        expected.put("s", "x\"\\/\n\u00e9");
        expected.put("t", true);
        expected.put("n", null);
        expected.put("o", Map.of());
        assertEquals(expected, Json.parse(" {\"a\": [1, -2, 9223372036854775807], \"s\": \"x\\\"\\\\\\/\\n\\u00e9\","
                + " \"t\": true, \"n\": null, \"o\": {}}\n"));
        assertEquals("\"a\\\"b\\\\c\\u000a\"", Json.quote("a\"b\\c\n"));
        assertEquals("a\"b\\c\n", Json.parse(Json.quote("a\"b\\c\n")));
    }

    @Test
    void refusesWhatAReportNeverHolds() {
        assertEquals("expected an integer (no fraction or exponent) at offset 1, found '.'", malformed("1.5"));
        assertEquals("expected an integer from -9223372036854775808 to 9223372036854775807 at offset 0, found '9'",
                malformed("9223372036854775808"));
        assertEquals("key \"a\" twice (offset 9)", malformed("{\"a\": 1, \"a\": 2}"));
        assertEquals("expected end of input at offset 2, found 'x'", malformed("1 x"));
        assertEquals("expected a value at offset 0, found the end", malformed(""));
        assertEquals("expected the closing quote at offset 3, found the end", malformed("\"ab"));
        assertEquals("expected ']' at offset 2, found '}'", malformed("[1}"));
        assertEquals("nested deeper than 32 at offset 33", malformed("[".repeat(40)));
        assertEquals("expected a value at offset 0, found '\\u0000'", malformed("\0"));
    }

    private static String malformed(String text) {
        return assertThrows(Json.Malformed.class, () -> Json.parse(text)).getMessage();
    }
}
