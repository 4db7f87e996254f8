package dev.robots.bench.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.GameParameters;
import dev.robots.core.bot.Autopilot;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LabelPositionsTest {
    private static final GameParameters STATEMENT = GameParameters.of(30, 17, 20, 40);
    private static final long SEED = 2026120799L;

    /** The data lines of a shard, without its two header lines. */
    private static List<String> shard(int games, int k, int n) throws IOException {
        StringWriter text = new StringWriter();
        LabelPositions.label(STATEMENT, new Autopilot(8, 4, 0), SEED, games, k, n, text);
        List<String> lines = new ArrayList<>(Arrays.asList(text.toString().split("\n")));
        assertTrue(lines.get(0).startsWith("# " + PositionFeatures.VERSION + ", 30x17 R 20 P 40"), lines.get(0));
        assertTrue(lines.get(0).endsWith("shard " + k + "/" + n), lines.get(0));
        assertEquals(PositionFeatures.names().size() + 5, lines.get(1).split(",").length, "the columns");
        return lines.subList(2, lines.size());
    }

    @Test
    void theShardsOfARunAreTheRunLineForLine() throws IOException {
        List<String> whole = shard(5, 1, 1);
        List<String> shards = new ArrayList<>(shard(5, 1, 2));
        shards.addAll(shard(5, 2, 2));
        assertTrue(whole.size() > 5, "a position a decision: " + whole.size());
        List<String> sorted = new ArrayList<>(shards);
        sorted.sort((a, b) -> Integer.compare(Integer.parseInt(a.split(",")[0]), Integer.parseInt(b.split(",")[0])));
        assertEquals(whole, sorted);
    }

    @Test
    void everyLineHoldsItsGameItsSeedAndLegalLabels() throws IOException {
        List<String> names = PositionFeatures.names();
        int legalFrom = names.indexOf("legal_" + PositionFeatures.COMMANDS.get(0).text()) + 2;
        for (String line : shard(3, 1, 1)) {
            String[] cells = line.split(",");
            int game = Integer.parseInt(cells[0]);
            assertEquals(LabelPositions.gameSeed(SEED, game), Long.parseLong(cells[1]));
            int label = Integer.parseInt(cells[cells.length - 3]);
            int played = Integer.parseInt(cells[cells.length - 2]);
            assertEquals("1", cells[legalFrom + label], "the label is a legal command: " + line);
            assertEquals("1", cells[legalFrom + played], "the played command is legal: " + line);
            assertTrue(cells[cells.length - 1].equals("0") || cells[cells.length - 1].equals("1"));
        }
    }

    @Test
    void gameSeedsFollowTheRulesOfARun() {
        assertEquals(SEED, LabelPositions.gameSeed(SEED, 0));
        assertEquals(new dev.robots.core.SplitMix64(SEED).nextLong(), LabelPositions.gameSeed(SEED, 1));
    }
}
