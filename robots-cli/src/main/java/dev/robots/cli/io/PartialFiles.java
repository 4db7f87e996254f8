package dev.robots.cli.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.UserDefinedFileAttributeView;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code FILE.PID.partial} files of {@link OutputFile}: those this process is writing, removed
 * by a shutdown hook when a signal stops the process ({@code SIGTERM}, {@code SIGINT},
 * {@code SIGHUP}: the JVM runs its hooks for each), and those of runs that were killed
 * ({@code kill -9}, a power cut), removed before the next write of the same file when a robots
 * process provably made them.
 *
 * <p>The proof is a mark: every {@code .partial} carries the extended attribute
 * {@code user.robots.partial} holding the id of the process that made it, from its creation until
 * just before its rename (the finished file carries none). A leftover is removed only when it is a
 * regular file (never through a link), has one name (no hard link elsewhere), carries the mark with
 * the process id of its name, that process is gone, and it is none of the current runs' files
 * ({@link #protect}: their inputs and outputs, by identity). A file system without user extended
 * attributes gets no mark: its leftovers stay for the user to remove.
 *
 * <p>Invariants: nothing is written through an existing {@code .partial}; a file robots did not
 * mark is never removed, whatever its name.
 */
final class PartialFiles {
    /** The extended attribute's name in {@code UserDefinedFileAttributeView} terms (the kernel's {@code user.robots.partial}). */
    static final String MARK = "robots.partial";

    private static final Set<Path> WRITING = new LinkedHashSet<>();
    /** The identities of the running runs' files, with how many runs hold each. */
    private static final Map<Object, Integer> PROTECTED = new HashMap<>();
    private static boolean hooked;
    private static boolean stopping;

    private PartialFiles() {
    }

    /**
     * Creates {@code partial} for writing, marked, to be removed if the process stops before
     * {@link #end}: after any other thread of this process writing it is done. A file already there
     * is removed only when it is a marked leftover of an earlier process of this id (never written
     * through); anything else there is refused. Creating and registering are one step, under the
     * lock the hook takes: a file is either created before the hook runs (and removed by it) or not at all.
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
            if (!isRemovableLeftover(partial, ProcessHandle.current().pid())) {
                throw new FileSystemException(partial.toString(), null,
                        "is in the way and not a temporary file robots left (move it away)");
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
        mark(partial);
        return out;
    }

    /** {@code partial} is written and about to be renamed: the finished file carries no mark. */
    static void unmark(Path partial) {
        UserDefinedFileAttributeView view = view(partial);
        try {
            if (view != null && view.list().contains(MARK)) {
                view.delete(MARK);
            }
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            // No mark to take off.
        }
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

    /** The identities of a run's files ({@link OutputFiles#identity}): never removed while it runs. */
    static synchronized void protect(Collection<Object> identities) {
        // Loops, not lambdas, here and in release: both run on protocol mode's start (start-up).
        for (Object identity : identities) {
            Integer runs = PROTECTED.get(identity);
            PROTECTED.put(identity, runs == null ? 1 : runs + 1);
        }
    }

    /** The run that {@link #protect}ed {@code identities} is over. */
    static synchronized void release(Collection<Object> identities) {
        for (Object identity : identities) {
            Integer runs = PROTECTED.get(identity);
            if (runs != null && runs == 1) {
                PROTECTED.remove(identity);
            } else if (runs != null) {
                PROTECTED.put(identity, runs - 1);
            }
        }
    }

    private static synchronized boolean isProtected(Object identity) {
        return PROTECTED.containsKey(identity);
    }

    /**
     * Before {@code target} is written: removes the marked {@code .partial} of every process that is
     * gone (this process's own leftover is {@link #create}'s to remove).
     */
    static void removeStale(Path target) {
        Path directory = target.getParent();
        String prefix = target.getFileName() + ".";
        if (directory == null) {
            return;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory)) {
            for (Path leftover : entries) {
                String name = String.valueOf(leftover.getFileName());
                if (!isPartialOfGone(name, prefix)) {
                    continue;
                }
                long pid = Long.parseLong(name.substring(prefix.length(), name.length() - OutputFile.PARTIAL.length()));
                if (isRemovableLeftover(leftover, pid)) {
                    OutputFile.deleteQuietly(leftover);
                }
            }
        } catch (IOException | SecurityException e) {
            // An unlistable directory: leftovers stay; the write itself says if it cannot go on.
        }
    }

    /**
     * Whether {@code file} is provably a {@code .partial} process {@code pid} made and left: a
     * regular file (not followed through a link) with one name, carrying the mark of that
     * process, and none of a running run's files.
     */
    static boolean isRemovableLeftover(Path file, long pid) {
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                    || ((Number) Files.getAttribute(file, "unix:nlink", LinkOption.NOFOLLOW_LINKS)).intValue() != 1
                    || !String.valueOf(pid).equals(markOf(file))) {
                return false;
            }
            return !isProtected(OutputFiles.identity(file));
        } catch (IOException | SecurityException | UnsupportedOperationException | IllegalArgumentException
                | ClassCastException e) {
            return false;
        }
    }

    /** Whether {@code name} is {@code prefix + PID + ".partial"} for a process that is no longer running. */
    static boolean isPartialOfGone(String name, String prefix) {
        if (!name.startsWith(prefix) || !name.endsWith(OutputFile.PARTIAL)
                || name.length() <= prefix.length() + OutputFile.PARTIAL.length()) {
            return false;
        }
        String pid = name.substring(prefix.length(), name.length() - OutputFile.PARTIAL.length());
        if (pid.isEmpty() || pid.length() > 18) {
            return false;
        }
        for (int i = 0; i < pid.length(); i++) {
            if (pid.charAt(i) < '0' || pid.charAt(i) > '9') {
                return false;
            }
        }
        Optional<ProcessHandle> process = ProcessHandle.of(Long.parseLong(pid));
        return process.isEmpty() || !process.get().isAlive();
    }

    /** Marks {@code partial} as this process's (best effort: a file system without user attributes gets none). */
    private static void mark(Path partial) {
        UserDefinedFileAttributeView view = view(partial);
        try {
            if (view != null) {
                view.write(MARK, StandardCharsets.US_ASCII.encode(String.valueOf(ProcessHandle.current().pid())));
            }
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            // Unmarked: if this run is killed, its leftover stays for the user to remove.
        }
    }

    /** The process id a mark names, or {@code null} when {@code file} carries none. */
    static String markOf(Path file) throws IOException {
        UserDefinedFileAttributeView view = view(file);
        if (view == null || !view.list().contains(MARK)) {
            return null;
        }
        int size = view.size(MARK);
        if (size <= 0 || size > 20) {
            return null;
        }
        ByteBuffer value = ByteBuffer.allocate(size);
        view.read(MARK, value);
        value.flip();
        return StandardCharsets.US_ASCII.decode(value).toString();
    }

    private static UserDefinedFileAttributeView view(Path file) {
        return Files.getFileAttributeView(file, UserDefinedFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
    }
}
