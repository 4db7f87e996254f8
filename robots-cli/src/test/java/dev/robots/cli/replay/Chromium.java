package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

/**
 * Headless Chromium for the page tests: the DOM after a page's script ran, and a page's layout at a
 * window size with a screenshot of it. Without Chromium, {@link dev.robots.cli.ToolCheck}'s rule.
 *
 * <p>Headless Chromium lays a page out at least 500 px wide whatever {@code --window-size} says, so
 * {@link #layout} opens the page in a frame of the exact size (its viewport: {@code innerWidth}
 * and media queries follow the frame) and crops the screenshot to it. A script appended to a copy
 * of the page measures it and posts the facts to the frame's parent, which writes them into its DOM.
 */
public final class Chromium {
    private static final long LIMIT_SECONDS = 120;
    /** Measures the page: overflow, the player squares, the boards' places, rings outside their board. */
    private static final String PROBE = """
            <script>setTimeout(() => {
              const box = e => { const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].join(","); };
              const players = [...document.querySelectorAll("#player rect.player, rect.cell.player")].map(box);
              const boards = [...document.querySelectorAll("svg")].map(box);
              let clipped = 0;
              for (const svg of document.querySelectorAll("svg")) {
                const s = svg.getBoundingClientRect();
                for (const c of svg.querySelectorAll("circle")) {
                  const b = c.getBoundingClientRect();
                  if (b.left < s.left - 0.5 || b.top < s.top - 0.5 || b.right > s.right + 0.5
                      || b.bottom > s.bottom + 0.5) clipped++;
                }
              }
              parent.postMessage("scrollWidth=" + document.documentElement.scrollWidth + ";innerWidth=" + innerWidth
                + ";players=" + players.join("|") + ";boards=" + boards.join("|") + ";clipped=" + clipped, "*");
            }, 300);</script>
            """;

    private final String executable;
    private final Path dir;

    private Chromium(String executable, Path dir) {
        this.executable = executable;
        this.dir = dir;
    }

    /** Chromium working in {@code dir}; without one, {@link dev.robots.cli.ToolCheck}'s rule. */
    public static Chromium in(Path dir) {
        String chromium = dev.robots.cli.ToolCheck.onPath("chromium", "chromium-browser");
        if (chromium == null) {
            dev.robots.cli.ToolCheck.missing("no chromium on PATH (apt-get install chromium)");
        }
        return new Chromium(chromium, dir);
    }

    /** The page's DOM after its script ran. */
    public String dom(Path page) throws IOException, InterruptedException {
        return run("--window-size=1000,800", "--dump-dom", page.toUri().toString());
    }

    /** A screenshot of the page in a window of this size. */
    public BufferedImage screenshot(Path page, int width, int height) throws IOException, InterruptedException {
        Path shot = Files.createTempFile(dir, "shot", ".png");
        run("--screenshot=" + shot, "--window-size=" + width + "," + height, "--hide-scrollbars",
                page.toUri().toString());
        return ImageIO.read(shot.toFile());
    }

    /** What {@link #layout} measured, in CSS pixels of the frame's viewport. */
    public record Layout(int scrollWidth, int innerWidth, List<double[]> players, List<double[]> boards, int clipped,
            BufferedImage image) {
        /** Pixels of this colour ({@code 0xRRGGBB}) inside the box {@code x, y, width, height}. */
        public int pixels(double[] box, int rgb) {
            int n = 0;
            for (int y = (int) Math.floor(box[1]); y < Math.ceil(box[1] + box[3]); y++) {
                for (int x = (int) Math.floor(box[0]); x < Math.ceil(box[0] + box[2]); x++) {
                    boolean inside = x >= 0 && y >= 0 && x < image.getWidth() && y < image.getHeight();
                    n += inside && (image.getRGB(x, y) & 0xFFFFFF) == rgb ? 1 : 0;
                }
            }
            return n;
        }
    }

    /**
     * The page laid out in a viewport of {@code width} x {@code height}: its measures, and its
     * screenshot, also kept as {@code shot} (for a person to look at).
     */
    public Layout layout(Path page, int width, int height, Path shot) throws IOException, InterruptedException {
        String html = Files.readString(page, StandardCharsets.UTF_8);
        Path probed = page.resolveSibling("probed-" + page.getFileName());
        Files.writeString(probed, html.replace("</body>", PROBE + "</body>"), StandardCharsets.UTF_8);
        Path frame = page.resolveSibling("frame-" + width + "-" + page.getFileName());
        Files.writeString(frame, "<!DOCTYPE html><html><body style=\"margin:0\"><iframe src=\""
                + probed.getFileName() + "\" width=\"" + width + "\" height=\"" + height
                + "\" style=\"border:0;display:block\"></iframe><pre id=\"result\"></pre><script>"
                + "addEventListener(\"message\", e => { document.getElementById(\"result\").textContent = e.data; });"
                + "</script></body></html>", StandardCharsets.UTF_8);
        int window = Math.max(width, 500);
        // Scrollbars hidden in both runs, so that the page is laid out the same for the probe and the screenshot.
        String dom = run("--window-size=" + window + "," + height, "--hide-scrollbars", "--dump-dom",
                frame.toUri().toString());
        Matcher m = Pattern.compile("scrollWidth=(\\d+);innerWidth=(\\d+);players=([^;]*);boards=([^;]*)"
                + ";clipped=(\\d+)").matcher(dom);
        assertTrue(m.find(), "the probe's result\n" + dom);
        BufferedImage full = screenshot(frame, window, height);
        BufferedImage image = full.getSubimage(0, 0, width, height);
        ImageIO.write(image, "png", shot.toFile());
        return new Layout(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), boxes(m.group(3)),
                boxes(m.group(4)), Integer.parseInt(m.group(5)), image);
    }

    private static List<double[]> boxes(String text) {
        List<double[]> boxes = new ArrayList<>();
        for (String box : text.isEmpty() ? new String[0] : text.split("\\|")) {
            String[] parts = box.split(",");
            boxes.add(new double[] {Double.parseDouble(parts[0]), Double.parseDouble(parts[1]),
                Double.parseDouble(parts[2]), Double.parseDouble(parts[3])});
        }
        return boxes;
    }

    /** Runs headless Chromium with a fresh profile; its standard output. */
    private String run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(executable, "--headless", "--no-sandbox", "--disable-gpu",
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

    /** How often {@code part} occurs in {@code text}. */
    public static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
