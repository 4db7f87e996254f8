package dev.robots.record;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The {@code --record} file: one line per event, appended with one unbuffered write each, so a
 * process killed at any moment leaves every line written so far (the last turn included). The
 * format is documented in {@code docs/replay.md}.
 *
 * <p>A session holds an exclusive lock on the whole file from open to close ({@link FileChannel#lock},
 * a POSIX record lock on Unix, released by the system when the process dies): a second session
 * appending to the same record is refused at start instead of interleaving its lines with the
 * first's. The lock is advisory: it keeps out other {@code robots} sessions, not other programs.
 */
public final class GameRecord implements Closeable {
    /**
     * The version written in each {@code session} line. 2: text from outside (the {@code field=}
     * path) is escaped with {@link #escape}, one session's lines are never interleaved with
     * another's (the lock), and game and turn lines carry a digest of the position (docs/replay.md).
     * 3: the same lines, with the games' seeds from {@code dev.robots.record.GameSeeds} (1 and 2
     * chained them: each next game's the first output of SplitMix64 seeded with the previous one's).
     * 4: the same lines, a game line naming the game variant and level it was started at when it is
     * not the statement's game ({@code variant=campaign level=3}).
     */
    public static final int FORMAT = 4;

    private final FileChannel out;
    private final Path path;
    /** A regular file, whose own last lines can be taken back ({@link #takeBack}); a pipe's or a device's cannot. */
    private final boolean regular;
    /** Whether {@link #append} made the file (it was not there): then it may take it away unused. */
    private final boolean created;
    private long lines;
    /** The file's length after this record's last line or take-back; -1 until the first line. */
    private long end = -1;
    /** Whether another program wrote to the file between two of this record's lines. */
    private boolean foreign;

    /** Another session holds the record file: one line for the person. */
    public static final class InUse extends IOException {
        private static final long serialVersionUID = 1L;

        InUse() {
            super("in use by another robots session (it holds the file's lock until it ends; use another file)");
        }
    }

    private GameRecord(FileChannel out, Path path, boolean regular, boolean created) {
        this.out = out;
        this.path = path;
        this.regular = regular;
        this.created = created;
    }

    /** A record that writes nothing. */
    public static GameRecord none() {
        return new GameRecord(null, null, true, false);
    }

    /**
     * Opens {@code path} for appending, creating it if needed, and locks it for this session (a
     * regular file; a device or a FIFO is written as it is, unlocked).
     *
     * @throws InUse if another session (in this process or another) holds it
     */
    public static GameRecord append(Path path) throws IOException {
        boolean created = Files.notExists(path) && !Files.isSymbolicLink(path);
        FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND);
        if (!Files.isRegularFile(path)) {
            // A device or a FIFO (/dev/null, a pipe to a reader): written in place, nothing to share.
            return new GameRecord(channel, path, false, false);
        }
        try {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                throw new InUse();
            }
        } catch (OverlappingFileLockException e) {
            channel.close();
            throw new InUse();
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        return new GameRecord(channel, path, true, created);
    }

    public boolean enabled() {
        return out != null;
    }

    public Path path() {
        return path;
    }

    /** Appends one line (a {@code \n} is added) in a single write. */
    public void line(String text) throws IOException {
        if (out == null) {
            return;
        }
        ByteBuffer bytes = ByteBuffer.wrap((text + "\n").getBytes(StandardCharsets.UTF_8));
        lines++;
        if (regular && end >= 0 && out.size() != end) {
            foreign = true;
        }
        while (bytes.hasRemaining()) {
            out.write(bytes);
        }
        if (regular) {
            end = out.size();
        }
    }

    /** Whether {@link #takeBack} works: a regular file, or no record; not a pipe or a device. */
    public boolean canTakeBack() {
        return out == null || regular;
    }

    /** Where the next line goes: the file's length (0 for a record that writes nothing). */
    public long length() throws IOException {
        return out == null ? 0 : out.size();
    }

    /**
     * Takes back every line written since the file was {@code length} long ({@link #length()} then),
     * by cutting the file there: {@code robots play} takes an undone turn out of its record. Only
     * lines this session wrote are ever taken back: it holds the file's lock from open to close (which
     * keeps other robots sessions out), and when another program wrote to the file since this
     * record's lines began (the lock is advisory), nothing is cut.
     *
     * @throws IllegalStateException on a pipe or a device, which cannot take a line back
     * @throws IOException when another program wrote to the file: its bytes stay, and so does the line
     */
    public void takeBack(long length) throws IOException {
        if (out == null) {
            return;
        }
        if (!regular) {
            throw new IllegalStateException("a line written to a pipe or a device cannot be taken back: " + path);
        }
        long size = out.size();
        if (foreign || size != end || length > size) {
            throw new IOException("another program wrote to the record since this session's lines began: the"
                    + " taken-back turn's line stays in it, and so does what the other program wrote");
        }
        out.truncate(length);
        end = length;
    }

    /**
     * Takes the file away if this record made it and wrote nothing to it (an empty file is no
     * record: {@code autoplay --record-losses} when every game was won), while it still holds the
     * lock; returns whether it did.
     */
    public boolean removeIfUnused() throws IOException {
        if (out == null || !created || lines > 0 || out.size() > 0) {
            return false;
        }
        return Files.deleteIfExists(path);
    }

    /**
     * Text from outside (a path) as it goes into a record line: {@code \} becomes {@code \\}, line
     * feed {@code \n}, carriage return {@code \r}, tab {@code \t}, any other control character
     * (below U+0020, U+007F to U+009F, U+2028, U+2029) {@code \}{@code uXXXX}. So it never ends or
     * forges a line, and {@link #unescape} gives it back exactly.
     */
    public static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029') {
                        sb.append(String.format(java.util.Locale.ROOT, "\\u%04X", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }

    /**
     * The text {@link #escape} was given.
     *
     * @throws IllegalArgumentException for a backslash not followed by one of the escapes above
     */
    public static String unescape(String escaped) {
        StringBuilder sb = new StringBuilder(escaped.length());
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char next = i + 1 < escaped.length() ? escaped.charAt(i + 1) : ' ';
            switch (next) {
                case '\\' -> sb.append('\\');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (i + 6 > escaped.length()) {
                        throw new IllegalArgumentException("escape at " + i + ": \\u needs 4 hex digits");
                    }
                    try {
                        sb.append((char) Integer.parseInt(escaped.substring(i + 2, i + 6), 16));
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("escape at " + i + ": \\u needs 4 hex digits", e);
                    }
                    i += 4;
                }
                default -> throw new IllegalArgumentException(Expected.of("escape at " + i + ": unknown",
                        "\\\\ \\n \\r \\t" + " or \\uXXXX"));
            }
            i++;
        }
        return sb.toString();
    }

    @Override
    public void close() throws IOException {
        if (out != null) {
            out.close(); // releases the lock
        }
    }
}
