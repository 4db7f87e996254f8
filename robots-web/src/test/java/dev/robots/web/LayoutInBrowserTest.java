package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.GameParameters;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.openqa.selenium.Keys;

/**
 * The page fits the window, whatever its size: the header, the status line, the field, the slot,
 * the pad, every button and the scores inside the window with nothing below the fold and nothing
 * sideways; the statement's board drawn whole with readable cells for a mouse (1280 x 800, 700 x 400,
 * and a window resized while a game is open), and on a touch screen (390 x 844, 320 x 568, a phone
 * on its side 844 x 390) in cells of at least 16 px, 9 rows or more in view, panned with the player in
 * view and a marker pointing to the exit while it is out of view;
 * a 200 x 100 board, too big for readable cells, drawn whole on v and followed again on v, and
 * panned so that the player is in view after every
 * move, played by keys on the desktop and by taps on the phone. Screenshots go to
 * {@code target/page-shots} (the README's picture, docs/web-play.png, is a copy of
 * {@code readme-1100x640.png}).
 */
@ExtendWith(BrowserExtension.class)
class LayoutInBrowserTest {
    private static final Path SHOTS = Path.of("target", "page-shots");
    private static final List<String> PARTS = List.of("header", "#status", "#stage", "#field", "#slot",
            "#pad button", "#controls > *", "#scores");
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @ParameterizedTest
    @CsvSource({"1280, 800, false", "390, 844, true", "700, 400, false", "844, 390, true", "320, 568, true"})
    void theStatementsBoardAndEveryControlFitTheWindow(int width, int height, boolean touch) throws IOException {
        browser.window(width, height, touch);
        browser.load("seed=7&moves=L,L");
        String name = width + "x" + height;
        Files.createDirectories(SHOTS);
        Files.write(SHOTS.resolve("play-" + name + ".png"), browser.screenshot());
        assertFits(name, width, height);
        List<Number> field = browser.boxes("#field").get(0);
        double cell = new FieldProbe(browser).cell(0, 0)[2];
        if (touch) { // a finger's cells: at least 16 px, panned where the board is wider, 9 rows or more in view
            assertTrue(cell >= 16, name + ": cells of " + cell + " px");
            double rows = Math.min(17, field.get(3).doubleValue() / cell);
            assertTrue(rows >= 9, name + ": " + rows + " rows in view, " + field);
            boolean exitInView = field.get(2).doubleValue() >= 30 * cell - 0.5;
            assertEquals(!exitInView, browser.script("return robotsPage.view.exitPointer() !== null;"),
                    name + ": the exit's marker when, and only when, the exit is out of view");
        } else { // a mouse's: the whole board
            assertFalse((Boolean) browser.script("return robotsPage.view.pans();"), name + ": the whole board drawn");
            assertEquals(cell * 17, field.get(3).doubleValue(), 0.01, name + ": square cells, " + field);
            assertTrue(cell >= 10, name + ": cells of " + cell + " px");
        }
        assertPlayerInView(name, width, height);
    }

