package dev.robots.cli.check;

import dev.robots.cli.text.Texts;
import java.util.List;

/**
 * What the {@code --lua} harness reported between two runs of the chunk (a line of its own on the
 * program's standard output; see {@link LuaHarness}).
 */
sealed interface HarnessEvent {

    /** The chunk fell through its end: the normal end of a run. */
    record Returned() implements HarnessEvent {
    }

    /** The chunk called {@code os.exit}; {@code traceback} says where. */
    record Exited(String traceback) implements HarnessEvent {
    }

    /** The chunk raised an error; {@code traceback} holds the message and the Lua stack. */
    record Raised(String traceback) implements HarnessEvent {
    }

    /** The file did not load (a syntax error, a missing file). */
    record NotLoaded(String message) implements HarnessEvent {
    }

    /** The lines of a traceback or message as a report shows them, indented, at most {@code max} of them. */
    static List<String> shownLines(String text, int max) {
        List<String> lines = text.lines().map(l -> "  | " + Texts.shown(l.replace("\t", "  "), Texts.STDERR_LINE_SHOWN))
                .limit(max).toList();
        long total = text.lines().count();
        if (total <= max) {
            return lines;
        }
        List<String> cut = new java.util.ArrayList<>(lines);
        cut.add("  | ... (" + (total - max) + " more lines)");
        return cut;
    }
}
