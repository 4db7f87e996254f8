package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordReader;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Keys;

/**
 * Records made by the CLI ({@link RecordRun}: protocol mode with {@code --record}, two games, the
 * second cut short) played back in headless Chromium: opened as {@code #record=} or through the
 * file input, stepped with the keys of {@code robots replay}, {@code field-text} at every turn of
 * both games equal to what the CLI printed for that turn (end line included); seeds above 2^53 and
 * negative ones among them. A malformed record gives the CLI reader's one line.
 */
@ExtendWith(BrowserExtension.class)
class ReplayInBrowserTest {
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;
    @TempDir
    static Path directory;

    static String fragment(String record) {
        return "record=" + URLEncoder.encode(record, StandardCharsets.UTF_8).replace("+", "%20");
    }

    @Test
    void everyTurnOfEveryGameEqualsWhatTheCliPrinted() throws IOException {
        for (long seed : new long[] {7, (1L << 53) + 1, Long.MIN_VALUE, -355, 123_456_789_012_345_678L}) {
            RecordRun run = RecordRun.of(seed, directory);
            assertEquals(2, run.games().size(), "two games for seed " + seed);
            browser.load(fragment(run.text()));
            browser.keys(Keys.HOME); // as robots replay, the record starts playing: a step pauses it
            for (int g = 0; g < 2; g++) {
                List<String> fields = run.games().get(g);
                String where = "seed " + seed + ", game " + (g + 1);
                assertEquals(fields.get(0), browser.text("field-text"), where + ", turn 0");
                for (int t = 1; t < fields.size(); t++) {
                    browser.keys(Keys.ARROW_RIGHT);
                    assertEquals(fields.get(t), browser.text("field-text"), where + ", turn " + t);
                }
                browser.keys(Keys.ARROW_RIGHT); // past the last recorded turn: stays, and says why
                assertEquals(fields.get(fields.size() - 1), browser.text("field-text"), where + ": the last turn");
                assertTrue(browser.text("status").contains(" turn " + (fields.size() - 1) + " of "
                        + (fields.size() - 1)), browser.text("status"));
                for (int t = fields.size() - 2; t >= 0; t--) {
                    browser.keys(Keys.ARROW_LEFT);
                    assertEquals(fields.get(t), browser.text("field-text"), where + ", back to turn " + t);
                }
                browser.keys(Keys.END);
                assertEquals(fields.get(fields.size() - 1), browser.text("field-text"), where + ": End");
                browser.keys(Keys.HOME);
                assertEquals(fields.get(0), browser.text("field-text"), where + ": Home");
                browser.keys("n");
            }
            List<String> first = run.games().get(0);
            String end = first.get(first.size() - 1);
            assertTrue(end.startsWith("WIN") || end.startsWith("LOST BY "), "game 1 ends: " + end);
            browser.keys("p", Keys.END);
            assertEquals(end, browser.text("field-text"), "seed " + seed + ": p, End");
            assertEquals(end.strip(), browser.text("outcome"), "seed " + seed + ": the end line in #outcome");
            assertTrue(browser.text("status").contains("seed " + seed + " "), browser.text("status"));
        }
    }

    @Test
    void spacePlaysAndPausesAndPlusMinusSetTheSpeed() throws IOException {
        RecordRun run = RecordRun.of(42, directory);
        browser.load(fragment(run.text()));
        browser.keys(Keys.HOME, "n");
        assertTrue(browser.text("status").contains(" 4 turns/s"), browser.text("status"));
        browser.keys("+", "+", "+", "+", "+", "+", "+", "+");
        assertTrue(browser.text("status").contains(" 1000 turns/s"), "at most 1000: " + browser.text("status"));
        browser.keys("-");
        assertTrue(browser.text("status").contains(" 500 turns/s"), browser.text("status"));
        browser.keys(" ");
        List<String> second = run.games().get(1);
        browser.waitFor("the second game played to its last turn",
                () -> browser.text("status").contains(" turn " + (second.size() - 1) + " of "));
        browser.keys(" ");
        assertTrue(browser.text("status").endsWith("paused"), browser.text("status"));
        assertEquals(second.get(second.size() - 1), browser.text("field-text"));
        browser.keys("q");
        assertTrue(browser.text("status").startsWith("level 1 of 14 \u00b7 turn 0 "),
                "q leaves the replay for a new game, the campaign's first level: " + browser.text("status"));
    }

    @Test
    void aRecordChosenWithTheFileInputPlaysBack() throws IOException {
        RecordRun run = RecordRun.of(-1, directory);
        Path file = directory.resolve("chosen.txt");
        Files.writeString(file, run.text());
        browser.load("seed=3");
        browser.element("record-file").sendKeys(file.toString());
        browser.waitFor("the replay open", () -> browser.text("status").startsWith("replay "));
        browser.keys(Keys.END);
        List<String> first = run.games().get(0);
        assertEquals(first.get(first.size() - 1), browser.text("field-text"));
    }

    @Test
    void aDroppedRecordPlaysBackAndATooLargeFileIsRefusedUnread() throws IOException {
        RecordRun run = RecordRun.of(Long.MAX_VALUE, directory);
        browser.load("seed=3");
        String drop = "const t = new DataTransfer(); t.items.add(new File([arguments[0]], 'r.txt'));"
                + " document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: t, bubbles: true}));";
        browser.script(drop, run.text());
        browser.waitFor("the replay open", () -> browser.text("status").startsWith("replay "));
        browser.keys(Keys.HOME, "n", Keys.ARROW_RIGHT);
        assertEquals(run.games().get(1).get(1), browser.text("field-text"));
        browser.keys("q");
        browser.script("const t = new DataTransfer(); t.items.add(new File([new Uint8Array((16 << 20) + 1)], 'big'));"
                + " document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: t, bubbles: true}));");
        assertEquals("record: a file of 16777217 bytes (expected: at most 16777216)", browser.text("message"));
    }

    @Test
    void aMalformedRecordGetsTheReadersOneLine() {
        for (String bad : List.of("session format=3 seed=x charges=3 max-cells=9 field=random\n",
                "session format=3 seed=1 charges=3 max-cells=400 field=random\ngame 1 seed=1 w=10 h=5 r=3 p=6"
                        + " start=0000000000000000\nturn 1 W board=zz\n", "hello\n")) {
            RecordFormatException e = assertThrows(RecordFormatException.class, () -> RecordReader.parse(bad));
            browser.load(fragment(bad));
            assertEquals("record: " + e.getMessage(), browser.text("message"), bad);
            assertTrue(browser.text("status").contains("turn 0 "), "a new game is open: " + browser.text("status"));
        }
        browser.load(fragment("session format=3 seed=1 charges=3 max-cells=400 field=random\n"
                + "game 1 seed=2 w=10 h=5 r=3 p=6 start=0000000000000000\n"));
        assertEquals("record: line 2 (session 1, game 1): seed=2 (expected: 1, the session seed)",
                browser.text("message"));
    }
}
