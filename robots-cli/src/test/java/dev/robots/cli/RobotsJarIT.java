package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.protocol.ReferenceRules;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Runs the built jar (system property {@code robots.jar}) as a child process and talks to it over
 * pipes the way a checker does: write a line, then read exactly what the protocol promises. A
 * missing flush would hang a read here, so every exchange runs under a timeout.
 */
class RobotsJarIT {
    static final Duration LIMIT = Duration.ofSeconds(60);

    static Process start(List<String> jvmOptions, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(JarRun.java());
        command.addAll(jvmOptions);
        command.add("-jar");
        command.add(JarRun.jar().toString());
        command.addAll(Arrays.asList(args));
        return new ProcessBuilder(command).start();
    }

    static Path statementField() throws Exception {
        return Path.of(RobotsJarIT.class.getResource("/fields/statement-30x17.txt").toURI());
    }

    /** A checker's side of the conversation. */
    static final class Peer {
        final Process process;
        final BufferedReader out;
        final Writer in;

        Peer(Process process) {
            this.process = process;
            this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        }

        String line() throws IOException {
            String line = out.readLine();
            if (line == null) {
                throw new AssertionError("standard output ended early; stderr: " + stderr());
            }
            return line;
        }

        List<String> field(int rows) throws IOException {
            List<String> field = new ArrayList<>();
            for (int i = 0; i < rows; i++) {
                field.add(line());
            }
            return field;
        }

        void send(String line) throws IOException {
            in.write(line + "\n");
            in.flush();
        }

        String stderr() throws IOException {
            return new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        }

