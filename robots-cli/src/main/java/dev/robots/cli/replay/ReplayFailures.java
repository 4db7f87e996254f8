package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.io.IoReason;
import dev.robots.record.RecordFormatException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;

/**
 * How {@code robots replay} reports a record it cannot replay, and with which exit status: 1 for a
 * record that does not replay as written or is corrupt after its first session line (tampered),
 * {@link #UNREADABLE} for input it cannot read here.
 */
final class ReplayFailures {
    /** Replay's status for input it cannot read, a page it cannot write, a board it cannot hold. */
    static final int UNREADABLE = 2;

    private ReplayFailures() {
    }

    /** A record that does not replay: status 2 if it cannot be read here, else 1 (tampered or corrupt). */
    static int doesNotReplay(PrintWriter out, PrintWriter err, String name, ReplayProblem problem,
            String after) {
        if (!problem.playable()) {
            return unreadable(err, name + ": " + problem.getMessage());
        }
        out.println(name + ": " + problem.getMessage());
        out.println("FAILED: the record does not replay as written (tampered or corrupt)" + after);
        out.flush();
        return ExitStatus.FAILURE;
    }

    /** Why a record could not be read, in a few words. */
    static String readProblem(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        return e instanceof AccessDeniedException ? "permission denied" : "cannot read (" + IoReason.of(e) + ")";
    }

    /** A record that is not one (status 2), or a malformed line after its first session line (status 1). */
    static int corrupt(PrintWriter out, PrintWriter err, String name, RecordFormatException e) {
        if (!e.isRecord()) {
            return unreadable(err, name + ": not a record: " + e.getMessage());
        }
        out.println(name + ": " + e.getMessage());
        out.println("FAILED: the record is corrupt");
        out.flush();
        return ExitStatus.FAILURE;
    }

    /** Prints {@code message} on standard error: the status for input replay cannot read. */
    static int unreadable(PrintWriter err, String message) {
        err.println(message);
        err.flush();
        return UNREADABLE;
    }
}
