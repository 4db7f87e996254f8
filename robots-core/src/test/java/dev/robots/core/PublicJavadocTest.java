package dev.robots.core;

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
import org.junit.jupiter.api.Test;

/**
 * Issue 25: the public javadoc is the manual, so it names nothing a reader cannot open. Every
 * javadoc comment the generated documentation shows (the module's, the exported packages', and
 * those on public types and their public or protected members) is read from the sources, and must
 * not name a class that is not public or not exported (found from the sources, so a new internal
 * class is covered at once), a test class, a private comment or a file the jar does not ship.
 */
class PublicJavadocTest {
    private static final Path MAIN = Path.of("src", "main", "java");
    private static final Path CORE = MAIN.resolve(Path.of("dev", "robots", "core"));
    /** Internal names that are also English words: named only as code ({@code ...}, {@link ...}). */
    private static final Set<String> WORDS = Set.of("Robots", "Arena", "Evaluation", "Tuning", "Generation", "Bits");
    private static final Pattern COMMENT = Pattern.compile("/\\*\\*(.*?)\\*/", Pattern.DOTALL);
    private static final Pattern TOP_TYPE =
            Pattern.compile("^(public )?(abstract |final |sealed |non-sealed )*(class|interface|record|enum) ",
                    Pattern.MULTILINE);

    @Test
    void thePublicJavadocNamesNoInternalClassAndNoUnshippedFile() throws IOException {
        Set<String> internal = internalNames();
        assertTrue(internal.containsAll(Set.of("WordSweep", "RowDivision", "ListWalk", "SequentialResolver",
                "ParallelResolver", "Robots", "BeamSearch", "SearchRules", "Heap", "OneThreadGuard")), internal::toString);
        List<String> found = new ArrayList<>();
        for (Path file : publicSources()) {
            for (String comment : publicComments(file)) {
                for (String name : internal) {
                    Pattern p = WORDS.contains(name)
                            ? Pattern.compile("\\{@(code|link|linkplain) [^}]*\\b" + name + "\\b")
                            : Pattern.compile("\\b" + name + "\\b");
                    if (p.matcher(comment).find()) {
                        found.add(file.getFileName() + ": " + name);
                    }
                }
                for (String shape : List.of("docs/", "\\b[A-Z]\\w*Test\\b", "checkMemory", "\\bmemory\\.[A-Z]",
                        "\\bguard\\.[A-Z]", "comment on")) {
                    Matcher m = Pattern.compile(shape).matcher(comment);
                    if (m.find()) {
                        found.add(file.getFileName() + ": " + m.group());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "names a reader of the javadoc cannot open");
    }

    /** Top-level types that are not public, and every type in a package the module does not export. */
    private static Set<String> internalNames() throws IOException {
        Set<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.walk(CORE)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = file.getFileName().toString().replace(".java", "");
                if (name.equals("package-info")) {
                    continue;
                }
                boolean exported = file.getParent().equals(CORE) || file.getParent().equals(CORE.resolve("bot"));
                if (!exported || !isPublic(Files.readString(file, StandardCharsets.UTF_8))) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    private static boolean isPublic(String source) {
        Matcher m = TOP_TYPE.matcher(source);
        return m.find() && m.group(1) != null;
    }

    /** module-info, the exported packages' package-info and their public types. */
    private static List<Path> publicSources() throws IOException {
        List<Path> sources = new ArrayList<>(List.of(MAIN.resolve("module-info.java")));
        for (Path dir : List.of(CORE, CORE.resolve("bot"))) {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                    String source = Files.readString(file, StandardCharsets.UTF_8);
                    if (file.getFileName().toString().equals("package-info.java") || isPublic(source)) {
                        sources.add(file);
                    }
                }
            }
        }
        return sources;
    }

    /**
     * The javadoc comments of {@code file} that the documentation shows: all of them in a
     * module-info, package-info or interface (whose members are public unless private), else
     * those followed by a public or protected declaration (or a public type's own comment).
     */
    private static List<String> publicComments(Path file) throws IOException {
        String source = Files.readString(file, StandardCharsets.UTF_8);
        String fileName = file.getFileName().toString();
        boolean allPublic = fileName.equals("module-info.java") || fileName.equals("package-info.java")
                || Pattern.compile("^public (sealed )?interface ", Pattern.MULTILINE).matcher(source).find();
        List<String> comments = new ArrayList<>();
        Matcher m = COMMENT.matcher(source);
        while (m.find()) {
            String declaration = declarationAfter(source, m.end());
            boolean shown = allPublic ? !declaration.contains("private ")
                    : declaration.contains("public ") || declaration.contains("protected ");
            if (shown) {
                comments.add(m.group(1));
            }
        }
        return comments;
    }

    /** The first line after {@code from} that is not blank or an annotation. */
    private static String declarationAfter(String source, int from) {
        for (String line : source.substring(from).lines().toList()) {
            String t = line.strip();
            if (!t.isEmpty() && !t.startsWith("@")) {
                return t + " ";
            }
        }
        return "";
    }
}
