package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.JarRun;
import dev.robots.cli.text.Texts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code robots play --scores} from the built jar, with {@code XDG_DATA_HOME} pointing at a test directory. */
class PlayScoresIT {

    private static List<String> scores(Path dataHome, StringBuilder err) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(JarRun.java(), "-jar", JarRun.jar().toString(),
                "play", "--scores");
        builder.environment().put("XDG_DATA_HOME", dataHome.toString());
        Path errFile = dataHome.resolve("stderr.txt");
        builder.redirectError(errFile.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE);
        Process process = builder.start();
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "robots play --scores did not end");
        assertEquals(0, process.exitValue(), out);
        err.append(Files.readString(errFile));
        return out.lines().toList();
    }

    @Test
    void printsTheKeptScores(@TempDir Path data) throws Exception {
        Files.createDirectories(data.resolve("robots"));
        Files.writeString(data.resolve("robots/scores"), Scores.HEADER + "\ngame date=2026-12-05 seed=-5"
                + " variant=campaign level=3 w=30 h=17 r=4 p=40 charges=3 result=WIN turns=41 lost=7 kept=2 help=none"
                + " points=1315\n15x9 wins=0 losses=1 best=-\n30x17 wins=3 losses=5 best=41\n");
        StringBuilder err = new StringBuilder();
        assertEquals(List.of("Scores in " + data.resolve("robots/scores") + ":",
                "campaign 30x17 R 4 P 40 charges 3: 1 game, 1 won, 0 won with help",
                "   1.  1315 points  2026-12-05  seed -5  level 3  won in 41 turns",
                "Before games had points:", "  15x9: 0 won, 1 lost", "  30x17: 3 won, 5 lost, best win in 41 turns"),
                scores(data, err));
        assertEquals("", err.toString());
    }

    @Test
    void aDamagedFileIsOneWarningLine(@TempDir Path data) throws Exception {
        Files.createDirectories(data.resolve("robots"));
        Files.writeString(data.resolve("robots/scores"), "30x17 wins=many\n");
        StringBuilder err = new StringBuilder();
        List<String> out = scores(data, err);
        assertEquals("no games yet (the full-screen game keeps them: robots play at a terminal)", out.get(1));
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("robots play: the scores file " + Texts.path(data.resolve("robots/scores"))
                + " is damaged (line 1: "), err.toString());
    }
}
