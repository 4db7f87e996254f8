package dev.robots.cli.protocol;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.io.BoundedLineReader;
import dev.robots.cli.io.InputLine;
import dev.robots.cli.io.StreamFailure;
import dev.robots.cli.text.Expected;
import dev.robots.record.GameRecord;
import dev.robots.record.PositionDigest;
import dev.robots.record.RecordLine;
import dev.robots.record.GameSeeds;
import dev.robots.cli.text.Texts;
import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Objects;

/**
 * The text protocol of {@code docs/rules.md} ("The text protocol"), over streams the caller gives:
 * {@code INIT W H R P:}, the four numbers, then fields and {@code MOVE:} prompts until the game ends,
 * then the next game, until the end of input. Standard output gets only protocol lines; every message for a person is
 * one line on the error stream.
 *
 * <p>{@link #run} returns the exit status instead of exiting, so tests drive whole sessions with
 * strings: 0 when the input ended (at a prompt or mid-game), 1 when the session could not go on
 * (output closed, input or record unreadable/unwritable, an internal error).
 */
public final class ProtocolSession {
    /** The prompt for a game's numbers, printed as it is, on a line of its own. */
    public static final String INIT_PROMPT = "INIT W H R P:";
    /** The prompt for a command. */
    public static final String MOVE_PROMPT = "MOVE:";

    private final SessionOptions options;
    private final GameRecord record;

    private BoundedLineReader in;
    private ProtocolOutput out;
    private PrintStream err;
    private int games;

    /** A session that records nothing. */
    public ProtocolSession(SessionOptions options) {
        this(options, GameRecord.none());
    }

    public ProtocolSession(SessionOptions options, GameRecord record) {
        this.options = Objects.requireNonNull(options, "options");
        this.record = Objects.requireNonNull(record, "record");
    }

