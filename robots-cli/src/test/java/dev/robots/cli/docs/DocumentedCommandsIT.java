package dev.robots.cli.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.JarRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every documented command works as printed from a fresh clone: the commands of every {@code sh}
 * block and every {@code console} transcript of the manual (README, CONTRIBUTING, docs/, the
 * modules' and the examples' READMEs; not the changelog and the research log, which are history) are
 * run by bash, in the page's order, in a directory that stands for a fresh clone (a link to each of
 * the repository's top-level entries, so what the commands write lands there; {@code HOME} a
 * directory of its own), one such directory a page. Each must end with status 0, or with the
 * {@code [exit status N]} a transcript shows; a transcript ({@code $ command}, then what it prints)
 * must print exactly what it shows. The commands not run are in {@link Skipped#REASONS}, each with
 * its reason. {@link DocumentFencesTest} holds every block to a declared kind, so no command hides
 * in an unmarked block.
 */
class DocumentedCommandsIT {
    private static final Duration LIMIT = Duration.ofMinutes(10);
    private static final Pattern FILE_NAMES =
            Pattern.compile("robots-([^\\s/]+)-linux-x64|robots355_([^\\s/]+)_amd64\\.deb");
    private static final Pattern EXIT_STATUS = Pattern.compile("\\[exit status (\\d+)]");

    static Path root() {
        return JarRun.root();
    }

    private static String version() {
        String version = System.getProperty("robots.version");
        assertTrue(version != null && !version.isBlank(), "system property robots.version");
        return version;
    }

    /**
     * One command of a shell block, what it must print when the block is a transcript (else null),
     * and the status it must end with.
     */
    record Command(String line, List<String> expected, int status) {
        Command(String line, List<String> expected) {
            this(line, expected, 0);
        }
    }

    /** The pages whose commands are run, by their path from the root: {@link DocumentFencesTest#pages}. */
    static List<String> pages() throws IOException {
        List<String> pages = new ArrayList<>();
        for (Path page : DocumentFencesTest.pages()) {
            pages.add(DocumentFencesTest.ROOT.relativize(page).toString());
        }
        return pages;
    }

    /** The commands of every {@code sh} block and {@code console} transcript, in order. */
    static List<Command> commands(String markdown) {
        List<Command> commands = new ArrayList<>();
        for (Markdown.Block block : Markdown.of(markdown).blocks()) {
            List<String> lines = joined(block.lines());
            if (block.info().equals("console")) {
                for (int i = 0; i < lines.size(); i++) {
                    if (lines.get(i).startsWith("$ ")) {
                        List<String> output = new ArrayList<>();
                        int status = 0;
                        for (int j = i + 1; j < lines.size() && !lines.get(j).startsWith("$ "); j++) {
                            Matcher exit = EXIT_STATUS.matcher(lines.get(j).strip());
                            if (exit.matches()) {
                                status = Integer.parseInt(exit.group(1));
                            } else {
                                output.add(lines.get(j));
                            }
                        }
                        commands.add(new Command(withoutComment(lines.get(i).substring(2)), output, status));
                    }
                }
            } else if (block.info().equals("sh")) {
                for (String line : lines) {
                    if (!line.isBlank() && !line.strip().startsWith("#")) {
                        commands.add(new Command(withoutComment(line), null));
                    }
                }
            }
        }
        return commands;
    }

    /** The lines with each {@code \} at a line's end joined to the next line, as the shell reads them. */
    private static List<String> joined(List<String> lines) {
        List<String> joined = new ArrayList<>();
        StringBuilder pending = null;
        for (String line : lines) {
            String part = pending == null ? line : line.strip();
            if (line.endsWith("\\")) {
                pending = (pending == null ? new StringBuilder() : pending).append(part, 0, part.length() - 1);
                continue;
            }
            joined.add(pending == null ? line : pending.append(part).toString());
            pending = null;
        }
        return joined;
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

    /** Every skipped command is still on its page: a reason for a command that is gone is a stale one. */
    @Test
    void everySkipIsOfACommandOnItsPage() throws IOException {
        List<String> known = new ArrayList<>();
        for (String page : pages()) {
            for (Command command : commands(Files.readString(root().resolve(page), StandardCharsets.UTF_8))) {
                known.add(Skipped.key(page, command.line()));
            }
        }
        List<String> stale = Skipped.REASONS.keySet().stream().filter(key -> !known.contains(key)).sorted().toList();
        assertEquals(List.of(), stale, "skipped commands no page shows");
    }

    @ParameterizedTest
    @MethodSource("pages")
    void thePagesCommandsWorkAsPrinted(String page) throws Exception {
        Path root = root();
        List<Command> commands = commands(Files.readString(root.resolve(page), StandardCharsets.UTF_8));
        if (commands.isEmpty()) {
            return;
        }
        // Not a @TempDir: JUnit warns about every link it deletes. Links are deleted, never followed.
        Path clone = Files.createTempDirectory(root.resolve("robots-cli/target"), "docs-clone");
        try {
            runAll(root, page, commands, clone);
        } finally {
            try (Stream<Path> files = Files.walk(clone)) {
                for (Path file : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                    Files.delete(file);
                }
            }
        }
    }

    private static void runAll(Path root, String page, List<Command> commands, Path clone) throws Exception {
        try (Stream<Path> entries = Files.list(root)) {
            for (Path entry : (Iterable<Path>) entries::iterator) {
                if (!entry.getFileName().toString().equals(".git")) {
                    Files.createSymbolicLink(clone.resolve(entry.getFileName()), entry);
                }
            }
        }
        Path home = Files.createDirectory(clone.resolve(".home"));
        boolean dist = Files.isDirectory(root.resolve("robots-cli/target/dist"));
        Map<String, String> ran = new LinkedHashMap<>();
        for (Command command : commands) {
            String line = command.line();
            String reason = Skipped.REASONS.get(Skipped.key(page, line));
            if (reason != null) {
                ran.put(line, "skipped: " + reason);
                continue;
            }
            if (!dist && (line.contains("robots-cli/target/dist/") || line.contains("-linux-x64/bin/robots"))) {
                ran.put(line, "skipped: no robots-cli/target/dist (built without -Pdist; ./build-and-test builds it)");
                continue;
            }
            Run run = bash(clone, home, line);
            assertEquals(command.status(), run.status(), page + ": `" + line + "`\n" + run);
            if (command.expected() != null) {
                // A transcript shows both streams, as a terminal does: the lines standard error printed
                // are its (in order, among others such as a first run's build messages), the rest standard output's.
                List<String> errLines = run.err().lines().toList();
                List<String> out = command.expected().stream().filter(l -> !errLines.contains(l)).toList();
                List<String> err = command.expected().stream().filter(errLines::contains).toList();
                assertEquals(String.join("\n", out).stripTrailing(), run.out().stripTrailing(),
                        page + ": standard output of `" + line + "`\n" + run);
                assertTrue(inOrder(err, errLines), page + ": standard error of `" + line + "`\n" + run);
            }
            ran.put(line, "ran");
        }
        System.out.println(page + " commands:");
        ran.forEach((line, what) -> System.out.println("  " + line + ": " + what));
    }

    /** Whether {@code some} are lines of {@code all} in the same order. */
    private static boolean inOrder(List<String> some, List<String> all) {
        int at = 0;
        for (String line : some) {
            int found = all.subList(at, all.size()).indexOf(line);
            if (found < 0) {
                return false;
            }
            at += found + 1;
        }
        return true;
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
                ```sh
                ./a --x    # a comment
                echo '#not a comment' "# nor this"
                ./long \\
                    --option
                ```

                ```java
                int x = 1;
                ```

                ```text
                ./not-a-command
                ```

                ```console
                $ ./b
                out
                robots: err
                $ ./c   # why
                [exit status 2]
                ```
                """);
        assertEquals(List.of(new Command("./a --x", null), new Command("echo '#not a comment' \"# nor this\"", null),
                new Command("./long --option", null), new Command("./b", List.of("out", "robots: err")),
                new Command("./c", List.of(), 2)), commands);
    }

    record Run(int status, String out, String err) {
        @Override
        public String toString() {
            return "status " + status + "\n--- stdout\n" + out + "--- stderr\n" + err;
        }
    }

    /**
     * Runs {@code line} with bash in {@code dir}, standard input at its end, {@code HOME} at {@code home}:
     * as a person's shell runs it (no pipefail: {@code ./robots replay r.txt | head -7} is status 0 there).
     */
    private static Run bash(Path dir, Path home, String line) throws IOException, InterruptedException {
        Path out = Files.createTempFile("docs-out", ".txt");
        Path err = Files.createTempFile("docs-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder("bash", "-c", line).directory(dir.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            // The JDK that runs the tests is the one the commands find first.
            builder.environment().put("PATH", JarRun.javaBin() + java.io.File.pathSeparator
                    + System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
            builder.environment().put("HOME", home.toString());
            Process p = builder.start();
            if (!p.waitFor(LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                throw new AssertionError("command `" + line + "` still running after " + LIMIT);
            }
            return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
