package dev.robots.cli.invocation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The words of a command line as {@link Invocation#shellLine} writes it, read back as a POSIX shell
 * reads them: split at spaces outside single quotes, the quotes removed, {@code '\''} an apostrophe,
 * {@code $'...'} with its {@code \xHH} bytes decoded as UTF-8.
 * Tests run a printed command this way, so a path with a space stays one word.
 */
public final class ShellWords {
    private ShellWords() {
    }

    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '$' && i + 1 < line.length() && line.charAt(i + 1) == '\'') {
                i = dollarQuoted(line, i + 2, word);
                inWord = true;
            } else if (c == '\'') {
                int end = line.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unbalanced quote in: " + line);
                }
                word.append(line, i + 1, end);
                i = end;
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                word.append(line.charAt(++i));
                inWord = true;
            } else if (c == ' ') {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /**
     * Reads a {@code $'...'} word from {@code start} (after its opening quote) into {@code word}:
     * {@code \\}, {@code \'} and {@code \xHH} (bytes of UTF-8); returns the index of its closing quote.
     */
    private static int dollarQuoted(String line, int start, StringBuilder word) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int i = start;
        for (; i < line.length() && line.charAt(i) != '\''; i++) {
            char c = line.charAt(i);
            if (c == '\\' && line.charAt(i + 1) == 'x') {
                bytes.write(Integer.parseInt(line.substring(i + 2, i + 4), 16));
                i += 3;
            } else if (c == '\\') {
                bytes.write(line.charAt(++i));
            } else {
                bytes.write(c);
            }
        }
        if (i == line.length()) {
            throw new IllegalArgumentException("unbalanced quote in: " + line);
        }
        word.append(bytes.toString(StandardCharsets.UTF_8));
        return i;
    }
}
