package dev.robots.cli.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BoundedLineReaderTest {

    private static List<InputLine> readAll(BoundedLineReader reader) throws IOException {
        List<InputLine> lines = new ArrayList<>();
        InputLine line;
        do {
            line = reader.read();
            lines.add(line);
        } while (!(line instanceof InputLine.End));
        return lines;
    }

    private static InputLine text(String s) {
        return new InputLine.Text(s);
    }

    private static final InputLine END = new InputLine.End();

    @Test
    void splitsOnNewlineAndDropsOneCarriageReturn() throws IOException {
        BoundedLineReader r = new BoundedLineReader(new StringReader("a\nb\r\n\r\n\n c\r\r\nlast"), 10);
        assertEquals(List.of(text("a"), text("b"), text(""), text(""), text(" c\r"), text("last"), END), readAll(r));
        assertEquals(END, r.read(), "End again after the end");
    }

    @Test
    void emptyInputIsJustTheEnd() throws IOException {
        assertEquals(List.of(END), readAll(new BoundedLineReader(new StringReader(""), 1)));
        assertEquals(List.of(text(""), END), readAll(new BoundedLineReader(new StringReader("\n"), 1)));
    }

    @Test
    void theBoundIsExactAndExcludesTheLineEnd() throws IOException {
        BoundedLineReader r = new BoundedLineReader(new StringReader("abcd\nabcd\r\nabcde\nabcde\r\nabcd\r\r\n"), 4);
        assertEquals(List.of(text("abcd"), text("abcd"), new InputLine.TooLong(5, 4), new InputLine.TooLong(5, 4),
                new InputLine.TooLong(5, 4), END), readAll(r));
    }

    @Test
    void aTooLongLineIsCountedAndSkippedWithoutBeingHeld() throws IOException {
        // 200 million characters of one line, generated on the fly: holding them would take 400 MB.
        long length = 200_000_000L;
        InputStream huge = new InputStream() {
            long sent;

            @Override
            public int read() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (sent > length) {
                    return -1;
                }
                int n = (int) Math.min(len, length + 1 - sent);
                for (int i = 0; i < n; i++) {
                    b[off + i] = sent + i == length ? (byte) '\n' : (byte) 'U';
                }
                sent += n;
                return n;
            }
        };
        BoundedLineReader r = BoundedLineReader.utf8(new java.io.SequenceInputStream(huge,
                new ByteArrayInputStream("next\n".getBytes(StandardCharsets.UTF_8))), 4096);
        long before = usedHeap();
        assertEquals(new InputLine.TooLong(length, 4096), r.read());
        assertEquals(text("next"), r.read());
        assertEquals(END, r.read());
        assertTrue(r.capacity() <= 4097 + 8192, "capacity " + r.capacity());
        // Loose, but fails if the line were kept: 200 M chars are 400 MB.
        assertTrue(usedHeap() - before < 100_000_000L, "heap grew by " + (usedHeap() - before));
    }

    private static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }

    @Test
    void invalidUtf8BecomesReplacementCharacters() throws IOException {
        byte[] bytes = {'U', (byte) 0xff, 0, (byte) 0xc3, (byte) 0xa9, (byte) 0xe2, '\n'};
        BoundedLineReader r = BoundedLineReader.utf8(new ByteArrayInputStream(bytes), 100);
        assertEquals(List.of(text("U\uFFFD\u0000\u00e9\uFFFD"), END), readAll(r));
    }

    /** Property: for random texts and chunkings, lines come out as a plain split says. */
    @Test
    void agreesWithAPlainSplitForRandomInputsAndChunks() throws IOException {
        for (long seed = 0; seed < 500; seed++) {
            Random random = new Random(seed);
            StringBuilder sb = new StringBuilder();
            int n = random.nextInt(200);
            String alphabet = "ab\r\n\n \u0000";
            for (int i = 0; i < n; i++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String input = sb.toString();
            int max = 1 + random.nextInt(12);
            List<InputLine> expected = new ArrayList<>();
            String[] parts = input.split("\n", -1);
            for (int i = 0; i < parts.length; i++) {
                String p = parts[i];
                if (i == parts.length - 1 && p.isEmpty()) {
                    break;
                }
                if (p.endsWith("\r")) {
                    p = p.substring(0, p.length() - 1);
                }
                expected.add(p.length() > max ? new InputLine.TooLong(p.length(), max) : text(p));
            }
            expected.add(END);
            Reader chunky = new ChunkyReader(input, random);
            assertEquals(expected, readAll(new BoundedLineReader(chunky, max)),
                    "seed " + seed + ", max " + max + ", input " + input.replace("\n", "\\n").replace("\r", "\\r"));
        }
    }

    /** A reader that hands out random small pieces, as a pipe may. */
    private static final class ChunkyReader extends Reader {
        private final String text;
        private final Random random;
        private int pos;

        ChunkyReader(String text, Random random) {
            this.text = text;
            this.random = random;
        }

        @Override
        public int read(char[] buf, int off, int len) {
            if (pos == text.length()) {
                return -1;
            }
            int n = Math.min(Math.min(len, 1 + random.nextInt(5)), text.length() - pos);
            text.getChars(pos, pos + n, buf, off);
            pos += n;
            return n;
        }

        @Override
        public void close() {
        }
    }

    @Test
    void refusesAnUnusableBound() {
        assertThrows(IllegalArgumentException.class, () -> new BoundedLineReader(new StringReader(""), 0));
    }

    @Test
    void tooLongNamesTheLimit() {
        assertEquals("line of 5000 characters refused (expected: at most 4096)",
                new InputLine.TooLong(5000, 4096).reason());
    }
}
