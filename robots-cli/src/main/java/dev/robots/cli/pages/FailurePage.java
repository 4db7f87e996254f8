package dev.robots.cli.pages;

import dev.robots.cli.text.Texts;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.io.OutputFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code check --html} and {@code bot --html}: the failing game of a run as one self-contained
 * page (the template {@code failure-page.html}: inline SVG, CSS and script, nothing fetched, as
 * {@code replay --html}'s page). It shows the game's fields turn by turn up to the failure, and at
 * the failing turn the field before it, the expected and the received field side by side (when the
 * window allows) with the differing cells marked in expected and received (when the failure is a
 * field that does not follow); the run's parameters and seed, the command that plays the failing
 * game alone (starting with the program as it was started), and the text report.
 *
 * <p>The fields are the program's own (its pits and robots come from its own random choices), so
 * the page draws the printed cells; it does not replay anything through the engine.
 */
public final class FailurePage {
    private static final String TEMPLATE = "failure-page.html";
    private static final String DATA_MARK = "/*FAILURE-DATA*/";

    private FailurePage() {
    }

    /**
     * The page's text.
     *
     * @param title e.g. {@code robots check: FAILED}
     * @param parameters lines {@code name: value} (the seed, the game, its size, the program)
     * @param reproduce the command that plays the failing game alone
     * @param report the run's text report of the failure
     */
    public static String html(String title, List<String> parameters, String reproduce, String report,
            FailureTrail trail) {
        StringBuilder data = new StringBuilder(1 << 12);
        data.append("{\"title\":").append(PageText.jsString(title))
                .append(",\"game\":").append(trail.game())
                .append(",\"size\":").append(PageText.jsString(trail.size()))
                .append(",\"parameters\":");
        strings(data, parameters);
        data.append(",\"reproduce\":").append(PageText.jsString(reproduce))
                .append(",\"report\":").append(PageText.jsString(report))
                .append(",\"dropped\":").append(trail.dropped())
                .append(",\"steps\":[");
        boolean firstStep = true;
        for (FailureTrail.Step step : trail.steps()) {
            data.append(firstStep ? "\n" : ",\n").append("{\"label\":").append(PageText.jsString(step.label()))
                    .append(",\"rows\":");
            strings(data, cells(step.rows()));
            data.append('}');
            firstStep = false;
        }
        data.append("],\"failure\":");
        if (trail.expected() == null) {
            data.append("null");
        } else {
            data.append("{\"expected\":");
            strings(data, cells(trail.expected()));
            data.append(",\"received\":");
            strings(data, cells(trail.received()));
            data.append(",\"diff\":[");
            boolean firstCell = true;
            for (int[] cell : trail.differing()) {
                data.append(firstCell ? "" : ",").append(cell[0]).append(',').append(cell[1]);
                firstCell = false;
            }
            data.append("]}");
        }
        data.append('}');
        String template = PageText.template(TEMPLATE).replace("<!--TITLE-->", PageText.htmlText(title));
        int at = template.indexOf(DATA_MARK);
        return template.substring(0, at) + data + template.substring(at + DATA_MARK.length());
    }

    /** Writes a failure page to a file; may fail. */
    @FunctionalInterface
    public interface Writer {
        void write(Path file) throws IOException;
    }

    /**
     * {@code --html FILE} of {@code check} and {@code bot}, said the same way by both: with
     * {@code noPageWhy} null, writes the page with {@code writer} and says so on {@code out}; else
     * says on {@code out} why there is none ("no failure", "interrupted"). Returns {@code false},
     * having said why on {@code err}, when the file cannot be written.
     */
    public static boolean writeOrSay(String command, Path file, String noPageWhy, Writer writer, PrintWriter out,
            PrintWriter err) {
        if (noPageWhy != null) {
            out.println(command + ": --html " + Texts.path(file) + ": not written (" + noPageWhy + ")");
            out.flush();
            return true;
        }
        try {
            writer.write(file);
        } catch (IOException e) {
            err.println(command + ": --html " + Texts.path(file) + ": cannot write (" + IoReason.of(e) + ")");
            err.flush();
            return false;
        }
        out.println(command + ": failure page written to " + file);
        out.flush();
        return true;
    }

    /** Writes {@link #html} to {@code file} by the write rule ({@link OutputFile}). */
    public static void write(Path file, String title, List<String> parameters, String reproduce, String report,
            FailureTrail trail) throws IOException {
        OutputFile.write(file, html(title, parameters, reproduce, report, trail));
    }

    /** Printed rows as their cells: the characters at even columns ({@code ". X 0"} is {@code ".X0"}). */
    static List<String> cells(List<String> rows) {
        return rows.stream().map(row -> {
            StringBuilder cells = new StringBuilder(row.length() / 2 + 1);
            for (int i = 0; i < row.length(); i += 2) {
                cells.append(row.charAt(i));
            }
            return cells.toString();
        }).toList();
    }

    private static void strings(StringBuilder data, List<String> values) {
        data.append('[');
        for (int i = 0; i < values.size(); i++) {
            data.append(i == 0 ? "" : ",").append(PageText.jsString(values.get(i)));
        }
        data.append(']');
    }
}
