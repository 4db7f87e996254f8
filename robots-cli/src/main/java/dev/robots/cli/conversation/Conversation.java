package dev.robots.cli.conversation;

import dev.robots.cli.process.HarnessEvent;
import dev.robots.cli.process.LuaHarness;
import dev.robots.cli.process.ProgramSeed;
import dev.robots.cli.process.ProgramLaunch;
import dev.robots.cli.process.ProgramProcess.EndOfOutput;
import dev.robots.cli.process.ProgramProcess.Line;
import dev.robots.cli.process.ProgramProcess.Read;
import dev.robots.cli.process.ProgramProcess.TimedOut;
import dev.robots.cli.process.ProgramProcess.TooLong;
import dev.robots.cli.process.ProgramProcess;
import dev.robots.cli.process.Timeouts;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The protocol's side of the human over a {@link ProgramProcess}: sends lines and reads the
 * program's answers, each answer within the timeout, turning every way a program can fail to
 * answer (silence, flood, end of output) into a {@link ProtocolFailure} that says what was awaited.
 *
 * <p>It accepts both shapes of program between games: one that prints the next INIT prompt
 * itself, and one that plays one game per run, which it runs again for the next game (a new
 * process after an exit with status 0, or, under {@code --lua}, the chunk again in the same Lua
 * state), through its {@link ProgramRuns}. {@link #close} kills the current process and everything it
 * started.
 */
public final class Conversation implements AutoCloseable {
    public static final String INIT_PROMPT = "INIT W H R P:";
    public static final String MOVE_PROMPT = "MOVE:";

    private final ProgramLaunch launch;
    private final Duration timeout;
    private final boolean strict;
    private final ProgramRuns runs;
    private long deadline;

    private Conversation(ProgramLaunch launch, ProgramRuns runs, Duration timeout, boolean strict) {
        this.launch = launch;
        this.runs = runs;
        this.timeout = timeout;
        this.strict = strict;
        beginAnswer();
    }

    /**
     * Starts the program for a first game whose program seed is {@code seed} ({@link ProgramLaunch#start}).
     *
     * @throws IOException if it cannot be started
     */
    public static Conversation start(ProgramLaunch launch, Duration timeout, boolean strict, ProgramSeed seed)
            throws IOException {
        return new Conversation(launch, ProgramRuns.start(launch, timeout, seed), timeout, strict);
    }

    /** The process running now. */
    public ProgramProcess program() {
        return runs.current();
    }

    /** How often the program was run again for a game: a new process, or the Lua chunk again. */
    public int reruns() {
        return runs.reruns();
    }

    public boolean isLua() {
        return launch.isLua();
    }

    @Override
    public void close() {
        runs.close();
    }

    public boolean strict() {
        return strict;
    }

    /** Starts the clock for one answer: all its lines must arrive within the timeout. */
    public void beginAnswer() {
        deadline = System.nanoTime() + timeout.toNanos();
    }

    /** Sends one line. */
    public void send(String line) throws ProtocolFailure, InterruptedException {
        try {
            runs.current().send(line);
        } catch (IOException e) {
            throw new ProtocolFailure("could not send " + Texts.quote(line, 40) + ": the program no longer reads its"
                    + " input" + runs.exitNote());
        }
    }

    /**
     * The next line as received; outside strict mode with trailing blanks and {@code \r} removed,
     * except from a line that looks like a row of the field: a row must be exactly as the statement
     * says ({@link PrintedField#parse}).
     *
     * @param awaited what the checker is waiting for, for the failure message
     */
    public String next(String awaited) throws ProtocolFailure, InterruptedException {
        Read r = runs.current().read(deadline);
        if (r instanceof Line line) {
            HarnessEvent event = harnessEvent(line.text());
            if (event != null) {
                throw HarnessFailure.duringGame(event, awaited).citing(RulesSection.SHAPES);
            }
            return strict || PrintedField.looksLikeRow(line.text()) ? line.text() : line.text().stripTrailing();
        }
        throw failure(r, awaited);
    }

    /** The failure for a read that gave no line: the end of the output, silence, or a line too long. */
    private ProtocolFailure failure(Read r, String awaited) throws InterruptedException {
        if (r instanceof EndOfOutput) {
            return new ProtocolFailure("the program ended its output" + runs.exitNote()
                    + " while the checker waited for " + awaited);
        }
        if (r instanceof TimedOut t) {
            return new ProtocolFailure("no answer within " + Timeouts.format(timeout) + " while the checker waited for "
                    + awaited + (t.partial().isEmpty() ? ""
                    : "; the output holds an unfinished line " + Texts.quote(t.partial(), 60)
                    + " (every line must end with \\n, and output must be flushed before reading)"));
        }
        TooLong t = (TooLong) r;
        return new ProtocolFailure("a line longer than " + ProgramProcess.MAX_LINE
                + " characters while the checker waited for " + awaited + "; it starts " + Texts.quote(t.start(), 60));
    }

    /** Reads {@code line} exactly (after the trailing-blank rule), or fails naming what came instead. */
    public void expect(String line, String awaited) throws ProtocolFailure, InterruptedException {
        String got = next(awaited);
        if (!got.equals(line)) {
            throw new ProtocolFailure("expected " + awaited + ", received " + Texts.quote(got, 80));
        }
    }

    /**
     * Reads the rest of a field whose first row is {@code first}: {@code size.height() - 1} more lines. A
     * line that is a prompt or an end line before the last row fails, saying how many rows came.
     */
    public List<String> rows(String first, GameSize size, String what) throws ProtocolFailure, InterruptedException {
        int height = size.height();
        List<String> rows = new ArrayList<>(height);
        rows.add(first);
        while (rows.size() < height) {
            String line = next("row " + rows.size() + " of " + what);
            if (!PrintedField.looksLikeRow(line)) {
                List<String> received = new ArrayList<>(rows);
                received.add(line);
                List<String> details = new ArrayList<>();
                details.add("received:");
                details.addAll(ReceivedRows.raw(received, size));
                throw new ProtocolFailure(Expected.of(what + ": " + rows.size() + " rows, then " + Texts.quote(line,
                        60), "H=" + height + " rows"), details);
            }
            rows.add(line);
        }
        return rows;
    }

    /** Best effort, for a report: up to {@code max} more lines that look like rows, within the current answer. */
    public List<String> moreRows(int max) {
        List<String> rows = new ArrayList<>();
        try {
            while (rows.size() < max) {
                Read r = runs.current().read(Math.min(deadline, System.nanoTime() + 1_000_000_000L));
                if (!(r instanceof Line line) || !PrintedField.looksLikeRow(line.text())) {
                    break;
                }
                rows.add(line.text());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return rows;
    }

    /** Best effort, for a report: the next line, if one comes within a second and the answer's time, else null. */
    public String lineSoon() {
        try {
            Read r = runs.current().read(Math.min(deadline, System.nanoTime() + 1_000_000_000L));
            return r instanceof Line line ? line.text() : null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * After a game's end line, when another game follows: the INIT prompt of the next game, printed
     * by the program itself, or by a new run of it when the last one ended cleanly (status 0, or the
     * Lua chunk fell through its end); a new run gets {@code seed}, the next game's program seed.
     *
     * @param awaited what the checker is waiting for, for the failure message
     */
    public void expectNextGame(String awaited, ProgramSeed seed) throws ProtocolFailure, InterruptedException {
        beginAnswer();
        Read r = runs.readOrExit(deadline);
        if (r instanceof Line line) {
            HarnessEvent event = harnessEvent(line.text());
            if (event instanceof HarnessEvent.Returned) {
                send(seed.harnessRunLine());
                runs.chunkRunAgain();
                beginAnswer();
                expect(INIT_PROMPT, awaited + " (from the chunk's run " + (runs.reruns() + 1)
                        + " in the same Lua state)");
                return;
            }
            if (event != null) {
                throw HarnessFailure.afterGame(event).citing(RulesSection.SHAPES);
            }
            String got = strict ? line.text() : line.text().stripTrailing();
            if (!got.equals(INIT_PROMPT)) {
                throw new ProtocolFailure("expected " + awaited + ", received " + Texts.quote(got, 80));
            }
            return;
        }
        if (r instanceof EndOfOutput && !launch.isLua()) {
            runs.requireCleanExit();
            runs.startAgain(seed);
            beginAnswer();
            expect(INIT_PROMPT, "the first prompt 'INIT W H R P:' of the program started again for the next game"
                    + " (it ended after the last one)");
            return;
        }
        throw failure(r, awaited);
    }

    /**
     * After the last game's end line: ends the input and requires a clean end. A program that loops
     * over games prints the INIT prompt and then exits with status 0 at the end of its input (under
     * {@code --lua}: its chunk falls through its end); a program that plays one game per run has
     * already ended, with status 0.
     */
    public void finish() throws ProtocolFailure, InterruptedException {
        beginAnswer();
        Read r = runs.readOrExit(deadline);
        if (r instanceof EndOfOutput && !launch.isLua()) {
            runs.requireCleanExit();
            return;
        }
        if (!(r instanceof Line line)) {
            throw failure(r, "the prompt 'INIT W H R P:' after the last game's end line");
        }
        HarnessEvent event = harnessEvent(line.text());
        if (event != null && !(event instanceof HarnessEvent.Returned)) {
            throw HarnessFailure.afterGame(event).citing(RulesSection.SHAPES);
        }
        if (event == null) {
            String got = strict ? line.text() : line.text().stripTrailing();
            if (!got.equals(INIT_PROMPT)) {
                throw new ProtocolFailure("expected the prompt 'INIT W H R P:' after the last game's end line,"
                        + " received " + Texts.quote(got, 80));
            }
        }
        runs.current().closeInput();
        if (launch.isLua() && event == null) {
            // The chunk reads the end of input at the INIT prompt: it must fall through its end.
            beginAnswer();
            while (true) {
                Read after = runs.current().read(deadline);
                if (!(after instanceof Line l)) {
                    break;
                }
                HarnessEvent atEnd = harnessEvent(l.text());
                if (atEnd instanceof HarnessEvent.Returned) {
                    break;
                }
                if (atEnd != null) {
                    throw HarnessFailure.duringGame(atEnd, "the end of the chunk at end of input (the INIT prompt)")
                            .citing(RulesSection.SHAPES);
                }
            }
        }
        runs.requireExitAtEndOfInput();
    }

    private HarnessEvent harnessEvent(String line) {
        return launch.isLua() ? LuaHarness.event(line) : null;
    }
}
