package dev.robots.cli.check.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.robots.cli.check.CheckOptions;
import dev.robots.cli.check.model.RulesModel.Continued;
import dev.robots.cli.check.model.RulesModel.Ended;
import dev.robots.cli.check.model.RulesModel.Outcome;
import dev.robots.cli.check.model.RulesModel.State;
import dev.robots.cli.check.model.RulesModel;
import dev.robots.cli.conversation.Cell;
import dev.robots.cli.conversation.EndLine;
import dev.robots.cli.conversation.GameSize;
import dev.robots.cli.text.Texts;
import dev.robots.core.Command;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The checker's move policy, played against its own rules model over many seeded games: what it
 * sends is what it claims (checked with the engine's command parser, an independent one), it never
 * leaves the field, never charges more than allowed, ends every game, and exercises everything;
 * with strict probes it also sends the INIT numbers and commands with the white space the project's
 * rules accept, and without them it sends exactly what it sent before they existed.
 */
class MovePolicyTest {
    private static final int GAMES = 300;
    /** A command in the statement's own form: upper case, vertical letter, horizontal letter, then K; or W. */
    private static final Pattern STATEMENT_FORM = Pattern.compile("[UD]?[LR]?K?|W");

    /** A random start: pits off the corners, robots anywhere else but the player and the exit. */
    static State randomStart(GameSize size, RandomSource random) {
        int w = size.width();
        int h = size.height();
        Cell player = new Cell(w - 1, h / 2);
        Cell exit = new Cell(0, h / 2);
        List<Cell> free = new ArrayList<>();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                Cell c = new Cell(x, y);
                boolean corner = (x == 0 || x == w - 1) && (y == 0 || y == h - 1);
                if (!c.equals(player) && !c.equals(exit) && !corner) {
                    free.add(c);
                }
            }
        }
        Set<Cell> pits = new HashSet<>();
        for (int i = 0; i < size.pits(); i++) {
            pits.add(free.remove(random.nextInt(free.size())));
        }
        for (Cell c : List.of(new Cell(0, 0), new Cell(w - 1, 0), new Cell(0, h - 1), new Cell(w - 1, h - 1))) {
            if (!c.equals(player) && !c.equals(exit) && !free.contains(c)) {
                free.add(c);
            }
        }
        Set<Cell> robots = new HashSet<>();
        for (int i = 0; i < size.robots(); i++) {
            robots.add(free.remove(random.nextInt(free.size())));
        }
        return new State(w, h, pits, robots, player, exit, size.robots());
    }

    @ParameterizedTest(name = "strict {0}")
    @ValueSource(booleans = {false, true})
    void playsHonestlyWithinTheLimitsAndReachesEveryEnd(boolean strict) {
        Map<EndLine, Integer> ends = new EnumMap<>(EndLine.class);
        int longest = 0;
        int refusals = 0;
        int emptyLines = 0;
        int lowerCase = 0;
        int shuffled = 0;
        for (int game = 0; game < GAMES; game++) {
            long seed = 1000 + game;
            RandomSource random = RandomSource.seeded(seed);
            GameSize size = CheckOptions.DEFAULT_SPREAD.get(game % CheckOptions.DEFAULT_SPREAD.size());
            State s = randomStart(size, random);
            MovePolicy policy = new MovePolicy(RandomSource.seeded(seed), OptionalInt.of(3), 300, strict);
            policy.newGame(s);
            int charges = 0;
            EndLine end = null;
            for (int step = 0; step < 5000 && end == null; step++) {
                SentCommand a = policy.next(s);
                emptyLines += a.emptyLinesBefore();
                String where = "seed " + seed + ", size " + size + ", step " + step + ", sent " + a.text();
                if (a.mustBeRefused()) {
                    refusals++;
                    assertThrows(InvalidInputException.class, () -> Command.parse(a.text()), where);
                    assertTrue(a.text().toUpperCase(java.util.Locale.ROOT).indexOf('K') < 0,
                            where + ": no K in probes");
                    continue;
                }
                Command parsed = parse(a.text(), where);
                if (!strict) {
                    // The default mode sends only what the statement defines, in its own form.
                    assertTrue(!a.text().isEmpty() && STATEMENT_FORM.matcher(a.text()).matches()
                            && a.text().equals(a.move().letters()), where + ": not in the statement's form");
                }
                assertEquals(new Command(a.move().dx(), a.move().dy(), a.move().charge()), parsed, where);
                assertTrue(s.inside(s.player().plus(parsed.dx(), parsed.dy())), where + ": off the field");
                lowerCase += a.lowerCase() ? 1 : 0;
                shuffled += a.shuffled() ? 1 : 0;
                if (parsed.charge()) {
                    charges++;
                    assertTrue(charges <= 3, where + ": a 4th charge");
                }
                Outcome o = RulesModel.play(s, a.move());
                if (o instanceof Ended e) {
                    end = e.line();
                    longest = Math.max(longest, policy.turn());
                } else {
                    s = afterReinforcement((Continued) o, random);
                }
            }
            if (end == null) {
                fail("seed " + seed + ", size " + size + ": the game did not end in 5000 steps");
            }
            ends.merge(end, 1, Integer::sum);
        }
        for (EndLine e : EndLine.values()) {
            assertTrue(ends.getOrDefault(e, 0) > 0, e + " never reached: " + ends);
        }
        assertTrue(longest >= 150, "longest game: " + longest + " turns");
        String counts = refusals + " refusals, " + emptyLines + " empty lines, " + lowerCase + " lower case, "
                + shuffled + " shuffled";
        if (strict) {
            assertTrue(refusals > 0 && emptyLines > 0 && lowerCase > 0 && shuffled > 0, counts);
        } else {
            assertTrue(refusals == 0 && emptyLines > 0 && lowerCase == 0 && shuffled == 0, counts);
        }
    }

    private static Command parse(String text, String where) {
        try {
            return Command.parse(text);
        } catch (InvalidInputException e) {
            throw new AssertionError(where + ": a valid command was not valid: " + e.getMessage(), e);
        }
    }

    /**
     * Everything a policy sends in {@code games} games against the rules model (reinforcements drawn
     * from a separate source), as the checker sends it: INIT lines, empty lines, commands.
     */
    private static List<String> traffic(long seed, boolean strict, int games) {
        MovePolicy policy = new MovePolicy(RandomSource.seeded(seed), OptionalInt.of(3), 300, strict);
        RandomSource world = RandomSource.seeded(seed + 1);
        List<String> sent = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            GameSize size = CheckOptions.DEFAULT_SPREAD.get(game % CheckOptions.DEFAULT_SPREAD.size());
            sent.addAll(policy.init(size).lines());
            State s = randomStart(size, world);
            policy.newGame(s);
            for (int step = 0; step < 5000; step++) {
                SentCommand a = policy.next(s);
                for (int i = 0; i < a.emptyLinesBefore(); i++) {
                    sent.add("");
                }
                sent.add(a.text());
                if (a.mustBeRefused()) {
                    continue;
                }
                if (!(RulesModel.play(s, a.move()) instanceof Continued c)) {
                    break;
                }
                s = afterReinforcement(c, world);
            }
        }
        return sent;
    }

    private static String sha256(List<String> lines) throws NoSuchAlgorithmException {
        StringBuilder sb = new StringBuilder();
        lines.forEach(l -> sb.append(l).append('\n'));
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(sb.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Without --strict a seed sends the same traffic on every JVM, and only what the statement
     * defines: INIT numbers on one line, empty lines, commands in the statement's form. The digests
     * of the lines that are not empty were taken from the policy of the change that made the default
     * mode send only the statement's commands (issue 22), 40 games each, and hold since: the empty line
     * that every game's first command now gets draws nothing. The digests of all lines were taken when
     * that line came. These seeds never meet two equally near targets when the policy heads for a robot
     * or a pit (see {@code Routes.nearest}).
     */
    @Test
    void withoutStrictASeedSendsOnlyTheStatementsCommandsAndTheSameEveryTime() throws Exception {
        Map<Long, String> golden = Map.of(
                9L, "386cb0284df987ff868ee3dc2528c85951b6804ee5613c1a2d620e8e6fc71893",
                18L, "64a0bc3371bdc75eb6bad1d575ced99877c87912feba6549995dbbf6a0b07f2f",
                28L, "455b74e997dc39d3e11f70c3701e569b8406e7376829feaa1554ca1c3a968754",
                87L, "c4d24d4815d0647b321ad33d9feec611d08361c7ee2c994df7804d901ab9c52e");
        Map<Long, String> goldenNotEmpty = Map.of(
                9L, "0268a4c958246c64b86889d4abcec108120f7b018394d67049ae01ef7e3349b9",
                18L, "149551db2a499c8531fc76748983302cffd88e12cedb232fcda08adbfb915020",
                28L, "90c3d88e0bac5a611b02df1511018ca19a4735ba7f04666b5fefab5615b9e6ca",
                87L, "ef38956ecf75f836d7716e289b8661dc9ba4c064614a90b95e3be9e0c06fabac");
        for (Map.Entry<Long, String> e : golden.entrySet()) {
            List<String> sent = traffic(e.getKey(), false, 40);
            assertEquals(goldenNotEmpty.get(e.getKey()), sha256(sent.stream().filter(l -> !l.isEmpty()).toList()),
                    "seed " + e.getKey() + ": the default commands changed");
            assertEquals(e.getValue(), sha256(sent), "seed " + e.getKey() + ": the default traffic changed");
            for (int i = 0; i < sent.size(); i++) {
                String line = sent.get(i);
                assertTrue(line.isEmpty() || line.matches("\\d+ \\d+ \\d+ \\d+")
                        || STATEMENT_FORM.matcher(line).matches(), "seed " + e.getKey() + ": sent " + line);
                if (line.matches("\\d+ \\d+ \\d+ \\d+")) {
                    assertEquals("", sent.get(i + 1), "seed " + e.getKey() + ": no empty line before a game's first"
                            + " command");
                }
            }
        }
    }

    @Test
    void withoutStrictProbesInitIsOneLineAndDrawsNothing() {
        RandomSource used = RandomSource.seeded(42);
        MovePolicy policy = new MovePolicy(used, OptionalInt.of(3), 300);
        for (GameSize size : CheckOptions.DEFAULT_SPREAD) {
            InitLines init = policy.init(size);
            assertEquals(List.of(size.initLine()), init.lines());
            assertEquals(null, init.probe());
        }
        RandomSource fresh = RandomSource.seeded(42);
        for (int i = 0; i < 10; i++) {
            assertEquals(fresh.nextInt(1000), used.nextInt(1000), "init drew from the random source");
        }
    }

    @Test
    void strictInitLinesCarryTheFourNumbersInEveryForm() {
        Set<String> forms = new TreeSet<>();
        int probes = 0;
        int calls = 0;
        for (long seed = 1; seed <= 40; seed++) {
            MovePolicy policy = new MovePolicy(RandomSource.seeded(seed), OptionalInt.of(3), 300, true);
            for (int game = 0; game < 20; game++) {
                GameSize size = CheckOptions.DEFAULT_SPREAD.get((int) ((seed + game) % CheckOptions.DEFAULT_SPREAD.size()));
                InitLines init = policy.init(size);
                String where = "seed " + seed + ", game " + game + ": " + init;
                calls++;
                List<String> tokens = init.lines().stream()
                        .flatMap(l -> Arrays.stream(l.split("[ \t]+"))).toList();
                assertEquals(Arrays.asList(size.initLine().split(" ")), tokens, where);
                assertTrue(init.lines().stream().allMatch(l -> l.matches("\\d+([ \t]+\\d+)*")), where);
                if (game == 0) {
                    assertTrue(init.probe() != null, where + ": the first INIT of a strict run is a probe");
                }
                if (init.probe() == null) {
                    assertEquals(List.of(size.initLine()), init.lines(), where);
                    continue;
                }
                probes++;
                assertTrue(!init.lines().equals(List.of(size.initLine())), where + ": a probe sent the plain line");
                String joined = String.join("\n", init.lines());
                forms.add(init.lines().size() + (joined.indexOf('\t') >= 0 ? " tab" : "")
                        + (joined.contains("  ") ? " run" : ""));
                assertTrue(init.probe().startsWith(init.lines().size() > 1 ? "over " + init.lines().size() + " lines"
                        : "on one line with "), where);
            }
        }
        // Every number of lines, and one line with tabs and with runs of spaces.
        for (String form : List.of("1 tab", "1 run", "2", "3", "4", "2 tab", "2 run")) {
            assertTrue(forms.stream().anyMatch(f -> f.startsWith(form)), form + " never sent: " + forms);
        }
        // The first INIT of each run, then about 30% of the others.
        double rate = (probes - 40) / (double) (calls - 40);
        assertTrue(rate > 0.2 && rate < 0.4, "rate of INIT probes after the first: " + rate);
    }

    @Test
    void strictCommandProbesAreTheMovesTheyClaimAtAModestRate() {
        int accepted = 0;
        int spaced = 0;
        int carriageReturns = 0;
        int blankBetweenLetters = 0;
        int tabs = 0;
        for (long seed = 1; seed <= 20; seed++) {
            MovePolicy policy = new MovePolicy(RandomSource.seeded(seed), OptionalInt.of(3), 300, true);
            RandomSource world = RandomSource.seeded(seed + 1);
            int acceptedInRun = 0;
            for (int game = 0; game < 5; game++) {
                GameSize size = CheckOptions.DEFAULT_SPREAD.get(game % CheckOptions.DEFAULT_SPREAD.size());
                policy.init(size);
                State s = randomStart(size, world);
                policy.newGame(s);
                for (int step = 0; step < 5000; step++) {
                    SentCommand a = policy.next(s);
                    String where = "seed " + seed + ", game " + game + ", step " + step + ", sent "
                            + Texts.quote(a.text(), 20);
                    boolean hasBlank = a.text().indexOf(' ') >= 0 || a.text().indexOf('\t') >= 0;
                    boolean hasCr = a.text().endsWith("\r");
                    assertEquals(a.spaced(), hasBlank, where);
                    assertEquals(a.carriageReturn(), hasCr, where);
                    assertEquals(hasBlank || hasCr || !a.mustBeRefused() && (a.lowerCase() || a.shuffled()),
                            a.strictProbe() != null, where);
                    if (a.mustBeRefused()) {
                        assertTrue(!hasBlank && !hasCr, where + ": a refusal probe with a strict probe");
                        assertThrows(InvalidInputException.class, () -> Command.parse(a.text()), where);
                        continue;
                    }
                    acceptedInRun++;
                    accepted++;
                    // The engine's parser is independent of the checker: it reads the move the policy meant.
                    assertEquals(new Command(a.move().dx(), a.move().dy(), a.move().charge()), parse(a.text(), where),
                            where);
                    if (acceptedInRun == 1) {
                        assertTrue(hasBlank && !hasCr, where + ": the first command of a strict run has blanks");
                    } else if (acceptedInRun == 2) {
                        assertTrue(hasCr && !hasBlank, where + ": the second command of a strict run ends with \\r");
                    }
                    spaced += hasBlank ? 1 : 0;
                    carriageReturns += hasCr ? 1 : 0;
                    tabs += a.text().indexOf('\t') >= 0 ? 1 : 0;
                    String inner = a.text().strip();
                    blankBetweenLetters += inner.indexOf(' ') >= 0 || inner.indexOf('\t') >= 0 ? 1 : 0;
                    if (hasBlank) {
                        assertTrue(a.strictProbe().matches(
                                "(a space|spaces|a tab|tabs|(a space|spaces) and (a tab|tabs)) in it.*"),
                                where + ": " + a.strictProbe());
                    }
                    if (!(RulesModel.play(s, a.move()) instanceof Continued c)) {
                        break;
                    }
                    s = afterReinforcement(c, world);
                }
            }
        }
        String counts = accepted + " accepted, " + spaced + " with blanks (" + blankBetweenLetters
                + " between letters, " + tabs + " with tabs), " + carriageReturns + " with \\r";
        assertTrue(blankBetweenLetters > 0 && tabs > 0 && spaced > tabs, counts);
        // Each kind about 8% of the commands after the first two of a run: not every command.
        assertTrue(spaced > accepted / 25 && spaced < accepted / 6, counts);
        assertTrue(carriageReturns > accepted / 25 && carriageReturns < accepted / 6, counts);
    }

    /** The position after a turn, with the new robot (if one is due) on a corner {@code world} picks. */
    private static State afterReinforcement(Continued c, RandomSource world) {
        Set<Cell> robots = new HashSet<>(c.state().robots());
        if (c.newRobotExpected()) {
            List<Cell> corners = new ArrayList<>(c.freeCorners());
            robots.add(corners.get(world.nextInt(corners.size())));
        }
        return c.state().withRobots(robots);
    }
}
