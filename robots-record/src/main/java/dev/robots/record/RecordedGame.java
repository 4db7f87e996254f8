package dev.robots.record;

import java.util.List;

/**
 * One game of a record: its {@code game} line, its turns in file order and its {@code end} line,
 * or {@code null} when the game was cut short.
 */
public record RecordedGame(RecordLine.GameStart start, List<RecordLine.Turn> turns, RecordLine.End end) {
    public RecordedGame {
        turns = List.copyOf(turns);
    }

    /** Whether the record holds the game's end. */
    public boolean ended() {
        return end != null;
    }
}
