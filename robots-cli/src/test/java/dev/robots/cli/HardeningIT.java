package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 13's faults against the built jar (system property {@code robots.jar}) and the launcher,
 * as separate processes: standard input really closed ({@code <&-} through {@code sh}), a record
 * locked by another process, and autoplay refusing a run its heap cannot hold.
 */
class HardeningIT {
    @TempDir
    Path dir;

    private record Result(int status, String stdout, String stderr) {
        @Override
        public String toString() {
            return "status " + status + "\n--- stdout (" + stdout.length() + " chars)\n"
                    + stdout.substring(0, Math.min(stdout.length(), 2000)) + "\n--- stderr\n"
                    + stderr.substring(0, Math.min(stderr.length(), 2000));
        }
    }

    private static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /** Runs {@code words} through {@code sh -c} with standard input closed. */
    private Result closedStdin(List<String> words) throws Exception {
        StringBuilder line = new StringBuilder("exec");
        for (String word : words) {
            line.append(' ').append(quote(word));
        }
        line.append(" <&-");
        Process p = new ProcessBuilder("sh", "-c", line.toString()).directory(dir.toFile())
                .redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile()).start();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "did not finish: " + words);
        return new Result(p.exitValue(), Files.readString(dir.resolve("out"), StandardCharsets.ISO_8859_1),
                Files.readString(dir.resolve("err"), StandardCharsets.ISO_8859_1));
    }

    private static List<String> jarCommand(String... args) {
        List<String> words = new ArrayList<>(List.of(JarRun.java(), "-jar", JarRun.jar().toAbsolutePath().toString()));
        words.addAll(List.of(args));
        return words;
    }

    /**
     * Item 1: {@code java -jar robots.jar <&-} used to play the JVM's lib/modules as input (855,522
     * prompts, 103 MB on stderr, status 0); {@code play} the same.
     */
    @Test
    void theJarWithStandardInputClosedSaysSoAndExits1() throws Exception {
        Result protocol = closedStdin(jarCommand("--seed=1"));
        assertEquals(new Result(1, "", "robots: standard input is closed (nothing to read commands from; give it a"
                + " file, a pipe or a terminal)\n"), protocol, protocol.toString());
        Result play = closedStdin(jarCommand("play", "--seed=1"));
        assertEquals(new Result(1, "", "robots play: standard input is closed (nothing to read commands from; give"
                + " it a file, a pipe or a terminal)\n"), play, play.toString());
        // a command that does not read standard input works as usual
        Result help = closedStdin(jarCommand("--help"));
        assertEquals(0, help.status(), help.toString());
        assertTrue(help.stdout().startsWith("Usage: robots"), help.toString());
    }

    /** Item 1 through the launcher, which tests descriptor 0 itself and tells the jar. */
    @Test
    void theLauncherWithStandardInputClosedSaysSoAndExits1() throws Exception {
        Path launcher = JarRun.jar().toAbsolutePath().getParent().getParent().getParent().resolve("robots");
        Result r = closedStdin(List.of(launcher.toString(), "--seed=1"));
        assertEquals(1, r.status(), r.toString());
        assertEquals("", r.stdout(), r.toString());
        assertTrue(r.stderr().endsWith("robots: standard input is closed (nothing to read commands from; give it a"
                + " file, a pipe or a terminal)\n"), r.toString());
        assertEquals(1, r.stderr().lines().filter(l -> !l.startsWith("robots: building")).count(), r.toString());
    }

    /**
     * SIGQUIT made the JVM print its thread dump (107 lines) onto the protocol's standard output;
     * through the launcher it goes to standard error, and the session's output is as without it.
     */
    @Test
    void aThreadDumpNeverReachesTheProtocolsStandardOutput() throws Exception {
        Path launcher = JarRun.jar().toAbsolutePath().getParent().getParent().getParent().resolve("robots");
        Path err = dir.resolve("err");
        Process p = new ProcessBuilder(launcher.toString(), "--seed=1").directory(dir.toFile())
                .redirectError(err.toFile()).start();
        java.io.InputStream out = p.getInputStream();
        String prompt = "INIT W H R P:\n";
        byte[] first = out.readNBytes(prompt.length());
        assertEquals(prompt, new String(first, StandardCharsets.US_ASCII));
        new ProcessBuilder("kill", "-QUIT", Long.toString(p.pid())).inheritIO().start().waitFor();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!Files.readString(err, StandardCharsets.ISO_8859_1).contains("Full thread dump")) {
            assertTrue(System.nanoTime() < deadline, "no thread dump on standard error");
            Thread.sleep(20);
        }
        OutputStream in = p.getOutputStream();
        in.write("5 1 0 0\nW\n".getBytes(StandardCharsets.US_ASCII));
        in.close();
        String rest = new String(out.readAllBytes(), StandardCharsets.ISO_8859_1);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        Result plain = referenceSession("--seed=1");
        assertEquals(plain.stdout(), prompt + rest, "standard output differs from a run without SIGQUIT");
    }

    /** The jar's protocol session for {@code 5 1 0 0 / W}, as a reference. */
    private Result referenceSession(String... args) throws Exception {
        Path in = Files.writeString(dir.resolve("in"), "5 1 0 0\nW\n");
        Process p = new ProcessBuilder(jarCommand(args)).redirectInput(in.toFile()).start();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        return new Result(p.exitValue(), stdout, "");
    }

    /** Item 4: a second process appending to a record in use is refused; the first one's lines stay whole. */
    @Test
    void aRecordLockedByAnotherProcessIsRefused() throws Exception {
        Path record = dir.resolve("games.rec");
        Process first = new ProcessBuilder(jarCommand("--seed=1", "--record=" + record)).start();
        try {
            OutputStream in = first.getOutputStream();
            in.write("5 1 0 0\n".getBytes(StandardCharsets.US_ASCII));
            in.flush();
            // the game line is written once the first session holds the file
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!(Files.exists(record) && Files.readString(record).contains("game 1 "))) {
                assertTrue(System.nanoTime() < deadline, "the first session never started its game");
                Thread.sleep(50);
            }
            Process second = new ProcessBuilder(jarCommand("--seed=2", "--record=" + record))
                    .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
            assertTrue(second.waitFor(120, TimeUnit.SECONDS));
            String err = new String(second.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(1, second.exitValue(), err);
            assertEquals("robots: --record " + Texts.path(record) + ": in use by another robots session (it holds the file's lock"
                    + " until it ends; use another file)\n", err);
            in.write("W\n".getBytes(StandardCharsets.US_ASCII));
            in.close();
            assertTrue(first.waitFor(120, TimeUnit.SECONDS));
            assertEquals(0, first.exitValue());
        } finally {
            first.destroyForcibly();
        }
        List<String> lines = Files.readAllLines(record);
        assertEquals(4, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("session format=4 seed=1 "), lines.toString());
        assertEquals("stop end-of-input game=1 turns=1", lines.get(3));
    }

    /**
     * Item 8: a run whose games cannot fit in the heap even one at a time is refused before it
     * starts, with one line naming the limit (it used to end in a raw OutOfMemoryError now and then).
     */
    @Test
    void autoplayRefusesARunItsHeapCannotHoldWithOneLine() throws Exception {
        List<String> command = new ArrayList<>(List.of(JarRun.java(), "-Xmx64m", "-jar",
                JarRun.jar().toAbsolutePath().toString(), "autoplay", "--seed=1", "--threads=64",
                "--size=1000,1000,1000,1000", "--beam=4096", "--depth=50"));
        Process p = new ProcessBuilder(command).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.exitValue(), err);
        assertEquals("", out);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("robots autoplay: not enough memory: each game at once needs up to "), err);
        assertTrue(err.contains("(of at most ") && err.endsWith(" MiB: lower --beam, or raise -Xmx)\n"), err);
    }

    /** Runs {@code words} through {@code sh -c} with a file size limit of {@code blocks} (ulimit -f). */
    private Result withFileSizeLimit(int blocks, List<String> words) throws Exception {
        StringBuilder line = new StringBuilder("ulimit -f " + blocks + " && exec");
        for (String word : words) {
            line.append(' ').append(quote(word));
        }
        // Standard output and error are pipes: the limit is for the files the command writes.
        Process p = new ProcessBuilder("sh", "-c", line.toString()).directory(dir.toFile()).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "did not finish: " + words);
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8));
    }

    /**
     * Issue 29, item 15: a --json write that fails for want of room (here the file size limit, as a
     * full disk would) left FILE.partial behind. Now: one line, status 1, the old file whole, and
     * nothing beside it.
     */
    @Test
    void aJsonWriteThatRunsOutOfRoomLeavesTheOldFileAndNoPartial() throws Exception {
        Path json = dir.resolve("report.json");
        Files.writeString(json, "old\n");
        List<String> command = new ArrayList<>(List.of(JarRun.java(), "-XX:-UsePerfData", "-jar",
                JarRun.jar().toAbsolutePath().toString(), "autoplay", "--games", "200", "--seed", "1",
                "--size", "8,5,1,2", "--threads", "1", "--max-turns", "3", "--no-timing", "--json", json.toString()));
        Result r = withFileSizeLimit(2, command);
        assertEquals(1, r.status(), r.toString());
        assertTrue(r.stderr().startsWith("robots autoplay: cannot write " + json + ": "), r.toString());
        assertEquals(1, r.stderr().lines().count(), r.toString());
        assertEquals("old\n", Files.readString(json));
        assertTrue(!Files.exists(dir.resolve("report.json.partial")), "the .partial was left behind");
    }

    /** Issue 29, item 1 through the jar: replay --html onto its own record (here through a symlink). */
    @Test
    void replayRefusesToWriteItsPageOverTheRecord() throws Exception {
        Path record = dir.resolve("r.rec");
        Process session = new ProcessBuilder(jarCommand("--seed=1", "--record=" + record)).start();
        session.getOutputStream().write("5 1 0 0\nW\n".getBytes(StandardCharsets.US_ASCII));
        session.getOutputStream().close();
        session.getInputStream().readAllBytes();
        assertTrue(session.waitFor(120, TimeUnit.SECONDS));
        byte[] before = Files.readAllBytes(record);
        Path link = Files.createSymbolicLink(dir.resolve("page.html"), record);
        Result r = closedStdin(jarCommand("replay", record.toString(), "--html", link.toString()));
        assertEquals(new Result(2, "", "robots replay: --html " + Texts.path(link) + ": is the record " + Texts.path(record)
                + " (the same file; writing it would destroy the record)\n"), r, r.toString());
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(record)), "the record changed");
    }
}
