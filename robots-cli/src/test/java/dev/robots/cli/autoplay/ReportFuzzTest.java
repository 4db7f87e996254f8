package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The readers of shard reports, which come from files: whatever the text, a value or a one-line
 * reason, and a report that was read writes back to text that reads the same.
 */
class ReportFuzzTest {

    @FuzzTest
    void json(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();
        try {
            ReportJson.parse(text);
        } catch (ReportJson.Malformed e) {
            assertOneLine(e.getMessage());
        }
    }

    @FuzzTest
    void shardReport(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();
        try {
            ShardReport report = ShardReport.read(text);
            String written = report.write();
            assertEquals(written, ShardReport.read(written).write());
        } catch (ShardReport.Unusable e) {
            assertOneLine(e.getMessage());
        }
    }

    private static void assertOneLine(String message) {
        assertFalse(message.isEmpty(), "an empty message");
        assertFalse(message.contains("\n") || message.contains("\r"), message);
    }
}
