package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.cli.check.FailurePageTest;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens a {@code replay --html} page in headless Chromium: the DOM after the page's script ran
 * holds the board (one robot element per robot of the first field, the player, the pits), and a
 * screenshot shows it (robot-red and player-blue pixels, not a blank page). Without Chromium the
 * test is skipped, unless the environment variable {@code CI} is {@code true}: there it fails. The
 * same for a {@code check --html} failure page: the expected and received boards are drawn.
 */
class HtmlBrowserTest {
    private static final long LIMIT_SECONDS = 120;

    @TempDir
    Path dir;

    @Test
    void chromiumDrawsTheBoard() throws Exception {
        String chromium = chromium();
        Path record = dir.resolve("r.txt");
        Sessions.Run session = Sessions.run("30 17 20 40\nL\n10 5 3 6\nL\nL\n", "--seed=4", "--record=" + record);
        assertEquals(0, session.status(), session.toString());
        Path page = dir.resolve("g.html");
        Sessions.Run run = Sessions.run("", "replay", record.toString(), "--html", page.toString());
        assertEquals(0, run.status(), run.toString());

        String dom = run(chromium, "--dump-dom", page.toUri().toString());
        assertEquals(20, count(dom, "class=\"robot\""), "robot elements of the first field\n" + dom);
        assertEquals(1, count(dom, "class=\"player\""), dom);
        assertEquals(40, count(dom, "class=\"pit\""), dom);
        assertTrue(dom.contains("turn 0 / 1, 20 robots"), dom);
        assertTrue(dom.contains("printf '%s\\n' '30 17 20 40' 'L' | robots --seed 4"), dom);

        Path shot = dir.resolve("shot.png");
        run(chromium, "--screenshot=" + shot, "--window-size=1000,800", "--hide-scrollbars", page.toUri().toString());
        BufferedImage image = ImageIO.read(shot.toFile());
        int robotPixels = 0;
        int playerPixels = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                robotPixels += rgb == 0xCC3333 ? 1 : 0;
                playerPixels += rgb == 0x2266CC ? 1 : 0;
            }
        }
        // 20 robots of about 22 x 22 pixels, the player one square; a blank page has none.
        assertTrue(robotPixels > 20 * 100, "robot-red pixels: " + robotPixels);
        assertTrue(playerPixels > 100, "player-blue pixels: " + playerPixels);
    }

    /**
     * A {@code check --html} page of a tiny wrong program (the Lua example with a slip): it opens at
     * the failing turn with the expected and the received field drawn side by side, cells and the
     * differing ones marked in both, and the screenshot shows them.
     */
    @Test
    void chromiumDrawsTheCheckFailureExpectedBesideReceived() throws Exception {
        String chromium = chromium();
        Path page = dir.resolve("f.html");
        FailurePageTest.checkPage(dir, page);

        String dom = run(chromium, "--dump-dom", page.toUri().toString());
        int expectedAt = dom.indexOf("id=\"board-expected\"");
        int receivedAt = dom.indexOf("id=\"board-received\"");
        assertTrue(expectedAt > 0 && receivedAt > expectedAt, "both boards drawn, expected first\n" + dom);
        String expected = dom.substring(expectedAt, receivedAt);
        String received = dom.substring(receivedAt, dom.indexOf("</svg>", receivedAt));
        assertEquals(1, count(expected, "class=\"cell player\""), expected);
        assertEquals(1, count(received, "class=\"cell player\""), received);
        assertTrue(count(expected, "class=\"cell ") > 1 && count(received, "class=\"cell ") > 1, dom);
        int differing = count(expected, "class=\"diff\"");
        assertTrue(differing > 0 && differing == count(received, "class=\"diff\""),
                "the same differing cells marked on both boards\n" + dom);
        assertTrue(dom.contains("the failing turn: expected and received"), dom);

        Path shot = dir.resolve("failure.png");
        run(chromium, "--screenshot=" + shot, "--window-size=1000,800", "--hide-scrollbars", page.toUri().toString());
        BufferedImage image = ImageIO.read(shot.toFile());
        int playerPixels = 0;
        int markPixels = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                playerPixels += rgb == 0x2266CC ? 1 : 0;
                markPixels += rgb == 0xEE0000 ? 1 : 0;
            }
        }
        // Two players of at least 16 x 16 pixels (two boards), and the red outlines of the differing cells.
        assertTrue(playerPixels > 2 * 200, "player-blue pixels: " + playerPixels);
        assertTrue(markPixels > 20, "difference-red pixels: " + markPixels);
    }

    /** The Chromium to run; skips (or, under CI, fails) without one. */
    private static String chromium() {
        for (String name : List.of("chromium", "chromium-browser")) {
            for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                if (!directory.isEmpty() && Files.isExecutable(Path.of(directory, name))) {
                    return Path.of(directory, name).toString();
                }
            }
        }
        String message = "no chromium on PATH (apt-get install chromium)";
        if ("true".equals(System.getenv("CI"))) {
            throw new AssertionError(message + ": CI=true requires it");
        }
        Assumptions.abort(message);
        return null;
    }

    /** Runs headless Chromium with a fresh profile; its standard output. */
    private String run(String chromium, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(chromium, "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + Files.createTempDirectory(dir, "profile"), "--virtual-time-budget=3000"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "chromium", ".out");
        Path err = Files.createTempFile(dir, "chromium", ".err");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        process.getOutputStream().close();
        if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new AssertionError("chromium still running after " + LIMIT_SECONDS + " s: " + command);
        }
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), "chromium exit status\n" + Files.readString(err, StandardCharsets.UTF_8));
        return stdout;
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
