package dev.robots.cli.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A program's session of its own, so that a kill reaches every process it started: where
 * {@code setsid} and {@code /proc} exist (Linux), the program is launched under {@code setsid}, and
 * the members of its session are found in {@code /proc}, also those whose parent exited (which are
 * no longer among the program's descendants). Elsewhere the program shares the driver's session
 * and only its descendants are found.
 */
final class ProcessSession {
    /** {@code setsid} when it can give the program a session of its own, and /proc lists sessions; else null. */
    private static final Path SETSID = findSetsid();

    private ProcessSession() {
    }

    /** Whether a program gets a session of its own here. */
    static boolean available() {
        return SETSID != null;
    }

    /**
     * The command line that starts {@code command} in a session of its own, where {@link #available};
     * else {@code command} itself.
     *
     * @throws IOException if the program cannot be run, as {@link ProcessBuilder#start} would say
     */
    static List<String> launched(List<String> command) throws IOException {
        if (SETSID == null) {
            return command;
        }
        // setsid would start anyway and only then fail to run a missing program: find it first,
        // so that a missing program is an IOException as without setsid.
        requireRunnable(command.get(0));
        List<String> launched = new ArrayList<>(List.of(SETSID.toString(), "--wait"));
        launched.addAll(command);
        return launched;
    }

    /**
     * The processes of session {@code session} other than its leader (empty for -1, no session of
     * its own): /proc/PID/stat holds the session id as the 6th field, after the command name in
     * parentheses (which may itself hold spaces and parentheses).
     */
    static List<ProcessHandle> members(long session) {
        if (session < 0) {
            return List.of();
        }
        List<ProcessHandle> members = new ArrayList<>();
        try (DirectoryStream<Path> processes = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
            for (Path dir : processes) {
                Path name = dir.getFileName();
                if (name == null) {
                    continue;
                }
                long pid = Long.parseLong(name.toString());
                if (pid != session && sessionOf(dir) == session) {
                    ProcessHandle.of(pid).ifPresent(members::add);
                }
            }
        } catch (IOException | NumberFormatException | SecurityException e) {
            // Best effort: /proc unreadable, the descendants are still killed.
        }
        return members;
    }

    private static long sessionOf(Path processDir) {
        try {
            String stat = Files.readString(processDir.resolve("stat"), StandardCharsets.ISO_8859_1);
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // state ppid pgrp session ...
            return Long.parseLong(fields[3]);
        } catch (IOException | RuntimeException e) {
            return -1; // the process ended meanwhile
        }
    }

    private static Path findSetsid() {
        if (!Files.isDirectory(Path.of("/proc/self"))) {
            return null;
        }
        for (String dir : List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin")) {
            Path candidate = Path.of(dir, "setsid");
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }

    /** Fails as {@link ProcessBuilder#start} would when {@code program} cannot be run. */
    private static void requireRunnable(String program) throws IOException {
        try {
            findRunnable(program);
        } catch (java.nio.file.InvalidPathException e) {
            throw new IOException("not a valid file name", e);
        }
    }

    private static void findRunnable(String program) throws IOException {
        if (program.contains("/")) {
            Path path = Path.of(program);
            if (!Files.isRegularFile(path) || !Files.isExecutable(path)) {
                throw new IOException(Files.exists(path) ? "not an executable file" : "no such file");
            }
            return;
        }
        String pathVariable = System.getenv("PATH");
        for (String dir : (pathVariable == null ? "" : pathVariable).split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program)) && !Files.isDirectory(Path.of(dir,
                    program))) {
                return;
            }
        }
        throw new IOException("not found on the PATH");
    }
}
