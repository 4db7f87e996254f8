package dev.robots.cli;

import dev.robots.cli.io.RunInputs;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * Runs {@code robots} in-process ({@link Main#run}) and captures what it did: the one in-process
 * harness of every module's tests (robots-web's use it through robots-cli's test jar).
 */
public final class Sessions {
    private Sessions() {
    }

    /** Exit status and the two output streams of one run. */
    public record Run(int status, String stdout, String stderr) {
        /** The stderr lines (none for an empty stderr). */
        public List<String> errLines() {
            return stderr.isEmpty() ? List.of()
                    : Arrays.asList(stderr.split("\n", -1)).subList(0, stderr.split("\n", -1).length - 1);
        }

        @Override
        public String toString() {
            return "status " + status + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr;
        }
    }

    public static Run run(String input, String... args) {
        return run(input.getBytes(StandardCharsets.UTF_8), args);
    }

    public static Run run(byte[] input, String... args) {
        return run(new ByteArrayInputStream(input), args);
    }

    /** Runs with standard input {@code in} (one that fails, say); both outputs captured. */
    public static Run run(InputStream in, String... args) {
        return capture(in, null, (i, o, e) -> Main.run(args, i, o, e));
    }

    /**
     * Runs with standard output {@code out} (one that fails or counts its writes, say) and no input;
     * the result's stdout is empty (what was written went to {@code out}).
     */
    public static Run runWithStdout(OutputStream out, String... args) {
        return runWithStdout(out, InputStream.nullInputStream(), args);
    }

    /** Runs with standard input {@code in} and standard output {@code out}; the result's stdout is empty. */
    public static Run runWithStdout(OutputStream out, InputStream in, String... args) {
        return capture(in, out, (i, o, e) -> Main.run(args, i, o, e));
    }

    /** Runs with or without protocol mode's start-up fast path (for comparing the two). */
    static Run run(boolean fastPath, InputStream in, List<String> args) {
        return capture(in, null, (i, o, e) -> Main.run(args.toArray(new String[0]), i, o, e, fastPath));
    }

    /** Runs as a process whose own files (its jar, its standard streams) are {@code processFiles}. */
    public static Run run(Supplier<List<RunInputs.Input>> processFiles, String input, List<String> args) {
        return capture(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), null,
                (i, o, e) -> Main.run(args.toArray(new String[0]), i, o, e, processFiles));
    }

    /** Standard output that fails every write with {@code why}, as a closed pipe or a full disk does. */
    public static OutputStream failingOutput(String why) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException(why);
            }
        };
    }

    /** Standard input that fails every read with {@code why}, as a bad descriptor or a directory does. */
    public static InputStream failingInput(String why) {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException(why);
            }
        };
    }

    /** One of {@link Main}'s entry points on three streams. */
    private interface Entry {
        int run(InputStream in, OutputStream out, PrintStream err);
    }

    /** Runs {@code entry}; stdout captured when {@code out} is null, stderr always. */
    private static Run capture(InputStream in, OutputStream out, Entry entry) {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = entry.run(in, out == null ? captured : out, new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, captured.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Writes a field file (rows joined with '\n') into {@code dir} and returns its path. */
    public static Path field(Path dir, String name, String... rows) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, String.join("\n", rows) + "\n", StandardCharsets.UTF_8);
        return file;
    }

    /** The text the protocol prints for a field given as rows. */
    public static String rows(String... rows) {
        return String.join("\n", rows) + "\n";
    }

    /**
     * A record's lines without their position digests ({@code start=} and {@code board=}, 16 hex
     * digits; the replay tests check those), for comparing the rest with expected lines.
     */
    public static List<String> withoutDigests(List<String> lines) {
        List<String> plain = new java.util.ArrayList<>(lines.size());
        for (String line : lines) {
            plain.add(line.replaceAll(" (start|board)=[0-9a-f]{16}$", ""));
        }
        return plain;
    }

    /**
     * A FIFO made at {@code path} by {@code mkfifo}; the test is aborted (not failed) where there is
     * no {@code mkfifo}.
     */
    public static Path fifo(Path path) throws IOException, InterruptedException {
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", path.toString()).start();
        } catch (IOException e) {
            org.junit.jupiter.api.Assumptions.abort("no mkfifo here: " + e.getMessage());
            return path;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(mkfifo.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)
                && mkfifo.exitValue() == 0, "mkfifo failed");
        return path;
    }

    /** {@code word} as one word for sh (dash too): single-quoted, an apostrophe in it as {@code '\\''}. */
    public static String shQuoted(Object word) {
        return "'" + String.valueOf(word).replace("'", "'\\''") + "'";
    }
}
