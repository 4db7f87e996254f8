package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.LossReason;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openqa.selenium.Keys;

/**
 * What the page teaches on first open, in a desktop window and on a phone: the goal and a legend in
 * one line above the board (on the desktop; the phone's shorter line), its colours those of the board;
 * the help over the page, not below it, keys of the game off while it is open; "no safe step: charge
 * first" on a position whose every step loses unless a charge clears the way, and the safe cells of a
 * charged move once it is armed; and a losing move named with why it loses, for each way to lose.
 */
@ExtendWith(BrowserExtension.class)
class FirstScreenInBrowserTest {
    private static final Map<String, String> WHY = Map.of("LOST BY HIT", "you step onto a robot",
            "LOST BY FALL", "you step into a pit", "LOST BY CAPTURE", "a robot steps onto you");
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @ParameterizedTest
    @EnumSource(Screen.class)
    void theGoalAndTheLegendAreAboveTheBoardInTheBoardsColours(Screen screen) {
        browser.screen(screen);
        browser.load("seed=7");
        String legend = browser.element("legend").getText();
        assertTrue(legend.startsWith(screen.touch() ? "Reach" : "Reach the exit"), screen + ": " + legend);
        List<Number> line = browser.boxes("#legend").get(0);
        List<Number> field = browser.boxes("#field").get(0);
        assertTrue(line.get(1).doubleValue() >= 0 && line.get(1).doubleValue() + line.get(3).doubleValue()
                <= field.get(1).doubleValue(), screen + ": the legend " + line + " above the board " + field);
        assertTrue(line.get(3).doubleValue() < 30, screen + ": the legend in one line, " + line);
        FieldProbe probe = new FieldProbe(browser);
        Game game = Session.start(7, Link.STATEMENT).game();
        List<int[]> robots = new ArrayList<>();
        List<int[]> pits = new ArrayList<>();
        game.forEachRobot((x, y) -> robots.add(new int[] {x, y}));
        game.field().forEachPit((x, y) -> pits.add(new int[] {x, y}));
        // A robot and a pit in view (a phone's board pans), and the exit, or its marker while it is out of view.
        int[] robot = robots.stream().filter(c -> inView(probe, field, c)).findFirst().orElseThrow();
        int[] pit = pits.stream().filter(c -> inView(probe, field, c)).findFirst().orElseThrow();
        int safe = MoveLetters.of(game, false).indexOf(MoveLetters.SAFE);
        double[] exit = {0.15, game.field().exitY() + 0.15};
        if (!inView(probe, field, new int[] {0, game.field().exitY()})) {
            @SuppressWarnings("unchecked")
            List<Number> marker = (List<Number>) browser.script("const p = robotsPage.view.exitPointer();"
                    + " return [p.x, p.y];");
            double[] origin = probe.cell(0, 0);
            double cell = origin[2];
            double box = field.get(0).doubleValue();
            double top = field.get(1).doubleValue();
            // Above the marker's number, inside its disc, in board cells.
            exit = new double[] {(box + marker.get(0).doubleValue() - origin[0]) / cell,
                (top + marker.get(1).doubleValue() - 6 - origin[1]) / cell};
        }
        Map<String, double[]> cells = Map.of("robot", new double[] {robot[0] + 0.5, robot[1] + 0.15},
                "pit", new double[] {pit[0] + 0.5, pit[1] + 0.5},
                "exit", exit,
                "safe", new double[] {game.playerX() + safe % 3 - 1 + 0.2, game.playerY() + safe / 3 - 1 + 0.2},
                "player", new double[] {game.playerX() + 0.15, game.playerY() + 0.22});
        for (Map.Entry<String, double[]> kind : cells.entrySet()) {
            String swatch = String.valueOf(browser.script("const s = document.querySelector('#legend '"
                    + " + (arguments[1] ? '.short' : '.long') + ' .swatch.' + arguments[0]);"
                    + " return s ? getComputedStyle(s).backgroundColor : 'none';", kind.getKey(), screen.touch()));
            int[] drawn = probe.colourAt(kind.getValue()[0], kind.getValue()[1], 1);
            if (!kind.getKey().equals("player") || !screen.touch()) {
                assertTrue(FieldProbe.alike(rgb(swatch), drawn), screen + ": the legend's " + kind.getKey() + " "
                        + swatch + ", the board's " + Arrays.toString(drawn));
            }
        }
    }

