package dev.robots.cli.replay;

import static dev.robots.cli.replay.Chromium.count;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.check.FailurePageTest;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens a {@code replay --html} page in headless Chromium ({@link Chromium}): the DOM after the
 * page's script ran holds the board (one robot element per robot of the first field, the player,
 * the pits), and a screenshot shows it (robot-red and player-blue pixels, not a blank page). The
 * same for a {@code check --html} failure page: the boards of the failing turn are drawn.
 *
 * <p>Issue 23, pages that scale: each page at 1200 x 900 and at 420 x 800 has no horizontal overflow,
 * its player inside the window and drawn in the player's blue, no ring cut at the board's edge; a
 * 200 x 100 board is drawn one cell a square; a failure page puts its boards side by side when the
 * window allows and one under the other when not. The screenshots are kept in
 * {@code target/page-shots} for a person to look at.
 */
class HtmlBrowserTest {
    private static final int PLAYER_BLUE = 0x2266CC;
    private static final Path SHOTS = Path.of("target", "page-shots");

    @TempDir
    Path dir;

    @Test
    void chromiumDrawsTheBoard() throws Exception {
        Chromium chromium = Chromium.in(dir);
        Path record = dir.resolve("r.txt");
        Sessions.Run session = Sessions.run("30 17 20 40\nL\n10 5 3 6\nL\nL\n", "--seed=4", "--record=" + record);
        assertEquals(0, session.status(), session.toString());
        Path page = replayPage(record);

        String dom = chromium.dom(page);
        assertEquals(20, count(dom, "class=\"robot\""), "robot elements of the first field\n" + dom);
        assertEquals(1, count(dom, "class=\"player\""), dom);
        assertEquals(40, count(dom, "class=\"pit\""), dom);
        assertTrue(dom.contains("turn 0 / 1, 20 robots"), dom);
        assertTrue(dom.contains("printf '%s\\n' '30 17 20 40' 'L' | robots --seed 4"), dom);

        BufferedImage image = chromium.screenshot(page, 1000, 800);
        // 20 robots of about 26 x 26 pixels, the player one square; a blank page has none.
        assertTrue(pixels(image, 0xCC3333) > 20 * 100, "robot-red pixels: " + pixels(image, 0xCC3333));
        assertTrue(pixels(image, PLAYER_BLUE) > 100, "player-blue pixels: " + pixels(image, PLAYER_BLUE));
    }

    /**
     * A {@code check --html} page of a tiny wrong program (the Lua example with a slip): it opens at
     * the failing turn with the field before it, the expected and the received field drawn side by
     * side, cells and the differing ones marked in expected and received, and the screenshot shows them.
     */
    @Test
    void chromiumDrawsTheCheckFailureBeforeExpectedAndReceived() throws Exception {
        Chromium chromium = Chromium.in(dir);
        Path page = dir.resolve("f.html");
        FailurePageTest.checkPage(dir, page);

        String dom = chromium.dom(page);
        int previousAt = dom.indexOf("id=\"board-previous\"");
        int expectedAt = dom.indexOf("id=\"board-expected\"");
        int receivedAt = dom.indexOf("id=\"board-received\"");
        assertTrue(previousAt > 0 && expectedAt > previousAt && receivedAt > expectedAt,
                "three boards drawn: before, expected, received\n" + dom);
        String previous = dom.substring(previousAt, expectedAt);
        String expected = dom.substring(expectedAt, receivedAt);
        String received = dom.substring(receivedAt, dom.indexOf("</svg>", receivedAt));
        for (String board : List.of(previous, expected, received)) {
            assertEquals(1, count(board, "class=\"cell player\""), board);
            assertTrue(count(board, "class=\"cell ") > 1, board);
        }
        int differing = count(expected, "class=\"diff\"");
        assertTrue(differing > 0 && differing == count(received, "class=\"diff\""),
                "the same differing cells marked on both boards\n" + dom);
        assertEquals(0, count(previous, "class=\"diff\""), previous);
        assertTrue(dom.contains("the failing turn: before, expected and received"), dom);

        BufferedImage image = chromium.screenshot(page, 1000, 800);
        // Three players of at least 16 x 16 pixels, and the red outlines of the differing cells.
        assertTrue(pixels(image, PLAYER_BLUE) > 3 * 200, "player-blue pixels: " + pixels(image, PLAYER_BLUE));
        assertTrue(pixels(image, 0xEE0000) > 20, "difference-red pixels: " + pixels(image, 0xEE0000));
    }

