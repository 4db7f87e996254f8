package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
import dev.robots.cli.options.ChargesOption;
import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordReader;
import dev.robots.record.RecordedGame;
import dev.robots.cli.terminal.TurnReport;
import dev.robots.core.Game;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

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
     * Prints games {@code first} to {@code last} (from 0) of the {@code total} in {@code file}, which
     * passed {@link Replayer#verify}, from turn {@code fromTurn} on, or only the last position when
     * {@code fromTurn} is negative. Reads the record again game by game (memory holds one game), and
     * stops at the first write that fails (a closed pipe: {@code replay big.rec | head}).
     */
    static void print(Path file, FieldFiles fields, int first, int last, int total, int fromTurn, PrintWriter out)
            throws IOException, RecordFormatException, ReplayProblem {
        RecordReader.Sink<ReplayProblem> sink = new RecordReader.Sink<>() {
            private int session;
            private RecordLine.Session header;
            private int index = -1;

            @Override
            public void session(RecordLine.Session next) {
                session++;
                header = next;
            }

            @Override
            public void game(RecordedGame game, int nextGameLine, RecordLine.Stop stop) throws ReplayProblem {
                index++;
                if (index < first) {
                    return;
                }
                ReplayTape.Entry entry = ReplayTape.entry(session, header, game);
                printGame(entry, ReplayTape.start(entry, fields), index, total, fromTurn, out);
                if (index >= last || out.checkError()) {
                    throw new Done();
                }
            }

            @Override
            public void sessionEnd(RecordLine.Stop stop, RecordedGame lastGame, int games) {
            }
        };
        try {
            RecordReader.stream(file, sink);
        } catch (Done done) {
            // the games asked for are printed, or standard output is gone: the rest is not read
        }
        out.flush();
    }

    /** Ends the reading early. */
    private static final class Done extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Done() {
            super(null, null, false, false);
        }
    }

    /** Prints the games {@code first} to {@code last} (from 0) of {@code tape} (see above). */
    static void print(ReplayTape tape, int first, int last, int fromTurn, PrintWriter out) throws ReplayProblem {
        for (int index = first; index <= last && !out.checkError(); index++) {
            printGame(tape.get(index), tape.start(index), index, tape.size(), fromTurn, out);
        }
        out.flush();
    }

    private static void printGame(ReplayTape.Entry entry, Game game, int index, int total, int fromTurn,
            PrintWriter out) {
        var start = entry.recorded().start();
        out.println("game " + (index + 1) + " of " + total + " (session " + entry.session() + ", game "
                + start.number() + "): seed " + start.seed() + ", " + start.width() + "x" + start.height() + ", R "
                + start.robots() + ", P " + start.pits() + ", charges "
                + ChargesOption.format(entry.header().charges())
                + ", field " + (entry.header().randomField() ? "random" : entry.header().field())
                + "; recorded: " + ReplayScreen.outcome(entry));
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
                if (out.checkError()) {
                    return; // standard output is gone: no more positions
                }
            }
        }
        if (entry.cutShort()) {
            out.println("the record stops here: the game was cut short after turn " + entry.turns()
                    + " (no end line)");
        }
        out.println();
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
