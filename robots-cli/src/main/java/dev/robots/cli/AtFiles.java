package dev.robots.cli;

import dev.robots.cli.text.Texts;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.StreamTokenizer;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code @FILE} arguments, expanded here with bounds instead of by picocli (whose own expansion
 * is switched off): picocli read {@code @/dev/zero} forever, called a directory an internal error
 * and took a minute for 300,000 words. The syntax is picocli's (its default, non-simplified one):
 * words split at blanks and control characters, {@code "..."} and {@code '...'} quote, {@code #}
 * starts a comment, a word {@code @NAME} inside a file is expanded too (each file once), {@code @@x}
 * stands for the literal {@code @x}, and an {@code @NAME} that does not name a readable file stays
 * as it is (picocli then says what it makes of it). Files are read as UTF-8.
 *
 * <p>Bounds: an {@code @file} must be a regular file (not a directory, FIFO or device), and all the
 * files of one command line together hold at most {@link #MAX_BYTES} bytes and {@link #MAX_WORDS}
 * words. A file past a bound is refused before anything is read from it beyond the bound.
 */
final class AtFiles {
    /** The longest file name a refusal shows whole: Linux's PATH_MAX. */
    private static final int SHOWN_NAME = 4096;
    /** Bytes in all the {@code @files} of one command line. */
    static final int MAX_BYTES = 64 * 1024;
    /** Words in all the {@code @files} of one command line. */
    static final int MAX_WORDS = 4096;

    /** A refused {@code @file}: the message is one line naming the file and the bound. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }

    private final Set<String> visited = new HashSet<>();
    private final List<Path> files = new ArrayList<>();
    private int bytes;
    private int words;

    private AtFiles() {
    }

    /**
     * A command line with its {@code @files} expanded.
     *
     * @param args the arguments, every {@code @file} replaced by its words
     * @param files the {@code @files} read, in the order read: inputs of the run (no output may be one)
     */
    record Expanded(String[] args, List<Path> files) {
        /**
         * {@code args} as they are when none starts with {@code @}, else {@code null}
         * ({@link #expandWithFiles} then). Here, not in {@code AtFiles}, so that a command line
         * without {@code @files} never loads the expansion's classes (start-up).
         */
        static Expanded ifNoAtFile(String[] args) {
            for (String arg : args) {
                if (arg.startsWith("@")) {
                    return null;
                }
            }
            return new Expanded(args, List.of());
        }
    }

    /** The arguments with every {@code @file} expanded; {@code args} itself when none starts with {@code @}. */
    static String[] expand(String[] args) throws Refused {
        return expandWithFiles(args).args();
    }

    /** The arguments with every {@code @file} expanded, and the files read. */
    static Expanded expandWithFiles(String[] args) throws Refused {
        Expanded asGiven = Expanded.ifNoAtFile(args);
        if (asGiven != null) {
            return asGiven;
        }
        AtFiles expansion = new AtFiles();
        List<String> out = new ArrayList<>(args.length);
        for (String arg : args) {
            expansion.addOrExpand(arg, out);
        }
        return new Expanded(out.toArray(new String[0]), List.copyOf(expansion.files));
    }

    private void addOrExpand(String arg, List<String> out) throws Refused {
        if (arg.equals("@") || !arg.startsWith("@")) {
            out.add(arg);
        } else if (arg.startsWith("@@")) {
            out.add(arg.substring(1));
        } else {
            expandFile(arg.substring(1), out);
        }
    }

    private void expandFile(String name, List<String> out) throws Refused {
        File file = new File(name);
        if (!file.canRead()) {
            out.add("@" + name); // picocli's rule: not a file to read, so a literal argument
            return;
        }
        if (!visited.add(file.getAbsolutePath())) {
            return;
        }
        Path path = file.toPath();
        files.add(path);
        // Checked before opening: opening a FIFO would wait for a writer.
        if (!Files.isRegularFile(path)) {
            throw refused(name, "not a regular file (" + kind(path) + ")");
        }
        byte[] content;
        try (InputStream in = Files.newInputStream(path)) {
            content = in.readNBytes(MAX_BYTES - bytes + 1);
        } catch (IOException e) {
            throw refused(name, "cannot be read (" + Texts.oneLine(String.valueOf(e.getMessage())) + ")");
        }
        bytes += content.length;
        if (bytes > MAX_BYTES) {
            throw refused(name, "too large: the @files of a command line hold at most " + MAX_BYTES + " bytes");
        }
        for (String word : words(new String(content, StandardCharsets.UTF_8))) {
            if (++words > MAX_WORDS) {
                throw refused(name, "too many words: the @files of a command line hold at most " + MAX_WORDS
                        + " words");
            }
            addOrExpand(word, out);
        }
    }

    /** The words of an {@code @file}, split as picocli splits them. */
    private static List<String> words(String text) {
        StreamTokenizer tokens = new StreamTokenizer(new StringReader(text));
        tokens.resetSyntax();
        tokens.wordChars(' ', 255);
        tokens.whitespaceChars(0, ' ');
        tokens.quoteChar('"');
        tokens.quoteChar('\'');
        tokens.commentChar('#');
        List<String> words = new ArrayList<>();
        try {
            while (tokens.nextToken() != StreamTokenizer.TT_EOF) {
                words.add(tokens.sval);
            }
        } catch (IOException e) {
            throw new IllegalStateException("a string reader failed", e);
        }
        return words;
    }

    private static String kind(Path path) {
        return Files.isDirectory(path) ? "a directory" : "a device, FIFO or socket";
    }

    private static Refused refused(String name, String problem) {
        // Whole up to PATH_MAX: a name cut at 80 characters hid which file was meant (and made the
        // message depend on the length of the directory the user works in).
        return new Refused(Texts.quote("@" + name, SHOWN_NAME) + ": " + problem);
    }
}
