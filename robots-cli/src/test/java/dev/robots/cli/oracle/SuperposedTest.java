package dev.robots.cli.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.SplitMix64;
import dev.robots.core.TurnResult;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Superposed} holds every game the corners can make: along seeded random lines played on real
 * games (whose corners are one of the adversary's choices), the real robots stay within the cells a
 * robot may stand on, the certain cells always hold a robot, a real loss is a loss there too, and a
 * win there is a real win.
 */
class SuperposedTest {

    @Test
    void everyRealGameStaysWithinThePositionOfAllGames() {
        SplitMix64 random = new SplitMix64(355);
        List<Command> commands = Command.all();
        int turns = 0;
        int withGroups = 0;
        for (GameParameters size : new GameParameters[] {GameParameters.of(6, 4, 6, 1), GameParameters.of(8, 5, 5, 3),
            GameParameters.of(30, 17, 20, 40), GameParameters.of(15, 9, 8, 11)}) {
            for (int g = 0; g < 400; g++) {
                Game game = Game.builder(size).random(new SplitMix64(random.nextLong())).charges(3).build();
                Superposed position = Superposed.of(game);
                while (!game.isOver()) {
                    // a random command, tried again a few times while it may lose: lines live to meet reinforcements
                    Command c = commands.get(random.nextInt(commands.size()));
                    Superposed.Outcome outcome = position.play(c, game.field(), size.robots());
                    for (int retry = 0; retry < 8 && outcome instanceof Superposed.Lost; retry++) {
                        c = commands.get(random.nextInt(commands.size()));
                        outcome = position.play(c, game.field(), size.robots());
                    }
                    TurnResult result = game.play(c);
                    String where = size + ", game " + g + ", turn " + game.turn() + ", " + c;
                    if (result instanceof TurnResult.Refused || result instanceof TurnResult.Lost) {
                        assertTrue(outcome instanceof Superposed.Lost, "lost in one game, so in some: " + where);
                        break;
                    }
                    if (outcome instanceof Superposed.Won) {
                        assertTrue(result instanceof TurnResult.Won, "won in every game, so in this one: " + where);
                        break;
                    }
                    if (!(outcome instanceof Superposed.Next next)) {
                        break; // lost in some game: this one may go on, but the line is given up
                    }
                    assertFalse(result instanceof TurnResult.Won, where);
                    position = next.position();
                    turns++;
                    withGroups += position.groups.length > 0 ? 1 : 0;
                    BitSet real = Superposed.of(game).certain;
                    BitSet outside = (BitSet) real.clone();
                    outside.andNot(position.possible());
                    assertTrue(outside.isEmpty(), "every real robot where one may stand: " + where);
                    BitSet unheld = (BitSet) position.certain.clone();
                    unheld.andNot(real);
                    assertTrue(unheld.isEmpty(), "every certain cell holds a real robot: " + where);
                    assertEquals(game.turn(), position.turn, where);
                }
            }
        }
        assertTrue(turns > 2000 && withGroups > 200, turns + " turns, " + withGroups + " with reinforcements unknown");
    }
}
