package dev.robots.cli;

import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.text.Texts;
import dev.robots.cli.Sessions.Run;
import dev.robots.record.GameSeeds;
import dev.robots.core.SplitMix64;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Options, usage errors, seeds and the record file, through {@link Main#run}. */
class MainTest {
    @TempDir
    Path dir;

    @Test
    void helpAndVersionGoToStdoutWithStatus0() {
        Run help = run("", "--help");
        assertEquals(0, help.status());
        assertTrue(help.stdout().startsWith("Usage: robots "), help.stdout());
        for (String option : List.of("--seed", "--charges", "--field", "--record", "--max-cells")) {
            assertTrue(help.stdout().contains(option), option);
        }
        // The other engineers' subcommands stay registered.
        for (String sub : List.of("check", "bot", "autoplay")) {
            assertTrue(help.stdout().contains("  " + sub + " "), sub);
        }
        // The list of subcommands shows one sentence each, not an "e.g." cut from its example.
        assertFalse(help.stdout().matches("(?s).*\\be\\.(g\\.)?\n.*"), help.stdout());
        assertEquals("", help.stderr());
        Run version = run("", "--version");
        assertEquals(0, version.status());
        assertTrue(version.stdout().matches("robots \\S+ \\(commit \\S+\\)\n"), version.stdout());
    }

    /**
     * Without arguments the protocol starts without picocli (the start-up fast path); it must be the
     * same session as the one picocli builds for {@code --seed} with the seed it announced.
     */
    @Test
    void noArgumentsIsTheSameSessionAsTheAnnouncedSeed() {
        String input = "9 5 4 6\nL\nUL\nK\nD\nW\nR\n2 1 0 0\nL\n";
        Run plain = run(input);
        assertEquals(0, plain.status(), plain.toString());
        Matcher seed = Pattern.compile("robots: seed (-?\\d+) \\(replay this session with: robots --seed \\1\\)\n")
                .matcher(plain.stderr());
        assertTrue(seed.lookingAt(), plain.stderr());
        Run seeded = run(input, "--seed", seed.group(1));
        assertEquals(seeded.stdout(), plain.stdout());
        assertEquals(seeded.stderr(), plain.stderr().substring(seed.end()));
        assertNotEquals(plain.stdout(), run(input, "--seed", Long.toString(~Long.parseLong(seed.group(1)))).stdout());
    }

    /** Subcommands are built only when the arguments can reach one; every way of reaching one still works. */
    @Test
    void subcommandsAfterProtocolOptionsHelpAndMistypedNamesStillWork() {
        Run afterOptions = run("", "--seed=1", "autoplay", "--help");
        assertEquals(0, afterOptions.status(), afterOptions.toString());
        assertTrue(afterOptions.stdout().startsWith("Usage: robots autoplay "), afterOptions.stdout());
        Run mistyped = run("", "chek");
        assertEquals(2, mistyped.status(), mistyped.toString());
        assertTrue(mistyped.stderr().contains("'chek'"), mistyped.stderr());
        Run shortHelp = run("", "--seed=1", "-h");
        assertEquals(0, shortHelp.status());
        assertTrue(shortHelp.stdout().contains("  play "), shortHelp.stdout());
        Run protocolOnly = run("2 1 0 0\nL\n", "--seed=5", "--charges", "2");
        assertEquals("INIT W H R P:\n< @\nMOVE:\nWIN\nINIT W H R P:\n", protocolOnly.stdout(), protocolOnly.toString());
    }

    /**
     * Help, version and the reports of the subcommands go through picocli's writer, which hides
     * write errors: with standard output closed they printed nothing and exited 0 (robots --version
     * >&-). Now the lost output is one line on standard error and status 1, as in protocol mode.
     */
    @ParameterizedTest
    @CsvSource({"--version", "--help", "check --help", "autoplay --games=1 --max-turns=1 --threads=1 --seed=1"})
    void closedStdoutIsOneLineAndStatus1ForEveryCommand(String args) {
        Sessions.Run r = Sessions.runWithStdout(Sessions.failingOutput("Bad file descriptor"), args.split(" "));
        assertEquals(1, r.status(), args);
        assertEquals("robots: cannot write to standard output (Bad file descriptor)\n", r.stderr());
    }

    /**
     * Every help text renders cleanly: picocli formats descriptions with {@code String.format} and,
     * when one does not format (a lone {@code %}), prints a warning straight to {@code System.err},
     * past the streams {@link Main#run} is given; so this watches {@code System.err} itself.
     */
    @ParameterizedTest
    @CsvSource({"--help", "check --help", "bot --help", "autoplay --help", "play --help"})
    void everyHelpRendersWithoutPicocliWarnings(String args) {
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        java.io.PrintStream systemErr = System.err;
        Run help;
        System.setErr(new java.io.PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            help = run("", args.split(" "));
        } finally {
            System.setErr(systemErr);
        }
        assertEquals(0, help.status(), help.toString());
        assertEquals("", captured.toString(StandardCharsets.UTF_8), args);
        assertEquals("", help.stderr(), args);
        assertTrue(help.stdout().startsWith("Usage: robots"), help.stdout());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--bogus                | Unknown option: '--bogus'",
        "--seed=abc             | Invalid value for option '--seed': 'abc' is not a long",
        "--seed                 | Missing required parameter for option '--seed'",
        "--charges=-1           | --charges: -1 (expected: a count >= 0 or \"unlimited\")",
        "--charges=x            | --charges: 'x' (expected: a count >= 0 or \"unlimited\")",
        "--charges=99999999999  | --charges: 99999999999 (expected: a count >= 0 or \"unlimited\")",
        "--max-cells=1          | --max-cells: 1 (expected: 2 to 4294967296)",
        "--max-cells=4294967297 | --max-cells: 4294967297 (expected: 2 to 4294967296)",
        "--max-cells=99999999999999999999 | Invalid value for option '--max-cells'",
        "extra                  | Unmatched argument at index 0: 'extra'",
    })
    void usageErrorsAreOneLineAndStatus2(String arg, String reason) {
        Run r = run("", arg);
        assertEquals(2, r.status(), r.toString());
        assertEquals("", r.stdout());
        assertEquals(1, r.errLines().size(), r.toString());
        String line = r.errLines().get(0);
        assertTrue(line.startsWith("robots: " + reason) && line.endsWith(" (see 'robots --help')"), line);
    }

    /**
     * picocli quotes a bad token as it came; the line escapes it as every message of ours does, so
     * a terminal code in it does not act on the reader's screen, a line end does not break the one
     * line, and a huge token is cut.
     */
    @Test
    void aUsageErrorEscapesAndCutsTheBadToken() {
        Run escape = run("", "--x\u001b[31mred");
        assertEquals(2, escape.status(), escape.toString());
        assertEquals(List.of("robots: Unknown option: '--x\\u001b[31mred' (see 'robots --help')"), escape.errLines());
        Run lineEnd = run("", "--seed=1\nrobots: fake");
        assertEquals(List.of("robots: Invalid value for option '--seed': '1\\u000arobots: fake' is not a long"
                + " (see 'robots --help')"), lineEnd.errLines());
        Run huge = run("", "--" + "x".repeat(100_000));
        assertEquals(1, huge.errLines().size(), huge.toString());
        String line = huge.errLines().get(0);
        assertTrue(line.startsWith("robots: Unknown option: '--xxx") && line.length() < 400
                && line.contains("... (1000"), line);
    }

    /**
     * A --field that is not a regular file (a pipe, /dev/zero) has no size to check beforehand: it
     * is read only up to the largest field --max-cells allows, then refused. It used to be read
     * whole ('robots --field /dev/zero' ended in "internal error: OutOfMemoryError").
     */
    @Test
    void aFieldFromAPipeIsReadOnlyUpToTheLargestField() throws Exception {
        Path fifo = Sessions.fifo(dir.resolve("field.fifo"));
        Thread writer = new Thread(() -> {
            try (java.io.OutputStream out = Files.newOutputStream(fifo)) {
                byte[] row = ". ".repeat(1000).getBytes(StandardCharsets.US_ASCII);
                for (int i = 0; i < 1000; i++) {
                    out.write(row); // 2 MB with no line end: far more than a 2-cell field
                }
            } catch (IOException e) {
                // The reader stopped reading: what this test wants.
            }
        });
        writer.setDaemon(true);
        writer.start();
        Run r = run("", "--field=" + fifo, "--max-cells=2");
        assertEquals(1, r.status(), r.toString());
        assertEquals(List.of("robots: --field " + Texts.path(fifo) + ": more than 8 bytes, larger than any field of at most 2 cells"
                + " (see --max-cells)"), r.errLines());
        writer.join(10_000);
    }

    /**
     * An unreadable --field says why: Java's AccessDeniedException carries only the path, and the
     * message was "--field f.txt: cannot read (f.txt)". The whole refusal, run as a user who cannot
     * read the file (root reads every file), is {@code OtherUsersIT}'s.
     */
    @Test
    void anUnreadableFieldSaysPermissionDenied() throws IOException {
        assertEquals("permission denied",
                dev.robots.cli.io.IoReason.of(new java.nio.file.AccessDeniedException("/some/f.txt")));
        assertEquals("Is a directory", dev.robots.cli.io.IoReason.of(new IOException("Is a directory")));
        assertEquals("no such file or directory",
                dev.robots.cli.io.IoReason.of(new java.nio.file.NoSuchFileException("/no/such/directory/f.html")));
        assertEquals("Read-only file system",
                dev.robots.cli.io.IoReason.of(
                        new java.nio.file.FileSystemException("/some/f.txt", null, "Read-only file system")));
    }

    @Test
    void badFieldFilesAreStatus1NamingTheProblem() throws IOException {
        Run missing = run("", "--field=/no/such/file");
        assertEquals(1, missing.status());
        assertEquals(List.of("robots: --field /no/such/file: no such file"), missing.errLines());
        Path bad = Sessions.field(dir, "bad.txt", "< . @", "X .");
        Run r = run("", "--field=" + bad);
        assertEquals(1, r.status());
        assertEquals("robots: --field " + Texts.path(bad) + ": line 2: 2 cells (expected: 3 like line 1)", r.errLines().get(0));
        Path big = Sessions.field(dir, "big.txt", ". . . . .", "< . . . @", ". . . . .");
        Run tooBig = run("", "--field=" + big, "--max-cells=14");
        assertEquals(1, tooBig.status());
        assertTrue(tooBig.errLines().get(0).contains("5 x 3 = 15 cells (expected: at most 14, see --max-cells)"),
                tooBig.stderr());
        // pits on every corner and beyond the limit of a 3 x 3 game (3 = 9 - player - exit - 4 corners)
        Path pitted = Sessions.field(dir, "pitted.txt", "0 0 0", "< 0 @", "0 0 0");
        Run noGame = run("3 3 0 7\n", "--field=" + pitted);
        assertEquals(1, noGame.status());
        assertEquals("robots: --field " + Texts.path(pitted) + ": no game can start from it: pits: 7 (expected: <= 3 = cells"
                + " - player - exit - free corners, on a 3 x 3 board)", noGame.errLines().get(0));
        assertEquals("", noGame.stdout());
        Run dirAsField = run("", "--field=" + dir);
        assertEquals(1, dirAsField.status());
        assertEquals(1, dirAsField.errLines().size(), dirAsField.toString());
    }

    @Test
    void crlfFieldFilesWork() throws IOException {
        Path crlf = dir.resolve("crlf.txt");
        Files.writeString(crlf, ". . .\r\n< . @\r\n. . .\r\n");
        Run r = run("3 3 0 0\n", "--seed=1", "--field=" + crlf);
        assertEquals("INIT W H R P:\n. . .\n< . @\n. . .\nMOVE:\n", r.stdout());
    }

    @Test
    void withoutSeedARandomSeedIsPrintedAndReplaysTheSession() {
        String input = "12 7 6 9\nW\nW\nUL\nW\n12 7 6 9\nW\n";
        Run first = run(input);
        Matcher m = Pattern.compile("robots: seed (-?\\d+) \\(replay this session with: robots --seed (-?\\d+)\\)")
                .matcher(first.errLines().get(0));
        assertTrue(m.matches(), first.stderr());
        assertEquals(m.group(1), m.group(2));
        Run replay = run(input, "--seed=" + m.group(1));
        assertEquals(first.stdout(), replay.stdout());
        Run other = run(input);
        assertNotEquals(first.errLines().get(0), other.errLines().get(0), "two random sessions drew the same seed");
    }

    @Test
    void sameSeedSameSessionDifferentSeedDifferentFields() {
        String input = "30 17 20 40\nW\nUL\nW\n30 17 20 40\nW\n";
        assertEquals(run(input, "--seed=77").stdout(), run(input, "--seed=77").stdout());
        assertNotEquals(run(input, "--seed=77").stdout(), run(input, "--seed=78").stdout());
    }

    @Test
    void eachGameOfASessionCanBeReplayedAloneWithItsSeed() throws IOException {
        // Game 2 of a session is seeded with GameSeeds.of(S, 1); --seed with it replays it as game 1.
        long s = -4_000_000_007L;
        long second = GameSeeds.of(s, 1);
        assertEquals(new SplitMix64(s).nextLong(), second);
        Path record = dir.resolve("rec.txt");
        // Game 1 ends at once (a won 2 x 1 board); game 2 is a random one.
        Run session = run("2 1 0 0\nL\n9 5 4 5\nW\nW\n", "--seed=" + s, "--record=" + record);
        Run alone = run("9 5 4 5\nW\nW\n", "--seed=" + second);
        int at = nthIndexOf(session.stdout(), "INIT W H R P:\n", 2);
        assertEquals(alone.stdout(), session.stdout().substring(at), session.toString());
        assertTrue(Files.readString(record).contains("game 2 seed=" + second + " w=9 h=5 r=4 p=5 start="));
    }

    private static int nthIndexOf(String s, String part, int n) {
        int at = -1;
        for (int i = 0; i < n; i++) {
            at = s.indexOf(part, at + 1);
        }
        return at;
    }

    @Test
    void theRecordHoldsEveryGameAndIsAppended() throws IOException {
        Path f = Sessions.field(dir, "f.txt", "< . . . @");
        Path record = dir.resolve("games.rec");
        run("5 1 0 0\nW\nzz\nl\nkL\nL\nL\n5 1 0 0\nW\n", "--seed=11", "--charges=2", "--field=" + f,
                "--record=" + record);
        run("", "--seed=12", "--record=" + record);
        // Refused commands ("zz") are not recorded: only turns that were played. Each game and turn line
        // ends with the digest of its position (16 hex digits, checked by ReplayRoundTripTest).
        String text = Files.readString(record, StandardCharsets.UTF_8);
        assertEquals(8, text.split(" (start|board)=[0-9a-f]{16}\n", -1).length - 1, text);
        assertEquals(String.join("\n",
                "session format=4 seed=11 charges=2 max-cells=4000000 field=" + f,
                "game 1 seed=11 w=5 h=1 r=0 p=0",
                "turn 1 W",
                "turn 2 L",
                "turn 3 LK",
                "turn 4 L",
                "turn 5 L",
                "end turns=5 result=WIN",
                "game 2 seed=" + GameSeeds.of(11, 1) + " w=5 h=1 r=0 p=0",
                "turn 1 W",
                "stop end-of-input game=2 turns=1",
                "session format=4 seed=12 charges=unlimited max-cells=4000000 field=random",
                "stop end-of-input", ""), String.join("\n", Sessions.withoutDigests(List.of(text.split("\n", -1)))));
    }

    /**
     * Without --seed too: the usage error is the one line, not after a "seed ..." line for a session
     * that never starts.
     */
    @Test
    void anUnopenableRecordIsOneLineEvenWithoutASeed() {
        Run r = run("", "--record=" + dir);
        assertEquals(1, r.status());
        assertEquals(1, r.errLines().size(), r.stderr());
        // the write rule refuses it before the session (issue 29)
        assertEquals("robots: --record " + Texts.path(dir) + ": is a directory\n", r.stderr());
        assertEquals("", r.stdout());
    }

    /**
     * Issue 13, item 5: an unopenable record was status 2 (usage) while one failing at its first write
     * was 1. A file that cannot be used is the run failing, whenever it happens: status 1.
     */
    @Test
    void anUnopenableRecordIsStatus1LikeOneThatFailsLater() {
        Run r = run("", "--seed=1", "--record=" + dir.resolve("no/such/dir/rec.txt"));
        assertEquals(1, r.status());
        assertEquals(List.of("robots: --record " + Texts.path(dir.resolve("no/such/dir/rec.txt")) + ": no such directory: "
                + Texts.path(dir.resolve("no/such/dir"))), r.errLines());
    }
}
