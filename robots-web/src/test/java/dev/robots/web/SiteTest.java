package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The built page can be hosted as it is: every file the page loads is named by a relative address
 * and lies in the built folder, and the repository's GitHub Pages workflow builds that folder and
 * publishes it (docs/web.md, "Publishing the page").
 */
class SiteTest {
    private static final Path PAGE = Path.of(System.getProperty("robots.web.page", "target/site/index.html"));

    @Test
    void everyFileThePageLoadsIsInTheFolderByARelativeAddress() throws IOException {
        Path site = PAGE.toAbsolutePath().getParent();
        for (String page : List.of("index.html", "bench.html")) {
            String html = Files.readString(site.resolve(page), StandardCharsets.UTF_8);
            Matcher loads = Pattern.compile("(?:src|href)=\"([^\"#]+)\"").matcher(html);
            List<String> names = new ArrayList<>();
            while (loads.find()) {
                String name = loads.group(1);
                names.add(name);
                assertTrue(name.matches("[a-z][a-z0-9.-]*"), page + ": " + name + " is not a file beside the page");
                assertTrue(Files.isRegularFile(site.resolve(name)), page + ": " + name + " is not in " + site);
            }
            assertTrue(names.contains("robots.js"), page + " loads " + names);
        }
    }

    @Test
    void theWorkflowBuildsTheFolderAndPublishesIt() throws IOException {
        Path module = PAGE.toAbsolutePath().getParent().getParent().getParent();
        Path workflow = module.resolveSibling(".github").resolve("workflows").resolve("pages.yml");
        String yaml = Files.readString(workflow, StandardCharsets.UTF_8);
        String folder = module.getParent().relativize(PAGE.toAbsolutePath().getParent()).toString().replace('\\', '/');
        assertEquals("robots-web/target/site", folder);
        assertTrue(yaml.contains("run: ./mvnw -B -pl robots-web -am package -DskipTests"), "the build of the page");
        assertTrue(yaml.contains("path: " + folder), "the folder uploaded");
        assertTrue(yaml.contains("uses: actions/deploy-pages@"), "published to GitHub Pages");
    }
}
