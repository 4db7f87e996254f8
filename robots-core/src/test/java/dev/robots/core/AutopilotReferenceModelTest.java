package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.Kind;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.ReferenceModel.Turn;
import dev.robots.core.Scenarios.Start;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Situation;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The autopilot never sends a command the rules refuse, judged by the reference model (which shares
 * no code with the engine or the autopilot) over many seeded games from the differential tests'
 * random starts, on the engine and the model side by side.
 */
class AutopilotReferenceModelTest {

    @Test
    void everyCommandOfTheAutopilotIsAcceptedByTheReferenceModel() {
        int turns = 0;
        for (long seed = 0; seed < 300; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int width = 2 + random.nextInt(20);
            int height = 1 + random.nextInt(12);
            Start start = Scenarios.randomStart(random, width, height);
            Game game = start.game(RandomSource.seeded(seed), Resolver.sequential());
            RandomSource modelRandom = RandomSource.seeded(seed);
            State state = start.state();
            int target = start.parameters().robots();
            Autopilot autopilot = new Autopilot();
            List<String> history = new ArrayList<>();
            while (!game.isOver() && game.turn() < 200) {
                Command command = autopilot.choose(Situation.of(game));
                history.add(command.text());
                String where = "seed " + seed + ", commands " + history + ", start " + start;
                Turn turn = ReferenceModel.turn(state, target, command, modelRandom);
                assertNotEquals(Kind.REFUSED, turn.kind(), where);
                TurnResult result = game.play(command);
                assertEquals(turn.kind(), Scenarios.kind(result), where);
                state = turn.after();
                assertEquals(state.robots(), ReferenceModel.of(game, TestCharges.left(game)).robots(), where);
                turns++;
            }
        }
        assertTrue(turns > 3000, "turns played: " + turns);
    }
}
