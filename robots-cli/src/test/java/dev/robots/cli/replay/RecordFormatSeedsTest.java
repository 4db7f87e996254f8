package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.Sessions;
import dev.robots.record.GameSeeds;
import dev.robots.core.SplitMix64;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 24 changed how a session's games are seeded from game 3 on, and the record's format with
 * it (3): a format-3 record follows {@link GameSeeds}, a format-1 or -2 record the old chain
 * ({@code g(k+1) = new SplitMix64(g(k)).nextLong()}), so records written before still replay.
 */
class RecordFormatSeedsTest {
    private static final long SEED = -4_000_000_007L;

    @TempDir
    Path dir;

    @Test
    void eachFormatReplaysWithItsOwnSeedsOfGameThreeOn() throws IOException {
        // Three one-turn wins on a 2 x 1 board: no robots, no pits, so the digests do not depend on the seeds.
        Path record = dir.resolve("new.rec");
        Sessions.Run run = Sessions.run("2 1 0 0\nL\n".repeat(3), "--seed=" + SEED, "--record=" + record);
        assertEquals(0, run.status(), run.toString());
        String text = Files.readString(record, StandardCharsets.UTF_8);
        long second = GameSeeds.of(SEED, 1);
        long third = GameSeeds.of(SEED, 2);
        long chainedThird = new SplitMix64(second).nextLong();
        assertEquals(new SplitMix64(SEED).nextLong(), second, "game 2's seed is the old chain's");
        assertTrue(text.startsWith("session format=4 seed=" + SEED + " "), text);
        assertTrue(text.contains("game 2 seed=" + second + " ") && text.contains("game 3 seed=" + third + " "), text);
        assertEquals("OK 1 3 3 []", replay(text));

        String formatTwo = text.replace("session format=4 ", "session format=2 ");
        assertEquals("OK 1 3 3 []", replay(formatTwo.replace("game 3 seed=" + third + " ",
                "game 3 seed=" + chainedThird + " ")), "a format-2 record of before issue 24 replays");
        assertEquals("FAILED line 8 (session 1, game 3): seed=" + third + " (expected: " + chainedThird
                + ", the seed chain from game 2's seed)", firstLine(replay(formatTwo)));
        assertEquals("FAILED line 8 (session 1, game 3): seed=" + chainedThird + " (expected: " + third
                + ", game 3's seed from the session seed)", firstLine(replay(text.replace("game 3 seed=" + third + " ",
                "game 3 seed=" + chainedThird + " "))));
    }

    private String replay(String text) throws IOException {
        Path file = dir.resolve("edited.rec");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return RecordedSessions.replay(file);
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }
}
