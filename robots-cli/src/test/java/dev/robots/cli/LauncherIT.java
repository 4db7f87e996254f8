package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The repository's {@code ./robots}: it decides whether its jar is stale by the sources' content, so
 * a touched but unchanged file never rebuilds (it rebuilt on every run: Maven leaves a byte-identical
 * jar's date as it was); and it starts at a path with non-ASCII characters with no locale at all
 * ({@code env -i}, cron) and with {@code LC_ALL=C}, where the JVM could not open its own jar.
 */
class LauncherIT {
    @TempDir
    Path dir;

    private static Path root() {
        return JarRun.jar().toAbsolutePath().getParent().getParent().getParent();
    }

    private record Result(int status, String stdout, String stderr) {
    }

    /** Runs {@code command} with {@code env} as its whole environment, {@code input} on standard input. */
    private Result run(List<String> env, String input, String... command) throws Exception {
        List<String> line = new ArrayList<>(List.of("env", "-i"));
        line.addAll(env);
        line.addAll(List.of(command));
        Path in = Files.writeString(dir.resolve("in.txt"), input);
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(line).redirectInput(in.toFile()).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        assertTrue(p.waitFor(600, TimeUnit.SECONDS), "did not finish: " + line);
        return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    /** A PATH with this JVM's java first, then the system's programs. */
    private static String path() {
        return "PATH=" + JarRun.javaBin() + File.pathSeparator + "/usr/bin"
                + File.pathSeparator + "/bin";
    }

    @Test
    void aTouchedButUnchangedSourceNeverRebuilds() throws Exception {
        Path launcher = root().resolve("robots");
        List<String> env = List.of(path(), "HOME=" + dir, "LANG=C.UTF-8");
        Result first = run(env, "", launcher.toString(), "--version");
        assertEquals(0, first.status(), first.toString());
        Path source = root().resolve("robots-cli/src/main/java/dev/robots/cli/Main.java");
        FileTime before = Files.getLastModifiedTime(source);
        try {
            // Newer than the jar and its stamp, the same bytes: as a checkout or a revert leaves it.
            Files.setLastModifiedTime(source, FileTime.from(Instant.now().plusSeconds(2)));
            for (int i = 0; i < 2; i++) {
                Result again = run(env, "", launcher.toString(), "--version");
                assertEquals(0, again.status(), again.toString());
                assertFalse(again.stderr().contains("robots: building"), "run " + (i + 1) + " rebuilt: " + again);
                assertEquals(first.stdout(), again.stdout());
            }
        } finally {
            Files.setLastModifiedTime(source, before);
        }
    }

    @Test
    void theLauncherStartsAtANonAsciiPathWithoutALocale() throws Exception {
        Path launcher = root().resolve("robots");
        // The stamp of the jar's sources, made by a first run.
        assertEquals(0, run(List.of(path(), "HOME=" + dir), "", launcher.toString(), "--version").status());
        Path copy = Files.createDirectories(Files.createTempDirectory("robots ü ").resolve("checkout é"));
        try {
            Files.copy(launcher, copy.resolve("robots"), StandardCopyOption.COPY_ATTRIBUTES);
            Path target = Files.createDirectories(copy.resolve("robots-cli/target"));
            Path jar = root().resolve("robots-cli/target/robots.jar");
            Files.copy(jar, target.resolve("robots.jar"), StandardCopyOption.COPY_ATTRIBUTES);
            Files.copy(jar.resolveSibling("robots.jar.sources"), target.resolve("robots.jar.sources"),
                    StandardCopyOption.COPY_ATTRIBUTES);
            for (List<String> env : List.of(List.of(path(), "HOME=" + dir), List.of(path(), "HOME=" + dir, "LC_ALL=C"))) {
                Result r = run(env, "5 1 0 0\nW\n", copy.resolve("robots").toString(), "--seed", "1");
                assertEquals(0, r.status(), env + ": " + r);
                assertTrue(r.stdout().startsWith("INIT W H R P:\n"), env + ": " + r);
                assertFalse(r.stderr().contains("robots: building"), env + ": " + r);
            }
        } finally {
            try (var all = Files.walk(copy.getParent())) {
                for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
