package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
import dev.robots.record.RecordLineChecks;
import dev.robots.cli.options.MaxCells;
import dev.robots.cli.text.Expected;
import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordReader;
import dev.robots.record.RecordedGame;
import dev.robots.record.RecordedSession;
import dev.robots.record.Recording;
import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Event;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.RandomSource;
import dev.robots.core.Variant;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays a record's games again through the engine, from each game's seed and the recorded
 * commands, and checks that everything recorded follows: game numbers and the games' seeds of
 * {@code docs/replay.md} (as the record's format derives them), the parameters, every command
 * (canonical, accepted), the turn count and the outcome, and the {@code stop} line. The first thing that does not follow ends the replay
 * with a {@link ReplayProblem} naming its line. A game cut short (no {@code end} line) is
 * replayed up to its last whole turn and reported in {@link Verification#notes()}.
 */
public final class Replayer {

    /**
     * Keeps a turn's event for the watcher, but not a robot's ordinary step: a watcher shows what
     * happened, and a turn's steps are as many as its robots (millions on a large board), too many
     * to hold for a page that does not draw them.
     */
    private static void keep(Event event, List<Event> events) {
        if (!(event instanceof Event.RobotMoved)) {
            events.add(event);
        }
    }

    /** What a replay tells its watcher (the HTML page collects the turns); every method may do nothing. */
    public interface Watcher {
        /** A game starts: {@code game} is the engine's, before its first turn. */
        default void gameStarted(RecordLine.Session session, RecordedGame recorded, Game game) {
        }

        /** A recorded turn was played: its events in order, robots' ordinary steps left out, and the result. */
        default void turnPlayed(RecordLine.Turn turn, List<Event> events, TurnResult result, Game game) {
        }
    }

    /**
     * What a replay that passed saw.
     *
     * @param notes one line for each game cut short and for a cut last line, in file order
     */
    public record Verification(int sessions, int games, long turns, List<String> notes) {
        public Verification {
            notes = List.copyOf(notes);
        }
    }

    private final FieldFiles fields;
    private final Watcher watcher;
    private final boolean collectEvents;
    private final List<String> notes = new ArrayList<>();
    private long turns;

    private Replayer(FieldFiles fields, Watcher watcher, boolean collectEvents) {
        this.fields = fields;
        this.watcher = watcher;
        this.collectEvents = collectEvents;
    }

    /** Replays every game of {@code recording} and checks it; see the class description. */
    static Verification verify(Recording recording, FieldFiles fields) throws ReplayProblem {
        return new Replayer(fields, new Watcher() { }, false).run(recording);
    }

    /** The same as {@link #verify}, telling {@code watcher} every game and turn with its events. */
    static Verification replay(Recording recording, FieldFiles fields, Watcher watcher) throws ReplayProblem {
        return new Replayer(fields, watcher, true).run(recording);
    }

    /**
     * Reads {@code file} game by game ({@link RecordReader#stream}) and checks every game as it comes:
     * memory holds one game, whatever the record's size.
     */
    static Verification verify(Path file, FieldFiles fields) throws IOException, RecordFormatException, ReplayProblem {
        return stream(file, fields, new Watcher() { }, false);
    }

    /** {@link #verify(Path, FieldFiles)}, telling {@code watcher} every game and turn with its events. */
    static Verification replay(Path file, FieldFiles fields, Watcher watcher)
            throws IOException, RecordFormatException, ReplayProblem {
        return stream(file, fields, watcher, true);
    }

    private static Verification stream(Path file, FieldFiles fields, Watcher watcher, boolean collectEvents)
            throws IOException, RecordFormatException, ReplayProblem {
        Replayer replayer = new Replayer(fields, watcher, collectEvents);
        int cutLine = RecordReader.stream(file, replayer.feed);
        return replayer.finish(cutLine);
    }

    private Verification run(Recording recording) throws ReplayProblem {
        for (RecordedSession session : recording.sessions()) {
            feed.session(session.header());
            List<RecordedGame> games = session.games();
            for (int g = 0; g < games.size(); g++) {
                boolean last = g == games.size() - 1;
                feed.game(games.get(g), last ? 0 : games.get(g + 1).start().line(), last ? session.stop() : null);
            }
            feed.sessionEnd(session.stop(), games.isEmpty() ? null : games.get(games.size() - 1), games.size());
        }
        return finish(recording.cutLine());
    }

    private Verification finish(int cutLine) {
        if (cutLine > 0) {
            notes.add("line " + cutLine + " has no line end (a write cut short): left out");
        }
        return new Verification(feed.sessions, feed.games, turns, notes);
    }

    private final Feed feed = new Feed();

    /** Checks the games a session at a time, in file order, as the reader hands them on. */
    private final class Feed implements RecordReader.Sink<ReplayProblem> {
        int sessions;
        int games;
        private RecordLine.Session header;
        private long expectedSeed;
        private int inSession;

        @Override
        public void session(RecordLine.Session next) {
            sessions++;
            header = next;
            expectedSeed = next.seed();
            inSession = 0;
        }

        @Override
        public void game(RecordedGame game, int nextGameLine, RecordLine.Stop stop) throws ReplayProblem {
            int index = sessions;
            int g = inSession++;
            games++;
            if (g == 0 && header.format() < 2) {
                notes.add("session " + index + " (line " + header.line() + ") is format " + header.format()
                        + ": it holds no positions, so only its commands, outcomes and turn counts are checked");
            }
            RecordLine.GameStart start = game.start();
            String where = "line " + start.line() + " (session " + index + ", game " + start.number() + ")";
            expectedSeed = RecordLineChecks.gameStart(header, start, g, expectedSeed, where);
            boolean last = nextGameLine == 0;
            if (!game.ended() && !last) {
                throw tampered("line " + nextGameLine + " (session " + index + ", game " + (g + 2) + ")",
                        "game " + (g + 1) + " has no 'end' line, but another game follows");
            }
            play(index, header, stop, game, last);
        }

        @Override
        public void sessionEnd(RecordLine.Stop stop, RecordedGame lastGame, int count) throws ReplayProblem {
            RecordLineChecks.stop(sessions, stop, lastGame);
        }
    }

    private void play(int index, RecordLine.Session header, RecordLine.Stop stop, RecordedGame recorded, boolean last)
            throws ReplayProblem {
        RecordLine.GameStart start = recorded.start();
        String gameName = "session " + index + ", game " + start.number();
        String startWhere = "line " + start.line() + " (" + gameName + ")";
        Game game = newGame(header, start, fields, startWhere);
        RecordLineChecks.startPosition(start, game, startWhere);
        watcher.gameStarted(header, recorded, game);
        List<Event> events = new ArrayList<>();
        for (RecordLine.Turn turn : recorded.turns()) {
            String where = "line " + turn.line() + " (" + gameName + ", turn " + turn.number() + ")";
            Command command = RecordLineChecks.command(turn, game, where);
            events.clear();
            TurnResult result = collectEvents ? game.play(command, event -> keep(event, events)) : game.play(command);
            RecordLineChecks.accepted(turn, result, where);
            RecordLineChecks.position(turn, game, where);
            turns++;
            watcher.turnPlayed(turn, events, result, game);
        }
        RecordLine.End end = recorded.end();
        if (end != null) {
            RecordLineChecks.end(end, game, "line " + end.line() + " (" + gameName + ", end)");
        } else if (last) {
            String why = stop != null ? "'stop " + stop.why() + "'" : "no 'end' line";
            notes.add(gameName + " was cut short (" + why + "): verified up to its last whole turn, "
                    + game.turn() + (game.isOver() ? " (the game ends there with " + game.outcome().orElseThrow().line()
                    + "; the 'end' line is missing)" : ""));
        }
    }

    /**
     * The engine's game for a {@code game} line, after checking its numbers ({@code where} names the
     * line in a problem): also how the terminal player starts a game again.
     */
    static Game newGame(RecordLine.Session header, RecordLine.GameStart start, FieldFiles fields, String where)
            throws ReplayProblem {
        GameParameters parameters = RecordLineChecks.parameters(start, where);
        long cells = (long) start.width() * start.height();
        if (cells > header.maxCells()) {
            throw tampered(where, Expected.of(start.width() + " x " + start.height() + " = " + cells + " cells",
                    "at most max-cells=" + header.maxCells() + " of line " + header.line()));
        }
        if (cells > MaxCells.DEFAULT) {
            // The record's max-cells= is its own word: never trusted beyond the CLI's own default.
            throw new ReplayProblem(where + ": cannot replay here: " + start.width() + " x " + start.height() + " = "
                    + cells + " cells, more than robots replays (at most " + MaxCells.DEFAULT
                    + ", the default --max-cells)", false);
        }
        Board field;
        try {
            field = header.randomField() ? null : fields.board(header.field(), start.width(), start.height());
        } catch (ReplayProblem unreadable) {
            throw new ReplayProblem("line " + header.line() + ": " + unreadable.getMessage(), unreadable.playable());
        }
        if (field != null) {
            Field f = field.field();
            if (f.width() != start.width() || f.height() != start.height() || f.pitCount() != start.pits()) {
                throw tampered(where, Expected.of("w=" + start.width() + " h=" + start.height() + " p=" + start.pits(),
                        "the field file's " + f.width() + " " + f.height() + " " + f.pitCount()));
            }
        }
        Variant variant = RecordLineChecks.variant(header, start, parameters, where);
        try {
            if (field == null) {
                return variant.start(start.level(), RandomSource.seeded(start.seed()));
            }
            if (!RecordLine.GameStart.SINGLE.equals(start.variant())) {
                throw tampered(where, "variant=" + start.variant() + " from a --field file (its games are the"
                        + " statement's)");
            }
            return Game.builder(parameters).random(RandomSource.seeded(start.seed())).charges(header.charges())
                    .start(field).build();
        } catch (IllegalArgumentException | InsufficientHeapException e) {
            throw new ReplayProblem(where + ": cannot replay here: " + e.getMessage(), false);
        } catch (OutOfMemoryError e) {
            throw new ReplayProblem(where + ": cannot replay here: " + start.width() + " x " + start.height()
                    + " does not fit in this JVM's memory (raise -Xmx)", false);
        }
    }

    private static ReplayProblem tampered(String where, String what) {
        return RecordLineChecks.tampered(where, what);
    }
}
