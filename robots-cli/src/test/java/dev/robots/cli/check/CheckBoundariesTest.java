package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.record.GameSeeds;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What {@code check} may lean on (issue 24): of the engine it checks, only the seeded random source;
 * and its games' seeds are every command's ({@link GameSeeds}).
 */
class CheckBoundariesTest {
    private static final Set<String> ALLOWED_ENGINE_CLASSES = Set.of("RandomSource", "SplitMix64");
    private static final Pattern ENGINE_NAME = Pattern.compile("dev\\.robots\\.core\\.([A-Za-z_*][A-Za-z0-9_]*)");

    @Test
    void checkNamesNoEngineClassButTheRandomSource() throws IOException {
        Path sources = Path.of("src/main/java/dev/robots/cli/check");
        assertTrue(Files.isDirectory(sources), "run from robots-cli: " + sources.toAbsolutePath());
        List<String> found = new ArrayList<>();
        int files = 0;
        try (Stream<Path> walk = Files.walk(sources)) {
            for (Path file : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
                files++;
                Matcher m = ENGINE_NAME.matcher(Files.readString(file));
                while (m.find()) {
                    if (!ALLOWED_ENGINE_CLASSES.contains(m.group(1))) {
                        found.add(sources.relativize(file) + ": " + m.group());
                    }
                }
            }
        }
        assertTrue(files > 10, "found the check sources: " + files);
        assertEquals(List.of(), found, "engine classes check names (only RandomSource and SplitMix64 may be)");
    }

    @Test
    void theCheckerSeedsGameKWithEveryCommandsSeedOfGameK() {
        long seed = (1L << 53) + 1;
        assertEquals(seed, Checker.gameSeed(seed, 1), "game 1 has the run's seed");
        assertEquals(-5333437190599535262L, Checker.gameSeed(seed, 3), "pinned in GameSeedsTest");
        for (int game = 1; game <= 50; game++) {
            assertEquals(GameSeeds.of(seed, game - 1), Checker.gameSeed(seed, game), "game " + game);
        }
    }
}
