package dev.robots.core.bot;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.TurnResult;
import dev.robots.core.check.Expected;
import java.util.Objects;
import java.util.Optional;

/** Something that plays the game: given what it sees, it chooses the next command. */
@FunctionalInterface
public interface Player {

    /**
     * Chooses a command for {@code situation}. It must be one the game accepts,
     * {@code situation.isLegal(command)}: its move stays on the field and it uses a charge only if
     * one is left ({@link Situation#legalCommands()} lists them; {@code W} is always one).
     *
     * @param situation what the player sees: the position, the parameters, the charges left and the turn
     * @return the command to play, one {@code situation.isLegal(command)}
     */
    Command choose(Situation situation);

    /**
     * Plays {@code game} with this player until it ends or {@code maxTurns} more turns were played,
     * whichever comes first. The engine never ends a game on a turn count (a game without robots
     * runs for ever), so the cap is required.
     *
     * <pre>{@code
     * Optional<TurnResult.Ended> end = new Autopilot().playOut(game, 1000);
     * System.out.println(end.map(TurnResult.Ended::line).orElse("cut off after 1000 turns"));
     * }</pre>
     *
     * @param game the game, played from where it stands; already over, it is returned as it is
     * @param maxTurns the most turns this call plays, 0 or more
     * @return how the game ended, or empty when the cap came first
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalArgumentException if {@code maxTurns} is negative
     * @throws IllegalStateException if the player chooses a command the game refuses (it broke the
     *     contract of {@link #choose}), naming the command, the turn and the reason
     */
    default Optional<TurnResult.Ended> playOut(Game game, int maxTurns) {
        return playOut(game, maxTurns, null);
    }

    /**
     * {@link #playOut(Game, int)}, telling {@code events} (if not {@code null}) what happens in
     * every turn it plays, as {@link Game#play(Command, java.util.function.Consumer)} tells it: each
     * turn whole, its events after it. A listener that throws stops the play-out there, its
     * exception going on to the caller, with that turn played whole.
     *
     * @param game the game, played from where it stands; already over, it is returned as it is
     * @param maxTurns the most turns this call plays, 0 or more
     * @param events told every turn's events, or {@code null} for none
     * @return how the game ended, or empty when the cap came first
     * @throws NullPointerException if {@code game} is null
     * @throws IllegalArgumentException if {@code maxTurns} is negative
     * @throws IllegalStateException if the player chooses a command the game refuses, as
     *     {@link #playOut(Game, int)} says
     */
    default Optional<TurnResult.Ended> playOut(Game game, int maxTurns,
            java.util.function.Consumer<? super dev.robots.core.Event> events) {
        Objects.requireNonNull(game, "game");
        if (maxTurns < 0) {
            throw new IllegalArgumentException(Expected.of("maxTurns: " + maxTurns, ">= 0"));
        }
        for (int played = 0; !game.isOver() && played < maxTurns; played++) {
            Command command = choose(Situation.of(game));
            TurnResult result = game.play(Objects.requireNonNull(command, "command chosen"), events);
            if (result instanceof TurnResult.Refused refused) {
                throw new IllegalStateException("turn " + (game.turn() + 1) + ": the player chose " + command
                        + ", which the game refused: " + refused.message());
            }
        }
        return game.outcome();
    }
}
