package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.io.OutputFile;
import dev.robots.cli.io.SlowWriter;
import dev.robots.cli.text.Texts;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The write rule for the files a process finds for itself, through the built jar as a child
 * process: the running jar, the launcher, standard input and output when they are files; the
 * {@code .partial} removed when a signal stops a write; concurrent writers of one file.
 */
class RunFilesIT {
    private static final long LIMIT_SECONDS = RobotsJarIT.LIMIT.toSeconds();

    @TempDir
    Path dir;

    private record Result(int status, String stdout, String stderr) {
    }

    private Result run(List<String> jvm, Path jar, ProcessBuilder.Redirect in, ProcessBuilder.Redirect out,
            String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(JarRun.java()));
        command.addAll(jvm);
        command.addAll(List.of("-jar", jar.toString()));
        command.addAll(List.of(args));
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectInput(in).redirectOutput(out)
                .redirectError(err.toFile()).start();
        assertTrue(p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS), "did not finish: " + command);
        return new Result(p.exitValue(), "", Files.readString(err, StandardCharsets.UTF_8));
    }

    private static final String[] AUTOPLAY = {"autoplay", "--games", "1", "--seed", "1", "--size", "6,5,2,2"};

    private static String[] with(String[] start, String... more) {
        return Stream.concat(Stream.of(start), Stream.of(more)).toArray(String[]::new);
    }

    /** {@code java -jar j.jar autoplay --json j.jar} replaced the jar with 541 bytes of JSON. */
    @Test
    void theRunningJarIsNeverAnOutput() throws Exception {
        Path jar = Files.copy(JarRun.jar(), dir.resolve("j.jar"));
        byte[] before = Files.readAllBytes(jar);
        for (String option : new String[] {"--json", "--record"}) {
            Result r = run(List.of(), jar, ProcessBuilder.Redirect.PIPE, ProcessBuilder.Redirect.DISCARD,
                    with(AUTOPLAY, option, "j.jar"));
            assertEquals(2, r.status(), r.stderr());
            assertEquals("robots autoplay: " + option + " j.jar: is the running robots jar " + Texts.path(jar)
                    + " (the same file; writing it would destroy the running robots jar)\n", r.stderr());
            assertArrayEquals(before, Files.readAllBytes(jar));
        }
    }

    /** The launcher a run was started by ({@code -Drobots.launcher}, as ./robots passes it) is an input too. */
    @Test
    void theLauncherIsNeverAnOutput() throws Exception {
        Path launcher = Files.writeString(dir.resolve("robots-launcher"), "#!/bin/sh\nexec java -jar robots.jar \"$@\"\n");
        Result r = run(List.of("-Drobots.launcher=" + launcher), JarRun.jar(), ProcessBuilder.Redirect.PIPE,
                ProcessBuilder.Redirect.DISCARD, with(AUTOPLAY, "--json", launcher.toString()));
        assertEquals(2, r.status(), r.stderr());
        assertTrue(r.stderr().contains(": is the robots launcher "), r.stderr());
        assertTrue(Files.readString(launcher).startsWith("#!/bin/sh"));
        // Started by its name alone, found on PATH (a link in ~/bin to the release's bin/robots).
        Path bin = Files.createDirectory(dir.resolve("bin"));
        Path onPath = Files.copy(launcher, bin.resolve("robots355"));
        List<String> command = new ArrayList<>(List.of(JarRun.java(), "-Drobots.launcher=robots355", "-jar", JarRun.jar().toString()));
        command.addAll(List.of(with(AUTOPLAY, "--json", onPath.toString())));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectErrorStream(false);
        builder.environment().put("PATH", bin + java.io.File.pathSeparator + System.getenv("PATH"));
        Process p = builder.start();
        assertTrue(p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS));
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(2, p.exitValue(), err);
        assertTrue(err.contains(": is the robots launcher "), err);
        assertTrue(Files.readString(onPath).startsWith("#!/bin/sh"));
    }

    /** {@code robots --record in.txt < in.txt} appended to its input and read its own lines back. */
    @Test
    void standardInputAsAFileIsNeverTheRecord() throws Exception {
        Path in = Files.writeString(dir.resolve("in.txt"), "5 1 0 0\nW\n");
        byte[] before = Files.readAllBytes(in);
        Result r = run(List.of(), JarRun.jar(), ProcessBuilder.Redirect.from(in.toFile()),
                ProcessBuilder.Redirect.DISCARD, "--seed", "1", "--record", "in.txt");
        assertEquals(2, r.status(), r.stderr());
        assertEquals("robots: --record in.txt: is standard input " + Texts.path(in.toRealPath())
                + " (the same file; writing it would destroy standard input)\n", r.stderr());
        assertArrayEquals(before, Files.readAllBytes(in));
    }

    /** {@code --record o.txt >> o.txt} mixed protocol text into the record. */
    @Test
    void standardOutputAsAFileIsNeverTheRecord() throws Exception {
        Path out = Files.writeString(dir.resolve("o.txt"), "kept\n");
        Result r = run(List.of(), JarRun.jar(), ProcessBuilder.Redirect.PIPE,
                ProcessBuilder.Redirect.appendTo(out.toFile()), "--seed", "1", "--record", "o.txt");
        assertEquals(2, r.status(), r.stderr());
        assertTrue(r.stderr().startsWith("robots: --record o.txt: is also standard output "), r.stderr());
        assertEquals("kept\n", Files.readString(out));
    }

    /**
     * Standard output or error appended onto a file the run reads ({@code replay r.rec >> r.rec},
     * {@code --field f.txt 2>> f.txt}, {@code merge s1.json s2.json >> s1.json}, {@code check --lua
     * el.lua >> el.lua}, {@code < in.txt >> in.txt}) grew the input or read its own output back: each
     * is refused before any work, status 2, one line (on standard output when standard error is the
     * input), the input byte for byte as it was.
     */
    @ParameterizedTest
    @ValueSource(strings = {"replay-stdout", "replay-stderr", "field-stderr", "merge-stdout", "lua-stdout",
        "stdin-stdout"})
    void standardStreamsOntoAnInputAreRefusedBeforeAnyWork(String kind) throws Exception {
        Path record = dir.resolve("r.rec");
        Path game = Files.writeString(dir.resolve("r.in"), "5 1 0 0\nW\n");
        assertEquals(0, run(List.of(), JarRun.jar(), ProcessBuilder.Redirect.from(game.toFile()),
                ProcessBuilder.Redirect.DISCARD, "--seed", "1", "--record", record.toString()).status());
        Path field = Files.writeString(dir.resolve("f.txt"), "< . . . @\n");
        Path shard = dir.resolve("s1.json");
        assertEquals(0, run(List.of(), JarRun.jar(), ProcessBuilder.Redirect.PIPE,
                ProcessBuilder.Redirect.DISCARD, with(AUTOPLAY, "--json", shard.toString())).status());
        Path lua = Files.writeString(dir.resolve("el.lua"), "print('x')\n");
        Path in = Files.writeString(dir.resolve("in.txt"), "5 1 0 0\nW\n");
        record Case(Path input, String what, boolean onStderr, ProcessBuilder.Redirect stdin, String[] args) {
        }
        ProcessBuilder.Redirect pipe = ProcessBuilder.Redirect.from(Files.writeString(dir.resolve("empty"), "").toFile());
        Case c = switch (kind) {
            case "replay-stdout" -> new Case(record, "the record", false, pipe, new String[] {"replay", "r.rec"});
            case "replay-stderr" -> new Case(record, "the record", true, pipe, new String[] {"replay", "r.rec"});
            case "field-stderr" -> new Case(field, "the --field file", true, pipe,
                    new String[] {"--seed", "1", "--field", "f.txt"});
            case "merge-stdout" -> new Case(shard, "the shard report", false, pipe,
                    new String[] {"autoplay", "merge", "s1.json", "s1.json"});
            case "lua-stdout" -> new Case(lua, "the --lua file", false, pipe,
                    new String[] {"check", "--lua", "el.lua"});
            case "stdin-stdout" -> new Case(in, "standard input", false, ProcessBuilder.Redirect.from(in.toFile()),
                    new String[] {"--seed", "1"});
            default -> throw new IllegalArgumentException(kind);
        };
        byte[] before = Files.readAllBytes(c.input());
        List<String> command = new ArrayList<>(List.of(JarRun.java(), "-jar", JarRun.jar().toString()));
        command.addAll(List.of(c.args()));
        Path other = dir.resolve("other-stream.txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectInput(c.stdin());
        if (c.onStderr()) {
            builder.redirectError(ProcessBuilder.Redirect.appendTo(c.input().toFile()))
                    .redirectOutput(other.toFile());
        } else {
            builder.redirectOutput(ProcessBuilder.Redirect.appendTo(c.input().toFile())).redirectError(other.toFile());
        }
        Process p = builder.start();
        assertTrue(p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS), "did not finish: " + command);
        String said = Files.readString(other, StandardCharsets.UTF_8);
        assertArrayEquals(before, Files.readAllBytes(c.input()), kind + ": the input changed; " + said);
        assertEquals(2, p.exitValue(), kind + ": " + said);
        // the line goes onto the other stream: standard output when standard error is the input
        String stream = c.onStderr() ? "standard error " : "standard output ";
        assertEquals(1, said.lines().count(), said);
        assertTrue(said.contains(": " + stream + Texts.path(c.input().toRealPath()) + ": is " + c.what() + " "),
                kind + ": " + said);
    }

    /**
     * A signal while a file is being written left a 0-byte {@code .partial} (5 of 5 after SIGTERM
     * during {@code replay --html}): every write's {@code .partial} is removed on SIGTERM, SIGINT and
     * SIGHUP, and the file it was to replace is as it was.
     */
    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT", "HUP"})
    void aSignalDuringAWriteLeavesNoPartial(String signal) throws Exception {
        Assumptions.assumeFalse(RobotsJarIT.ignored(signal), "SIG" + signal + " is ignored here");
        Path target = Files.writeString(dir.resolve("page.html"), "old\n");
        String classPath = System.getProperty("java.class.path");
        Process writer = new ProcessBuilder(JarRun.java(),
                "-cp", classPath, SlowWriter.class.getName(), target.toString()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        Path partial = target.resolveSibling("page.html." + writer.pid() + OutputFile.PARTIAL);
        try {
            long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(LIMIT_SECONDS);
            while (!(Files.exists(partial) && Files.size(partial) > 0) && System.nanoTime() < giveUp) {
                Thread.sleep(10);
            }
            assertTrue(Files.exists(partial), "the writer never made " + partial);
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(writer.pid())).start();
            assertTrue(kill.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS) && kill.exitValue() == 0);
            assertTrue(writer.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS), "the writer did not stop");
        } finally {
            writer.destroyForcibly();
        }
        assertFalse(Files.exists(partial), "SIG" + signal + " left " + partial);
        assertEquals("old\n", Files.readString(target));
    }

    /**
     * Six runs writing one report at once: one failed after all its games ("no such file"), since
     * they shared one {@code .partial}. Each writes its own now and renames it whole over the file.
     */
    @Test
    void concurrentWritersOfOneFileEachSucceedWhole() throws Exception {
        Path report = dir.resolve("cj.json");
        List<Process> runs = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            List<String> command = new ArrayList<>(List.of(JarRun.java(), "-jar", JarRun.jar().toString()));
            command.addAll(List.of("autoplay", "--games", "30", "--seed", "1", "--size", "6,5,2,2", "--threads", "1",
                    "--json", report.toString()));
            runs.add(new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(dir.resolve("err-" + i).toFile()).start());
        }
        for (int i = 0; i < runs.size(); i++) {
            assertTrue(runs.get(i).waitFor(LIMIT_SECONDS * 3, TimeUnit.SECONDS), "run " + i + " did not finish");
            assertEquals(0, runs.get(i).exitValue(), Files.readString(dir.resolve("err-" + i)));
        }
        String json = Files.readString(report);
        assertTrue(json.startsWith("{\"format\": ") && json.strip().endsWith("}"), json);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(f -> f.toString().endsWith(OutputFile.PARTIAL)).toList());
        }
    }
}
