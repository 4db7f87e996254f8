package dev.robots.example;

import dev.robots.core.Command;
import dev.robots.core.Game;
import dev.robots.core.GameParameters;
import dev.robots.core.TextFormat;
import dev.robots.core.TurnResult;
import dev.robots.core.bot.Autopilot;
import dev.robots.core.bot.Player;
import java.util.Optional;

/**
 * Plays one game on the statement's field (30x17, 20 robots, 40 pits, 3 charges) with the autopilot
 * and prints the commands it chose, the last position and the outcome, then runs the other five
 * uses of the engine ({@link Uses}) and a game animated from its events ({@link Animation}). The seed fixes every random choice, so the output is the same
 * on every run and every JVM.
 */
public final class SeededGame {
    private static final long SEED = 42;
    /** The engine never ends a game on a turn count: every loop here has a cap of its own. */
    static final int MAX_TURNS = 1000;

    private SeededGame() {
    }

    /**
     * Plays the game and prints it, then the other uses.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        Module engine = Game.class.getModule();
        System.out.println(engine.isNamed()
                ? "engine: module " + engine.getDescriptor().toNameAndVersion() + " (module path)"
                : "engine: unnamed module (class path)");

        GameParameters parameters = GameParameters.of(30, 17, 20, 40);       // W, H, R, P
        Game game = Game.builder(parameters).seed(SEED).charges(3).build();  // default: unlimited charges
        System.out.println("seed " + SEED + ", " + parameters.width() + "x" + parameters.height() + ", R="
                + parameters.robots() + ", P=" + parameters.pits() + ", 3 charges");

        StringBuilder commands = new StringBuilder();
        Autopilot autopilot = new Autopilot();
        Player writingDown = situation -> {                                  // the autopilot, noted
            Command command = autopilot.choose(situation);                  // always one the game accepts
            commands.append(commands.length() == 0 ? "" : " ").append(command.text());
            return command;
        };
        Optional<TurnResult.Ended> end = writingDown.playOut(game, MAX_TURNS);
        System.out.println("commands: " + commands);
        System.out.print(TextFormat.render(game));
        System.out.println(end.map(e -> "outcome: " + e.line() + " on turn " + e.turn())
                .orElse("cut off after " + MAX_TURNS + " turns")
                + ", " + game.chargesLeft().orElseThrow() + " charges left");

        Uses.ownPlayer();
        Uses.autopilotGames();
        Uses.events();
        Uses.snapshots();
        Uses.bigBoard();
        Uses.ownRandomSource();
        Animation.play();
    }
}
