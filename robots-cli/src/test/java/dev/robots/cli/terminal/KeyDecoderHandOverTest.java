package dev.robots.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Another thread takes the reading thread out of JLine's reader: a signal's Ctrl-Z handed over as
 * the next key, and the exit's stop, after which no key is read. The keys come through a pipe that
 * stays open, so a read with nothing handed over would wait for ever (the test's timeouts say so).
 */
class KeyDecoderHandOverTest {
    private PipedOutputStream keys;
    private Terminal terminal;
    private KeyDecoder decoder;

    @BeforeEach
    void openTerminal() throws IOException {
        keys = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(keys);
        terminal = TerminalBuilder.builder().system(false).type("xterm-256color").paused(true)
                .streams(in, new ByteArrayOutputStream()).build();
        terminal.enterRawMode();
        Attributes raw = terminal.getAttributes();
        raw.setLocalFlag(Attributes.LocalFlag.ISIG, false);
        terminal.setAttributes(raw);
        terminal.resume();
        decoder = new KeyDecoder(terminal, true);
    }

    @AfterEach
    void closeTerminal() throws IOException {
        keys.close();
        terminal.close();
    }

    private void type(String text) throws IOException {
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    /**
     * Waits until {@code thread} is parked or waiting (inside a read, or parked for good); fails,
     * naming the state it was in, if it never is within a minute (it gave up silently before).
     */
    private static void awaitWaiting(Thread thread) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (thread.getState() != Thread.State.WAITING && thread.getState() != Thread.State.TIMED_WAITING) {
            if (System.nanoTime() > giveUp) {
                throw new AssertionError(thread.getName() + " never waited within 60 s: " + thread.getState());
            }
            Thread.sleep(1);
        }
    }

    @Test
    void anActionHandedOverEndsAReadAndTheNextReadGetsKeys() throws Exception {
        CompletableFuture<Action> first = new CompletableFuture<>();
        Thread reader = new Thread(() -> first.complete(decoder.next()));
        reader.start();
        awaitWaiting(reader);
        decoder.interruptWith(Action.Simple.SUSPEND);
        assertEquals(Action.Simple.SUSPEND, first.get(30, TimeUnit.SECONDS));
        reader.join();

        type("h");
        assertEquals(new Action.Step(-1, 0), decoder.next(), "the interrupt is spent: the next key reads");
    }

    @Test
    void anActionHandedOverBetweenReadsIsTheNextKey() throws IOException {
        decoder.interruptWith(Action.Simple.SUSPEND);
        assertTrue(decoder.keyWithin(60_000), "a timed wait ends at once");
        type("l");
        assertEquals(Action.Simple.SUSPEND, decoder.next());
        assertEquals(new Action.Step(1, 0), decoder.next());
    }

    @Test
    void stopTakesTheReaderOutAndNoKeyIsReadAfter() throws Exception {
        CompletableFuture<Action> read = new CompletableFuture<>();
        Thread reader = new Thread(() -> read.complete(decoder.next()));
        reader.setDaemon(true);
        reader.start();
        awaitWaiting(reader);
        assertTrue(decoder.stop(30_000), "the reader left JLine's reader");
        type("h");
        // The state, not a pause: the reader is parked for good (untimed), and has read nothing.
        awaitWaiting(reader);
        assertEquals(Thread.State.WAITING, reader.getState());
        assertTrue(!read.isDone() && reader.isAlive(), "the reader is parked, the key unread: " + read);
    }
}
