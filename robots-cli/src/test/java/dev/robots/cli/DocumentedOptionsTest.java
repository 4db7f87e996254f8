package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * docs/cli.md names every option of the commands it documents: an option added to {@code autoplay} or
 * {@code bot} without a word in the document fails the build (their help says what each does; the
 * document says what was chosen and why).
 */
class DocumentedOptionsTest {
    private static final Path CLI_DOC = Path.of("..", "docs", "cli.md");

    @ParameterizedTest
    @ValueSource(strings = {"autoplay", "bot", "autoplay merge"})
    void everyOptionIsNamedInCliMd(String command) throws IOException {
        String text = Files.readString(CLI_DOC, StandardCharsets.UTF_8);
        CommandLine line = Main.commandTree();
        for (String word : command.split(" ")) {
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
        assertEquals(List.of(), missing, "robots " + command + " options docs/cli.md does not name in backticks");
    }
}
