package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordLine;
import dev.robots.record.RecordReader;
import dev.robots.record.RecordedGame;
import dev.robots.record.RecordedSession;
import dev.robots.record.Recording;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Fuzzes the record parser, and the replay behind it: arbitrary bytes as a record file either
 * parse or give a {@link RecordFormatException}; what parses either replays or gives a
 * {@link ReplayProblem}; every message is one line of printable ASCII. In {@code mvn verify} it runs
 * once per file of {@code src/test/resources/dev/robots/cli/replay/RecordFuzzTestInputs/recordText/}
 * (raw bytes, the whole file). Fuzz for real with
 * {@code JAZZER_FUZZ=1 ./mvnw -B -pl robots-cli -am test -Dtest='RecordFuzzTest#recordText' -Djazzer.max_duration=60s}.
 */
class RecordFuzzTest {
    /** Replays only records whose boards and turns are this small, so one input runs in milliseconds. */
    private static final long MAX_CELLS = 4096;
    private static final long MAX_TURNS = 5000;

    @FuzzTest(maxDuration = "60s")
    void recordText(FuzzedDataProvider data) {
        String text = new String(data.consumeRemainingAsBytes(), StandardCharsets.UTF_8);
        Recording recording;
        try {
            recording = RecordReader.parse(text);
        } catch (RecordFormatException e) {
            checkMessage(e.getMessage());
            assertTrue(e.line() >= 1, e.getMessage());
            return;
        }
        if (!small(recording)) {
            return;
        }
        try {
            Replayer.Verification verification = Replayer.verify(recording, new FieldFiles(Path.of("fuzz.rec"), null));
            verification.notes().forEach(RecordFuzzTest::checkMessage);
        } catch (ReplayProblem e) {
            checkMessage(e.getMessage());
        }
    }

    /** Small boards, few turns, and random fields only (a field= path would read files of this machine). */
    private static boolean small(Recording recording) {
        long turns = 0;
        for (RecordedSession session : recording.sessions()) {
            if (!session.header().randomField()) {
                return false;
            }
            for (RecordedGame game : session.games()) {
                RecordLine.GameStart start = game.start();
                if ((long) start.width() * start.height() > MAX_CELLS) {
                    return false;
                }
                turns += game.turns().size();
            }
        }
        return turns <= MAX_TURNS;
    }

    private static void checkMessage(String message) {
        assertTrue(message.matches("[\\x20-\\x7e]+"), "not one printable line: " + message);
    }
}
