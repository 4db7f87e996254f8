package dev.robots.cli;

import dev.robots.cli.command.RunFailure;
import dev.robots.cli.command.Streams;
import dev.robots.cli.invocation.Invocation;
import dev.robots.cli.io.ClosedInput;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.io.RunInputs;
import dev.robots.cli.options.RecordOption;
import dev.robots.cli.options.SeedOption;
import dev.robots.cli.protocol.FieldFile;
import dev.robots.cli.protocol.ProtocolSession;
import dev.robots.cli.protocol.SessionOptions;
import dev.robots.record.GameRecord;
import dev.robots.cli.text.Texts;
import dev.robots.core.Board;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * Protocol mode from good options on, whichever parsed them (picocli's root command or the
 * start-up fast path, {@link ProtocolArguments#plain}): the {@code --field} file, the
 * {@code --record} file, the random seed's replay hint, then the session. Every failure here is a
 * {@link RunFailure}, one line.
 */
final class ProtocolMode {
    private ProtocolMode() {
    }

    /**
     * Protocol mode once the command line is good ({@link Main#call}, or the start-up fast path in
     * {@link Main#run}): opens the files and runs the session. Every failure from here on is a
     * {@link RunFailure}.
     *
     * @param originalArgs the arguments as given, for the replay hint of a random seed
     */
    static int session(ProtocolArguments arguments, List<String> originalArgs, InputStream in,
            OutputStream out, PrintStream err) {
        if (in == ClosedInput.INSTANCE) {
            throw new RunFailure(Streams.STDIN_CLOSED);
        }
        // Before anything is read: the record on the field, or a standard stream on an input (only
        // when one may be a file: a checker's pipes cost no look-up of the program's own files).
        if (arguments.record() != null || RunInputs.streamsMayBeFiles()) {
            OutputFiles.of().input(ProtocolOption.FIELD.optionName(), arguments.field())
                    .appended(RecordOption.NAME, arguments.record()).check();
        }
        SessionOptions options = options(arguments);
        GameRecord record = openRecord(arguments.record());
        // Only now that every option is good: a usage error stays the one line it is.
        String replay = arguments.seed() != null ? null : Invocation.withSeed(originalArgs, options.seed());
        return protocol(options, record, replay, in, out, err);
    }

    /**
     * Protocol mode once its options are good: announces a random seed with the command that
     * replays the session ({@code replay}, null when the seed was given), runs the session and
     * closes the record.
     */
    private static int protocol(SessionOptions options, GameRecord record, String replay,
            InputStream in, OutputStream out, PrintStream err) {
        if (replay != null) {
            err.println("robots: seed " + options.seed() + " (replay this session with: " + replay + ")");
            err.flush();
        }
        int status = new ProtocolSession(options, record).run(in, out, err);
        try {
            record.close();
        } catch (IOException e) {
            // Every line was already written through; a failing close loses nothing.
            err.println("robots: closing the record file: " + Texts.oneLine(e.getMessage()));
        }
        return status;
    }

    /** The session's options; a --field file that cannot be used is a {@link RunFailure}. */
    private static SessionOptions options(ProtocolArguments arguments) {
        Path fieldFile = arguments.field();
        Board field;
        try {
            field = fieldFile == null ? null : FieldFile.read(fieldFile, arguments.maxCells());
        } catch (FieldFile.Unusable e) {
            throw new RunFailure(e.getMessage());
        }
        long seed = arguments.seed() != null ? arguments.seed() : SeedOption.random();
        return new SessionOptions(seed, arguments.charges(), field,
                fieldFile == null ? null : fieldFile.toString(), arguments.maxCells());
    }

    private static GameRecord openRecord(Path recordFile) {
        if (recordFile == null) {
            return GameRecord.none();
        }
        try {
            return GameRecord.append(recordFile);
        } catch (GameRecord.InUse e) {
            throw new RunFailure("--record " + Texts.path(recordFile) + ": " + e.getMessage());
        } catch (IOException e) {
            throw new RunFailure("--record " + Texts.path(recordFile) + ": cannot open for appending (" + IoReason.of(e) + ")");
        }
    }
}
