package dev.robots.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The tokens {@code --charges} takes and refuses (the refusal's one line: {@code SharedOptionsTest}). */
class ChargesOptionTest {
    @ParameterizedTest
    @CsvSource({"0, 0", "3, 3", "007, 7", "2147483647, 2147483647", "unlimited, -1", "UNLIMITED, -1",
        "Unlimited, -1"})
    void takesACountOrUnlimited(String token, int charges) {
        assertEquals(charges, ChargesOption.parse(token), token);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "-0", "+3", "", " 3", "3 ", "2147483648", "99999999999", "3.0", "1e3", "none",
        "unlimit", "∞"})
    void refusesEverythingElse(String token) {
        assertTrue(ChargesOption.parse(token) < ChargesOption.NO_LIMIT, "'" + token + "'");
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "3, 3", "-1, unlimited"})
    void formatsAsTheOptionTakesIt(int charges, String text) {
        assertEquals(text, ChargesOption.format(charges));
        assertEquals(charges, ChargesOption.parse(text));
    }
}
