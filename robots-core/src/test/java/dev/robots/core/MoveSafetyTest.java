package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.Kind;
import dev.robots.core.ReferenceModel.Move;
import dev.robots.core.ReferenceModel.Pos;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.ReferenceModel.Turn;
import dev.robots.core.Scenarios.Start;
import dev.robots.core.bot.MoveSafety;
import dev.robots.core.bot.MoveSafety.Verdict;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveSafety}, the one answer of the terminal game and the page to "what would this move
 * do?", held to {@link ReferenceModel}: on seeded random games, at every turn, the nine moves
 * charged and not are judged by the model's turn (refused, won, lost and how, or safe) and, for a
 * capture, the catchers are the model's steps that end on the player's cell. Trying a move changes
 * nothing: the game then plays on exactly as a game nobody asked.
 */
class MoveSafetyTest {

    @Test
    void everyVerdictIsTheReferenceModelsTurn() {
        SplittableRandom sizes = new SplittableRandom(61);
        Map<Kind, Integer> seen = new EnumMap<>(Kind.class);
        int catchers = 0;
        for (int i = 0; i < 300; i++) {
            long seed = 61_000L + i;
            SplittableRandom random = new SplittableRandom(seed);
            Start start = Scenarios.randomStart(random, 2 + sizes.nextInt(8), 1 + sizes.nextInt(7));
            Game game = start.game(RandomSource.seeded(seed), Resolver.sequential());
            Game untouched = start.game(RandomSource.seeded(seed), Resolver.sequential());
            State state = start.state();
            for (int t = 0; t < 40; t++) {
                for (boolean charged : new boolean[] {false, true}) {
                    List<Verdict> verdicts = MoveSafety.around(game, charged);
                    for (int dy = -1; dy <= 1; dy++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            Command c = new Command(dx, dy, charged);
                            String where = "seed " + seed + ", turn " + game.turn() + ", " + c + "\n"
                                    + TextFormat.render(game);
                            Verdict verdict = verdicts.get(MoveSafety.index(dx, dy));
                            assertEquals(verdict, MoveSafety.of(game, c), where + ": one move or nine");
                            Kind kind = game.isOver() ? Kind.REFUSED
                                    : ReferenceModel.turn(state, start.parameters().robots(), c, RandomSource.seeded(0))
                                            .kind();
                            assertEquals(kind, kindOf(verdict), where + ": " + verdict);
                            seen.merge(kind, 1, Integer::sum);
                            if (kind == Kind.LOST_BY_CAPTURE) {
                                Turn turn = ReferenceModel.turn(state, start.parameters().robots(), c,
                                        RandomSource.seeded(0));
                                assertEquals(catchers(turn), steps(((Verdict.Loses) verdict).catchers()), where);
                                catchers += ((Verdict.Loses) verdict).catchers().size();
                            }
                        }
                    }
                }
                if (game.isOver()) {
                    break;
                }
                Command next = Scenarios.command(random, state);
                TurnResult asked = game.play(next);
                assertEquals(untouched.play(next), asked, "seed " + seed + ": trying moves changed the game");
                assertEquals(TextFormat.render(untouched), TextFormat.render(game), "seed " + seed);
                state = ReferenceModel.of(game, TestCharges.left(game));
            }
        }
        for (Kind kind : Kind.values()) {
            assertTrue(seen.getOrDefault(kind, 0) > 200, "too few verdicts of each kind: " + seen);
        }
        assertTrue(catchers > 200, catchers + " catchers compared");
    }

    @Test
    void indexIsRowByRowAndRefusesAStepOfTwo() {
        assertEquals(0, MoveSafety.index(-1, -1));
        assertEquals(4, MoveSafety.index(0, 0));
        assertEquals(5, MoveSafety.index(1, 0));
        assertEquals(8, MoveSafety.index(1, 1));
        assertEquals("dx: 2 (expected: -1 to 1)",
                assertThrows(IllegalArgumentException.class, () -> MoveSafety.index(2, 0)).getMessage());
    }

    private static Kind kindOf(Verdict verdict) {
        if (verdict instanceof Verdict.Refused) {
            return Kind.REFUSED;
        }
        if (verdict instanceof Verdict.Safe safe) {
            return safe.wins() ? Kind.WON : Kind.CONTINUES;
        }
        return switch (((Verdict.Loses) verdict).reason()) {
            case HIT -> Kind.LOST_BY_HIT;
            case FALL -> Kind.LOST_BY_FALL;
            case CAPTURE -> Kind.LOST_BY_CAPTURE;
        };
    }

    /** The model's steps onto the player's cell, in the order of the cells the robots came from. */
    private static List<Move> catchers(Turn turn) {
        List<Move> onPlayer = new ArrayList<>();
        for (Move move : turn.robotMoves()) {
            if (move.to().equals(turn.after().player())) {
                onPlayer.add(move);
            }
        }
        onPlayer.sort((a, b) -> a.from().compareTo(b.from()));
        return onPlayer;
    }

    private static List<Move> steps(List<Event.RobotMoved> events) {
        List<Move> moves = new ArrayList<>();
        for (Event.RobotMoved step : events) {
            moves.add(new Move(new Pos(step.fromX(), step.fromY()), new Pos(step.toX(), step.toY())));
        }
        moves.sort((a, b) -> a.from().compareTo(b.from()));
        return moves;
    }
}
