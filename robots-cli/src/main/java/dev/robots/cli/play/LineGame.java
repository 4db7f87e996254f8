package dev.robots.cli.play;

import dev.robots.cli.io.BoundedLineReader;
import dev.robots.cli.io.FailureKeepingOutput;
import dev.robots.cli.io.InputLine;
import dev.robots.cli.io.StreamFailure;
import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.text.Texts;
import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Event;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.InsufficientHeapException;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import dev.robots.core.Variant;
import dev.robots.record.GameSeeds;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * The line-by-line game of {@code robots play}, for piped or redirected input: the protocol's
 * commands, with a legend, a status line, what happened each turn, and a question between games.
 * Not for programs: its output is prose, not the protocol. Input is bounded like the protocol's;
 * output that goes away stops it ({@link StreamFailure}).
 */
final class LineGame {
    static final String LEGEND = String.join("\n",
            "Reach the exit < on the left. Robots X step toward you every turn; lure them into pits 0.",
            "Legend: @ you   X robot   0 pit   < exit   . floor",
            "Moves:  U up  D down  L left  R right (combine: UL, DR ...)  W wait",
            "        K fires a charge first, clearing the 8 cells around you (e.g. K, KUL)",
            "Other:  ? this help   Q quit");

    private final Variant variant;
    private int level;
    private final PlayRecord record;
    private final Path recordFile;
    private final ReplayCommand replayCommand;
    private final FailureKeepingOutput stdout;
    private final PrintWriter out;
    private final BoundedLineReader in;

