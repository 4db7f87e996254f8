package dev.robots.cli.conversation;

import dev.robots.cli.process.HarnessEvent;
import dev.robots.cli.text.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * What a report says of a {@link HarnessEvent} that ends a check: the Lua chunk called
 * {@code os.exit}, raised an error, did not load, or fell through its end too early; with the Lua
 * traceback as the evidence.
 */
public final class HarnessFailure {
    /** How many lines of a Lua traceback a report shows. */
    private static final int TRACEBACK_LINES = 20;

    private HarnessFailure() {
    }

    /** A harness event right after a game's end line. */
    static ProtocolFailure afterGame(HarnessEvent event) {
        if (event instanceof HarnessEvent.Exited e) {
            return new ProtocolFailure("after the game's end line the Lua chunk called os.exit, which the statement"
                    + " forbids (the checker's code runs after yours): end by falling through the end of the code",
                    traceback("where os.exit was called (Lua traceback):", e.traceback()));
        }
        if (event instanceof HarnessEvent.Raised e) {
            return new ProtocolFailure("after the game's end line the Lua chunk halted with an error, which the"
                    + " statement forbids: " + firstLine(e.traceback()), traceback("Lua traceback:", e.traceback()));
        }
        return duringGame(event, "the next game");
    }

    /** A harness event while the checker waited for {@code awaited}. */
    static ProtocolFailure duringGame(HarnessEvent event, String awaited) {
        if (event instanceof HarnessEvent.Exited e) {
            return new ProtocolFailure("the Lua chunk called os.exit while the checker waited for " + awaited
                    + "; the statement forbids it: the state ended before the games did",
                    traceback("where os.exit was called (Lua traceback):", e.traceback()));
        }
        if (event instanceof HarnessEvent.Raised e) {
            return new ProtocolFailure("the Lua chunk halted with an error while the checker waited for " + awaited
                    + ": " + firstLine(e.traceback()), traceback("Lua traceback:", e.traceback()));
        }
        if (event instanceof HarnessEvent.NotLoaded e) {
            return new ProtocolFailure("the Lua file does not load: " + firstLine(e.message()));
        }
        return new ProtocolFailure("the Lua chunk fell through its end while the checker waited for " + awaited
                + " (a run must play a whole game, or every game)");
    }

    private static String firstLine(String text) {
        return Texts.quote(text.lines().findFirst().orElse(""), 200);
    }

    private static List<String> traceback(String title, String text) {
        List<String> lines = new ArrayList<>();
        lines.add(title);
        lines.addAll(shownLines(text, TRACEBACK_LINES));
        return lines;
    }

    /** The lines of a traceback or message as a report shows them, indented, at most {@code max} of them. */
    private static List<String> shownLines(String text, int max) {
        List<String> lines = text.lines()
                .map(line -> "  | " + Texts.shown(line.replace("\t", "  "), Texts.STDERR_LINE_SHOWN))
                .limit(max).toList();
        long total = text.lines().count();
        if (total <= max) {
            return lines;
        }
        List<String> cut = new ArrayList<>(lines);
        cut.add("  | ... (" + (total - max) + " more lines)");
        return cut;
    }
}
