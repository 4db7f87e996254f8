package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The API freeze can fail (issue 46): robots-core's build, run on a copy of the module with one
 * public method renamed, is refused by the japicmp check against the committed baseline
 * ({@code api-baseline/}), and a baseline equal to the project's own version is refused before any
 * comparison. The copy sits in a directory whose name has a blank and accents, and Maven runs
 * with the running build's own installation and local repository (failsafe passes them in
 * robots-core/pom.xml), never offline: a local repository can hold the japicmp plugin without
 * every POM its dependencies need (a repository copied from another machine did: "Failed to read
 * artifact descriptor for javax.enterprise:cdi-api"), and Maven fetches only what is missing, so a
 * complete repository needs no network. (On a fresh machine the outer build resolves japicmp only
 * at its {@code verify}, after this test: the first run then fetches it as the outer build would.)
 */
class ApiBaselineIT {
    /** A fresh copy of the parent POM and robots-core (its POM, main sources and baseline), one per test. */
    private static Path copyTheModule() throws IOException {
        Path root = Path.of(property("robots.root")).toRealPath();
        Path work = Files.createTempDirectory(Path.of(System.getProperty("java.io.tmpdir")), "api baseline é ö ");
        Files.copy(root.resolve("pom.xml"), work.resolve("pom.xml"));
        Path core = root.resolve("robots-core");
        Path copy = work.resolve("robots-core");
        copyTree(core.resolve("src/main"), copy.resolve("src/main"));
        copyTree(core.resolve("api-baseline"), copy.resolve("api-baseline"));
        Files.copy(core.resolve("pom.xml"), copy.resolve("pom.xml"));
        return copy;
    }

    /** Replaces {@code from} by {@code to} in the copy's {@code source} (which must hold it). */
    private static void edit(Path copy, String source, String from, String to) throws IOException {
        Path file = copy.resolve("src/main/java/dev/robots/core/" + source);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains(from), source + " no longer holds '" + from + "': pick another piece");
        Files.writeString(file, text.replace(from, to), StandardCharsets.UTF_8);
    }

    /** The copy's verify fails naming {@code change} and pointing to the page that says what 1.x keeps. */
    private static void assertRefused(Run run, String... change) {
        assertNotEquals(0, run.exit, run.output);
        for (String piece : change) {
            assertTrue(run.output.lines().anyMatch(l -> l.contains("api-compatibility: ") && l.contains(piece)),
                    "no line names '" + piece + "':\n" + run.output);
        }
        assertTrue(run.output.contains("robots-core 1.x keeps source and binary compatibility, see"
                + " docs/api-stability.md"), run.output);
    }

    @Test
    void aRenamedPublicMethodFailsTheBuild() throws IOException, InterruptedException {
        Path copy = copyTheModule();
        edit(copy, "Command.java", "public boolean stays()", "public boolean staysPut()");

        Run run = maven(copy, "verify");

        assertRefused(run, "REMOVED METHOD", "boolean stays()");
        String report = Files.readString(copy.resolve("target/japicmp/api-compatibility.diff"), StandardCharsets.UTF_8);
        assertTrue(report.lines().anyMatch(l -> l.contains("REMOVED METHOD") && l.contains("boolean stays()")), report);
        assertTrue(report.lines().anyMatch(l -> l.contains("NEW METHOD") && l.contains("boolean staysPut()")), report);
    }

    /** Binary compatible, source incompatible: every embedder's lambda for Player stops compiling. */
    @Test
    void anAbstractMethodAddedToPlayerFailsTheBuild() throws IOException, InterruptedException {
        Path copy = copyTheModule();
        edit(copy, "bot/Player.java", "@FunctionalInterface\npublic interface Player {", "public interface Player {");
        edit(copy, "bot/Player.java", "    Command choose(Situation situation);",
                "    Command choose(Situation situation);\n\n    /** Added. */\n    String name();");
        edit(copy, "bot/Autopilot.java", "public final class Autopilot implements Player {",
                "public final class Autopilot implements Player {\n    /** Added. */\n    @Override\n"
                        + "    public String name() {\n        return \"autopilot\";\n    }\n");

        assertRefused(maven(copy, "verify"), "NEW METHOD", "name()");
    }

    /** A checked exception added to a public method: every caller stops compiling. */
    @Test
    void aCheckedExceptionAddedToAMethodFailsTheBuild() throws IOException, InterruptedException {
        Path copy = copyTheModule();
        edit(copy, "Command.java", "public boolean stays() {", "public boolean stays() throws java.io.IOException {");

        assertRefused(maven(copy, "verify"), "stays()");
    }

    /** Today's jar committed as a baseline of another version: refused by its SHA-256, whatever it holds. */
    @Test
    void aSwappedBaselineJarFailsTheBuild() throws IOException, InterruptedException {
        Path copy = copyTheModule();
        Run built = maven(copy, "package");
        assertTrue(built.exit == 0, built.output);
        Path jar;
        try (Stream<Path> jars = Files.list(copy.resolve("target"))) {
            jar = jars.filter(f -> f.getFileName().toString().matches("robots-core-[^-]+(-SNAPSHOT)?\\.jar")).findFirst()
                    .orElseThrow();
        }
        Files.copy(jar, copy.resolve("api-baseline/robots-core-1.0.1.jar"));

        Run run = maven(copy, "-Djapicmp.baseline=1.0.1", "verify");

        assertNotEquals(0, run.exit, run.output);
        assertTrue(run.output.contains("japicmp.baseline: api-baseline/robots-core-1.0.1.jar is not the committed"
                + " baseline: its SHA-256 is not japicmp.baseline.sha256 of the parent POM"), run.output);
        assertTrue(run.output.contains("docs/api-stability.md"), run.output);
    }

    @Test
    void aBaselineEqualToTheProjectsVersionIsRefused() throws IOException, InterruptedException {
        Run run = maven(copyTheModule(), "-Djapicmp.baseline=1.0.0-SNAPSHOT", "enforcer:enforce@enforce-api-baseline");

        assertNotEquals(0, run.exit, run.output);
        assertTrue(run.output.contains("japicmp.baseline: 1.0.0-SNAPSHOT (expected: a released version x.y.z other"
                + " than the project's own"), run.output);
    }

    private record Run(int exit, String output) {
    }

    /** Runs the copy's build on the running build's Maven and local repository. */
    private static Run maven(Path copy, String... goals) throws IOException, InterruptedException {
        Path home = Path.of(property("robots.maven.home"));
        Path repository = Path.of(property("robots.maven.repo.local"));
        boolean windows = System.getProperty("os.name").startsWith("Windows");
        List<String> line = new ArrayList<>(List.of(home.resolve(windows ? "bin/mvn.cmd" : "bin/mvn").toString(),
                "-B", "-Dmaven.repo.local=" + repository,
                "-f", copy.resolve("pom.xml").toString(),
                "-DskipTests", "-Dspotbugs.skip=true", "-Dmaven.javadoc.skip=true", "-Dmaven.source.skip=true",
                "-Dcyclonedx.skip=true"));
        line.addAll(List.of(goals));
        Path log = Files.createTempFile(copy, "maven", ".log");
        Process process = new ProcessBuilder(line).directory(copy.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        process.getOutputStream().close();
        int exit = process.waitFor();
        return new Run(exit, Files.readString(log, StandardCharsets.UTF_8));
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank() || value.startsWith("${")) {
            throw new IllegalStateException(name + ": not set (robots-core/pom.xml's failsafe passes it)");
        }
        return value;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            files.forEach(f -> {
                try {
                    Path target = to.resolve(from.relativize(f).toString());
                    if (Files.isDirectory(f)) {
                        Files.createDirectories(target);
                    } else {
                        Files.copy(f, target, StandardCopyOption.COPY_ATTRIBUTES);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
