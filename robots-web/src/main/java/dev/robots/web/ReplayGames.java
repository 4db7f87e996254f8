package dev.robots.web;

import dev.robots.cli.record.PositionDigest;
import dev.robots.cli.record.RecordFormatException;
import dev.robots.cli.record.RecordLine;
import dev.robots.cli.record.RecordReader;
import dev.robots.cli.record.RecordedGame;
import dev.robots.cli.record.RecordedSession;
import dev.robots.cli.record.Recording;
import dev.robots.cli.seeds.GameSeeds;
import dev.robots.cli.text.Texts;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import dev.robots.core.SplitMix64;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The games of a {@code --record} file's text, read by robots-cli's own {@link RecordReader} and
 * checked as {@code robots replay} checks them: each game's seed from its session's (chained by
 * SplitMix64 in formats 1 and 2, {@code GameSeeds.of(session seed, k)} in format 3), its size within
 * the page's bound, every command written as robots writes it and played on the engine, every
 * recorded position digest (formats 2 and 3) and end line matched. A record that fails gets one
 * line naming its line and what is wrong, as the CLI words it.
 */
public final class ReplayGames {
    /** The longest record text the page takes, in characters (the CLI reads up to 256 MiB from disk). */
    public static final int MAX_CHARS = 16 << 20;

    /** One game to replay: how to build it again, its commands, and the end line the record holds, or "". */
    public record Entry(String name, long seed, GameParameters parameters, OptionalInt charges,
            List<Command> commands, String end) {
        public Entry {
            commands = List.copyOf(commands);
        }

        /** A new game at this game's start. */
        public Game start() {
            Game.Builder builder = Game.builder(parameters).random(RandomSource.seeded(seed));
            return (charges.isPresent() ? builder.charges(charges.getAsInt()) : builder.unlimitedCharges()).build();
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
            throw new InvalidInputException("record of " + text.length() + " characters (expected: at most "
                    + MAX_CHARS + ")");
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
                throw new InvalidInputException("line " + header.line() + ": field=" + Texts.quote(header.field())
                        + ": games from a --field file cannot be replayed in the page (robots replay can)");
            }
            long expectedSeed = header.seed();
            for (int g = 0; g < session.games().size(); g++) {
                RecordedGame game = session.games().get(g);
                RecordLine.GameStart start = game.start();
                String name = "session " + index + ", game " + start.number();
                String where = "line " + start.line() + " (" + name + ")";
                if (start.number() != g + 1) {
                    throw tampered(where, "game number " + start.number() + " (expected: " + (g + 1) + ")");
                }
                if (start.seed() != expectedSeed) {
                    throw tampered(where, "seed=" + start.seed() + " (expected: " + expectedSeed + ", " + (g == 0
                            ? "the session seed" : header.format() < 3 ? "the seed chain from game " + g + "'s seed"
                            : "game " + (g + 1) + "'s seed from the session seed") + ")");
                }
                // As robots replay: formats 1 and 2 chained the seeds, format 3 derives game k's from the session's.
                expectedSeed = header.format() < 3 ? new SplitMix64(expectedSeed).nextLong()
                        : GameSeeds.of(header.seed(), g + 1);
                games.add(check(name, where, header, game));
            }
        }
        if (games.isEmpty()) {
            throw new InvalidInputException("the record holds no game");
        }
        return games;
    }

    /** Plays {@code recorded} once on the engine, checking each line against it. */
    private static Entry check(String name, String where, RecordLine.Session header, RecordedGame recorded)
            throws InvalidInputException {
        RecordLine.GameStart start = recorded.start();
        String problem = GameParameters.problem(start.width(), start.height(), start.robots(), start.pits());
        if (problem != null) {
            throw tampered(where, problem);
        }
        long cells = (long) start.width() * start.height();
        if (cells > Link.MAX_CELLS) {
            throw new InvalidInputException(where + ": " + start.width() + " x " + start.height() + " = " + cells
                    + " cells (expected: at most " + Link.MAX_CELLS + " in the page)");
        }
        Entry entry = new Entry(name, start.seed(), GameParameters.of(start.width(), start.height(), start.robots(),
                start.pits()), header.charges(), List.of(), recorded.ended() ? recorded.end().result() : "");
        Game game = entry.start();
        List<Command> commands = new ArrayList<>();
        String startDigest = PositionDigest.text(PositionDigest.start(game));
        if (start.startDigest() != null && !startDigest.equals(start.startDigest())) {
            throw tampered(where, "the start position differs from the recorded one (start=" + start.startDigest()
                    + ", replayed " + startDigest + ")");
        }
        for (RecordLine.Turn turn : recorded.turns()) {
            String at = "line " + turn.line() + " (" + name + ", turn " + turn.number() + ")";
            commands.add(play(turn, game, at));
        }
        if (recorded.ended()) {
            RecordLine.End end = recorded.end();
            TurnResult.Ended outcome = game.outcome().orElse(null);
            if (outcome == null || end.turns() != outcome.turn() || !end.result().equals(outcome.line())) {
                throw tampered("line " + end.line() + " (" + name + ", end)", "'end turns=" + end.turns()
                        + " result=" + end.result() + "', but " + (outcome == null ? "after turn " + game.turn()
                        + " the game goes on" : "the game ended on turn " + outcome.turn() + " with "
                        + outcome.line()));
            }
        }
        return new Entry(name, entry.seed(), entry.parameters(), entry.charges(), commands, entry.end());
    }

    private static Command play(RecordLine.Turn turn, Game game, String where) throws InvalidInputException {
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
        if (game.play(command) instanceof TurnResult.Refused refused) {
            throw tampered(where, "command " + turn.command() + " is refused here: " + refused.reason());
        }
        String digest = turn.digest() == null ? null : PositionDigest.text(PositionDigest.of(game));
        if (digest != null && !digest.equals(turn.digest())) {
            throw tampered(where, "the position after " + turn.command() + " differs from the recorded one"
                    + " (board=" + turn.digest() + ", replayed " + digest + ")");
        }
        return command;
    }

    private static InvalidInputException tampered(String where, String what) {
        return new InvalidInputException(where + ": " + what);
    }
}
