package dev.robots.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's commands work as printed from a fresh clone: every command of its shell blocks is
 * run by bash, in README order, in a directory that stands for the clone (a link to each of the
 * repository's top-level entries, so what the commands write lands there), and must end with
 * status 0; a transcript block ({@code $ command}, then what it prints) must print exactly what it
 * shows. The few commands that are not run are listed in {@link #SKIPPED} with the reason, and
 * those that would wait for a person get standard input at its end ({@link #NO_INPUT}). The file
 * names of the install lines must carry the version the build makes (system property
 * {@code robots.version}), here and in docs/install.md.
 */
class ReadmeCommandsIT {
    private static final Duration LIMIT = Duration.ofMinutes(10);
    private static final Pattern FILE_NAMES =
            Pattern.compile("robots-([^\\s/]+)-linux-x64|robots355_([^\\s/]+)_amd64\\.deb");

    /** Commands not run, and why. A command added to the README is run unless it is listed here. */
    static final Map<String, String> SKIPPED = Map.of(
            "./build-and-test", "it runs this test: the build would run itself",
            "./mvnw -B -Pdist package -DskipTests", "a build inside the build: ./build-and-test's own first step "
                    + "(./mvnw -B -Pdist clean install) makes the same files, which the lines after it use",
            "sudo dpkg -i robots-cli/target/dist/robots355_1.0.0~SNAPSHOT_amd64.deb", "it would install onto the machine: "
                    + "test-bundle installs and removes this .deb in a dpkg root of its own; here the file must exist",
            "./mvnw -B -q -pl robots-web -am package -DskipTests", "a build inside the build: the same build packs "
                    + "robots-web, whose tests open the page in Chromium",
            "robots-bench/run-quick.sh", "about 10 minutes of benchmarks, and it builds benchmarks.jar (robots-bench is "
                    + "built after robots-cli): a measurement, not a test; robots-bench's tests hold its resolvers to the engine's",
            "java -jar robots-bench/target/benchmarks.jar StepBenchmark -p scenario=B4096_1M -prof gc", "minutes of JMH, "
                    + "and benchmarks.jar is built after robots-cli, this test's module");
    /**
     * Commands that wait for a person's keys: run, as every command here, with standard input at its
     * end, where they end at once with status 0 (`play` then plays line by line: no terminal).
     */
    static final Set<String> NO_INPUT = Set.of("./robots", "./robots play --seed 7 --record game.rec");

    private static Path root() {
        String jar = System.getProperty("robots.jar");
        assertTrue(jar != null && Files.isRegularFile(Path.of(jar)), "system property robots.jar: " + jar);
        return Path.of(jar).toAbsolutePath().getParent().getParent().getParent();
    }

    private static String version() {
        String version = System.getProperty("robots.version");
        assertTrue(version != null && !version.isBlank(), "system property robots.version");
        return version;
    }

    /** One command of a shell block, and what it must print when the block is a transcript (else null). */
    record Command(String line, List<String> expected) {
    }

    /** The commands of every shell block (no info string, or sh, bash, console, shell), in order. */
    static List<Command> commands(String markdown) {
        List<Command> commands = new ArrayList<>();
        for (Markdown.Block block : Markdown.of(markdown).blocks()) {
            if (!Set.of("", "sh", "bash", "console", "shell").contains(block.info())) {
                continue;
            }
            boolean transcript = !block.lines().isEmpty() && block.lines().get(0).startsWith("$ ");
            for (int i = 0; i < block.lines().size(); i++) {
                String line = block.lines().get(i);
                if (transcript) {
                    if (line.startsWith("$ ")) {
                        List<String> output = new ArrayList<>();
                        for (int j = i + 1; j < block.lines().size() && !block.lines().get(j).startsWith("$ "); j++) {
                            output.add(block.lines().get(j));
                        }
                        commands.add(new Command(line.substring(2).strip(), output));
                    }
                } else if (!line.isBlank()) {
                    commands.add(new Command(withoutComment(line), null));
                }
            }
        }
        return commands;
    }

    /** The line without a trailing {@code # comment} (a {@code #} after white space, outside quotes). */
    static String withoutComment(String line) {
        boolean single = false;
        boolean dbl = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'' && !dbl) {
                single = !single;
            } else if (c == '"' && !single) {
                dbl = !dbl;
            } else if (c == '#' && !single && !dbl && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
                return line.substring(0, i).strip();
            }
        }
        return line.strip();
    }

    @Test
    void theReadmesCommandsWorkAsPrinted() throws Exception {
        Path root = root();
        // Not a @TempDir: JUnit warns about every link it deletes. Links are deleted, never followed.
        Path clone = Files.createTempDirectory(root.resolve("robots-cli/target"), "readme-clone");
        try {
            runAll(root, clone);
        } finally {
            try (Stream<Path> files = Files.walk(clone)) {
                for (Path file : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                    Files.delete(file);
                }
            }
        }
    }

    private static void runAll(Path root, Path clone) throws Exception {
        String readme = Files.readString(root.resolve("README.md"), StandardCharsets.UTF_8);
        List<Command> commands = commands(readme);
        assertTrue(commands.size() >= 10, "found only " + commands);
        Set<String> shown = new TreeSet<>();
        commands.forEach(c -> shown.add(c.line()));
        assertTrue(shown.containsAll(SKIPPED.keySet()) && shown.containsAll(NO_INPUT),
                "a skipped or input-less command is no longer in the README: " + SKIPPED.keySet() + " " + NO_INPUT);
        try (Stream<Path> entries = Files.list(root)) {
            for (Path entry : (Iterable<Path>) entries::iterator) {
                if (!entry.getFileName().toString().equals(".git")) {
                    Files.createSymbolicLink(clone.resolve(entry.getFileName()), entry);
                }
            }
        }
        boolean dist = Files.isDirectory(root.resolve("robots-cli/target/dist"));
        Map<String, String> ran = new LinkedHashMap<>();
        for (Command command : commands) {
            String line = command.line();
            if (SKIPPED.containsKey(line)) {
                ran.put(line, "skipped: " + SKIPPED.get(line));
                continue;
            }
            if (!dist && (line.contains("robots-cli/target/dist/") || line.contains("-linux-x64/bin/robots"))) {
                ran.put(line, "skipped: no robots-cli/target/dist (built without -Pdist; ./build-and-test builds it)");
                continue;
            }
            Run run = bash(clone, line);
            assertEquals(0, run.status(), "README command `" + line + "`\n" + run);
            if (command.expected() != null) {
                List<String> out = command.expected().stream().filter(l -> !l.startsWith("robots: ")).toList();
                List<String> err = command.expected().stream().filter(l -> l.startsWith("robots: ")).toList();
                assertEquals(String.join("\n", out), run.out().stripTrailing(), "standard output of `" + line + "`");
                List<String> errLines = run.err().lines().toList();
                assertEquals(err, errLines.subList(Math.max(0, errLines.size() - err.size()), errLines.size()),
                        "the last lines of standard error of `" + line + "`");
            }
            ran.put(line, "ran");
        }
        assertTrue(Files.isRegularFile(clone.resolve("game.html")), "replay --html wrote no game.html");
        // A skipped command's file is there all the same: the .deb, when this build made one (it needs dpkg-deb).
        boolean deb;
        try (Stream<Path> files = dist ? Files.list(root.resolve("robots-cli/target/dist")) : Stream.empty()) {
            deb = files.anyMatch(f -> f.toString().endsWith(".deb"));
        }
        for (String line : SKIPPED.keySet()) {
            Matcher file = Pattern.compile("robots-cli/target/dist/\\S+\\.deb").matcher(line);
            if (deb && file.find()) {
                assertTrue(Files.isRegularFile(root.resolve(file.group())), "`" + line + "`: no " + file.group());
                ran.put(line, ran.get(line) + " (the file is there)");
            }
        }
        System.out.println("README commands:");
        ran.forEach((line, what) -> System.out.println("  " + line + ": " + what));
    }

    /** The install lines name the files the build makes: its version, in the README and docs/install.md. */
    @Test
    void theInstallLinesNameTheBuildsFiles() throws IOException {
        Path root = root();
        String version = version();
        for (String document : List.of("README.md", "docs/install.md")) {
            int names = 0;
            for (Command command : commands(Files.readString(root.resolve(document), StandardCharsets.UTF_8))) {
                Matcher m = FILE_NAMES.matcher(command.line());
                while (m.find()) {
                    names++;
                    String named = m.group(1) != null ? m.group(1) : m.group(2);
                    String expected = m.group(1) != null ? version : version.replace('-', '~');
                    assertEquals(expected, named, document + ": `" + command.line() + "` names a file of another version");
                }
            }
            assertTrue(names >= 3, document + " names the archive and the .deb in its commands: " + names);
        }
    }

    @Test
    void commandsAreReadFromBlocksAndTranscripts() {
        List<Command> commands = commands("""
                ```
                ./a --x    # a comment
                echo '#not a comment' "# nor this"
                ```

                ```java
                int x = 1;
                ```

                ```
                $ ./b
                out
                robots: err
                $ ./c
                ```
                """);
        assertEquals(List.of(new Command("./a --x", null), new Command("echo '#not a comment' \"# nor this\"", null),
                new Command("./b", List.of("out", "robots: err")), new Command("./c", List.of())), commands);
    }

    record Run(int status, String out, String err) {
        @Override
        public String toString() {
            return "status " + status + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    /** Runs {@code line} with bash in {@code dir}, standard input at its end. */
    private static Run bash(Path dir, String line) throws IOException, InterruptedException {
        Path out = Files.createTempFile("readme-out", ".txt");
        Path err = Files.createTempFile("readme-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder("bash", "-o", "pipefail", "-c", line).directory(dir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            // The JDK that runs the tests is the one the commands find first.
            builder.environment().put("PATH", Path.of(System.getProperty("java.home"), "bin") + java.io.File.pathSeparator
                    + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
            Process p = builder.start();
            if (!p.waitFor(LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new AssertionError("README command `" + line + "` still running after " + LIMIT);
            }
            return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
