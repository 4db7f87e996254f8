package dev.robots.cli.io;

import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Map;

/**
 * How the command line writes one file it was asked for ({@code docs/reliability.md}, "The write
 * rule"): a regular file (or a path not there yet) is written beside itself as
 * {@code FILE.PID.partial} and renamed over it, so that a killed run leaves the old file or the new
 * one, runs writing one file at once each rename a whole file of their own over it, and the
 * {@code .partial} is removed on every failure and on {@code SIGTERM}, {@code SIGINT} and
 * {@code SIGHUP} ({@link PartialFiles}); a character device or a FIFO ({@code /dev/null},
 * a named pipe) is written in place, never truncated, created or renamed over; a symbolic link is
 * followed and its target written by the same rule (the link stays a link); anything else (a
 * directory, a disk, a socket, a link to nothing) is refused. {@link OutputFiles} checks a run's
 * files with {@link #unusable} before the run.
 */
public final class OutputFile {
    /** The suffix of the file written beside a regular file before it is renamed over it. */
    public static final String PARTIAL = ".partial";

    /** What a path names, as far as writing it goes (links followed). */
    public enum Kind {
        /** Nothing there (but a directory to create it in, maybe). */
        MISSING,
        REGULAR,
        DIRECTORY,
        CHARACTER_DEVICE,
        FIFO,
        BLOCK_DEVICE,
        SOCKET,
        /** A symbolic link whose target is not there. */
        DANGLING_LINK,
        OTHER;

        /** Whether it is written in place (opened for writing as it is): a character device or a FIFO. */
        public boolean inPlace() {
            return this == CHARACTER_DEVICE || this == FIFO;
        }
    }