    @Test
    void aReplayPageFitsTheWindowWithThePlayerInSight() throws Exception {
        Chromium chromium = Chromium.in(dir);
        Path small = dir.resolve("small.rec");
        Sessions.Run session = Sessions.run("30 17 20 40\n" + "WK\n".repeat(12) + "L\n", "--seed=4",
                "--record=" + small);
        assertEquals(0, session.status(), session.toString());
        Path large = dir.resolve("large.rec");
        Sessions.Run autoplay = Sessions.run("", "autoplay", "--seed", "5", "--games", "1", "--size", "200,100,60,1500",
                "--record", large.toString());
        assertEquals(0, autoplay.status(), autoplay.toString());
        Path largePage = replayPage(large);
        assertTrue(Files.readString(largePage).contains("\"block\":1,"), "200 x 100: one cell a square");
        for (Path page : List.of(replayPage(small), largePage)) {
            for (int[] window : new int[][] {{1200, 900}, {420, 800}}) {
                String name = page.getFileName() + "-" + window[0] + "x" + window[1];
                Chromium.Layout layout = fits(chromium, page, window, name);
                assertEquals(1, layout.players().size(), name);
                assertEquals(0, layout.clipped(), name + ": rings cut at the board's edge");
            }
        }
        assertTrue(count(chromium.dom(largePage), "class=\"halo\"") == 1, "a halo on the player of a large board");
    }

    @Test
    void aFailurePageSetsItsBoardsSideBySideWhenTheWindowAllows() throws Exception {
        Chromium chromium = Chromium.in(dir);
        Path page = dir.resolve("check-30x17.html");
        FailurePageTest.checkPage(dir, page, "--games", "3", "--size", "30,17,20,40");
        Chromium.Layout wide = fits(chromium, page, new int[] {1200, 900}, "check-30x17-1200x900");
        assertEquals(3, wide.boards().size());
        for (int i = 1; i < 3; i++) {
            double[] left = wide.boards().get(i - 1);
            double[] right = wide.boards().get(i);
            assertEquals(left[1], right[1], 0.5, "side by side: the same top");
            assertTrue(right[0] >= left[0] + left[2], "side by side: each right of the one before");
            assertTrue(right[0] + right[2] <= 1200, "inside the window");
        }
        Chromium.Layout narrow = fits(chromium, page, new int[] {420, 800}, "check-30x17-420x800");
        for (int i = 1; i < 3; i++) {
            double[] above = narrow.boards().get(i - 1);
            double[] below = narrow.boards().get(i);
            assertEquals(above[0], below[0], 0.5, "one under the other: the same left");
            assertTrue(below[1] >= above[1] + above[3], "one under the other");
        }
    }

    /**
     * The page laid out in {@code window} (width, height): no horizontal overflow, and a player
     * inside the window drawn in the player's blue (at least half its square). Keeps the screenshot.
     */
    private static Chromium.Layout fits(Chromium chromium, Path page, int[] window, String name) throws Exception {
        Files.createDirectories(SHOTS);
        Chromium.Layout layout = chromium.layout(page, window[0], window[1], SHOTS.resolve(name + ".png"));
        assertEquals(window[0], layout.innerWidth(), name);
        assertTrue(layout.scrollWidth() <= layout.innerWidth(), name + ": the page is " + layout.scrollWidth()
                + " px wide, the window " + layout.innerWidth());
        double[] player = layout.players().get(0);
        assertTrue(player[0] >= 0 && player[1] >= 0 && player[0] + player[2] <= window[0]
                && player[1] + player[3] <= window[1], name + ": the player inside the window " + List.of(player[0],
                player[1], player[2], player[3]));
        int blue = layout.pixels(player, PLAYER_BLUE);
        assertTrue(blue >= player[2] * player[3] / 2, name + ": player-blue pixels " + blue + " of "
                + player[2] * player[3]);
        return layout;
    }

    private Path replayPage(Path record) {
        Path page = dir.resolve(record.getFileName() + ".html");
        Sessions.Run run = Sessions.run("", "replay", record.toString(), "--html", page.toString());
        assertEquals(0, run.status(), run.toString());
        return page;
    }

    private static int pixels(BufferedImage image, int rgb) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                n += (image.getRGB(x, y) & 0xFFFFFF) == rgb ? 1 : 0;
            }
        }
        return n;
    }
}
