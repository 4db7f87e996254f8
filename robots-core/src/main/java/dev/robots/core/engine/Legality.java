package dev.robots.core.engine;

import dev.robots.core.BoardView;
import dev.robots.core.Command;
import dev.robots.core.TurnResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Which commands a game accepts, and which positions it goes on from (docs/rules.md, "A turn",
 * step 1): the one statement of those rules that {@code Game} (its refusals and
 * {@code isLegal}) and {@code Situation} (a player's view) both use. Stateless.
 */
public final class Legality {
    private Legality() {
    }

    /**
     * Why a live game refuses {@code command} from a player on {@code (px, py)} of a
     * {@code width x height} field with {@code chargesLeft} charges ({@link LivePosition#UNLIMITED}
     * for no limit): {@code LEAVES_FIELD}, {@code NO_CHARGES_LEFT}, or {@code null} when it plays it.
     */
    public static TurnResult.Refused.Kind refusal(int width, int height, int px, int py, Command command,
            int chargesLeft) {
        int x = px + command.dx();
        int y = py + command.dy();
        if (x < 0 || x >= width || y < 0 || y >= height) {
            return TurnResult.Refused.Kind.LEAVES_FIELD;
        }
        if (command.charge() && chargesLeft == 0) {
            return TurnResult.Refused.Kind.NO_CHARGES_LEFT;
        }
        return null;
    }

    /**
     * The message of a {@code LEAVES_FIELD} refusal of {@code command} from a player on
     * {@code (px, py)} of a field {@code height} rows high: which edge the player is on.
     */
    public static String leavesField(Command command, int px, int py, int height) {
        StringBuilder why = new StringBuilder(command.text()).append(" leaves the field: the player is ");
        if (py + command.dy() < 0 || py + command.dy() >= height) {
            why.append(command.dy() < 0 ? "on the top row" : "on the bottom row");
        } else {
            why.append(command.dx() < 0 ? "in the leftmost column" : "in the rightmost column");
        }
        return why.toString();
    }

    /** The commands of {@link Command#all()} that {@code accepts}, in that order: an immutable list. */
    public static List<Command> accepted(Predicate<Command> accepts) {
        List<Command> accepted = new ArrayList<>(Command.all().size());
        for (Command command : Command.all()) {
            if (accepts.test(command)) {
                accepted.add(command);
            }
        }
        return List.copyOf(accepted);
    }

    /**
     * What ends a game under the player of {@code board}: {@code "a robot"}, {@code "a pit"}, or
     * {@code null} when a game goes on from it. (The exit does not: a start may put the player there,
     * and a turn that stays wins.)
     */
    public static String underPlayer(BoardView board) {
        int x = board.playerX();
        int y = board.playerY();
        return board.hasRobot(x, y) ? "a robot" : board.field().isPit(x, y) ? "a pit" : null;
    }
}
