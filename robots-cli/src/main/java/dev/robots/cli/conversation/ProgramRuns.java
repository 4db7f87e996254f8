package dev.robots.cli.conversation;

import dev.robots.cli.process.ProgramLaunch;
import dev.robots.cli.process.ProgramProcess.EndOfOutput;
import dev.robots.cli.process.ProgramProcess.Read;
import dev.robots.cli.process.ProgramProcess.TimedOut;
import dev.robots.cli.process.ProgramProcess;
import dev.robots.cli.process.ProgramSeed;
import dev.robots.cli.process.Timeouts;
import dev.robots.cli.text.Expected;
import java.io.IOException;
import java.time.Duration;
import java.util.OptionalInt;

/**
 * The runs of the program a {@link Conversation} talks to: the process running now, starting it
 * again for the next game of a program that plays one game per run, and how a run must end (exit
 * with status 0, within the timeout). {@link #close} kills the current process and everything it
 * started.
 */
final class ProgramRuns implements AutoCloseable {
    /** How often a wait for the next game looks whether the program has exited. */
    private static final long EXIT_POLL_NANOS = 100_000_000L;

    private final ProgramLaunch launch;
    private final Duration timeout;
    private ProgramProcess program;
    /** Runs after the first: processes started again, or the chunk run again under --lua. */
    private int reruns;

    private ProgramRuns(ProgramLaunch launch, ProgramProcess program, Duration timeout) {
        this.launch = launch;
        this.program = program;
        this.timeout = timeout;
    }

    /**
     * Starts the program's first run.
     *
     * @throws IOException if it cannot be started
     */
    static ProgramRuns start(ProgramLaunch launch, Duration timeout, ProgramSeed seed) throws IOException {
        return new ProgramRuns(launch, launch.start(seed), timeout);
    }

    /** The process running now. */
    ProgramProcess current() {
        return program;
    }

    /** How often the program was run again for a game: a new process, or the Lua chunk again. */
    int reruns() {
        return reruns;
    }

    /** Counts a run of the Lua chunk again in the same Lua state. */
    void chunkRunAgain() {
        reruns++;
    }

    /** Starts the program again for the next game, whose program seed is {@code seed}, after its last run ended cleanly. */
    void startAgain(ProgramSeed seed) throws ProtocolFailure {
        program.close();
        try {
            program = launch.start(seed);
        } catch (IOException e) {
            throw new ProtocolFailure("the program ended after the game (status 0) and could not be started again"
                    + " for the next game: " + e.getMessage()).citing(RulesSection.SHAPES);
        }
        reruns++;
    }

    @Override
    public void close() {
        program.close();
    }

    /**
     * The next line before {@code deadline}, or the end of the output; also when the program exited
     * but a process it left behind still holds its output open (the end of the run is then the
     * program's exit).
     */
    Read readOrExit(long deadline) throws InterruptedException {
        while (true) {
            Read r = program.read(Math.min(deadline, System.nanoTime() + EXIT_POLL_NANOS));
            if (!(r instanceof TimedOut) || System.nanoTime() - deadline >= 0) {
                return r;
            }
            if (!program.isAlive()) {
                // Lines it printed before it exited come first.
                Read last = program.read(System.nanoTime() + EXIT_POLL_NANOS);
                return last instanceof TimedOut ? new EndOfOutput() : last;
            }
        }
    }

    /** The program closed its output after an end line: it must exit, with status 0. */
    void requireCleanExit() throws ProtocolFailure, InterruptedException {
        OptionalInt status = program.awaitExit(timeout);
        if (status.isEmpty()) {
            throw new ProtocolFailure("the program closed its output after the game's end line but did not exit"
                    + " within " + Timeouts.format(timeout) + " (a program that plays one game per run must exit"
                    + " with status 0 after it)").citing(RulesSection.SHAPES);
        }
        int code = status.getAsInt();
        if (code != 0) {
            throw new ProtocolFailure("the program halted with an error after the game (it exited with status " + code
                    + (code > 128 ? ", which is also how a shell reports signal " + (code - 128) : "")
                    + "), which the statement forbids: a program that plays one game per run must end with status 0"
                    + " (for Lua: fall through the end of the code, no os.exit, no error)")
                    .citing(RulesSection.SHAPES);
        }
    }

    /** After end of input at the INIT prompt: the program must exit, with status 0. */
    void requireExitAtEndOfInput() throws ProtocolFailure, InterruptedException {
        OptionalInt status = program.awaitExit(timeout);
        if (status.isEmpty()) {
            throw new ProtocolFailure(Expected.of("the program did not exit within " + Timeouts.format(timeout)
                    + " after end of input at the INIT prompt", "exit with status 0"))
                    .citing(RulesSection.SHAPES);
        }
        if (status.getAsInt() != 0) {
            throw new ProtocolFailure(Expected.of("the program exited with status " + status.getAsInt()
                    + " at end of input", "0")).citing(RulesSection.SHAPES);
        }
    }

    /** For a failure message: the program's exit status, if it exits within two seconds. */
    String exitNote() throws InterruptedException {
        OptionalInt status = program.awaitExit(Duration.ofSeconds(2));
        return status.isPresent() ? " (it exited with status " + status.getAsInt() + ")" : "";
    }
}
