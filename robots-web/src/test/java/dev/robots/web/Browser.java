package dev.robots.web;

import dev.robots.cli.ToolCheck;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium driven by WebDriver (Debian's {@code chromedriver}), on the built page
 * {@code target/site/index.html} opened from disk. Without Chromium, chromedriver or the page,
 * robots-cli's {@code ToolCheck} rule: the test fails where {@code CI} is set, and is skipped
 * elsewhere (where {@code ./build-and-test} fails on the skip). The window's inner size is set through the DevTools protocol, since headless Chromium
 * keeps a window at least 500 px wide.
 */
final class Browser implements AutoCloseable {
    /**
     * Selenium warns, once per browser, that it has no DevTools bindings for this Chromium's version:
     * the tests send their few DevTools commands raw ({@link #cdp}), which needs none. Held here so
     * that the setting is not collected with the logger.
     */
    private static final java.util.logging.Logger CDP_VERSIONS =
            java.util.logging.Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder");

    static {
        CDP_VERSIONS.setLevel(java.util.logging.Level.OFF);
    }

    private final ChromeDriver driver;
    private final Path page;

    private Browser(ChromeDriver driver, Path page) {
        this.driver = driver;
        this.page = page;
    }

    /** A fresh headless Chromium with a fresh profile; skips (or, under CI, fails) without one. */
    static Browser open() {
        String chromium = ToolCheck.onPath("chromium", "chromium-browser");
        String chromedriver = ToolCheck.onPath("chromedriver");
        Path page = Path.of(System.getProperty("robots.web.page", "target/site/index.html")).toAbsolutePath();
        if (chromium == null || chromedriver == null || !Files.isRegularFile(page)) {
            String message = "no chromium or chromedriver on PATH, or no " + page
                    + " (apt-get install chromium chromium-driver; ./mvnw -pl robots-web -am package)";
            ToolCheck.missing(message);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--no-first-run",
                "--allow-file-access-from-files", "--window-size=1200,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(chromedriver)).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        return new Browser(driver, page);
    }

    /** Opens the page at {@code #fragment} as a fresh load, and waits until it drew the field. */
    void load(String fragment) {
        driver.get("about:blank");
        driver.get(page.toUri() + "#" + fragment);
        waitFor("the field drawn", () -> !text("field-text").isEmpty());
    }

    /** Opens {@code address} (a page served over http, say) as a fresh load, and waits until it drew the field. */
    void open(String address) {
        driver.get("about:blank");
        driver.get(address);
        waitFor("the field drawn", () -> !text("field-text").isEmpty());
    }

    /**
     * The window of {@code screen}: its size in CSS pixels and, for a phone, Chromium's mobile
     * emulation with a touch screen (touch events, {@code (pointer: coarse)}). Kept across loads.
     */
    void screen(Screen screen) {
        window(screen.width(), screen.height(), screen.touch());
    }

    /** A window of width x height CSS pixels; with touch, a phone's (mobile emulation, a touch screen). */
    void window(int width, int height, boolean touch) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", touch));
        driver.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", touch,
                "maxTouchPoints", touch ? 5 : 1));
    }

    /** A tap of a finger at (x, y), CSS pixels of the window: a touch starting and ending there. */
    void tap(double x, double y) {
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart",
                "touchPoints", List.of(Map.of("x", x, "y", y))));
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    /** A tap on the middle of the element with this id. */
    void tapElement(String id) {
        tapNth("#" + id, 0);
    }

    /** A tap on the middle of the {@code index}th element (from 0) that {@code selector} finds. */
    void tapNth(String selector, int index) {
        List<Number> box = boxes(selector).get(index);
        tap(box.get(0).doubleValue() + box.get(2).doubleValue() / 2, box.get(1).doubleValue() + box.get(3).doubleValue() / 2);
    }

    /**
     * A move as a person makes it: on the desktop {@code c} for a charge and the move's vi key, on a
     * phone a tap on Charge and on the pad's key. A losing move is left asking.
     */
    void play(Screen screen, dev.robots.core.Command move) {
        int index = (move.dy() + 1) * 3 + move.dx() + 1;
        if (screen.touch()) {
            if (move.charge()) {
                tapElement("charge");
            }
            tapNth("#pad button", index);
        } else {
            keys((move.charge() ? "c" : "") + "ykuh.lbjn".charAt(index));
        }
    }

    /**
     * The test's thread waits {@code millis} (the page goes on): for {@link #waitFor}'s polling only,
     * never before a look that a sleep would make pass (wait for a state instead).
     */
    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** A DevTools protocol command, such as {@code Emulation.setEmulatedMedia}. */
    void cdp(String command, Map<String, Object> parameters) {
        driver.executeCdpCommand(command, parameters);
    }

    /** An element's whole text, seen or not ({@code textContent}). */
    String text(String id) {
        return String.valueOf(driver.findElement(By.id(id)).getAttribute("textContent"));
    }

    WebElement element(String id) {
        return driver.findElement(By.id(id));
    }

    /** Sends keys to the page, as a person types them. */
    void keys(CharSequence... keys) {
        driver.findElement(By.tagName("body")).sendKeys(keys);
    }

    /**
     * Presses keys wherever the page's focus is, as a person does after a click ({@link #keys} types
     * them into the body).
     */
    void press(CharSequence... keys) {
        new org.openqa.selenium.interactions.Actions(driver).sendKeys(keys).perform();
    }

    /** The cell {@code (x, y)} of the board. */
    WebElement cell(int x, int y) {
        return driver.findElement(By.cssSelector("#cells .cell[data-x=\"" + x + "\"][data-y=\"" + y + "\"]"));
    }

    /**
     * Whether the page's autopilot plays on: a turn of its is scheduled ({@code robotsPage.autopilot.running()},
     * its pending timer). A stopped autopilot has none, so no later turn can come: a state, where
     * a sleep followed by a look would only say that none came yet.
     */
    boolean autopilotRunning() {
        return Boolean.TRUE.equals(script("return robotsPage.autopilot.running();"));
    }

    Object script(String script, Object... args) {
        return driver.executeScript(script, args);
    }

    byte[] screenshot() {
        return driver.getScreenshotAs(org.openqa.selenium.OutputType.BYTES);
    }

    /** Waits up to {@code seconds} for a condition; fails naming it. */
    void waitFor(String what, java.util.function.BooleanSupplier condition, int seconds) {
        long deadline = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + seconds + " s: " + what);
            }
            sleep(50);
        }
    }

    void waitFor(String what, java.util.function.BooleanSupplier condition) {
        waitFor(what, condition, 20);
    }

    /** Boxes of the elements {@code selector} finds: x, y, width, height in CSS pixels of the viewport. */
    @SuppressWarnings("unchecked")
    List<List<Number>> boxes(String selector) {
        return (List<List<Number>>) driver.executeScript("return [...document.querySelectorAll(arguments[0])]"
                + ".map(e => { const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height]; });",
                selector);
    }

    @Override
    public void close() {
        driver.quit();
    }
}
