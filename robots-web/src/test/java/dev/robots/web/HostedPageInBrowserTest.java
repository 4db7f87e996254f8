package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.robots.core.Command;
import dev.robots.core.GameParameters;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The page as a web server serves it (the built folder {@code target/site} as it is, here from a
 * server on this machine's loopback address), in a desktop window and on a phone: Copy link gives
 * the page's own address with the position, which opens that position again; opened from disk it
 * gives the #fragment alone and says why; and the address follows the game through 500 turns of one
 * key (Chromium ignores a page that rewrites its address too often).
 */
@ExtendWith(BrowserExtension.class)
class HostedPageInBrowserTest {
    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8", "css", "text/css; charset=utf-8");
    /** Set by {@link BrowserExtension} for the class's tests. */
    private static Browser browser;
    private static HttpServer server;
    private static String address;

    @BeforeAll
    static void serveTheSite() throws IOException {
        Path site = Path.of(System.getProperty("robots.web.page", "target/site/index.html")).toAbsolutePath()
                .getParent();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            Path file = site.resolve(exchange.getRequestURI().getPath().substring(1)).normalize();
            String name = file.getFileName() == null ? "" : file.getFileName().toString();
            String type = TYPES.get(name.substring(name.lastIndexOf('.') + 1));
            boolean found = file.startsWith(site) && Files.isRegularFile(file) && type != null;
            byte[] body = found ? Files.readAllBytes(file) : new byte[0];
            exchange.getResponseHeaders().set("Content-Type", found ? type : "text/plain");
            exchange.sendResponseHeaders(found ? 200 : 404, found ? body.length : -1);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        address = "http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort() + "/index.html";
    }

    @AfterAll
    static void stop() {
        server.stop(0);
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void copyLinkGivesThePagesOwnAddressWhichOpensThePosition(Screen screen) {
        browser.screen(screen);
        browser.open(address + "#seed=-3");
        Session jvm = Session.start(-3, Link.STATEMENT);
        Command move = firstSafe(jvm);
        new FieldProbe(browser).tap(jvm.game().playerX() + move.dx(), jvm.game().playerY() + move.dy());
        jvm.play(move);
        String link = copyLink();
        assertEquals(address + "#" + jvm.link(), link, screen + ": the page's own address");
        assertTrue(browser.text("share-note").contains("wherever the page is"), browser.text("share-note"));
        browser.open(link);
        assertEquals(jvm.fieldText(), browser.text("field-text"), screen + ": the link opens the position");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void fromDiskCopyLinkGivesTheFragmentAndSaysWhy(Screen screen) {
        browser.screen(screen);
        browser.load("seed=-3");
        String link = copyLink();
        assertEquals("#seed=-3&size=30,17,20,40", link, screen + ": no file:/// address");
        assertTrue(browser.text("share-note").contains("opens only on this computer"), browser.text("share-note"));
        assertTrue(browser.element("share").isDisplayed() && browser.boxes("#link-box").get(0).get(1).doubleValue()
                < screen.height(), screen + ": shown in the window");
    }

    @ParameterizedTest
    @EnumSource(Screen.class)
    void theAddressFollows500TurnsOfOneKey(Screen screen) {
        browser.screen(screen);
        browser.open(address + "#seed=5&size=30,17,0,40");
        browser.keys("5", "0", "0", ".");
        Session jvm = Session.start(5, GameParameters.of(30, 17, 0, 40));
        for (int i = 0; i < 500; i++) {
            jvm.play(Command.WAIT);
        }
        assertEquals(jvm.fieldText(), browser.text("field-text"), screen + ": 500 waits");
        browser.waitFor("the address at turn 500", () -> ("#" + jvm.link()).equals(browser.script(
                "return decodeURIComponent(location.hash);")), 5);
    }

    private static Command firstSafe(Session jvm) {
        int safe = MoveLetters.of(jvm.game(), false).indexOf(MoveLetters.SAFE);
        return new Command(safe % 3 - 1, safe / 3 - 1, false);
    }

    /** Copy link, as a person presses it (behind ... on a small screen): the link shown. */
    private static String copyLink() {
        if (!browser.element("copy").isDisplayed()) {
            browser.tapElement("more-button");
        }
        browser.tapElement("copy");
        return browser.element("link-box").getAttribute("value");
    }
}
