package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Outputs tried before the work, as a user who is not root meets them: a writable file in a
 * directory that is not ({@code autoplay --games 200 --json rodir/out.json} played every game, then
 * failed), a name too long for its {@code .partial}, a file of another user in a sticky directory;
 * (rewriting it would make it theirs) and a rewrite that keeps the file's owner, group and mode or refuses. Each writing command is
 * refused before its first game or page, status 1, one line, the file as it was.
 *
 * <p>CI runs as root: the runs that must be another user's drop to {@code nobody} with
 * {@code setpriv}; the files live in a directory of their own under the temporary directory, where
 * {@code nobody} can reach the jar.
 */
class OtherUsersIT {
    private static final int NOBODY = 65534;
    private static Path root;
    private static Path jar;
    private static Path record;
    private static Path shard;

    /** A writing command: its words before the output option, the option, and its words after. */
    record Writer(String name, List<String> before, String option, List<String> after) {
        List<String> args(Path output) {
            List<String> args = new ArrayList<>(before);
            args.addAll(List.of(option, output.toString()));
            args.addAll(after);
            return args;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static List<Writer> writers() {
        return List.of(
                new Writer("autoplay --json", List.of("autoplay", "--games", "200", "--seed", "1", "--threads", "1"),
                        "--json", List.of()),
                new Writer("autoplay merge --json", List.of("autoplay", "merge", shard.toString()), "--json", List.of()),
                new Writer("replay --html", List.of("replay", record.toString()), "--html", List.of()),
                new Writer("check --html", List.of("check", "--games", "3", "--seed", "1"), "--html",
                        List.of("--", "echo", "nonsense")),
                new Writer("bot --html", List.of("bot", "--games", "3", "--seed", "1"), "--html",
                        List.of("--", "echo", "nonsense")));
    }

    @BeforeAll
    static void files() throws Exception {
        // Not under the checkout, which may sit in a directory nobody else can enter (/root).
        Path tmp = Path.of("/tmp");
        root = Files.createTempDirectory(Files.isDirectory(tmp) ? tmp : Path.of(System.getProperty("java.io.tmpdir")),
                "robots-other-users");
        open(root, "rwxr-xr-x");
        jar = open(Files.copy(JarRun.jar(), root.resolve("robots.jar")), "rw-r--r--");
        Path game = Files.writeString(root.resolve("game.in"), "5 1 0 0\nW\n");
        record = root.resolve("r.rec");
        assertEquals(0, run(false, game, "--seed", "1", "--record", record.toString()).status);
        shard = root.resolve("s.json");
        assertEquals(0, run(false, null, "autoplay", "--games", "2", "--seed", "1", "--json", shard.toString()).status);
        open(record, "rw-r--r--");
        open(shard, "rw-r--r--");
    }

    @AfterAll
    static void removeFiles() throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwx------"));
                Files.delete(path);
            }
        }
    }

    private static Path open(Path path, String permissions) throws IOException {
        return Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(permissions));
    }

    private static boolean isRoot() throws IOException {
        return Files.getAttribute(Path.of("/proc/self"), "unix:uid").equals(0);
    }

    private record Result(int status, String stdout, String stderr) {
    }

    /** Runs the jar, as {@code nobody} when {@code asNobody} and this is root. */
    private static Result run(boolean asNobody, Path stdin, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        if (asNobody && isRoot()) {
            command.addAll(List.of("setpriv", "--reuid=" + NOBODY, "--regid=" + NOBODY, "--clear-groups", "--"));
        }
        command.addAll(List.of(JarRun.java(),
                "-XX:-UsePerfData", "-jar", jar.toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("robots-out", ".txt");
        Path err = Files.createTempFile("robots-err", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(stdin == null ? ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile())
                            : ProcessBuilder.Redirect.from(stdin.toFile()));
            Process p = builder.start();
            assertTrue(p.waitFor(RobotsJarIT.LIMIT.toSeconds(), TimeUnit.SECONDS), "did not finish: " + command);
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
    }

    /**
     * Refused at start: status 1 (2 for replay, whose rule gives 2 to every file it cannot read or
     * write), one line naming the option, the file and {@code why}; nothing else printed.
     */
    private static void assertRefusedAtStart(Writer writer, Path output, String why, Result r) {
        String context = writer + " " + output + "\n" + r;
        assertEquals(writer.name().startsWith("replay") ? 2 : 1, r.status, context);
        assertEquals("", r.stdout, context);
        assertEquals(1, r.stderr.lines().count(), context);
        assertTrue(r.stderr.contains(writer.option() + " " + Texts.path(output) + ": " + why), context);
    }

    @ParameterizedTest
    @MethodSource("writers")
    void aWritableFileInADirectoryThatIsNotIsRefusedBeforeTheWork(Writer writer) throws Exception {
        Path directory = Files.createDirectory(root.resolve("read-only " + writer.name().replace(' ', '-')));
        Path output = Files.writeString(directory.resolve("out"), "kept\n");
        open(output, "rw-rw-rw-");
        open(directory, "r-xr-xr-x");
        Result r = run(true, null, writer.args(output).toArray(new String[0]));
        assertRefusedAtStart(writer, output, "permission denied", r);
        assertEquals("kept\n", Files.readString(output));
        try (Stream<Path> left = Files.list(directory)) {
            assertEquals(List.of(output), left.toList());
        }
    }

    @ParameterizedTest
    @MethodSource("writers")
    void aNameTooLongForItsPartialIsRefusedBeforeTheWork(Writer writer) throws Exception {
        Path directory = Files.createDirectory(root.resolve("long " + writer.name().replace(' ', '-')));
        open(directory, "rwxrwxrwx");
        for (int length : new int[] {250, 300}) {
            Path output = directory.resolve("x".repeat(length));
            Result r = run(true, null, writer.args(output).toArray(new String[0]));
            assertRefusedAtStart(writer, output, "File name too long", r);
        }
        try (Stream<Path> left = Files.list(directory)) {
            assertEquals(List.of(), left.toList());
        }
    }

    @ParameterizedTest
    @MethodSource("writers")
    void anotherUsersFileInAStickyDirectoryIsRefusedBeforeTheWork(Writer writer) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(isRoot(), "needs root to give a file to another user");
        Path directory = Files.createDirectory(root.resolve("sticky " + writer.name().replace(' ', '-')));
        Files.setAttribute(directory, "unix:mode", 01777);
        Path output = Files.writeString(directory.resolve("out"), "kept\n");
        open(output, "rw-rw-rw-");
        Result r = run(true, null, writer.args(output).toArray(new String[0]));
        assertRefusedAtStart(writer, output, "cannot keep its owner and group (user 0, group 0)", r);
        assertEquals("kept\n", Files.readString(output));
    }

    /** A --field the user cannot read: status 1, one line naming it and the reason (as root every file is readable). */
    @org.junit.jupiter.api.Test
    void anUnreadableFieldIsStatus1SayingPermissionDenied() throws Exception {
        Path field = Files.writeString(root.resolve("secret field.txt"), "< . @\n");
        open(field, "---------");
        Path game = Files.writeString(root.resolve("unreadable.in"), "3 1 0 0\n");
        open(game, "rw-r--r--");
        Result r = run(true, game, "--field", field.toString());
        if (!isRoot()) {
            // not root: the file is this user's, who may not read it either (mode 000)
            org.junit.jupiter.api.Assertions.assertFalse(Files.isReadable(field));
        }
        assertEquals(1, r.status, r.toString());
        assertEquals("", r.stdout, r.toString());
        assertEquals("robots: --field " + Texts.path(field) + ": cannot read (permission denied)\n", r.stderr);
    }

    /**
     * As root, rewriting a user's file made it root:root and dropped its set-group-id bit; it keeps
     * all three now. As that user, rewriting root's writable file would make it theirs: refused.
     */
    @ParameterizedTest
    @MethodSource("writers")
    void aRewriteKeepsTheOwnerGroupAndModeOrRefuses(Writer writer) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(isRoot(), "needs root to give a file to another user");
        Path directory = Files.createDirectory(root.resolve("owners " + writer.name().replace(' ', '-')));
        open(directory, "rwxrwxrwx");
        Path users = Files.writeString(directory.resolve("users"), "old\n");
        Files.setAttribute(users, "unix:uid", NOBODY);
        Files.setAttribute(users, "unix:gid", NOBODY);
        Files.setAttribute(users, "unix:mode", 02664);
        Result asRoot = run(false, null, writer.args(users).toArray(new String[0]));
        assertTrue(asRoot.status == 0 || asRoot.status == 1 && !asRoot.stdout.isEmpty(), asRoot.toString());
        assertTrue(!Files.readString(users).equals("old\n"), "not rewritten: " + asRoot);
        assertEquals(NOBODY, Files.getAttribute(users, "unix:uid"));
        assertEquals(NOBODY, Files.getAttribute(users, "unix:gid"));
        assertEquals(02664, (Integer) Files.getAttribute(users, "unix:mode") & 07777);

        Path roots = Files.writeString(directory.resolve("roots"), "old\n");
        open(roots, "rw-rw-rw-");
        byte[] before = Files.readAllBytes(roots);
        Result asNobody = run(true, null, writer.args(roots).toArray(new String[0]));
        assertRefusedAtStart(writer, roots, "cannot keep its owner and group", asNobody);
        assertArrayEquals(before, Files.readAllBytes(roots));
        assertEquals(0, Files.getAttribute(roots, "unix:uid"));
    }
}
