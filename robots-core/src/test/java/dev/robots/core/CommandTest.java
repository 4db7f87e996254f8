package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Command text per docs/rules.md, "Commands": every accepted form and every refusal with its reason. */
class CommandTest {

    @ParameterizedTest(name = "\"{0}\" -> dx={1} dy={2} K={3}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "U | 0 | -1 | false", "D | 0 | 1 | false", "L | -1 | 0 | false", "R | 1 | 0 | false",
        "UL | -1 | -1 | false", "LU | -1 | -1 | false", "UR | 1 | -1 | false", "RU | 1 | -1 | false",
        "DL | -1 | 1 | false", "LD | -1 | 1 | false", "DR | 1 | 1 | false", "RD | 1 | 1 | false",
        "W | 0 | 0 | false", "w | 0 | 0 | false",
        "K | 0 | 0 | true", "k | 0 | 0 | true", "KW | 0 | 0 | true", "WK | 0 | 0 | true", "wk | 0 | 0 | true",
        "ULK | -1 | -1 | true", "KUL | -1 | -1 | true", "LKU | -1 | -1 | true", "uLk | -1 | -1 | true",
        "ul | -1 | -1 | false", "Dr | 1 | 1 | false", "rD | 1 | 1 | false",
        "\"U L\" | -1 | -1 | false", "\" \tU\t L \" | -1 | -1 | false", "\"d   r  k\" | 1 | 1 | true",
        "\"\tK\t\" | 0 | 0 | true", "\"  w  \" | 0 | 0 | false",
    })
    void acceptedForms(String text, int dx, int dy, boolean charge) throws InvalidInputException {
        Command expected = new Command(dx, dy, charge);
        assertEquals(expected, Command.parse(text));
        assertEquals(expected, Command.parse(text + "\r"), "a trailing CR is ignored");
        assertEquals(expected, Command.parse(new StringBuilder(text)), "any CharSequence");
    }

    /** Every letter order of every command's letters, in every case, parses to that command. */
    @Test
    void everyOrderAndCaseOfEveryCommand() throws InvalidInputException {
        for (Command c : Command.all()) {
            List<String> forms = new ArrayList<>();
            String letters = c.text();
            forms.add(letters);
            if (c.stays()) {
                forms.add(c.charge() ? "KW" : "W");
            }
            for (String form : forms) {
                for (String order : permutations(form)) {
                    for (int caseMask = 0; caseMask < (1 << order.length()); caseMask++) {
                        StringBuilder sb = new StringBuilder();
                        for (int i = 0; i < order.length(); i++) {
                            char ch = order.charAt(i);
                            sb.append((caseMask >> i & 1) == 1 ? Character.toLowerCase(ch) : ch);
                        }
                        assertEquals(c, Command.parse(sb), "\"" + sb + "\"");
                    }
                }
            }
        }
    }

    @Test
    void allHasTheEighteenDistinctCommandsAndTheirTextRoundTrips() throws InvalidInputException {
        List<Command> all = Command.all();
        assertEquals(18, all.size());
        assertEquals(18, new HashSet<>(all).size());
        Set<String> texts = new HashSet<>();
        for (Command c : all) {
            assertEquals(c, Command.parse(c.text()));
            assertEquals(c.text(), c.toString());
            assertTrue(texts.add(c.text()), c.text());
            assertEquals(c.dx() == 0 && c.dy() == 0, c.stays());
        }
        assertEquals(Set.of("U", "D", "L", "R", "UL", "UR", "DL", "DR", "W",
                "UK", "DK", "LK", "RK", "ULK", "URK", "DLK", "DRK", "K"), texts);
        assertEquals(Command.WAIT, Command.parse("W"));
        assertThrows(UnsupportedOperationException.class, () -> all.add(Command.WAIT));
    }

    @ParameterizedTest(name = "\"{0}\": {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "\"\" | empty command (expected: letters U D L R K W)",
        "\"  \t \" | empty command (expected: letters U D L R K W)",
        "\"\r\" | empty command (expected: letters U D L R K W)",
        "UD | U and D together: one vertical direction at most",
        "DU | D and U together: one vertical direction at most",
        "uKd | U and D together: one vertical direction at most",
        "UU | U twice: one vertical direction at most",
        "dd | D twice: one vertical direction at most",
        "LR | L and R together: one horizontal direction at most",
        "RL | R and L together: one horizontal direction at most",
        "LL | L twice: one horizontal direction at most",
        "KK | K twice: one charge per turn at most",
        "UKLk | K twice: one charge per turn at most",
        "WW | W twice: W at most once",
        "WL | W with a direction (L): W means stay in place (expected: W or KW)",
        "UW | W with a direction (U): W means stay in place (expected: W or KW)",
        "KWD | W with a direction (D): W means stay in place (expected: W or KW)",
        "rwu | W with a direction (UR): W means stay in place (expected: W or KW)",
        "X | unknown letter 'X' at position 1 (expected: U D L R K W)",
        "\"U x\" | unknown letter 'x' at position 3 (expected: U D L R K W)",
        "UL1 | unknown letter '1' at position 3 (expected: U D L R K W)",
        "MOVE | unknown letter 'M' at position 1 (expected: U D L R K W)",
        "\"U\r\r\" | unknown letter U+000D at position 2 (expected: U D L R K W)",
        "\"\rU\" | unknown letter U+000D at position 1 (expected: U D L R K W)",
        "\"U\n\" | unknown letter U+000A at position 2 (expected: U D L R K W)",
        "\"U,L\" | unknown letter ',' at position 2 (expected: U D L R K W)",
        "\u00e9 | unknown letter U+00E9 at position 1 (expected: U D L R K W)",
        "\u00a0U | unknown letter U+00A0 at position 1 (expected: U D L R K W)",
        "\uff35 | unknown letter U+FF35 at position 1 (expected: U D L R K W)",
    })
    void refusalsNameTheBadToken(String text, String reason) {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Command.parse(text));
        assertEquals(reason, e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line");
        assertEquals(0, e.getStackTrace().length, "no stack trace is recorded for bad input");
    }

    @Test
    void controlCharactersAreShownAsCodePoints() {
        InvalidInputException nul = assertThrows(InvalidInputException.class, () -> Command.parse("\u0000"));
        assertEquals("unknown letter U+0000 at position 1 (expected: U D L R K W)", nul.getMessage());
        InvalidInputException del = assertThrows(InvalidInputException.class, () -> Command.parse("UL\u007f"));
        assertEquals("unknown letter U+007F at position 3 (expected: U D L R K W)", del.getMessage());
        InvalidInputException esc = assertThrows(InvalidInputException.class, () -> Command.parse("\u001b[A"));
        assertEquals("unknown letter U+001B at position 1 (expected: U D L R K W)", esc.getMessage());
    }

    @Test
    void aSurrogatePairIsRefusedByItsFirstHalf() {
        InvalidInputException e = assertThrows(InvalidInputException.class, () -> Command.parse("U\uD83E\uDD16"));
        assertEquals("unknown letter U+D83E at position 2 (expected: U D L R K W)", e.getMessage());
    }

    @Test
    void constructorChecksItsArguments() {
        IllegalArgumentException dx = assertThrows(IllegalArgumentException.class, () -> new Command(2, 0, false));
        assertEquals("dx: 2 (expected: -1, 0 or 1)", dx.getMessage());
        IllegalArgumentException dy = assertThrows(IllegalArgumentException.class, () -> new Command(0, -2, true));
        assertEquals("dy: -2 (expected: -1, 0 or 1)", dy.getMessage());
    }

    private static List<String> permutations(String s) {
        List<String> out = new ArrayList<>();
        if (s.length() <= 1) {
            out.add(s);
            return out;
        }
        for (int i = 0; i < s.length(); i++) {
            for (String rest : permutations(s.substring(0, i) + s.substring(i + 1))) {
                out.add(s.charAt(i) + rest);
            }
        }
        return out;
    }
}
