package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.cli.Sessions;
import dev.robots.record.GameSeeds;
import dev.robots.core.Command;
import dev.robots.core.GameParameters;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@code --record} file made by the CLI's protocol mode, run in process as {@code robots --seed S
 * --charges 3 --record FILE}: {@code small} games on 10 x 5 with 3 robots and 6 pits, each waiting
 * until it ends (the turn count found on the JVM first), then one on the statement's board with
 * {@link Seeds#commands} and the input ending before the game does (a game cut short). Holds the
 * record's text and, per game, the fields the protocol printed (the start, one a played command,
 * then the end line if the game ended): what a replay must show turn by turn.
 */
record RecordRun(String text, List<List<String>> games) {
    static final String SMALL = "10,5,3,6";

    static RecordRun of(long seed, Path directory) throws IOException {
        return of(seed, directory, 1);
    }

    static RecordRun of(long seed, Path directory, int small) throws IOException {
        StringBuilder input = new StringBuilder();
        for (int g = 0; g < small; g++) {
            // The protocol's game g has the seed GameSeeds.of(seed, g), as its record says.
            Session game = Session.start(GameSeeds.of(seed, g), GameParameters.of(10, 5, 3, 6));
            input.append(SMALL.replace(',', ' ')).append('\n');
            while (game.outcome().isEmpty()) {
                game.play(Command.WAIT);
                input.append("W\n");
            }
        }
        input.append("30 17 20 40\n");
        Seeds.commands(seed, 30).forEach(command -> input.append(command).append('\n'));
        Path file = directory.resolve("record-" + seed + ".txt");
        Sessions.Run run = Sessions.run(input.toString(), "--seed", Long.toString(seed), "--charges", "3",
                "--record", file.toString());
        String printed = run.stdout();
        assertEquals(0, run.status(), "robots --seed " + seed + " --record\n" + run);
        List<List<String>> games = new ArrayList<>();
        for (String game : printed.split("INIT W H R P:\n", -1)) {
            if (game.isEmpty()) {
                continue;
            }
            List<String> fields = new ArrayList<>();
            for (String chunk : game.split("MOVE:\n", -1)) {
                if (!chunk.isEmpty()) {
                    fields.add(chunk);
                }
            }
            games.add(fields);
        }
        return new RecordRun(Files.readString(file), games);
    }
}
