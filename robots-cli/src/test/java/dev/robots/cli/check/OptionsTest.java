package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.process.ProgramProcess;
import dev.robots.cli.process.Timeouts;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

/** The option values people type: sizes and durations. */
class OptionsTest {

    private static String sizeProblem(String value) {
        return assertThrows(TypeConversionException.class, () -> new GameSize.Converter().convert(value)).getMessage();
    }

    @Test
    void readsSizes() {
        assertEquals(new GameSize(30, 17, 20, 40), new GameSize.Converter().convert("30,17,20,40"));
        assertEquals("30 17 20 40", new GameSize(30, 17, 20, 40).initLine());
        assertEquals("2,1,0,0", new GameSize(2, 1, 0, 0).option());
    }

    @Test
    void refusesSizesNamingTheLimit() {
        assertTrue(sizeProblem("30,17").contains("expected: W,H,R,P"));
        assertTrue(sizeProblem("1,5,0,0").contains("width: 1 (expected: >= 2)"));
        assertTrue(sizeProblem("3,3,0,6").contains("pits: 6 (expected: <= 3"), sizeProblem("3,3,0,6"));
        assertTrue(sizeProblem("3,3,6,2").contains("robots + pits: 8 (expected: <= 7"));
        assertTrue(sizeProblem("2000,1000,0,0").contains("expected: at most 1000000"));
        assertTrue(sizeProblem("-1,5,0,0").contains("'-1' is not a number"));
        assertTrue(sizeProblem("99999999999,5,0,0").contains("is not a number"));
    }

    /**
     * A row is 2W-1 characters and the checker reads lines of at most {@link ProgramProcess#MAX_LINE}:
     * a wider field could never be read, and a correct program failed with "a line longer than
     * 1048576 characters" (robots check --size 600000,1,0,0 against our own CLI).
     */
    @Test
    void refusesWidthsWhoseRowsTheCheckerCannotRead() {
        int widest = (ProgramProcess.MAX_LINE + 1) / 2;
        assertEquals(new GameSize(widest, 1, 0, 0), new GameSize.Converter().convert(widest + ",1,0,0"));
        assertEquals("'600000,1,0,0': width: 600000 (expected: at most 524288, so that a row of 2W-1 characters"
                + " fits in a line of 1048576)", sizeProblem("600000,1,0,0"));
        assertTrue(sizeProblem((widest + 1) + ",1,0,0").contains("width: " + (widest + 1) + " (expected: at most "
                + widest), sizeProblem((widest + 1) + ",1,0,0"));
    }

    @Test
    void everyDefaultSizeIsValid() {
        for (GameSize s : CheckOptions.DEFAULT_SPREAD) {
            assertNull(GameSize.problem(s.width(), s.height(), s.robots(), s.pits()), s.toString());
        }
        assertTrue(CheckOptions.DEFAULT_SPREAD.contains(GameSize.STATEMENT));
    }

    @Test
    void readsDurations() {
        Timeouts t = new Timeouts();
        assertEquals(Duration.ofSeconds(10), t.convert("10s"));
        assertEquals(Duration.ofSeconds(7), t.convert("7"));
        assertEquals(Duration.ofMillis(500), t.convert("500ms"));
        assertEquals(Duration.ofMinutes(2), t.convert("2m"));
        assertEquals("500ms", Timeouts.format(Duration.ofMillis(500)));
        assertEquals("3s", Timeouts.format(Duration.ofSeconds(3)));
        for (String bad : new String[] {"", "0s", "10h", "2 s", "-1", "61m", "1.5s"}) {
            assertThrows(TypeConversionException.class, () -> t.convert(bad), bad);
        }
    }
}
