package dev.robots.cli.autoplay;

import java.io.PrintWriter;
import picocli.CommandLine.Option;

/** How {@code autoplay} and {@code autoplay merge} write their report: {@code --json} and {@code --no-timing}. */
final class ReportOptions {
    @Option(names = "--json", paramLabel = "FILE",
            description = "Also write the report as JSON (exact counts, decision-time histogram, settings, seed,"
                    + " shard) to FILE, for 'autoplay merge'; '-' writes it to standard output instead of the text"
                    + " report.")
    private String json;

    @Option(names = "--no-timing", description = "Leave out the 'time per decision:' line (for comparing reports).")
    private boolean noTiming;

    /** Whether {@code --json} was given. */
    boolean json() {
        return json != null;
    }

    /** Prints the report as asked ({@link JsonOutput#finish}); returns the exit status. */
    int finish(Summary summary, PrintWriter out, PrintWriter err, String name) {
        return JsonOutput.finish(summary, json, noTiming, out, err, name);
    }
}
