package dev.robots.cli.terminal;

import dev.robots.core.Event;
import dev.robots.core.Game;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Listens to one turn's events and sums them up for the screen: one short message line (falls,
 * merges, robots destroyed, arrivals) and the cells where something happened, to highlight.
 * It also notes the robots that step onto the player's new cell ({@link Event.RobotMoved}): the
 * ones that catch the player when the turn ends in a capture. {@code robots replay} shows its turns
 * with it too.
 */
public final class TurnReport implements Consumer<Event> {
    private final int width;
    private final Map<Integer, Frame.Mark> changed = new HashMap<>();
    private final List<Integer> catchers = new ArrayList<>();
    private int playerX = -1;
    private int playerY = -1;
    private int destroyed;
    private int fell;
    private int merged;
    private String arrived = "";

    /** A report of the next turn of {@code game}: pass it as the turn's event listener. */
    public TurnReport(Game game) {
        this.width = game.field().width();
    }

    @Override
    public void accept(Event event) {
        if (event instanceof Event.ChargeKilled killed) {
            destroyed++;
            mark(killed.x(), killed.y());
        } else if (event instanceof Event.PlayerMoved moved) {
            mark(moved.toX(), moved.toY());
            playerX = moved.toX();
            playerY = moved.toY();
        } else if (event instanceof Event.RobotMoved step && step.toX() == playerX && step.toY() == playerY) {
            catchers.add(step.fromX());
            catchers.add(step.fromY());
        } else if (event instanceof Event.FellIntoPit pit) {
            fell++;
            mark(pit.x(), pit.y());
        } else if (event instanceof Event.Merged merge) {
            merged++;
            mark(merge.x(), merge.y());
        } else if (event instanceof Event.Reinforced reinforced) {
            arrived = arrived + (arrived.isEmpty() ? "" : " and ") + reinforced.x() + "," + reinforced.y();
            mark(reinforced.x(), reinforced.y());
        }
    }

    private void mark(int x, int y) {
        changed.put(y * width + x, Frame.Mark.CHANGED);
    }

    /** The cells where something happened this turn. */
    public Map<Integer, Frame.Mark> changed() {
        return Map.copyOf(changed);
    }

    /** The cells the robots that stepped onto the player's new cell came from, (x, y) pairs. */
    public List<Integer> catchers() {
        return List.copyOf(catchers);
    }

    /** E.g. "Charge: 2 robots destroyed. 1 robot fell into a pit. New robot at 0,0." or "". */
    public String message() {
        StringBuilder text = new StringBuilder();
        if (destroyed > 0) {
            text.append("Charge: ").append(count(destroyed, "robot")).append(" destroyed. ");
        }
        if (fell > 0) {
            text.append(count(fell, "robot")).append(fell == 1 ? " fell into a pit. " : " fell into pits. ");
        }
        if (merged > 0) {
            text.append(count(merged, "collision")).append(merged == 1 ? " (two robots became one). "
                    : " (robots merged). ");
        }
        if (!arrived.isEmpty()) {
            text.append("New robot at ").append(arrived).append(". ");
        }
        return text.toString().strip();
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
