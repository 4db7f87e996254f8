package dev.robots.cli.autoplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import org.junit.jupiter.api.Test;

/** {@link Shard}: the slices of a run are disjoint, cover it, and are read from {@code K/N}. */
class ShardTest {

    @Test
    void theShardsOfARunAreDisjointAndCoverEveryGameOnce() {
        for (int games = 1; games <= 40; games++) {
            for (int count = 1; count <= games; count++) {
                BitSet seen = new BitSet();
                int total = 0;
                for (int index = 1; index <= count; index++) {
                    Shard shard = new Shard(index, count);
                    int n = shard.gamesIn(games);
                    total += n;
                    for (int k = 0; k < n; k++) {
                        int game = shard.gameIndex(k);
                        assertTrue(game >= 0 && game < games, games + " games, shard " + shard + ": game " + game);
                        assertEquals(index - 1, game % count, "game " + game + " in shard " + shard);
                        assertTrue(!seen.get(game), games + " games: game " + game + " twice");
                        seen.set(game);
                    }
                    assertTrue(n == games / count || n == games / count + 1, "shard sizes differ by one at most");
                }
                assertEquals(games, total, games + " games in " + count + " shards");
                assertEquals(games, seen.cardinality());
            }
        }
        assertEquals(0, new Shard(5, 8).gamesIn(4), "a shard past the last game is empty");
    }

    @Test
    void readsKOverN() {
        assertEquals(new Shard(3, 8), Shard.parse("3/8"));
        assertEquals(new Shard(1, 1), Shard.parse(" 1 / 1 "));
        assertEquals("K: 0 (expected: 1 to N = 8)", refused("0/8"));
        assertEquals("K: 9 (expected: 1 to N = 8)", refused("9/8"));
        assertEquals("N: 0 (expected: 1 to 1000000)", refused("1/0"));
        assertEquals("'3' (expected: K/N, e.g. 3/8)", refused("3"));
        assertEquals("'a/8' (expected: K/N, two integers, e.g. 3/8)", refused("a/8"));
        assertEquals("'1/99999999999999999999' (expected: K/N, two integers, e.g. 3/8)", refused("1/99999999999999999999"));
        assertThrows(IllegalArgumentException.class, () -> new Shard(2, 1));
        assertEquals("3/8", new Shard(3, 8).toString());
    }

    private static String refused(String text) {
        return assertThrows(IllegalArgumentException.class, () -> Shard.parse(text)).getMessage();
    }
}
