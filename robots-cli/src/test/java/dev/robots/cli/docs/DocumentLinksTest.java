package dev.robots.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the manual resolves: in README.md, CONTRIBUTING.md, the modules' READMEs
 * and every Markdown file under docs/, each link that is not a URL names a file or directory of the repository, and its
 * {@code #anchor}, if any, a heading of the Markdown file it names (GitHub's anchors, {@link Markdown#slug}).
 * A renamed heading or a moved file then fails the build, not a reader.
 */
class DocumentLinksTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /**
     * The documents checked: the three at the top (the changelog too), the modules' READMEs,
     * everything Markdown under docs/ and under examples/.
     */
    static List<Path> documents(Path root) throws IOException {
        List<Path> documents = new ArrayList<>(List.of(root.resolve("README.md"), root.resolve("CONTRIBUTING.md"),
                root.resolve("CHANGELOG.md"), root.resolve("robots-bench/README.md"),
                root.resolve("robots-web/README.md")));
        for (String tree : List.of("docs", "examples")) {
            try (Stream<Path> files = Files.walk(root.resolve(tree))) {
                files.filter(p -> p.toString().endsWith(".md") && !p.toString().contains("/target/")).sorted()
                        .forEach(documents::add);
            }
        }
        return documents;
    }

    @Test
    void everyRelativeLinkAndAnchorResolves() throws IOException {
        List<Path> documents = documents(ROOT);
        assertTrue(documents.size() >= 10, "found only " + documents + " under " + ROOT);
        int links = 0;
        List<String> broken = new ArrayList<>();
        Map<Path, Markdown> read = new HashMap<>();
        for (Path document : documents) {
            links += check(ROOT, document, read, broken);
        }
        assertTrue(links > 100, "found only " + links + " relative links: is the link pattern broken?");
        assertEquals(List.of(), broken, "broken links");
    }

    /** The test fails on what it should: a missing file, a missing anchor, a missing anchor in another file. */
    @Test
    void brokenLinksAreFound(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("docs"));
        Files.writeString(dir.resolve("docs/a.md"), """
                # A page: `--think MS` (a test)

                ## Twice
                ## Twice

                [fine](#a-page---think-ms-a-test) [fine](b.md#b) [fine](#twice-1) [fine](../docs/)
                [a URL](https://example.org/#nothing) `[in code](nothing.md)`
                [no file](missing.md) [no anchor](#nowhere) [no anchor there](b.md#nowhere)
                [a heading in a code block](b.md#not-a-heading)

                ```
                [in a block](nothing.md)
                ```
                """);
        Files.writeString(dir.resolve("docs/b.md"), "# B\n\n```\n# not a heading\n```\n");
        List<String> broken = new ArrayList<>();
        int links = check(dir, dir.resolve("docs/a.md"), new HashMap<>(), broken);
        assertEquals(8, links);
        assertEquals(List.of(
                "docs/a.md:8: missing.md: no such file",
                "docs/a.md:8: #nowhere: no such heading in docs/a.md",
                "docs/a.md:8: b.md#nowhere: no such heading in docs/b.md",
                "docs/a.md:9: b.md#not-a-heading: no such heading in docs/b.md"), broken);
    }

    @Test
    void anchorsAreGithubs() {
        assertEquals("a-thinking-budget---think-ms", Markdown.slug("A thinking budget: `--think MS`"));
        assertEquals("robots-play-the-game-for-a-person", Markdown.slug("`robots play`: the game for a person"));
        assertEquals("init-numbers-decision", Markdown.slug("INIT numbers **[decision]**"));
        assertEquals("the-99-target-out-of-reach", Markdown.slug("The 99% target: out of reach"));
        assertEquals("check---html-file-and-bot---html-file-a-failure-as-a-page",
                Markdown.slug("`check --html FILE` and `bot --html FILE`: a failure as a page"));
        assertEquals("scenario-b4096_1m", Markdown.slug("Scenario B4096_1M"));
        assertEquals("über-größe", Markdown.slug("Über Größe"));
    }

    /**
     * Checks the relative links of {@code document} into {@code broken} (files named from
     * {@code root}); the number of relative links.
     */
    private static int check(Path root, Path document, Map<Path, Markdown> read, List<String> broken)
            throws IOException {
        Markdown doc = markdown(document, read);
        int relative = 0;
        for (Markdown.Link link : doc.links()) {
            String target = link.target();
            if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
                continue; // https:, mailto: ...
            }
            relative++;
            int hash = target.indexOf('#');
            String path = URLDecoder.decode(hash < 0 ? target : target.substring(0, hash), StandardCharsets.UTF_8);
            String anchor = hash < 0 ? null : target.substring(hash + 1);
            Path file = path.isEmpty() ? document : document.getParent().resolve(path).normalize();
            String where = root.relativize(document) + ":" + link.line() + ": " + target + ": ";
            if (!Files.exists(file)) {
                broken.add(where + "no such file");
            } else if (anchor != null && file.toString().endsWith(".md")
                    && !markdown(file, read).anchors().contains(anchor)) {
                broken.add(where + "no such heading in " + root.relativize(file));
            }
        }
        return relative;
    }

    private static Markdown markdown(Path file, Map<Path, Markdown> read) throws IOException {
        Markdown doc = read.get(file);
        if (doc == null) {
            doc = Markdown.of(Files.readString(file, StandardCharsets.UTF_8));
            read.put(file, doc);
        }
        return doc;
    }
}
