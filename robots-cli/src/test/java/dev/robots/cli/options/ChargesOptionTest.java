package dev.robots.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The tokens {@code --charges} takes and refuses (the refusal's one line: {@code SharedOptionsTest}). */
class ChargesOptionTest {
    @ParameterizedTest
    @CsvSource({"0, 0", "3, 3", "007, 7", "2147483647, 2147483647", "unlimited,", "UNLIMITED,", "Unlimited,"})
    void takesACountOrUnlimited(String token, Integer charges) {
        assertTrue(ChargesOption.takes(token), token);
        OptionalInt expected = charges == null ? OptionalInt.empty() : OptionalInt.of(charges);
        assertEquals(expected, ChargesOption.parse(token), token);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "-0", "+3", "", " 3", "3 ", "2147483648", "99999999999", "3.0", "1e3", "none",
        "unlimit", "∞"})
    void refusesEverythingElse(String token) {
        assertFalse(ChargesOption.takes(token), "'" + token + "'");
        assertThrows(IllegalArgumentException.class, () -> ChargesOption.parse(token), "'" + token + "'");
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "3, 3", ", unlimited"})
    void formatsAsTheOptionTakesIt(Integer count, String text) {
        OptionalInt charges = count == null ? OptionalInt.empty() : OptionalInt.of(count);
        assertEquals(text, ChargesOption.format(charges));
        assertEquals(charges, ChargesOption.parse(text));
    }

    @Test
    void reportsAndPanelsSayThemInWords() {
        assertEquals("unlimited charges", ChargesOption.describe(OptionalInt.empty()));
        assertEquals("1 charge", ChargesOption.describe(OptionalInt.of(1)));
        assertEquals("0 charges", ChargesOption.describe(OptionalInt.of(0)));
        assertEquals("unlimited", ChargesOption.formatLeft(OptionalInt.empty()));
        assertEquals("2 left", ChargesOption.formatLeft(OptionalInt.of(2)));
        assertTrue(ChargesOption.noneLeft(OptionalInt.of(0)));
        assertFalse(ChargesOption.noneLeft(OptionalInt.of(1)));
        assertFalse(ChargesOption.noneLeft(OptionalInt.empty()), "no limit never runs out");
    }
}
