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
import org.junit.jupiter.api.BeforeAll;
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
    private static Path copy;

    /** Copies the parent POM and robots-core (its POM, main sources and baseline) into a fresh directory. */
    @BeforeAll
    static void copyTheModule() throws IOException {
        Path root = Path.of(property("robots.root")).toRealPath();
        Path work = Files.createTempDirectory(Path.of(System.getProperty("java.io.tmpdir")), "api baseline é ö ");
        Files.copy(root.resolve("pom.xml"), work.resolve("pom.xml"));
        Path core = root.resolve("robots-core");
        copy = work.resolve("robots-core");
        copyTree(core.resolve("src/main"), copy.resolve("src/main"));
        copyTree(core.resolve("api-baseline"), copy.resolve("api-baseline"));
        Files.copy(core.resolve("pom.xml"), copy.resolve("pom.xml"));
    }

    @Test
    void aRenamedPublicMethodFailsTheBuild() throws IOException, InterruptedException {
        Path command = copy.resolve("src/main/java/dev/robots/core/Command.java");
        String source = Files.readString(command, StandardCharsets.UTF_8);
        assertTrue(source.contains("public boolean stays()"), "Command.stays() is gone: pick another method");
        Files.writeString(command, source.replace("public boolean stays()", "public boolean staysPut()"),
                StandardCharsets.UTF_8);

        Run run = maven("package", "japicmp:cmp@api-compatibility");

        assertNotEquals(0, run.exit, run.output);
        assertTrue(run.output.contains("dev.robots.core.Command.stays():METHOD_REMOVED"), run.output);
        String report = Files.readString(copy.resolve("target/japicmp/api-compatibility.diff"), StandardCharsets.UTF_8);
        assertTrue(report.lines().anyMatch(l -> l.contains("REMOVED METHOD") && l.contains("boolean stays()")), report);
        assertTrue(report.lines().anyMatch(l -> l.contains("NEW METHOD") && l.contains("boolean staysPut()")), report);
    }

    @Test
    void aBaselineEqualToTheProjectsVersionIsRefused() throws IOException, InterruptedException {
        Run run = maven("-Djapicmp.baseline=1.0.0-SNAPSHOT", "enforcer:enforce@enforce-api-baseline");

        assertNotEquals(0, run.exit, run.output);
        assertTrue(run.output.contains("japicmp.baseline: 1.0.0-SNAPSHOT (expected: a released version x.y.z other"
                + " than the project's own"), run.output);
    }

    private record Run(int exit, String output) {
    }

    /** Runs the copy's build on the running build's Maven and local repository. */
    private static Run maven(String... goals) throws IOException, InterruptedException {
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
