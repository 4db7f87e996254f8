package dev.robots.cli.record;

import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a {@code --record} file (format in {@code docs/cli.md}) into sessions and games: the
 * syntax and the nesting of the lines (a turn inside a game, a game inside a session), nothing
 * about whether the games follow from their seeds (that is the replay's job).
 *
 * <p>A record written by a process that was killed may end in the middle of a line: a last line
 * without its {@code \n} is left out and its number kept ({@link Recording#cutLine()}). Blank lines
 * are skipped; a {@code \r} before a line end is dropped (a file edited on another system).
 */
public final class RecordReader {
    /** The largest record file read, in bytes: far beyond any session a person or a test plays. */
    public static final long MAX_BYTES = 256L << 20;
    /** The longest line accepted, in characters (a {@code field=} path included). */
    static final int MAX_LINE = 8192;

    private RecordReader() {
    }

    /**
     * Reads and parses {@code file}.
     *
     * @throws IOException if it cannot be read, or is larger than {@link #MAX_BYTES}
     * @throws RecordFormatException if it is not a well-formed record
     */
    public static Recording read(Path file) throws IOException, RecordFormatException {
        byte[] bytes;
        // The size of a pipe or a device says nothing: never read more than the bound.
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) MAX_BYTES + 1);
        }
        if (bytes.length > MAX_BYTES) {
            throw new IOException("larger than " + (MAX_BYTES >> 20) + " MiB, more than any record holds");
        }
        return parse(new String(bytes, StandardCharsets.UTF_8));
    }

    /**
     * Parses a record's text.
     *
     * @throws RecordFormatException if it is not a well-formed record
     */
    public static Recording parse(String text) throws RecordFormatException {
        List<RecordedSession> sessions = new ArrayList<>();
        Builder builder = new Builder(sessions);
        int start = 0;
        int number = 0;
        int cutLine = 0;
        while (start < text.length()) {
            number++;
            int newline = text.indexOf('\n', start);
            if (newline < 0) {
                cutLine = number;
                break;
            }
            int stop = newline > start && text.charAt(newline - 1) == '\r' ? newline - 1 : newline;
            String line = text.substring(start, stop);
            start = newline + 1;
            if (line.length() > MAX_LINE) {
                throw new RecordFormatException(number, builder.session != null, "line of " + line.length()
                        + " characters (expected: at most " + MAX_LINE + ")");
            }
            if (Texts.isBlank(line)) {
                continue;
            }
            builder.add(RecordLine.parse(number, line, builder.session == null ? 0 : builder.session.format()));
        }
        if (builder.session == null && number == 0) {
            // An empty file: autoplay --record-losses when every game was won.
            return new Recording(List.of(), 0);
        }
        if (builder.session == null) {
            throw new RecordFormatException(Math.max(number, 1), false,
                    "no 'session format=...' line: not a record of robots --record");
        }
        builder.finishSession();
        return new Recording(sessions, cutLine);
    }

    /** Puts the lines together into sessions and games, refusing a line out of place. */
    private static final class Builder {
        private final List<RecordedSession> sessions;
        private RecordLine.Session session;
        private List<RecordedGame> games;
        private RecordLine.Stop stop;
        private RecordLine.GameStart game;
        private List<RecordLine.Turn> turns;
        private RecordLine.End end;

        Builder(List<RecordedSession> sessions) {
            this.sessions = sessions;
        }

        void add(RecordLine line) throws RecordFormatException {
            if (line instanceof RecordLine.Session next) {
                if (session != null) {
                    finishSession();
                }
                session = next;
                games = new ArrayList<>();
                stop = null;
                return;
            }
            if (session == null) {
                throw new RecordFormatException(line.line(), false, "a record starts with a 'session' line");
            }
            if (stop != null) {
                throw new RecordFormatException(line.line(), true, "a line after the session's 'stop' line "
                        + stop.line() + " (expected: a new 'session' line)");
            }
            if (line instanceof RecordLine.GameStart start) {
                finishGame();
                game = start;
                turns = new ArrayList<>();
                end = null;
            } else if (line instanceof RecordLine.Stop stopLine) {
                finishGame();
                stop = stopLine;
            } else if (game == null || end != null) {
                String what = line instanceof RecordLine.Turn ? "a 'turn' line" : "an 'end' line";
                throw new RecordFormatException(line.line(), true, what + (game == null
                        ? " before any 'game' line of its session" : " after the game's 'end' line " + end.line()));
            } else if (line instanceof RecordLine.Turn turn) {
                turns.add(turn);
            } else {
                end = (RecordLine.End) line;
            }
        }

        void finishGame() {
            if (game != null) {
                games.add(new RecordedGame(game, turns, end));
                game = null;
            }
        }

        void finishSession() {
            finishGame();
            sessions.add(new RecordedSession(session, games, stop));
        }
    }
}
