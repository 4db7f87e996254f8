package dev.robots.cli.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.process.ProgramProcess.EndOfOutput;
import dev.robots.cli.process.ProgramProcess.Line;
import dev.robots.cli.process.ProgramProcess.TimedOut;
import dev.robots.cli.process.ProgramProcess.TooLong;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The process driver against small shell programs that misbehave on purpose. */
@Timeout(60)
class ProgramProcessTest {

    private static ProgramProcess sh(String script) throws IOException {
        return ProgramProcess.start(List.of("sh", "-c", script));
    }

    private static long in(Duration d) {
        return System.nanoTime() + d.toNanos();
    }

    @Test
    void readsLinesThenTheEndOfOutput() throws Exception {
        try (ProgramProcess p = sh("echo one; echo; printf 'last without newline'")) {
            long deadline = in(Duration.ofSeconds(20));
            assertEquals(new Line("one"), p.read(deadline));
            assertEquals(new Line(""), p.read(deadline));
            assertEquals(new Line("last without newline"), p.read(deadline));
            assertInstanceOf(EndOfOutput.class, p.read(deadline));
            assertInstanceOf(EndOfOutput.class, p.read(deadline), "stays at the end");
            assertEquals(OptionalInt.of(0), p.awaitExit(Duration.ofSeconds(20)));
        }
    }

    @Test
    void echoesWhatItIsSent() throws Exception {
        try (ProgramProcess p = sh("while read line; do echo \"got $line\"; done")) {
            p.send("UL");
            assertEquals(new Line("got UL"), p.read(in(Duration.ofSeconds(20))));
            p.closeInput();
            assertInstanceOf(EndOfOutput.class, p.read(in(Duration.ofSeconds(20))));
        }
    }

    @Test
    void aSilentProgramTimesOutShowingItsUnfinishedLine() throws Exception {
        try (ProgramProcess p = sh("printf 'MOVE: '; exec sleep 600")) {
            // Wait until the unfinished line has been read, then time out on it.
            TimedOut t;
            long giveUp = in(Duration.ofSeconds(20));
            do {
                t = assertInstanceOf(TimedOut.class, p.read(in(Duration.ofMillis(100))));
            } while (t.partial().isEmpty() && System.nanoTime() < giveUp);
            assertEquals("MOVE: ", t.partial());
            assertTrue(p.isAlive());
        }
    }

    @Test
    void anEndlessLineIsCutAndReportedNotHeld() throws Exception {
        // 3 MiB without a line end, then a normal line: the reader skips the rest of the long one.
        try (ProgramProcess p = sh("head -c 3145728 /dev/zero | tr '\\000' x; echo; echo after")) {
            long deadline = in(Duration.ofSeconds(30));
            TooLong t = assertInstanceOf(TooLong.class, p.read(deadline));
            assertTrue(t.start().startsWith("xxxx"), t.start());
            assertEquals(new Line("after"), p.read(deadline));
        }
    }

    @Test
    void killEndsTheProgramAndEveryProcessItStarted() throws Exception {
        try (ProgramProcess p = sh("sleep 600 & sleep 600 & wait")) {
            List<ProcessHandle> children = List.of();
            long giveUp = in(Duration.ofSeconds(20));
            while (children.size() < 2 && System.nanoTime() < giveUp) {
                Thread.sleep(20);
                children = ProcessHandle.of(p.pid()).orElseThrow().descendants().toList();
            }
            assertEquals(2, children.size(), "the two sleeps started");
            p.kill();
            assertFalse(p.isAlive());
            for (ProcessHandle child : children) {
                child.onExit().get(20, TimeUnit.SECONDS);
                assertFalse(child.isAlive(), "child " + child.pid() + " survived");
            }
        }
    }

    @Test
    void sendingToAProgramThatExitedFails() throws Exception {
        try (ProgramProcess p = sh("exit 0")) {
            assertEquals(OptionalInt.of(0), p.awaitExit(Duration.ofSeconds(20)));
            assertThrows(IOException.class, () -> {
                // The first write may still land in the pipe's buffer; one of a few must fail.
                for (int i = 0; i < 100; i++) {
                    p.send("W");
                }
            });
        }
    }

    @Test
    void stderrIsDrainedIntoABoundedTail() throws Exception {
        try (ProgramProcess p = sh("i=0; while [ $i -lt 3000 ]; do echo \"line $i\" >&2; i=$((i+1)); done;"
                + " echo done")) {
            assertEquals(new Line("done"), p.read(in(Duration.ofSeconds(30))));
            assertEquals(OptionalInt.of(0), p.awaitExit(Duration.ofSeconds(20)));
            long giveUp = in(Duration.ofSeconds(20));
            while (!p.stderrTail(3).contains("line 2999") && System.nanoTime() < giveUp) {
                Thread.sleep(20);
            }
            assertEquals("line 2997\nline 2998\nline 2999\n", p.stderrTail(3));
            assertTrue(p.stderrBytes() > 16 * 1024, "more was written than is kept");
            assertFalse(p.stderrTail(10_000).contains("line 0\n"), "the oldest lines are dropped");
        }
    }

    /**
     * What the program wrote to standard error before it was killed is all in the tail once
     * {@link ProgramProcess#kill} returns: a report made right after it shows the program's last
     * words (a checker's report once had no stderr at all for a program that wrote it before the
     * bad line that stopped the run). Repeated, because it was a race between two threads.
     */
    @Test
    void afterKillTheTailHoldsEverythingWrittenBefore() throws Exception {
        for (int i = 0; i < 40; i++) {
            try (ProgramProcess p = sh("head -c 60000 /dev/zero | tr '\\0' 'e' >&2; echo ' last words' >&2; echo done;"
                    + " exec sleep 600")) {
                assertEquals(new Line("done"), p.read(in(Duration.ofSeconds(30))));
                p.kill();
                assertTrue(p.stderrTail(1).endsWith("e last words\n"), "round " + i + ": " + p.stderrTail(1).length()
                        + " characters, ending "
                        + p.stderrTail(1).substring(Math.max(0, p.stderrTail(1).length() - 20)));
            }
        }
    }

    @Test
    void aProgramThatCannotStartIsAnIoException() {
        assertThrows(IOException.class, () -> ProgramProcess.start(List.of("/nonexistent/robots-program")));
    }
}
