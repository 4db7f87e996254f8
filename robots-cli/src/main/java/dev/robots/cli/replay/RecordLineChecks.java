package dev.robots.cli.replay;

import dev.robots.cli.record.PositionDigest;
import dev.robots.cli.record.RecordLine;
import dev.robots.cli.record.RecordedGame;
import dev.robots.cli.text.Texts;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.InvalidInputException;
import dev.robots.core.TurnResult;

/**
 * Checks one recorded line against the game the {@link Replayer} plays again: a start position, a
 * turn's number and command as robots writes it, the position after a turn, an {@code end} line, a
 * {@code stop} line. A line that does not follow is a {@link ReplayProblem} naming it ({@code where}).
 */
final class RecordLineChecks {
    private RecordLineChecks() {
    }

    /** The start position's digest, where the record holds one. */
    static void startPosition(RecordLine.GameStart start, Game game, String where) throws ReplayProblem {
        if (start.startDigest() != null) {
            String replayed = PositionDigest.text(PositionDigest.start(game));
            if (!replayed.equals(start.startDigest())) {
                throw tampered(where, "the start position differs from the recorded one (start="
                        + start.startDigest() + ", replayed " + replayed + ")");
            }
        }
    }

    /** The command of {@code turn}: the next turn of a game that goes on, written as robots records it. */
    static Command command(RecordLine.Turn turn, Game game, String where) throws ReplayProblem {
        if (turn.number() != game.turn() + 1) {
            throw tampered(where, "turn number " + turn.number() + " (expected: " + (game.turn() + 1) + ")");
        }
        if (game.isOver()) {
            throw tampered(where, "the game already ended on turn " + game.turn() + " with "
                    + game.outcome().orElseThrow().line());
        }
        Command command;
        try {
            command = Command.parse(turn.command());
        } catch (InvalidInputException e) {
            throw tampered(where, "command " + Texts.quote(turn.command()) + ": " + e.getMessage());
        }
        if (!command.text().equals(turn.command())) {
            throw tampered(where, "command " + Texts.quote(turn.command()) + " is not written the way robots"
                    + " records it (expected: " + command.text() + ")");
        }
        return command;
    }

    /** The position after {@code turn}, where the record holds its digest. */
    static void position(RecordLine.Turn turn, Game game, String where) throws ReplayProblem {
        if (turn.digest() != null) {
            String replayed = PositionDigest.text(PositionDigest.of(game));
            if (!replayed.equals(turn.digest())) {
                throw tampered(where, "the position after " + turn.command() + " differs from the recorded one"
                        + " (board=" + turn.digest() + ", replayed " + replayed + ")");
            }
        }
    }

    /** An {@code end} line: the game is over, on that turn, with that result. */
    static void end(RecordLine.End end, Game game, String where) throws ReplayProblem {
        if (!game.isOver()) {
            throw tampered(where, "'end turns=" + end.turns() + " result=" + end.result() + "', but after turn "
                    + game.turn() + " the game goes on");
        }
        TurnResult.Ended outcome = game.outcome().orElseThrow();
        if (end.turns() != outcome.turn() || !end.result().equals(outcome.line())) {
            throw tampered(where, "'end turns=" + end.turns() + " result=" + end.result()
                    + "', but the game ended on turn " + outcome.turn() + " with " + outcome.line());
        }
    }

    /** A session's {@code stop} line, if any, against the game it cut short ({@code last}: the session's last). */
    static void stop(int index, RecordLine.Stop stop, RecordedGame last) throws ReplayProblem {
        if (stop == null) {
            return;
        }
        String where = "line " + stop.line() + " (session " + index + ", stop)";
        boolean inGame = last != null && !last.ended();
        if (stop.game() < 0) {
            if (inGame) {
                throw tampered(where, "no game= turns= but game " + last.start().number() + " has no 'end' line");
            }
            return;
        }
        if (!inGame) {
            throw tampered(where, "game=" + stop.game() + " turns=" + stop.turns() + ", but no game was going on");
        }
        if (stop.game() != last.start().number() || stop.turns() != last.turns().size()) {
            throw tampered(where, "game=" + stop.game() + " turns=" + stop.turns() + " (expected: game="
                    + last.start().number() + " turns=" + last.turns().size() + ")");
        }
    }

    /** A record line that does not follow: the record was changed or is corrupt. */
    static ReplayProblem tampered(String where, String what) {
        return new ReplayProblem(where + ": " + what, true);
    }
}
