package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.io.OutputFile;
import dev.robots.cli.WritingOptions.Writer;
import dev.robots.cli.io.RunInputs;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The write rule's matrix: every writing option of every command against every kind of input a run
 * has (the {@code @files}, the running jar, standard input, output and error as files, the
 * {@code --field} file, the record and the field file it names, {@code --lua} and the words of
 * {@code --lua-command}, the program after {@code --}, its arguments whole or as {@code --opt=FILE},
 * a shard), wherever the command takes that input: every cell is refused before anything runs,
 * status 2, in one line naming the option, the file and what it is, and the file is byte-identical
 * afterwards. The process's own files are handed in as {@code Main.main} finds them
 * ({@code RobotsJarIT} finds them for real: the jar, and files on descriptors 0 and 1).
 */
class WriteMatrixTest {
    @TempDir
    static Path shared;

    @TempDir
    Path dir;

    private static Path record;
    private static Path shard;

    /** What a cell runs: more words before the base, another base or program, and the process's own files. */
    record Cell(List<String> before, List<String> base, List<String> program, List<RunInputs.Input> process) {
    }

    /** A kind of input: where it applies, how {@code file} becomes one of the run's inputs, how the refusal names it. */
    record Kind(String name, Set<String> commands, String says, Setup setup) {
        boolean appliesTo(Writer writer) {
            return commands == null || commands.contains(String.join(" ", writer.command()));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    @FunctionalInterface
    interface Setup {
        Cell cell(Writer writer, Path file, Path dir) throws IOException;
    }

    static List<Writer> writers() {
        return WritingOptions.writers(new WritingOptions.Inputs(record, shard));
    }

    private static final Set<String> PROGRAMS = Set.of("check", "bot");

    static List<Kind> kinds() {
        return List.of(
                new Kind("@file", null, "is the @file", (w, f, d) -> new Cell(List.of("@" + f), null, null, List.of())),
                new Kind("the running jar", null, "is the running robots jar", (w, f, d) ->
                        process(new RunInputs.Input("the running robots jar", f, f, RunInputs.Role.READ))),
                new Kind("standard input", null, "is standard input", (w, f, d) ->
                        process(new RunInputs.Input("standard input", f, f, RunInputs.Role.READ))),
                new Kind("standard output", null, "is also standard output", (w, f, d) ->
                        process(new RunInputs.Input("standard output", f, f, RunInputs.Role.STREAM))),
                new Kind("standard error", null, "is also standard error", (w, f, d) ->
                        process(new RunInputs.Input("standard error", f, f, RunInputs.Role.STREAM))),
                new Kind("--field", Set.of("", "replay"), "is the --field file", (w, f, d) -> {
                    Files.writeString(f, "< . . . @\n");
                    return new Cell(List.of("--field", f.toString()), null, null, List.of());
                }),
                new Kind("the record", Set.of("replay"), "is the record", (w, f, d) -> {
                    Files.copy(record, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                    return new Cell(List.of(), List.of(f.toString()), null, List.of());
                }),
                new Kind("a field file the record names", Set.of("replay"), "is the field file", (w, f, d) -> {
                    Path fieldRecord = fieldRecord(d, f);
                    Path other = Sessions.field(d, "other.txt", "< . . . @");
                    return new Cell(List.of(), List.of(fieldRecord.toString(), "--field", other.toString()), null,
                            List.of());
                }),
                new Kind("--lua", PROGRAMS, "is the --lua file", (w, f, d) ->
                        new Cell(List.of("--lua", f.toString()), null, List.of(), List.of())),
                new Kind("a word of --lua-command", PROGRAMS, "is a file named in --lua-command", (w, f, d) -> {
                    Path lua = Files.writeString(d.resolve("solution.lua"), "print('x')\n");
                    // relative: the command is split at blanks, and the checkout's path may hold one
                    Path word = Path.of("").toAbsolutePath().relativize(f);
                    return new Cell(List.of("--lua", lua.toString(), "--lua-command", "lua5.4 -e x=1 " + word), null,
                            List.of(), List.of());
                }),
                new Kind("the program after --", PROGRAMS, "is the program under test", (w, f, d) ->
                        new Cell(List.of(), null, List.of(f.toString()), List.of())),
                new Kind("a word after --", PROGRAMS, "is an argument of the program under test", (w, f, d) ->
                        new Cell(List.of(), null, List.of("echo", f.toString()), List.of())),
                new Kind("--opt=FILE after --", PROGRAMS, "is an argument of the program under test", (w, f, d) ->
                        new Cell(List.of(), null, List.of("echo", "--input=" + f), List.of())),
                new Kind("a shard", Set.of("autoplay merge"), "is the shard report", (w, f, d) -> {
                    Files.copy(shard, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                    return new Cell(List.of(), List.of(shard.toString(), f.toString()), null, List.of());
                }));
    }

    private static Cell process(RunInputs.Input input) {
        return new Cell(List.of(), null, null, List.of(input));
    }

    /** A record of one game played from a field file, which it names by {@code field}'s path. */
    private static Path fieldRecord(Path dir, Path field) {
        Path rec = dir.resolve("field.rec");
        try {
            Files.writeString(field, "< . . . @\n");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        Sessions.Run r = Sessions.run("5 1 0 0\nW\n", "--seed=1", "--field", field.toString(), "--record", rec.toString());
        assertEquals(0, r.status(), r.toString());
        return rec;
    }

    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (Writer writer : writers()) {
            for (Kind kind : kinds()) {
                if (kind.appliesTo(writer)) {
                    cells.add(Arguments.of(writer, kind));
                }
            }
        }
        return cells.stream();
    }

    @BeforeAll
    static void inputs() {
        WritingOptions.Inputs inputs = WritingOptions.Inputs.in(shared);
        record = inputs.record();
        shard = inputs.shard();
    }

    /** Every cell: refused before anything runs, status 2, one line, the input untouched, nothing left beside it. */
    @ParameterizedTest(name = "{0} onto {1}")
    @MethodSource("cells")
    void anOutputOnAnInputIsRefusedAndTheInputStaysAsItWas(Writer writer, Kind kind) throws IOException {
        Path file = dir.resolve("input-file");
        Files.writeString(file, "# an input of the run, not to be written over\n");
        Cell cell = kind.setup().cell(writer, file, dir);
        byte[] before = Files.readAllBytes(file);
        List<String> args = args(writer, cell, file);
        Sessions.Run r = run(writer, cell, args);
        String context = writer + " onto " + kind + ": " + args + "\n" + r;
        assertEquals(2, r.status(), context);
        assertEquals(1, r.errLines().size(), context);
        assertTrue(r.stderr().contains(writer.option() + " " + Texts.path(file) + ": " + kind.says() + " "), context);
        assertEquals("", r.stdout(), context);
        assertArrayEquals(before, Files.readAllBytes(file), context);
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(f -> f.toString().endsWith(OutputFile.PARTIAL)).toList(), context);
        }
    }

    /**
     * Every cell again, the input now named as a {@code .partial} of the output left by a killed
     * run ({@code out.999999999.partial}) and even marked as robots marks one: the clean-up of stale
     * {@code .partial} files before the write leaves it as it was, whatever the run does.
     */
    @ParameterizedTest(name = "{0} beside {1}")
    @MethodSource("cells")
    void anInputNamedLikeAStalePartialOfTheOutputIsNeverRemoved(Writer writer, Kind kind) throws IOException {
        Path output = dir.resolve("out");
        Path file = dir.resolve("out." + 999_999_999L + OutputFile.PARTIAL);
        Files.writeString(file, "# an input of the run, not to be written over\n");
        Cell cell = kind.setup().cell(writer, file, dir);
        dev.robots.cli.io.PartialFilesMarks.mark(file, 999_999_999L);
        byte[] before = Files.readAllBytes(file);
        List<String> args = args(writer, cell, output);
        String context = writer + " beside " + kind + ": " + args + "\n" + run(writer, cell, args);
        assertTrue(Files.exists(file), "removed: " + context);
        assertArrayEquals(before, Files.readAllBytes(file), context);
    }

    /** The command line of {@code writer} in {@code cell}, writing {@code output}. */
    private static List<String> args(Writer writer, Cell cell, Path output) {
        List<String> args = new ArrayList<>(writer.command());
        args.addAll(cell.before());
        args.addAll(cell.base() != null ? cell.base() : writer.base());
        args.addAll(List.of(writer.option(), output.toString()));
        List<String> program = cell.program() != null ? cell.program() : writer.program();
        if (!program.isEmpty()) {
            args.add("--");
            args.addAll(program);
        }
        return args;
    }

    /** Runs {@code args} in process, with the cell's own process files. */
    private static Sessions.Run run(Writer writer, Cell cell, List<String> args) {
        return Sessions.run(cell::process, writer.stdin(), args);
    }

    private static Sessions.Run run(Writer writer, String output) {
        return Sessions.run(writer.stdin(), writer.args(output).toArray(new String[0]));
    }

    /**
     * A name that ends in {@code /} names a directory: {@code Path} dropped the {@code /} and the
     * page became a file called {@code newdir}. Refused as a usage error, there or not, nothing made.
     */
    @ParameterizedTest
    @MethodSource("writers")
    void aNameEndingInASlashIsRefused(Writer writer) throws IOException {
        for (String name : List.of(dir.resolve("newdir") + "/", dir + "/")) {
            Sessions.Run r = run(writer, name);
            assertEquals(2, r.status(), writer + " " + name + "\n" + r);
            assertEquals(1, r.errLines().size(), r.toString());
            assertTrue(r.stderr().contains(writer.option()) && r.stderr().contains("ends in / (expected: a file, not a"
                    + " directory)"), r.toString());
        }
        assertTrue(Files.notExists(dir.resolve("newdir")), "a file named newdir was made");
    }

    /**
     * {@code -} means standard output ({@code --json -}) or is refused as a usage error (it made a
     * file called {@code -}); never a file.
     */
    @ParameterizedTest
    @MethodSource("writers")
    void aDashIsStandardOutputOrRefused(Writer writer) {
        Sessions.Run r = run(writer, "-");
        assertTrue(Files.notExists(Path.of("-")), "a file named - was made");
        if (writer.option().equals("--json")) {
            assertEquals(0, r.status(), r.toString());
            assertTrue(r.stdout().startsWith("{"), r.toString());
            return;
        }
        assertEquals(2, r.status(), r.toString());
        assertEquals(1, r.errLines().size(), r.toString());
        assertTrue(r.stderr().contains("'" + writer.option() + "': '-' (expected: a file name, not a standard stream;"
                + " for a file named -, write ./-)"), r.toString());
        assertTrue(Files.notExists(Path.of("-")), "a file named - was made");
    }

    /** A link to nothing, a missing directory: unusable outputs, refused before the run with one status. */
    @ParameterizedTest
    @MethodSource("writers")
    void aDanglingLinkAndAMissingDirectoryAreRefusedAlike(Writer writer) throws IOException {
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("nowhere"));
        Path missing = dir.resolve("no-such-dir").resolve("out");
        Path directory = Files.createDirectory(dir.resolve("a-dir"));
        // replay's own rule: 2 for anything it cannot read or write (1 is a tampered record)
        int expected = writer.command().equals(List.of("replay")) ? 2 : 1;
        for (Path output : List.of(dangling, missing, directory)) {
            Sessions.Run r = run(writer, output.toString());
            assertEquals(expected, r.status(), writer + " " + output + "\n" + r);
            assertEquals(1, r.errLines().size(), r.toString());
            assertTrue(r.stderr().contains(writer.option() + " " + Texts.path(output) + ": "), r.toString());
            assertEquals("", r.stdout(), r.toString());
        }
        assertTrue(Files.notExists(dir.resolve("nowhere")) && Files.notExists(dir.resolve("no-such-dir")));
    }
}
