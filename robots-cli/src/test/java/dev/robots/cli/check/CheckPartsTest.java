package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The checker's parts import downward only: {@code model} nothing of the checker, {@code play},
 * {@code randomness} and {@code diagnosis} the model, {@code report} the model and {@code play};
 * none of them the run ({@code dev.robots.cli.check} itself), which alone sees them all. Read from
 * the sources' imports and fully qualified names.
 */
class CheckPartsTest {
    private static final Path CHECK = Path.of("src/main/java/dev/robots/cli/check");
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "model", Set.of(),
            "play", Set.of("model"),
            "randomness", Set.of("model"),
            "diagnosis", Set.of("model"),
            "report", Set.of("model", "play"));
    private static final Pattern REFERENCE = Pattern.compile("dev\\.robots\\.cli\\.check(?:\\.(\\w+))?\\.[A-Z]");

    @Test
    void thePartsImportDownwardOnly() throws IOException {
        List<String> wrong = new ArrayList<>();
        int read = 0;
        for (Map.Entry<String, Set<String>> part : ALLOWED.entrySet()) {
            List<Path> files;
            try (Stream<Path> walk = Files.list(CHECK.resolve(part.getKey()))) {
                files = walk.filter(p -> p.toString().endsWith(".java")).toList();
            }
            for (Path file : files) {
                read++;
                String code = Files.readString(file, StandardCharsets.UTF_8).replaceAll("(?s)/\\*.*?\\*/", "")
                        .replaceAll("//[^\\n]*", "");
                Matcher m = REFERENCE.matcher(code);
                while (m.find()) {
                    String target = m.group(1) == null ? "the run" : m.group(1);
                    if (!target.equals(part.getKey()) && !part.getValue().contains(target)) {
                        wrong.add(CHECK.relativize(file) + " -> " + target);
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, "a part of the checker reaches up or across");
        assertTrue(read >= 25, read + " sources read");
    }
}
