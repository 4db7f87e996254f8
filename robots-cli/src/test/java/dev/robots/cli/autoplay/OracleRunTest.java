package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.oracle.Verdict;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code robots autoplay --oracle}: the report, its independence of threads, its usage errors. */
@Timeout(300)
class OracleRunTest {

    @Test
    void theOracleReportsWonProvedLostAndOpenAddingUpToTheGames() {
        AutoplayCommandTest.Run one = AutoplayCommandTest.run("--oracle", "--games", "6", "--seed", "3", "--size",
                "15,9,5,11", "--nodes", "30000", "--threads", "1");
        assertEquals(0, one.status(), one.err());
        String[] lines = one.out().split("\n");
        assertEquals("robots autoplay --oracle: 6 games, 15x9 with 5 robots and 11 pits, 3 charges, seed 3,"
                + " turn limit 1000, budget 30000 nodes per game, the autopilot (beam 32, depth 16) first", lines[0]);
        int sum = 0;
        String[] labels = {"won", "proved lost", "open"};
        for (int i = 0; i < 3; i++) {
            Matcher m = Pattern.compile(labels[i] + ": \\d+\\.\\d\\d% \\((\\d+) of 6\\), 95% confidence interval"
                    + " \\d+\\.\\d\\d% to \\d+\\.\\d\\d%").matcher(lines[i + 1]);
            assertTrue(m.matches(), lines[i + 1]);
            sum += Integer.parseInt(m.group(1));
        }
        assertEquals(6, sum);
        AutoplayCommandTest.Run two = AutoplayCommandTest.run("--oracle", "--games", "6", "--seed", "3", "--size",
                "15,9,5,11", "--nodes", "30000", "--threads", "2");
        assertEquals(one.out(), two.out(), "the same verdicts on any number of threads");
    }

    @Test
    void theJsonReportHoldsTheExactCountsAndMergeRefusesIt(@TempDir Path dir) throws Exception {
        String[] args = {"--oracle", "--games", "4", "--seed", "3", "--size", "15,9,5,11", "--nodes", "20000",
            "--threads", "1", "--beam", "8", "--depth", "4"};
        AutoplayCommandTest.Run text = AutoplayCommandTest.run(args);
        assertEquals(0, text.status(), text.err());
        assertTrue(text.out().startsWith("robots autoplay --oracle: 4 games, 15x9 with 5 robots and 11 pits, 3 charges,"
                + " seed 3, turn limit 1000, budget 20000 nodes per game, the autopilot (beam 8, depth 4) first\n"),
                text.out());
        Path file = dir.resolve("oracle.json");
        String[] withFile = Arrays.copyOf(args, args.length + 2);
        withFile[args.length] = "--json";
        withFile[args.length + 1] = file.toString();
        AutoplayCommandTest.Run written = AutoplayCommandTest.run(withFile);
        assertEquals(0, written.status(), written.err());
        assertEquals(text.out(), written.out(), "the text report as without --json");
        withFile[args.length + 1] = "-";
        AutoplayCommandTest.Run stdout = AutoplayCommandTest.run(withFile);
        assertEquals(0, stdout.status(), stdout.err());
        String json = Files.readString(file);
        assertEquals(json, stdout.out(), "--json - prints what --json FILE writes");
        assertTrue(json.startsWith("{\"format\": \"robots-autoplay-oracle/3\",\n"
                + " \"run\": {\"width\": 15, \"height\": 9, \"robots\": 5, \"pits\": 11, \"charges\": 3,"
                + " \"maxTurns\": 1000, \"beam\": 8, \"depth\": 4,"
                + " \"seed\": \"3\", \"games\": 4},\n \"nodeBudget\": 20000,\n"
                + " \"shard\": {\"index\": 1, \"count\": 1},\n"
                + " \"games\": 4, \"verdicts\": {\"WON\": "), json);
        Matcher won = Pattern.compile("won: [^(]*\\((\\d+) of 4\\)").matcher(text.out());
        assertTrue(won.find(), text.out());
        assertTrue(json.contains("\"WON\": " + won.group(1) + ","), json);
        AutoplayCommandTest.Run merge = AutoplayCommandTest.run("merge", file.toString());
        assertEquals(2, merge.status(), merge.out());
        assertTrue(merge.err().contains("not an autoplay report"), merge.err());
    }

    /** A small crowded run with one charge: the oracle wins some games and proves the others lost. */
    static final String[] UNDECIDED = {"--oracle", "--games", "6", "--seed", "2", "--size", "10,6,5,6", "--charges",
        "1", "--nodes", "5000", "--threads", "1", "--beam", "8", "--depth", "4"};

