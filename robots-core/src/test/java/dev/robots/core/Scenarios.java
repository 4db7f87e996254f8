package dev.robots.core;

import dev.robots.core.ReferenceModel.Kind;
import dev.robots.core.ReferenceModel.Pos;
import dev.robots.core.ReferenceModel.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Seeded random starting positions and command sequences for the differential and property
 * tests, and the glue that reads the engine's results and events in the reference model's terms.
 * Everything here is drawn from a {@link SplittableRandom} seeded by the test, so a failing seed
 * replays exactly.
 */
final class Scenarios {
    private Scenarios() {
    }

    /** A game to play: its parameters (R is the reinforcement target), the start and the charge limit. */
    record Start(GameParameters parameters, Board board, int charges, String how) {
        State state() {
            return ReferenceModel.of(board, charges);
        }

        /** The engine game from this start, with {@code random} for the reinforcements. */
        Game game(RandomSource random, Resolver resolver) {
            return TestCharges.set(Game.builder(parameters).start(board), charges).random(random).resolver(resolver).build();
        }

        @Override
        public String toString() {
            return how + " " + parameters + " charges=" + charges + "\n" + TextFormat.render(board);
        }
    }

    /** The most pits docs/rules.md ("Starting position") allows on a field. */
    static int pitRoom(int width, int height) {
        return (int) (width * height - 2 - GameParameters.otherCorners(width, height));
    }

    /** A charge limit: unlimited half of the time, else 0 to 3. */
    static int charges(SplittableRandom random) {
        return random.nextBoolean() ? TestCharges.UNLIMITED : random.nextInt(4);
    }

