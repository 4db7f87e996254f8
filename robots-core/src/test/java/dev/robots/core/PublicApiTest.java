package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** The names issue 25 asked for, used as an embedder uses them. */
class PublicApiTest {
    private static final GameParameters STATEMENT = GameParameters.of(30, 17, 20, 40);

    @Test
    void playOutPlaysToTheEndOrTheCap() {
        Game game = Game.builder(STATEMENT).seed(7).charges(3).build();
        Optional<TurnResult.Ended> end = new Autopilot().playOut(game, 1000);
        assertTrue(end.isPresent(), "the autopilot ends a statement game within 1000 turns");
        assertEquals(game.outcome(), end);
        assertEquals(end.get().turn(), game.turn());
        assertEquals(end, new Autopilot().playOut(game, 5), "an ended game is returned as it is");

        Game empty = Game.builder(GameParameters.of(30, 17, 0, 0)).seed(1).build();
        Player waiter = situation -> Command.WAIT;
        assertEquals(Optional.empty(), waiter.playOut(empty, 250), "a game without robots never ends by itself");
        assertEquals(250, empty.turn());
        assertEquals(Optional.empty(), waiter.playOut(empty, 0));
        assertEquals(250, empty.turn());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> waiter.playOut(empty, -1));
        assertEquals("maxTurns: -1 (expected: >= 0)", e.getMessage());
    }

    /** playOut with a listener tells every turn's events, the same game as without one. */
    @Test
    void playOutTellsEveryTurnsEventsToItsListener() {
        Game told = Game.builder(STATEMENT).seed(7).charges(3).build();
        Game plain = Game.builder(STATEMENT).seed(7).charges(3).build();
        java.util.List<Event> events = new java.util.ArrayList<>();
        Optional<TurnResult.Ended> end = new Autopilot().playOut(told, 1000, events::add);
        assertEquals(new Autopilot().playOut(plain, 1000), end);
        assertEquals(plain.board(), told.board());
        assertEquals(told.turn(), events.stream().filter(e -> e instanceof Event.PlayerMoved).count());
        assertTrue(events.get(events.size() - 1) instanceof Event.GameEnded, events.get(events.size() - 1).toString());
        // a listener that throws stops the play-out after a whole turn
        Game stopped = Game.builder(STATEMENT).seed(7).charges(3).build();
        int[] turns = {0};
        RuntimeException stop = assertThrows(RuntimeException.class, () -> new Autopilot().playOut(stopped, 1000, e -> {
            if (e instanceof Event.PlayerMoved && ++turns[0] == 3) {
                throw new RuntimeException("stop");
            }
        }));
        assertEquals("stop", stop.getMessage());
        assertEquals(3, stopped.turn());
        assertEquals(stopped.robotCount(), InterruptedTurnTest.robotsOnBoard(stopped));
    }

    @Test
    void playOutNamesACommandTheGameRefused() {
        Game game = Game.builder(GameParameters.of(30, 17, 0, 0)).seed(1).build(); // the player at (29, 8)
        Player outward = situation -> Command.RIGHT;
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> outward.playOut(game, 10));
        assertEquals("turn 1: the player chose R, which the game refused: R leaves the field: the player is in the"
                + " rightmost column", e.getMessage());
    }

    @Test
    void aBoardGivesTheGameItsSizePitsAndRobots() {
        Board board = Board.builder(Field.of(6, 5, new int[] {2, 2})).robot(0, 0).robot(5, 4).build();
        Game game = Game.builder(board).seed(3).build();
        assertEquals(GameParameters.of(6, 5, 2, 1), game.parameters());
        assertEquals(board, game.board());
        assertEquals(GameParameters.of(6, 5, 9, 1), Game.builder(board).robots(9).seed(3).build().parameters());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Game.builder(board).robots(-1));
        assertEquals("robots: -1 (expected: >= 0)", e.getMessage());
        Board onRobot = Board.builder(Field.of(6, 5)).robot(5, 2).build();
        assertThrows(IllegalArgumentException.class, () -> Game.builder(onRobot));
    }

    @Test
    void aSeedIsTheSeededRandomSource() {
        Game bySeed = Game.builder(STATEMENT).seed(42).build();
        Game bySource = Game.builder(STATEMENT).random(RandomSource.seeded(42)).build();
        assertEquals(bySource.board(), bySeed.board());
        for (int i = 0; i < 30 && !bySeed.isOver(); i++) {
            assertEquals(bySource.play(Command.WAIT), bySeed.play(Command.WAIT));
            assertEquals(bySource.board(), bySeed.board());
        }
    }

    @Test
    void commandsInCode() throws InvalidInputException {
        assertEquals(Command.parse("ULK"), Command.of("ULK"));
        assertEquals(Command.UP_LEFT.charged(), Command.of("kul"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Command.of("UD"));
        InvalidInputException parsed = assertThrows(InvalidInputException.class, () -> Command.parse("UD"));
        assertEquals(parsed.getMessage(), e.getMessage());
        assertEquals("U and D together: one vertical direction at most", e.getMessage());
        List<Command> constants = List.of(Command.UP_LEFT, Command.UP, Command.UP_RIGHT, Command.LEFT, Command.WAIT,
                Command.RIGHT, Command.DOWN_LEFT, Command.DOWN, Command.DOWN_RIGHT);
        assertEquals(Command.all().subList(0, 9), constants, "the 9 moves, in the order of Command.all()");
        assertEquals(List.of("UL", "U", "UR", "L", "W", "R", "DL", "D", "DR"),
                constants.stream().map(Command::text).toList());
        Command charged = Command.of("DRK");
        assertSame(charged, charged.charged(), "a charged command gives itself");
        assertEquals("K", Command.WAIT.charged().text());
    }

    @Test
    void aRefusalSaysItsKind() {
        Board board = Board.builder(Field.of(5, 3)).player(4, 0).build();
        Game game = Game.builder(board).seed(1).charges(0).build();
        assertEquals(TurnResult.Refused.Kind.LEAVES_FIELD, kind(game.play(Command.UP)));
        assertEquals(TurnResult.Refused.Kind.NO_CHARGES_LEFT, kind(game.play(Command.WAIT.charged())));
        assertEquals(0, game.turn());
        game.play(Command.DOWN_LEFT);
        for (int i = 0; i < 3; i++) {
            game.play(Command.LEFT);
        }
        assertEquals("WIN", game.outcome().orElseThrow().line());
        TurnResult after = game.play(Command.WAIT);
        assertEquals(TurnResult.Refused.Kind.GAME_OVER, kind(after));
        assertEquals("game is over: WIN", ((TurnResult.Refused) after).message());
    }

    private static TurnResult.Refused.Kind kind(TurnResult result) {
        return ((TurnResult.Refused) result).kind();
    }

    @Test
    void containsIsTheBoundsTest() {
        Board board = Board.builder(Field.of(5, 3)).build();
        assertTrue(board.contains(0, 0));
        assertTrue(board.contains(4, 2));
        assertFalse(board.contains(5, 0));
        assertFalse(board.contains(0, 3));
        assertFalse(board.contains(-1, 1));
        assertFalse(board.contains(Integer.MIN_VALUE, Integer.MAX_VALUE));
        assertFalse(board.field().contains(0, -1));
        assertTrue(Game.builder(board).seed(1).build().contains(2, 1));
    }

    /** forEachRobot agrees with hasRobot over every cell, in cell order, on a board and in both of a game's forms. */
    @Test
    void theRobotsAndPitsAreVisitedInCellOrder() {
        for (GameParameters p : List.of(STATEMENT, GameParameters.of(200, 200, 40, 400),
                GameParameters.of(200, 200, 4000, 400), GameParameters.of(97, 3, 60, 30))) {
            Game game = Game.builder(p).seed(11).build();
            for (int t = 0; t < 3 && !game.isOver(); t++) {
                Board board = game.board();
                List<String> expectedRobots = new ArrayList<>();
                List<String> expectedPits = new ArrayList<>();
                for (int y = 0; y < board.height(); y++) {
                    for (int x = 0; x < board.width(); x++) {
                        if (board.hasRobot(x, y)) {
                            expectedRobots.add(x + "," + y);
                        }
                        if (board.field().isPit(x, y)) {
                            expectedPits.add(x + "," + y);
                        }
                    }
                }
                assertEquals(expectedRobots, visit(board::forEachRobot), p + " board");
                assertEquals(expectedRobots, visit(game::forEachRobot), p + " game");
                assertEquals(expectedPits, visit(board.field()::forEachPit), p + " pits");
                game.play(Command.WAIT);
            }
        }
    }

    private static List<String> visit(java.util.function.Consumer<CellVisitor> walk) {
        List<String> cells = new ArrayList<>();
        walk.accept((x, y) -> cells.add(x + "," + y));
        return cells;
    }

    @Test
    void chargesAreANumberOrNoLimit() {
        assertEquals(OptionalInt.empty(), Game.builder(STATEMENT).seed(1).build().chargesLeft(), "the default");
        assertEquals(OptionalInt.of(3), Game.builder(STATEMENT).seed(1).charges(3).build().chargesLeft());
        assertEquals(OptionalInt.empty(), Game.builder(STATEMENT).seed(1).charges(3).unlimitedCharges().build()
                .chargesLeft());
        assertEquals(OptionalInt.of(2), Game.builder(STATEMENT).seed(1).charges(OptionalInt.of(2)).build()
                .chargesLeft(), "a count as an OptionalInt");
        assertEquals(OptionalInt.empty(), Game.builder(STATEMENT).seed(1).charges(3).charges(OptionalInt.empty())
                .build().chargesLeft(), "empty: no limit, as unlimitedCharges()");
    }

    @Test
    void aGameAndASnapshotDescribeThemselves() {
        Game game = Game.builder(STATEMENT).seed(42).charges(3).build();
        Game.Snapshot start = game.snapshot();
        game.play(Command.WAIT.charged());
        assertEquals("Game[30x17, turn 1, " + game.robotCount() + " robots (R 20), 40 pits, player (29, 8),"
                + " charges 2 of 3]", game.toString());
        assertEquals("Game.Snapshot[turn 0, 20 robots, player (29, 8)]", start.toString());
        assertEquals("Game[30x17, turn 0, 20 robots (R 20), 40 pits, player (29, 8), charges unlimited]",
                Game.builder(STATEMENT).seed(42).build().toString());
    }

    @Test
    void aSnapshotRestoresAsOftenAsWanted() {
        Game game = Game.builder(STATEMENT).seed(5).build();
        Game.Snapshot start = game.snapshot();
        Board first = null;
        for (int i = 0; i < 5; i++) {
            game.restore(start);
            for (int t = 0; t < 4 && !game.isOver(); t++) {
                game.play(Command.LEFT);
            }
            if (first == null) {
                first = game.board();
            }
            assertEquals(first, game.board(), "restore " + i);
        }
    }

    @Test
    void memoryNeededNamesItsNullArgument() {
        NullPointerException e = assertThrows(NullPointerException.class, () -> Game.memoryNeeded(null));
        assertEquals("parameters", e.getMessage());
    }
}
