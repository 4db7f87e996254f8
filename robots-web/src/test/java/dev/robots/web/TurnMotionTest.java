package dev.robots.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.LossReason;
import dev.robots.core.RandomSource;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link TurnMotion}, the page's account of a turn, against the engine's position before and after
 * it, turn by turn on seeded games (sparse and crowded boards, charges included): the robots that
 * step are those the charge left; each steps one cell toward the player's new cell; where they land
 * is the engine's board after the turn, less the pits they fell into (one fall each) and the
 * merges (one event per robot lost), plus the reinforcement; robots catch the player only on a
 * capture, and step at all only when the game went on or was lost by capture.
 */
class TurnMotionTest {
    @Test
    void theStepsLeadToTheEnginesPositionAfterEveryTurn() {
        Set<String> seen = new TreeSet<>();
        Set<LossReason> losses = EnumSet.noneOf(LossReason.class);
        for (GameParameters size : List.of(Link.STATEMENT, GameParameters.of(12, 9, 30, 10),
                GameParameters.of(20, 12, 60, 30), GameParameters.of(10, 5, 3, 6))) {
            for (long seed : Seeds.SEEDS) {
                Game game = Game.builder(size).random(RandomSource.seeded(seed)).charges(3).build();
                for (String command : Seeds.commands(seed, 60)) {
                    if (game.isOver()) {
                        break;
                    }
                    String where = "seed " + seed + ", size " + size + ", turn " + game.turn() + ", " + command;
                    List<String> before = robots(game);
                    TurnMotion motion = TurnMotion.play(game, Command.of(command));
                    if (motion.result() instanceof TurnResult.Refused) {
                        assertEquals(before, robots(game), where);
                        assertEquals(0, motion.steps().length, where);
                        continue;
                    }
                    check(game, before, Command.of(command), motion, where, seen);
                    if (motion.result() instanceof TurnResult.Lost lost) {
                        losses.add(lost.reason());
                    }
                }
            }
        }
        assertEquals(Set.of("caught", "charge", "fell", "merged", "reinforced"), seen,
                "turns of every kind; pick other seeds");
        assertEquals(EnumSet.allOf(LossReason.class), losses, "every way to lose; pick other seeds");
    }

    private static void check(Game game, List<String> before, Command command, TurnMotion motion, String where,
            Set<String> seen) {
        int[] player = motion.player();
        assertEquals(List.of(player[0] + command.dx(), player[1] + command.dy()), List.of(player[2], player[3]),
                where + ": the player's step");
        assertEquals(List.of(game.playerX(), game.playerY()), List.of(player[2], player[3]), where);
        List<String> killed = pairs(motion.killed());
        assertTrue(before.containsAll(killed), where + ": killed " + killed + " of " + before);
        assertEquals(command.charge() ? 2 : 0, motion.charge().length, where + ": the charge's cell");
        List<String> survivors = new ArrayList<>(before);
        survivors.removeAll(killed);
        TurnResult result = motion.result();
        boolean stepped = result instanceof TurnResult.Continues
                || result instanceof TurnResult.Lost lost && lost.reason() == LossReason.CAPTURE;
        int[] steps = motion.steps();
        if (!stepped) {
            assertEquals(0, steps.length, where + ": no robot steps after " + result);
            assertEquals(survivors, robots(game), where);
            return;
        }
        List<String> from = new ArrayList<>();
        Map<String, Integer> arrivals = new HashMap<>();
        List<String> caught = new ArrayList<>();
        List<String> fell = new ArrayList<>();
        for (int i = 0; i < steps.length; i += 4) {
            from.add(steps[i] + "," + steps[i + 1]);
            assertEquals(Integer.signum(player[2] - steps[i]), steps[i + 2] - steps[i], where + ": a step in x");
            assertEquals(Integer.signum(player[3] - steps[i + 1]), steps[i + 3] - steps[i + 1], where);
            String to = steps[i + 2] + "," + steps[i + 3];
            if (steps[i + 2] == player[2] && steps[i + 3] == player[3]) {
                caught.add(steps[i] + "," + steps[i + 1]);
            } else if (game.field().isPit(steps[i + 2], steps[i + 3])) {
                fell.add(to);
            } else {
                arrivals.merge(to, 1, Integer::sum);
            }
        }
        assertEquals(sorted(survivors), sorted(from), where + ": the robots that step");
        assertEquals(sorted(fell), sorted(pairs(motion.fell())), where + ": one fall a robot into a pit");
        assertEquals(sorted(caught), sorted(pairs(motion.caught())), where + ": the robots that caught the player");
        assertEquals(result instanceof TurnResult.Lost, !caught.isEmpty(), where + ": caught only on a capture");
        if (caught.isEmpty()) {
            List<String> merges = new ArrayList<>();
            arrivals.forEach((cell, count) -> merges.addAll(Collections.nCopies(count - 1, cell)));
            assertEquals(sorted(merges), sorted(pairs(motion.merged())), where + ": one merge a robot lost");
            List<String> after = new ArrayList<>(arrivals.keySet());
            after.addAll(pairs(motion.reinforced()));
            assertEquals(sorted(after), sorted(robots(game)), where + ": where the robots landed");
        }
        for (String kind : List.of("caught", "charge", "fell", "merged", "reinforced")) {
            if (Motions.cells(motion, kind).length > 0) {
                seen.add(kind);
            }
        }
    }

    private static List<String> robots(Game game) {
        List<String> cells = new ArrayList<>();
        game.forEachRobot((x, y) -> cells.add(x + "," + y));
        return cells;
    }

    private static List<String> pairs(int[] cells) {
        List<String> list = new ArrayList<>();
        for (int i = 0; i < cells.length; i += 2) {
            list.add(cells[i] + "," + cells[i + 1]);
        }
        return list;
    }

    private static List<String> sorted(List<String> cells) {
        List<String> copy = new ArrayList<>(cells);
        Collections.sort(copy);
        return copy;
    }

    @Test
    void aChargedStepNamesThePlayersStepAndTheChargesCell() {
        Game game = Game.builder(Link.STATEMENT).random(RandomSource.seeded(7)).charges(3).build();
        TurnMotion motion = TurnMotion.play(game, Command.of("LK"));
        String text = Motions.text(motion);
        assertTrue(text.matches("player=29,8,28,8;steps=[0-9,]*;killed=[0-9,]*;charge=29,8;fell=[0-9,]*;"
                + "merged=[0-9,]*;caught=;reinforced=[0-9,]*"), text);
        assertEquals(motion.steps().length / 4, game.robotCount() - motion.reinforced().length / 2
                + motion.fell().length / 2 + motion.merged().length / 2, "each robot that stepped: " + text);
    }
}