        int finish() throws Exception {
            in.close();
            assertTrue(process.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS), "the process did not exit");
            return process.exitValue();
        }
    }

    @Test
    void playsTheStatementsExampleLikeAChecker() throws Exception {
        List<String> expectedStart = Files.readAllLines(statementField(), StandardCharsets.UTF_8);
        assertTimeoutPreemptively(LIMIT, () -> {
            Peer peer = new Peer(start(List.of(), "--seed=2024", "--field=" + statementField()));
            assertEquals("INIT W H R P:", peer.line());
            // The statement's own numbers: 30 x 17, 20 robots (the reinforcement target), 40 pits.
            peer.send("30 17 20 40");
            List<String> field = peer.field(17);
            assertEquals(expectedStart, field);
            assertEquals("MOVE:", peer.line());
            ReferenceRules.Position position = ReferenceRules.parse(field);
            List<List<String>> seen = new ArrayList<>();
            for (String move : List.of("UL", "UL", "DR")) {
                peer.send(move);
                List<String> next = peer.field(17);
                assertEquals("MOVE:", peer.line(), "after " + move);
                ReferenceRules.Outcome outcome = ReferenceRules.turn(position, ReferenceRules.command(move), 20);
                ReferenceRules.Position actual = ReferenceRules.parse(next);
                ReferenceRules.checkReinforced((ReferenceRules.Next) outcome, actual, "after " + move);
                position = actual;
                seen.add(next);
            }
            // The statement's story, cell by cell (x = column, y = row, from 0): the robot from
            // (26,9) goes up-right to (27,8), then up into the pit at (27,7); the robot from (24,8)
            // reaches (26,6) beside the player, and the step back DR sends it into the same pit.
            assertEquals('X', cell(seen.get(0), 27, 8));
            assertEquals('X', cell(seen.get(0), 25, 7));
            assertEquals('0', cell(seen.get(1), 27, 7));
            assertEquals('.', cell(seen.get(1), 27, 8));
            assertEquals('X', cell(seen.get(1), 26, 6));
            assertEquals('@', cell(seen.get(1), 27, 6));
            assertEquals('0', cell(seen.get(2), 27, 7));
            assertEquals('.', cell(seen.get(2), 26, 6));
            assertEquals('@', cell(seen.get(2), 28, 7));
            assertEquals(0, peer.finish());
            assertEquals("robots: end of input during game 1 after 3 turns; exiting\n", peer.stderr());
        });
    }

    private static char cell(List<String> field, int x, int y) {
        return field.get(y).charAt(2 * x);
    }

    @Test
    void severalGamesAndRefusalsOverPipes() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            Peer peer = new Peer(start(List.of(), "--seed=5"));
            assertEquals("INIT W H R P:", peer.line());
            peer.send("2 1 0 0");
            assertEquals(List.of("< @", "MOVE:"), peer.field(2));
            peer.send("R");
            assertEquals("MOVE:", peer.line());
            peer.send("");
            peer.send("l");
            assertEquals(List.of("WIN", "INIT W H R P:"), peer.field(2));
            peer.send("2");
            peer.send("1 0 x");
            assertEquals("INIT W H R P:", peer.line());
            peer.send("3 1 1 0");
            assertEquals(List.of("< X @", "MOVE:"), peer.field(2));
            peer.send("L");
            assertEquals(List.of("LOST BY HIT", "INIT W H R P:"), peer.field(2));
            assertEquals(0, peer.finish());
            assertEquals(List.of(
                    "robots: command refused: R leaves the field: the player is in the rightmost column",
                    "robots: INIT refused: pits 'x' is not an integer (expected: 4 integers W H R P)"),
                    peer.stderr().lines().toList());
        });
    }

    @Test
    void endOfInputAtThePromptExits0Quietly() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            Peer peer = new Peer(start(List.of(), "--seed=1"));
            assertEquals("INIT W H R P:", peer.line());
            assertEquals(0, peer.finish());
            assertEquals("", peer.stderr());
        });
    }

    /**
     * Protocol mode with its options starts without building picocli's command model (the start-up
     * fast path, {@code ProtocolArguments}): not one of the model's classes is loaded. A command line
     * the fast path declines still gets picocli's model and its usage error.
     */
    @Test
    void protocolOptionsStartWithoutPicocliCommandModel() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            Path log = Files.createTempFile("robots-class-load", ".log");
            try {
                List<String> logClasses = List.of("-Xlog:disable", "-Xlog:class+load=info:file=" + log);
                Peer peer = new Peer(start(logClasses, "--seed", "-1", "--charges=3", "--max-cells", "900"));
                assertEquals("INIT W H R P:", peer.line());
                assertEquals(0, peer.finish());
                assertEquals("", peer.stderr());
                String loaded = Files.readString(log);
                assertTrue(loaded.contains(" dev.robots.cli.ProtocolArguments "), "not logged: " + log);
                assertFalse(loaded.contains(" picocli.CommandLine$Model$OptionSpec "), "picocli's model was built");

                Peer declined = new Peer(start(logClasses, "--seed", "1", "--seed", "2"));
                assertEquals(2, declined.finish());
                assertTrue(declined.stderr().startsWith("robots: option '--seed' (N) should be specified only once"),
                        declined.stderr());
                assertTrue(Files.readString(log).contains(" picocli.CommandLine$Model$OptionSpec "));
            } finally {
                Files.deleteIfExists(log);
            }
        });
    }

    /**
     * Nothing on the way to the first prompt spins a class at run time: no lambda, method reference,
     * stream or {@code invokedynamic} string concatenation (each first use costs milliseconds of
     * method-handle set-up at every start; docs/measurements.md, time to the first prompt). Held
     * for a checker's run (pipes) and for one that records and writes its output to a file (the
     * run's own files are then looked up).
     */
    @Test
    void theFirstPromptSpinsNoClassAtRunTime() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            // A path with accents: messages escape them, which must spin nothing either.
            Path dir = Files.createTempDirectory("robots-spun ü é");
            try {
                Path log = dir.resolve("class-load.log");
                List<String> logClasses = List.of("-Xlog:disable", "-Xlog:class+load=info:file=" + log);
                Peer peer = new Peer(start(logClasses, "--seed", "1"));
                assertEquals("INIT W H R P:", peer.line());
                assertEquals(0, peer.finish());
                assertNoSpunClass(log);

                Path output = dir.resolve("output.txt");
                List<String> command = new ArrayList<>(List.of(JarRun.java()));
                command.addAll(logClasses);
                command.addAll(List.of("-jar", JarRun.jar().toString(), "--seed", "1",
                        "--record", dir.resolve("r.rec").toString()));
                Process recording = new ProcessBuilder(command).redirectOutput(output.toFile())
                        .redirectInput(ProcessBuilder.Redirect.PIPE).start();
                recording.getOutputStream().close();
                assertEquals(0, recording.waitFor());
                assertEquals("INIT W H R P:\n", Files.readString(output));
                assertNoSpunClass(log);
            } finally {
                try (var files = Files.list(dir)) {
                    for (Path file : files.toList()) {
                        Files.delete(file);
                    }
                }
                Files.delete(dir);
            }
        });
    }

    private static void assertNoSpunClass(Path log) throws IOException {
        List<String> loaded = Files.readAllLines(log);
        assertTrue(loaded.stream().anyMatch(line -> line.contains(" dev.robots.cli.protocol.ProtocolSession ")),
                "not logged: " + log);
        List<String> spun = loaded.stream().filter(line -> !line.contains("source: shared objects file"))
                .filter(line -> line.contains("$$Lambda") || line.contains("LambdaForm$")
                        || line.contains(" java.util.stream."))
                .toList();
        assertEquals(List.of(), spun, "classes spun or loaded for lambdas, streams or indy concatenation");
    }

    @Test
    void aClosedStdoutEndsTheProcessWithStatus1() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            Peer peer = new Peer(start(List.of(), "--seed=1"));
            assertEquals("INIT W H R P:", peer.line());
            peer.process.getInputStream().close();
            peer.send("30 17 20 40");
            assertEquals(1, peer.finish());
            String err = peer.stderr();
            assertTrue(err.matches("robots: cannot write to standard output \\([^\\n]*\\); stopping\n"), err);
        });
    }

    @Test
    void aBoardTooLargeForTheHeapIsRefusedNotAnOutOfMemoryError() throws Exception {
        assertTimeoutPreemptively(LIMIT, () -> {
            Peer peer = new Peer(start(List.of("-Xmx32m"), "--seed=1", "--max-cells=1073741824"));
            assertEquals("INIT W H R P:", peer.line());
            peer.send("30000 30000 0 0");
            assertEquals("INIT W H R P:", peer.line());
            assertEquals(0, peer.finish());
            String err = peer.stderr();
            assertTrue(err.startsWith("robots: INIT refused: board too large for this JVM: 30000 x 30000"), err);
            assertEquals(1, err.lines().count(), err);
        });
    }

    /**
     * An autopilot whose beam does not fit in the heap (4096 positions of 3000 robots each, in 64
     * MiB) ends the run with one line naming what to lower, not with "OutOfMemoryError": autoplay
     * bounds its games' memory before starting them (issue 13, item 8; the engine's own refusal of a
     * search space, which came first before, is tested in AutopilotTest).
     */
    @Test
    void autoplayWithABeamTooWideForTheHeapIsOneLineWithStatus1() throws Exception {
        Process p = start(List.of("-Xmx64m"), "autoplay", "--size=100,100,3000,0", "--beam=4096", "--depth=1",
                "--games=2", "--threads=2", "--seed=1", "--no-timing");
        p.getOutputStream().close();
        assertTrue(p.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS), "autoplay did not finish");
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, p.exitValue(), err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.startsWith("robots autoplay: not enough memory: each game at once needs up to "), err);
        assertTrue(err.contains(" (100x100 with 3000 robots, autopilot beam 4096), and the heap has "), err);
        assertTrue(err.endsWith(" MiB: lower --beam, or raise -Xmx)\n"), err);
        assertEquals(0, p.getInputStream().readAllBytes().length);
    }

    /**
     * A checker stopped by SIGTERM (a CI job's time limit, kill) takes the program under test along:
     * it used to leave it running, reparented to init (a hanging solution burns its CPU on).
     */
    @ParameterizedTest
    @CsvSource({"TERM, 143", "HUP, 129"})
    void aTerminatedCheckLeavesNoProgramBehind(String signal, int status) throws Exception {
        Assumptions.assumeFalse(ignored(signal), "SIG" + signal + " is ignored here (nohup?): a child would ignore it");
        Path pidFile = JarRun.jar().toAbsolutePath().getParent()
                .resolve("check-sig" + signal + "-" + ProcessHandle.current().pid() + ".pid");
        Files.deleteIfExists(pidFile);
        Process check = start(List.of(), "check", "--games=1", "--timeout=10m", "--", "sh", "-c",
                "echo $$ > " + Sessions.shQuoted(pidFile + ".tmp") + "; mv " + Sessions.shQuoted(pidFile + ".tmp") + " "
                        + Sessions.shQuoted(pidFile) + "; exec sleep 600");
        check.getOutputStream().close();
        ProcessHandle program = null;
        try {
            long giveUp = System.nanoTime() + LIMIT.toNanos();
            while (!Files.exists(pidFile) && System.nanoTime() < giveUp) {
                Thread.sleep(20);
            }
            assertTrue(Files.exists(pidFile), "the program under check did not start");
            program = ProcessHandle.of(Long.parseLong(Files.readString(pidFile).strip())).orElseThrow();
            // The signal; our ends of its pipes stay open to read the report.
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(check.pid())).start();
            assertTrue(kill.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS) && kill.exitValue() == 0, "kill -" + signal);
            assertTrue(check.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS), "the checker did not stop");
            ProcessHandle gone = program;
            assertTimeoutPreemptively(LIMIT, () -> gone.onExit().get(), "the program under check outlived the checker");
            // Issue 13, item 3: it says it was interrupted, and where, without blaming the program, and
            // exits as a shell expects of a process ended by SIGTERM.
            String out = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            // The signal named as it is (SIGHUP said "SIGTERM or SIGINT").
            assertEquals(status, check.exitValue(), out);
            assertTrue(out.contains("robots check: INTERRUPTED: the checker was stopped by SIG" + signal
                    + " in game 1 of 1 (2x1 R=0 P=0), start; the program under test was stopped with it"), out);
            assertFalse(out.contains("FAILED"), out);
        } finally {
            if (program != null) {
                program.destroyForcibly();
            }
            check.destroyForcibly();
            Files.deleteIfExists(pidFile);
        }
    }

    /** Whether this process ignores {@code SIG + name} (a child started from it would too): /proc's SigIgn mask. */
    static boolean ignored(String name) throws IOException {
        int number = Map.of("HUP", 1, "INT", 2, "TERM", 15).get(name);
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseUnsignedLong(line.substring(7).strip(), 16) >> (number - 1) & 1) == 1;
            }
        }
        return false;
    }

    @Test
    void usageErrorsAreOneLineWithStatus2() throws Exception {
        Process p = start(List.of(), "--charges=many");
        p.getOutputStream().close();
        assertTrue(p.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS));
        assertEquals(2, p.exitValue());
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(1, err.lines().count(), err);
        assertFalse(err.contains("Exception"), err);
        assertEquals(0, p.getInputStream().readAllBytes().length);
    }

    @Test
    void theLauncherRunsFromAnyDirectory() throws Exception {
        // robots-cli/target/robots.jar -> the repository root holds the launcher.
        Path launcher = JarRun.root().resolve("robots");
        assertTrue(Files.isExecutable(launcher), launcher.toString());
        Path elsewhere = Files.createTempDirectory(JarRun.jar().toAbsolutePath().getParent(), "cwd");
        Process p = new ProcessBuilder(launcher.toString(), "--seed=3").directory(elsewhere.toFile()).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write("2 1 0 0\nL\n".getBytes(StandardCharsets.UTF_8));
        }
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "launcher did not finish");
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals("INIT W H R P:\n< @\nMOVE:\nWIN\nINIT W H R P:\n", out,
                new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
        assertEquals(0, p.exitValue());
    }

    /**
     * The launcher maps a class-data archive it makes once per build; an archive the JVM cannot use
     * (here: garbage) must cost only speed, never a byte of the protocol's standard output.
     */
    @Test
    void theLaunchersClassDataArchiveNeverReachesStandardOutput() throws Exception {
        Path root = JarRun.root();
        Path archive = JarRun.jar().toAbsolutePath().getParent().resolve("robots.jsa");
        String expected = "INIT W H R P:\n< @\nMOVE:\nWIN\nINIT W H R P:\n";
        assertEquals(expected, launch(root, Map.of()));
        assertTrue(Files.size(archive) > 0, "the first run made no archive");
        Files.write(archive, new byte[] {1, 2, 3, 4});
        Files.setLastModifiedTime(archive, FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        assertEquals(expected, launch(root, Map.of()));
        assertEquals(expected, launch(root, Map.of("ROBOTS_CDS", "0")));
        Files.delete(archive);
    }

    private static String launch(Path root, Map<String, String> environment) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(root.resolve("robots").toString(), "--seed=3");
        builder.environment().putAll(environment);
        Process p = builder.start();
        try (OutputStream in = p.getOutputStream()) {
            in.write("2 1 0 0\nL\n".getBytes(StandardCharsets.UTF_8));
        }
        assertTrue(p.waitFor(300, TimeUnit.SECONDS), "launcher did not finish");
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), err);
        return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
}
