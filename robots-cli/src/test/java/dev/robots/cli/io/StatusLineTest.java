package dev.robots.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The progress line check and autoplay share: in place on a terminal, plain lines elsewhere. */
class StatusLineTest {

    @Test
    void onATerminalTheLineIsRewrittenInPlaceAndWipedAtTheEnd() {
        StringWriter text = new StringWriter();
        StatusLine line = StatusLine.on(new PrintWriter(text), true);
        line.show(() -> "a longer first line", true);
        line.show(() -> "short", true);
        line.end();
        assertEquals("\ra longer first line" + "\rshort" + " ".repeat(14) + "\r" + " ".repeat(5) + "\r",
                text.toString());
    }

    @Test
    void elsewhereEachShownStateIsALineAndTheEndWritesNothing() {
        StringWriter text = new StringWriter();
        StatusLine line = StatusLine.on(new PrintWriter(text), false);
        line.show(() -> "1 of 2", true);
        line.show(() -> "2 of 2", true);
        line.end();
        assertEquals("1 of 2\n2 of 2\n", text.toString());
    }

    @Test
    void aStateThatIsNotTheLastWaitsForTheIntervalAndItsTextIsNotMade() {
        StringWriter text = new StringWriter();
        StatusLine line = StatusLine.on(new PrintWriter(text), false);
        // Just made: the first interval (5 s off a terminal) has not passed.
        line.show(() -> {
            throw new AssertionError("made a text it does not show");
        }, false);
        line.end();
        assertEquals("", text.toString());
    }
}
