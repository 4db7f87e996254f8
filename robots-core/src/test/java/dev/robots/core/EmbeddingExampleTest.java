package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.State;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * The README's embedding example, compiled and run: the lines between {@code README-BEGIN} and
 * {@code README-END} are the snippet, and the README must contain exactly them (indentation
 * removed) in a {@code ```java} block.
 */
class EmbeddingExampleTest {
    private static final Path SOURCE =
            Path.of("src", "test", "java", "dev", "robots", "core", "EmbeddingExampleTest.java");
    private static final Path README = Path.of("..", "README.md");

    /** What the snippet leaves behind: the game and the events it saw. */
    private record Played(Game game, List<Event> events) {
    }

    /** Runs the snippet (it prints to System.out). */
    private static Played example() throws InvalidInputException {
        // README-BEGIN
        // A reproducible game: the same parameters, seed and commands always give the same game.
        Game game = Game.builder(GameParameters.of(30, 17, 20, 40))   // W, H, R, P
                .random(RandomSource.seeded(42))
                .charges(3)                                          // default: unlimited
                .build();
        System.out.print(TextFormat.render(game));                   // the protocol's text

        List<Event> events = new ArrayList<>();
        for (String line : List.of("UL", "dd", "k l", "W")) {
            Command command;
            try {
                command = Command.parse(line);                       // letters in any order or case
            } catch (InvalidInputException e) {
                System.out.println("bad command: " + e.getMessage()); // D twice: one vertical ...
                continue;
            }
            TurnResult result = game.play(command, event -> {        // events, for a UI to animate
                events.add(event);
                if (event instanceof Event.FellIntoPit fell) {
                    System.out.println("a robot fell into the pit at " + fell.x() + "," + fell.y());
                }
            });
            if (result instanceof TurnResult.Refused refused) {      // off the field, no charge left
                System.out.println("refused: " + refused.message());
            } else if (result instanceof TurnResult.Ended ended) {   // Won, or Lost with a LossReason
                System.out.println(ended.line());                    // WIN, LOST BY HIT/FALL/CAPTURE
                break;
            } else {
                System.out.print(TextFormat.render(game));
            }
        }
        // README-END
        return new Played(game, events);
    }

    @Test
    void theExampleRunsAndPlaysByTheRules() throws Exception {
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream original = System.out;
        Played played;
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            played = example();
        } finally {
            System.setOut(original);
        }
        Game game = played.game();
        List<Event> events = played.events();
        String out = captured.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("bad command: D twice: one vertical direction at most\n"), out);

        // Replay the same start and commands on the reference model: the game must end the same,
        // and everything the example printed must be what the model says.
        Board start = FieldGenerator.generate(GameParameters.of(30, 17, 20, 40), RandomSource.seeded(42));
        assertTrue(out.startsWith(ReferenceModel.render(ReferenceModel.of(start, 3))), out);
        // the game's random source drew the start first, the reinforcements after: replay that stream
        RandomSource modelRandom = RandomSource.seeded(42);
        FieldGenerator.generate(GameParameters.of(30, 17, 20, 40), modelRandom);
        State state = ReferenceModel.of(start, 3);
        StringBuilder expected = new StringBuilder(ReferenceModel.render(state));
        int turns = 0;
        for (String line : List.of("UL", "dd", "k l", "W")) {
            if (line.equals("dd")) {
                expected.append("bad command: D twice: one vertical direction at most\n");
                continue;
            }
            ReferenceModel.Turn turn = ReferenceModel.turn(state, 20, Command.parse(line), modelRandom);
            for (var pit : turn.pitFalls()) {
                expected.append("a robot fell into the pit at ").append(pit.x()).append(',').append(pit.y())
                        .append('\n');
            }
            state = turn.after();
            turns++;
            if (turn.kind() == ReferenceModel.Kind.CONTINUES) {
                expected.append(ReferenceModel.render(state));
            } else {
                expected.append(game.outcome().orElseThrow().line()).append('\n');
                break;
            }
        }
        assertEquals(expected.toString(), out);
        assertEquals(turns, game.turn());
        assertEquals(turns, events.stream().filter(e -> e instanceof Event.PlayerMoved).count());
        assertTrue(events.contains(new Event.ChargeFired(28, 7, OptionalInt.of(2))),
                "the k l turn fired the first charge at (28, 7)");
    }

    /** The README's "Embedding the engine" section shows exactly this snippet. */
    @Test
    void theReadmeShowsThisSnippet() throws IOException {
        String snippet = snippet();
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        assertTrue(readme.contains("## Embedding the engine"), "README.md has no '## Embedding the engine' section");
        assertTrue(readme.contains("```java\n" + snippet + "```\n"),
                "README.md (" + README.toAbsolutePath().normalize() + ") must contain, in a ```java block:\n"
                        + snippet);
    }

    /** The lines between the markers, with their common indentation removed. */
    static String snippet() throws IOException {
        List<String> lines = Files.readAllLines(SOURCE, StandardCharsets.UTF_8);
        int begin = -1;
        int end = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().equals("// README-BEGIN")) {
                begin = i;
            } else if (lines.get(i).trim().equals("// README-END")) {
                end = i;
            }
        }
        assertTrue(begin >= 0 && end > begin, "markers not found in " + SOURCE);
        List<String> body = lines.subList(begin + 1, end);
        int indent = Integer.MAX_VALUE;
        for (String line : body) {
            if (!line.isBlank()) {
                indent = Math.min(indent, line.length() - line.stripLeading().length());
            }
        }
        StringBuilder block = new StringBuilder();
        for (String line : body) {
            block.append(line.isBlank() ? "" : line.substring(indent)).append('\n');
        }
        return block.toString();
    }
}
