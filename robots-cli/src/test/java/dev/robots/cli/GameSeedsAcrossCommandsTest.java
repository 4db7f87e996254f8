package dev.robots.cli;

import static dev.robots.cli.Sessions.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.cli.Sessions.Run;
import dev.robots.record.GameSeeds;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 24: every command that plays a run of games seeds game {@code k} the same way
 * ({@link GameSeeds}), seen from outside: the seeds protocol mode and autoplay record and play
 * prints. {@code check}'s are held by {@code check.CheckBoundariesTest}, with the same pinned value.
 */
class GameSeedsAcrossCommandsTest {
    /** 2^53 + 1, and the seed of its run's third game (pinned in GameSeedsTest). */
    private static final long SEED = (1L << 53) + 1;
    private static final long THIRD = -5333437190599535262L;

    @TempDir
    Path dir;

    @Test
    void theThirdGameHasTheSameSeedInProtocolModePlayAndAutoplay() throws IOException {
        assertEquals(THIRD, GameSeeds.of(SEED, 2));
        // Three won games on a 2 x 1 board (the exit one step left).
        Path protocolRecord = dir.resolve("protocol.rec");
        Run protocol = run("2 1 0 0\nL\n".repeat(3), "--seed=" + SEED, "--record=" + protocolRecord);
        assertEquals(0, protocol.status(), protocol.toString());
        assertEquals(List.of(SEED, GameSeeds.of(SEED, 1), THIRD), seeds(protocolRecord, "game \\d+ seed=(-?\\d+) "));

        Run play = run("L\ny\nL\ny\nL\nn\n", "play", "--seed=" + SEED, "-W", "2", "-H", "1", "-R", "0", "-P", "0");
        assertEquals(0, play.status(), play.toString());
        assertEquals(List.of(SEED, GameSeeds.of(SEED, 1), THIRD), all(play.stdout(), "Game seed (-?\\d+) "));

        Path autoplayRecord = dir.resolve("autoplay.rec");
        Run autoplay = run("", "autoplay", "--seed=" + SEED, "--games=3", "--size=2,1,0,0", "--threads=1",
                "--record=" + autoplayRecord);
        assertEquals(0, autoplay.status(), autoplay.toString());
        assertEquals(List.of(SEED, GameSeeds.of(SEED, 1), THIRD), seeds(autoplayRecord, "game 1 seed=(-?\\d+) "));
    }

    private static List<Long> seeds(Path record, String regex) throws IOException {
        return all(Files.readString(record, StandardCharsets.UTF_8), regex);
    }

    private static List<Long> all(String text, String regex) {
        List<Long> found = new ArrayList<>();
        Matcher m = Pattern.compile(regex).matcher(text);
        while (m.find()) {
            found.add(Long.parseLong(m.group(1)));
        }
        return found;
    }
}
