package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.cli.Sessions;
import java.util.ArrayList;
import java.util.List;

/**
 * The CLI's protocol mode, run in process as {@code robots --seed S --charges 3} with one game of
 * {@code size} and these commands: what it printed, cut into the fields it showed (the start, then
 * one after each command it played; a refused command shows none) and, if the game ended, its end
 * line as the last entry.
 */
final class ProtocolRun {
    private ProtocolRun() {
    }

    static List<String> fields(long seed, String size, List<String> commands) {
        StringBuilder input = new StringBuilder(size.replace(',', ' ')).append('\n');
        commands.forEach(command -> input.append(command).append('\n'));
        Sessions.Run run = Sessions.run(input.toString(), "--seed", Long.toString(seed), "--charges", "3");
        String text = run.stdout();
        assertEquals(0, run.status(), "robots --seed " + seed + "\n" + run);
        List<String> fields = new ArrayList<>();
        String rest = text.substring(text.indexOf('\n') + 1); // after "INIT W H R P:"
        for (String chunk : rest.split("MOVE:\n", -1)) {
            int again = chunk.indexOf("INIT W H R P:");
            if (again >= 0) { // the end line, then the prompt of a next game
                fields.add(chunk.substring(0, again));
                break;
            }
            if (!chunk.isEmpty()) {
                fields.add(chunk);
            }
        }
        return fields;
    }
}
