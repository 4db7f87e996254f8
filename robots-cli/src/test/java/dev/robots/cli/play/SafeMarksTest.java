package dev.robots.cli.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.cli.terminal.Frame;
import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.Variant;
import dev.robots.core.bot.MoveSafety;
import dev.robots.record.GameRecord;
import java.io.IOException;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The safe-cell marks are drawn above every other highlight: the cells marked safe are exactly the
 * steps the panel's {@code Safe:} list names, also where the turn before left a highlight there (a
 * robot destroyed by a charge, a robot that arrived). Before, a charge's highlight hid the mark of
 * a safe cell, so the board and the panel disagreed exactly when the player was cornered.
 */
class SafeMarksTest {

    @Test
    void theMarkedCellsAreThePanelsSafeStepsAfterEveryTurn() throws IOException {
        GameParameters parameters = GameParameters.of(12, 7, 10, 4);
        int turns = 0;
        int overHighlights = 0;
        for (long seed = 1; seed <= 500; seed++) {
            SplittableRandom moves = new SplittableRandom(seed);
            PlayedGame played = new PlayedGame(new GameSession.Settings(seed,
                    Variant.single(parameters, OptionalInt.of(3)), 1, true, ""), new PlayRecord(GameRecord.none()),
                    ScoreKeeper.inMemory());
            played.start(seed, null);
            while (!played.game().isOver() && played.game().turn() < 40) {
                Game game = played.game();
                Map<Integer, Frame.Mark> before = played.marks();
                Frame frame = SessionView.frame(played, false, true);
                TreeSet<Integer> marked = new TreeSet<>();
                frame.marks().forEach((cell, mark) -> {
                    if (mark == Frame.Mark.SAFE) {
                        marked.add(cell);
                    }
                });
                TreeSet<Integer> safe = new TreeSet<>();
                var verdicts = MoveSafety.around(game, false);
                int width = game.field().width();
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        if ((dx != 0 || dy != 0)
                                && verdicts.get(MoveSafety.index(dx, dy)) instanceof MoveSafety.Verdict.Safe) {
                            int cell = (game.playerY() + dy) * width + game.playerX() + dx;
                            safe.add(cell);
                            if (before.containsKey(cell)) {
                                overHighlights++;
                            }
                        }
                    }
                }
                assertEquals(safe, marked, "seed " + seed + ", turn " + game.turn());
                turns++;
                // A careful player: a random safe step, a charge first a third of the time.
                boolean charge = moves.nextInt(3) == 0;
                var choices = MoveSafety.around(game, charge);
                Command next = Command.WAIT;
                for (int tries = 0; tries < 20; tries++) {
                    int dx = moves.nextInt(3) - 1;
                    int dy = moves.nextInt(3) - 1;
                    if (choices.get(MoveSafety.index(dx, dy)) instanceof MoveSafety.Verdict.Safe) {
                        next = new Command(dx, dy, charge);
                        break;
                    }
                }
                played.play(next, false);
            }
        }
        assertTrue(turns > 1000, turns + " turns");
        assertTrue(overHighlights >= 20, overHighlights + " safe cells under a highlight of the turn before");
    }
}
