package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * The two parsers of person-written text on arbitrary input: they either succeed or throw
 * {@link InvalidInputException} with a one-line message (anything else is a finding), and what
 * they accept round-trips through its canonical text.
 *
 * <p>In every {@code verify} each method runs once on the empty input and on every raw file under
 * {@code src/test/resources/dev/robots/core/ParsersFuzzTestInputs/<method>/} (the input bytes are
 * read as UTF-8). To fuzz for real (one method per JVM; the corpus grows in
 * {@code robots-core/.cifuzz-corpus/}, crashes land next to the regression inputs):
 *
 * <pre>JAZZER_FUZZ=1 ./mvnw -B -pl robots-core test -Dtest='ParsersFuzzTest#commandParse' \
 *     -Djazzer.max_duration=30s</pre>
 */
class ParsersFuzzTest {

    @FuzzTest
    void commandParse(FuzzedDataProvider data) {
        String line = new String(data.consumeRemainingAsBytes(), StandardCharsets.UTF_8);
        Command command;
        try {
            command = Command.parse(line);
        } catch (InvalidInputException e) {
            checkMessage(e);
            return;
        }
        try {
            assertEquals(command, Command.parse(command.text()), command.text());
        } catch (InvalidInputException e) {
            throw new AssertionError("canonical text refused: " + command.text(), e);
        }
    }

    /** Arbitrary text: mostly refused early, which the structured variant below makes up for. */
    @FuzzTest
    void textFormatParse(FuzzedDataProvider data) {
        checkField(new String(data.consumeRemainingAsBytes(), StandardCharsets.UTF_8));
    }

    /**
     * Text over the field's own alphabet (each input byte picks a character), so that the fuzzer
     * reaches the checks past the line shape: cells, separators, the exit, the player.
     */
    @FuzzTest
    void textFormatParseFieldAlphabet(FuzzedDataProvider data) {
        String alphabet = ". . . . . 0X@<\n\r\t";
        byte[] bytes = data.consumeRemainingAsBytes();
        StringBuilder text = new StringBuilder(bytes.length);
        for (byte b : bytes) {
            text.append(alphabet.charAt((b & 0xFF) % alphabet.length()));
        }
        checkField(text.toString());
    }

    private static void checkField(String text) {
        Board board;
        try {
            board = TextFormat.parse(text);
        } catch (InvalidInputException e) {
            checkMessage(e);
            return;
        }
        String rendered = TextFormat.render(board);
        try {
            assertEquals(board, TextFormat.parse(rendered), rendered);
        } catch (InvalidInputException e) {
            throw new AssertionError("rendered text refused: " + e.getMessage() + "\n" + rendered, e);
        }
        assertEquals(TextFormat.renderedLength(board.field()), rendered.length());
        assertFalse(board.field().isPit(board.playerX(), board.playerY()));
        assertFalse(board.hasRobot(board.playerX(), board.playerY()));
    }

    private static void checkMessage(InvalidInputException e) {
        assertNotNull(e.getMessage());
        assertFalse(e.getMessage().isBlank(), "blank message");
        assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), "one line: " + e.getMessage());
    }
}
