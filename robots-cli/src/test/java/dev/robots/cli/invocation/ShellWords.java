package dev.robots.cli.invocation;

import java.util.ArrayList;
import java.util.List;

/**
 * The words of a command line as {@link Invocation#shellLine} writes it, read back as a POSIX shell
 * reads them: split at spaces outside single quotes, the quotes removed, {@code '\''} an apostrophe.
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
            if (c == '\'') {
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
}
