package dev.robots.cli.io;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * Standard input that was closed when the program started ({@code robots <&-}). The JVM does not
 * see that: the first file it opens for itself takes the free descriptor 0 (on OpenJDK 17 its
 * {@code lib/modules} image), and {@code System.in} reads that file. {@link #detect} tells the two
 * apart; a command that reads standard input refuses to start when it is {@link #INSTANCE}, and
 * reading it fails with "standard input is closed" rather than reading a JDK file.
 *
 * <p>How it is detected, in order (see {@code docs/cli.md}, "Standard input closed"):
 * <ol>
 *   <li>the launcher {@code ./robots} tests descriptor 0 itself (exact) and passes
 *       {@code -Drobots.stdin=closed}, with {@code /dev/null} in its place;</li>
 *   <li>otherwise, where {@code /dev/fd/0} exists (Linux, macOS, the BSDs): descriptor 0 is a
 *       regular file that is the same file (device and inode) as one the JVM opens for itself:
 *       an entry of the class path (the jar) or a file in {@code java.home}'s {@code lib} or
 *       {@code lib/server}. A person who redirects a JDK file into {@code robots} is refused too.</li>
 * </ol>
 * Without {@code /dev/fd} (Windows) nothing is detected and the input is read as given.
 */
public final class ClosedInput extends InputStream {
    /** The system property the launcher sets when descriptor 0 was closed. */
    public static final String PROPERTY = "robots.stdin";
    /** The one standard input that was closed at start. */
    public static final ClosedInput INSTANCE = new ClosedInput();
    /** The message for a person, without the command's name. */
    public static final String MESSAGE = "standard input is closed";

    private ClosedInput() {
    }

    @Override
    public int read() throws IOException {
        throw new IOException(MESSAGE);
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        throw new IOException(MESSAGE);
    }

    /** {@code stdin}, or {@link #INSTANCE} when it was closed at start (see the class description). */
    public static InputStream detect(InputStream stdin) {
        if ("closed".equals(System.getProperty(PROPERTY))) {
            return INSTANCE;
        }
        return isJvmOwnFile(Path.of("/dev/fd/0")) ? INSTANCE : stdin;
    }

    /**
     * Whether {@code descriptor} (followed to its file) is a regular file that is one of the JVM's
     * own ({@link #jvmFiles}, listed only then: a terminal, pipe or {@code /dev/null} costs one look-up).
     */
    static boolean isJvmOwnFile(Path descriptor) {
        return isRegularFile(descriptor) && isJvmOwnFile(descriptor, jvmFiles());
    }

    private static boolean isRegularFile(Path descriptor) {
        try {
            return Files.isRegularFile(descriptor);
        } catch (SecurityException e) {
            return false;
        }
    }

    /**
     * Whether {@code descriptor} (followed to its file) is a regular file that is one of
     * {@code candidates}. {@code false} when it cannot be examined (no such path: no /dev/fd).
     */
    static boolean isJvmOwnFile(Path descriptor, List<Path> candidates) {
        Object key;
        try {
            BasicFileAttributes attributes = Files.readAttributes(descriptor, BasicFileAttributes.class);
            if (!attributes.isRegularFile() || attributes.fileKey() == null) {
                return false;
            }
            key = attributes.fileKey();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
        for (Path candidate : candidates) {
            try {
                if (key.equals(Files.readAttributes(candidate, BasicFileAttributes.class).fileKey())) {
                    return true;
                }
            } catch (IOException | SecurityException e) {
                // not there or not readable: not the file on descriptor 0
            }
        }
        return false;
    }

    /** The files the JVM may hold open for itself: the class path, and {@code java.home}'s libraries. */
    static List<Path> jvmFiles() {
        List<Path> files = new ArrayList<>();
        try {
            for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
                if (!entry.isEmpty()) {
                    files.add(Path.of(entry));
                }
            }
            String home = System.getProperty("java.home");
            if (home != null) {
                for (Path dir : List.of(Path.of(home, "lib"), Path.of(home, "lib", "server"))) {
                    // A plain loop, not a stream: no lambda on the way to the first prompt (start-up).
                    try (DirectoryStream<Path> listing = Files.newDirectoryStream(dir)) {
                        for (Path file : listing) {
                            if (Files.isRegularFile(file)) {
                                files.add(file);
                            }
                        }
                    } catch (IOException | SecurityException e) {
                        // a JDK laid out otherwise: fewer candidates
                    }
                }
            }
        } catch (InvalidPathException e) {
            // a class path entry that is no path: leave the rest
        }
        return files;
    }
}
