package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Keys;

/**
 * The page opened from disk at a link, in headless Chromium: its {@code field-text} equals the CLI's
 * protocol output for the same seed and commands ({@code robots --seed S --charges 3}, run in process),
 * at the end and at every earlier turn, walked back with {@code z}; seeds above 2^53 and negative
 * ones included. {@code #seed=7&auto=1} ends with the autopilot's outcome, the one it reaches on the
 * JVM. Copy link gives the position (opened from disk: its #fragment); nothing slides under reduced
 * motion.
 */
@ExtendWith(BrowserExtension.class)
class LinkInBrowserTest {
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @Test
    void fieldTextEqualsProtocolModeTurnByTurn() {
        int games = 0;
        for (String size : List.of("30,17,20,40", "10,5,3,6")) {
            for (long seed : Seeds.SEEDS) {
                if (size.startsWith("10") && games++ % 3 != 0) {
                    continue; // a third of the seeds on the small board: CI time
                }
                List<String> commands = Seeds.commands(seed, 24);
                List<String> expected = ProtocolRun.fields(seed, size, commands);
                String where = "seed " + seed + ", size " + size + ", commands " + commands;
                browser.load("seed=" + seed + "&size=" + size + "&moves=" + String.join(",", commands));
                String last = expected.get(expected.size() - 1);
                assertEquals(last, browser.text("field-text"), where);
                if (!last.contains(".")) {
                    assertEquals(last.strip(), browser.text("outcome"), where + ": the end line");
                }
                for (int i = expected.size() - 2; i >= 0; i--) {
                    browser.keys("z");
                    assertEquals(expected.get(i), browser.text("field-text"), where + ": undone to move " + i);
                }
            }
        }
    }

    @Test
    void theAutopilotPlaysSeed7OutAsOnTheJvm() {
        Session jvm = Session.start(7, Link.STATEMENT);
        while (jvm.outcome().isEmpty() && jvm.game().turn() < 5000) {
            jvm.play(jvm.hint());
        }
        browser.load("seed=7&auto=1");
        browser.waitFor("an outcome in #outcome", () -> !browser.text("outcome").isEmpty(), 240);
        assertEquals(jvm.outcome(), browser.text("outcome"));
        assertEquals(jvm.fieldText(), browser.text("field-text"));
        assertTrue(browser.text("status").startsWith("turn " + jvm.game().turn() + " "), browser.text("status"));
    }

    @Test
    void theHintMarksTheAutopilotsMove() {
        browser.load("seed=5");
        browser.keys("a");
        Session jvm = Session.start(5, Link.STATEMENT);
        dev.robots.core.Command hint = jvm.hint();
        List<List<Number>> marked = browser.boxes("#cells .hint");
        assertEquals(1, marked.size(), "one cell marked");
        Object at = browser.script("const c = document.querySelector('#cells .hint');"
                + " return c.dataset.x + ',' + c.dataset.y;");
        assertEquals((jvm.game().playerX() + hint.dx()) + "," + (jvm.game().playerY() + hint.dy()), at);
        assertTrue(browser.text("message").startsWith("the autopilot would ")
                && browser.text("message").endsWith(" (" + hint.text() + ")"), browser.text("message"));
    }

    @Test
    void copyLinkGivesThePositionAndTheAddressFollowsTheGame() throws Exception {
        Session jvm = Session.start(-3, Link.STATEMENT);
        int safe = MoveLetters.of(jvm.game(), false).indexOf(MoveLetters.SAFE);
        jvm.play(new dev.robots.core.Command(safe % 3 - 1, safe / 3 - 1, false));
        browser.load("seed=-3");
        browser.keys(String.valueOf("ykuh.lbjn".charAt(safe)));
        browser.element("copy").click();
        // Opened from disk: the #fragment alone, since a file:/// address opens only on this computer.
        assertEquals("#" + jvm.link(), browser.element("link-box").getAttribute("value"));
        assertTrue(browser.text("share-note").contains("file:///"), browser.text("share-note"));
        assertTrue(String.valueOf(browser.script("return location.hash;")).equals("#" + jvm.link()));
        browser.keys(Keys.ESCAPE);
        assertFalse(browser.element("share").isDisplayed(), "Esc closes the link");
    }

    @Test
    void nothingSlidesWhenTheBrowserAsksForReducedMotion() {
        browser.load("seed=7");
        // A key dispatched and the view asked in the same script: the turn's motion has started.
        String key = "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'h', bubbles: true}));"
                + " return [robotsPage.view.motionMillis(), robotsPage.view.animating()];";
        assertEquals(List.of(150L, true), browser.script(key));
        browser.cdp("Emulation.setEmulatedMedia", java.util.Map.of("features",
                List.of(java.util.Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        try {
            browser.load("seed=7");
            assertEquals(List.of(0L, false), browser.script(key), "at rest at once");
        } finally {
            browser.cdp("Emulation.setEmulatedMedia", java.util.Map.of("features", List.of()));
        }
    }
}
