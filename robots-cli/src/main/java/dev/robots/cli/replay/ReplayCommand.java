package dev.robots.cli.replay;

import static dev.robots.cli.replay.ReplayFailures.corrupt;
import static dev.robots.cli.replay.ReplayFailures.readProblem;
import static dev.robots.cli.replay.ReplayFailures.unreadable;

import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.options.ColourOption;
import dev.robots.cli.options.HtmlOption;
import dev.robots.cli.terminal.SystemTerminal;
import dev.robots.cli.text.Expected;
import dev.robots.cli.text.Texts;
import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordReader;
import dev.robots.record.Recording;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code robots replay}: reads a {@code --record} file and plays its games again through the
 * engine; {@code --verify} checks them, {@code --html} draws them as one self-contained page, and
 * without either they are played back on the terminal ({@link TerminalReplay}), or printed as text
 * when standard output is no terminal ({@link TextReplay}). This class is the command: its options,
 * their checks, the write rule for its files, and the choice of mode; {@link ReplayModes} shows the
 * record in the mode chosen.
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Plays the games of a record (robots --record, autoplay --record) again through the engine,"
                    + " from each game's seed and commands.",
            "--verify checks that every recorded outcome and turn count follows; --html draws the games as one"
                    + " self-contained web page. A game cut short is replayed up to its last whole turn.",
            "Without --verify or --html the record is checked the same way, then played back in the terminal, in"
                    + " place: space pauses or plays on, <-/-> step a turn (pausing), Home/End the game's start and"
                    + " last turn, n/p the next/previous game, +/- the speed, ? help, q or Ctrl-C quits.",
            "When standard input or output is not a terminal (a pipe, a file), the games are printed as text"
                    + " instead, with no escape codes: each game's numbers, recorded outcome and last position, or"
                    + " with --turn T every position from turn T on."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every game replays as recorded (and the page was written, or the games were shown)",
            "1:a game does not: the first such game, turn and line are printed (a tampered or corrupt record)",
            "2:unreadable input: no such file, not a record, its field file missing; a page that cannot be"
                    + " written (or is one of the run's files), standard output closed or full, a terminal that"
                    + " cannot be used, too little memory; or a usage error",
            ExitStatus.SIGNALS_LINE})
public final class ReplayCommand implements Callable<Integer>, ExitStatus.OwnFailureStatus {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The record file.")
    private Path recordFile;

    /** What is done with the record: one of checking it, drawing it, or playing it back (the default). */
    @ArgGroup(exclusive = true)
    private Mode mode;

    @Option(names = "--field", paramLabel = "FILE", description = "The start field of every session that was"
            + " played with --field (default: its path as recorded, then beside the record).")
    private Path fieldFile;

    /** Replay's output modes, one exclusive group: picocli refuses two of them together. */
    static final class Mode {
        @Option(names = "--verify", description = "Check every game against a replay through the engine.")
        private boolean verify;

        @Option(names = HtmlOption.NAME, paramLabel = "FILE", description = HtmlOption.DESCRIPTION)
        private Path html;

        @ArgGroup(exclusive = false)
        private PlayBack playBack;
    }

    /** Where and how fast playing a record back starts: the default mode's options. */
    static final class PlayBack {
        @Option(names = "--speed", paramLabel = "TURNS", defaultValue = "4",
                description = "Turns a second while playing back (0.25 to 1000; +/- double or halve it; default:"
                        + " ${DEFAULT-VALUE}).")
        private double speed = 4;

        @Option(names = "--game", paramLabel = "N",
                description = "Start at game N of the record, counted from 1 over all its sessions (default: 1);"
                        + " as text, show only that game.")
        private Integer gameNumber;

        @Option(names = "--turn", paramLabel = "T",
                description = "Start paused after turn T of that game (0: its start); as text, print every"
                        + " position from turn T on.")
        private Integer turn;
    }

    @Mixin
    private ColourOption colourOption;

