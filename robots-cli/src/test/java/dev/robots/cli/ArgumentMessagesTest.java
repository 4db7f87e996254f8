package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One place per module for the wording of a refusal, {@code subject (expected: expectation)}: each
 * module's {@code Expected.of} (as JCTools' {@code RangeUtil}). No other string literal in any
 * module's main code spells {@code "(expected: "} by hand, so the wording cannot drift from one
 * message to the next. Comments may (they quote messages).
 */
class ArgumentMessagesTest {
    private static final Path ROOT = Path.of("..");
    private static final String KEY = "(expected: ";
    private static final List<String> MODULES = List.of("robots-core", "robots-record", "robots-cli", "robots-web",
            "robots-bench");

    @Test
    void noMessageSpellsExpectedButTheModulesExpectedOf() throws IOException {
        List<String> handWritten = new ArrayList<>();
        int homes = 0;
        int sources = 0;
        for (String module : MODULES) {
            Path main = ROOT.resolve(module).resolve("src/main/java");
            List<Path> files;
            try (Stream<Path> walk = Files.walk(main)) {
                files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
            }
            for (Path file : files) {
                sources++;
                if (file.getFileName().toString().equals("Expected.java")) {
                    homes++;
                    continue;
                }
                String text = Files.readString(file, StandardCharsets.UTF_8);
                for (String literal : codeStringLiterals(text)) {
                    if (literal.contains(KEY)) {
                        handWritten.add(ROOT.relativize(file) + ": " + literal);
                    }
                }
            }
        }
        assertEquals(List.of(), handWritten, "write these with the module's Expected.of");
        assertEquals(MODULES.size(), homes, "one Expected per module");
        assertTrue(sources > 300, sources + " sources read");
    }

    @Test
    void theScanFindsAHandWrittenMessageAndSkipsComments() {
        String source = "class A {\n  // \"x (expected: y)\" in a comment\n  /* \"(expected: z)\" */\n"
                + "  String c = '\"';\n  String s = \"n: \" + n + \" (expected: >= 1)\";\n}\n";
        assertEquals(List.of("\"n: \"", "\" (expected: >= 1)\""), codeStringLiterals(source));
    }

    /** The string literals of Java source, outside comments and char literals, quotes included. */
    static List<String> codeStringLiterals(String src) {
        List<String> literals = new ArrayList<>();
        int i = 0;
        int n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (src.startsWith("//", i)) {
                int end = src.indexOf('\n', i);
                i = end < 0 ? n : end;
            } else if (src.startsWith("/*", i)) {
                int end = src.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if (src.startsWith("\"\"\"", i)) {
                int end = src.indexOf("\"\"\"", i + 3);
                literals.add(src.substring(i, end < 0 ? n : end + 3));
                i = end < 0 ? n : end + 3;
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < n && src.charAt(j) != c) {
                    j += src.charAt(j) == '\\' ? 2 : 1;
                }
                if (c == '"') {
                    literals.add(src.substring(i, Math.min(j + 1, n)));
                }
                i = j + 1;
            } else {
                i++;
            }
        }
        return literals;
    }
}