    /**
     * Games of {@code variant} from level {@code firstLevel} on (each next one at the level its
     * variant gives after the last end), read from {@code stdin}, written to {@code stdout} and to
     * {@code record} (the file {@code recordFile}, named when it fails); {@code replayCommand} gives
     * the command that replays a game of a seed.
     */
    LineGame(Variant variant, int firstLevel, PlayRecord record, Path recordFile,
            ReplayCommand replayCommand, InputStream stdin, FailureKeepingOutput stdout) {
        this.variant = variant;
        this.level = firstLevel;
        this.record = record;
        this.recordFile = recordFile;
        this.replayCommand = replayCommand;
        this.stdout = stdout;
        this.out = new PrintWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), false);
        this.in = BoundedLineReader.utf8(stdin, BoundedLineReader.DEFAULT_MAX_LINE_LENGTH);
    }

    /**
     * Plays games from {@code seed} on until the person quits or the input ends.
     *
     * @throws StreamFailure when standard input or output, or the record file, fails
     */
    void run(long seed) throws StreamFailure {
        out.println(LEGEND);
        long gameSeed = seed;
        long gameIndex = 0;
        recordLine(() -> record.session(seed, variant.charges(level)));
        try {
            while (true) {
                out.println();
                if (variant.levels() > 1) {
                    out.println("Level " + level + " of " + variant.levels() + ": "
                            + Texts.count(variant.parameters(level).robots(), "robot"));
                }
                out.println("Game seed " + gameSeed + " (replay it with: " + replayCommand.of(gameSeed, level) + ")");
                Game game = variant.start(level, RandomSource.seeded(gameSeed));
                long thisSeed = gameSeed;
                int thisLevel = level;
                recordLine(() -> record.game(thisSeed, variant, thisLevel, game));
                if (!play(game) || !again()) {
                    break;
                }
                level = variant.levelAfter(level, game.outcome().orElseThrow());
                gameSeed = GameSeeds.of(seed, ++gameIndex);
            }
        } catch (IllegalArgumentException | InsufficientHeapException e) {
            out.println(e.getMessage());
        }
        out.println("Bye.");
        flush();
        recordLine(record::stop);
    }

    /** The command that replays the game of a seed at a level. */
    interface ReplayCommand {
        String of(long seed, int level);
    }

    /** A write to the record file; one that fails stops the game. */
    private interface RecordWrite {
        void run() throws IOException;
    }

    private void recordLine(RecordWrite write) throws StreamFailure {
        try {
            write.run();
        } catch (IOException e) {
            throw StreamFailure.recordFile(recordFile, e);
        }
    }

    /**
     * Writes what is pending; stops the game when standard output is gone, since nobody sees
     * the game any more (and with a pipe as input, it would read and play all of it for nothing).
     */
    private void flush() throws StreamFailure {
        out.flush();
        if (out.checkError()) {
            throw StreamFailure.output(stdout.failureDetail());
        }
    }

    /** Plays one game; {@code false} if the person quit or the input ended. */
    private boolean play(Game game) throws StreamFailure {
        List<String> happened = new ArrayList<>();
        boolean show = true;
        while (true) {
            if (show) {
                out.println();
                out.print(TextFormat.render(game));
                out.println("Turn " + (game.turn() + 1) + "   robots " + game.robotCount() + "   charges "
                        + ChargesOption.formatLeft(game.chargesLeft()));
            }
            show = false;
            String line = ask("move> ");
            if (line == null || isQuit(line)) {
                return false;
            }
            if (line.isBlank()) {
                continue;
            }
            if (line.strip().equals("?")) {
                out.println(LEGEND);
                continue;
            }
            Command command;
            try {
                command = Command.parse(line);
            } catch (InvalidInputException e) {
                out.println("  Not a move: " + e.getMessage() + ". Type ? for help.");
                continue;
            }
            happened.clear();
            TurnResult result = game.play(command, event -> describe(event, happened));
            if (result instanceof TurnResult.Refused refused) {
                out.println("  Not possible: " + refused.message() + ".");
                continue;
            }
            Command played = command;
            recordLine(() -> record.turn(played, game));
            for (String what : happened) {
                out.println("  " + what);
            }
            show = true;
            if (result instanceof TurnResult.Ended ended) {
                recordLine(() -> record.end(ended));
                out.println();
                Board end = game.board();
                out.print(TextFormat.render(end));
                out.println(ended instanceof TurnResult.Won
                        ? "You escaped in " + Texts.count(ended.turn(), "turn") + ". WIN"
                        : "Game over after " + Texts.count(ended.turn(), "turn") + ": " + ended.line());
                return true;
            }
        }
    }

    private static void describe(Event event, List<String> happened) {
        if (event instanceof Event.ChargeFired fired) {
            happened.add("Charge fired"
                    + (fired.chargesLeft().isPresent() ? " (" + fired.chargesLeft().getAsInt() + " left)." : "."));
        } else if (event instanceof Event.ChargeKilled killed) {
            happened.add("A robot at (" + killed.x() + ", " + killed.y() + ") was destroyed.");
        } else if (event instanceof Event.FellIntoPit fell) {
            happened.add("A robot fell into the pit at (" + fell.x() + ", " + fell.y() + ").");
        } else if (event instanceof Event.Merged merged) {
            happened.add("Robots collided at (" + merged.x() + ", " + merged.y() + ").");
        } else if (event instanceof Event.Reinforced arrived) {
            happened.add("A new robot arrived at the corner (" + arrived.x() + ", " + arrived.y() + ").");
        }
    }

    private boolean again() throws StreamFailure {
        while (true) {
            String line = ask("Play again? (y/n) ");
            if (line == null) {
                return false;
            }
            String answer = line.strip().toLowerCase(Locale.ROOT);
            if (answer.startsWith("y")) {
                return true;
            }
            if (answer.startsWith("n") || isQuit(answer)) {
                return false;
            }
        }
    }

    private static boolean isQuit(String line) {
        String s = line.strip().toLowerCase(Locale.ROOT);
        return s.equals("q") || s.equals("quit") || s.equals("exit");
    }

    /** Prompts and reads a line; {@code null} at the end of input. Overlong lines are refused. */
    private String ask(String prompt) throws StreamFailure {
        while (true) {
            out.print(prompt);
            flush();
            InputLine line;
            try {
                line = in.read();
            } catch (IOException e) {
                throw StreamFailure.input(e);
            }
            if (line instanceof InputLine.End) {
                out.println();
                return null;
            }
            if (line instanceof InputLine.TooLong tooLong) {
                out.println("  " + tooLong.reason());
                continue;
            }
            return ((InputLine.Text) line).text();
        }
    }
}
