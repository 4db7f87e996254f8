package dev.robots.cli;

import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions.Run;
import dev.robots.cli.io.ClosedInput;
import dev.robots.record.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 13 (faults found by a hostile run), in process: standard input closed at start, the
 * record written onto the field, forged record lines, two sessions on one record, and one exit
 * status rule in every command's help. The same faults through the real jar: {@code HardeningIT}.
 */
class HardeningTest {
    @TempDir
    Path dir;

    /** Item 1: it used to read the JVM's own file as commands, 855,522 prompts and exit 0. */
    @ParameterizedTest
    @ValueSource(strings = {"--seed=1", "play"})
    void closedStandardInputIsOneLineAndStatus1(String arg) {
        Run r = Sessions.run(ClosedInput.INSTANCE, arg);
        assertEquals(1, r.status(), r.toString());
        assertEquals("", r.stdout());
        String name = arg.equals("play") ? "robots play" : "robots";
        assertEquals(List.of(name + ": standard input is closed (nothing to read commands from; give it a file,"
                + " a pipe or a terminal)"), r.errLines());
    }

    /** Commands that do not read standard input do not care that it is closed. */
    @Test
    void helpAndAutoplayWorkWithStandardInputClosed() {
        assertEquals(0, Sessions.run(ClosedInput.INSTANCE, "--help").status());
        Run autoplay = Sessions.run(ClosedInput.INSTANCE, "autoplay", "--games", "1", "--seed", "1", "--size", "8,5,1,2",
                "--threads", "1", "--no-timing");
        assertEquals(0, autoplay.status(), autoplay.toString());
    }

    @Test
    void closedInputFailsEveryRead() {
        IOException e = org.junit.jupiter.api.Assertions.assertThrows(IOException.class, ClosedInput.INSTANCE::read);
        assertEquals("standard input is closed", e.getMessage());
    }

    /** Item 4: "--record f --field f" appended to the field and destroyed it; so did a link to it. Refused. */
    @Test
    void theRecordCannotBeTheFieldFileNorALinkToIt() throws IOException {
        Path field = Sessions.field(dir, "f.txt", "< . . . @");
        String before = Files.readString(field);
        Path symlink = dir.resolve("sym.txt");
        Path hardLink = dir.resolve("hard.txt");
        try {
            Files.createSymbolicLink(symlink, field);
            Files.createLink(hardLink, field);
        } catch (UnsupportedOperationException | IOException e) {
            Assumptions.abort("no links here: " + e);
        }
        for (Path record : List.of(field, symlink, hardLink)) {
            Run r = run("5 1 0 0\nW\n", "--seed=1", "--field=" + field, "--record=" + record);
            // a usage error since issue 29's write rule (it was 1): the command line names one file twice
            assertEquals(2, r.status(), r.toString());
            assertEquals("", r.stdout());
            assertEquals(List.of("robots: --record " + Texts.path(record) + ": is the --field file " + Texts.path(field) + " (the same file;"
                    + " writing it would destroy the --field file)"), r.errLines());
            assertEquals(before, Files.readString(field), "the field was changed through " + record);
        }
    }

    /** Item 4: a --field path holding a newline forged a line of the record. */
    @Test
    void aPathWithANewlineCannotForgeARecordLine() throws IOException {
        String name = "f\nturn 1 UL\\x.txt";
        Path field;
        try {
            field = Sessions.field(dir, name, "< . . . @");
        } catch (IOException | java.nio.file.InvalidPathException e) {
            Assumptions.abort("this file system refuses the name: " + e);
            return;
        }
        Path record = dir.resolve("games.rec");
        Run r = run("5 1 0 0\nW\n", "--seed=3", "--field=" + field, "--record=" + record);
        assertEquals(0, r.status(), r.toString());
        List<String> lines = Sessions.withoutDigests(Files.readAllLines(record, StandardCharsets.UTF_8));
        String escaped = GameRecord.escape(field.toString());
        assertEquals(List.of("session format=4 seed=3 charges=unlimited max-cells=4000000 field=" + escaped,
                "game 1 seed=3 w=5 h=1 r=0 p=0", "turn 1 W", "stop end-of-input game=1 turns=1"), lines);
        assertTrue(escaped.endsWith("f\\nturn 1 UL\\\\x.txt"), escaped);
        assertEquals(field.toString(), GameRecord.unescape(escaped));
    }

    /** Item 4: two sessions appending to one record interleaved their lines; the second is refused now. */
    @Test
    void aRecordInUseByAnotherSessionIsRefused() throws IOException {
        Path record = dir.resolve("games.rec");
        try (GameRecord first = GameRecord.append(record)) {
            first.line("session format=2 seed=1 charges=unlimited max-cells=4000000 field=random");
            Run second = run("5 1 0 0\n", "--seed=2", "--record=" + record);
            assertEquals(1, second.status(), second.toString());
            assertEquals("", second.stdout());
            assertEquals(List.of("robots: --record " + Texts.path(record) + ": in use by another robots session (it holds the"
                    + " file's lock until it ends; use another file)"), second.errLines());
        }
        // once the first session closed it, the file is free again
        assertEquals(0, run("", "--seed=2", "--record=" + record).status());
        assertEquals(3, Files.readAllLines(record).size());
    }

    /** Item 5: one exit status rule, under the same heading, in the help of every command. */
    @ParameterizedTest
    @ValueSource(strings = {"", "play", "check", "bot", "autoplay"})
    void everyHelpStatesTheOneExitStatusRule(String command) {
        Run r = command.isEmpty() ? run("", "--help") : run("", command, "--help");
        assertEquals(0, r.status(), r.toString());
        String help = r.stdout().replaceAll("\\s+", " ");
        assertTrue(help.contains("Exit status (the same rule for every robots command): 0 "), help);
        assertTrue(help.contains(" 1 "), help);
        assertTrue(help.contains(" 2 usage error: an unknown option or a bad option value (nothing was run)"), help);
    }
}
