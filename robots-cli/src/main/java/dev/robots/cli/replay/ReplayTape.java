package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordedGame;
import dev.robots.record.RecordedSession;
import dev.robots.record.Recording;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.InvalidInputException;
import java.util.ArrayList;
import java.util.List;

/**
 * The games of a record in file order, numbered from 1 over all its sessions, for the terminal
 * player and the text playback: each one can be started again from its seed (through
 * {@link Replayer#newGame}, as the replay does). Built from a record that passed
 * {@link Replayer#verify}, so every command parses and is played as recorded.
 */
final class ReplayTape {

    /**
     * One game of the record.
     *
     * @param session the session's number in the file, from 1
     * @param commands the recorded commands, parsed, in turn order
     */
    record Entry(int session, RecordLine.Session header, RecordedGame recorded, List<Command> commands) {
        Entry {
            commands = List.copyOf(commands);
        }

        /** The turns the record holds for this game. */
        int turns() {
            return commands.size();
        }

        /** Whether the record stops before the game's end (no {@code end} line). */
        boolean cutShort() {
            return !recorded.ended();
        }
    }

    private final List<Entry> entries;
    private final FieldFiles fields;

    private ReplayTape(List<Entry> entries, FieldFiles fields) {
        this.entries = List.copyOf(entries);
        this.fields = fields;
    }

    /** The games of {@code recording}, which must have passed {@link Replayer#verify}. */
    static ReplayTape of(Recording recording, FieldFiles fields) {
        List<Entry> entries = new ArrayList<>();
        List<RecordedSession> sessions = recording.sessions();
        for (int s = 0; s < sessions.size(); s++) {
            RecordedSession session = sessions.get(s);
            for (RecordedGame game : session.games()) {
                entries.add(entry(s + 1, session.header(), game));
            }
        }
        return new ReplayTape(entries, fields);
    }

    /** Game {@code game} of session {@code session} (from 1), whose {@code session} line is {@code header}. */
    static Entry entry(int session, RecordLine.Session header, RecordedGame game) {
        List<Command> commands = new ArrayList<>(game.turns().size());
        for (RecordLine.Turn turn : game.turns()) {
            try {
                commands.add(Command.parse(turn.command()));
            } catch (InvalidInputException e) {
                throw new IllegalArgumentException("line " + turn.line() + ": " + e.getMessage()
                        + " (the record was not verified)", e);
            }
        }
        return new Entry(session, header, game, commands);
    }

    /** The number of games. */
    int size() {
        return entries.size();
    }

    /** Game {@code index}, from 0. */
    Entry get(int index) {
        return entries.get(index);
    }

    /** A new engine game at the start of game {@code index}, from 0. */
    Game start(int index) throws ReplayProblem {
        return start(entries.get(index), fields);
    }

    /** A new engine game at the start of {@code entry}'s game. */
    static Game start(Entry entry, FieldFiles fields) throws ReplayProblem {
        RecordLine.GameStart start = entry.recorded().start();
        return Replayer.newGame(entry.header(), start, fields, "line " + start.line() + " (session "
                + entry.session() + ", game " + start.number() + ")");
    }
}
