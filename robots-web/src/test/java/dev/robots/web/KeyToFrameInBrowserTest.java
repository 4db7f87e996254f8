package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.GameParameters;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * How long a key takes to reach the screen on a 200 x 100 board (800 robots, 1,600 pits: the
 * statement's density), in both windows: reported, never asserted (a figure measured under the
 * build's load is not a pass or a fail). The autopilot's first 40 moves of a game (and a c before a
 * charge) are typed through WebDriver; a listener the
 * test adds before the page's takes the key event's time stamp and asks for the next frame, and
 * once that frame's work is done (a task queued from its animation-frame callback) the time since
 * the key is kept. Two figures a window: with motion (the frame in which the turn's animation
 * starts: the player leaving its cell, the new safe cells) and under reduced motion (the frame
 * with the new position at rest); and what painting one frame costs there. The figures go to
 * standard output and {@code target/key-to-frame.txt}; docs/web.md quotes a run. The same moves are
 * played on the JVM, and the page's field must equal that game's at the end: that is asserted.
 */
@ExtendWith(BrowserExtension.class)
class KeyToFrameInBrowserTest {
    private static final Path REPORT = Path.of("target", "key-to-frame.txt");
    private static final String SIZE = "200,100,800,1600";
    private static final long SEED = 3;
    private static final int KEYS = 40;
    private static final String VI = "ykuh.lbjn";
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;

    @BeforeAll
    static void startReport() throws IOException {
        Files.createDirectories(REPORT.getParent());
        Files.writeString(REPORT, "key to frame, " + SIZE + ", seed " + SEED + ", " + KEYS + " keys, "
                + java.time.LocalDate.now() + ", " + System.getProperty("os.arch") + ", "
                + Runtime.getRuntime().availableProcessors() + " processors\n", StandardCharsets.UTF_8);
    }

    @AfterAll
    static void showReport() throws IOException {
        System.out.print(Files.readString(REPORT, StandardCharsets.UTF_8));
    }

    @Test
    void keyToFrameOnTheDesktop() throws IOException {
        measure(Screen.DESKTOP);
    }

    @Test
    void keyToFrameOnThePhone() throws IOException {
        measure(Screen.PHONE);
    }

    private static void measure(Screen screen) throws IOException {
        browser.screen(screen);
        try {
            for (boolean reduced : new boolean[] {false, true}) {
                browser.cdp("Emulation.setEmulatedMedia", Map.of("features", List.of(Map.of(
                        "name", "prefers-reduced-motion", "value", reduced ? "reduce" : "no-preference"))));
                List<Double> millis = keys(screen);
                report(screen + (reduced ? ", reduced motion: key to the position at rest"
                        : ", with motion: key to the frame the turn's motion starts in"), millis);
            }
            List<Double> paint = paintMillis();
            report(screen + ", one frame painted (robotsPage.view.frame, mid-motion)", paint);
        } finally {
            browser.cdp("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    /** Plays KEYS safe moves by keys, the same on the JVM; the milliseconds from each key to its frame. */
    @SuppressWarnings("unchecked")
    private static List<Double> keys(Screen screen) {
        String[] n = SIZE.split(",");
        Session jvm = Session.start(SEED, GameParameters.of(Integer.parseInt(n[0]), Integer.parseInt(n[1]),
                Integer.parseInt(n[2]), Integer.parseInt(n[3])));
        browser.load("seed=" + SEED + "&size=" + SIZE);
        browser.script("window.keyToFrame = []; addEventListener('keydown', event => { const key = event.timeStamp;"
                + " requestAnimationFrame(() => setTimeout(() => keyToFrame.push(performance.now() - key), 0)); },"
                + " true);");
        int typed = 0;
        int moves = 0;
        for (; moves < KEYS && jvm.outcome().isEmpty(); moves++) {
            Command move = jvm.hint(); // the autopilot's move, typed as a person types it
            if (move.charge()) {
                browser.keys("c");
                typed++;
            }
            browser.keys(String.valueOf(VI.charAt((move.dy() + 1) * 3 + move.dx() + 1)));
            jvm.play(move);
            typed++;
            int expected = typed;
            browser.waitFor("the frame of key " + expected, () -> ((Number) browser.script(
                    "return keyToFrame.length;")).intValue() >= expected);
        }
        assertEquals(KEYS, moves, screen + ": the game ended (" + jvm.outcome() + "); pick another seed");
        assertEquals(jvm.fieldText(), browser.text("field-text"), screen + ": the page's game after " + moves + " moves");
        List<Double> millis = new ArrayList<>();
        for (Object value : (List<Object>) browser.script("return keyToFrame;")) {
            millis.add(((Number) value).doubleValue());
        }
        return millis;
    }

    /** Milliseconds of painting the frame half-way through the last turn's motion, 60 times. */
    @SuppressWarnings("unchecked")
    private static List<Double> paintMillis() {
        List<Double> millis = new ArrayList<>();
        for (Object value : (List<Object>) browser.script("const times = []; for (let i = 0; i < 60; i++) {"
                + " const start = performance.now(); robotsPage.view.frame(0.5); times.push(performance.now() - start); }"
                + " robotsPage.view.frame(1); return times;")) {
            millis.add(((Number) value).doubleValue());
        }
        return millis;
    }

    private static void report(String what, List<Double> millis) throws IOException {
        List<Double> sorted = new ArrayList<>(millis);
        Collections.sort(sorted);
        String line = String.format(Locale.ROOT, "%s: median %.1f ms, 90th percentile %.1f ms, max %.1f ms (%d)%n",
                what, sorted.get(sorted.size() / 2), sorted.get(sorted.size() * 9 / 10), sorted.get(sorted.size() - 1),
                sorted.size());
        Files.writeString(REPORT, line, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }
}
