package dev.robots.cli.replay;

import static dev.robots.cli.replay.ReplayFailures.corrupt;
import static dev.robots.cli.replay.ReplayFailures.doesNotReplay;
import static dev.robots.cli.replay.ReplayFailures.readProblem;
import static dev.robots.cli.replay.ReplayFailures.unreadable;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.text.Texts;
import dev.robots.core.Game;
import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordedGame;
import dev.robots.record.Recording;
import dev.robots.record.ReplayProblem;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Set;
import java.util.function.Function;

/**
 * The three ways {@code robots replay} shows a record, one method each, after {@link ReplayCommand}
 * has checked its options and files: {@link #verify} (with {@code --verify} or {@code --html}),
 * {@link #text} (standard output no terminal) and {@link #terminal} (played back in place). Each
 * verifies the games through the engine first and returns the exit status.
 */
final class ReplayModes {
    private ReplayModes() {
    }

    /**
     * What the options ask a showing to start at.
     *
     * @param gameNumber {@code --game}, from 1, or {@code null}
     * @param turn {@code --turn}, or {@code null}
     * @param speed {@code --speed}, turns a second
     * @param colour whether the terminal shows colour
     * @param check the usage error for a game or turn the record does not hold
     */
    record Shown(Integer gameNumber, Integer turn, double speed, boolean colour, ShownCheck check) {
    }

    /** Refuses, as a usage error, a first game or turn the record does not hold. */
    interface ShownCheck {
        void check(int first, int games, int turns);
    }

    /**
     * {@code --verify} or {@code --html}: replays the record game by game (memory holds one game),
     * then writes the page, if one is asked for, once the field files the record names are known.
     */
    static int verify(Path recordFile, FieldFiles fields, Path pageFile, Function<Set<Path>, OutputFiles> files,
            PrintWriter out, PrintWriter err, String name) {
        Replayer.Verification verification;
        HtmlPage page = pageFile == null ? null : new HtmlPage(recordFile);
        try {
            // Game by game: memory holds one game, whatever the record's size.
            verification = page == null ? Replayer.verify(recordFile, fields)
                    : Replayer.replay(recordFile, fields, page);
        } catch (IOException e) {
            return unreadable(err, name + ": " + readProblem(e));
        } catch (RecordFormatException e) {
            return corrupt(out, err, name, e);
        } catch (HtmlPage.TooBig e) {
            return unreadable(err, "robots replay: --html " + Texts.path(pageFile) + ": " + e.getMessage());
        } catch (ReplayProblem problem) {
            return doesNotReplay(out, err, name, problem, "");
        }
        if (page != null) {
            try {
                // The field files the record named are known now: the page is never written over one.
                files.apply(fields.files()).check();
                page.write(pageFile);
            } catch (OutputFiles.Refused e) {
                return unreadable(err, "robots replay: " + e.getMessage());
            } catch (IOException e) {
                return unreadable(err, "robots replay: --html " + Texts.path(pageFile) + ": cannot write (" + IoReason.of(e) + ")");
            }
        }
        for (String note : verification.notes()) {
            out.println(name + ": " + note);
        }
        out.println(name + ": " + count(verification.sessions(), "session") + ", " + count(verification.games(), "game")
                + ", " + count(verification.turns(), "turn")
                + " replayed: every recorded outcome and turn count follows"
                + (verification.notes().isEmpty() ? "" : " (see above for what was cut short)"));
        if (page != null) {
            out.println(name + ": page written to " + pageFile + page.summary());
        }
        out.flush();
        return ExitStatus.OK;
    }

    /**
     * {@code robots replay FILE} with standard output not a terminal: verifies the record game by game,
     * then reads it again and prints the games asked for, a game at a time (memory holds one game).
     */
    static int text(Path recordFile, FieldFiles fields, Shown shown, PrintWriter out, PrintWriter err, String name) {
        int first = shown.gameNumber() == null ? 0 : shown.gameNumber() - 1;
        int[] turnsOfFirst = {-1};
        Replayer.Watcher turnsOf = new Replayer.Watcher() {
            private int index = -1;

            @Override
            public void gameStarted(RecordLine.Session session, RecordedGame recorded, Game game) {
                if (++index == first) {
                    turnsOfFirst[0] = recorded.turns().size();
                }
            }
        };
        Replayer.Verification verification;
        try {
            verification = Replayer.replay(recordFile, fields, turnsOf);
        } catch (IOException e) {
            return unreadable(err, name + ": " + readProblem(e));
        } catch (RecordFormatException e) {
            return corrupt(out, err, name, e);
        } catch (ReplayProblem problem) {
            return doesNotReplay(out, err, name, problem, "; nothing to show");
        }
        int games = verification.games();
        if (games == 0) {
            out.println(name + ": the record holds no games");
            out.flush();
            return ExitStatus.OK;
        }
        shown.check().check(first, games, turnsOfFirst[0]);
        out.println(name + ": " + count(games, "game") + " (standard output is no terminal: as text, "
                + (shown.turn() == null ? "each game's last position" : "every position from turn " + shown.turn())
                + ")");
        out.println();
        try {
            TextReplay.print(recordFile, fields, first, shown.gameNumber() == null ? games - 1 : first, games,
                    shown.turn() == null ? -1 : shown.turn(), out);
        } catch (ReplayProblem | IOException | RecordFormatException | RuntimeException e) {
            return unreadable(err, name + ": cannot show the games (" + IoReason.ofFailure(e) + ")");
        }
        if (!out.checkError()) {
            for (String note : verification.notes()) {
                out.println(name + ": " + note);
            }
        }
        out.flush();
        return ExitStatus.OK;
    }

    /** {@code robots replay FILE} on a terminal: verifies, then shows the games. */
    static int terminal(Recording recording, Path recordFile, FieldFiles fields, Shown shown, PrintWriter out,
            PrintWriter err, String name) {
        Replayer.Verification verification;
        try {
            verification = Replayer.verify(recording, fields);
        } catch (ReplayProblem problem) {
            return doesNotReplay(out, err, name, problem, "; nothing to show");
        }
        ReplayTape tape = ReplayTape.of(recording, fields);
        if (tape.size() == 0) {
            out.println(name + ": the record holds no games");
            out.flush();
            return ExitStatus.OK;
        }
        int first = shown.gameNumber() == null ? 0 : shown.gameNumber() - 1;
        shown.check().check(first, tape.size(), first < tape.size() ? tape.get(first).turns() : 0);
        try {
            Path fileName = recordFile.getFileName();
            ReplayPlayer player = new ReplayPlayer(tape, (fileName == null ? recordFile : fileName).toString(),
                    first, shown.turn() == null ? 0 : shown.turn(), shown.speed(), shown.turn() == null);
            TerminalReplay.run(player, shown.colour());
        } catch (IOException | RuntimeException e) {
            // ReplayPlayer's own problems are worded for people already; any other on one line as well.
            return unreadable(err, name + ": cannot show the games (" + IoReason.ofFailure(e) + ")");
        }
        for (String note : verification.notes()) {
            out.println(name + ": " + note);
        }
        out.flush();
        return ExitStatus.OK;
    }

    private static String count(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
