package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.Kind;
import dev.robots.core.ReferenceModel.Pos;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.ReferenceModel.Turn;
import dev.robots.core.Scenarios.Events;
import dev.robots.core.Scenarios.Start;
import dev.robots.core.bot.Situation;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine against {@link ReferenceModel}, turn by turn, on thousands of seeded random starts and
 * command sequences: after every turn the result, the robots, the player, the charges left and the
 * events (as multisets per kind) must be equal. The reinforcement draws agree because both sides
 * get a {@link SplitMix64} with the same seed and draw the same way.
 *
 * <p>A failure names the seed; {@link #play(long, int, int, Resolver)} replays it.
 */
class DifferentialTest {
    static final int MAX_TURNS = 40;

    @Test
    void randomSmallFields() {
        SplittableRandom sizes = new SplittableRandom(20_240_601);
        Tally tally = new Tally();
        for (int i = 0; i < 3000; i++) {
            int width = 2 + sizes.nextInt(8);
            int height = 1 + sizes.nextInt(8);
            play(1_000_000L + i, width, height, Resolver.sequential(), tally);
        }
        // The comparison is only as good as what the games exercised: every kind of result and of
        // event must have come up many times.
        for (Kind kind : Kind.values()) {
            assertTrue(tally.kinds.getOrDefault(kind, 0) >= 50, "too few " + kind + ": " + tally);
        }
        assertTrue(tally.chargeKills >= 500 && tally.pitFalls >= 500 && tally.merges >= 500
                && tally.reinforcements >= 500 && tally.robotMoves >= 5000, "too few events: " + tally);
    }

    /** What a run of games exercised. */
    static final class Tally {
        final Map<Kind, Integer> kinds = new EnumMap<>(Kind.class);
        int chargeKills;
        int pitFalls;
        int merges;
        int reinforcements;
        int robotMoves;

        void add(Turn turn) {
            robotMoves += turn.robotMoves().size();
            kinds.merge(turn.kind(), 1, Integer::sum);
            chargeKills += turn.chargeKills().size();
            pitFalls += turn.pitFalls().size();
            merges += turn.merges().size();
            reinforcements += turn.reinforcement() == null ? 0 : 1;
        }

        @Override
        public String toString() {
            return kinds + ", charge kills " + chargeKills + ", pit falls " + pitFalls + ", merges " + merges
                    + ", reinforcements " + reinforcements + ", robot moves " + robotMoves;
        }
    }

    /** Tiny and degenerate shapes, each over many seeds (the seeds cover R=0, P=0 and full boards). */
    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"2, 1", "3, 1", "5, 1", "2, 2", "2, 3", "3, 2", "3, 3", "4, 4", "2, 5", "6, 2", "4, 7", "12, 9"})
    void degenerateFields(int width, int height) {
        for (int i = 0; i < 250; i++) {
            play(((long) width << 40) + ((long) height << 32) + i, width, height, Resolver.sequential());
        }
    }

    /** Full boards (R + P = W*H - 2) with unlimited and limited charges. */
    @Test
    void fullBoards() {
        int[][] shapes = {{2, 1}, {3, 1}, {2, 2}, {3, 2}, {3, 3}, {4, 3}, {5, 4}, {4, 6}};
        for (int[] shape : shapes) {
            int w = shape[0];
            int h = shape[1];
            for (int i = 0; i < 100; i++) {
                long seed = 7_000_000L + w * 1000L + h * 100L + i;
                SplittableRandom random = new SplittableRandom(seed);
                int pits = random.nextInt(Scenarios.pitRoom(w, h) + 1);
                GameParameters p = GameParameters.of(w, h, w * h - 2 - pits, pits);
                int charges = i % 2 == 0 ? TestCharges.UNLIMITED : i % 4;
                Board board = FieldGenerator.generate(p, RandomSource.seeded(seed));
                assertEquals(w * h - 2 - pits, board.robotCount(), "seed " + seed);
                playFrom(new Start(p, board, charges, "full"), seed, random, Resolver.sequential(), new Tally());
            }
        }
    }

    /** Plays one seeded random game on the engine and on the model, comparing every turn. */
    static void play(long seed, int width, int height, Resolver resolver) {
        play(seed, width, height, resolver, new Tally());
    }

    static void play(long seed, int width, int height, Resolver resolver, Tally tally) {
        SplittableRandom random = new SplittableRandom(seed);
        Start start = Scenarios.randomStart(random, width, height);
        playFrom(start, seed, random, resolver, tally);
    }

    static void playFrom(Start start, long seed, SplittableRandom random, Resolver resolver, Tally tally) {
        Game game = start.game(RandomSource.seeded(seed), resolver);
        RandomSource modelRandom = RandomSource.seeded(seed);
        State state = start.state();
        int target = start.parameters().robots();
        int played = 0;
        List<String> history = new ArrayList<>();
        for (int t = 0; t < MAX_TURNS; t++) {
            Command command = Scenarios.command(random, state);
            history.add(command.text());
            Supplier<String> where = () -> "seed " + seed + ", commands " + history + ", start " + start;
            checkLegality(state, game, where);
            assertEquals(ReferenceModel.legal(state, command), game.isLegal(command), where);
            List<Event> events = new ArrayList<>();
            TurnResult result = game.play(command, events::add);
            Turn expected = ReferenceModel.turn(state, target, command, modelRandom);
            compare(expected, result, Events.of(events), game, where);
            assertEquals(expected.after(), Scenarios.replay(state, events),
                    () -> where.get() + ": the turn drawn from its events alone " + events);
            tally.add(expected);
            if (expected.kind() != Kind.REFUSED) {
                played++;
            }
            assertEquals(played, game.turn(), () -> where.get() + ": turn count");
            state = expected.after();
            if (expected.kind() != Kind.REFUSED && expected.kind() != Kind.CONTINUES) {
                assertTrue(game.isOver(), where);
                assertEquals(List.of(), game.legalCommands(), () -> where.get() + ": the game is over");
                for (Command c : Command.all()) {
                    assertFalse(game.isLegal(c), () -> where.get() + ": " + c + " after the end");
                }
                return;
            }
        }
    }

    /**
     * The engine's legality (issue 46) against the model's, for every one of the 18 commands: the
     * game's {@code isLegal} and {@code legalCommands}, and those of the situation a player sees.
     */
    static void checkLegality(State state, Game game, Supplier<String> where) {
        List<Command> legal = new ArrayList<>();
        Situation situation = Situation.of(game);
        for (Command c : Command.all()) {
            boolean expected = ReferenceModel.legal(state, c);
            assertEquals(expected, game.isLegal(c), () -> where.get() + ": isLegal(" + c + ")");
            assertEquals(expected, situation.isLegal(c), () -> where.get() + ": the situation's isLegal(" + c + ")");
            if (expected) {
                legal.add(c);
            }
        }
        assertEquals(legal, game.legalCommands(), () -> where.get() + ": legalCommands()");
        assertEquals(legal, situation.legalCommands(), () -> where.get() + ": the situation's legalCommands()");
    }

    /** Asserts that the engine's turn is the model's turn. */
    static void compare(Turn expected, TurnResult result, Events events, Game game, Supplier<String> where) {
        assertEquals(expected.kind(), Scenarios.kind(result), () -> where.get() + ": result " + result);
        if (result instanceof TurnResult.Refused refused) {
            assertTrue(!refused.message().isBlank() && refused.message().indexOf('\n') < 0,
                    () -> where.get() + ": reason");
            assertTrue(events.all().isEmpty(), () -> where.get() + ": a refused command made events " + events.all());
        }
        if (result instanceof TurnResult.Ended ended) {
            assertEquals(game.turn(), ended.turn(), where);
        }
        State after = expected.after();
        State actual = ReferenceModel.of(game, TestCharges.left(game));
        assertEquals(after.robots(), actual.robots(), () -> where.get() + ": robots");
        assertEquals(after.robots().size(), game.robotCount(), () -> where.get() + ": robotCount()");
        assertEquals(after.player(), actual.player(), () -> where.get() + ": player");
        assertEquals(after.chargesLeft(), TestCharges.left(game), () -> where.get() + ": charges left");
        assertEquals(after.pits(), actual.pits(), () -> where.get() + ": pits");
        assertEquals(Scenarios.multiset(expected.chargeKills()), events.chargeKills(),
                () -> where.get() + ": charge kills");
        assertEquals(Scenarios.multiset(expected.pitFalls()), events.pitFalls(), () -> where.get() + ": pit falls");
        assertEquals(Scenarios.multiset(expected.merges()), events.merges(), () -> where.get() + ": merges");
        if (expected.reinforcement() == null) {
            assertTrue(events.reinforcements().isEmpty(),
                    () -> where.get() + ": unexpected reinforcement " + events.reinforcements());
        } else {
            assertEquals(List.of(expected.reinforcement()), events.reinforcements(),
                    () -> where.get() + ": reinforcement");
        }
        if (expected.kind() != Kind.REFUSED) {
            checkChargeAndMoveEvents(expected, events, where);
            checkRobotMovesAndEnd(expected, result, events, where);
        }
    }

    /**
     * Issue 46: every robot's step, as the model's list in the order of the cells they stood on, told
     * after the player's move and before any fall or merge; the end, once, as the turn's last event.
     */
    private static void checkRobotMovesAndEnd(Turn expected, TurnResult result, Events events,
            Supplier<String> where) {
        assertEquals(expected.robotMoves(), events.robotMoves(), () -> where.get() + ": robot moves");
        List<Event> all = events.all();
        int lastMove = -1;
        int playerMoved = -1;
        for (int i = 0; i < all.size(); i++) {
            Event e = all.get(i);
            if (e instanceof Event.RobotMoved) {
                lastMove = i;
            } else if (e instanceof Event.PlayerMoved) {
                playerMoved = i;
            }
        }
        for (int i = 0; i < all.size(); i++) {
            Event e = all.get(i);
            boolean stepOutcome = e instanceof Event.FellIntoPit || e instanceof Event.Merged;
            int at = i;
            assertTrue(!stepOutcome || at > lastMove, () -> where.get() + ": " + e + " before a RobotMoved " + all);
            assertTrue(!(e instanceof Event.RobotMoved) || at > playerMoved,
                    () -> where.get() + ": a RobotMoved before PlayerMoved " + all);
        }
        List<Event> ends = all.stream().filter(e -> e instanceof Event.GameEnded).toList();
        if (result instanceof TurnResult.Ended ended) {
            Pos player = expected.after().player();
            assertEquals(List.of(new Event.GameEnded(ended, player.x(), player.y())), ends, () -> where.get() + ": end");
            assertEquals(ends.get(0), all.get(all.size() - 1), () -> where.get() + ": the end is not last " + all);
        } else {
            assertEquals(List.of(), ends, () -> where.get() + ": an end event in a turn that goes on");
        }
    }

    private static void checkChargeAndMoveEvents(Turn expected, Events events, Supplier<String> where) {
        List<Event> all = events.all();
        int moved = 0;
        int fired = 0;
        for (Event e : all) {
            if (e instanceof Event.PlayerMoved m) {
                moved++;
                assertEquals(expected.after().player(), new Pos(m.toX(), m.toY()),
                        () -> where.get() + ": PlayerMoved " + m);
            } else if (e instanceof Event.ChargeFired f) {
                fired++;
                assertEquals(TestCharges.optional(expected.after().chargesLeft()), f.chargesLeft(), () -> where.get() + ": ChargeFired " + f);
            }
        }
        assertEquals(1, moved, () -> where.get() + ": PlayerMoved events in " + all);
        assertTrue(fired <= 1, () -> where.get() + ": ChargeFired events in " + all);
        if (fired == 0) {
            assertTrue(expected.chargeKills().isEmpty(), where);
        }
    }

    /** The model must not be trivially agreeable: a sanity check that it does reject a wrong engine. */
    @Test
    void comparisonDetectsADifference() {
        SplittableRandom random = new SplittableRandom(1);
        Start start = Scenarios.randomStart(random, 6, 5);
        Game game = start.game(RandomSource.seeded(1), Resolver.sequential());
        Turn wrong = new Turn(Kind.CONTINUES, start.state().withRobots(
                java.util.Set.of(new Pos(0, 0), new Pos(1, 0), new Pos(2, 0), new Pos(3, 0)),
                new Pos(0, 0), 99), List.of(), List.of(), List.of(), null, List.of());
        assertThrows(AssertionError.class,
                () -> compare(wrong, game.play(Command.WAIT), Events.of(List.of()), game, () -> "made-up turn"));
    }
}
