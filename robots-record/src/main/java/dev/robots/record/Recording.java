package dev.robots.record;

import java.util.List;

/**
 * A whole record file: its sessions in file order.
 *
 * @param cutLine the number of a last line that had no line end and was left out (a write cut
 *     short), or 0 when the file ends with a whole line
 */
public record Recording(List<RecordedSession> sessions, int cutLine) {
    public Recording {
        sessions = List.copyOf(sessions);
    }

    /** The number of games over all sessions. */
    public int gameCount() {
        return sessions.stream().mapToInt(s -> s.games().size()).sum();
    }
}
