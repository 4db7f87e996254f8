package dev.robots.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions.Run;
import dev.robots.cli.io.ClosedInput;
import dev.robots.core.GameParameters;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The start-up fast path ({@link ProtocolArguments#plain}) against picocli: for every command line it
 * takes, picocli's parse gives the same options; everything else it declines, and {@link Main#run}
 * then prints and returns byte for byte what it does with picocli alone.
 */
class ProtocolArgumentsTest {
    @TempDir
    Path dir;

    /** Command lines the fast path takes: every spelling picocli accepts for the root's five options. */
    private static final List<List<String>> TAKEN = List.of(
            List.of(),
            List.of("--seed", "1"), List.of("--seed=1"), List.of("--seed", "0"), List.of("--seed", "-0"),
            List.of("--seed", "-5"), List.of("--seed=-5"), List.of("--seed", "+5"), List.of("--seed=010"),
            List.of("--seed", Long.toString(Long.MAX_VALUE)), List.of("--seed", Long.toString(Long.MIN_VALUE)),
            List.of("--seed", "-00000000000000000009"),
            List.of("--charges", "0"), List.of("--charges=3"), List.of("--charges", "0007"),
            List.of("--charges", "2147483647"), List.of("--charges", "unlimited"), List.of("--charges=UNLIMITED"),
            List.of("--charges", "Unlimited"),
            List.of("--field", "f.txt"), List.of("--field=dir/f.txt"), List.of("--field", "a file"),
            List.of("--field", "=x"), List.of("--field", "check"),
            List.of("--record", "r.txt"), List.of("--record=r.txt"), List.of("--record", "help"),
            List.of("--record", "x@y"), List.of("--record", "r=1"),
            List.of("--max-cells", "2"), List.of("--max-cells=4000000"),
            List.of("--max-cells", Long.toString(GameParameters.MAX_CELLS)), List.of("--max-cells", "+99"),
            List.of("--seed", "7", "--charges", "2", "--field", "f.txt", "--record", "r.txt", "--max-cells", "900"),
            List.of("--max-cells=900", "--record=r.txt", "--field=f.txt", "--charges=unlimited", "--seed=-7"),
            List.of("--charges", "1", "--seed=3"), List.of("--record", "r.txt", "--seed", "-1"));

    /** Command lines the fast path declines: picocli's help, errors, subcommands and odd forms. */
    private static final List<List<String>> DECLINED = List.of(
            List.of("--help"), List.of("-h"), List.of("--version"), List.of("-V"), List.of("-hV"),
            List.of("--seed", "1", "--help"), List.of("--seed=1", "-h"), List.of("help"),
            List.of("check"), List.of("bot"), List.of("autoplay"), List.of("play"), List.of("replay"),
            List.of("--seed", "1", "autoplay", "--help"), List.of("chek"), List.of("--"), List.of("--seed", "1", "--"),
            List.of("--", "--seed", "1"), List.of("-"), List.of(""), List.of("x"), List.of("--seed", "1", "x"),
            List.of("--seed"), List.of("--seed="), List.of("--seed", ""), List.of("--seed", "abc"),
            List.of("--seed", "0x10"), List.of("--seed", "1_0"), List.of("--seed", " 5"), List.of("--seed", "5 "),
            List.of("--seed", "1.0"), List.of("--seed", "-"), List.of("--seed", "+"), List.of("--seed", "--"),
            List.of("--seed", "9223372036854775808"), List.of("--seed", "-9223372036854775809"),
            List.of("--seed", "99999999999999999999999"), List.of("--seed", "\u0661"),
            List.of("--seed", "1", "--seed", "1"), List.of("--seed=1", "--seed=2"), List.of("--seed", "--charges"),
            List.of("--seed1"), List.of("--Seed", "1"), List.of("--see", "1"), List.of("--s", "1"),
            List.of("-seed", "1"),
            List.of("--seed:1"), List.of("--seed", "@args.txt"), List.of("@args.txt"), List.of("--seed=@1"),
            List.of("--charges", "-1"), List.of("--charges", "x"), List.of("--charges", "2147483648"),
            List.of("--charges", "1.5"), List.of("--charges="), List.of("--charges", "unlimited", "--charges", "1"),
            List.of("--charges", "--seed", "1"),
            List.of("--field"), List.of("--field="), List.of("--field", "-"), List.of("--field", "-x"),
            List.of("--field", "--seed"), List.of("--field=--x"), List.of("--field", "@f"),
            List.of("--field", "a", "--field", "a"),
            List.of("--record"), List.of("--record="), List.of("--record", "-"), List.of("--record", "--seed", "1"),
            List.of("--max-cells", "1"), List.of("--max-cells", "0"), List.of("--max-cells", "-5"),
            List.of("--max-cells", Long.toString(GameParameters.MAX_CELLS + 1)), List.of("--max-cells", "1e6"),
            List.of("--max-cells", "4000000", "--max-cells", "4000000"), List.of("--max-cells"),
            List.of("--max-turns", "5"), List.of("--games", "1"), List.of("--no-color"), List.of("--size", "8,5,1,2"));

    @Test
    void everyCommandLineItTakesPicocliParsesToTheSameOptions() {
        for (List<String> args : TAKEN) {
            Optional<ProtocolArguments> fast = ProtocolArguments.plain(args.toArray(new String[0]));
            assertTrue(fast.isPresent(), "declined " + args);
            assertEquals(RobotsCommand.parsedByPicocli(args.toArray(new String[0])), fast, args.toString());
        }
        // The table reaches every option and its default.
        assertEquals(new ProtocolArguments(null, OptionalInt.empty(), null, null, 4_000_000),
                ProtocolArguments.plain(new String[0]).orElseThrow());
        assertEquals(new ProtocolArguments(7L, OptionalInt.of(2), Path.of("f.txt"), Path.of("r.txt"), 900),
                ProtocolArguments.plain(TAKEN.get(TAKEN.size() - 4).toArray(new String[0])).orElseThrow());
    }

    @Test
    void itDeclinesEverythingElse() {
        for (List<String> args : DECLINED) {
            assertEquals(Optional.empty(), ProtocolArguments.plain(args.toArray(new String[0])), args.toString());
        }
    }

    /**
     * A {@code picocli.*} system property can change how picocli reads the same words (here:
     * quotes trimmed); the fast path leaves such runs to it.
     */
    @Test
    void aPicocliSystemPropertySendsEverythingToPicocli() {
        String[] quoted = {"--seed", "\"5\""};
        System.setProperty("picocli.trimQuotes", "true");
        try {
            assertEquals(Optional.empty(), ProtocolArguments.plain(new String[] {"--seed", "5"}));
            assertEquals(5L, RobotsCommand.parsedByPicocli(quoted).orElseThrow().seed());
        } finally {
            System.clearProperty("picocli.trimQuotes");
        }
        assertTrue(ProtocolArguments.plain(new String[] {"--seed", "5"}).isPresent());
        assertEquals(Optional.empty(), RobotsCommand.parsedByPicocli(quoted));
    }

    /**
     * Through {@link Main#run}, every command line of both tables prints and returns exactly what it does
     * when picocli parses it (a random seed's number aside), whether the session runs, fails on a
     * file, or the command line is refused.
     */
    @Test
    void runGivesTheSameBytesAndStatusAsPicocliAlone() throws IOException {
        Sessions.field(dir, "f.txt", "< . @");
        Files.writeString(dir.resolve("args.txt"), "--seed\n3\n", StandardCharsets.UTF_8);
        List<List<String>> all = new ArrayList<>(TAKEN);
        all.addAll(DECLINED);
        // Not the subcommands that run (autoplay plays 1000 games); a subcommand is picocli's either way.
        // Nor '--record -': picocli takes '-' for a file name, and would append to it where the tests run.
        all.removeAll(List.of(List.of("autoplay"), List.of("bot"), List.of("play"), List.of("--record", "-")));
        for (List<String> args : all) {
            List<String> inDir = inDir(args);
            boolean seeded = RobotsCommand.parsedByPicocli(inDir.toArray(new String[0])).map(a -> a.seed() != null)
                    .orElse(false);
            // With a seed the whole session repeats; without one, only up to the first prompt.
            for (String input : seeded ? List.of("", "3 1 0 0\nW\nL\nK\n", "2 2 1 0\nU\n") : List.of("")) {
                assertSame(inDir, input.getBytes(StandardCharsets.UTF_8));
            }
            assertSame(inDir, null);
        }
    }

    /** The arguments with file names in the test's directory (records are appended to, fields read). */
    private List<String> inDir(List<String> args) {
        List<String> inDir = new ArrayList<>();
        boolean fileNext = false;
        for (String arg : args) {
            String option = arg.startsWith("--") && arg.contains("=") ? arg.substring(0, arg.indexOf('=') + 1) : "";
            String value = arg.substring(option.length());
            boolean file = fileNext || option.equals("--field=") || option.equals("--record=");
            fileNext = option.isEmpty() && (arg.equals("--field") || arg.equals("--record"));
            if (file && !value.isEmpty() && value.charAt(0) != '-') {
                value = value.charAt(0) == '@' ? "@" + dir.resolve(value.substring(1)) : dir.resolve(value).toString();
            } else if (value.startsWith("@")) {
                value = "@" + dir.resolve(value.substring(1));
            }
            inDir.add(option + value);
        }
        return inDir;
    }

    /** Files a session cannot use fail the same way on both paths. */
    @Test
    void filesItCannotUseFailTheSameWayOnBothPaths() throws IOException {
        Path field = Files.writeString(dir.resolve("field.txt"), "@.\n..\n", StandardCharsets.UTF_8);
        Path bad = Files.writeString(dir.resolve("bad.txt"), "@x\n", StandardCharsets.UTF_8);
        List<List<String>> cases = List.of(
                List.of("--field", dir.resolve("missing.txt").toString()),
                List.of("--field", bad.toString()), List.of("--field", dir.toString()),
                List.of("--field", field.toString(), "--max-cells", "3"),
                List.of("--record", dir.toString()), List.of("--record", dir.resolve("no/such/dir").toString()),
                List.of("--seed", "1", "--record", dir.toString()));
        for (List<String> args : cases) {
            assertTrue(ProtocolArguments.plain(args.toArray(new String[0])).isPresent(), args.toString());
            Run fast = run(args, new ByteArrayInputStream(new byte[0]), true);
            assertEquals(1, fast.status(), args + "\n" + fast);
            assertTrue(fast.stderr().startsWith("robots: ") && fast.errLines().size() <= 2, fast.stderr());
            assertSame(args, new byte[0]);
        }
        // The record on the field file: the command line names one file twice, found before the field is read.
        List<String> twice = List.of("--field", field.toString(), "--record", field.toString());
        Run fast = run(twice, new ByteArrayInputStream(new byte[0]), true);
        assertEquals(2, fast.status(), fast.toString());
        assertEquals(1, fast.errLines().size(), fast.toString());
        assertSame(twice, new byte[0]);
    }

    /** Runs {@code args} with this input (null: standard input closed) both ways and compares. */
    private void assertSame(List<String> args, byte[] input) {
        Run fast = run(args, input == null ? ClosedInput.INSTANCE : new ByteArrayInputStream(input), true);
        Run picocli = run(args, input == null ? ClosedInput.INSTANCE : new ByteArrayInputStream(input), false);
        String context = args + " input " + (input == null ? "closed" : "'" + new String(input,
                StandardCharsets.UTF_8) + "'") + "\nfast path: " + fast + "\npicocli: " + picocli;
        assertEquals(picocli.status(), fast.status(), context);
        assertEquals(picocli.stdout(), fast.stdout(), context);
        assertEquals(withoutRandomSeed(picocli.stderr()), withoutRandomSeed(fast.stderr()), context);
        assertFalse(fast.stderr().contains("Exception"), context);
    }

    /** The stderr with a drawn seed's number (both runs draw their own) as {@code N}. */
    private static String withoutRandomSeed(String stderr) {
        return stderr.replaceAll("^robots: seed -?\\d+ \\(replay this session with: (.*) --seed -?\\d+\\)\n",
                "robots: seed N (replay this session with: $1 --seed N)\n");
    }

    private static Run run(List<String> args, InputStream in, boolean fastPath) {
        return Sessions.run(fastPath, in, args);
    }
}