    /** A count in {@code [0, max]}, often one of the extremes (degenerate fields matter most). */
    static int count(SplittableRandom random, int max) {
        return switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> max;
            default -> random.nextInt(max + 1);
        };
    }

    /** A random start on a {@code width x height} field, one of three kinds (see the cases). */
    static Start randomStart(SplittableRandom random, int width, int height) {
        int pits = count(random, pitRoom(width, height));
        int robots = count(random, width * height - 2 - pits);
        int charges = charges(random);
        GameParameters parameters = GameParameters.of(width, height, robots, pits);
        switch (random.nextInt(3)) {
            case 0: {
                // The engine's own generator, with its own seed.
                Board board = FieldGenerator.generate(parameters, RandomSource.seeded(random.nextLong()));
                return new Start(parameters, board, charges, "generated");
            }
            case 1: {
                // The reference model's generator.
                State s = ReferenceModel.generate(width, height, robots, pits, charges, random);
                return new Start(parameters, ReferenceModel.toBoard(s), charges, "reference");
            }
            default:
                return arbitraryStart(random, width, height, charges);
        }
    }

    /**
     * A position from the middle of some game: pits anywhere but the exit (corners too, as a parsed
     * field may have them), any number of robots (even more than R), the player on any cell without
     * a robot or a pit (the exit too: then any turn that stays wins).
     */
    static Start arbitraryStart(SplittableRandom random, int width, int height, int charges) {
        int cells = width * height;
        Pos exit = new Pos(0, height / 2);
        List<Pos> all = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                all.add(new Pos(x, y));
            }
        }
        int pitCount = random.nextInt(pitRoom(width, height) + 1);
        Set<Pos> pits = new TreeSet<>();
        while (pits.size() < pitCount) {
            Pos p = all.get(random.nextInt(cells));
            if (!p.equals(exit)) {
                pits.add(p);
            }
        }
        List<Pos> free = new ArrayList<>(all);
        free.removeAll(pits);
        Pos player = free.remove(random.nextInt(free.size()));
        if (!player.equals(exit) && random.nextInt(8) == 0 && !pits.contains(new Pos(width - 1, height / 2))) {
            // now and then the usual start cell, so the exit stays some way off
            free.add(player);
            player = new Pos(width - 1, height / 2);
            free.remove(player);
        }
        int robotCount = count(random, free.size());
        Set<Pos> robots = new TreeSet<>();
        while (robots.size() < robotCount) {
            robots.add(free.get(random.nextInt(free.size())));
        }
        int target = random.nextInt(cells - 2 - pitCount + 1);
        GameParameters parameters = GameParameters.of(width, height, target, pitCount);
        State s = new State(width, height, pits, robots, player, charges);
        return new Start(parameters, ReferenceModel.toBoard(s), charges, "arbitrary");
    }

    /** A uniformly random command of the 18, off-field moves and unaffordable charges included. */
    static Command command(SplittableRandom random) {
        return Command.all().get(random.nextInt(18));
    }

    /**
     * A random command that keeps games going for a while: a third of the time any of the 18
     * (off-field moves and unaffordable charges included), otherwise one whose step lands on the
     * field on a cell with no pit and no robot, when there is one.
     */
    static Command command(SplittableRandom random, State s) {
        if (random.nextInt(3) == 0) {
            return command(random);
        }
        List<Command> safe = new ArrayList<>();
        for (Command c : Command.all()) {
            Pos to = s.player().plus(c.dx(), c.dy());
            if (s.inside(to) && !s.pits().contains(to) && (c.charge() || !s.robots().contains(to))) {
                safe.add(c);
            }
        }
        return safe.isEmpty() ? command(random) : safe.get(random.nextInt(safe.size()));
    }

    // ---------------------------------------------------------------- engine results as the model sees them

    static Kind kind(TurnResult result) {
        if (result instanceof TurnResult.Refused) {
            return Kind.REFUSED;
        }
        if (result instanceof TurnResult.Continues) {
            return Kind.CONTINUES;
        }
        if (result instanceof TurnResult.Won) {
            return Kind.WON;
        }
        LossReason reason = ((TurnResult.Lost) result).reason();
        return switch (reason) {
            case HIT -> Kind.LOST_BY_HIT;
            case FALL -> Kind.LOST_BY_FALL;
            case CAPTURE -> Kind.LOST_BY_CAPTURE;
        };
    }

    /**
     * The events of one engine turn, grouped per kind as multisets (cell -> how many), the robots'
     * steps in the order told.
     */
    record Events(Map<Pos, Integer> chargeKills, Map<Pos, Integer> pitFalls, Map<Pos, Integer> merges,
            List<Pos> reinforcements, List<ReferenceModel.Move> robotMoves, List<Event> all) {

        static Events of(List<Event> events) {
            Map<Pos, Integer> kills = new TreeMap<>();
            Map<Pos, Integer> falls = new TreeMap<>();
            Map<Pos, Integer> merges = new TreeMap<>();
            List<Pos> reinforcements = new ArrayList<>();
            List<ReferenceModel.Move> moves = new ArrayList<>();
            for (Event e : events) {
                if (e instanceof Event.RobotMoved m) {
                    moves.add(new ReferenceModel.Move(new Pos(m.fromX(), m.fromY()), new Pos(m.toX(), m.toY())));
                } else if (e instanceof Event.ChargeKilled k) {
                    kills.merge(new Pos(k.x(), k.y()), 1, Integer::sum);
                } else if (e instanceof Event.FellIntoPit f) {
                    falls.merge(new Pos(f.x(), f.y()), 1, Integer::sum);
                } else if (e instanceof Event.Merged m) {
                    merges.merge(new Pos(m.x(), m.y()), 1, Integer::sum);
                } else if (e instanceof Event.Reinforced r) {
                    reinforcements.add(new Pos(r.x(), r.y()));
                }
            }
            return new Events(kills, falls, merges, reinforcements, moves, List.copyOf(events));
        }
    }

    /**
     * The state after a turn as a viewer draws it from {@code before} and the turn's events alone
     * (issue 46: events enough to animate a turn): kills and the player's step as told, every robot
     * off its cell and onto its target, the falls and merges taken out of the arrivals, the new
     * robot added, the charges as the charge says.
     */
    static State replay(State before, List<Event> events) {
        Set<Pos> robots = new TreeSet<>(before.robots());
        List<Pos> arriving = new ArrayList<>();
        Pos player = before.player();
        int charges = before.chargesLeft();
        for (Event e : events) {
            if (e instanceof Event.ChargeFired f) {
                charges = f.chargesLeft().orElse(TestCharges.UNLIMITED);
            } else if (e instanceof Event.ChargeKilled k) {
                robots.remove(new Pos(k.x(), k.y()));
            } else if (e instanceof Event.PlayerMoved m) {
                player = new Pos(m.toX(), m.toY());
            } else if (e instanceof Event.RobotMoved m) {
                robots.remove(new Pos(m.fromX(), m.fromY()));
                arriving.add(new Pos(m.toX(), m.toY()));
            } else if (e instanceof Event.FellIntoPit f) {
                arriving.remove(new Pos(f.x(), f.y()));
            } else if (e instanceof Event.Merged m) {
                arriving.remove(new Pos(m.x(), m.y()));
            } else if (e instanceof Event.Reinforced r) {
                robots.add(new Pos(r.x(), r.y()));
            }
        }
        robots.addAll(arriving);
        return before.withRobots(robots, player, charges);
    }

    static Map<Pos, Integer> multiset(List<Pos> cells) {
        Map<Pos, Integer> m = new TreeMap<>();
        for (Pos p : cells) {
            m.merge(p, 1, Integer::sum);
        }
        return m;
    }
}
