package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link ReportJson}: the values a report holds, exactly, and one-line errors for everything else. */
class ReportJsonTest {

    @Test
    void readsObjectsArraysStringsIntegersAndLiterals() throws Exception {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("a", List.of(1L, -2L, Long.MAX_VALUE, Long.MIN_VALUE, 9_007_199_254_740_993L));
        expected.put("s", "x\"\\/\n\u00e9");
        expected.put("t", true);
        expected.put("n", null);
        expected.put("o", Map.of());
        assertEquals(expected, ReportJson.parse(" {\"a\": [1, -2, 9223372036854775807, -9223372036854775808,"
                + " 9007199254740993], \"s\": \"x\\\"\\\\\\/\\n\\u00e9\", \"t\": true, \"n\": null, \"o\": {}}\n"));
        assertEquals("\"a\\\"b\\\\c\\u000a\"", ReportJson.quote("a\"b\\c\n"));
        assertEquals("a\"b\\c\n", ReportJson.parse(ReportJson.quote("a\"b\\c\n")));
    }

    @Test
    void refusesWhatAReportNeverHolds() {
        assertEquals("1.5 (expected: an integer, no fraction or exponent) at $", malformed("1.5"));
        assertEquals("1e3 (expected: an integer, no fraction or exponent) at $.a[0]", malformed("{\"a\": [1e3]}"));
        assertEquals("9223372036854775808 (expected: an integer from -9223372036854775808 to 9223372036854775807)"
                + " at $", malformed("9223372036854775808"));
        assertEquals("key \"a\" twice at $.a", malformed("{\"a\": 1, \"a\": 2}"));
        assertEquals("malformed JSON at line 1 column 4 path $", malformed("1 x"));
        assertEquals("End of input at line 1 column 1 path $", malformed(""));
        assertEquals("Unterminated string at line 1 column 4 path $", malformed("\"ab"));
        assertEquals("Unterminated array at line 1 column 4 path $[1]", malformed("[1}"));
        assertEquals("Nesting limit 32 reached at line 1 column 34 path $" + "[0]".repeat(32),
                malformed("[".repeat(40)));
        assertEquals("malformed JSON at line 1 column 1 path $", malformed("\0"));
        assertEquals("malformed JSON at line 1 column 3 path $.", malformed("{'a': 1}"));
        assertEquals("malformed JSON at line 1 column 2 path $[0]", malformed("[01]"));
        assertEquals("malformed JSON at line 1 column 2 path $[0]", malformed("[NaN]"));
        assertEquals("Unescaped control characters (\\\\u0000-\\\\u001F) are not allowed in strict mode at line 1"
                + " column 2 path $", malformed("\"\u0001\""));
    }

    /** Gson's message names the path, keys and all: a key's escapes and its length reach no terminal. */
    @Test
    void aMessageIsOneLineOfPrintableAsciiWhateverTheKeys() {
        assertEquals("malformed JSON at line 1 column 19 path $.a\\u001b[2J\\u000ab",
                malformed("{\"a\\u001b[2J\\nb\": x}"));
        String longKey = malformed("{\"" + "k".repeat(1000) + "\": x}");
        assertEquals("malformed JSON at line 1 column 1006 path $." + "k".repeat(116) + "... (1044 characters)",
                longKey);
        assertEquals("key \"" + "k".repeat(40) + "...\" twice at $." + "k".repeat(158) + "... (1002 characters)",
                malformed("{\"" + "k".repeat(1000) + "\": 1, \"" + "k".repeat(1000) + "\": 2}"));
    }

    private static String malformed(String text) {
        return assertThrows(ReportJson.Malformed.class, () -> ReportJson.parse(text)).getMessage();
    }
}
