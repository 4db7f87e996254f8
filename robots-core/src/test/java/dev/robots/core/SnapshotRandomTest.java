package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.robots.core.ReferenceModel.Kind;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.ReferenceModel.Turn;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A snapshot saves a {@link RandomSource.Restorable} source too: after a restore, the same commands
 * give the same reinforcements (an exact undo), and those are the reference model's.
 */
class SnapshotRandomTest {

    @Test
    void undoThenTheSameCommandsReplayTheSameGameAsTheReference() {
        int reinforced = 0;
        for (long seed = 1; seed <= 800; seed++) {
            SplittableRandom moves = new SplittableRandom(seed);
            int width = 4 + moves.nextInt(20);
            int height = 3 + moves.nextInt(10);
            GameParameters parameters = GameParameters.of(width, height, 1 + moves.nextInt(4), moves.nextInt(3));
            SplitMix64 random = new SplitMix64(seed);
            Game game = Game.builder(parameters).random(random).build();
            for (int t = 0; t < moves.nextInt(4) && !game.isOver(); t++) {
                game.play(legal(game, moves));
            }
            if (game.isOver()) {
                continue;
            }
            Game.Snapshot saved = game.snapshot();
            State savedState = ReferenceModel.of(game, TestCharges.left(game));
            long savedRandom = random.state();
            List<Command> commands = new ArrayList<>();
            List<Board> first = new ArrayList<>();
            while (commands.size() < 8 && !game.isOver()) {
                Command command = legal(game, moves);
                commands.add(command);
                game.play(command);
                first.add(game.board());
            }
            game.restore(saved);
            assertEquals(savedRandom, random.state(), "seed " + seed + ": the random source is restored");
            // The model, from the saved moment and a generator in the saved state, plays the same turns.
            State state = savedState;
            RandomSource modelRandom = new SplitMix64(savedRandom);
            for (int i = 0; i < commands.size(); i++) {
                String where = "seed " + seed + ", commands " + commands.subList(0, i + 1);
                game.play(commands.get(i));
                assertEquals(first.get(i), game.board(), where + ": redo differs from the first play");
                Turn expected = ReferenceModel.turn(state, parameters.robots(), commands.get(i), modelRandom);
                if (expected.reinforcement() != null) {
                    reinforced++;
                }
                if (expected.kind() == Kind.CONTINUES) {
                    assertEquals(expected.after().robots(), ReferenceModel.of(game, 0).robots(), where);
                }
                state = expected.after();
            }
        }
        assertEquals(true, reinforced > 150, "reinforcements replayed: " + reinforced);
    }

    @Test
    void anotherSourceIsNotSavedButTheGameIs() {
        // Not Restorable: a lambda over a counter (each draw a different answer, as the generator needs).
        int[] draws = {0};
        RandomSource plain = bound -> draws[0]++ % bound;
        Game game = Game.builder(GameParameters.of(6, 3, 2, 0)).random(plain).build();
        Game.Snapshot saved = game.snapshot();
        Board before = game.board();
        int drawn = draws[0];
        game.play(Command.WAIT);
        game.restore(saved);
        assertEquals(before, game.board());
        assertEquals(true, draws[0] >= drawn, "the plain source is not rewound: " + draws[0]);
    }

    @Test
    void scriptedRandomRestoresItsPosition() {
        ScriptedRandom script = ScriptedRandom.of(1, 2, 0);
        script.nextInt(3);
        long state = script.state();
        assertEquals(2, script.nextInt(3));
        script.restoreState(state);
        assertEquals(2, script.nextInt(3));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> script.restoreState(4));
        assertEquals("state: 4 (expected: 0 to 3)", e.getMessage());
    }

    private static Command legal(Game game, SplittableRandom moves) {
        while (true) {
            Command command = new Command(moves.nextInt(3) - 1, moves.nextInt(3) - 1, moves.nextInt(3) == 0);
            int x = game.playerX() + command.dx();
            int y = game.playerY() + command.dy();
            boolean inside = x >= 0 && y >= 0 && x < game.field().width() && y < game.field().height();
            if (inside && (!command.charge() || TestCharges.left(game) != 0)) {
                return command;
            }
        }
    }
}