    @Test
    void aWindowResizedWhileAGameIsOpenFitsAgain() {
        browser.screen(Screen.DESKTOP);
        browser.load("seed=7&moves=L,L");
        for (int[] window : new int[][] {{700, 400}, {390, 844}, {1280, 800}}) {
            browser.window(window[0], window[1], false);
            String name = "resized to " + window[0] + "x" + window[1];
            browser.waitFor(name, () -> ((Number) browser.script("return document.getElementById('field')"
                    + ".getBoundingClientRect().right;")).doubleValue() <= window[0]);
            assertFits(name, window[0], window[1]);
            assertPlayerInView(name, window[0], window[1]);
        }
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void aBigBoardPansAndThePlayerIsAlwaysInView(Screen screen) throws IOException {
        browser.screen(screen);
        browser.load("seed=3&size=200,100,800,1600");
        assertTrue((Boolean) browser.script("return robotsPage.view.pans();"), screen + ": a 200 x 100 board pans");
        assertEquals(screen.touch() ? 16.0 : 12.0, new FieldProbe(browser).cell(0, 0)[2], 0.01,
                screen + ": readable cells while panning, a finger's on a touch screen");
        assertFits(screen.toString(), screen.width(), screen.height());
        assertPlayerInView(screen + " at the start", screen.width(), screen.height());
        Session jvm = Session.start(3, GameParameters.of(200, 100, 800, 1600));
        FieldProbe probe = new FieldProbe(browser);
        for (int turn = 0; turn < 30 && jvm.outcome().isEmpty(); turn++) {
            Command move = jvm.hint();
            if (screen.touch()) {
                if (move.charge()) {
                    browser.tapElement("charge");
                }
                probe.tap(jvm.game().playerX() + move.dx(), jvm.game().playerY() + move.dy());
            } else {
                browser.keys((move.charge() ? "c" : "") + "ykuh.lbjn".charAt((move.dy() + 1) * 3 + move.dx() + 1));
            }
            if (browser.element("confirm").isDisplayed()) {
                browser.keys(Keys.ENTER);
            }
            jvm.play(move);
            assertEquals(jvm.fieldText(), browser.text("field-text"), screen + ", turn " + jvm.game().turn());
            assertPlayerInView(screen + ", turn " + jvm.game().turn(), screen.width(), screen.height());
        }
        Files.createDirectories(SHOTS);
        Files.write(SHOTS.resolve("play-200x100-" + screen.name().toLowerCase(java.util.Locale.ROOT) + ".png"),
                browser.screenshot());
        // v: the whole board, cells as small as it takes, inside the window; v again: readable cells once more.
        browser.keys("v");
        assertFalse((Boolean) browser.script("return robotsPage.view.pans();"), screen + ": v shows the whole board");
        double[] corner = probe.cell(199, 99);
        double[] origin = probe.cell(0, 0);
        assertTrue(origin[0] >= 0 && origin[1] >= 0 && corner[0] + corner[2] <= screen.width()
                && corner[1] + corner[2] <= screen.height(), screen + ": every cell in the window, "
                + java.util.Arrays.toString(origin) + " to " + java.util.Arrays.toString(corner));
        assertEquals("true", browser.element("whole").getAttribute("aria-pressed"));
        browser.keys("v");
        assertTrue((Boolean) browser.script("return robotsPage.view.pans();"), screen + ": v again follows the player");
        assertPlayerInView(screen + " after v twice", screen.width(), screen.height());
    }

    @Test
    void theReadmePicture() throws IOException {
        // The README's picture (docs/web-play.png is a copy): a game under way, the autopilot's move shown.
        browser.window(1100, 640, false);
        browser.load("seed=7&moves=L,L,UL");
        browser.keys("a");
        Files.createDirectories(SHOTS);
        Files.write(SHOTS.resolve("readme-1100x640.png"), browser.screenshot());
        assertFits("1100x640", 1100, 640);
        assertTrue(browser.boxes("#legend").get(0).get(3).doubleValue() < 30, "the legend in one line");
    }

    /** Nothing below the fold or sideways; every part of the page inside the window. */
    private static void assertFits(String name, int width, int height) {
        assertEquals(width, ((Number) browser.script("return innerWidth;")).intValue(), name);
        assertTrue(((Number) browser.script("return document.documentElement.scrollWidth;")).intValue() <= width,
                name + ": nothing sideways");
        assertTrue(((Number) browser.script("return document.documentElement.scrollHeight;")).intValue() <= height,
                name + ": nothing below the fold");
        List<String> outside = new ArrayList<>();
        for (String part : PARTS) {
            for (List<Number> box : browser.boxes(part)) {
                double x = box.get(0).doubleValue();
                double y = box.get(1).doubleValue();
                boolean shown = box.get(2).doubleValue() > 0 && box.get(3).doubleValue() > 0;
                if (shown && (x < 0 || y < 0 || x + box.get(2).doubleValue() > width + 0.5
                        || y + box.get(3).doubleValue() > height + 0.5)) {
                    outside.add(part + " " + box);
                }
            }
        }
        assertEquals(List.of(), outside, name + ": parts outside the window");
    }

    private static void assertPlayerInView(String name, int width, int height) {
        int[] at = new FieldProbe(browser).player();
        double[] cell = new FieldProbe(browser).cell(at[0], at[1]);
        List<Number> field = browser.boxes("#field").get(0);
        assertTrue(cell[0] >= field.get(0).doubleValue() - 0.5 && cell[1] >= field.get(1).doubleValue() - 0.5
                && cell[0] + cell[2] <= field.get(0).doubleValue() + field.get(2).doubleValue() + 0.5
                && cell[1] + cell[2] <= field.get(1).doubleValue() + field.get(3).doubleValue() + 0.5
                && cell[0] >= 0 && cell[1] >= 0 && cell[0] + cell[2] <= width && cell[1] + cell[2] <= height,
                name + ": the player's cell " + java.util.Arrays.toString(cell) + " in the field " + field);
        assertTrue(cell[2] >= 10, name + ": the player's cell " + cell[2] + " px");
    }
}
