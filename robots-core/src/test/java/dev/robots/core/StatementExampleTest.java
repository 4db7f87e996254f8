package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.State;
import dev.robots.core.ReferenceModel.Turn;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The statement's worked example (docs/rules.md, "A turn", the paragraph after the steps): on its
 * 30x17 field, {@code UL}, {@code UL} send the robot from row 9, column 26 up-right and then
 * straight up into the pit at row 7, column 27; the step back {@code DR} sends the second robot
 * (row 8, column 24) into the same pit. Cells are {@code (x, y)} = (column, row), counted from 0.
 */
class StatementExampleTest {

    static String statementField() throws IOException {
        try (InputStream in = StatementExampleTest.class.getResourceAsStream("/fields/statement-30x17.txt")) {
            if (in == null) {
                throw new IOException("test resource /fields/statement-30x17.txt missing");
            }
            return new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
    }

    @Test
    void theFieldParsesAsTheStatementDescribesIt() throws Exception {
        String text = statementField();
        Board board = TextFormat.parse(text);
        assertEquals(30, board.width());
        assertEquals(17, board.height());
        assertEquals(20, board.robotCount());
        assertEquals(40, board.field().pitCount());
        assertEquals(29, board.playerX());
        assertEquals(8, board.playerY());
        assertTrue(board.field().isPit(27, 7), "the pit of the example, row 7 column 27");
        assertTrue(board.hasRobot(26, 9), "the first robot, row 9 column 26");
        assertTrue(board.hasRobot(24, 8), "the second robot, row 8 column 24");
        assertEquals(text, TextFormat.render(board), "the field renders back byte for byte");
    }

    @Test
    void upLeftTwiceThenDownRightDropsTwoRobotsIntoThePit() throws Exception {
        Board start = TextFormat.parse(statementField());
        GameParameters parameters = GameParameters.of(30, 17, start.robotCount(), start.field().pitCount());
        Game game = Game.builder(parameters).start(start).random(RandomSource.seeded(355)).build();

        // Turn 1, UL: the player goes to (28, 7); the first robot steps up-right, the second right-up.
        List<Event> events = new ArrayList<>();
        assertSame(TurnResult.CONTINUES, game.play(Command.parse("UL"), events::add));
        assertEquals(1, game.turn());
        assertEquals(28, game.playerX());
        assertEquals(7, game.playerY());
        assertTrue(game.hasRobot(27, 8), "first robot: (26, 9) up-right to (27, 8)");
        assertTrue(game.hasRobot(25, 7), "second robot: (24, 8) up-right to (25, 7)");
        assertFalse(events.contains(new Event.FellIntoPit(27, 7)), events::toString);

        // Turn 2, UL: the player goes to (27, 6); the first robot steps straight up into the pit.
        events.clear();
        assertSame(TurnResult.CONTINUES, game.play(Command.parse("UL"), events::add));
        assertEquals(2, game.turn());
        assertEquals(27, game.playerX());
        assertEquals(6, game.playerY());
        assertEquals(1, count(events, new Event.FellIntoPit(27, 7)), events::toString);
        assertFalse(game.hasRobot(27, 7), "a pit holds no robot");
        assertTrue(game.field().isPit(27, 7), "the pit stays");
        assertTrue(game.hasRobot(26, 6), "second robot: (25, 7) up-right to (26, 6)");

        // Turn 3, DR: the player steps back to (28, 7); the second robot steps down-right into the pit.
        events.clear();
        assertSame(TurnResult.CONTINUES, game.play(Command.parse("DR"), events::add));
        assertEquals(3, game.turn());
        assertEquals(28, game.playerX());
        assertEquals(7, game.playerY());
        assertEquals(1, count(events, new Event.FellIntoPit(27, 7)), events::toString);
        assertFalse(game.hasRobot(26, 6), "the second robot left (26, 6)");
        assertFalse(game.hasRobot(27, 7));
    }

    /** The same three turns agree with the reference model in every robot, whatever the seed. */
    @Test
    void theExampleAgreesWithTheReferenceModel() throws Exception {
        Board start = TextFormat.parse(statementField());
        for (long seed = 0; seed < 50; seed++) {
            GameParameters parameters = GameParameters.of(30, 17, 20, 40);
            Game game = Game.builder(parameters).start(start).random(RandomSource.seeded(seed)).build();
            State state = ReferenceModel.of(start, TestCharges.UNLIMITED);
            RandomSource modelRandom = RandomSource.seeded(seed);
            for (String line : List.of("UL", "UL", "DR")) {
                game.play(Command.parse(line));
                Turn turn = ReferenceModel.turn(state, 20, Command.parse(line), modelRandom);
                state = turn.after();
                long s = seed;
                assertEquals(state.robots(), ReferenceModel.of(game, TestCharges.UNLIMITED).robots(), () -> "seed " + s);
            }
        }
    }

    private static long count(List<Event> events, Event event) {
        return events.stream().filter(event::equals).count();
    }
}
