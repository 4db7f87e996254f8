package dev.robots.cli.replay;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.play.TurnReport;
import dev.robots.core.Game;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import java.io.PrintWriter;

/**
 * {@code robots replay FILE} when standard output is not a terminal: plain text, no escape codes.
 * For each game shown, a line with its numbers and recorded outcome, then its last position (or,
 * from {@code --turn T}, every position from turn T on), each under a line with the turn, its
 * command and what happened (as the play screen says it).
 */
final class TextReplay {
    private TextReplay() {
    }

    /**
     * Prints games {@code first} to {@code last} (from 0), from turn {@code fromTurn} on, or only
     * the last position when {@code fromTurn} is negative.
     */
    static void print(ReplayTape tape, int first, int last, int fromTurn, PrintWriter out) throws ReplayProblem {
        for (int index = first; index <= last; index++) {
            ReplayTape.Entry entry = tape.get(index);
            var start = entry.recorded().start();
            out.println("game " + (index + 1) + " of " + tape.size() + " (session " + entry.session() + ", game "
                    + start.number() + "): seed " + start.seed() + ", " + start.width() + "x" + start.height() + ", R "
                    + start.robots() + ", P " + start.pits() + ", charges "
                    + (entry.header().charges() == ChargesOption.NO_LIMIT ? "unlimited" : entry.header().charges())
                    + ", field " + (entry.header().randomField() ? "random" : entry.header().field())
                    + "; recorded: " + ReplayPlayer.outcome(entry));
            Game game = tape.start(index);
            int shownFrom = fromTurn < 0 ? entry.turns() : Math.min(fromTurn, entry.turns());
            if (shownFrom == 0) {
                position(out, game, "start of the game");
            }
            for (int turn = 0; turn < entry.turns(); turn++) {
                boolean shown = turn + 1 >= shownFrom;
                TurnReport report = shown ? new TurnReport(game) : null;
                TurnResult result = shown ? game.play(entry.commands().get(turn), report)
                        : game.play(entry.commands().get(turn));
                if (shown) {
                    String events = report.message();
                    String ended = result instanceof TurnResult.Ended end ? end.line() : "";
                    position(out, game, "after turn " + (turn + 1) + " of " + entry.turns() + " ("
                            + entry.commands().get(turn).text() + ")" + join(events, ended));
                }
            }
            if (entry.cutShort()) {
                out.println("the record stops here: the game was cut short after turn " + entry.turns()
                        + " (no end line)");
            }
            out.println();
        }
        out.flush();
    }

    private static String join(String events, String ended) {
        String text = (events + " " + ended).strip();
        return text.isEmpty() ? "" : ": " + text;
    }

    private static void position(PrintWriter out, Game game, String label) {
        out.println(label);
        TextFormat.render(game, out);
    }
}
