package dev.robots.record;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InvalidInputException;
import dev.robots.core.SplitMix64;
import dev.robots.core.TurnResult;
import dev.robots.core.Variant;

/**
 * Checks one recorded line against the game a replay plays again ({@code robots replay}'s, the web
 * page's): a game line's number,
 * seed and parameters, a start position, a turn's number and command as robots writes it, whether the
 * engine took it, the position after a turn, an {@code end} line, a {@code stop} line. A line that does
 * not follow is a {@link ReplayProblem} naming it ({@code where}). One set of checks, so that the web
 * page replays a record with the very checks (and words) of {@code robots replay}.
 */
public final class RecordLineChecks {
    private RecordLineChecks() {
    }

    /**
     * A game line's number and seed: game {@code g + 1} (from 0) of its session, with the seed
     * {@code expectedSeed} its record's format derives.
     *
     * @return the seed the session's next game must have
     */
    public static long gameStart(RecordLine.Session header, RecordLine.GameStart start, int g, long expectedSeed,
            String where) throws ReplayProblem {
        if (start.number() != g + 1) {
            throw tampered(where, Expected.of("game number " + start.number(), (g + 1)));
        }
        if (start.seed() != expectedSeed) {
            throw tampered(where, Expected.of("seed=" + start.seed(), expectedSeed + ", " + (g == 0
                    ? "the session seed" : header.format() < 3 ? "the seed chain from game " + g + "'s seed"
                    : "game " + (g + 1) + "'s seed from the session seed")));
        }
        // Formats 1 and 2 chained the seeds: each next game's the first output of SplitMix64 seeded with the
        // previous one's (which are games 1 and 2 of GameSeeds too); a record keeps its format's seeds.
        return header.format() < 3 ? new SplitMix64(expectedSeed).nextLong() : GameSeeds.of(header.seed(), g + 1);
    }

    /** A game line's size, robots and pits, within the engine's limits. */
    public static GameParameters parameters(RecordLine.GameStart start, String where) throws ReplayProblem {
        String problem = GameParameters.problem(start.width(), start.height(), start.robots(), start.pits());
        if (problem != null) {
            throw tampered(where, problem);
        }
        return GameParameters.of(start.width(), start.height(), start.robots(), start.pits());
    }

    /**
     * The game variant a game line names ({@link RecordLine.GameStart#variant}): the statement's game
     * on the line's parameters and the session's charges, or the campaign ({@code Variant.campaign()}),
     * whose level must be one of its levels with the line's parameters and the session's charges.
     */
    public static Variant variant(RecordLine.Session header, RecordLine.GameStart start, GameParameters parameters,
            String where) throws ReplayProblem {
        if (RecordLine.GameStart.SINGLE.equals(start.variant())) {
            return Variant.single(parameters, header.charges());
        }
        Variant campaign = Variant.campaign();
        if (!campaign.name().equals(start.variant())) {
            throw tampered(where, Expected.of("variant=" + MessageText.quote(start.variant()),
                    RecordLine.GameStart.SINGLE + " or " + campaign.name()));
        }
        if (start.level() > campaign.levels()) {
            throw tampered(where, Expected.of("level=" + start.level(), "1 to " + campaign.levels()));
        }
        GameParameters level = campaign.parameters(start.level());
        if (!level.equals(parameters) || !campaign.charges(start.level()).equals(header.charges())) {
            throw tampered(where, Expected.of("w=" + start.width() + " h=" + start.height() + " r=" + start.robots()
                    + " p=" + start.pits() + " with charges=" + chargesText(header), "level " + start.level()
                    + "'s w=" + level.width() + " h=" + level.height() + " r=" + level.robots() + " p=" + level.pits()
                    + " with charges=" + campaign.charges(start.level()).getAsInt()));
        }
        return campaign;
    }

    private static String chargesText(RecordLine.Session header) {
        return header.charges().isPresent() ? Integer.toString(header.charges().getAsInt())
                : RecordLine.UNLIMITED_CHARGES;
    }

    /** The start position's digest, where the record holds one. */
    public static void startPosition(RecordLine.GameStart start, Game game, String where) throws ReplayProblem {
        if (start.startDigest() != null) {
            String replayed = PositionDigest.text(PositionDigest.start(game));
            if (!replayed.equals(start.startDigest())) {
                throw tampered(where, "the start position differs from the recorded one (start="
                        + start.startDigest() + ", replayed " + replayed + ")");
            }
        }
    }

    /** The command of {@code turn}: the next turn of a game that goes on, written as robots records it. */
    public static Command command(RecordLine.Turn turn, Game game, String where) throws ReplayProblem {
        if (turn.number() != game.turn() + 1) {
            throw tampered(where, Expected.of("turn number " + turn.number(), (game.turn() + 1)));
        }
        if (game.isOver()) {
            throw tampered(where, "the game already ended on turn " + game.turn() + " with "
                    + game.outcome().orElseThrow().line());
        }
        Command command;
        try {
            command = Command.parse(turn.command());
        } catch (InvalidInputException e) {
            throw tampered(where, "command " + MessageText.quote(turn.command()) + ": " + e.getMessage());
        }
        if (!command.text().equals(turn.command())) {
            throw tampered(where, Expected.of("command " + MessageText.quote(turn.command())
                    + " is not written the way robots" + " records it", command.text()));
        }
        return command;
    }

    /** The engine took {@code turn}'s command: {@code result} is what playing it gave. */
    public static void accepted(RecordLine.Turn turn, TurnResult result, String where) throws ReplayProblem {
        if (result instanceof TurnResult.Refused refused) {
            throw tampered(where, "command " + turn.command() + " is refused here: " + refused.message());
        }
    }

    /** The position after {@code turn}, where the record holds its digest. */
    public static void position(RecordLine.Turn turn, Game game, String where) throws ReplayProblem {
        if (turn.digest() != null) {
            String replayed = PositionDigest.text(PositionDigest.of(game));
            if (!replayed.equals(turn.digest())) {
                throw tampered(where, "the position after " + turn.command() + " differs from the recorded one"
                        + " (board=" + turn.digest() + ", replayed " + replayed + ")");
            }
        }
    }

    /** An {@code end} line: the game is over, on that turn, with that result. */
    public static void end(RecordLine.End end, Game game, String where) throws ReplayProblem {
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
    public static void stop(int index, RecordLine.Stop stop, RecordedGame last) throws ReplayProblem {
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
            throw tampered(where, Expected.of("game=" + stop.game() + " turns=" + stop.turns(),
                    "game=" + last.start().number() + " turns=" + last.turns().size()));
        }
    }

    /** A record line that does not follow: the record was changed or is corrupt. */
    public static ReplayProblem tampered(String where, String what) {
        return new ReplayProblem(where + ": " + what, true);
    }
}
