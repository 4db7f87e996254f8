package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.GameParameters;
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
 * Robots moving in the page, in a desktop window and on a phone, on a crowded board: each turn's
 * motion is the engine's turn ({@link TurnMotion} on the JVM, the same game); half-way through the
 * motion the robots are drawn between their cells (the canvas has a robot's colour where neither of
 * its cells would put it); at rest
 * each pit a robot fell into, each merge, each robot the charge destroyed and each new robot is
 * marked on the canvas, and the message names them; a capture leaves the robot that caught the player
 * beside it, the player ringed; under reduced motion a turn is drawn at rest at once.
 */
@ExtendWith(BrowserExtension.class)
class MotionInBrowserTest {
    private static final GameParameters CROWDED = GameParameters.of(20, 12, 60, 30);
    /** Where a mark of each kind has its colour in its cell (fractions of the cell), and which colour. */
    private static final Map<String, double[]> MARKS = Map.of("fell", new double[] {0.9, 0.5},
            "merged", new double[] {0.95, 0.5}, "killed", new double[] {0.783, 0.783},
            "reinforced", new double[] {0.9, 0.5});
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @ParameterizedTest
    @EnumSource(Screen.class)
    void eachTurnMovesAndMarksWhatTheEngineDid(Screen screen) {
        browser.screen(screen);
        FieldProbe probe = new FieldProbe(browser);
        Set<String> marked = new TreeSet<>();
        int between = 0;
        for (long seed : new long[] {7, 16, 42}) {
            browser.load("seed=" + seed + "&size=20,12,60,30");
            Session jvm = Session.start(seed, CROWDED);
            for (int turn = 0; turn < 12 && jvm.outcome().isEmpty(); turn++) {
                Command move = jvm.hint();
                play(screen, move);
                jvm.playShown(move);
                String where = screen + ", seed " + seed + ", turn " + jvm.game().turn();
                assertEquals(jvm.fieldText(), browser.text("field-text"), where);
                TurnMotion motion = jvm.lastMotion();
                assertEquals(Motions.text(motion), browser.script(Motions.PAGE_SCRIPT), where + ": the motion");
                between += drawnBetweenCells(probe, motion, jvm.game().field(), where);
                for (Map.Entry<String, double[]> kind : MARKS.entrySet()) {
                    int[] cells = Motions.cells(motion, kind.getKey());
                    if (cells.length > 0) {
                        int[] colour = probe.colour(cells[0], cells[1], kind.getValue()[0], kind.getValue()[1], 1);
                        int[] expected = probe.palette(kind.getKey().equals("reinforced") ? "exit" : "mark");
                        assertTrue(FieldProbe.alike(expected, colour), where + ": " + kind.getKey() + " at " + cells[0]
                                + "," + cells[1] + " drawn " + Arrays.toString(colour));
                        marked.add(kind.getKey());
                    }
                }
                if (motion.fell().length > 0) {
                    assertTrue(browser.text("message").contains("fell into"), where + ": " + browser.text("message"));
                }
                if (motion.killed().length > 0) {
                    assertTrue(browser.text("message").contains("the charge destroyed " + motion.killed().length / 2),
                            where + ": " + browser.text("message"));
                }
            }
        }
        assertEquals(Set.of("fell", "killed", "merged", "reinforced"), marked, screen + ": every mark; other seeds");
        assertTrue(between >= 20, screen + ": only " + between + " robots seen between cells");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void aCaptureLeavesTheRobotBesideThePlayerAndRingsIt(Screen screen) {
        browser.screen(screen);
        FieldProbe probe = new FieldProbe(browser);
        for (long seed = 1; ; seed++) {
            Session jvm = Session.start(seed, CROWDED);
            String verdicts = MoveLetters.of(jvm.game(), false);
            int capture = -1;
            for (int i = 0; i < 9 && capture < 0; i++) {
                capture = MoveLetters.lossLine(jvm.game(), new Command(i % 3 - 1, i / 3 - 1, false))
                        .equals("LOST BY CAPTURE") ? i : -1;
            }
            if (capture < 0 || verdicts.indexOf(MoveLetters.SAFE) < 0) {
                continue;
            }
            Command move = new Command(capture % 3 - 1, capture / 3 - 1, false);
            browser.load("seed=" + seed + "&size=20,12,60,30");
            play(screen, move);
            jvm.playShown(move);
            assertEquals("LOST BY CAPTURE", browser.text("outcome"), screen + ", seed " + seed);
            assertEquals("on turn 1: a robot stepped onto you", browser.text("why"), screen.toString());
            int px = jvm.game().playerX();
            int py = jvm.game().playerY();
            int[] caught = jvm.lastMotion().caught();
            assertTrue(caught.length >= 2, screen + ": a robot caught the player");
            // The ring, on the side away from the robot that caught the player (drawn over it), on the board.
            double ux = Integer.signum(px - caught[0]);
            double uy = Integer.signum(py - caught[1]);
            double[][] sides = {{ux, uy}, {-uy, ux}, {uy, -ux}};
            for (double[] side : sides) {
                double length = Math.hypot(side[0], side[1]);
                double rx = px + 0.5 + side[0] / length * 0.55;
                double ry = py + 0.5 + side[1] / length * 0.55;
                if (rx > 0 && ry > 0 && rx < CROWDED.width() && ry < CROWDED.height()) {
                    int[] ring = probe.colourAt(rx, ry, 1);
                    assertTrue(FieldProbe.alike(new int[] {0, 0, 0}, ring), screen + ": the ring " + Arrays.toString(ring));
                    break;
                }
            }
            // The robot that caught the player beside it: seen on its own side of the player's cell.
            double x = caught[0] + (px - caught[0]) * 0.55 + 0.5 - ux * 0.2;
            double y = caught[1] + (py - caught[1]) * 0.55 + 0.5 - uy * 0.2;
            List<int[]> around = new ArrayList<>();
            for (double[] at : new double[][] {{x, y - 0.3}, {x, y + 0.3}, {x - 0.3, y}, {x + 0.3, y}}) {
                around.add(probe.colourAt(at[0], at[1], 1));
            }
            assertTrue(around.stream().anyMatch(rgb -> FieldProbe.alike(probe.palette("robot"), rgb)), screen
                    + ": the robot that caught the player beside it, " + around.stream().map(Arrays::toString).toList());
            // The player above it, in its own colour (not the pit's), though the game is lost.
            List<int[]> player = new ArrayList<>();
            for (double[] at : new double[][] {{0.38, 0}, {-0.38, 0}, {0, 0.38}, {0, -0.38}}) {
                player.add(probe.colourAt(px + 0.5 + at[0], py + 0.5 + at[1], 1));
            }
            assertTrue(player.stream().filter(rgb -> FieldProbe.alike(probe.palette("player"), rgb)).count() >= 2,
                    screen + ": the lost player in its own colour, " + player.stream().map(Arrays::toString).toList());
            return;
        }
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void underReducedMotionATurnIsAtRestAtOnce(Screen screen) {
        browser.screen(screen);
        String key = "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'h', bubbles: true}));"
                + " return robotsPage.view.animating();";
        try {
            browser.load("seed=7");
            assertEquals(true, browser.script(key), screen + ": the turn moves");
            browser.cdp("Emulation.setEmulatedMedia", Map.of("features",
                    List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
            browser.load("seed=7");
            assertEquals(false, browser.script(key), screen + ": at rest at once");
        } finally {
            browser.cdp("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    /**
     * Robots half-way (at the progress where the eased motion is half done) drawn between their cells:
     * the robot's colour at a point of its disc that the discs on its two cells do not cover (0.38 of
     * a cell beside the middle of its way, across the way). Only robots with no other near on its way.
     */
    private static int drawnBetweenCells(FieldProbe probe, TurnMotion motion, dev.robots.core.Field field,
            String where) {
        double half = 1 - Math.sqrt(0.5); // the eased motion, 1 - (1 - p)^2, is half done
        int[] steps = motion.steps();
        int[] player = motion.player();
        int seen = 0;
        for (int i = 0; i < steps.length && seen < 3; i += 4) {
            int dx = steps[i + 2] - steps[i];
            int dy = steps[i + 3] - steps[i + 1];
            double x = steps[i] + dx * 0.5;
            double y = steps[i + 1] + dy * 0.5;
            boolean clear = Math.abs(x - player[2]) > 1.5 || Math.abs(y - player[3]) > 1.5;
            for (int j = 0; j < steps.length && clear; j += 4) {
                double ox = steps[j] + (steps[j + 2] - steps[j]) * 0.5;
                double oy = steps[j + 1] + (steps[j + 3] - steps[j + 1]) * 0.5;
                clear = j == i || Math.abs(ox - x) >= 1 || Math.abs(oy - y) >= 1;
            }
            if (clear && (dx != 0 || dy != 0) && !field.isPit(steps[i + 2], steps[i + 3])) { // a faller fades
                double length = Math.hypot(dx, dy);
                int[] colour = probe.colourAt(x + 0.5 - dy / length * 0.38, y + 0.5 + dx / length * 0.38, half);
                assertTrue(FieldProbe.alike(probe.palette("robot"), colour), where + ": a robot from " + steps[i] + ","
                        + steps[i + 1] + " to " + steps[i + 2] + "," + steps[i + 3] + ", half-way " + Arrays.toString(colour));
                seen++;
            }
        }
        return seen;
    }

    /** A move as a person makes it ({@link Browser#play}), a losing one confirmed. */
    private static void play(Screen screen, Command move) {
        browser.play(screen, move);
        if (browser.element("confirm").isDisplayed()) {
            browser.keys(Keys.ENTER);
        }
    }
}
