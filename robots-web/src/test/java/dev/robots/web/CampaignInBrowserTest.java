package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/**
 * The campaign in the page ({@code #level=L}): the same game as {@code robots play --campaign}, the
 * level in the status line, a win leading to the next level and a loss to the same one again, the
 * statement's game one button away, and today's game (the UTC date as the seed).
 */
@ExtendWith(BrowserExtension.class)
class CampaignInBrowserTest {
    private static final String[] VI = {"y", "k", "u", "h", ".", "l", "b", "j", "n"};
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @Test
    void aWinLeadsToTheNextLevelALossToTheSameOneAndTheStatementsGameIsOneButtonAway() {
        browser.screen(Screen.DESKTOP);
        long seed = 3;
        Session jvm = Session.campaign(seed, 1);
        browser.load("seed=" + seed + "&level=1");
        assertEquals(jvm.fieldText(), browser.text("field-text"), "robots play --campaign --level 1 --seed 3");
        assertTrue(browser.text("status").startsWith("level 1 of 14 \u00b7 turn 0"), browser.text("status"));
        while (jvm.outcome().isEmpty()) {
            Command move = jvm.hint();
            type(move);
            jvm.play(move);
        }
        assertEquals("WIN", jvm.outcome(), "the autopilot wins this level-1 game; pick another seed");
        assertEquals("WIN", browser.text("outcome"));
        assertTrue(browser.text("why").endsWith("next: level 2 of 14"), browser.text("why"));
        assertEquals("Next level", browser.text("end-new"));

        browser.element("end-new").click();
        assertTrue(hash().contains("level=2"), hash());
        assertEquals("30,17,3,40", browser.script("return robotsEngine().game.size;"), "level 2: 3 robots");
        assertTrue(browser.text("status").startsWith("level 2 of 14 \u00b7 turn 0"), browser.text("status"));

        // A losing move: the same level again.
        Session level2 = Session.campaign(Long.parseLong(String.valueOf(browser.script("return robotsEngine().seed;"))),
                2);
        assertEquals(level2.fieldText(), browser.text("field-text"), "the new game is level 2's game of its seed");
        Command losing = null;
        while (losing == null) {
            String letters = MoveLetters.of(level2.game(), false);
            int at = letters.indexOf(MoveLetters.LOSES);
            if (at >= 0) {
                losing = new Command(at % 3 - 1, at / 3 - 1, false);
            } else {
                type(Command.WAIT);
                level2.play(Command.WAIT);
            }
        }
        type(losing);
        assertTrue(browser.text("outcome").startsWith("LOST BY"), browser.text("outcome"));
        assertTrue(browser.text("why").endsWith("level 2 again"), browser.text("why"));
        assertEquals("Try again", browser.text("end-new"));
        browser.element("end-new").click();
        assertTrue(hash().contains("level=2"), hash());

        // The statement's game, one button away, and back.
        assertEquals("Statement's game", browser.text("variant"));
        browser.element("variant").click();
        assertTrue(hash().contains("size=30,17,20,40") && !hash().contains("level"), hash());
        assertTrue(browser.text("status").startsWith("turn 0"), browser.text("status"));
        assertEquals("Campaign", browser.text("variant"));
        browser.element("variant").click();
        assertTrue(hash().contains("level=1"), hash());

        // Today's game: the statement's game whose seed is the UTC date, as robots play --daily.
        java.time.LocalDate before = java.time.LocalDate.now(java.time.ZoneOffset.UTC);
        browser.element("daily").click();
        java.time.LocalDate after = java.time.LocalDate.now(java.time.ZoneOffset.UTC);
        String today = String.valueOf(browser.script("return robotsEngine().seed;"));
        assertTrue(today.equals(daily(before)) || today.equals(daily(after)), today);
        assertTrue(hash().startsWith("#seed=" + today + "&size=30,17,20,40"), hash());
    }

    private static String daily(java.time.LocalDate date) {
        return date.toString().replace("-", "");
    }

    private static String hash() {
        return String.valueOf(browser.script("return location.hash;"));
    }

    /** A move as a person types it; a losing one confirmed with Enter. */
    private static void type(Command move) {
        if (move.charge()) {
            browser.keys("c");
        }
        browser.keys(VI[(move.dy() + 1) * 3 + move.dx() + 1]);
        if (browser.element("confirm").isDisplayed()) {
            browser.keys(Keys.ENTER);
        }
    }
}
