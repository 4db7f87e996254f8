package dev.robots.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a {@code --record} file (format in {@code docs/replay.md}) into sessions and games: the
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
    /** The most lines read, blank ones included: far beyond any record of {@link #MAX_BYTES}' games. */
    public static final int MAX_LINES = 1 << 24;

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
        Collector collector = new Collector();
        int cutLine;
        try {
            cutLine = stream(new StringReader(text), collector);
        } catch (IOException e) {
            throw new IllegalStateException("a string reader failed", e);
        }
        return new Recording(collector.sessions, cutLine);
    }

    /**
     * The {@code field=} names of the record's sessions that start from a field file, in order, up to
     * its first malformed line (reading the record for its games says what is wrong there): what a
     * command that writes must know before it writes anything.
     *
     * @throws IOException if it cannot be read, or is past the bounds
     */
    public static List<String> fieldNames(Path file) throws IOException {
        List<String> names = new ArrayList<>();
        try {
            stream(file, new Sink<RuntimeException>() {
                @Override
                public void session(RecordLine.Session header) {
                    if (!header.randomField()) {
                        names.add(header.field());
                    }
                }

                @Override
                public void game(RecordedGame game, int nextGameLine, RecordLine.Stop stop) {
                }

                @Override
                public void sessionEnd(RecordLine.Stop stop, RecordedGame lastGame, int games) {
                }
            });
        } catch (RecordFormatException e) {
            // the names so far; the replay itself reports the line
        }
        return names;
    }

    /**
     * What {@link #stream} hands on, a game at a time: memory holds one game, whatever the record's size.
     *
     * @param <E> what the sink may throw, passed on by {@code stream}
     */
    public interface Sink<E extends Exception> {
        /** A {@code session} line. */
        void session(RecordLine.Session header) throws E;

        /**
         * A game of the current session, whole as far as the record holds it.
         *
         * @param nextGameLine the line of the session's next {@code game} line, 0 if this is its last game
         * @param stop the session's {@code stop} line when this is its last game and one follows, else {@code null}
         */
        void game(RecordedGame game, int nextGameLine, RecordLine.Stop stop) throws E;

        /** The end of the current session: its {@code stop} line or {@code null}, its last game or {@code null}. */
        void sessionEnd(RecordLine.Stop stop, RecordedGame lastGame, int games) throws E;
    }

    /**
     * Reads {@code file} a line at a time and hands each game to {@code sink} as soon as it is whole:
     * memory is bounded by the longest game, not by the file. Returns the number of a last line that
     * had no line end (and was left out), or 0.
     */
    public static <E extends Exception> int stream(Path file, Sink<E> sink)
            throws IOException, RecordFormatException, E {
        try (Reader in = new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8)) {
            return stream(in, sink);
        }
    }

    private static <E extends Exception> int stream(Reader in, Sink<E> sink)
            throws IOException, RecordFormatException, E {
        RecordLines lines = new RecordLines(in);
        Builder<E> builder = new Builder<>(sink);
        int number = 0;
        String line;
        while ((line = lines.next()) != null) {
            if (++number > MAX_LINES) {
                throw new IOException("more than " + MAX_LINES + " lines, more than any record holds");
            }
            if (lines.tooLong > 0) {
                throw new RecordFormatException(number, builder.session != null,
                        Expected.of("line of " + lines.tooLong + " characters", "at most " + MAX_LINE));
            }
            if (MessageText.isBlank(line)) {
                continue;
            }
            builder.add(RecordLine.parse(number, line, builder.session == null ? 0 : builder.session.format()));
        }
        int cutLine = lines.cut ? number + 1 : 0;
        if (builder.session == null && number == 0 && cutLine == 0) {
            throw new RecordFormatException(1, false, Expected.of("the file is empty",
                    "a record, which starts with a" + " 'session format=...' line"));
        }
        if (builder.session == null) {
            throw new RecordFormatException(Math.max(cutLine > 0 ? cutLine : number, 1), false,
                    "no 'session format=...' line: not a record of robots --record");
        }
        builder.finishSession();
        return cutLine;
    }

    /** Collects a whole record, for {@link #parse}. */
    private static final class Collector implements Sink<RuntimeException> {
        final List<RecordedSession> sessions = new ArrayList<>();
        private RecordLine.Session header;
        private List<RecordedGame> games;

        @Override
        public void session(RecordLine.Session h) {
            header = h;
            games = new ArrayList<>();
        }

        @Override
        public void game(RecordedGame game, int nextGameLine, RecordLine.Stop stop) {
            games.add(game);
        }

        @Override
        public void sessionEnd(RecordLine.Stop stop, RecordedGame lastGame, int count) {
            sessions.add(new RecordedSession(header, games, stop));
        }
    }

    /** Puts the lines together into sessions and games, refusing a line out of place, and hands them on. */
    private static final class Builder<E extends Exception> {
        private final Sink<E> sink;
        private RecordLine.Session session;
        private int games;
        private RecordLine.Stop stop;
        private RecordLine.GameStart game;
        private List<RecordLine.Turn> turns;
        private RecordLine.End end;
        private RecordedGame last;

        Builder(Sink<E> sink) {
            this.sink = sink;
        }

        void add(RecordLine line) throws RecordFormatException, E {
            if (line instanceof RecordLine.Session next) {
                if (session != null) {
                    finishSession();
                }
                session = next;
                games = 0;
                stop = null;
                last = null;
                sink.session(next);
                return;
            }
            if (session == null) {
                throw new RecordFormatException(line.line(), false, "a record starts with a 'session' line");
            }
            if (stop != null) {
                throw new RecordFormatException(line.line(), true,
                        Expected.of("a line after the session's 'stop' line " + stop.line(), "a new 'session' line"));
            }
            if (line instanceof RecordLine.GameStart start) {
                finishGame(start.line());
                game = start;
                turns = new ArrayList<>();
                end = null;
            } else if (line instanceof RecordLine.Stop stopLine) {
                stop = stopLine;
                finishGame(0);
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

        void finishGame(int nextGameLine) throws E {
            if (game != null) {
                last = new RecordedGame(game, turns, end);
                games++;
                game = null;
                turns = null;
                sink.game(last, nextGameLine, nextGameLine == 0 ? stop : null);
            }
        }

        void finishSession() throws E {
            finishGame(0);
            sink.sessionEnd(stop, last, games);
        }
    }
}
