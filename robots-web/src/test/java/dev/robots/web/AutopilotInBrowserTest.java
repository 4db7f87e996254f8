package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openqa.selenium.Keys;
import org.openqa.selenium.By;

/**
 * The autopilot playing on, in a desktop window and on a phone: its button reads Stop while it plays
 * and stops it; any key (z, ., x, Shift, h, c) or a tap on the field stops it and does nothing else:
 * the moves played are the autopilot's own, none undone and none added; the speed setting sets the
 * pace (at 1 turn a second, at most a turn a second), is kept across a reload, and at the fastest the
 * game of seed 7 ends as on the JVM, with the address at its last position.
 */
@ExtendWith(BrowserExtension.class)
class AutopilotInBrowserTest {
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;
    /** The autopilot's moves in the game of seed 7, to its end. */
    private static final List<String> MOVES = new ArrayList<>();

    @BeforeAll
    static void theAutopilotsGame() {
        Session jvm = Session.start(7, Link.STATEMENT);
        while (jvm.outcome().isEmpty()) {
            Command move = jvm.hint();
            MOVES.add(move.text());
            jvm.play(move);
        }
        assertEquals("WIN", jvm.outcome());
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void itsButtonReadsStopWhileItPlaysAndStopsIt(Screen screen) {
        browser.screen(screen);
        browser.load("seed=7");
        speed(screen, "300");
        press(screen, "autopilot");
        assertEquals("Stop", browser.element("autopilot").getText(), screen.toString());
        assertEquals("true", browser.element("autopilot").getAttribute("aria-pressed"), screen.toString());
        browser.waitFor("two turns", () -> turn() >= 2);
        press(screen, "autopilot");
        assertEquals("Autopilot", browser.element("autopilot").getText(), screen.toString());
        assertEquals("autopilot stopped", browser.text("message"), screen.toString());
        int stopped = turn();
        assertFalse(browser.autopilotRunning(), screen + ": a turn is still scheduled");
        assertEquals(stopped, turn(), screen + ": it stopped");
        assertEquals(MOVES.subList(0, stopped), moves(), screen + ": the autopilot's moves");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void anyKeyOrTapStopsItAndDoesNothingElse(Screen screen) {
        browser.screen(screen);
        List<Object> stoppers = List.of("z", ".", "x", Keys.SHIFT, "h", "c", "tap");
        for (Object stopper : stoppers) {
            String what = screen + ", " + (stopper == Keys.SHIFT ? "Shift" : stopper);
            browser.load("seed=7");
            speed(screen, "1000");
            press(screen, "autopilot");
            browser.waitFor(what + ": its first turn", () -> turn() >= 1);
            int before = turn();
            if (stopper.equals("tap")) {
                int[] at = new FieldProbe(browser).player();
                new FieldProbe(browser).tap(Math.max(0, at[0] - 3), at[1]); // a tap that would step left
            } else {
                browser.keys((CharSequence) stopper);
            }
            assertEquals("autopilot stopped", browser.text("message"), what);
            assertEquals("Autopilot", browser.element("autopilot").getText(), what);
            List<String> played = moves();
            assertTrue(played.size() >= before, what + ": undone, " + played.size() + " moves after " + before);
            assertEquals(MOVES.subList(0, played.size()), played, what + ": only the autopilot's moves");
            assertFalse(browser.element("confirm").isDisplayed(), what + ": no move asked for");
            assertFalse(browser.text("status").contains("armed"), what + ": no charge armed");
            assertFalse(browser.autopilotRunning(), what + ": a turn is still scheduled");
            assertEquals(played.size(), turn(), what + ": it stopped");
        }
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void theSpeedSetsThePaceAndIsKept(Screen screen) {
        browser.screen(screen);
        browser.load("seed=7");
        speed(screen, "1000");
        press(screen, "autopilot");
        long start = System.nanoTime();
        // Two turns at 1 turn a second: the first after one pause, the second after two.
        browser.waitFor(screen + ": two of its turns", () -> turn() >= 2, 60);
        double seconds = (System.nanoTime() - start) / 1e9;
        press(screen, "autopilot");
        assertEquals(1000.0, ((Number) browser.script("return robotsPage.autopilot.millis();")).doubleValue(), screen.toString());
        assertTrue(seconds >= 1.9, screen + ": two turns in " + seconds + " s, faster than the pause allows");
        speed(screen, "0");
        browser.load("seed=7");
        assertEquals("0", browser.element("speed").getAttribute("value"), screen + ": the speed kept");
        press(screen, "autopilot");
        browser.waitFor("the autopilot's outcome", () -> !browser.text("outcome").isEmpty(), 240);
        assertEquals("WIN", browser.text("outcome"), screen.toString());
        assertEquals(MOVES, moves(), screen + ": the autopilot's game at the fastest");
        String link = String.valueOf(browser.script("return '#' + robotsEngine().link;"));
        browser.waitFor("the address at the last position", () -> link.equals(browser.script("return location.hash;")),
                5);
        speed(screen, "150");
    }

    /** Chooses the speed (milliseconds between turns) as a person does: the select, behind ... on a small screen. */
    private static void speed(Screen screen, String millis) {
        boolean behind = !browser.element("speed").isDisplayed();
        if (behind) {
            browser.tapElement("more-button");
        }
        browser.element("speed").findElement(By.cssSelector("option[value='" + millis + "']")).click();
        if (behind) {
            browser.tapElement("more-close");
        }
        assertEquals(millis, browser.element("speed").getAttribute("value"), screen + ": the speed");
    }

    private static void press(Screen screen, String id) {
        if (screen.touch()) {
            browser.tapElement(id);
        } else {
            browser.element(id).click();
        }
    }

    private static int turn() {
        return ((Number) browser.script("return robotsEngine().game.turn;")).intValue();
    }

    /** The moves of the page's game, as its link holds them. */
    @SuppressWarnings("unchecked")
    private static List<String> moves() {
        return new ArrayList<>((List<String>) browser.script("const m = robotsEngine().link.match(/moves=([^&]*)/);"
                + " return m ? m[1].split(',') : [];"));
    }
}
