package dev.robots.cli.autoplay;

import dev.robots.cli.options.FileNames;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Supplier;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;

/** How {@code autoplay} and {@code autoplay merge} write their report: {@code --json} and {@code --no-timing}. */
final class ReportOptions {
    /** The option's name. */
    static final String JSON = "--json";

    @Option(names = JSON, paramLabel = "FILE", converter = ReportOptions.JsonName.class,
            description = "Also write the report as JSON (exact counts, decision-time histogram, settings, seed,"
                    + " shard) to FILE, for 'autoplay merge'; '-' writes it to standard output instead of the text"
                    + " report.")
    private String json;

    /** {@code -} (standard output) or a file name as {@link FileNames} takes one. */
    static final class JsonName implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            if (!JsonOutput.STDOUT.equals(value)) {
                new FileNames().convert(value);
            }
            return value;
        }
    }

    @Option(names = "--no-timing", description = "Leave out the 'time per decision:' line (for comparing reports).")
    private boolean noTiming;

    /** Whether {@code --json} was given. */
    boolean json() {
        return json != null;
    }

    /** The {@code --json} file, or {@code null} without one or with {@code --json -} (standard output). */
    Path jsonFile() {
        return json == null || JsonOutput.STDOUT.equals(json) ? null : Path.of(json);
    }

    /**
     * Prints a report that has its own text and JSON forms (the oracle's) as asked: the text, the JSON
     * instead with {@code --json -}, or the text and the JSON file; returns the exit status.
     */
    int finish(String text, Supplier<String> jsonText, PrintWriter out, PrintWriter err, String name) {
        String jsonBody = json == null ? null : jsonText.get();
        out.print(JsonOutput.STDOUT.equals(json) ? jsonBody : text);
        out.flush();
        return json == null || JsonOutput.STDOUT.equals(json) ? 0 : JsonOutput.writeFile(jsonBody, json, err, name);
    }

    /** Prints the report as asked ({@link JsonOutput#finish}); returns the exit status. */
    int finish(Summary summary, PrintWriter out, PrintWriter err, String name) {
        return JsonOutput.finish(summary, json, noTiming, out, err, name);
    }
}