    /** Whether cell {@code c} lies whole inside the canvas, whose box on the page is {@code field}. */
    private static boolean inView(FieldProbe probe, List<Number> field, int[] c) {
        double[] box = probe.cell(c[0], c[1]);
        return box[0] >= field.get(0).doubleValue() && box[1] >= field.get(1).doubleValue()
                && box[0] + box[2] <= field.get(0).doubleValue() + field.get(2).doubleValue()
                && box[1] + box[2] <= field.get(1).doubleValue() + field.get(3).doubleValue();
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void theHelpOpensOverThePageAndTheGamesKeysWaitForIt(Screen screen) {
        browser.screen(screen);
        browser.load("seed=7");
        List<Number> before = browser.boxes("#field").get(0);
        if (screen.touch()) {
            browser.tapElement("help-button");
        } else {
            browser.keys("?");
        }
        assertTrue(browser.element("help").isDisplayed(), screen + ": the help shown");
        List<Number> sheet = browser.boxes("#help .sheet").get(0);
        assertTrue(sheet.get(1).doubleValue() >= 0 && sheet.get(1).doubleValue() + sheet.get(3).doubleValue()
                <= screen.height() && sheet.get(0).doubleValue() >= 0
                && sheet.get(0).doubleValue() + sheet.get(2).doubleValue() <= screen.width(),
                screen + ": the help inside the window, " + sheet);
        assertEquals("help", browser.script("const s = document.querySelector('#help .sheet').getBoundingClientRect();"
                + " return document.elementFromPoint(s.x + s.width / 2, s.y + 20).closest('.overlay').id;"),
                screen + ": the help is on top");
        assertEquals(before, browser.boxes("#field").get(0), screen + ": the board stays where it was");
        browser.keys("h", ".", "z");
        assertTrue(browser.text("status").startsWith("turn 0 "), screen + ": no move while the help is open");
        if (screen.touch()) {
            browser.tapElement("help-close");
        } else {
            browser.keys(Keys.ESCAPE);
        }
        assertFalse(browser.element("help").isDisplayed(), screen + ": closed");
        browser.keys("h");
        assertTrue(browser.text("status").startsWith("turn 1 "), screen + ": the game's keys are back");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void noSafeStepSaysChargeFirstAndTheChargeShowsItsSafeCells(Screen screen) {
        browser.screen(screen);
        long seed = 0;
        Session jvm = null;
        for (long s = 1; jvm == null; s++) {
            Session start = Session.start(s, Link.STATEMENT);
            if (!safe(MoveLetters.of(start.game(), false)) && safe(MoveLetters.of(start.game(), true))) {
                seed = s;
                jvm = start;
            }
        }
        browser.load("seed=" + seed);
        assertEquals("No safe step: charge first (c or Charge), then step to a yellow cell.", browser.text("advice"),
                screen + ", seed " + seed);
        assertEquals(Set.of(), marked(), screen + ": no safe cell before the charge");
        if (screen.touch()) {
            browser.tapElement("charge");
        } else {
            browser.keys("c");
        }
        assertEquals("", browser.text("advice"), screen + ": armed");
        assertEquals(safeCells(jvm.game(), MoveLetters.of(jvm.game(), true)), marked(), screen + ": the charged moves");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void aLosingMoveSaysWhyItLoses(Screen screen) {
        browser.screen(screen);
        Set<LossReason> shown = java.util.EnumSet.noneOf(LossReason.class);
        for (long seed = 1; shown.size() < LossReason.values().length; seed++) {
            Session jvm = Session.start(seed, Link.STATEMENT);
            int safe = MoveLetters.of(jvm.game(), false).indexOf(MoveLetters.SAFE);
            if (safe < 0) {
                continue;
            }
            Command first = new Command(safe % 3 - 1, safe / 3 - 1, false); // one step in: a position of the game
            jvm.play(first);
            for (int i = 0; i < 9; i++) {
                Command move = new Command(i % 3 - 1, i / 3 - 1, false);
                String line = MoveLetters.lossLine(jvm.game(), move);
                if (line.isEmpty() || !shown.add(LossReason.valueOf(line.substring("LOST BY ".length())))) {
                    continue;
                }
                browser.load("seed=" + seed + "&moves=" + first.text());
                String before = browser.text("field-text");
                if (screen.touch()) {
                    new FieldProbe(browser).tap(jvm.game().playerX() + move.dx(), jvm.game().playerY() + move.dy());
                } else {
                    browser.keys(String.valueOf("ykuh.lbjn".charAt(i)));
                }
                assertTrue(browser.element("confirm").isDisplayed(), screen + ", seed " + seed + ": asked first");
                assertEquals(move.text() + " loses: " + WHY.get(line) + " (" + line + ").",
                        browser.text("confirm-text"), screen + ", seed " + seed);
                assertEquals(before, browser.text("field-text"), screen + ": not played yet");
                browser.element("confirm-no").click();
                assertFalse(browser.element("confirm").isDisplayed(), screen + ": cancelled");
            }
        }
    }


    private static boolean safe(String verdicts) {
        return (verdicts.substring(0, 4) + verdicts.substring(5)).matches(".*[sw].*");
    }

    private static Set<String> safeCells(Game game, String verdicts) {
        Set<String> cells = new TreeSet<>();
        for (int i = 0; i < 9; i++) {
            if (i != 4 && (verdicts.charAt(i) == MoveLetters.SAFE || verdicts.charAt(i) == MoveLetters.WINS)) {
                cells.add((game.playerX() + i % 3 - 1) + "," + (game.playerY() + i / 3 - 1));
            }
        }
        return cells;
    }

    @SuppressWarnings("unchecked")
    private static Set<String> marked() {
        return new TreeSet<>(new ArrayList<>((List<String>) browser.script(
                "return [...document.querySelectorAll('#cells .safe')].map(c => c.dataset.x + ',' + c.dataset.y);")));
    }

    private static int[] rgb(String css) {
        String[] parts = css.replaceAll("[^0-9,]", "").split(",");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2])};
    }
}
