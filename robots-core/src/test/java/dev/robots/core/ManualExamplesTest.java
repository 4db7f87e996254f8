package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Player;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The examples of the module's javadoc (the manual, in {@code module-info.java}), compiled and
 * run here: the lines between {@code // EXAMPLE name} and {@code // END name} are an example, and
 * the manual must show exactly them (indentation removed) in a {@code <pre>{@code ...}</pre>}
 * block, in this order. So the manual's code cannot rot: a change of the API breaks this file.
 */
class ManualExamplesTest {
    private static final Path SOURCE =
            Path.of("src", "test", "java", "dev", "robots", "core", "ManualExamplesTest.java");
    private static final Path MANUAL = Path.of("src", "main", "java", "module-info.java");

    static String ownPlayer() {
        // EXAMPLE own-player
        Game game = Game.builder(GameParameters.of(30, 17, 20, 40))   // W, H, R, P
                .seed(42)                                            // the same seed, the same game
                .charges(3)                                          // default: unlimited
                .build();
        Player straightToTheExit = situation -> {
            Board board = situation.board();
            int dx = Integer.signum(board.field().exitX() - board.playerX());
            int dy = Integer.signum(board.field().exitY() - board.playerY());
            return new Command(dx, dy, false);
        };
        // The engine never ends a game on a turn count: the cap is yours.
        Optional<TurnResult.Ended> end = straightToTheExit.playOut(game, 1000);
        System.out.println(end.map(TurnResult.Ended::line).orElse("cut off after turn " + game.turn()));
        // END own-player
        return end.map(TurnResult.Ended::line).orElse("cut off");
    }

    static int autopilot() {
        // EXAMPLE autopilot
        Autopilot autopilot = new Autopilot();                       // one per thread
        int won = 0;
        for (long seed = 1; seed <= 5; seed++) {
            Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).seed(seed).charges(3).build();
            Optional<TurnResult.Ended> end = autopilot.playOut(game, 1000);
            if (end.isPresent() && end.get() instanceof TurnResult.Won) {
                won++;
            }
        }
        System.out.println("the autopilot won " + won + " of 5");
        // END autopilot
        return won;
    }

    static int[] events() {
        // EXAMPLE events
        Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).seed(7).build();
        int[] fell = {0};
        int[] merged = {0};
        for (int turn = 0; turn < 100 && !game.isOver(); turn++) {
            TurnResult result = game.play(Command.LEFT, event -> {       // in the order they happen
                if (event instanceof Event.FellIntoPit) {
                    fell[0]++;
                } else if (event instanceof Event.Merged) {
                    merged[0]++;
                }
            });
            if (result instanceof TurnResult.Refused refused) {       // kind(): LEAVES_FIELD, ...
                System.out.println(refused.kind() + ": " + refused.message());
                break;
            }
        }
        System.out.println(fell[0] + " robots fell, " + merged[0] + " merged; " + game);
        // END events
        return new int[] {fell[0], merged[0], game.turn()};
    }

    static List<String> snapshots() throws InvalidInputException {
        // EXAMPLE snapshots
        Board board = TextFormat.parse("""
                X . . . . .
                < . 0 . . @
                . . . . . X
                """);                                // a checked InvalidInputException names a bad line
        Game game = Game.builder(board).seed(1).build();  // W, H, P and R from the board
        Game.Snapshot start = game.snapshot();
        List<String> tries = new ArrayList<>();
        for (Command first : List.of(Command.LEFT, Command.UP_LEFT, Command.DOWN_LEFT.charged())) {
            game.restore(start);                            // a snapshot restores as often as wanted
            TurnResult result = game.play(first);
            tries.add(first + " -> " + result + ", " + game.robotCount() + " robots");
        }
        System.out.println(tries);
        // END snapshots
        return tries;
    }

    static String bigBoard() {
        // EXAMPLE big-board
        GameParameters big = GameParameters.of(4096, 4096, 1_000_000, 100_000);
        System.out.println("a game needs about " + (Game.memoryNeeded(big) >> 20) + " MiB of heap");
        try {
            Game game = Game.builder(big).seed(3).build();
            game.play(Command.WAIT);
            int[] nearThePlayer = {0};
            game.forEachRobot((x, y) -> {                        // O(robots), not O(cells)
                if (Math.abs(x - game.playerX()) <= 2 && Math.abs(y - game.playerY()) <= 2) {
                    nearThePlayer[0]++;
                }
            });
            System.out.println(game.robotCount() + " robots, " + nearThePlayer[0] + " within 2 cells");
        } catch (InsufficientHeapException e) {              // every refusal for memory is this one
            System.out.println(e.getMessage());               // "... needs about N MiB, M MiB free ..."
        }
        // END big-board
        return "ok";
    }

    static String ownRandomSource() {
        // EXAMPLE random-source
        SplittableRandom dice = new SplittableRandom(2026);
        RandomSource mine = bound -> dice.nextInt(bound);      // every random choice goes through it
        Game game = Game.builder(GameParameters.of(30, 17, 20, 40)).random(mine).build();
        System.out.print(TextFormat.render(game));              // the protocol's text of the board
        // END random-source
        return TextFormat.render(game);
    }

    @Test
    void theExamplesRunAndPlayByTheRules() throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            // Every example is seeded: what it prints is pinned, so a change of the engine or of
            // an example shows here (the values come from a run of the examples as they stand).
            assertEquals("LOST BY FALL", ownPlayer());
            assertEquals(5, autopilot());
            assertArrayEquals(new int[] {2, 3, 4}, events());
            assertEquals(List.of("L -> Lost[reason=CAPTURE, turn=1], 2 robots", "UL -> Continues[], 2 robots",
                    "DLK -> Continues[], 2 robots"), snapshots());
            assertEquals("ok", bigBoard());
            String text = ownRandomSource();
            assertEquals(17, text.lines().count());
            assertEquals(". . . 0 . . . . . . . . . . . . . . . . . . . . . . . . . .", text.lines().findFirst().orElseThrow());
        } finally {
            System.setOut(original);
        }
        String out = captured.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("\nthe autopilot won 5 of 5\n"), out);
        assertTrue(out.contains("\na game needs about 10 MiB of heap\n"), out);
        // The big board's line, or (in a heap too small for it) the one refusal for memory.
        assertTrue(out.contains("\n993963 robots, 2 within 2 cells\n") || out.contains("(raise -Xmx)"), out);
    }

    /** The module's javadoc shows every example, verbatim and in order. */
    @Test
    void theManualShowsTheseExamples() throws IOException {
        String manual = javadocText(Files.readString(MANUAL, StandardCharsets.UTF_8));
        List<String> shown = new ArrayList<>();
        Matcher block = Pattern.compile("<pre>\\{@code\\n(.*?)}</pre>", Pattern.DOTALL).matcher(manual);
        while (block.find()) {
            shown.add(unindent(block.group(1).lines().toList()));
        }
        List<String> examples = examples();
        assertEquals(6, examples.size(), "six examples in " + SOURCE);
        assertEquals(examples, shown, "the <pre>{@code ...}</pre> blocks of " + MANUAL + " must be exactly the"
                + " examples of " + SOURCE);
    }

    /** The text of the first javadoc comment, without its leading {@code " * "}. */
    private static String javadocText(String source) {
        String comment = source.substring(source.indexOf("/**") + 3, source.indexOf("*/"));
        StringBuilder text = new StringBuilder();
        for (String line : comment.lines().toList()) {
            String stripped = line.stripLeading();
            if (stripped.startsWith("* ")) {
                text.append(stripped.substring(2));
            } else if (!stripped.equals("*")) {
                text.append(stripped);
            }
            text.append('\n');
        }
        return text.toString();
    }

    private static List<String> examples() throws IOException {
        List<String> lines = Files.readAllLines(SOURCE, StandardCharsets.UTF_8);
        List<String> examples = new ArrayList<>();
        int begin = -1;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.startsWith("// EXAMPLE ")) {
                begin = i;
            } else if (line.startsWith("// END ") && begin >= 0) {
                examples.add(unindent(lines.subList(begin + 1, i)));
                begin = -1;
            }
        }
        return examples;
    }

    private static String unindent(List<String> body) {
        int indent = Integer.MAX_VALUE;
        for (String line : body) {
            if (!line.isBlank()) {
                indent = Math.min(indent, line.length() - line.stripLeading().length());
            }
        }
        StringBuilder block = new StringBuilder();
        for (String line : body) {
            block.append(line.isBlank() ? "" : line.substring(indent).stripTrailing()).append('\n');
        }
        return block.toString();
    }
}
