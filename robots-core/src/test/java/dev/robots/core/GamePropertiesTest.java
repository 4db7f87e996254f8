package dev.robots.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.ReferenceModel.Pos;
import dev.robots.core.ReferenceModel.State;
import dev.robots.core.Scenarios.Start;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Invariants of the rules, each checked after every turn of many seeded random games on small
 * fields (2..10 x 1..10). The games are played once and every turn recorded (what the engine
 * showed right after it); each property then runs over all of them. Positions are read through
 * the public API only; the seed is in every message, and {@link #play(long)} replays a game.
 */
class GamePropertiesTest {
    private static final int GAMES = 2500;
    private static final int MAX_TURNS = 40;

    /**
     * One played turn: what was seen before it, the command, and what the engine showed right
     * after it (its robot count, its board copy, turn counter, charges, whether it is over).
     */
    record Step(long seed, Start start, int initialRobots, State before, int turnBefore, Command command,
            TurnResult result, List<Event> events, State after, Snapshot game) {

        String where() {
            return "seed " + seed + ", turn " + (turnBefore + 1) + ", command " + command + ", result " + result
                    + "\nbefore:\n" + ReferenceModel.render(before) + "after:\n" + ReferenceModel.render(after)
                    + "start: " + start;
        }

        boolean played() {
            return !(result instanceof TurnResult.Refused);
        }

        Set<Pos> chargeKills() {
            Set<Pos> killed = new TreeSet<>();
            for (Event e : events) {
                if (e instanceof Event.ChargeKilled k) {
                    killed.add(new Pos(k.x(), k.y()));
                }
            }
            return killed;
        }

        List<Pos> reinforcements() {
            List<Pos> corners = new ArrayList<>();
            for (Event e : events) {
                if (e instanceof Event.Reinforced r) {
                    corners.add(new Pos(r.x(), r.y()));
                }
            }
            return corners;
        }
    }

    /** The engine's own answers right after a turn. */
    record Snapshot(int robotCount, Board board, Field field, int turn, java.util.OptionalInt chargesLeft,
            boolean isOver) {
        static Snapshot of(Game g) {
            return new Snapshot(g.robotCount(), g.board(), g.field(), g.turn(), g.chargesLeft(), g.isOver());
        }
    }

    private static final long FIRST_SEED = 100_000;
    private static List<Step> steps;

    /** Every turn of {@link #GAMES} seeded games, played once for all the properties. */
    static synchronized List<Step> steps() {
        if (steps == null) {
            List<Step> all = new ArrayList<>();
            for (long seed = FIRST_SEED; seed < FIRST_SEED + GAMES; seed++) {
                all.addAll(play(seed));
            }
            steps = List.copyOf(all);
        }
        return steps;
    }

    /** Plays the game of one seed, recording every turn. */
    static List<Step> play(long seed) {
        List<Step> turns = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        Start start = Scenarios.randomStart(random, 2 + random.nextInt(9), 1 + random.nextInt(10));
        Game game = start.game(RandomSource.seeded(seed), Resolver.sequential());
        State state = ReferenceModel.of(game, TestCharges.left(game));
        int initialRobots = game.robotCount();
        for (int t = 0; t < MAX_TURNS && !game.isOver(); t++) {
            Command command = Scenarios.command(random, state);
            int turnBefore = game.turn();
            List<Event> events = new ArrayList<>();
            TurnResult result = game.play(command, events::add);
            State after = ReferenceModel.of(game, TestCharges.left(game));
            turns.add(new Step(seed, start, initialRobots, state, turnBefore, command, result, List.copyOf(events),
                    after, Snapshot.of(game)));
            state = after;
        }
        if (game.isOver()) {
            TurnResult after = game.play(Command.WAIT);
            assertEquals(TurnResult.Refused.Kind.GAME_OVER,
                    after instanceof TurnResult.Refused refused ? refused.kind() : null, () -> "seed " + seed);
        }
        return turns;
    }

    /**
     * Runs {@code check} on every step, then holds the steps it was run on to minimums of what the
     * properties are about (played turns, falls, merges, charge kills, reinforcements, captures,
     * hits, falls of the player and wins), so that no property passes on trivial games: each is
     * about half of what the seeds give (11,466 played turns, 5,486 falls, 3,722 merges, 2,238 charge
     * kills, 2,445 reinforcements, 1,037 captures, 123 hits, 884 falls of the player, 315 wins; a
     * failure prints them).
     */
    static void forEachStep(Consumer<Step> check) {
        Map<String, Integer> seen = new TreeMap<>();
        for (Step step : steps()) {
            check.accept(step);
            count(seen, "played", step.played());
            for (Event e : step.events()) {
                seen.merge(e.getClass().getSimpleName(), 1, Integer::sum);
            }
            if (step.result() instanceof TurnResult.Ended ended) {
                seen.merge(ended.line(), 1, Integer::sum);
            }
        }
        for (Map.Entry<String, Integer> minimum : MINIMUMS.entrySet()) {
            assertTrue(seen.getOrDefault(minimum.getKey(), 0) >= minimum.getValue(),
                    () -> "the steps checked met too few of " + minimum.getKey() + ": " + seen);
        }
    }

    private static void count(Map<String, Integer> seen, String what, boolean yes) {
        if (yes) {
            seen.merge(what, 1, Integer::sum);
        }
    }

    /** At least this many of each in the steps every property checks. */
    private static final Map<String, Integer> MINIMUMS = Map.of("played", 5_000, "FellIntoPit", 2_500,
            "Merged", 1_800, "ChargeKilled", 1_100, "Reinforced", 1_200, "LOST BY CAPTURE", 500, "LOST BY HIT", 60,
            "LOST BY FALL", 400, "WIN", 150);

    @Test
    void noRobotEverStandsOnAPit() {
        forEachStep(step -> {
            for (Pos r : step.after().robots()) {
                assertFalse(step.after().pits().contains(r), () -> "robot on the pit " + r + ", " + step.where());
            }
        });
    }

    /**
     * At most one robot per cell: the engine's count is the number of occupied cells, so no two
     * robots hide on one cell; and the count follows from the events (robots before, minus those
     * the charge killed, fallen and merged, plus a reinforcement).
     */
    @Test
    void atMostOneRobotPerCellAndEveryRobotAccountedFor() {
        forEachStep(step -> {
            assertEquals(step.after().robots().size(), step.game().robotCount(), step::where);
            assertEquals(step.game().robotCount(), step.game().board().robotCount(), step::where);
            if (step.result() instanceof TurnResult.Continues || isLoss(step.result(), LossReason.CAPTURE)) {
                int lost = 0;
                int added = 0;
                for (Event e : step.events()) {
                    if (e instanceof Event.ChargeKilled || e instanceof Event.FellIntoPit
                            || e instanceof Event.Merged) {
                        lost++;
                    } else if (e instanceof Event.Reinforced) {
                        added++;
                    }
                }
                assertEquals(step.before().robots().size() - lost + added, step.after().robots().size(), step::where);
            }
        });
    }

    @Test
    void robotCountNeverExceedsTheTargetOrTheStart() {
        forEachStep(step -> {
            int limit = Math.max(step.start().parameters().robots(), step.initialRobots());
            assertTrue(step.game().robotCount() <= limit, () -> "more than " + limit + " robots, " + step.where());
        });
    }

    @Test
    void pitsNeverChange() {
        forEachStep(step -> {
            assertEquals(step.start().board().field(), step.game().field(), step::where);
            assertEquals(step.before().pits(), step.after().pits(), step::where);
            assertEquals(step.start().parameters().pits(), step.game().field().pitCount(), step::where);
        });
    }

    /**
     * Every robot after a turn is the sign move (toward the player's new cell) of a robot that was
     * there before and survived the charge, except at most one: the reinforcement, on its corner.
     * When the game ended before the robots moved (hit, fall, win), they did not move.
     */
    @Test
    void everySurvivorIsTheSignMoveOfARobotOfThePreviousTurn() {
        forEachStep(step -> {
            if (!step.played()) {
                return;
            }
            Set<Pos> survivors = new TreeSet<>(step.before().robots());
            survivors.removeAll(step.chargeKills());
            Pos player = step.after().player();
            if (step.result() instanceof TurnResult.Won || isLoss(step.result(), LossReason.HIT)
                    || isLoss(step.result(), LossReason.FALL)) {
                assertEquals(survivors, step.after().robots(),
                        () -> "robots moved although the game ended, " + step.where());
                return;
            }
            Set<Pos> targets = new HashSet<>();
            for (Pos r : survivors) {
                targets.add(ReferenceModel.signMove(r, player));
            }
            List<Pos> newcomers = new ArrayList<>();
            for (Pos r : step.after().robots()) {
                if (!targets.contains(r)) {
                    newcomers.add(r);
                }
            }
            assertEquals(step.reinforcements(), newcomers, () -> "robots from nowhere, " + step.where());
        });
    }

    /**
     * A reinforcement arrives only on a corner that was free after the robots moved (no robot
     * arrived there, no pit, not the player, not the exit), only while fewer than R robots remain;
     * and one does arrive whenever such a corner exists and fewer than R robots remain.
     */
    @Test
    void reinforcementsOnlyOnAFreeCorner() {
        forEachStep(step -> {
            if (!(step.result() instanceof TurnResult.Continues)) {
                assertTrue(step.reinforcements().isEmpty(), step::where);
                return;
            }
            State after = step.after();
            Set<Pos> moved = new TreeSet<>(after.robots());
            step.reinforcements().forEach(moved::remove);
            List<Pos> free = new ArrayList<>();
            for (Pos corner : ReferenceModel.corners(after.width(), after.height())) {
                if (!moved.contains(corner) && !after.pits().contains(corner) && !corner.equals(after.player())
                        && !corner.equals(after.exit())) {
                    free.add(corner);
                }
            }
            boolean due = moved.size() < step.start().parameters().robots() && !free.isEmpty();
            assertEquals(due ? 1 : 0, step.reinforcements().size(), step::where);
            for (Pos corner : step.reinforcements()) {
                assertTrue(free.contains(corner),
                        () -> "reinforcement on " + corner + ", free: " + free + ", " + step.where());
            }
        });
    }

    /**
     * Events come in the order of the turn's steps: the charge (fired, then its kills), the
     * player's move, the robots' steps, their falls and merges, the reinforcement, and the end
     * last; a played turn has exactly one
     * PlayerMoved, a charge exactly one ChargeFired, and a refused command none at all.
     */
    @Test
    void eventsComeInTheOrderOfTheTurn() {
        forEachStep(step -> {
            int phase = 0;
            int moves = 0;
            int fired = 0;
            for (Event e : step.events()) {
                int p = e instanceof Event.ChargeFired ? 0
                        : e instanceof Event.ChargeKilled ? 1
                        : e instanceof Event.PlayerMoved ? 2
                        : e instanceof Event.RobotMoved ? 3
                        : e instanceof Event.FellIntoPit || e instanceof Event.Merged ? 4
                        : e instanceof Event.Reinforced ? 5
                        : 6;
                assertTrue(p >= phase, () -> "out of order: " + step.events() + ", " + step.where());
                phase = p;
                moves += p == 2 ? 1 : 0;
                fired += p == 0 ? 1 : 0;
            }
            assertEquals(step.played() ? 1 : 0, moves, step::where);
            assertEquals(step.played() && step.command().charge() ? 1 : 0, fired, step::where);
        });
    }

    @Test
    void refusedCommandsLeaveTheStateIdentical() {
        int[] refused = {0};
        forEachStep(step -> {
            if (step.played()) {
                return;
            }
            refused[0]++;
            assertEquals(step.before(), step.after(), step::where);
            assertEquals(step.turnBefore(), step.game().turn(), step::where);
            assertEquals(TestCharges.optional(step.before().chargesLeft()), step.game().chargesLeft(), step::where);
            assertFalse(step.game().isOver(), step::where);
            assertTrue(step.events().isEmpty(), step::where);
            // and the engine's own copy of the position agrees with what was seen before
            assertEquals(ReferenceModel.toBoard(step.before()), step.game().board(), step::where);
        });
        assertTrue(refused[0] > 1000, "too few refusals to say anything: " + refused[0]);
    }

    /** The same seed, parameters and commands give the same game: boards, results and events. */
    @Test
    void sameSeedAndCommandsGiveTheSameGame() {
        for (long seed = 0; seed < 500; seed++) {
            SplittableRandom sizes = new SplittableRandom(seed);
            int width = 2 + sizes.nextInt(12);
            int height = 1 + sizes.nextInt(12);
            int pits = Scenarios.count(sizes, Scenarios.pitRoom(width, height));
            int robots = Scenarios.count(sizes, width * height - 2 - pits);
            GameParameters parameters = GameParameters.of(width, height, robots, pits);
            Game first = Game.builder(parameters).random(RandomSource.seeded(seed)).build();
            Game second = Game.builder(parameters).random(RandomSource.seeded(seed)).build();
            long s = seed;
            assertEquals(first.board(), second.board(), () -> "seed " + s);
            SplittableRandom commands = new SplittableRandom(~seed);
            for (int t = 0; t < MAX_TURNS && !first.isOver(); t++) {
                Command c = Scenarios.command(commands);
                List<Event> firstEvents = new ArrayList<>();
                List<Event> secondEvents = new ArrayList<>();
                assertEquals(first.play(c, firstEvents::add), second.play(c, secondEvents::add), () -> "seed " + s);
                assertEquals(firstEvents, secondEvents, () -> "seed " + s);
                assertEquals(first.board(), second.board(), () -> "seed " + s);
                assertEquals(TextFormat.render(first), TextFormat.render(second), () -> "seed " + s);
            }
        }
    }

    /** Different seeds give different games on all but a few boards with room to differ. */
    @Test
    void differentSeedsGiveDifferentStarts() {
        GameParameters parameters = GameParameters.of(10, 8, 10, 10);
        int same = 0;
        for (long seed = 0; seed < 300; seed++) {
            Board a = Game.builder(parameters).random(RandomSource.seeded(seed)).build().board();
            Board b = Game.builder(parameters).random(RandomSource.seeded(seed + 1)).build().board();
            if (a.equals(b)) {
                same++;
            }
        }
        // Two uniform starts coincide with probability 1 / (C(74, 10) * C(68, 10)): never, in effect.
        assertEquals(0, same, "equal starts from different seeds");
        // ...and the reinforcement draws follow the seed too: the same start and commands, two seeds.
        int differentGames = 0;
        for (long seed = 0; seed < 200; seed++) {
            // 9 x 9, no robots, R = 8: a reinforcement on each of the first 3 turns, none able to
            // reach the player (4 rows away from every corner) yet.
            Board start = ReferenceModel.toBoard(new State(9, 9, Set.of(), Set.of(), new Pos(8, 4), -1));
            GameParameters p = GameParameters.of(9, 9, 8, 0);
            Game a = Game.builder(p).start(start).random(RandomSource.seeded(seed)).build();
            Game b = Game.builder(p).start(start).random(RandomSource.seeded(seed + 1000)).build();
            for (int t = 0; t < 3; t++) {
                assertSame(TurnResult.CONTINUES, a.play(Command.WAIT));
                assertEquals(t + 1, a.turn());
                assertSame(TurnResult.CONTINUES, b.play(Command.WAIT));
                assertEquals(t + 1, b.turn());
            }
            assertEquals(3, a.robotCount());
            if (!a.board().equals(b.board())) {
                differentGames++;
            }
        }
        // 3 reinforcements, each on one of 4 free corners: two seeds agree on all three about 1 time in 64.
        assertTrue(differentGames >= 180, "only " + differentGames + " of 200 seed pairs differed");
    }

    /** {@code parse(render(b)).equals(b)} for random boards, the player anywhere free, pits on corners too. */
    @Test
    void renderThenParseGivesTheSameBoard() throws InvalidInputException {
        for (long seed = 0; seed < 3000; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Start start = Scenarios.arbitraryStart(random, 2 + random.nextInt(15), 1 + random.nextInt(15),
                    TestCharges.UNLIMITED);
            Board board = start.board();
            String text = TextFormat.render(board);
            long s = seed;
            assertEquals(board, TextFormat.parse(text), () -> "seed " + s + "\n" + text);
            assertEquals(board, TextFormat.parse(text.replace("\n", "\r\n")), () -> "seed " + s + " (CRLF)");
            assertEquals(board, TextFormat.parse(text.substring(0, text.length() - 1)), () -> "seed " + s
                    + " (no final line end)");
        }
    }

    /**
     * The engine's renderer prints what the naive one does, on random boards (finished positions too:
     * the player on a robot or a pit) and on live games, to a StringBuilder and to other Appendables.
     */
    @Test
    void fastRendererMatchesTheNaiveOne() {
        for (long seed = 0; seed < 1000; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            int width = 2 + random.nextInt(20);
            int height = 1 + random.nextInt(12);
            Start start = Scenarios.arbitraryStart(random, width, height, TestCharges.UNLIMITED);
            Board board = start.board();
            if (random.nextInt(4) == 0) {
                // a finished position: the player moved onto any cell, a robot or a pit included
                Board.Builder b = Board.builder(board.field()).player(random.nextInt(width), random.nextInt(height));
                for (Pos r : start.state().robots()) {
                    b.robot(r.x(), r.y());
                }
                board = b.build();
            }
            String expected = ReferenceModel.render(ReferenceModel.of(board, TestCharges.UNLIMITED));
            long s = seed;
            assertEquals(expected, TextFormat.render(board), () -> "seed " + s);
            assertEquals(2L * width * height, TextFormat.renderedLength(board.field()), () -> "seed " + s);
            StringBuffer other = new StringBuffer();
            TextFormat.render(board, other);
            assertEquals(expected, other.toString(), () -> "seed " + s + " (StringBuffer)");
            Game game = start.game(RandomSource.seeded(seed), Resolver.sequential());
            assertEquals(ReferenceModel.render(start.state()), TextFormat.render(game), () -> "seed " + s + " (game)");
        }
    }

    @Test
    void differentGamesRenderDifferently() {
        // guards the two tests above against a renderer that prints nothing useful
        Board a = ReferenceModel.toBoard(new State(3, 3, Set.of(), Set.of(new Pos(1, 1)), new Pos(2, 1), -1));
        Board b = ReferenceModel.toBoard(new State(3, 3, Set.of(new Pos(1, 1)), Set.of(), new Pos(2, 1), -1));
        assertNotEquals(TextFormat.render(a), TextFormat.render(b));
        assertEquals(". . .\n< X @\n. . .\n", TextFormat.render(a));
        assertEquals(". . .\n< 0 @\n. . .\n", TextFormat.render(b));
    }

    private static boolean isLoss(TurnResult result, LossReason reason) {
        return result instanceof TurnResult.Lost lost && lost.reason() == reason;
    }
}
