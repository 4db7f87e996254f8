package dev.robots.cli.replay;

import dev.robots.record.ReplayProblem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.cli.Sessions;
import dev.robots.cli.protocol.ProtocolSession;
import dev.robots.cli.protocol.SessionOptions;
import dev.robots.record.GameRecord;
import dev.robots.record.RecordFormatException;
import dev.robots.record.RecordReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;

/** Seeded random protocol sessions played with {@code --record}: the records the replay tests read. */
final class RecordedSessions {
    private static final String[] COMMANDS = {"U", "D", "L", "R", "UL", "UR", "DL", "DR", "W", "K", "LK", "ulk",
        "L", "L", "L", "UL", "DL", "XX", "UD"};

    private RecordedSessions() {
    }

    /**
     * Plays a random session from {@code seed} (1 to 5 games of random sizes, random and refused
     * commands; a finished game's leftover commands are refused as INIT numbers) and returns the
     * record file written in {@code dir}.
     */
    static Path play(Path dir, long seed) throws IOException {
        Random random = new Random(seed);
        StringBuilder input = new StringBuilder();
        int games = 1 + random.nextInt(5);
        for (int g = 0; g < games; g++) {
            int width = 2 + random.nextInt(14);
            int height = 1 + random.nextInt(8);
            int cells = width * height;
            int pits = random.nextInt(Math.max(1, cells / 6));
            int robots = random.nextInt(Math.max(1, cells / 8));
            input.append(width).append(' ').append(height).append(' ').append(robots).append(' ').append(pits)
                    .append('\n');
            int commands = random.nextInt(30);
            for (int c = 0; c < commands; c++) {
                input.append(COMMANDS[random.nextInt(COMMANDS.length)]).append('\n');
            }
        }
        OptionalInt charges = random.nextBoolean() ? OptionalInt.of(random.nextInt(3)) : OptionalInt.empty();
        SessionOptions options = new SessionOptions(random.nextLong(), charges, null, null, 200);
        Path record = dir.resolve("session-" + seed + ".rec");
        Files.deleteIfExists(record);
        // The session itself rather than Main.run: no command line to parse, many sessions a second.
        int status;
        try (GameRecord out = GameRecord.append(record)) {
            status = new ProtocolSession(options, out).run(
                    new ByteArrayInputStream(input.toString().getBytes(StandardCharsets.UTF_8)),
                    OutputStream.nullOutputStream(), new PrintStream(OutputStream.nullOutputStream(), true,
                            StandardCharsets.UTF_8));
        }
        assertEquals(0, status, "seed " + seed);
        return record;
    }

    static String text(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /** Reads and replays {@code file} without the command line: the verification, or the problem's message. */
    static String replay(Path file) throws IOException {
        try {
            Replayer.Verification v = Replayer.verify(RecordReader.read(file), new FieldFiles(file, null));
            return "OK " + v.sessions() + " " + v.games() + " " + v.turns() + " " + v.notes();
        } catch (RecordFormatException | ReplayProblem e) {
            return "FAILED " + e.getMessage();
        }
    }

    /** {@code robots replay --verify file}, in process. */
    static Sessions.Run verify(Path file, String... more) {
        List<String> args = new ArrayList<>(List.of("replay", "--verify", file.toString()));
        args.addAll(List.of(more));
        return Sessions.run("", args.toArray(String[]::new));
    }
}
