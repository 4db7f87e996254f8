package dev.robots.cli.docs;

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
 * The manual (README.md, CONTRIBUTING.md and docs/, but the research log) says what is, in the
 * present tense: no issue numbers and no session times (what was tried, when and by which issue
 * is the research log's, docs/research/log.md, linked once); pages of at most {@link #MAX_LINES}
 * lines; and the README's headline figures each name the date of their run.
 */
class ManualTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String LOG = "docs/research/log.md";
    static final int MAX_LINES = 400;
    private static final Pattern ISSUE = Pattern.compile("(?i)\\bissues? #?\\d+");
    /** A time of day, 09:20 or 9:20:05, outside code: when a session ran. */
    private static final Pattern TIME = Pattern.compile("\\b([01]?\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?\\b");
    private static final Pattern DATE = Pattern.compile("\\b20\\d\\d-\\d\\d-\\d\\d\\b");

    /** The manual's pages, by their path from the root. */
    private static List<String> pages() throws IOException {
        List<String> pages = new ArrayList<>();
        for (Path page : DocumentLinksTest.documents(ROOT)) {
            String name = ROOT.relativize(page).toString();
            // The log and the changelog are history by design; the modules' and examples' READMEs are short.
            if (!name.equals(LOG) && !name.equals("CHANGELOG.md") && !name.contains("/README.md")) {
                pages.add(name);
            }
        }
        assertTrue(pages.size() >= 10 && pages.contains("README.md"), "pages: " + pages);
        return pages;
    }

    @Test
    void noIssueNumbersOrSessionTimesOutsideTheResearchLog() throws IOException {
        List<String> found = new ArrayList<>();
        for (String page : pages()) {
            found.addAll(history(page, Files.readString(ROOT.resolve(page), StandardCharsets.UTF_8)));
        }
        assertEquals(List.of(), found, "history in the manual: it belongs in " + LOG);
    }

    @Test
    void historyIsFound() {
        assertEquals(List.of("p.md:1: 'Issue 28'", "p.md:2: '09:20'", "p.md:2: '11:27'", "p.md:3: 'issues 12'"),
                history("p.md", """
                Issue 28: the ghosts.
                Measured 2026-12-03, 09:20 to 11:27 UTC.
                (issues 12 and 13), in 1.5x the time, a ratio of 3:1 (`at 10:00` in code is not prose)
                ```
                10:22 in a block is output, not prose
                ```
                """));
    }

    /** Issue numbers anywhere, times of day outside code blocks and spans. */
    static List<String> history(String page, String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean fence = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.strip().startsWith("```") || line.strip().startsWith("~~~")) {
                fence = !fence;
            }
            Matcher issue = ISSUE.matcher(line);
            while (issue.find()) {
                found.add(page + ":" + (i + 1) + ": '" + issue.group() + "'");
            }
            if (!fence) {
                Matcher time = TIME.matcher(line.replaceAll("`[^`]*`", ""));
                while (time.find()) {
                    found.add(page + ":" + (i + 1) + ": '" + time.group() + "'");
                }
            }
        }
        return found;
    }

    @Test
    void noPageIsOverFourHundredLines() throws IOException {
        List<String> long_ = new ArrayList<>();
        for (String page : pages()) {
            long lines = Files.readAllLines(ROOT.resolve(page), StandardCharsets.UTF_8).size();
            if (lines > MAX_LINES) {
                long_.add(page + ": " + lines + " lines");
            }
        }
        assertEquals(List.of(), long_, "pages over " + MAX_LINES + " lines: split them by topic");
    }

    @Test
    void theResearchLogIsLinkedOnce() throws IOException {
        int links = 0;
        for (String page : pages()) {
            Path from = ROOT.resolve(page);
            for (Markdown.Link link : Markdown.of(Files.readString(from, StandardCharsets.UTF_8)).links()) {
                String target = link.target().replaceAll("#.*", "");
                if (!target.isEmpty() && from.getParent().resolve(target).normalize().equals(ROOT.resolve(LOG))) {
                    links++;
                }
            }
        }
        assertEquals(1, links, "links to " + LOG + " from the manual");
    }

    @Test
    void everyHeadlineFigureNamesItsDate() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf("## Headline figures");
        assertTrue(start >= 0, "README.md has no '## Headline figures'");
        String section = readme.substring(start, readme.indexOf("\n## ", start + 1));
        List<String> rows = section.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| what ")).toList();
        assertTrue(rows.size() >= 5, "headline rows: " + rows);
        for (String row : rows) {
            assertTrue(DATE.matcher(row).find(), "a headline figure without the date of its run: " + row);
        }
        assertTrue(section.contains("2 vCPUs") && section.contains("OpenJDK"), "the headline figures' machine");
    }
}
