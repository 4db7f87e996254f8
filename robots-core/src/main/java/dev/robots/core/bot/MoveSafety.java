package dev.robots.core.bot;

import dev.robots.core.Command;
import dev.robots.core.Event;
import dev.robots.core.Game;
import dev.robots.core.LossReason;
import dev.robots.core.TurnResult;
import dev.robots.core.check.Arguments;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * What each of the player's moves would do this turn, found by playing it on the game itself and
 * restoring the game: the engine's own rules, never a second model. A move loses at once when it
 * steps onto a robot, into a pit, or onto a cell a robot reaches this turn; reinforcements come after
 * the robots' step, so they never capture. A snapshot restores the random source as well, so trying
 * a move draws nothing from the game's future. The terminal game and the page both ask here.
 */
public final class MoveSafety {
    private MoveSafety() {
    }

    /** What a move would do this turn. */
    public sealed interface Verdict {
        /**
         * The player survives the turn, or reaches the exit.
         *
         * @param wins whether the move reaches the exit
         */
        record Safe(boolean wins) implements Verdict {
        }

        /**
         * The game refuses the move (the game is over, the move leaves the field, no charge is left).
         *
         * @param message the refusal as the game gives it ({@link TurnResult.Refused#message()})
         */
        record Refused(String message) implements Verdict {
        }

        /**
         * The move loses the game this turn.
         *
         * @param reason how
         * @param catchers for a capture, the steps of the robots that would reach the player, in the
         *     game's order; empty for a hit or a fall
         */
        record Loses(LossReason reason, List<Event.RobotMoved> catchers) implements Verdict {
            /**
             * A loss.
             *
             * @param reason how
             * @param catchers the capturing robots' steps (copied)
             */
            public Loses {
                Objects.requireNonNull(reason, "reason");
                catchers = List.copyOf(catchers);
            }
        }
    }

    /**
     * What {@code command} would do this turn, played on {@code game} and undone.
     *
     * @param game a game not inside a turn (it is played and restored)
     * @param command the command to try
     * @return its verdict
     */
    public static Verdict of(Game game, Command command) {
        Objects.requireNonNull(command, "command");
        return tryOn(game, game.snapshot(), command);
    }

    /**
     * The verdicts of the nine moves, each charged when {@code charged}, in {@link #index} order (row
     * by row from the top left). One snapshot serves the nine tries: on a large board the copy is most
     * of a try's cost. Nine {@link Verdict.Refused} once the game is over.
     *
     * @param game a game not inside a turn (it is played and restored)
     * @param charged whether each move fires a charge first
     * @return nine verdicts, immutable
     */
    public static List<Verdict> around(Game game, boolean charged) {
        Game.Snapshot before = game.snapshot();
        List<Verdict> verdicts = new ArrayList<>(9);
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                verdicts.add(tryOn(game, before, new Command(dx, dy, charged)));
            }
        }
        return List.copyOf(verdicts);
    }

    /**
     * Where the move {@code (dx, dy)} is in {@link #around}'s list.
     *
     * @param dx the step's column change, -1 to 1
     * @param dy the step's row change, -1 to 1
     * @return {@code (dy + 1) * 3 + dx + 1}, 0 to 8
     */
    public static int index(int dx, int dy) {
        return (Arguments.between("dy", dy, -1, 1) + 1) * 3 + Arguments.between("dx", dx, -1, 1) + 1;
    }

    /**
     * Plays {@code command} and restores {@code before}, taken of the position it is played in. Only
     * a capture is played a second time, with a listener, to name the catchers: the other tries
     * make no events.
     */
    private static Verdict tryOn(Game game, Game.Snapshot before, Command command) {
        TurnResult result = play(game, before, command, null);
        if (result instanceof TurnResult.Refused refused) {
            return new Verdict.Refused(refused.message());
        }
        if (result instanceof TurnResult.Lost lost) {
            List<Event.RobotMoved> catchers = new ArrayList<>();
            if (lost.reason() == LossReason.CAPTURE) {
                // restored to before: the player stands where the move starts
                int toX = game.playerX() + command.dx();
                int toY = game.playerY() + command.dy();
                play(game, before, command, event -> {
                    if (event instanceof Event.RobotMoved step && step.toX() == toX && step.toY() == toY) {
                        catchers.add(step);
                    }
                });
            }
            return new Verdict.Loses(lost.reason(), catchers);
        }
        return new Verdict.Safe(result instanceof TurnResult.Won);
    }

    private static TurnResult play(Game game, Game.Snapshot before, Command command, Consumer<Event> events) {
        TurnResult result = null;
        try {
            result = game.play(command, events);
            return result;
        } finally {
            if (!(result instanceof TurnResult.Refused)) {
                game.restore(before); // a refused command changed nothing; a thrown one may have
            }
        }
    }
}
