package dev.robots.cli.replay;

import dev.robots.cli.record.RecordFormatException;
import dev.robots.cli.record.RecordReader;
import dev.robots.cli.record.Recording;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code robots replay}: reads a {@code --record} file and plays its games again through the
 * engine; {@code --verify} checks them, {@code --html} draws them as one self-contained page.
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Plays the games of a record (robots --record, autoplay --record) again through the engine,"
                    + " from each game's seed and commands.",
            "--verify checks that every recorded outcome and turn count follows; --html draws the games as one"
                    + " self-contained web page. A game cut short is replayed up to its last whole turn.",
            "(Playing a record back in the terminal is not built yet: give --verify or --html.)"},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {
            "0:every game replays as recorded (and the page was written)",
            "1:a game does not: the first such game, turn and line are printed (a tampered or corrupt record)",
            "2:unreadable input: no such file, not a record, its field file missing, or a usage error"})
public final class ReplayCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The record file.")
    private Path recordFile;

    @Option(names = "--verify", description = "Check every game against a replay through the engine.")
    private boolean verify;

    @Option(names = "--html", paramLabel = "OUT", description = "Write the games as one web page to OUT"
            + " (no network, no other files).")
    private Path htmlFile;

    @Option(names = "--field", paramLabel = "FILE", description = "The start field of every session that was"
            + " played with --field (default: its path as recorded, then beside the record).")
    private Path fieldFile;

    @Override
    public Integer call() {
        if (!verify && htmlFile == null) {
            throw new ParameterException(spec.commandLine(), "give --verify or --html OUT (playing a record in"
                    + " the terminal is not built yet)");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String name = "robots replay: " + recordFile;
        Recording recording;
        try {
            recording = RecordReader.read(recordFile);
        } catch (NoSuchFileException e) {
            return unreadable(err, name + ": no such file");
        } catch (AccessDeniedException e) {
            return unreadable(err, name + ": permission denied");
        } catch (IOException e) {
            return unreadable(err, name + ": cannot read (" + e.getMessage() + ")");
        } catch (RecordFormatException e) {
            if (!e.isRecord()) {
                return unreadable(err, name + ": not a record: " + e.getMessage());
            }
            out.println(name + ": " + e.getMessage());
            out.println("FAILED: the record is corrupt");
            out.flush();
            return 1;
        }
        FieldFiles fields = new FieldFiles(recordFile, fieldFile);
        Replayer.Verification verification;
        Path fileName = recordFile.getFileName();
        HtmlPage page = htmlFile == null ? null : new HtmlPage((fileName == null ? recordFile : fileName).toString());
        try {
            verification = page == null ? Replayer.verify(recording, fields) : Replayer.replay(recording, fields, page);
        } catch (ReplayProblem problem) {
            if (!problem.playable()) {
                return unreadable(err, name + ": " + problem.getMessage());
            }
            out.println(name + ": " + problem.getMessage());
            out.println("FAILED: the record does not replay as written (tampered or corrupt)");
            out.flush();
            return 1;
        }
        if (page != null) {
            try {
                page.write(htmlFile);
            } catch (IOException e) {
                return unreadable(err, "robots replay: --html " + htmlFile + ": cannot write (" + e.getMessage() + ")");
            }
        }
        for (String note : verification.notes()) {
            out.println(name + ": " + note);
        }
        out.println(name + ": " + count(verification.sessions(), "session") + ", " + count(verification.games(), "game")
                + ", " + count(verification.turns(), "turn")
                + " replayed: every recorded outcome and turn count follows"
                + (verification.notes().isEmpty() ? "" : " (see above for what was cut short)"));
        if (page != null) {
            out.println(name + ": page written to " + htmlFile + page.summary());
        }
        out.flush();
        return 0;
    }

    private static String count(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }

    private static int unreadable(PrintWriter err, String message) {
        err.println(message);
        err.flush();
        return 2;
    }
}