    /** Writes a file's content to a stream; may fail. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private OutputFile() {
    }

    /** What {@code path} names, following symbolic links. */
    public static Kind kind(Path path) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException e) {
            return Files.isSymbolicLink(path) ? Kind.DANGLING_LINK : Kind.MISSING;
        }
        if (attributes.isRegularFile()) {
            return Kind.REGULAR;
        }
        if (attributes.isDirectory()) {
            return Kind.DIRECTORY;
        }
        int type;
        try {
            type = (Integer) Files.getAttribute(path, "unix:mode") & 0170000;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return Kind.OTHER;
        }
        return switch (type) {
            case 0020000 -> Kind.CHARACTER_DEVICE;
            case 0010000 -> Kind.FIFO;
            case 0060000 -> Kind.BLOCK_DEVICE;
            case 0140000 -> Kind.SOCKET;
            default -> Kind.OTHER;
        };
    }

    /**
     * Why nothing can be written at {@code path} by this rule, for a message ("is a directory"), or
     * {@code null} when it can be.
     */
    public static String unusable(Path path) {
        Kind kind = kind(path);
        return switch (kind) {
            case MISSING -> directoryProblem(path);
            case REGULAR -> Files.isWritable(path) ? null : "permission denied (a file that is not writable)";
            case CHARACTER_DEVICE, FIFO -> Files.isWritable(path) ? null : "permission denied";
            case DIRECTORY -> "is a directory";
            case BLOCK_DEVICE -> "is a block device (a disk; refused)";
            case SOCKET -> "is a socket";
            case DANGLING_LINK -> "is a symbolic link to nothing (its target is not there)";
            case OTHER -> "is neither a regular file nor a character device nor a FIFO";
        };
    }

    private static String directoryProblem(Path path) {
        Path parent = path.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            return "no such directory: " + (parent == null ? "/" : Texts.path(parent));
        }
        return Files.isWritable(parent) ? null : "permission denied (its directory is not writable)";
    }

    /** {@code text} written to {@code path} by the rule, as UTF-8. */
    public static void write(Path path, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        write(path, out -> out.write(bytes));
    }

    /**
     * Writes {@code content} to {@code path} by the rule (see the class description).
     *
     * @throws IOException if it could not; nothing is left beside the file then
     */
    public static void write(Path path, Content content) throws IOException {
        Kind kind = kind(path);
        if (kind.inPlace()) {
            try (OutputStream out = Files.newOutputStream(path, StandardOpenOption.WRITE)) {
                content.writeTo(out);
            }
            return;
        }
        if (kind != Kind.REGULAR && kind != Kind.MISSING) {
            String why = unusable(path);
            throw new FileSystemException(path.toString(), null, why == null ? "cannot be written" : why);
        }
        replace(kind == Kind.REGULAR ? path.toRealPath() : path.toAbsolutePath(), content);
    }

    /**
     * The {@code .partial} {@link #write} uses for {@code path} in this process: beside the file a
     * link leads to, its name, this process's id and {@link #PARTIAL} ({@code out.json.4242.partial}),
     * so that runs writing one file at once never share one (each renames its own whole file over it).
     */
    public static Path partialOf(Path path) {
        Path absolute = path.toAbsolutePath();
        if (kind(path) == Kind.REGULAR) {
            try {
                absolute = path.toRealPath();
            } catch (IOException e) {
                // gone meanwhile: beside the path as given
            }
        }
        return absolute.resolveSibling(absolute.getFileName() + "." + ProcessHandle.current().pid() + PARTIAL);
    }

    /**
     * Why writing {@code path} by the rule would fail at its last steps, found now, before the
     * run's work: an empty {@code .partial} is made beside the file (the directory writable, the
     * name not too long), given the file's owner, group and mode as the real one would be, and
     * removed. {@code null} when nothing stands in the way (or the file is written in place, or
     * refused by {@link #unusable}).
     */
    public static String trial(Path path) {
        Kind kind = kind(path);
        if (kind != Kind.REGULAR && kind != Kind.MISSING) {
            return null;
        }
        Path target;
        try {
            target = kind == Kind.REGULAR ? path.toRealPath() : path.toAbsolutePath();
        } catch (IOException e) {
            return IoReason.of(e);
        }
        Path partial = partialOf(target);
        boolean created = false;
        try {
            PartialFiles.create(partial).close();
            created = true;
            // A file of another user (in a sticky /tmp too) cannot be given back to them: refused here.
            keepOwnership(target, partial);
            return null;
        } catch (IOException e) {
            return IoReason.of(e);
        } finally {
            if (created) {
                deleteQuietly(partial);
            }
            PartialFiles.end(partial);
        }
    }

    private static void replace(Path target, Content content) throws IOException {
        Path partial = partialOf(target);
        PartialFiles.removeStale(target);
        boolean done = false;
        OutputStream created = PartialFiles.create(partial);
        try {
            try (OutputStream out = created) {
                content.writeTo(out);
            }
            keepOwnership(target, partial);
            PartialFiles.unmark(partial);
            try {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            if (!done) {
                deleteQuietly(partial);
            }
            PartialFiles.end(partial);
        }
    }

    /**
     * The new file gets the old one's owner, group and mode (set-group-id and sticky bits included),
     * or the write fails: rewriting a user's file as root must not hand it to root, nor may a
     * user's rewrite take another user's file over. A new file keeps the usual ones, and so does a
     * file system without owners.
     *
     * @throws IOException naming what could not be kept
     */
    private static void keepOwnership(Path target, Path partial) throws IOException {
        Map<String, Object> old;
        try {
            old = Files.readAttributes(target, "unix:uid,gid,mode");
        } catch (NoSuchFileException e) {
            return;
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            keepPermissionsOnly(target, partial);
            return;
        }
        Map<String, Object> now = Files.readAttributes(partial, "unix:uid,gid,mode", LinkOption.NOFOLLOW_LINKS);
        try {
            if (!old.get("uid").equals(now.get("uid")) || !old.get("gid").equals(now.get("gid"))) {
                // A user may give a file only a group of theirs, never another owner; chown clears the
                // set-id bits, so the mode is read again and set after it.
                Files.setAttribute(partial, "unix:uid", old.get("uid"), LinkOption.NOFOLLOW_LINKS);
                Files.setAttribute(partial, "unix:gid", old.get("gid"), LinkOption.NOFOLLOW_LINKS);
            }
        } catch (IOException e) {
            throw new FileSystemException(target.toString(), null, "cannot keep its owner and group (user "
                    + old.get("uid") + ", group " + old.get("gid") + "): permission denied; a copy would be yours");
        }
        int mode = (Integer) old.get("mode") & 07777;
        if (((Integer) Files.getAttribute(partial, "unix:mode", LinkOption.NOFOLLOW_LINKS) & 07777) != mode) {
            Files.setAttribute(partial, "unix:mode", mode, LinkOption.NOFOLLOW_LINKS);
        }
    }

    /** Where no owners are kept: the old file's permissions, best effort. */
    private static void keepPermissionsOnly(Path target, Path partial) {
        try {
            Files.setPosixFilePermissions(partial, Files.getPosixFilePermissions(target));
        } catch (IOException | UnsupportedOperationException e) {
            // not POSIX: the usual permissions
        }
    }

    static void deleteQuietly(Path partial) {
        try {
            Files.deleteIfExists(partial);
        } catch (IOException e) {
            // Nothing more can be done; the failure that brought us here is the one reported.
        }
    }
}
