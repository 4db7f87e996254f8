package dev.robots.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.play.BoardScreenTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.junit.jupiter.api.Test;

/** {@link FullScreen} on a JLine terminal over injected streams: the screen is taken and given back. */
class FullScreenTest {

    @Test
    void takesTheAlternateScreenDrawsAndRestoresEverything() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Terminal terminal = KeyDecoderTest.terminal("h", out)) {
            terminal.setSize(new Size(40, 10));
            Attributes before = new Attributes(terminal.getAttributes());
            FullScreen screen = new FullScreen(terminal, false);
            terminal.resume();
            assertTrue(!terminal.getAttributes().getLocalFlag(Attributes.LocalFlag.ISIG), "Ctrl-C is a key");
            screen.show(Frame.of("a title", BoardScreenTest.BOARD, List.of("Turn 1"), "a message"));
            assertEquals(new Action.Step(-1, 0), screen.next());
            screen.close();
            screen.close();
            String written = out.toString(StandardCharsets.UTF_8);
            assertTrue(written.contains("\u001b[?1049h"), "alternate screen entered: " + written);
            // Without colour the floor is still faint and pits bold: read the text without those attributes.
            String text = written.replaceAll("\u001b\\[[0-9;]*m", "");
            assertTrue(text.contains("a title") && text.contains("< . . . @") && text.contains("a message"), written);
            assertTrue(written.endsWith("\u001b[?1049l") || written.indexOf("\u001b[?1049l") > written.indexOf(
                    "a message"), "alternate screen left after the last frame: " + written);
            assertTrue(written.contains("\u001b[?25h"), "cursor shown again: " + written);
            assertEquals(before.getLocalFlags(), terminal.getAttributes().getLocalFlags(), "modes restored");
        }
    }
}
