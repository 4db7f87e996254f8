package dev.robots.cli.autoplay;

import dev.robots.cli.text.Texts;
import dev.robots.cli.io.IoReason;
import dev.robots.cli.command.ExitStatus;
import dev.robots.cli.io.OutputFiles;
import dev.robots.cli.text.Expected;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code robots autoplay merge FILES...}: adds up the {@code --json} reports of a run's shards and
 * prints the whole run's report, the same (but for timing) as the run played in one piece.
 */
@Command(name = "merge", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Merges the --json reports of the shards of one autoplay run (autoplay --shard K/N --json FILE, for K"
                    + " from 1 to N) into the report of the whole run: exact counts, the Wilson interval, and the"
                    + " decision times of all shards.",
            "Refuses reports of different runs, a shard given twice and a missing shard. The merged report is"
                    + " the whole run's: its --json says shard 1/1."},
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:the shards were merged",
            "1:the --json output could not be written",
            "2:bad options, a file unreadable or not an autoplay report, or reports that do not make one run",
            ExitStatus.SIGNALS_LINE})
public final class MergeCommand implements Callable<Integer> {
    /**
     * Larger files are refused before they are parsed: a shard report is a few kilobytes, and at
     * most its {@link DecisionTimes#LIMIT_MICROS} + 1 histogram buckets of at most 40 bytes each and
     * 64 KiB of the rest.
     */
    static final int MAX_FILE_BYTES = 40 * (DecisionTimes.LIMIT_MICROS + 1) + (64 << 10);
    /** The file-type bits of a Unix mode, and the type of a FIFO (a named or anonymous pipe). */
    private static final int S_IFMT = 0170000;
    private static final int S_IFIFO = 0010000;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "The shards' reports (autoplay --json FILE).")
    private List<Path> files;

    @Mixin
    private ReportOptions report;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        OutputFiles plan = OutputFiles.of();
        files.forEach(file -> plan.input("the shard report", file));
        plan.replaced(ReportOptions.JSON, report.jsonFile()).check();
        List<ShardMerge.Named> reports = new ArrayList<>();
        for (Path file : files) {
            try {
                reports.add(new ShardMerge.Named(file.toString(), ShardReport.read(readSmall(file))));
            } catch (IOException e) {
                return fail(err, 2, "cannot read " + Texts.path(file) + ": " + ioProblem(e));
            } catch (ShardReport.Unusable e) {
                return fail(err, 2, Texts.path(file) + ": " + e.getMessage());
            }
        }
        Summary merged;
        try {
            merged = ShardMerge.merge(reports);
        } catch (ShardMerge.Refused e) {
            return fail(err, 2, e.getMessage());
        }
        return report.finish(merged, out, err, "robots autoplay merge");
    }

    /**
     * The text of {@code file}, read up to {@link #MAX_FILE_BYTES}: a regular file or a pipe (such as
     * {@code <(ssh host cat shard.json)}); a directory, a device or a socket is refused unread.
     */
    private static String readSmall(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (attributes.isDirectory()) {
            throw new IOException(Expected.of("a directory", "a shard report file"));
        }
        if (!attributes.isRegularFile() && !isPipe(file)) {
            throw new IOException(Expected.of("a device or socket", "a shard report file or a pipe"));
        }
        if (attributes.isRegularFile() && attributes.size() > MAX_FILE_BYTES) {
            throw tooLarge();
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            // Bounded whatever Files.size says: a pipe, /proc or a growing file has no size to trust.
            bytes = in.readNBytes(MAX_FILE_BYTES + 1);
        }
        if (bytes.length > MAX_FILE_BYTES) {
            throw tooLarge();
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException("not UTF-8 text", e);
        }
    }

    private static IOException tooLarge() {
        return new IOException(Expected.of("more than " + MAX_FILE_BYTES + " bytes",
                "a shard report, a few kilobytes;" + " refused unparsed"));
    }

    private static boolean isPipe(Path file) {
        try {
            return Files.getAttribute(file, "unix:mode") instanceof Integer mode && (mode & S_IFMT) == S_IFIFO;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }

    private static String ioProblem(IOException e) {
        // "no such file", as --field says it (IoReason's "no such file or directory" is for a path to write).
        return e instanceof NoSuchFileException ? "no such file" : IoReason.of(e);
    }

    private static int fail(PrintWriter err, int status, String message) {
        err.println("robots autoplay merge: " + message);
        err.flush();
        return status;
    }
}
