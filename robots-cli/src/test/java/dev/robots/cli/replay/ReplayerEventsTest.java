package dev.robots.cli.replay;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Event;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a replay hands its watcher: every event of a turn but the robots' ordinary steps, which are
 * as many as the robots (the page of {@code replay --html} does not draw them, and a large board's
 * would be millions a turn).
 */
class ReplayerEventsTest {
    @TempDir
    Path dir;

    @Test
    void theWatcherGetsEveryEventButTheRobotsSteps() throws Exception {
        List<Event> seen = new ArrayList<>();
        int[] turnsWithRobots = {0};
        for (long seed = 1; seed <= 20; seed++) {
            Path record = RecordedSessions.play(dir, seed);
            Replayer.replay(RecordReader.read(record), new FieldFiles(record, null), new Replayer.Watcher() {
                @Override
                public void turnPlayed(RecordLine.Turn turn, List<Event> events, TurnResult result, Game game) {
                    seen.addAll(events);
                    if (game.robotCount() > 0) {
                        turnsWithRobots[0]++;
                    }
                }
            });
        }
        assertTrue(turnsWithRobots[0] > 0, "the sessions played turns with robots on the field");
        assertTrue(seen.stream().anyMatch(e -> e instanceof Event.PlayerMoved), "the player's steps are kept");
        assertFalse(seen.stream().anyMatch(e -> e instanceof Event.RobotMoved), "no robot's ordinary step");
    }
}
