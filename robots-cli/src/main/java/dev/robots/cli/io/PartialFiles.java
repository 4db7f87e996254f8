package dev.robots.cli.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The {@code FILE.PID.partial} files of {@link OutputFile} this process is writing, removed by a
 * shutdown hook when the process is stopped by a signal ({@code SIGTERM}, {@code SIGINT},
 * {@code SIGHUP}: the JVM runs its hooks for each), and those of runs that were killed
 * ({@code kill -9}, a power cut), removed before the next write of the same file.
 *
 * <p>Invariants: only a regular file named after the output, a process id and {@code .partial}
 * is ever removed, and only when that process is gone (or is this one: a file left by an
 * earlier process of the same id); nothing is written through an existing {@code .partial}.
 */
final class PartialFiles {
    private static final Set<Path> WRITING = new LinkedHashSet<>();
    private static boolean hooked;
    private static boolean stopping;

    private PartialFiles() {
    }

    /**
     * Creates {@code partial} for writing, to be removed if the process stops before {@link #end}:
     * after any other thread of this process writing it is done; a leftover of an earlier process
     * of this id is removed first (never written through; a link or a directory there is refused).
     * Creating and registering are one step, under the lock the hook takes: a file is either
     * created before the hook runs (and removed by it) or not at all.
     *
     * @throws IOException if it cannot be created, or the process is stopping
     */
    static synchronized OutputStream create(Path partial) throws IOException {
        // Two threads of this process on one file (the process id is the same): one at a time.
        while (WRITING.contains(partial) && !stopping) {
            try {
                PartialFiles.class.wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted while another thread wrote " + partial);
            }
        }
        if (stopping) {
            throw new IOException("the run is being stopped");
        }
        if (Files.exists(partial, LinkOption.NOFOLLOW_LINKS)) {
            if (!Files.isRegularFile(partial, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileSystemException(partial.toString(), null, "is in the way and not a regular file");
            }
            // Left by an earlier process of this id, killed midway: removed, never written through.
            Files.delete(partial);
        }
        if (!hooked) {
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(PartialFiles::removeAll, "robots-remove-partial-files"));
                hooked = true;
            } catch (IllegalStateException shuttingDown) {
                throw new IOException("the run is being stopped", shuttingDown);
            }
        }
        OutputStream out = Files.newOutputStream(partial, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        WRITING.add(partial);
        return out;
    }

    /** {@code partial} is renamed or removed. */
    static synchronized void end(Path partial) {
        WRITING.remove(partial);
        PartialFiles.class.notifyAll();
    }

    private static synchronized void removeAll() {
        stopping = true;
        WRITING.forEach(OutputFile::deleteQuietly);
        WRITING.clear();
    }

    /**
     * Before {@code target} is written: removes the {@code .partial} of every process that is gone
     * (this process's own leftover is {@link #create}'s to remove).
     */
    static void removeStale(Path target) {
        Path directory = target.getParent();
        String prefix = target.getFileName() + ".";
        if (directory == null) {
            return;
        }
        try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(directory,
                entry -> isPartialOfGone(String.valueOf(entry.getFileName()), prefix))) {
            for (Path leftover : leftovers) {
                if (Files.isRegularFile(leftover, LinkOption.NOFOLLOW_LINKS)) {
                    OutputFile.deleteQuietly(leftover);
                }
            }
        } catch (IOException | SecurityException e) {
            // An unlistable directory: leftovers stay; the write itself says if it cannot go on.
        }
    }

    /** Whether {@code name} is {@code prefix + PID + ".partial"} for a process that is no longer running. */
    static boolean isPartialOfGone(String name, String prefix) {
        if (!name.startsWith(prefix) || !name.endsWith(OutputFile.PARTIAL)
                || name.length() <= prefix.length() + OutputFile.PARTIAL.length()) {
            return false;
        }
        String pid = name.substring(prefix.length(), name.length() - OutputFile.PARTIAL.length());
        if (pid.isEmpty() || pid.length() > 18 || !pid.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return false;
        }
        return ProcessHandle.of(Long.parseLong(pid)).map(process -> !process.isAlive()).orElse(true);
    }
}
