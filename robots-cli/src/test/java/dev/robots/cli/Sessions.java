package dev.robots.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** Runs {@code robots} in-process on a string and captures what it did. */
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
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(args, new ByteArrayInputStream(input), out,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
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
