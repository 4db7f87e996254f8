package dev.robots.cli.autoplay;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

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
            return 0;
        }
        out.print(summary.report(!noTiming));
        out.flush();
        if (json != null) {
            try {
                // written beside the target and moved over it: a job killed midway leaves no half report
                Path absolute = Path.of(json).toAbsolutePath();
                Path partial = absolute.resolveSibling(absolute.getFileName() + ".partial");
                Files.writeString(partial, ShardReport.of(summary).write(), StandardCharsets.UTF_8);
                Files.move(partial, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException | RuntimeException e) {
                err.println(command + ": cannot write " + json + ": " + (e.getMessage() == null
                        ? e.getClass().getSimpleName() : e.getMessage().replace('\n', ' ')));
                err.flush();
                return 1;
            }
        }
        return 0;
    }
}