    /**
     * Runs the session to the end of {@code input} (read as UTF-8; malformed bytes become U+FFFD)
     * and returns the exit status. {@code output} gets the protocol, {@code errors} the messages.
     * Never throws for anything the input or the streams do. One session runs once.
     */
    public int run(InputStream input, OutputStream output, PrintStream errors) {
        if (in != null) {
            throw new IllegalStateException("a session runs once");
        }
        this.in = BoundedLineReader.utf8(input, BoundedLineReader.DEFAULT_MAX_LINE_LENGTH);
        this.out = new ProtocolOutput(output);
        this.err = Objects.requireNonNull(errors, "errors");
        try {
            if (record.enabled()) {
                // Only then: without a record no record-line class loads before the first prompt (start-up).
                recordLine(RecordLine.Session.of(options.seed(), options.charges(), options.maxCells(),
                        options.fieldName()).text());
            }
            while (true) {
                Game game = startGame();
                if (game == null || !play(game)) {
                    return ExitStatus.OK;
                }
            }
        } catch (StreamFailure stop) {
            note(stop.getMessage());
            if (stop.recordLine() != null && record.enabled()) {
                try {
                    record.line(stop.recordLine());
                } catch (IOException ignored) {
                    // The record is what failed, or a second failure: the message above says enough.
                }
            }
            return ExitStatus.FAILURE;
        } catch (RuntimeException | Error e) {
            note("internal error: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + Texts.oneLine(e.getMessage())));
            return ExitStatus.FAILURE;
        }
    }

    /** Reads the INIT numbers and starts a game; {@code null} at the end of input. */
    private Game startGame() throws StreamFailure {
        emit(INIT_PROMPT);
        InitNumbers numbers = new InitNumbers(options.maxCells());
        while (true) {
            InputLine line = read();
            if (line instanceof InputLine.End) {
                if (numbers.count() > 0) {
                    note("end of input after " + numbers.count() + " of the 4 INIT numbers; exiting");
                }
                if (record.enabled()) {
                    recordLine(new RecordLine.Stop(0, "end-of-input", -1, -1).text());
                }
                return null;
            }
            if (line instanceof InputLine.TooLong tooLong) {
                numbers.clear();
                refuse(tooLong.reason(), INIT_PROMPT);
                continue;
            }
            InitNumbers.Result result = numbers.accept(((InputLine.Text) line).text());
            if (result instanceof InitNumbers.Refused refused) {
                refuse(refused.reason(), INIT_PROMPT);
            } else if (result instanceof InitNumbers.Complete c) {
                String problem = check(c);
                if (problem != null) {
                    refuse(problem, INIT_PROMPT);
                    continue;
                }
                GameParameters parameters = GameParameters.of(c.width(), c.height(), c.robots(), c.pits());
                Game game = build(parameters);
                if (game != null) {
                    return game;
                }
            }
            // NeedMore: read the next line without a new prompt.
        }
    }

    /** The first reason these numbers cannot start a game here, or {@code null}. */
    private String check(InitNumbers.Complete c) {
        long w = c.width();
        long h = c.height();
        if (w >= 2 && h >= 1 && w * h > options.maxCells()) {
            return Expected.of("board too large: " + w + " x " + h + " = " + w * h + " cells",
                    "at most " + options.maxCells() + " cells, see --max-cells");
        }
        Board field = options.field();
        if (field != null) {
            Field f = field.field();
            if (w != f.width() || h != f.height() || c.pits() != f.pitCount()) {
                return Expected.of(w + " " + h + " " + c.robots() + " " + c.pits()
                        + " does not match the --field file " + options.fieldName(),
                        f.width() + " " + f.height() + " R " + f.pitCount() + ", R from 0 to "
                        + ((long) f.width() * f.height() - 2 - f.pitCount()));
            }
        }
        return GameParameters.problem(w, h, c.robots(), c.pits());
    }

    /** Builds the game, or refuses (and returns {@code null}) when it would not fit in memory. */
    private Game build(GameParameters parameters) throws StreamFailure {
        long seed = GameSeeds.of(options.seed(), games);
        Game game;
        try {
            Game.Builder builder = Game.builder(parameters).random(RandomSource.seeded(seed))
                    .charges(options.charges());
            if (options.field() != null) {
                builder.start(options.field());
            }
            game = builder.build();
        } catch (IllegalArgumentException | InsufficientHeapException e) {
            refuse(e.getMessage(), INIT_PROMPT);
            return null;
        } catch (OutOfMemoryError e) {
            refuse("board too large for this JVM's memory: " + parameters.width() + " x " + parameters.height()
                    + " (raise -Xmx or lower the numbers)", INIT_PROMPT);
            return null;
        }
        games++;
        if (record.enabled()) {
            recordLine(new RecordLine.GameStart(0, games, seed, parameters.width(), parameters.height(),
                    parameters.robots(), parameters.pits(), PositionDigest.text(PositionDigest.start(game))).text());
        }
        return game;
    }

    /** Plays one game; {@code false} when the input ended before it did. */
    private boolean play(Game game) throws StreamFailure {
        show(game);
        while (true) {
            InputLine line = read();
            if (line instanceof InputLine.End) {
                note("end of input during game " + games + " after " + Texts.count(game.turn(), "turn") + "; exiting");
                recordLine(new RecordLine.Stop(0, "end-of-input", games, game.turn()).text());
                return false;
            }
            if (line instanceof InputLine.TooLong tooLong) {
                refuse(tooLong.reason(), MOVE_PROMPT);
                continue;
            }
            String text = ((InputLine.Text) line).text();
            if (Texts.isBlank(text)) {
                continue;
            }
            Command command;
            try {
                command = Command.parse(text);
            } catch (InvalidInputException e) {
                refuse(e.getMessage(), MOVE_PROMPT);
                continue;
            }
            TurnResult result = game.play(command);
            if (result instanceof TurnResult.Refused refused) {
                refuse(refused.message(), MOVE_PROMPT);
                continue;
            }
            if (record.enabled()) {
                recordLine(new RecordLine.Turn(0, game.turn(), command.text(),
                        PositionDigest.text(PositionDigest.of(game))).text());
            }
            if (result instanceof TurnResult.Ended ended) {
                recordLine(new RecordLine.End(0, ended.turn(), ended.line()).text());
                emit(ended.line());
                return true;
            }
            show(game);
        }
    }

    private void show(Game game) throws StreamFailure {
        try {
            TextFormat.render(game, out);
        } catch (UncheckedIOException e) {
            throw outputClosed(e.getCause());
        }
        emit(MOVE_PROMPT);
    }

    private void emit(String line) throws StreamFailure {
        try {
            out.line(line);
        } catch (IOException e) {
            throw outputClosed(e);
        }
    }

    /** Flushes the output (the other side must see the prompt), then reads a line. */
    private InputLine read() throws StreamFailure {
        try {
            out.flush();
        } catch (IOException e) {
            throw outputClosed(e);
        }
        try {
            return in.read();
        } catch (IOException e) {
            throw StreamFailure.input(e);
        }
    }

    private static StreamFailure outputClosed(IOException e) {
        return StreamFailure.output(Texts.oneLine(e == null ? null : e.getMessage()));
    }

    private void refuse(String reason, String prompt) throws StreamFailure {
        note((prompt.equals(INIT_PROMPT) ? "INIT refused: " : "command refused: ") + Texts.oneLine(reason));
        emit(prompt);
    }

    private void note(String message) {
        err.println("robots: " + message);
        err.flush();
    }

    private void recordLine(String line) throws StreamFailure {
        try {
            record.line(line);
        } catch (IOException e) {
            throw StreamFailure.recordFile(record.path(), e);
        }
    }
}
