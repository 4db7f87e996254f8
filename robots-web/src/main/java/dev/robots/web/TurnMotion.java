package dev.robots.web;

import dev.robots.core.Command;
import dev.robots.core.Event;
import dev.robots.core.Game;
import dev.robots.core.LossReason;
import dev.robots.core.TurnResult;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSProperty;

/**
 * What one turn did, for the page to animate: the player's step, every robot's step, and the cells
 * where robots fell, merged, were destroyed by a charge, caught the player or arrived as
 * reinforcement. The one place the page learns what happened in a turn, from the core's events
 * alone: the charge and its kills, the player's step, every robot's step ({@code RobotMoved}), the
 * falls, merges and the new robot; the robots that caught the player are those whose step ends on
 * the player's cell in a turn lost by capture. {@code TurnMotionTest} holds the steps to the
 * engine's position before and after the turn.
 *
 * The page's script reads each list as a property of the same name, an int array.
 *
 * <p>Every cell list is x, y pairs; a robot's step is four ints: from x, from y, to x, to y.
 */
public final class TurnMotion {
    private final TurnResult result;
    /** player's step, robots' steps, charge kills, the charge's cell, falls, merges, catchers, the new robot. */
    private final int[][] parts;

    private TurnMotion(TurnResult result, int[]... parts) {
        this.result = result;
        this.parts = parts;
    }

    /**
     * Plays {@code command} on {@code game} and tells what the turn did. A refused command changes
     * nothing: its motion has no steps and the player's step stays on its cell.
     */
    public static TurnMotion play(Game game, Command command) {
        int[] player = {game.playerX(), game.playerY(), game.playerX(), game.playerY()};
        CellList killed = new CellList();
        CellList charge = new CellList();
        CellList steps = new CellList();
        CellList fell = new CellList();
        CellList merged = new CellList();
        CellList reinforced = new CellList();
        TurnResult result = game.play(command, event -> {
            if (event instanceof Event.ChargeFired fired) {
                charge.add(fired.x(), fired.y());
            } else if (event instanceof Event.ChargeKilled kill) {
                killed.add(kill.x(), kill.y());
            } else if (event instanceof Event.PlayerMoved moved) {
                player[2] = moved.toX();
                player[3] = moved.toY();
            } else if (event instanceof Event.RobotMoved moved) {
                steps.add(moved.fromX(), moved.fromY());
                steps.add(moved.toX(), moved.toY());
            } else if (event instanceof Event.FellIntoPit fall) {
                fell.add(fall.x(), fall.y());
            } else if (event instanceof Event.Merged merge) {
                merged.add(merge.x(), merge.y());
            } else if (event instanceof Event.Reinforced arrival) {
                reinforced.add(arrival.x(), arrival.y());
            }
        });
        CellList caught = new CellList();
        if (result instanceof TurnResult.Lost lost && lost.reason() == LossReason.CAPTURE) {
            int[] step = steps.toArray();
            for (int k = 0; k < step.length; k += 4) {
                if (step[k + 2] == player[2] && step[k + 3] == player[3]) {
                    caught.add(step[k], step[k + 1]);
                }
            }
        }
        return new TurnMotion(result, player, steps.toArray(), killed.toArray(), charge.toArray(), fell.toArray(),
                merged.toArray(), caught.toArray(), reinforced.toArray());
    }

    /** What the turn gave. */
    public TurnResult result() {
        return result;
    }

    /** The player's step: from x, from y, to x, to y. */
    @JSExport
    @JSProperty("player")
    public int[] player() {
        return parts[0].clone();
    }

    /** Every robot that stepped, four ints a robot: from x, from y, to x, to y. */
    @JSExport
    @JSProperty("steps")
    public int[] steps() {
        return parts[1].clone();
    }

    /** The cells of the robots the charge destroyed. */
    @JSExport
    @JSProperty("killed")
    public int[] killed() {
        return parts[2].clone();
    }

    /** The cell the charge was fired on, or none. */
    @JSExport
    @JSProperty("charge")
    public int[] charge() {
        return parts[3].clone();
    }

    /** The pits robots fell into, one pair a robot. */
    @JSExport
    @JSProperty("fell")
    public int[] fell() {
        return parts[4].clone();
    }

    /** The cells where robots merged, one pair a robot lost. */
    @JSExport
    @JSProperty("merged")
    public int[] merged() {
        return parts[5].clone();
    }

    /** The cells the robots that caught the player came from. */
    @JSExport
    @JSProperty("caught")
    public int[] caught() {
        return parts[6].clone();
    }

    /** The corner a new robot arrived on, or none. */
    @JSExport
    @JSProperty("reinforced")
    public int[] reinforced() {
        return parts[7].clone();
    }
}
