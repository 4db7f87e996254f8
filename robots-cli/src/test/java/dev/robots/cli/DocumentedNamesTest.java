package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The documents a newcomer reads first name only code that exists: every class-like name in
 * backticks ({@code `Checker`}, {@code `TextFormat.parse`}, {@code `Game.Builder`}) must be a type
 * declared somewhere in the repository's Java sources. A renamed or deleted class then fails the
 * build instead of leaving the reader to search for it.
 */
class DocumentedNamesTest {
    private static final Path ROOT = Path.of("..");
    /** A backticked span that starts with a type-like name: an upper-case letter, then a lower-case one. */
    private static final Pattern NAME = Pattern.compile("`([A-Z][a-z][A-Za-z0-9]*)[`.(<\\[ ]");
    private static final Pattern DECLARATION =
            Pattern.compile("\\b(?:class|interface|enum|record|@interface)\\s+([A-Z][A-Za-z0-9]*)");
    /** Backticked capitalised words in these documents that are not Java types. */
    private static final Set<String> NOT_TYPES = Set.of("Unreleased", "Unknown");
    /** Packages of the JDK whose types the documents may name. */
    private static final List<String> JDK_PACKAGES =
            List.of("java.lang.", "java.util.", "java.io.", "java.lang.management.");

    @ParameterizedTest
    @ValueSource(strings = {"README.md", "CONTRIBUTING.md", "docs/architecture.md", "docs/autopilot.md"})
    void everyNamedTypeExists(String document) throws IOException {
        String text = Files.readString(ROOT.resolve(document), StandardCharsets.UTF_8);
        Set<String> declared = declaredTypes();
        assertTrue(declared.size() > 100, "found only " + declared.size() + " types under " + ROOT.toAbsolutePath());
        List<String> missing = new ArrayList<>();
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            String name = m.group(1);
            if (!declared.contains(name) && !NOT_TYPES.contains(name) && !isJdkType(name) && !missing.contains(name)) {
                missing.add(name);
            }
        }
        assertEquals(List.of(), missing, document + " names types that no Java source declares");
    }

    private static boolean isJdkType(String name) {
        for (String prefix : JDK_PACKAGES) {
            try {
                Class.forName(prefix + name, false, DocumentedNamesTest.class.getClassLoader());
                return true;
            } catch (ClassNotFoundException e) {
                // not in this package; try the next
            }
        }
        return false;
    }

    /** Every type declared in the repository's Java sources (main and test, every module, examples). */
    private static Set<String> declaredTypes() throws IOException {
        Set<String> names = new TreeSet<>();
        List<Path> tops;
        try (Stream<Path> listing = Files.list(ROOT)) {
            // every module (a directory with a pom.xml) and the examples: a new module counts at once
            tops = listing.filter(d -> Files.isRegularFile(d.resolve("pom.xml"))
                    || d.getFileName().toString().equals("examples")).toList();
        }
        for (Path dir : tops) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : (Iterable<Path>) files
                        .filter(p -> p.toString().endsWith(".java") && !p.toString().contains("/target/"))::iterator) {
                    Matcher m = DECLARATION.matcher(Files.readString(file, StandardCharsets.UTF_8));
                    while (m.find()) {
                        names.add(m.group(1));
                    }
                }
            }
        }
        return names;
    }
}