    /** Standard output closed or full, or memory short: 2 by replay's rule (1 is a tampered record). */
    @Override
    public int cannotFinish() {
        return ReplayFailures.UNREADABLE;
    }

    @Override
    public Integer call() {
        boolean playBack = !verify() && html() == null;
        PlayBack start = mode == null || mode.playBack == null ? new PlayBack() : mode.playBack;
        double speed = start.speed;
        Integer gameNumber = start.gameNumber;
        Integer turn = start.turn;
        if (!(speed >= ReplayPlayer.MIN_SPEED && speed <= ReplayPlayer.MAX_SPEED)) {
            throw new ParameterException(spec.commandLine(), Expected.of("--speed: " + speed,
                    ReplayPlayer.MIN_SPEED + " to " + (int) ReplayPlayer.MAX_SPEED + " turns a second"));
        }
        if (gameNumber != null && gameNumber < 1) {
            throw new ParameterException(spec.commandLine(), Expected.of("--game: " + gameNumber, ">= 1"));
        }
        if (turn != null && turn < 0) {
            throw new ParameterException(spec.commandLine(), Expected.of("--turn: " + turn, ">= 0"));
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String name = "robots replay: " + Texts.path(recordFile);
        Set<Path> namedFields = Set.of();
        if (html() != null && Files.isRegularFile(recordFile)) {
            // The field files the record names, before anything is replayed or written (a pipe is
            // read once: its names are checked as the replay meets them, still before the page).
            try {
                namedFields = FieldFiles.places(recordFile, RecordReader.fieldNames(recordFile));
            } catch (IOException e) {
                return unreadable(err, name + ": " + readProblem(e));
            }
        }
        try {
            files(namedFields).check();
        } catch (OutputFiles.Refused e) {
            return unreadable(err, "robots replay: " + e.getMessage());
        }
        FieldFiles fields = new FieldFiles(recordFile, fieldFile);
        if (playBack && !SystemTerminal.available(System.in, System.getenv())) {
            return ReplayModes.text(recordFile, fields, shown(start), out, err, name);
        }
        if (playBack) {
            Recording recording;
            try {
                recording = RecordReader.read(recordFile);
            } catch (IOException e) {
                return unreadable(err, name + ": " + readProblem(e));
            } catch (RecordFormatException e) {
                return corrupt(out, err, name, e);
            }
            return ReplayModes.terminal(recording, recordFile, fields, shown(start), out, err, name);
        }
        return ReplayModes.verify(recordFile, fields, html(), this::files, out, err, name);
    }

    private boolean verify() {
        return mode != null && mode.verify;
    }

    /** The {@code --html} page's file, or null. */
    private Path html() {
        return mode == null ? null : mode.html;
    }

    private ReplayModes.Shown shown(PlayBack start) {
        return new ReplayModes.Shown(start.gameNumber, start.turn, start.speed, colourOption.colour(),
                (first, games, turns) -> checkShown(start, first, games, turns));
    }

    /** Usage errors for a --game or --turn the record does not hold. */
    private void checkShown(PlayBack start, int first, int games, int turns) {
        if (first >= games) {
            throw new ParameterException(spec.commandLine(), Expected.of("--game: " + start.gameNumber,
                    "1 to " + games + ": the games in " + Texts.path(recordFile)));
        }
        if (start.turn != null && start.turn > turns) {
            throw new ParameterException(spec.commandLine(), Expected.of("--turn: " + start.turn,
                    "0 to " + turns + ": the turns of game " + (first + 1) + " in " + Texts.path(recordFile)));
        }
    }

    /** The run's files for the write rule: the record, the field files, the page. */
    private OutputFiles files(Set<Path> fieldFiles) {
        OutputFiles files = OutputFiles.of().input("the record", recordFile).input("--field", fieldFile);
        fieldFiles.forEach(file -> files.input("the field file", file));
        return files.replaced(HtmlOption.NAME, html());
    }



}
