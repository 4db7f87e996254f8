package dev.robots.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every block of the manual says what it is, so that {@link DocumentedCommandsIT} runs every command:
 * {@code sh} (commands, run), {@code console} (a transcript: {@code $ command}, then what it prints;
 * run and compared), {@code text} (output, a listing, a format: not run), or the language of code.
 * A transcript hidden in a text block, or a bare {@code robots} (on Debian that is bsdgames' robots;
 * elsewhere "command not found") where {@code ./robots} is meant, fails.
 */
class DocumentFencesTest {
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Set<String> KINDS = Set.of("sh", "console", "text", "java", "lua", "json", "html", "xml",
            "javascript", "js", "properties", "yaml", "diff");
    private static final Pattern BARE = Pattern.compile("^(\\$ )?robots (check|bot|autoplay|play|replay|--)( (?!merge:)|$)");

    /** The pages {@link DocumentedCommandsIT} runs: the manual without its history. */
    static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        for (Path document : DocumentLinksTest.documents(ROOT)) {
            String name = ROOT.relativize(document).toString();
            if (!name.equals("CHANGELOG.md") && !name.startsWith("docs/research/")) {
                pages.add(document);
            }
        }
        assertTrue(pages.size() >= 15, "pages: " + pages);
        return pages;
    }

    @Test
    void everyBlockSaysWhatItIsAndNoCommandIsBareRobots() throws IOException {
        List<String> wrong = new ArrayList<>();
        int blocks = 0;
        for (Path page : pages()) {
            String name = ROOT.relativize(page).toString();
            for (Markdown.Block block : Markdown.of(Files.readString(page, StandardCharsets.UTF_8)).blocks()) {
                blocks++;
                String where = name + ":" + block.line();
                if (!KINDS.contains(block.info())) {
                    wrong.add(where + ": a block of kind '" + block.info() + "' (expected one of " + KINDS + ")");
                    continue;
                }
                boolean transcript = !block.lines().isEmpty() && block.lines().get(0).startsWith("$ ");
                if (block.info().equals("text") && transcript) {
                    wrong.add(where + ": a transcript in a text block (expected: console, which is run)");
                }
                if (block.info().equals("console") && !transcript) {
                    wrong.add(where + ": a console block that does not start with '$ '");
                }
                if (Set.of("sh", "console", "text").contains(block.info())) {
                    for (String line : block.lines()) {
                        if (BARE.matcher(line.strip()).find()) {
                            wrong.add(where + ": bare robots (expected: ./robots): " + line.strip());
                        }
                    }
                }
            }
        }
        assertTrue(blocks > 60, "found only " + blocks + " blocks");
        assertEquals(List.of(), wrong);
    }
}
