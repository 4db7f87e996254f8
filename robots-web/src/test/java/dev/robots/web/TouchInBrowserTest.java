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
 * Playing by touch, in a desktop window and on a phone (Chromium's mobile emulation, taps as touch
 * events): a tap anywhere on the field, or beside it, steps one cell toward it (a tap on the player
 * waits); the statement's board played to its end by taps alone, turn by turn the JVM's game; on the
 * phone a pad of nine keys, marked as the field marks the safe cells, and every control at least
 * 44 px each way (those a game needs less often in a sheet that the ... button opens).
 */
@ExtendWith(BrowserExtension.class)
class TouchInBrowserTest {
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @ParameterizedTest
    @EnumSource(Screen.class)
    void aTapAnywhereStepsOneCellTowardIt(Screen screen) {
        browser.screen(screen);
        browser.load("seed=42");
        Session jvm = Session.start(42, Link.STATEMENT);
        FieldProbe probe = new FieldProbe(browser);
        int steps = 0;
        for (int turn = 0; turn < 12 && jvm.outcome().isEmpty(); turn++) {
            Command move = jvm.hint();
            if (move.charge()) {
                break;
            }
            int x = jvm.game().playerX();
            int y = jvm.game().playerY();
            int far = 2 + turn % 5; // a cell 2 to 6 cells away in the move's direction, clamped to the board
            int tx = Math.max(0, Math.min(29, x + move.dx() * far));
            int ty = Math.max(0, Math.min(16, y + move.dy() * far));
            if (Integer.signum(tx - x) != move.dx() || Integer.signum(ty - y) != move.dy()) {
                tx = x + move.dx();
                ty = y + move.dy();
            }
            probe.tap(tx, ty);
            jvm.play(move);
            assertEquals(jvm.fieldText(), browser.text("field-text"), screen + ": a tap on " + tx + "," + ty
                    + " from " + x + "," + y + " plays " + move.text());
            steps += move.dx() != 0 || move.dy() != 0 ? 1 : 0;
        }
        assertTrue(steps >= 5, screen + ": too few steps tapped; pick another seed");
        if (!screen.touch()) { // beside the board: the window's margin left of it, on the player's row
            List<Number> field = browser.boxes("#field").get(0);
            assertTrue(field.get(0).doubleValue() > 30, "a margin left of the board: " + field);
            String verdicts = MoveLetters.of(jvm.game(), false);
            browser.tap(field.get(0).doubleValue() / 2, probe.cell(0, jvm.game().playerY())[1] + 5);
            if (verdicts.charAt(3) == MoveLetters.LOSES) {
                assertTrue(browser.element("confirm").isDisplayed(), "a losing step asks first");
            } else {
                jvm.play(Command.of("L"));
                assertEquals(jvm.fieldText(), browser.text("field-text"), "a tap beside the board steps toward it");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void theStatementsBoardIsPlayedToItsEndByTaps(Screen screen) {
        browser.screen(screen);
        browser.load("seed=7");
        Session jvm = Session.start(7, Link.STATEMENT);
        FieldProbe probe = new FieldProbe(browser);
        while (jvm.outcome().isEmpty()) {
            Command move = jvm.hint();
            if (move.charge()) {
                browser.tapElement("charge");
            }
            int x = jvm.game().playerX() + move.dx() * 3;
            int y = jvm.game().playerY() + move.dy() * 3;
            boolean inside = x >= 0 && y >= 0 && x < 30 && y < 17;
            probe.tap(inside ? x : jvm.game().playerX() + move.dx(), inside ? y : jvm.game().playerY() + move.dy());
            if (browser.element("confirm").isDisplayed()) {
                browser.tapElement("confirm-yes");
            }
            jvm.play(move);
            assertEquals(jvm.fieldText(), browser.text("field-text"), screen + ", turn " + jvm.game().turn());
        }
        assertEquals("WIN", browser.text("outcome"), screen + ": seed 7 is the autopilot's win");
        assertTrue(browser.element("end").isDisplayed(), screen + ": the end shown");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void aPhoneHasAPadAndEveryControlIsATouchTarget(Screen screen) {
        browser.screen(screen);
        browser.load("seed=42");
        if (!screen.touch()) {
            assertFalse(browser.element("pad").isDisplayed(), "no pad for a mouse: a click on the field steps");
            return;
        }
        browser.tapElement("more-button"); // the controls a game needs less often, in a sheet on a small screen
        assertTrue(browser.element("new").isDisplayed(), "the ... button shows the rest of the controls");
        List<String> small = new ArrayList<>();
        for (String selector : List.of("#pad button", "#controls button", "#controls select", "#controls label.file",
                "#help-button")) {
            List<List<Number>> boxes = browser.boxes(selector);
            // A selector that matches nothing would measure nothing: each must find its controls.
            assertFalse(boxes.isEmpty(), screen + ": " + selector + " matches no element");
            for (List<Number> box : boxes) {
                if (box.get(2).doubleValue() < 44 || box.get(3).doubleValue() < 44) {
                    small.add(selector + " " + box);
                }
            }
        }
        assertEquals(List.of(), small, "targets under 44 x 44 px");
        List<Number> sheet = browser.boxes("#more").get(0);
        assertTrue(sheet.get(0).doubleValue() >= 0 && sheet.get(1).doubleValue() >= 0 && sheet.get(0).doubleValue()
                + sheet.get(2).doubleValue() <= screen.width() && sheet.get(1).doubleValue() + sheet.get(3).doubleValue()
                <= screen.height(), "the sheet inside the window: " + sheet);
        browser.tapElement("more-close");
        assertFalse(browser.element("new").isDisplayed(), "the sheet's close button hides them again");
        assertEquals(9, browser.boxes("#pad button").size());
        Session jvm = Session.start(42, Link.STATEMENT);
        for (int turn = 0; turn < 6 && jvm.outcome().isEmpty(); turn++) {
            String verdicts = MoveLetters.of(jvm.game(), false);
            List<String> safe = new ArrayList<>();
            for (int i = 0; i < 9; i++) {
                if (i != 4 && (verdicts.charAt(i) == MoveLetters.SAFE || verdicts.charAt(i) == MoveLetters.WINS)) {
                    safe.add(String.valueOf(i));
                }
            }
            assertEquals(safe, browser.script("return [...document.querySelectorAll('#pad button')]"
                    + ".map((b, i) => b.classList.contains('safe') ? String(i) : null).filter(i => i !== null);"),
                    "the pad's safe keys, turn " + turn);
            Command move = jvm.hint();
            if (move.charge()) {
                break;
            }
            browser.tapNth("#pad button", (move.dy() + 1) * 3 + move.dx() + 1);
            jvm.play(move);
            assertEquals(jvm.fieldText(), browser.text("field-text"), "the pad's " + move.text() + ", turn " + turn);
        }
    }
}
