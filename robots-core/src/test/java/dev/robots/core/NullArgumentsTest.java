package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every public entry point refuses a null argument with a NullPointerException whose message is
 * the argument's name. Before, most failed somewhere inside with the JVM's own message (a local
 * variable's slot for Field.of), and FieldGenerator.generate took a null random source without a
 * word whenever it drew nothing (no robots, no pits).
 */
class NullArgumentsTest {

    @Test
    void nullsAreRefusedByName() {
        GameParameters p = GameParameters.of(5, 3, 0, 0);
        Field field = Field.of(5, 3);
        Board board = Board.builder(field).build();
        Game game = Game.builder(p).random(RandomSource.seeded(1)).build();
        // a list, not a Map.of: the first failure reported is the same on every run
        List<Map.Entry<String, List<Executable>>> calls = List.of(
                Map.entry("line", List.of(() -> Command.parse(null))),
                Map.entry("text", List.of(() -> TextFormat.parse(null))),
                Map.entry("board", List.of(() -> TextFormat.render(null),
                        () -> TextFormat.render(null, new StringBuilder()),
                        () -> new Situation(null, p, java.util.OptionalInt.of(0), 0))),
                Map.entry("out", List.of(() -> TextFormat.render(board, null))),
                Map.entry("field", List.of(() -> TextFormat.renderedLength(null), () -> Board.builder(null))),
                Map.entry("params", List.of(() -> FieldGenerator.generate(null, RandomSource.seeded(1)))),
                Map.entry("random",
                        List.of(() -> FieldGenerator.generate(p, null), () -> Game.builder(p).random(null))),
                Map.entry("pitCells", List.of(() -> Field.of(5, 3, (int[][]) null))),
                Map.entry("pitCells[1]", List.of(() -> Field.of(5, 3, new int[] {1, 1}, null))),
                Map.entry("values", List.of(() -> ScriptedRandom.of((int[]) null))),
                Map.entry("message", List.of(() -> new TurnResult.Refused(TurnResult.Refused.Kind.GAME_OVER, null))),
                Map.entry("reason", List.of(() -> new TurnResult.Lost(null, 1))),
                Map.entry("kind", List.of(() -> new TurnResult.Refused(null, "why"))),
                Map.entry("chargesLeft", List.of(() -> new Situation(board, p, null, 0))),
                Map.entry("parameters", List.of(() -> new Situation(board, null, java.util.OptionalInt.of(0), 0))),
                Map.entry("visitor", List.of(() -> board.forEachRobot(null), () -> game.forEachRobot(null),
                        () -> board.field().forEachPit(null))),
                Map.entry("text", List.of(() -> Command.of(null))),
                Map.entry("situation", List.of(() -> new Autopilot().choose(null))),
                Map.entry("game", List.of(() -> Situation.of(null))),
                Map.entry("start", List.of(() -> Game.builder(p).start(null), () -> Game.builder((Board) null))),
                Map.entry("parameters", List.of(() -> Game.builder((GameParameters) null), () -> Game.memoryNeeded(null))),
                Map.entry("resolver", List.of(() -> Game.builder(p).resolver(null))),
                Map.entry("charges", List.of(() -> Game.builder(p).charges((OptionalInt) null))),
                Map.entry("command", List.of(() -> game.play(null), () -> game.play(null, e -> { }))),
                Map.entry("snapshot", List.of(() -> game.restore(null))));
        for (Map.Entry<String, List<Executable>> e : calls) {
            for (int i = 0; i < e.getValue().size(); i++) {
                NullPointerException npe = assertThrows(NullPointerException.class, e.getValue().get(i),
                        e.getKey() + " #" + i);
                assertEquals(e.getKey(), npe.getMessage(), e.getKey() + " #" + i);
            }
        }
    }
}
