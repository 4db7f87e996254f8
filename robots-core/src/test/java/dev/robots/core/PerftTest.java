package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.Kind;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.ReferenceModel.Turn;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Exhaustive small cases, perft-style (as chess engines count move trees): from a fixed start on a
 * tiny field, every one of the 18 commands ({@link Command#all()}) from every position, and every
 * reinforcement choice (one branch per free corner), to depth 3; the outcomes of the turns played
 * at each depth are counted per kind. A refused command counts once and is not expanded (nothing
 * changed); a turn that ends the game is a leaf.
 *
 * <p>The counts are enumerated twice, by {@link ReferenceModel} and by the engine (each node a fresh
 * {@link Game} started from the node's board, the corner forced with {@link ScriptedRandom}), and
 * both are compared with the committed record {@code src/test/resources/perft/perft.txt}, one line
 * per field and depth. That file is written from the REFERENCE model's counts; to regenerate it
 * after a deliberate change of the rules or of the cases below:
 *
 * <pre>./mvnw -B -q -pl robots-core test -Dtest=PerftTest -Dperft.write=true</pre>
 *
 * (which still fails if the engine disagrees with the model), then review the diff.
 */
class PerftTest {
    static final int MAX_DEPTH = 3;
    static final Path RECORD = Path.of("src", "test", "resources", "perft", "perft.txt");

    /** A tiny field: its text (the player's cell marks its position), R and the charge limit. */
    record Case(String name, String field, int robotTarget, int charges) {
    }

    static final List<Case> CASES = List.of(
            // H = 1: both corners are the exit and the start, so no robot ever arrives.
            new Case("2x1", "< @\n", 0, TestCharges.UNLIMITED),
            // A robot between the player and the exit; R = 1 brings one back onto the start corner
            // once the player has left it.
            new Case("3x1", "< X @\n", 1, TestCharges.UNLIMITED),
            new Case("3x3", "X . .\n< 0 @\n. . X\n", 2, TestCharges.UNLIMITED),
            new Case("3x2-pit-on-corner", "0 . X\n< . @\n", 2, TestCharges.UNLIMITED),
            new Case("4x3-one-charge", ". X . .\n< . 0 @\nX . . .\n", 3, 1),
            new Case("5x2-two-charges", ". . X . .\n< . 0 . @\n", 2, 2),
            // full: R + P = W*H - 2
            new Case("2x2-full", "X X\n< @\n", 2, TestCharges.UNLIMITED),
            new Case("6x5-no-charges", "X . . . . X\n. 0 . . . .\n< . . 0 . @\n. . . . . .\nX . . . . .\n", 3, 0));

    /**
     * Hand count, 3x1 "< X @" with R = 1, depth 1. The player is at (2,0) on a one-row field.
     * <ul>
     *   <li>Every command with U or D leaves the field: 3 horizontal choices x 2 (with/without K) x 2
     *       vertical letters = 12 refused; R and RK leave it to the right: 2 more, 14 refused.</li>
     *   <li>L steps onto the robot at (1,0): lost by hit.</li>
     *   <li>LK: the charge kills the robot at (1,0) first, the player steps there; no robot left,
     *       1 < R, and of the corners (0,0) is the exit while (2,0) is free now: one branch, continues.</li>
     *   <li>W: the robot steps from (1,0) onto the player at (2,0): lost by capture.</li>
     *   <li>K: the robot dies, the player stays; the corners are the exit and the player's cell, so
     *       no reinforcement: continues.</li>
     * </ul>
     * Total 14 + 1 + 1 + 1 + 1 = 18 = all commands.
     */
    @Test
    void handCountedThreeByOne() {
        long[] expected = counts(14, 2, 0, 1, 0, 1);
        Case c = CASES.get(1);
        assertArrayEquals(expected, reference(c).get(0), "reference, depth 1");
        assertArrayEquals(expected, engine(c).get(0), "engine, depth 1");
        // 2x1 "< @", R = 0: 12 vertical and 2 rightward commands refused, L and LK win, W and K
        // continue; both continuing positions are the start again, so depth 2 doubles every count.
        Case two = CASES.get(0);
        assertArrayEquals(counts(14, 2, 2, 0, 0, 0), reference(two).get(0));
        assertArrayEquals(counts(28, 4, 4, 0, 0, 0), reference(two).get(1));
    }

    @Test
    void engineAndReferenceMatchTheRecordedCounts() throws IOException {
        Map<String, long[]> fromReference = new LinkedHashMap<>();
        Map<String, long[]> fromEngine = new LinkedHashMap<>();
        for (Case c : CASES) {
            List<long[]> ref = reference(c);
            List<long[]> eng = engine(c);
            for (int d = 0; d < MAX_DEPTH; d++) {
                fromReference.put(c.name() + " " + (d + 1), ref.get(d));
                fromEngine.put(c.name() + " " + (d + 1), eng.get(d));
            }
        }
        if (Boolean.getBoolean("perft.write")) {
            write(fromReference);
        }
        Map<String, long[]> recorded = read();
        assertEquals(fromReference.keySet(), recorded.keySet(), "fields and depths in " + RECORD);
        for (String key : recorded.keySet()) {
            assertArrayEquals(recorded.get(key), fromReference.get(key), "reference model, " + key);
            assertArrayEquals(recorded.get(key), fromEngine.get(key), "engine, " + key);
        }
        // every kind of outcome comes up somewhere in the record, so the comparison means something
        long[] total = new long[Kind.values().length];
        recorded.values().forEach(c -> {
            for (int i = 0; i < total.length; i++) {
                total[i] += c[i];
            }
        });
        for (Kind k : Kind.values()) {
            assertTrue(total[k.ordinal()] > 0, "no " + k + " in the perft record");
        }
    }

    // ---------------------------------------------------------------- the two enumerations

    /** Counts per depth (index depth-1), per {@link Kind} (index ordinal), by the reference model. */
    static List<long[]> reference(Case c) {
        List<State> frontier = List.of(ReferenceModel.parse(c.field(), c.charges()));
        List<long[]> perDepth = new ArrayList<>();
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            long[] counts = new long[Kind.values().length];
            List<State> next = new ArrayList<>();
            for (State s : frontier) {
                for (Command command : Command.all()) {
                    Probe probe = new Probe();
                    List<Turn> branches = new ArrayList<>();
                    branches.add(ReferenceModel.turn(s, c.robotTarget(), command, probe));
                    for (int corner = 1; corner < probe.bound; corner++) {
                        ScriptedRandom forced = ScriptedRandom.of(corner);
                        branches.add(ReferenceModel.turn(s, c.robotTarget(), command, forced));
                        assertEquals(0, forced.remaining());
                    }
                    for (Turn t : branches) {
                        counts[t.kind().ordinal()]++;
                        if (t.kind() == Kind.CONTINUES) {
                            next.add(t.after());
                        }
                    }
                }
            }
            perDepth.add(counts);
            frontier = next;
        }
        return perDepth;
    }

    /** A position of the engine's enumeration: a board and the charges left. */
    private record Node(Board board, int charges) {
    }

    /** The same counts by the engine, each node a fresh game started from the node's board. */
    static List<long[]> engine(Case c) {
        Board start;
        try {
            start = TextFormat.parse(c.field());
        } catch (InvalidInputException e) {
            throw new AssertionError(c.name() + ": " + e.getMessage(), e);
        }
        GameParameters parameters = GameParameters.of(start.width(), start.height(), c.robotTarget(),
                start.field().pitCount());
        List<Node> frontier = List.of(new Node(start, c.charges()));
        List<long[]> perDepth = new ArrayList<>();
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            long[] counts = new long[Kind.values().length];
            List<Node> next = new ArrayList<>();
            for (Node node : frontier) {
                for (Command command : Command.all()) {
                    Probe probe = new Probe();
                    Game first = TestCharges.set(Game.builder(parameters).start(node.board()), node.charges())
                            .random(probe).build();
                    List<Game> branches = new ArrayList<>();
                    List<TurnResult> results = new ArrayList<>();
                    results.add(first.play(command));
                    branches.add(first);
                    for (int corner = 1; corner < probe.bound; corner++) {
                        ScriptedRandom forced = ScriptedRandom.of(corner);
                        Game g = TestCharges.set(Game.builder(parameters).start(node.board()), node.charges())
                                .random(forced).build();
                        results.add(g.play(command));
                        branches.add(g);
                        assertEquals(0, forced.remaining());
                    }
                    for (int i = 0; i < branches.size(); i++) {
                        Kind kind = Scenarios.kind(results.get(i));
                        counts[kind.ordinal()]++;
                        if (kind == Kind.CONTINUES) {
                            next.add(new Node(branches.get(i).board(), TestCharges.left(branches.get(i))));
                        }
                    }
                }
            }
            perDepth.add(counts);
            frontier = next;
        }
        return perDepth;
    }

    /** Answers the first draw with 0 (the first free corner) and remembers its bound. */
    private static final class Probe implements RandomSource {
        int bound;

        @Override
        public int nextInt(int bound) {
            assertEquals(0, this.bound, "more than one draw in a turn");
            this.bound = bound;
            return 0;
        }
    }

    // ---------------------------------------------------------------- the record file

    private static long[] counts(long refused, long continues, long won, long hit, long fall, long capture) {
        return new long[] {refused, continues, won, hit, fall, capture};
    }

    private static Map<String, long[]> read() throws IOException {
        Map<String, long[]> recorded = new LinkedHashMap<>();
        try (InputStream in = PerftTest.class.getResourceAsStream("/perft/perft.txt")) {
            assertNotNull(in, "test resource /perft/perft.txt missing");
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII));
            for (String line; (line = reader.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.trim().split("\\s+");
                assertEquals(2 + Kind.values().length, f.length, "perft.txt line: " + line);
                long[] c = new long[Kind.values().length];
                for (int i = 0; i < c.length; i++) {
                    c[i] = Long.parseLong(f[2 + i]);
                }
                recorded.put(f[0] + " " + f[1], c);
            }
        }
        return recorded;
    }

    private static void write(Map<String, long[]> counts) throws IOException {
        StringBuilder out = new StringBuilder();
        out.append("# Perft counts of dev.robots.core.PerftTest, enumerated by the reference model (test code).\n")
                .append("# Regenerate: ./mvnw -B -q -pl robots-core test -Dtest=PerftTest -Dperft.write=true\n")
                .append("# field depth refused continues won lost_by_hit lost_by_fall lost_by_capture\n");
        counts.forEach((key, c) -> {
            out.append(key);
            for (long n : c) {
                out.append(' ').append(n);
            }
            out.append('\n');
        });
        Files.createDirectories(RECORD.getParent());
        Files.writeString(RECORD, out.toString(), StandardCharsets.US_ASCII);
        // the classpath copy too, so this run reads what it wrote
        Path copy = Path.of("target", "test-classes", "perft", "perft.txt");
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, out.toString(), StandardCharsets.US_ASCII);
    }
}
