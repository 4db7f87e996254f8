package dev.robots.cli.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Issue 15: one quoting convention for every message of the command line. */
class TextsTest {
    private static final long SEED = 15;

    @Test
    void quotesInSingleQuotesWithBackslashEscapes() {
        assertEquals("'MOVE:'", Texts.quote("MOVE:"));
        assertEquals("'U\\tD\\r'", Texts.quote("U\tD\r"));
        assertEquals("'0\\u0000\\u001b[2J\\n'", Texts.quote("0\u0000\u001b[2J\n"));
        assertEquals("'it\\'s a\\\\b'", Texts.quote("it's a\\b"));
        assertEquals("'\\u00e9\\uff11'", Texts.quote("\u00e9\uff11"));
    }

    @Test
    void cutsLongTextAndSaysHowLongItWas() {
        assertEquals("'999999999999999999999999'... (30 characters)", Texts.quote("9".repeat(30)));
        assertEquals("'abc'... (5 characters)", Texts.quote("abcde", 3));
        assertEquals("'abc'", Texts.quote("abc", 3));
        assertEquals("ab... (4 characters)", Texts.shown("abcd", 2));
    }

    @Test
    void namesASingleCharacterQuotedOrByItsCodePoint() {
        assertEquals("'X'", Texts.describe('X'));
        assertEquals("'\\''", Texts.describe('\''));
        assertEquals("U+0020", Texts.describe(' '));
        assertEquals("U+0000", Texts.describe('\u0000'));
        assertEquals("U+00E9", Texts.describe('\u00e9'));
    }

    @Test
    void showsALineWithItsTabsAndWithoutControlCharacters() {
        assertEquals(". X\t\\r \\u001b[31m \\u2028", Texts.shown(". X\t\r \u001b[31m \u2028", 100));
        assertEquals("  | red\\u0000\n  | back\n", Texts.stderrLines("red\u0000\r\nback"));
    }

    /**
     * Issue 29, item 14: U+FFFD and U+202E (right-to-left override) were shown raw, and a program that
     * printed a backslash-u escape itself could not be told from an escaped character.
     */
    @Test
    void aShownLineIsPrintableAsciiAndItsEscapesAreUnambiguous() {
        assertEquals("a\\ufffd b\\u202e c\\u00e9", Texts.shown("a\ufffd b\u202e c\u00e9", 100));
        assertEquals("\\\\u001b is not \\u001b", Texts.shown("\\u001b is not \u001b", 100));
        String any = "\u0000\u007f\u0085\u00a0\ud83d\ude00\u2028\ufeff~";
        assertTrue(Texts.shown(any, 100).chars().allMatch(c -> c >= 0x20 && c < 0x7f), Texts.shown(any, 100));
    }

    @Test
    void putsAMessageOnOneLine() {
        assertEquals("a b c", Texts.oneLine(" a\nb\rc \n"));
        assertEquals("no detail", Texts.oneLine(null));
    }

    /** A quoted text is plain printable ASCII and reads back as the text (as a string literal would). */
    @Test
    void aQuotedTextReadsBackAsTheText() {
        SplittableRandom random = new SplittableRandom(SEED);
        String alphabet = "aZ09 '\\\"\t\r\n\u0000\u001b\u007f\u00e9\u2028\ud83d\ude00\ufffd";
        for (int i = 0; i < 2000; i++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(30);
            for (int k = 0; k < length; k++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String quoted = Texts.quote(text, 100);
            String where = "seed " + SEED + ", text " + i + ": " + quoted;
            assertTrue(quoted.chars().allMatch(c -> c >= 0x20 && c < 0x7F), where);
            assertEquals(text.toString(), unquote(quoted), where);
        }
    }

    /** The reading of a quoted text: JavaScript's (and Python's) for the escapes {@link Texts} writes. */
    private static String unquote(String quoted) {
        assertTrue(quoted.startsWith("'") && quoted.endsWith("'"), quoted);
        StringBuilder text = new StringBuilder();
        for (int i = 1; i < quoted.length() - 1; i++) {
            char c = quoted.charAt(i);
            if (c != '\\') {
                assertTrue(c != '\'', () -> "an unescaped quote inside " + quoted);
                text.append(c);
                continue;
            }
            char escape = quoted.charAt(++i);
            switch (escape) {
                case 't' -> text.append('\t');
                case 'r' -> text.append('\r');
                case 'n' -> text.append('\n');
                case 'u' -> {
                    text.append((char) Integer.parseInt(quoted.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> text.append(escape);
            }
        }
        return text.toString();
    }

    /** A huge line of a program's stderr keeps its start and its last words: the middle is cut, said so. */
    @Test
    void aLongStderrLineLosesItsMiddleNotItsEnd() {
        String line = "lua5.4: solution.lua:1: " + "x".repeat(10_000_000) + " attempt to index a nil value";
        String shown = Texts.stderrLines(line);
        assertTrue(shown.startsWith("  | lua5.4: solution.lua:1: xxx"), shown);
        assertTrue(shown.endsWith("xxx attempt to index a nil value\n"), shown);
        int cut = line.length() - Texts.STDERR_LINE_SHOWN;
        assertTrue(shown.contains(" ... (" + cut + " characters cut) ... "), shown);
        assertTrue(shown.length() < Texts.STDERR_LINE_SHOWN + 60, "" + shown.length());
        assertEquals("  | short\n", Texts.stderrLines("short"));
    }
}
