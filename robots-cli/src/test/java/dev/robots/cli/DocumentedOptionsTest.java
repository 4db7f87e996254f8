package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The manual names every option of every command: an option added to any command without a word
 * in its pages fails the build (their help says what each does; the
 * pages say what was chosen and why). A command's pages: its own, and docs/cli.md, which has the
 * options every command shares.
 */
class DocumentedOptionsTest {
    private static final Path DOCS = Path.of("..", "docs");
    private static final Map<String, List<String>> PAGES = Map.of(
            "", List.of("cli.md"),
            "check", List.of("checker.md", "checker-reports.md", "checker-tests.md", "cli.md"),
            "bot", List.of("bot.md", "checker.md", "cli.md"),
            "autoplay", List.of("autoplay.md", "cli.md"),
            "autoplay merge", List.of("autoplay.md", "cli.md"),
            "play", List.of("play.md", "cli.md"),
            "replay", List.of("replay.md", "cli.md"));

    /** Every command of the tree has its pages here: a new command without pages fails. */
    @org.junit.jupiter.api.Test
    void everyCommandHasPages() {
        List<String> commands = new ArrayList<>(List.of(""));
        RobotsCommand.commandTree().getSubcommands().forEach((name, sub) -> {
            commands.add(name);
            sub.getSubcommands().keySet().forEach(inner -> commands.add(name + " " + inner));
        });
        assertEquals(new java.util.TreeSet<>(commands), new java.util.TreeSet<>(PAGES.keySet()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "check", "bot", "autoplay", "autoplay merge", "play", "replay"})
    void everyOptionIsNamedInItsPages(String command) throws IOException {
        StringBuilder pages = new StringBuilder();
        for (String page : PAGES.get(command)) {
            pages.append(Files.readString(DOCS.resolve(page), StandardCharsets.UTF_8));
        }
        String text = pages.toString();
        CommandLine line = RobotsCommand.commandTree();
        for (String word : command.isEmpty() ? new String[0] : command.split(" ")) {
            line = line.getSubcommands().get(word);
        }
        List<String> missing = new ArrayList<>();
        int options = 0;
        for (OptionSpec option : line.getCommandSpec().options()) {
            String name = option.longestName();
            if (!option.usageHelp() && !option.versionHelp() && !option.hidden()) {
                options++;
                if (!Pattern.compile("`" + Pattern.quote(name) + "[` =\\[]").matcher(text).find()) {
                    missing.add(name);
                }
            }
        }
        assertTrue(options > 0, command + " has options");
        assertEquals(List.of(), missing, "robots " + command + " options that " + PAGES.get(command) + " do not name in backticks");
    }
}
