package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.RandomSource;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The nine verdicts (one snapshot for the nine tries), a losing move's end line and reason, and
 * whether any step is safe, against each move
 * played on a copy of the game made from the same seed and moves: the same verdict, the same line,
 * and the game itself unchanged by the tries, its random source included (the next turn is the same).
 */
class MoveVerdictsTest {
    @Test
    void theVerdictsAndTheLossLinesAreWhatEachMoveDoes() {
        Set<String> lines = new TreeSet<>();
        for (GameParameters size : List.of(Link.STATEMENT, GameParameters.of(12, 9, 30, 10))) {
            for (long seed : Seeds.SEEDS) {
                List<String> commands = Seeds.commands(seed, 30);
                Game game = start(size, seed);
                for (int turn = 0; turn < commands.size() && !game.isOver(); turn++) {
                    for (boolean charged : new boolean[] {false, true}) {
                        String before = TextFormat.render(game);
                        MoveVerdicts verdicts = MoveVerdicts.of(game, charged);
                        boolean anySafe = false;
                        for (int i = 0; i < 9; i++) {
                            Command move = new Command(i % 3 - 1, i / 3 - 1, charged);
                            TurnResult played = playedOnACopy(size, seed, commands.subList(0, turn), move);
                            String where = "seed " + seed + ", " + size + ", turn " + turn + ", " + move;
                            String expected = played instanceof TurnResult.Refused ? "refused"
                                    : played instanceof TurnResult.Won ? "wins"
                                    : played instanceof TurnResult.Lost ? "loses" : "safe";
                            MoveVerdicts.Move verdict = verdicts.at(move.dx(), move.dy());
                            assertEquals(expected, verdict.getKind(), where);
                            String line = played instanceof TurnResult.Lost lost ? lost.line() : "";
                            assertEquals(line, verdict.getLine(), where);
                            assertEquals(line.isEmpty() ? "" : line.substring("LOST BY ".length()).toLowerCase(
                                    java.util.Locale.ROOT), verdict.getReason(), where);
                            anySafe |= i != 4 && (expected.equals("safe") || expected.equals("wins"));
                            lines.add(line);
                        }
                        assertEquals(anySafe, verdicts.isAnySafeStep(), "any safe step: " + size + ", " + seed);
                        assertEquals(before, TextFormat.render(game), "the tries leave the game as it was");
                    }
                    game.play(Command.of(commands.get(turn)));
                    Game again = start(size, seed);
                    commands.subList(0, turn + 1).forEach(c -> again.play(Command.of(c)));
                    assertEquals(TextFormat.render(again), TextFormat.render(game), "the random source after tries");
                }
            }
        }
        assertEquals(Set.of("", "LOST BY HIT", "LOST BY FALL", "LOST BY CAPTURE"), lines, "pick other seeds");
    }

    private static Game start(GameParameters size, long seed) {
        return Game.builder(size).random(RandomSource.seeded(seed)).charges(Session.CHARGES).build();
    }

    private static TurnResult playedOnACopy(GameParameters size, long seed, List<String> commands, Command move) {
        Game copy = start(size, seed);
        commands.forEach(c -> copy.play(Command.of(c)));
        return copy.play(move);
    }
}
