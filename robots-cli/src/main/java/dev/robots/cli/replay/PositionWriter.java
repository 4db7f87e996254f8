package dev.robots.cli.replay;

import dev.robots.cli.options.ChargesOption;
import dev.robots.cli.pages.PageText;
import dev.robots.core.Event;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes positions into an {@link HtmlPage}'s game data, a JavaScript object: cells as their blocks
 * of k x k cells (each block once, in order), a turn as its player, robots, events and end line.
 * Counts what it writes (the page's bounds are on these counts).
 */
final class PositionWriter {
    private final StringBuilder out;
    /** The side of a block, in cells, for the game being written. */
    private int block = 1;
    /** Robot squares, pits and markers written. */
    private long written;
    /** Cells read to find the robots. */
    private long cellsScanned;

    /** A writer that appends to {@code out}. */
    PositionWriter(StringBuilder out) {
        this.out = out;
    }

    /** Draws the next game at one square per block of {@code side} x {@code side} cells. */
    void useBlock(int side) {
        block = side;
    }

    /** Robot squares, pits and markers written so far, over all games and turns. */
    long written() {
        return written;
    }

    /** Cells read to find the robots so far, over all games and turns. */
    long cellsScanned() {
        return cellsScanned;
    }

    /** One frame: the command that led to it, the player, the robots, the turn's events. */
    void turn(String command, List<Event> events, TurnResult result, Game game) {
        StringBuilder sb = out;
        sb.append("{\"c\":").append(command == null ? "null" : PageText.jsString(command))
                .append(",\"pl\":[").append(game.playerX() / block).append(',').append(game.playerY() / block)
                .append("],\"n\":").append(game.robotCount())
                .append(",\"k\":").append(game.chargesLeft().orElse(-1))
                .append(",\"rb\":");
        int[] robots = new int[2 * game.robotCount()];
        int n = 0;
        for (int y = 0; y < game.height() && n < robots.length; y++) {
            for (int x = 0; x < game.width() && n < robots.length; x++) {
                if (game.hasRobot(x, y)) {
                    robots[n++] = x;
                    robots[n++] = y;
                }
            }
        }
        cellsScanned += (long) game.width() * game.height();
        blocks(robots);
        events(events);
        if (result instanceof TurnResult.Ended ended) {
            sb.append(",\"end\":").append(PageText.jsString(ended.line()));
        }
        sb.append('}');
    }

    private void events(List<Event> events) {
        StringBuilder falls = new StringBuilder();
        StringBuilder merges = new StringBuilder();
        StringBuilder arrivals = new StringBuilder();
        StringBuilder kills = new StringBuilder();
        StringBuilder fired = new StringBuilder();
        for (Event event : events) {
            if (event instanceof Event.FellIntoPit e) {
                point(falls, e.x(), e.y());
            } else if (event instanceof Event.Merged e) {
                point(merges, e.x(), e.y());
            } else if (event instanceof Event.Reinforced e) {
                point(arrivals, e.x(), e.y());
            } else if (event instanceof Event.ChargeKilled e) {
                point(kills, e.x(), e.y());
            } else if (event instanceof Event.ChargeFired e) {
                point(fired, e.x(), e.y());
            }
        }
        out.append(",\"ev\":{\"fall\":[").append(falls).append("],\"merge\":[").append(merges)
                .append("],\"arrive\":[").append(arrivals).append("],\"kill\":[").append(kills)
                .append("],\"fire\":[").append(fired).append("]}");
    }

    private void point(StringBuilder sb, int x, int y) {
        if (sb.length() > 0) {
            sb.append(',');
        }
        sb.append(x / block).append(',').append(y / block);
        written++;
    }

    /** Cells {@code x0,y0,x1,y1,...} as their blocks, each block once, in order. */
    void blocks(int[] cells) {
        StringBuilder sb = out.append('[');
        long previous = -1;
        Set<Long> seen = block == 1 ? null : new HashSet<>();
        boolean first = true;
        for (int i = 0; i < cells.length; i += 2) {
            int bx = cells[i] / block;
            int by = cells[i + 1] / block;
            long key = ((long) by << 32) | bx;
            if (key == previous || (seen != null && !seen.add(key))) {
                continue;
            }
            previous = key;
            sb.append(first ? "" : ",").append(bx).append(',').append(by);
            first = false;
            written++;
        }
        sb.append(']');
    }
}
