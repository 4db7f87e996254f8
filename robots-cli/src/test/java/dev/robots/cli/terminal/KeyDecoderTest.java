package dev.robots.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Test;

/** {@link KeyDecoder} on a JLine terminal whose input is a string of keys. */
public class KeyDecoderTest {

    public static Terminal terminal(String keys, ByteArrayOutputStream out) throws IOException {
        // Paused: no key is read until the caller has set the modes (as FullScreen does) and resumes.
        return TerminalBuilder.builder().system(false).type("xterm-256color").paused(true)
                .streams(new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8)), out).build();
    }

    private static List<Action> decode(String keys) throws IOException {
        return decode(keys, false);
    }

    private static List<Action> decode(String keys, boolean digitsAreCounts) throws IOException {
        try (Terminal terminal = terminal(keys, new ByteArrayOutputStream())) {
            // As FullScreen sets it: Ctrl-C is a key, not a signal.
            terminal.enterRawMode();
            org.jline.terminal.Attributes raw = terminal.getAttributes();
            raw.setLocalFlag(org.jline.terminal.Attributes.LocalFlag.ISIG, false);
            terminal.setAttributes(raw);
            terminal.resume();
            KeyDecoder decoder = new KeyDecoder(terminal, digitsAreCounts);
            List<Action> actions = new ArrayList<>();
            while (true) {
                Action action = decoder.next();
                actions.add(action);
                if (action == Action.Simple.QUIT_NOW) {
                    return actions;
                }
            }
        }
    }

    private static Action.Step step(int dx, int dy) {
        return new Action.Step(dx, dy);
    }

    @Test
    void viKeysDigitsAndWaits() throws IOException {
        assertEquals(List.of(step(-1, 0), step(0, 1), step(0, -1), step(1, 0), step(-1, -1), step(1, -1), step(-1, 1),
                step(1, 1), step(0, 0), step(0, 0), step(-1, 0), Action.Simple.QUIT_NOW), decode("hjklyubn. H"));
        assertEquals(List.of(step(-1, 1), step(0, 1), step(1, 1), step(-1, 0), step(0, 0), step(1, 0), step(-1, -1),
                step(0, -1), step(1, -1), Action.Simple.QUIT_NOW), decode("123456789"));
    }

    @Test
    void arrowsHomeEndPagesAndTheKeypad() throws IOException {
        assertEquals(List.of(step(0, -1), step(0, 1), step(1, 0), step(-1, 0), step(0, -1), step(-1, -1), step(-1, 1),
                step(1, -1), step(1, 1), step(-1, 1), step(0, 0), Action.Simple.QUIT_NOW),
                decode("\u001b[A\u001b[B\u001b[C\u001b[D\u001bOA\u001b[H\u001b[F\u001b[5~\u001b[6~\u001bOq\u001bOu"));
    }

    @Test
    void theOtherKeys() throws IOException {
        assertEquals(List.of(Action.Simple.ARM_CHARGE, Action.Simple.UNDO, Action.Simple.AUTOPILOT,
                Action.Simple.SAFE_CELLS, Action.Simple.HELP, Action.Simple.QUIT, Action.Simple.REDRAW,
                Action.Simple.YES, Action.Simple.INTERRUPT, Action.Simple.QUIT_NOW),
                decode("czas?q\u000c\r\u0003\u0004ignored after Ctrl-D"));
        assertEquals(List.of(Action.Simple.QUIT_NOW), decode("\u0004"));
        assertEquals(List.of(new Action.Unbound("x"), Action.Simple.QUIT_NOW), decode("x"));
    }

    @Test
    void forPlayTheDigitsAreCountsAndTheKeypadStillMoves() throws IOException {
        assertEquals(List.of(new Action.Digit(1), new Action.Digit(0), step(0, 0), new Action.Digit(5), step(-1, 0),
                step(-1, 1), step(0, 0), Action.Simple.QUIT_NOW), decode("10.5h\u001bOq\u001bOu", true));
        assertEquals(List.of(Action.Simple.AUTOPILOT, Action.Simple.AUTOPLAY, Action.Simple.WAIT_FOR_ROBOT,
                Action.Simple.WAIT_FOR_ROBOT, Action.Simple.CANCEL, step(-1, 0), Action.Simple.QUIT_NOW),
                decode("aAwW\u001b" + "h", true));
    }

    /** A terminal's late reply to JLine's queries is skipped whole, never read as digits and letters. */
    @Test
    void terminalRepliesAreNotKeys() throws IOException {
        assertEquals(List.of(step(-1, 0), step(1, 0), Action.Simple.QUIT_NOW),
                decode("\u001b[?1;2c" + "h" + "\u001b[?2026;2$y\u001b[?0u" + "l"));
    }
}
