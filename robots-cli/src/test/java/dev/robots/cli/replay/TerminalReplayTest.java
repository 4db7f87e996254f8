package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.jline.utils.NonBlockingReader;
import org.junit.jupiter.api.Test;

/**
 * The replay's tick: a turn plays on only once its whole time has passed with no key, whatever
 * the terminal's timed peek does. The clock is a fake that the fake reader moves on, so nothing
 * here depends on how fast the machine is.
 */
class TerminalReplayTest {

    /** A reader with no keys whose peeks end early: each waits only a quarter of what it is asked. */
    private static final class EarlyExpiringReader extends NonBlockingReader {
        final List<Long> peeks = new ArrayList<>();
        long nanos;
        int keyAfterPeeks = -1;

        @Override
        protected int read(long timeout, boolean isPeek) {
            peeks.add(timeout);
            if (peeks.size() == keyAfterPeeks) {
                return 'q';
            }
            nanos += TimeUnit.MILLISECONDS.toNanos(timeout) / 4;
            return READ_EXPIRED;
        }

        boolean waits(long millis) throws IOException {
            return peek(millis) != READ_EXPIRED;
        }

        @Override
        public int readBuffered(char[] b, int off, int len, long timeout) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void aPeekEndingEarlyIsFollowedByOthersForTheTimeLeft() throws IOException {
        EarlyExpiringReader input = new EarlyExpiringReader();
        assertTrue(TerminalReplay.noKeyFor(input::waits, 4000, () -> input.nanos));
        // 4000 ms asked: 1000 ms pass, then 750 of the 3000 left, ... until under a millisecond is left.
        assertEquals(4000, input.peeks.get(0));
        assertEquals(3000, input.peeks.get(1));
        assertEquals(2250, input.peeks.get(2));
        assertTrue(input.peeks.size() > 10, "peeks " + input.peeks);
        assertTrue(input.nanos >= TimeUnit.MILLISECONDS.toNanos(3999), "only " + input.nanos + " ns passed");
    }

    @Test
    void aKeyEndsTheTickAtOnce() throws IOException {
        EarlyExpiringReader input = new EarlyExpiringReader();
        input.keyAfterPeeks = 3;
        assertFalse(TerminalReplay.noKeyFor(input::waits, 4000, () -> input.nanos));
        assertEquals(3, input.peeks.size());
    }
}
