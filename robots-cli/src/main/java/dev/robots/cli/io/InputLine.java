package dev.robots.cli.io;

import dev.robots.cli.text.Expected;

/** One read from a {@link BoundedLineReader}: a line, a line that was too long, or the end of input. */
public sealed interface InputLine {

    /** A line without its terminator ({@code \n}, or {@code \r\n}), at most the reader's bound long. */
    record Text(String text) implements InputLine {
    }

    /**
     * A line longer than the reader's bound. Its characters were read and dropped as they came,
     * never held; {@code length} is how many there were (without the terminator).
     */
    record TooLong(long length, int limit) implements InputLine {
        /** A one-line reason for a person, naming the limit. */
        public String reason() {
            return Expected.of("line of " + length + " characters refused", "at most " + limit);
        }
    }

    /** End of input: nothing more will come. */
    record End() implements InputLine {
    }
}
