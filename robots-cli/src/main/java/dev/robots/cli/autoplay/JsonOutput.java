package dev.robots.cli.autoplay;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.io.OutputFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Where a finished report goes: the text report on standard output, and with {@code --json FILE}
 * its JSON form in FILE too; with {@code --json -} the JSON on standard output instead of the text.
 * Shared by {@code autoplay} and {@code autoplay merge}.
 */
final class JsonOutput {
    /** The {@code --json} value meaning standard output. */
    static final String STDOUT = "-";

    private JsonOutput() {
    }

    /**
     * Writes {@code summary} as asked (the text report first); returns the exit status: 0, or 1 if
     * the JSON file could not be written (one line on {@code err}, prefixed with {@code command}).
     */
    static int finish(Summary summary, String json, boolean noTiming, PrintWriter out, PrintWriter err,
            String command) {
        if (STDOUT.equals(json)) {
            out.print(ShardReport.of(summary).write());
            out.flush();
            return ExitStatus.OK;
        }
        out.print(summary.report(!noTiming));
        out.flush();
        return json == null ? ExitStatus.OK : writeFile(ShardReport.of(summary).write(), json, err, command);
    }

    /**
     * Writes {@code text} to the file {@code json} by the write rule ({@link OutputFile}: a regular
     * file through {@code FILE.partial}, so that a job killed midway leaves no half report; a device
     * or a FIFO in place). Returns 0, or 1 if it could not (one line on {@code err}, prefixed with
     * {@code command}).
     */
    static int writeFile(String text, String json, PrintWriter err, String command) {
        try {
            OutputFile.write(Path.of(json), text);
            return ExitStatus.OK;
        } catch (IOException e) {
            return cannotWrite(json, IoReason.of(e), err, command);
        } catch (RuntimeException e) {
            return cannotWrite(json, e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage().replace('\n', ' '), err, command);
        }
    }

    private static int cannotWrite(String json, String reason, PrintWriter err, String command) {
        err.println(command + ": cannot write " + json + ": " + reason);
        err.flush();
        return ExitStatus.FAILURE;
    }
}
