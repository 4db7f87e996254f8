package dev.robots.record;

import java.io.IOException;
import java.io.Reader;

/** Lines of at most {@link RecordReader#MAX_LINE} characters, never holding a longer one; a last line without {@code \n} is cut. */
final class RecordLines {
    private final Reader in;
    private final char[] chunk = new char[8192];
    private int pos;
    private int end;
    private final StringBuilder line = new StringBuilder();
    /** Characters read in all (at most one a byte): a device or an endless pipe stops at the bound. */
    private long read;
    /** The length of the line just read when it was over the bound, else 0. */
    long tooLong;
    /** Whether the input ended inside a line (which is then left out). */
    boolean cut;

    RecordLines(Reader in) {
        this.in = in;
    }

    /** The next whole line without its {@code \n} (and a {@code \r} before it), or null at the end. */
    String next() throws IOException {
        line.setLength(0);
        long length = 0;
        char previous = 0;
        tooLong = 0;
        while (true) {
            if (pos == end) {
                end = in.read(chunk);
                pos = 0;
                if (end <= 0) {
                    end = 0;
                    cut = length > 0;
                    return null;
                }
                read += end;
                if (read > RecordReader.MAX_BYTES) {
                    throw new IOException("larger than " + (RecordReader.MAX_BYTES >> 20) + " MiB, more than any record holds");
                }
            }
            char c = chunk[pos++];
            if (c == '\n') {
                if (previous == '\r') {
                    line.setLength(Math.min(line.length(), (int) Math.min(length - 1, Integer.MAX_VALUE)));
                    length--;
                }
                if (length > RecordReader.MAX_LINE) {
                    tooLong = length;
                }
                return line.toString();
            }
            length++;
            previous = c;
            if (line.length() <= RecordReader.MAX_LINE) {
                line.append(c);
            }
        }
    }
}
