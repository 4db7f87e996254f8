package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import dev.robots.core.Variant;
import dev.robots.record.MessageText;
import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordLineChecks;
import dev.robots.record.RecordReader;
import dev.robots.record.RecordedGame;
import dev.robots.record.RecordedSession;
import dev.robots.record.Recording;
import dev.robots.record.ReplayProblem;
import java.util.ArrayList;
import java.util.List;

/**
 * The games of a {@code --record} file's text, read by robots-cli's own {@link RecordReader} and
 * checked as {@code robots replay} checks them: each game's seed from its session's (chained by
 * SplitMix64 in formats 1 and 2, {@code GameSeeds.of(session seed, k)} in format 3), its size within
 * the page's bound, every command written as robots writes it and played on the engine, every
 * recorded position digest (formats 2 and 3) and end line matched, by robots-cli's own
 * {@link RecordLineChecks}. A record that fails gets one line naming its line and what is wrong, as
 * the CLI words it.
 */
public final class ReplayGames {
    /** The longest record text the page takes, in characters (the CLI reads up to 256 MiB from disk). */
    public static final int MAX_CHARS = 16 << 20;

    /** One game to replay: how to build it again, its commands, and the end line the record holds, or "". */
    public record Entry(String name, long seed, GameParameters parameters, Variant variant, int level,
            List<Command> commands, String end) {
        public Entry {
            commands = List.copyOf(commands);
        }

        /** A new game at this game's start. */
        public Game start() {
            return variant.start(level, RandomSource.seeded(seed));
        }
    }

    private ReplayGames() {
    }

    /**
     * The games of {@code text}, in file order.
     *
     * @throws InvalidInputException with one line saying what is wrong
     */
    public static List<Entry> read(String text) throws InvalidInputException {
        if (text.length() > MAX_CHARS) {
            throw new InvalidInputException(Expected.of("record of " + text.length() + " characters",
                    "at most " + MAX_CHARS));
        }
        Recording recording;
        try {
            recording = RecordReader.parse(text);
        } catch (RecordFormatException e) {
            throw new InvalidInputException(e.getMessage());
        }
        List<Entry> games = new ArrayList<>();
        int index = 0;
        for (RecordedSession session : recording.sessions()) {
            index++;
            RecordLine.Session header = session.header();
            if (!header.randomField()) {
                throw new InvalidInputException("line " + header.line() + ": field=" + MessageText.quote(header.field())
                        + ": games from a --field file cannot be replayed in the page (robots replay can)");
            }
            long expectedSeed = header.seed();
            for (int g = 0; g < session.games().size(); g++) {
                RecordedGame game = session.games().get(g);
                RecordLine.GameStart start = game.start();
                String name = "session " + index + ", game " + start.number();
                String where = "line " + start.line() + " (" + name + ")";
                try {
                    expectedSeed = RecordLineChecks.gameStart(header, start, g, expectedSeed, where);
                    games.add(replay(name, where, header, game));
                } catch (ReplayProblem e) {
                    throw new InvalidInputException(e.getMessage());
                }
            }
        }
        if (games.isEmpty()) {
            throw new InvalidInputException("the record holds no game");
        }
        return games;
    }

    /** Plays {@code recorded} once on the engine, checking each line as {@code robots replay} does. */
    private static Entry replay(String name, String where, RecordLine.Session header, RecordedGame recorded)
            throws ReplayProblem, InvalidInputException {
        RecordLine.GameStart start = recorded.start();
        GameParameters parameters = RecordLineChecks.parameters(start, where);
        long cells = (long) start.width() * start.height();
        if (cells > Link.MAX_CELLS) {
            throw new InvalidInputException(Expected.of(where + ": " + start.width() + " x " + start.height() + " = "
                    + cells + " cells", "at most " + Link.MAX_CELLS + " in the page"));
        }
        Entry entry = new Entry(name, start.seed(), parameters, RecordLineChecks.variant(header, start, parameters,
                where), start.level(), List.of(), recorded.ended() ? recorded.end().result() : "");
        Game game = entry.start();
        RecordLineChecks.startPosition(start, game, where);
        List<Command> commands = new ArrayList<>();
        for (RecordLine.Turn turn : recorded.turns()) {
            String at = "line " + turn.line() + " (" + name + ", turn " + turn.number() + ")";
            Command command = RecordLineChecks.command(turn, game, at);
            RecordLineChecks.accepted(turn, game.play(command), at);
            RecordLineChecks.position(turn, game, at);
            commands.add(command);
        }
        if (recorded.ended()) {
            RecordLine.End end = recorded.end();
            RecordLineChecks.end(end, game, "line " + end.line() + " (" + name + ", end)");
        }
        return new Entry(name, entry.seed(), entry.parameters(), entry.variant(), entry.level(), commands, entry.end());
    }
}