    @Test
    void theJsonListsEveryGameAndEachWinningLineWinsTheGameOfThatSeed() throws Exception {
        AutoplayCommandTest.Run run = AutoplayCommandTest.run(concat(UNDECIDED, "--json", "-"));
        assertEquals(0, run.status(), run.err());
        com.google.gson.JsonObject report = com.google.gson.JsonParser.parseString(run.out()).getAsJsonObject();
        com.google.gson.JsonArray games = report.getAsJsonArray("byGame");
        assertEquals(6, games.size());
        int[] verdicts = new int[Verdict.values().length];
        for (int i = 0; i < games.size(); i++) {
            com.google.gson.JsonObject game = games.get(i).getAsJsonObject();
            assertEquals(i, game.get("game").getAsInt());
            String seed = game.get("seed").getAsString();
            assertEquals(Long.toString(Autoplay.gameSeed(2, i)), seed, "the exact seed, as a string");
            Verdict verdict = Verdict.valueOf(game.get("verdict").getAsString());
            verdicts[verdict.ordinal()]++;
            if (verdict == Verdict.WON) {
                com.google.gson.JsonArray line = game.getAsJsonArray("line");
                assertEquals(line.size(), game.get("turns").getAsInt());
                Game played = Game.builder(GameParameters.of(10, 6, 5, 6))
                        .random(RandomSource.seeded(Long.parseLong(seed))).charges(1).build();
                TurnResult last = null;
                for (com.google.gson.JsonElement command : line) {
                    last = played.play(Command.parse(command.getAsString()));
                }
                assertTrue(last instanceof TurnResult.Won, "game " + i + "'s line wins: " + line);
            } else {
                assertFalse(game.has("line"), game.toString());
                assertFalse(game.get("autopilotWon").getAsBoolean(), game.toString());
            }
        }
        assertTrue(verdicts[Verdict.WON.ordinal()] > 0 && verdicts[Verdict.PROVED_LOST.ordinal()] > 0,
                Arrays.toString(verdicts));
        assertEquals(verdicts[Verdict.PROVED_LOST.ordinal()],
                report.getAsJsonObject("verdicts").get("PROVED_LOST").getAsInt());
    }

    @Test
    void theTextReportNamesTheProvedLostGamesWithACommandThatPlaysEach(@TempDir Path dir) throws Exception {
        AutoplayCommandTest.Run run = AutoplayCommandTest.run(UNDECIDED);
        assertEquals(0, run.status(), run.err());
        Matcher proved = Pattern.compile("proved lost: [^(]*\\((\\d+) of 6\\)").matcher(run.out());
        assertTrue(proved.find(), run.out());
        assertTrue(run.out().contains("games proved lost, each with the command that plays it alone with the autopilot"
                + " and records it (then: robots replay FILE --html OUT.html):\n"), run.out());
        // "robots" is this program as tests start it (Invocation); from the jar it is java -jar FILE
        Matcher listed = Pattern.compile("  game (\\d+), seed (-?\\d+): the autopilot's game lasted (\\d+) turns:"
                + " robots autoplay (.*)\n").matcher(run.out());
        int count = 0;
        while (listed.find()) {
            count++;
            List<String> args = new ArrayList<>(List.of(listed.group(4).split(" ")));
            Path alone = dir.resolve("game-" + listed.group(1) + ".rec");
            assertEquals("game-" + listed.group(1) + ".rec", args.get(args.size() - 1), listed.group());
            args.set(args.size() - 1, alone.toString());
            AutoplayCommandTest.Run again = AutoplayCommandTest.run(args.toArray(String[]::new));
            assertEquals(0, again.status(), again.err());
            assertTrue(again.out().contains("win rate: 0.00% (0 of 1)"), "a proved-lost game is lost\n" + again.out());
            String record = Files.readString(alone);
            assertTrue(record.contains("game 1 seed=" + listed.group(2) + " "), "the game of that seed\n" + record);
            assertTrue(record.contains("end turns=" + listed.group(3) + " result=LOST"), record);
        }
        assertEquals(Integer.parseInt(proved.group(1)), count, run.out());
        assertTrue(count > 0, run.out());
    }

