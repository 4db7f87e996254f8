package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.process.Timeouts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.TypeConversionException;

/**
 * The checker's parsers of untrusted text: a program's field rows and the options people type.
 * Whatever the input, they give a value or a one-line reason, nothing else.
 */
class ParsersFuzzTest {

    @FuzzTest
    void printedFieldParse(FuzzedDataProvider data) {
        int width = data.consumeInt(1, 6);
        int height = data.consumeInt(1, 5);
        boolean strict = data.consumeBoolean();
        List<String> rows = new ArrayList<>();
        int count = data.consumeInt(0, 6);
        for (int i = 0; i < count; i++) {
            rows.add(data.consumeString(20));
        }
        try {
            PrintedField f = PrintedField.parse(rows, width, height, strict);
            // What it read is a well-formed field that reads back the same.
            assertEquals(f.lines(), PrintedField.parse(f.lines(), width, height, true).lines());
            for (String line : f.lines()) {
                assertEquals(2 * width - 1, line.length());
            }
        } catch (PrintedField.FormatException e) {
            assertOneLine(e.getMessage());
        }
    }

    @FuzzTest
    void sizeOption(FuzzedDataProvider data) {
        String value = data.consumeRemainingAsString();
        try {
            GameSize s = new GameSize.Converter().convert(value);
            assertNull(GameSize.problem(s.width(), s.height(), s.robots(), s.pits()));
        } catch (TypeConversionException e) {
            assertOneLine(e.getMessage());
        }
    }

    @FuzzTest
    void timeoutOption(FuzzedDataProvider data) {
        String value = data.consumeRemainingAsString();
        try {
            Duration d = new Timeouts().convert(value);
            assertTrue(!d.isNegative() && !d.isZero() && d.compareTo(Timeouts.MAX) <= 0, d.toString());
        } catch (TypeConversionException e) {
            assertOneLine(e.getMessage());
        }
    }

    private static void assertOneLine(String message) {
        assertFalse(message == null || message.isEmpty() || message.contains("\n") || message.contains("\r"),
                () -> "not a one-line message: " + message);
    }
}
