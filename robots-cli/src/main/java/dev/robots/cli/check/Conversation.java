package dev.robots.cli.check;

import dev.robots.cli.check.ProgramProcess.EndOfOutput;
import dev.robots.cli.check.ProgramProcess.Line;
import dev.robots.cli.check.ProgramProcess.Read;
import dev.robots.cli.check.ProgramProcess.TimedOut;
import dev.robots.cli.check.ProgramProcess.TooLong;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The protocol's side of the human over a {@link ProgramProcess}: sends lines and reads the
 * program's answers, each answer within the timeout, turning every way a program can fail to
 * answer (silence, flood, end of output) into a {@link ProtocolFailure} that says what was awaited.
 */
final class Conversation {
    static final String INIT_PROMPT = "INIT W H R P:";
    static final String MOVE_PROMPT = "MOVE:";

    private final ProgramProcess program;
    private final Duration timeout;
    private final boolean strict;
    private long deadline;

    Conversation(ProgramProcess program, Duration timeout, boolean strict) {
        this.program = program;
        this.timeout = timeout;
        this.strict = strict;
        beginAnswer();
    }

    boolean strict() {
        return strict;
    }

    /** Starts the clock for one answer: all its lines must arrive within the timeout. */
    void beginAnswer() {
        deadline = System.nanoTime() + timeout.toNanos();
    }

    /** Sends one line. */
    void send(String line) throws ProtocolFailure, InterruptedException {
        try {
            program.send(line);
        } catch (IOException e) {
            throw new ProtocolFailure("could not send " + Text.quote(line, 40) + ": the program no longer reads its"
                    + " input" + exitNote());
        }
    }

    /**
     * The next line as received, with trailing blanks and {@code \r} removed outside strict mode.
     *
     * @param awaited what the checker is waiting for, for the failure message
     */
    String next(String awaited) throws ProtocolFailure, InterruptedException {
        Read r = program.read(deadline);
        if (r instanceof Line line) {
            return strict ? line.text() : line.text().stripTrailing();
        }
        if (r instanceof EndOfOutput) {
            throw new ProtocolFailure("the program ended its output" + exitNote() + " while the checker waited for "
                    + awaited);
        }
        if (r instanceof TimedOut t) {
            throw new ProtocolFailure("no answer within " + Timeouts.format(timeout) + " while the checker waited for "
                    + awaited + (t.partial().isEmpty() ? ""
                    : "; the output holds an unfinished line " + Text.quote(t.partial(), 60)
                    + " (every line must end with \\n, and output must be flushed before reading)"));
        }
        TooLong t = (TooLong) r;
        throw new ProtocolFailure("a line longer than " + ProgramProcess.MAX_LINE
                + " characters while the checker waited for " + awaited + "; it starts " + Text.quote(t.start(), 60));
    }

    /** Reads {@code line} exactly (after the trailing-blank rule), or fails naming what came instead. */
    void expect(String line, String awaited) throws ProtocolFailure, InterruptedException {
        String got = next(awaited);
        if (!got.equals(line)) {
            throw new ProtocolFailure("expected " + awaited + ", received " + Text.quote(got, 80));
        }
    }

    /**
     * Reads the rest of a field whose first row is {@code first}: {@code size.height() - 1} more lines. A
     * line that is a prompt or an end line before the last row fails, saying how many rows came.
     */
    List<String> rows(String first, GameSize size, String what) throws ProtocolFailure, InterruptedException {
        int height = size.height();
        List<String> rows = new ArrayList<>(height);
        rows.add(first);
        while (rows.size() < height) {
            String line = next("row " + rows.size() + " of " + what);
            if (!PrintedField.looksLikeRow(line)) {
                List<String> details = new ArrayList<>();
                details.add("received:");
                rows.forEach(row -> details.add("  " + Text.shown(row, Checker.rowShown(size))));
                details.add("  " + Text.shown(line, Checker.rowShown(size)));
                throw new ProtocolFailure(what + ": " + rows.size() + " rows, then " + Text.quote(line, 60)
                        + " (expected: H=" + height + " rows)", details);
            }
            rows.add(line);
        }
        return rows;
    }

    /** Best effort, for a report: up to {@code max} more lines that look like rows, within the current answer. */
    List<String> moreRows(int max) {
        List<String> rows = new ArrayList<>();
        try {
            while (rows.size() < max) {
                Read r = program.read(Math.min(deadline, System.nanoTime() + 1_000_000_000L));
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

    /** Ends the input and waits for the program to exit; its status, or empty if it did not exit in time. */
    OptionalInt endInput() throws InterruptedException {
        program.closeInput();
        return program.awaitExit(timeout);
    }

    private String exitNote() throws InterruptedException {
        OptionalInt status = program.awaitExit(Duration.ofSeconds(2));
        return status.isPresent() ? " (it exited with status " + status.getAsInt() + ")" : "";
    }
}
