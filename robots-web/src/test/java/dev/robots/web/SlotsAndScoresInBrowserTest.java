package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The slot and the scores, in a desktop window and on a phone: nothing on the page moves when a
 * message, a hint, a losing move's confirmation or the end shows (they share one slot of fixed
 * height, and nothing in it is cut off), the scores in the window all along; the end offers New game,
 * Undo and Copy link, each doing what it says; a win after a hint counts apart from a win without one.
 */
@ExtendWith(BrowserExtension.class)
class SlotsAndScoresInBrowserTest {
    private static final List<String> STILL = List.of("#status", "#field", "#slot", "#pad button",
            "#controls > button", "#scores");
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @ParameterizedTest
    @EnumSource(Screen.class)
    void nothingMovesWhenAMessageAConfirmationOrTheEndShows(Screen screen) {
        browser.screen(screen);
        Position at = Position.withALosingMove();
        browser.load("seed=" + at.seed + "&moves=" + at.first.text());
        List<List<List<Number>>> layout = layout(screen, "the first screen");
        browser.keys("a");
        assertEquals(layout, layout(screen, "a hint"), screen + ": a hint");
        browser.play(screen, at.losing);
        assertTrue(browser.element("confirm").isDisplayed(), screen + ": asked");
        assertEquals(layout, layout(screen, "the confirmation"), screen + ": the confirmation");
        if (screen.touch()) {
            browser.tapElement("confirm-yes");
        } else {
            browser.keys(org.openqa.selenium.Keys.ENTER);
        }
        assertTrue(browser.element("end").isDisplayed(), screen + ": the end");
        assertTrue(browser.text("outcome").startsWith("LOST BY"), screen + ": " + browser.text("outcome"));
        assertEquals(layout, layout(screen, "the end"), screen + ": the end");
        browser.keys("z");
        browser.play(screen, at.safe);
        assertEquals(layout, layout(screen, "a move's message"), screen + ": a move's message");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void theEndOffersNewGameUndoAndCopyLink(Screen screen) {
        browser.screen(screen);
        Position at = Position.withALosingMove();
        browser.load("seed=" + at.seed + "&moves=" + at.first.text());
        String before = browser.text("field-text");
        browser.play(screen, at.losing);
        browser.tapElement("confirm-yes");
        for (String id : List.of("end-new", "end-undo", "end-copy")) {
            assertTrue(browser.element(id).isDisplayed(), screen + ": " + id);
        }
        browser.tapElement("end-undo");
        assertEquals("", browser.text("outcome"), screen + ": undone");
        assertFalse(browser.element("end").isDisplayed(), screen + ": the end gone");
        assertEquals(before, browser.text("field-text"), screen + ": back before the losing move");
        browser.play(screen, at.losing);
        browser.tapElement("confirm-yes");
        browser.tapElement("end-copy");
        Session jvm = Session.start(at.seed, Link.STATEMENT);
        jvm.play(at.first);
        jvm.play(at.losing);
        assertEquals("#" + jvm.link(), browser.element("link-box").getAttribute("value"), screen + ": the lost game's");
        browser.tapElement("share-close");
        browser.tapElement("end-new");
        assertTrue(browser.text("status").startsWith("turn 0 "), screen + ": a new game");
        assertFalse(browser.element("end").isDisplayed(), screen.toString());
        assertTrue(String.valueOf(browser.script("return location.hash;")).contains("&size=30,17,20,40"), screen
                + ": of the same size");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void aWinAfterAHintCountsApart(Screen screen) {
        browser.screen(screen);
        browser.load("seed=7");
        browser.script("localStorage.removeItem('robots.scores.3');");
        String size = "Scores, board 30,17,20,40: ";
        for (boolean hinted : new boolean[] {true, false}) {
            browser.load("seed=7");
            Session jvm = Session.start(7, Link.STATEMENT);
            if (hinted) {
                browser.tapElement("hint");
            }
            while (jvm.outcome().isEmpty()) {
                Command move = jvm.hint();
                browser.play(screen, move);
                jvm.play(move);
            }
            assertEquals(jvm.fieldText(), browser.text("field-text"), screen.toString());
            String turns = jvm.game().turn() + " turns";
            assertEquals("in " + turns + (hinted ? ", with help" : ""), browser.text("why"), screen.toString());
            assertEquals(hinted ? size + "1 played, 0 won on your own, 1 won with help"
                    : size + "2 played, 1 won on your own (best " + jvm.points() + " points), 1 won with help",
                    browser.text("scores"), screen + (hinted ? ": a win after a hint" : ": a win on one's own"));
        }
    }

    /** Where the parts of the page are; each inside the window, and the slot's content not cut off. */
    private static List<List<List<Number>>> layout(Screen screen, String when) {
        List<List<List<Number>>> boxes = new ArrayList<>();
        for (String part : STILL) {
            for (List<Number> box : browser.boxes(part)) {
                assertTrue(box.get(1).doubleValue() + box.get(3).doubleValue() <= screen.height(), screen + ", " + when
                        + ": " + part + " " + box + " below the fold");
            }
            boxes.add(browser.boxes(part));
        }
        assertTrue((Boolean) browser.script("const s = document.getElementById('slot');"
                + " return s.scrollHeight <= s.clientHeight;"), screen + ", " + when + ": the slot's content cut off");
        return boxes;
    }

    /** The game of a seed one safe step in, where a move loses and another is safe. */
    private record Position(long seed, Command first, Command losing, Command safe) {
        static Position withALosingMove() {
            for (long seed = 1; ; seed++) {
                Session jvm = Session.start(seed, Link.STATEMENT);
                int first = MoveLetters.of(jvm.game(), false).indexOf(MoveLetters.SAFE);
                if (first < 0) {
                    continue;
                }
                jvm.play(new Command(first % 3 - 1, first / 3 - 1, false));
                String verdicts = MoveLetters.of(jvm.game(), false);
                int losing = verdicts.indexOf(MoveLetters.LOSES);
                int safe = verdicts.indexOf(MoveLetters.SAFE);
                if (losing >= 0 && safe >= 0) {
                    return new Position(seed, new Command(first % 3 - 1, first / 3 - 1, false),
                            new Command(losing % 3 - 1, losing / 3 - 1, false), new Command(safe % 3 - 1, safe / 3 - 1,
                            false));
                }
            }
        }
    }
}
