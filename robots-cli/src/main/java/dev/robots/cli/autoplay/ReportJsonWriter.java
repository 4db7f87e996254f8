package dev.robots.cli.autoplay;

import com.google.gson.FormattingStyle;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * Writes a report's JSON with Gson's {@link JsonWriter}, laid out as the reports always were: one
 * object whose members run on in a line ({@code "a": 1, "b": [2, 3]}) and start a new line, indented
 * by one space, where {@link #onNewLine} says so; the text ends with a line break. So a report reads
 * in a terminal and diffs line by line, and the bytes of a report are those of format 1 and 2.
 *
 * <p>How: Gson writes the line break before a member's name when that member's value begins, in the
 * {@link FormattingStyle} then in force; {@link #onNewLine} switches to the style that breaks, and the
 * first value written switches back, so nothing inside that value breaks; {@link #elementOnNewLine} does the
 * same for an element of an array (the oracle's games, one a line).
 */
final class ReportJsonWriter extends JsonWriter {
    /** {@code ", "} and {@code ": "}, no line breaks. */
    private static final FormattingStyle IN_LINE = FormattingStyle.COMPACT.withSpaceAfterSeparators(true);
    /** A line break and one space of indent before the next member (and {@code ","} before it). */
    private static final FormattingStyle NEW_LINE = IN_LINE.withNewline("\n").withIndent(" ");

    private final StringWriter text;

    private ReportJsonWriter(StringWriter text) {
        super(text);
        this.text = text;
        setFormattingStyle(IN_LINE);
        setHtmlSafe(false);
    }

    /** A writer of one report, its top-level object begun. */
    static ReportJsonWriter begin() {
        ReportJsonWriter writer = new ReportJsonWriter(new StringWriter());
        try {
            writer.beginObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return writer;
    }

    /** The member {@code name} starts a new line of the report. */
    ReportJsonWriter onNewLine(String name) throws IOException {
        setFormattingStyle(NEW_LINE);
        name(name);
        return this;
    }

    /** The next element of the array being written starts a new line (indented by its depth). */
    ReportJsonWriter elementOnNewLine() {
        setFormattingStyle(NEW_LINE);
        return this;
    }

    /** Ends the top-level object: the report's text, ending with a line break. */
    String end() {
        try {
            endObject();
            close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.append('\n').toString();
    }

    @Override
    public JsonWriter beginObject() throws IOException {
        super.beginObject();
        return inLine();
    }

    @Override
    public JsonWriter beginArray() throws IOException {
        super.beginArray();
        return inLine();
    }

    @Override
    public JsonWriter value(String value) throws IOException {
        super.value(value);
        return inLine();
    }

    @Override
    public JsonWriter value(long value) throws IOException {
        super.value(value);
        return inLine();
    }

    private JsonWriter inLine() {
        setFormattingStyle(IN_LINE);
        return this;
    }
}
