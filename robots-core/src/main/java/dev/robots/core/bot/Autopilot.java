package dev.robots.core.bot;

import dev.robots.core.Board;
import dev.robots.core.Command;
import dev.robots.core.Field;
import dev.robots.core.Game;

/**
 * Placeholder autopilot (a stronger one arrives with its issue): steps toward the exit onto a
 * cell with no robot and no pit, never off the field, never a charge it does not have.
 */
public final class Autopilot implements Player {

    @Override
    public Command choose(Situation situation) {
        Board board = situation.board();
        Field field = board.field();
        Command best = Command.WAIT;
        int bestDistance = Integer.MAX_VALUE;
        for (Command c : Command.all()) {
            if (c.charge() && situation.chargesLeft() == 0) {
                continue;
            }
            int x = board.playerX() + c.dx();
            int y = board.playerY() + c.dy();
            if (x < 0 || y < 0 || x >= field.width() || y >= field.height()
                    || board.hasRobot(x, y) || field.isPit(x, y)) {
                continue;
            }
            int distance = Math.max(x - field.exitX(), Math.abs(y - field.exitY())) * 2
                    + (c.charge() && situation.chargesLeft() != Game.UNLIMITED ? 1 : 0);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = c;
            }
        }
        return best;
    }
}
