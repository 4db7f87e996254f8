package dev.robots.cli.bot;

import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.Conversation;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.conversation.PrintedField;
import dev.robots.cli.conversation.ProtocolFailure;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.pages.FailureTrail;
import dev.robots.cli.process.Interruption;
import dev.robots.cli.process.ProgramLaunch;
import dev.robots.cli.process.ProgramProcess;
import dev.robots.cli.process.ProgramSeed;
import dev.robots.cli.text.Expected;
import dev.robots.record.GameSeeds;
import dev.robots.cli.text.Texts;
import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.bot.Player;
import dev.robots.core.bot.Situation;
import java.io.IOException;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Lets a {@link Player} (the autopilot) play an external program over the INIT/MOVE protocol, as
 * the human, with the checker's process driver. It trusts the program's fields (that is
 * {@code robots check}'s job) but reads them leniently: an even-height field whose exit is on the
 * upper middle row is shown to the player mirrored top to bottom, and its commands mirrored back.
 */
public final class BotRunner {

    /** How the bot plays. {@code charges}: a count per game, or empty for no limit. */
    public record Options(int games, long seed, List<GameSize> sizes, OptionalInt charges, Duration timeout,
            int maxTurns) {
        public Options {
            sizes = List.copyOf(sizes);
        }
    }

    /** Counts per outcome, turns and charges. */
    public static final class Tally {
        final Map<EndLine, Integer> outcomes = new EnumMap<>(EndLine.class);
        int games;
        long turns;
        long turnsInWins;
        int charges;
        int overTurnLimit;
        int botMistakes;

        int wins() {
            return outcomes.getOrDefault(EndLine.WIN, 0);
        }
    }

    /**
     * The outcome of a run: {@code error} is null when every game finished; {@code reruns} counts
     * the runs of a program that plays one game per run, after its first.
     */
    public record Result(Tally tally, String error, int reruns) {
    }

    private final Options options;
    private final ProgramLaunch launch;
    private final Supplier<Player> players;
    private final RandomSource random;
    private final Tally tally = new Tally();
    /** The fields of the game being played, for {@code --html} on a failure. */
    private final FailureTrail trail = new FailureTrail();
    // Where the run is, for a failure: the game (0 before the first and after the last) and the turn of the
    // last command sent.
    private int game;
    /** Whether every game was played (game is 0 then, as before the first). */
    private boolean allPlayed;
    private int turnSent;
    /** {@link #turnSent} between a game's end line and the next game's INIT prompt. */
    private static final int AFTER_END_LINE = -1;

    public BotRunner(Options options, List<String> command, Supplier<Player> players) {
        this(options, ProgramLaunch.of(command), players);
    }

    public BotRunner(Options options, ProgramLaunch launch, Supplier<Player> players) {
        this.options = options;
        this.launch = launch;
        this.players = players;
        this.random = RandomSource.seeded(options.seed());
    }

    /** The fields of the last game played: after a failure, the failing game's. */
    public FailureTrail trail() {
        return trail;
    }

    /** The seed of the program's own random numbers in game {@code game} ({@link GameSeeds#program}). */
    private ProgramSeed programSeed(int game) {
        return new ProgramSeed(GameSeeds.program(options.seed(), game - 1L));
    }

    /** Plays the games; {@link IOException} if the program cannot be started. */
    public Result run() throws IOException, InterruptedException {
        try (Conversation talk = Conversation.start(launch, options.timeout(), false, programSeed(1))) {
            try {
                talk.beginAnswer();
                talk.expect(Conversation.INIT_PROMPT, "the prompt 'INIT W H R P:'");
                for (game = 1; game <= options.games(); game++) {
                    GameSize size = options.sizes().get(random.nextInt(options.sizes().size()));
                    turnSent = 0;
                    playGame(talk, size, players.get());
                    if (game < options.games()) {
                        turnSent = AFTER_END_LINE;
                        talk.expectNextGame("the prompt 'INIT W H R P:' of the next game, after the end line",
                                programSeed(game + 1));
                    }
                }
                game = 0;
                allPlayed = true;
                talk.finish();
                return new Result(tally, null, talk.reruns());
            } catch (ProtocolFailure f) {
                ProgramProcess program = talk.program();
                program.kill();
                if (Interruption.stopping()) {
                    return new Result(tally, "INTERRUPTED: the bot was stopped by " + Interruption.signalName() + " "
                            + (game == 0 ? (allPlayed ? "after the last game" : "before the first game") : "in game "
                            + game) + "; the program was stopped with it", talk.reruns());
                }
                // game is 0 before the first game's INIT and again once every game was played
                String where = game == 0
                        ? (allPlayed ? "after the last game" : "before the first game (0 games played)")
                        : turnSent == AFTER_END_LINE ? "game " + game + ", after its end line"
                        : "game " + game + (turnSent == 0 ? "" : ", turn " + turnSent);
                StringBuilder sb = new StringBuilder(where + ": " + f.getMessage());
                f.details().forEach(d -> sb.append('\n').append(d));
                String tail = program.stderrTail(10);
                if (!tail.isEmpty()) {
                    sb.append("\nstandard error of the program (last lines):\n");
                    sb.append(Texts.stderrLines(tail).stripTrailing());
                }
                return new Result(tally, sb.toString(), talk.reruns());
            }
        }
    }

    private void playGame(Conversation talk, GameSize size, Player player) throws ProtocolFailure,
            InterruptedException {
        trail.newGame(game, size.option());
        talk.send(size.initLine());
        talk.beginAnswer();
        PrintedField first = readField(talk, size, "the initial field");
        trail.field("initial field", first.lines());
        Set<Cell> exits = first.cellsShowing('<');
        int h = size.height();
        Cell exit = exits.size() == 1 ? exits.iterator().next() : null;
        if (exit == null || exit.x() != 0 || (exit.y() != h / 2 && !(h % 2 == 0 && exit.y() == h / 2 - 1))) {
            throw new ProtocolFailure("the initial field has no exit '<' in the middle of the left wall");
        }
        boolean mirrored = exit.y() != h / 2;
        Field.Builder fieldBuilder = Field.builder(size.width(), h);
        for (Cell pit : first.cellsShowing('0')) {
            fieldBuilder.pit(pit.x(), mirrored ? h - 1 - pit.y() : pit.y());
        }
        Field field = fieldBuilder.build();
        GameParameters parameters;
        try {
            // The autopilot's situation names the game's R and the pits the program printed.
            parameters = GameParameters.of(size.width(), h, size.robots(), field.pitCount());
        } catch (IllegalArgumentException e) {
            throw new ProtocolFailure("the initial field: " + e.getMessage());
        }
        OptionalInt chargesLeft = options.charges();
        int chargesUsed = 0;
        boolean overTurnLimit = false;
        PrintedField current = first;
        // Walking straight to the exit ends any game within this many turns: the exit is that far at most.
        int walk = Math.max(size.width(), h) - 1;
        // The sums take a game only once it has ended: a run stopped mid-game counts the games played.
        for (int turn = 0; ; turn++) {
            if ((long) turn >= (long) options.maxTurns() + walk) {
                throw new ProtocolFailure("the game did not end although the bot walked straight to the exit for "
                        + Texts.count(walk, "turn") + " (after the turn limit of " + options.maxTurns()
                        + "), which ends"
                        + " any game: the fields do not follow the commands (robots check says where)");
            }
            talk.expect(Conversation.MOVE_PROMPT, "'MOVE:' after the field");
            Cell me = only(current.cellsShowing('@'), "player '@'");
            Command c;
            if (turn < options.maxTurns()) {
                Board board = board(field, current, mirrored);
                c = choose(player, board, parameters, chargesLeft, turn);
                if (mirrored) {
                    c = new Command(c.dx(), -c.dy(), c.charge());
                }
            } else {
                // Past the turn limit: straight for the exit, which ends the game within `walk` turns.
                overTurnLimit = true;
                c = new Command(Integer.signum(exit.x() - me.x()), Integer.signum(exit.y() - me.y()), false);
            }
            c = guard(c, me, size, chargesLeft);
            if (c.charge()) {
                chargesUsed++;
                if (chargesLeft.isPresent()) {
                    chargesLeft = OptionalInt.of(chargesLeft.getAsInt() - 1);
                }
            }
            turnSent = turn + 1;
            talk.send(c.text());
            talk.beginAnswer();
            String line = talk.next("the answer to " + c.text());
            EndLine end = EndLine.of(line, false);
            if (end != null) {
                tally.games++;
                tally.turns += turn + 1;
                tally.charges += chargesUsed;
                tally.overTurnLimit += overTurnLimit ? 1 : 0;
                tally.outcomes.merge(end, 1, Integer::sum);
                if (end == EndLine.WIN) {
                    tally.turnsInWins += turn + 1;
                }
                return;
            }
            if (line.equals(Conversation.MOVE_PROMPT)) {
                throw new ProtocolFailure("the program refused the bot's command " + c.text());
            }
            current = parse(talk.rows(line, size, "the field"), size, "the field");
            trail.field("turn " + (turn + 1) + ": " + c.text(), current.lines());
        }
    }

    private Command choose(Player player, Board board, GameParameters parameters, OptionalInt chargesLeft, int turn)
            throws ProtocolFailure {
        try {
            // A position the game cannot go on from (the player on a robot) is no situation either.
            return player.choose(new Situation(board, parameters, chargesLeft, turn));
        } catch (RuntimeException e) {
            throw new ProtocolFailure("the autopilot failed on this position: " + e);
        }
    }

    /**
     * The player's command, made valid if it is not: a move off the field waits, a charge it has not
     * got is dropped.
     */
    private Command guard(Command c, Cell me, GameSize size, OptionalInt chargesLeft) {
        int x = me.x() + c.dx();
        int y = me.y() + c.dy();
        boolean offField = x < 0 || y < 0 || x >= size.width() || y >= size.height();
        boolean noCharge = c.charge() && ChargesOption.noneLeft(chargesLeft);
        if (!offField && !noCharge) {
            return c;
        }
        tally.botMistakes++;
        return new Command(offField ? 0 : c.dx(), offField ? 0 : c.dy(), c.charge() && !noCharge);
    }

    private static Board board(Field field, PrintedField printed, boolean mirrored) throws ProtocolFailure {
        int h = printed.height();
        Cell me = only(printed.cellsShowing('@'), "player '@'");
        Board.Builder b = Board.builder(field).player(me.x(), mirrored ? h - 1 - me.y() : me.y());
        for (Cell r : printed.cellsShowing('X')) {
            int y = mirrored ? h - 1 - r.y() : r.y();
            if (field.isPit(r.x(), y)) {
                throw new ProtocolFailure("a robot on the pit at " + r);
            }
            b.robot(r.x(), y);
        }
        return b.build();
    }

    private static Cell only(Set<Cell> cells, String what) throws ProtocolFailure {
        if (cells.size() != 1) {
            throw new ProtocolFailure(Expected.of("the field shows " + cells.size() + " " + what, "one"));
        }
        return cells.iterator().next();
    }

    private static PrintedField readField(Conversation talk, GameSize size, String what) throws ProtocolFailure,
            InterruptedException {
        String first = talk.next(what);
        return parse(talk.rows(first, size, what), size, what);
    }

    private static PrintedField parse(List<String> rows, GameSize size, String what) throws ProtocolFailure {
        try {
            return PrintedField.parse(rows, size.width(), size.height(), false);
        } catch (PrintedField.FormatException e) {
            throw new ProtocolFailure(what + ": " + e.getMessage());
        }
    }
}