    /**
     * {@code --fair}: each game's fair verdict in the JSON, consistent with the oracle's (a forced win is a
     * win, a game proved lost has no forced win), the counts adding up, and the text's split of
     * "oracle - bot" recomputed from the games.
     */
    @Test
    void theFairBoundIsReportedPerGameAndSplitsTheGapToTheOracle() {
        String[][] runs = {concat(UNDECIDED, "--fair"), {"--oracle", "--fair", "--games", "6", "--seed", "2", "--size",
            "8,5,2,6", "--nodes", "5000", "--threads", "1", "--beam", "8", "--depth", "4"}};
        int forced = 0;
        int noForcedWin = 0;
        for (String[] args : runs) {
            AutoplayCommandTest.Run text = AutoplayCommandTest.run(args);
            assertEquals(0, text.status(), text.err());
            AutoplayCommandTest.Run json = AutoplayCommandTest.run(concat(args, "--json", "-"));
            assertEquals(0, json.status(), json.err());
            com.google.gson.JsonObject report = com.google.gson.JsonParser.parseString(json.out()).getAsJsonObject();
            int[] fair = new int[3];
            int bot = 0;
            int[] split = new int[3];
            for (com.google.gson.JsonElement e : report.getAsJsonArray("byGame")) {
                com.google.gson.JsonObject game = e.getAsJsonObject();
                String verdict = game.get("verdict").getAsString();
                String fairVerdict = game.get("fair").getAsString();
                int k = List.of("FORCED_WIN", "NO_FORCED_WIN", "OPEN").indexOf(fairVerdict);
                fair[k]++;
                if (fairVerdict.equals("FORCED_WIN")) {
                    assertEquals("WON", verdict, "a forced win is a win: " + game);
                }
                if (verdict.equals("PROVED_LOST")) {
                    assertEquals("NO_FORCED_WIN", fairVerdict, game.toString());
                }
                boolean botWon = game.get("autopilotWon").getAsBoolean();
                bot += botWon ? 1 : 0;
                if (verdict.equals("WON") && !botWon) {
                    split[k]++;
                }
            }
            com.google.gson.JsonObject counts = report.getAsJsonObject("fairVerdicts");
            assertEquals(fair[0], counts.get("FORCED_WIN").getAsInt());
            assertEquals(fair[1], counts.get("NO_FORCED_WIN").getAsInt());
            assertEquals(fair[2], counts.get("OPEN").getAsInt());
            assertTrue(text.out().contains(String.format(java.util.Locale.ROOT, "fair bound (the reinforcement corners"
                    + " chosen by an adversary, the same budget): forced win %.2f%% (%d), no forced win %.2f%% (%d),"
                    + " undecided %.2f%% (%d); nodes mean ", 100.0 * fair[0] / 6, fair[0], 100.0 * fair[1] / 6, fair[1],
                    100.0 * fair[2] / 6, fair[2])), text.out());
            assertTrue(text.out().contains("the autopilot won " + bot + " of 6; "), text.out());
            assertTrue(text.out().contains("oracle - bot: " + (split[0] + split[1] + split[2]) + " games, of which "
                    + split[0] + " forced wins (the price of playing worse), " + split[1] + " with no forced win"),
                    text.out());
            forced += fair[0];
            noForcedWin += fair[1];
        }
        assertTrue(forced > 0 && noForcedWin > 0, forced + " forced wins, " + noForcedWin + " without");
        AutoplayCommandTest.Run alone = AutoplayCommandTest.run("--fair", "--games", "1", "--seed", "1");
        assertEquals(2, alone.status());
        assertTrue(alone.err().startsWith("robots autoplay: --fair: only with --oracle"), alone.err());
    }

    @Test
    void fromGameSearchesTheGamesOfThatNumber() {
        String[] run = {"--oracle", "--seed", "5", "--size", "15,9,8,11", "--nodes", "3000", "--threads", "1",
            "--json", "-"};
        long whole = nodes(AutoplayCommandTest.run(concat(run, "--games", "4")));
        long sum = 0;
        for (int game = 0; game < 4; game++) {
            sum += nodes(AutoplayCommandTest.run(concat(run, "--games", "1", "--from-game", String.valueOf(game))));
        }
        assertEquals(whole, sum, "games 0 to 3 one by one search what the 4-game run searches");
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    private static long nodes(AutoplayCommandTest.Run run) {
        assertEquals(0, run.status(), run.err());
        Matcher m = Pattern.compile("\"nodes\": (\\d+)").matcher(run.out());
        assertTrue(m.find(), run.out());
        return Long.parseLong(m.group(1));
    }

    @Test
    void badOracleOptionsAreUsageErrors() {
        AutoplayCommandTest.Run nodes = AutoplayCommandTest.run("--oracle", "--games", "2", "--seed", "1", "--nodes",
                "0");
        assertEquals(2, nodes.status());
        assertTrue(nodes.err().startsWith("robots autoplay: --nodes: 0 (expected: >= 1)"), nodes.err());
        for (String option : new String[] {"--record", "--record-losses"}) {
            AutoplayCommandTest.Run record = AutoplayCommandTest.run("--oracle", "--games", "2", "--seed", "1",
                    option, "never-written.txt");
            assertEquals(2, record.status(), option);
            assertTrue(record.err().startsWith("robots autoplay: " + option + ": not with --oracle"), record.err());
            assertEquals(1, record.err().lines().filter(line -> line.startsWith("robots autoplay:")).count(),
                    record.err());
        }
    }
}
