package dev.robots.cli.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.robots.cli.check.MovePolicy.Action;
import dev.robots.cli.check.RulesModel.Continued;
import dev.robots.cli.check.RulesModel.Ended;
import dev.robots.cli.check.RulesModel.Outcome;
import dev.robots.cli.check.RulesModel.State;
import dev.robots.core.Command;
import dev.robots.core.InvalidInputException;
import dev.robots.core.RandomSource;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The checker's move policy, played against its own rules model over many seeded games: what it
 * sends is what it claims (checked with the engine's command parser, an independent one), it never
 * leaves the field, never charges more than allowed, ends every game, and exercises everything.
 */
class MovePolicyTest {
    private static final int GAMES = 300;

    /** A random start: pits off the corners, robots anywhere else but the player and the exit. */
    static State randomStart(GameSize size, RandomSource random) {
        int w = size.width();
        int h = size.height();
        Cell player = new Cell(w - 1, h / 2);
        Cell exit = new Cell(0, h / 2);
        List<Cell> free = new ArrayList<>();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                Cell c = new Cell(x, y);
                boolean corner = (x == 0 || x == w - 1) && (y == 0 || y == h - 1);
                if (!c.equals(player) && !c.equals(exit) && !corner) {
                    free.add(c);
                }
            }
        }
        Set<Cell> pits = new HashSet<>();
        for (int i = 0; i < size.pits(); i++) {
            pits.add(free.remove(random.nextInt(free.size())));
        }
        for (Cell c : List.of(new Cell(0, 0), new Cell(w - 1, 0), new Cell(0, h - 1), new Cell(w - 1, h - 1))) {
            if (!c.equals(player) && !c.equals(exit) && !free.contains(c)) {
                free.add(c);
            }
        }
        Set<Cell> robots = new HashSet<>();
        for (int i = 0; i < size.robots(); i++) {
            robots.add(free.remove(random.nextInt(free.size())));
        }
        return new State(w, h, pits, robots, player, exit, size.robots());
    }

    @Test
    void playsHonestlyWithinTheLimitsAndReachesEveryEnd() {
        Map<EndLine, Integer> ends = new EnumMap<>(EndLine.class);
        int longest = 0;
        int refusals = 0;
        int emptyLines = 0;
        int lowerCase = 0;
        int shuffled = 0;
        for (int game = 0; game < GAMES; game++) {
            long seed = 1000 + game;
            RandomSource random = RandomSource.seeded(seed);
            GameSize size = GameSize.DEFAULT_SPREAD.get(game % GameSize.DEFAULT_SPREAD.size());
            State s = randomStart(size, random);
            MovePolicy policy = new MovePolicy(RandomSource.seeded(seed), 3, 300);
            policy.newGame(s);
            int charges = 0;
            EndLine end = null;
            for (int step = 0; step < 5000 && end == null; step++) {
                Action a = policy.next(s);
                emptyLines += a.emptyLinesBefore();
                String where = "seed " + seed + ", size " + size + ", step " + step + ", sent " + a.text();
                if (a.mustBeRefused()) {
                    refusals++;
                    assertThrows(InvalidInputException.class, () -> Command.parse(a.text()), where);
                    assertTrue(a.text().toUpperCase(java.util.Locale.ROOT).indexOf('K') < 0, where + ": no K in probes");
                    continue;
                }
                Command parsed = parse(a.text(), where);
                assertEquals(new Command(a.move().dx(), a.move().dy(), a.move().charge()), parsed, where);
                assertTrue(s.inside(s.player().plus(parsed.dx(), parsed.dy())), where + ": off the field");
                lowerCase += a.lowerCase() ? 1 : 0;
                shuffled += a.shuffled() ? 1 : 0;
                if (parsed.charge()) {
                    charges++;
                    assertTrue(charges <= 3, where + ": a 4th charge");
                }
                Outcome o = RulesModel.play(s, a.move());
                if (o instanceof Ended e) {
                    end = e.line();
                    longest = Math.max(longest, policy.turn());
                } else {
                    Continued c = (Continued) o;
                    Set<Cell> robots = new HashSet<>(c.state().robots());
                    if (c.newRobotExpected()) {
                        List<Cell> corners = new ArrayList<>(c.freeCorners());
                        robots.add(corners.get(random.nextInt(corners.size())));
                    }
                    s = c.state().withRobots(robots);
                }
            }
            if (end == null) {
                fail("seed " + seed + ", size " + size + ": the game did not end in 5000 steps");
            }
            ends.merge(end, 1, Integer::sum);
        }
        for (EndLine e : EndLine.values()) {
            assertTrue(ends.getOrDefault(e, 0) > 0, e + " never reached: " + ends);
        }
        assertTrue(longest >= 150, "longest game: " + longest + " turns");
        assertTrue(refusals > 0 && emptyLines > 0 && lowerCase > 0 && shuffled > 0,
                refusals + " refusals, " + emptyLines + " empty lines, " + lowerCase + " lower case, " + shuffled
                        + " shuffled");
    }

    private static Command parse(String text, String where) {
        try {
            return Command.parse(text);
        } catch (InvalidInputException e) {
            throw new AssertionError(where + ": a valid command was not valid: " + e.getMessage(), e);
        }
    }
}
