package dev.robots.record;

import java.util.List;

/**
 * One session of a record: its {@code session} line, its games in file order, and its {@code stop}
 * line, or {@code null} when there is none (the process was killed, or the file was cut).
 */
public record RecordedSession(RecordLine.Session header, List<RecordedGame> games, RecordLine.Stop stop) {
    public RecordedSession {
        games = List.copyOf(games);
    }
}
